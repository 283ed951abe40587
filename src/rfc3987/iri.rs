//! The borrowed forms: [`IriRef`] (`IRI-reference`), [`Iri`] (`IRI`) and [`AbsoluteIri`]
//! (`absolute-IRI`), each the input string and the offsets of its components.

use crate::rfc3986::error::UriError;
use crate::rfc3986::host::Host;
use crate::rfc3986::owned::{AbsoluteUriBuf, UriBuf, UriRefBuf};
use crate::rfc3986::parts::{HostKind, Parts, PathKind};
use crate::rfc3987::mapping;
use crate::rfc3987::syntax;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::ops::Deref;

/// An IRI reference (RFC 3987 section 2.2): an [`Iri`] or a relative reference, matched by the
/// section's grammar, whose unreserved characters include the UCS characters of `ucschar`
/// (and, in the query, `iprivate`). The components are those of RFC 3986, with the same
/// getters (`None` when absent, `Some("")` when empty).
///
/// ```
/// use railurl::rfc3987::IriRef;
/// let r = IriRef::parse("http://résumé.example.org/ドキュメント?q=ü#§2")?;
/// assert_eq!(r.host(), Some("résumé.example.org"));
/// assert_eq!((r.path(), r.query(), r.fragment()), ("/ドキュメント", Some("q=ü"), Some("§2")));
/// assert_eq!(r.to_uri().as_str(), "http://r%C3%A9sum%C3%A9.example.org/%E3%83%89%E3%82%AD%E3%83%A5%E3%83%A1%E3%83%B3%E3%83%88?q=%C3%BC#%C2%A72");
/// // Private-use characters only in the query:
/// assert!(IriRef::parse("?\u{E000}").is_ok());
/// assert_eq!(IriRef::parse("/\u{E000}").unwrap_err().position(), 1);
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone, Copy)]
pub struct IriRef<'a> {
    text: &'a str,
    parts: Parts,
}

impl<'a> IriRef<'a> {
    /// Parses `input` as an `IRI-reference`.
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert!(IriRef::parse("../δ/ε").is_ok());
    /// assert!(IriRef::parse("a\u{FFFE}").is_err()); // a noncharacter, not in ucschar
    /// ```
    #[inline]
    pub fn parse(input: &'a str) -> Result<IriRef<'a>, UriError> {
        let parts = syntax::iri_reference(input)?;
        Ok(IriRef { text: input, parts })
    }

    pub(crate) fn parts(&self) -> &Parts {
        &self.parts
    }

    pub(crate) fn from_parts(text: &'a str, parts: Parts) -> IriRef<'a> {
        IriRef { text, parts }
    }

    /// The whole reference, as parsed.
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("ü")?.as_str(), "ü");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Whether this is a relative reference (`irelative-ref`, no scheme).
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert!(IriRef::parse("ü/ö")?.is_relative());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn is_relative(&self) -> bool {
        self.parts.scheme(self.text).is_none()
    }

    /// The scheme, without its ":" (ASCII, as in RFC 3986).
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("urn:ü")?.scheme(), Some("urn"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn scheme(&self) -> Option<&'a str> {
        self.parts.scheme(self.text)
    }

    /// The authority (`iauthority`), without its "//".
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("//ü@ö:1/")?.authority(), Some("ü@ö:1"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn authority(&self) -> Option<&'a str> {
        self.parts.authority(self.text)
    }

    /// The user information (`iuserinfo`), without its "@".
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("//ü@ö/")?.userinfo(), Some("ü"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn userinfo(&self) -> Option<&'a str> {
        self.parts.userinfo(self.text)
    }

    /// The host (`ihost`) as written.
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("//bücher.example/")?.host(), Some("bücher.example"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn host(&self) -> Option<&'a str> {
        self.parts.host(self.text)
    }

    /// Which production the host matched (`ireg-name` is [`HostKind::RegName`]).
    ///
    /// ```
    /// use railurl::rfc3986::HostKind;
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("//10.0.0.1")?.host_kind(), Some(HostKind::Ipv4));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn host_kind(&self) -> Option<HostKind> {
        self.parts.host_kind()
    }

    /// The host as a typed value.
    ///
    /// ```
    /// use railurl::rfc3986::Host;
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("//bücher.example")?.parsed_host(), Some(Host::RegName("bücher.example")));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn parsed_host(&self) -> Option<Host<'a>> {
        let text = self.parts.host(self.text)?;
        let kind = self.parts.host_kind()?;
        Some(Host::from_match(text, kind, None))
    }

    /// The port as written.
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("//ü:8080")?.port(), Some("8080"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn port(&self) -> Option<&'a str> {
        self.parts.port(self.text)
    }

    /// The path (`ipath`), always present, maybe empty.
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("//h/ü?q")?.path(), "/ü");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn path(&self) -> &'a str {
        self.parts.path(self.text)
    }

    /// Which production the path matched (`ipath-abempty` is [`PathKind::AbEmpty`], ...).
    ///
    /// ```
    /// use railurl::rfc3986::PathKind;
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("ü/ö")?.path_kind(), PathKind::NoScheme);
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn path_kind(&self) -> PathKind {
        self.parts.path_kind()
    }

    /// The query (`iquery`), without its "?".
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("?ü=\u{E000}")?.query(), Some("ü=\u{E000}"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn query(&self) -> Option<&'a str> {
        self.parts.query(self.text)
    }

    /// The fragment (`ifragment`), without its "#".
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("#ü")?.fragment(), Some("ü"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn fragment(&self) -> Option<&'a str> {
        self.parts.fragment(self.text)
    }

    /// This reference as an [`Iri`], if it has a scheme.
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert!(IriRef::parse("a:ü")?.as_iri().is_some());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_iri(&self) -> Option<Iri<'a>> {
        (!self.is_relative()).then_some(Iri(*self))
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
        let (text, parts) = mapping::to_uri(self.text, &self.parts);
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
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Iri<'a>(IriRef<'a>);

impl<'a> Iri<'a> {
    /// Parses `input` as an `IRI`.
    ///
    /// ```
    /// use railurl::rfc3987::Iri;
    /// assert_eq!(Iri::parse("ü").unwrap_err().rule(), "IRI");
    /// ```
    #[inline]
    pub fn parse(input: &'a str) -> Result<Iri<'a>, UriError> {
        let parts = syntax::iri(input)?;
        Ok(Iri(IriRef { text: input, parts }))
    }

    /// A reference known to have a scheme.
    pub(crate) fn from_ref(r: IriRef<'a>) -> Iri<'a> {
        Iri(r)
    }

    /// The scheme, without its ":".
    ///
    /// ```
    /// use railurl::rfc3987::Iri;
    /// assert_eq!(Iri::parse("mailto:ü@example.org")?.scheme(), "mailto");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn scheme(&self) -> &'a str {
        self.0.scheme().unwrap_or("")
    }

    /// The same IRI as a reference.
    ///
    /// ```
    /// use railurl::rfc3987::Iri;
    /// assert!(!Iri::parse("a:b")?.as_iri_ref().is_relative());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_iri_ref(&self) -> IriRef<'a> {
        self.0
    }

    /// The URI this IRI maps to (RFC 3987 section 3.1).
    ///
    /// ```
    /// use railurl::rfc3987::Iri;
    /// assert_eq!(Iri::parse("a:ü#ö")?.to_uri().as_uri().fragment(), Some("%C3%B6"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn to_uri(&self) -> UriBuf {
        UriBuf::from_ref_buf(self.0.to_uri())
    }
}

impl<'a> Deref for Iri<'a> {
    type Target = IriRef<'a>;

    fn deref(&self) -> &IriRef<'a> {
        &self.0
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
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AbsoluteIri<'a>(Iri<'a>);

impl<'a> AbsoluteIri<'a> {
    /// Parses `input` as an `absolute-IRI`.
    ///
    /// ```
    /// use railurl::rfc3987::AbsoluteIri;
    /// assert!(AbsoluteIri::parse("urn:ü").is_ok());
    /// ```
    #[inline]
    pub fn parse(input: &'a str) -> Result<AbsoluteIri<'a>, UriError> {
        let parts = syntax::absolute_iri(input)?;
        Ok(AbsoluteIri(Iri(IriRef { text: input, parts })))
    }

    /// An IRI known to have no fragment.
    pub(crate) fn from_iri(iri: Iri<'a>) -> AbsoluteIri<'a> {
        AbsoluteIri(iri)
    }

    /// The same IRI as an [`Iri`].
    ///
    /// ```
    /// use railurl::rfc3987::AbsoluteIri;
    /// assert_eq!(AbsoluteIri::parse("a:ü")?.as_iri().scheme(), "a");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_iri(&self) -> Iri<'a> {
        self.0
    }

    /// The absolute URI this IRI maps to (RFC 3987 section 3.1).
    ///
    /// ```
    /// use railurl::rfc3987::AbsoluteIri;
    /// assert_eq!(AbsoluteIri::parse("a:ü")?.to_uri().as_str(), "a:%C3%BC");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn to_uri(&self) -> AbsoluteUriBuf {
        AbsoluteUriBuf::from_ref_buf(self.0.as_iri_ref().to_uri())
    }
}

impl<'a> Deref for AbsoluteIri<'a> {
    type Target = Iri<'a>;

    fn deref(&self) -> &Iri<'a> {
        &self.0
    }
}

impl PartialEq for IriRef<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for IriRef<'_> {}

impl Hash for IriRef<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state)
    }
}

impl PartialOrd for IriRef<'_> {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for IriRef<'_> {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.text.cmp(other.text)
    }
}

macro_rules! text_traits {
    ($($ty:ident),*) => {$(
        impl fmt::Display for $ty<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl fmt::Debug for $ty<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_struct(stringify!($ty))
                    .field("text", &self.as_str())
                    .field("scheme", &self.as_iri_ref_any().scheme())
                    .field("authority", &self.authority())
                    .field("userinfo", &self.userinfo())
                    .field("host", &self.host())
                    .field("host_kind", &self.host_kind())
                    .field("port", &self.port())
                    .field("path", &self.path())
                    .field("path_kind", &self.path_kind())
                    .field("query", &self.query())
                    .field("fragment", &self.fragment())
                    .finish()
            }
        }

        impl AsRef<str> for $ty<'_> {
            fn as_ref(&self) -> &str {
                self.as_str()
            }
        }

        impl<'a> TryFrom<&'a str> for $ty<'a> {
            type Error = UriError;

            fn try_from(input: &'a str) -> Result<$ty<'a>, UriError> {
                $ty::parse(input)
            }
        }
    )*};
}

impl<'a> IriRef<'a> {
    /// Itself (for the Debug impls, which print the optional scheme for every form).
    fn as_iri_ref_any(&self) -> IriRef<'a> {
        *self
    }
}

text_traits!(IriRef, Iri, AbsoluteIri);
