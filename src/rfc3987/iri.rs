//! RFC 3987's forms: [`IriRef`] (`IRI-reference`), [`Iri`] (`IRI`) and [`AbsoluteIri`]
//! (`absolute-IRI`), with their owned forms, are RFC 3986's generic forms for [`Rfc3987`]
//! (the getters, resolution and normalization are theirs); what only IRIs have is here: the
//! mapping to URIs (section 3.1) and the conversions between the forms under their IRI names.

use crate::rfc3986::owned::owned_forms;
use crate::rfc3986::reference::{AbsoluteIdentifier, Identifier, Reference};
use crate::rfc3986::standard::Standard;
use crate::rfc3986::uri::{AbsoluteUriBuf, UriBuf, UriRefBuf};
use crate::rfc3987::mapping;

/// RFC 3987, "Internationalized Resource Identifiers (IRIs)": the standard of [`IriRef`],
/// [`Iri`] and [`AbsoluteIri`], which are RFC 3986's generic forms with this parameter. It has
/// no values; it names the grammar.
///
/// ```
/// use railurl::rfc3986::Reference;
/// use railurl::rfc3987::{IriRef, Rfc3987};
/// let r: Reference<'_, Rfc3987> = IriRef::parse("a:ö")?;
/// assert_eq!(r.path(), "ö");
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rfc3987 {}

impl Standard for Rfc3987 {}

/// An IRI reference (RFC 3987 section 2.2): an [`Iri`] or a relative reference
/// (`irelative-ref`), matched by the section's grammar, whose unreserved characters include
/// the UCS characters of `ucschar` (and, in the query, `iprivate`). The components are those
/// of RFC 3986, with the same getters ([`Reference`]'s: `None` when absent, `Some("")` when
/// empty).
///
/// ```
/// use railurl::rfc3986::{HostKind, PathKind};
/// use railurl::rfc3987::IriRef;
/// let r = IriRef::parse("http://résumé.example.org/ドキュメント?q=ü#§2")?;
/// assert_eq!(r.host(), Some("résumé.example.org"));
/// assert_eq!((r.path(), r.query(), r.fragment()), ("/ドキュメント", Some("q=ü"), Some("§2")));
/// assert_eq!(r.to_uri().as_str(), "http://r%C3%A9sum%C3%A9.example.org/%E3%83%89%E3%82%AD%E3%83%A5%E3%83%A1%E3%83%B3%E3%83%88?q=%C3%BC#%C2%A72");
/// // Private-use characters only in the query:
/// assert!(IriRef::parse("?\u{E000}").is_ok());
/// assert_eq!(IriRef::parse("/\u{E000}").unwrap_err().position(), 1);
/// // `ireg-name` is a reg-name, `ipath-noscheme` a path-noscheme:
/// assert_eq!(IriRef::parse("//bücher.example")?.host_kind(), Some(HostKind::RegName));
/// assert_eq!(IriRef::parse("ü/ö")?.path_kind(), PathKind::NoScheme);
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
pub type IriRef<'a> = Reference<'a, Rfc3987>;

impl<'a> IriRef<'a> {
    /// This reference as an [`Iri`], if it has a scheme.
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert!(IriRef::parse("a:ü")?.as_iri().is_some());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_iri(&self) -> Option<Iri<'a>> {
        self.to_identifier()
    }

    /// The URI reference this IRI reference maps to (RFC 3987 section 3.1): each non-ASCII
    /// character percent-encoded as its UTF-8 octets.
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// let uri = IriRef::parse("ü/ö?x")?.to_uri();
    /// assert_eq!((uri.as_str(), uri.as_uri_ref().query()), ("%C3%BC/%C3%B6?x", Some("x")));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn to_uri(&self) -> UriRefBuf {
        let (text, parts) = mapping::to_uri(self.as_str(), self.parts());
        UriRefBuf::from_parts(text, parts)
    }
}

/// An IRI (`IRI`): an [`IriRef`] with a scheme, which it dereferences to.
///
/// ```
/// use railurl::rfc3987::Iri;
/// let iri = Iri::parse("http://例え.テスト/")?;
/// assert_eq!(iri.scheme(), "http");
/// assert_eq!(iri.to_uri().as_str(), "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/");
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
pub type Iri<'a> = Identifier<'a, Rfc3987>;

impl<'a> Iri<'a> {
    /// The same IRI as a reference.
    ///
    /// ```
    /// use railurl::rfc3987::Iri;
    /// assert!(!Iri::parse("a:b")?.as_iri_ref().is_relative());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_iri_ref(&self) -> IriRef<'a> {
        self.reference()
    }

    /// The URI this IRI maps to (RFC 3987 section 3.1).
    ///
    /// ```
    /// use railurl::rfc3987::Iri;
    /// assert_eq!(Iri::parse("a:ü#ö")?.to_uri().as_uri().fragment(), Some("%C3%B6"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn to_uri(&self) -> UriBuf {
        UriBuf::from_reference_buf(self.reference().to_uri())
    }
}

/// An absolute IRI (`absolute-IRI`): an [`Iri`] without a fragment, which it dereferences to.
///
/// ```
/// use railurl::rfc3987::AbsoluteIri;
/// assert_eq!(AbsoluteIri::parse("http://ü/?ö")?.query(), Some("ö"));
/// assert!(AbsoluteIri::parse("http://ü/#ö").is_err());
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
pub type AbsoluteIri<'a> = AbsoluteIdentifier<'a, Rfc3987>;

impl<'a> AbsoluteIri<'a> {
    /// The same IRI as an [`Iri`].
    ///
    /// ```
    /// use railurl::rfc3987::AbsoluteIri;
    /// assert_eq!(AbsoluteIri::parse("a:ü")?.as_iri().scheme(), "a");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_iri(&self) -> Iri<'a> {
        self.identifier()
    }

    /// The absolute URI this IRI maps to (RFC 3987 section 3.1).
    ///
    /// ```
    /// use railurl::rfc3987::AbsoluteIri;
    /// assert_eq!(AbsoluteIri::parse("a:ü")?.to_uri().as_str(), "a:%C3%BC");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn to_uri(&self) -> AbsoluteUriBuf {
        AbsoluteUriBuf::from_reference_buf(self.reference().to_uri())
    }
}

owned_forms!(Rfc3987 in "rfc3987", "http://ü/ö?ä" with path "/ö":
    IriRefBuf = ReferenceBuf, as_iri_ref -> IriRef;
    IriBuf = IdentifierBuf, as_iri -> Iri;
    AbsoluteIriBuf = AbsoluteIdentifierBuf, as_absolute_iri -> AbsoluteIri;
);
