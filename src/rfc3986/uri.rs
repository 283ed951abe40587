//! RFC 3986's forms: [`UriRef`] (section 4.1, `URI-reference`), [`Uri`] (section 3, `URI`)
//! and [`AbsoluteUri`] (section 4.3, `absolute-URI`), with their owned forms, are the generic
//! forms for [`Rfc3986`]; what only URIs have is here: RFC 6874's zone identifiers and the
//! conversions between the forms under their URI names.

use crate::rfc3986::error::UriError;
use crate::rfc3986::owned::owned_forms;
use crate::rfc3986::reference::{AbsoluteIdentifier, Identifier, Reference};
use crate::rfc3986::standard::sealed::{Entry, Grammar};
use crate::rfc3986::standard::Rfc3986;

/// A URI reference (RFC 3986 section 4.1): a [`Uri`] or a relative reference
/// (`relative-ref`), matched by the grammar of RFC 3986's Appendix A, with its components as
/// slices of the input (the getters are [`Reference`]'s).
///
/// The getters of optional components return `None` when the component is absent and
/// `Some("")` when it is present but empty: `"//host?"` has an empty query, `"//host"` none.
///
/// ```
/// use railurl::rfc3986::{HostKind, PathKind, UriRef};
/// let r = UriRef::parse("ldap://[2001:db8::7]/c=GB?objectClass?one")?;
/// assert_eq!(r.scheme(), Some("ldap"));
/// assert_eq!(r.authority(), Some("[2001:db8::7]"));
/// assert_eq!((r.host(), r.host_kind()), (Some("[2001:db8::7]"), Some(HostKind::Ipv6)));
/// assert_eq!((r.path(), r.path_kind()), ("/c=GB", PathKind::AbEmpty));
/// assert_eq!((r.query(), r.fragment()), (Some("objectClass?one"), None));
///
/// let rel = UriRef::parse("../a/b?#")?;
/// assert!(rel.is_relative());
/// assert_eq!((rel.path(), rel.query(), rel.fragment()), ("../a/b", Some(""), Some("")));
/// assert_eq!(UriRef::parse("a b").unwrap_err().position(), 1);
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
pub type UriRef<'a> = Reference<'a, Rfc3986>;

impl<'a> UriRef<'a> {
    /// Parses `input` as a `URI-reference` whose IP literals may carry a zone identifier
    /// (RFC 6874: `IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"`,
    /// `IPv6addrz = IPv6address "%25" ZoneID`).
    ///
    /// ```
    /// use railurl::rfc3986::{Host, UriRef};
    /// let r = UriRef::parse_with_zone_id("http://[fe80::1%25eth0]:8080/")?;
    /// assert_eq!(r.host(), Some("[fe80::1%25eth0]"));
    /// assert!(matches!(r.parsed_host(), Some(Host::Ipv6 { zone: Some("eth0"), .. })));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn parse_with_zone_id(input: &'a str) -> Result<UriRef<'a>, UriError> {
        let parts = Rfc3986::read(input, Entry::ZonedReference)?;
        Ok(UriRef::from_parts(input, parts))
    }

    /// This reference as a [`Uri`], if it has a scheme.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("a:b")?.as_uri().map(|u| u.scheme()), Some("a"));
    /// assert!(UriRef::parse("b")?.as_uri().is_none());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_uri(&self) -> Option<Uri<'a>> {
        self.to_identifier()
    }
}

/// A URI (RFC 3986 section 3): a [`UriRef`] with a scheme, which it dereferences to, with
/// [`Uri::scheme`] returning the scheme itself.
///
/// ```
/// use railurl::rfc3986::Uri;
/// let uri = Uri::parse("urn:oasis:names:specification:docbook:dtd:xml:4.1.2")?;
/// assert_eq!((uri.scheme(), uri.authority()), ("urn", None));
/// assert_eq!(uri.path(), "oasis:names:specification:docbook:dtd:xml:4.1.2");
/// assert_eq!(Uri::parse("//no/scheme").unwrap_err().position(), 0);
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
pub type Uri<'a> = Identifier<'a, Rfc3986>;

impl<'a> Uri<'a> {
    /// The same URI as a reference.
    ///
    /// ```
    /// use railurl::rfc3986::Uri;
    /// assert!(!Uri::parse("a:b")?.as_uri_ref().is_relative());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_uri_ref(&self) -> UriRef<'a> {
        self.reference()
    }

    /// This URI as an [`AbsoluteUri`], if it has no fragment.
    ///
    /// ```
    /// use railurl::rfc3986::Uri;
    /// assert!(Uri::parse("a:b")?.as_absolute().is_some());
    /// assert!(Uri::parse("a:b#c")?.as_absolute().is_none());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_absolute(&self) -> Option<AbsoluteUri<'a>> {
        self.to_absolute()
    }
}

/// An absolute URI (RFC 3986 section 4.3): a [`Uri`] without a fragment, the form a base URI
/// takes. It dereferences to [`Uri`].
///
/// ```
/// use railurl::rfc3986::AbsoluteUri;
/// let base = AbsoluteUri::parse("http://a/b/c/d;p?q")?;
/// assert_eq!((base.scheme(), base.path(), base.query()), ("http", "/b/c/d;p", Some("q")));
/// assert_eq!(AbsoluteUri::parse("http://a/#f").unwrap_err().position(), 9);
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
pub type AbsoluteUri<'a> = AbsoluteIdentifier<'a, Rfc3986>;

impl<'a> AbsoluteUri<'a> {
    /// The same URI as a [`Uri`].
    ///
    /// ```
    /// use railurl::rfc3986::AbsoluteUri;
    /// assert_eq!(AbsoluteUri::parse("a:b")?.as_uri().as_str(), "a:b");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_uri(&self) -> Uri<'a> {
        self.identifier()
    }
}

owned_forms!(Rfc3986 in "rfc3986", "http://a/b?q" with path "/b":
    UriRefBuf = ReferenceBuf, as_uri_ref -> UriRef;
    UriBuf = IdentifierBuf, as_uri -> Uri;
    AbsoluteUriBuf = AbsoluteIdentifierBuf, as_absolute_uri -> AbsoluteUri;
);
