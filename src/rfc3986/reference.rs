//! The borrowed forms: [`UriRef`] (RFC 3986 section 4.1, `URI-reference`), [`Uri`] (section 3,
//! `URI`) and [`AbsoluteUri`] (section 4.3, `absolute-URI`). Each is the input string and the
//! offsets of its components; nothing is copied or decoded.

use crate::rfc3986::error::UriError;
use crate::rfc3986::host::Host;
use crate::rfc3986::parts::{HostKind, Parts, PathKind};
use crate::rfc3986::syntax;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::ops::Deref;

/// A URI reference (RFC 3986 section 4.1): a [`Uri`] or a relative reference, matched by the
/// grammar of RFC 3986's Appendix A, with its components as slices of the input.
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
#[derive(Clone, Copy)]
pub struct UriRef<'a> {
    text: &'a str,
    parts: Parts,
}

impl<'a> UriRef<'a> {
    /// Parses `input` as a `URI-reference`.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert!(UriRef::parse("").is_ok()); // the empty relative reference
    /// assert!(UriRef::parse("http://1.2.3.4.5/").is_ok()); // a reg-name
    /// assert!(UriRef::parse("http://[fe80::1%25eth0]/").is_err()); // see parse_with_zone_id
    /// ```
    #[inline]
    pub fn parse(input: &'a str) -> Result<UriRef<'a>, UriError> {
        let parts = syntax::uri_reference(input)?;
        Ok(UriRef { text: input, parts })
    }

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
        let parts = syntax::uri_reference_zoned(input)?;
        Ok(UriRef { text: input, parts })
    }

    pub(crate) fn from_parts(text: &'a str, parts: Parts) -> UriRef<'a> {
        UriRef { text, parts }
    }

    pub(crate) fn parts(&self) -> &Parts {
        &self.parts
    }

    /// The whole reference, as parsed.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("a/b?c")?.as_str(), "a/b?c");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Whether this is a relative reference (`relative-ref`, no scheme) rather than a URI.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert!(UriRef::parse("//example.com/a")?.is_relative());
    /// assert!(!UriRef::parse("a:b")?.is_relative());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn is_relative(&self) -> bool {
        self.parts.scheme(self.text).is_none()
    }

    /// The scheme (section 3.1), without its ":".
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("HTTP://a")?.scheme(), Some("HTTP"));
    /// assert_eq!(UriRef::parse("//a")?.scheme(), None);
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn scheme(&self) -> Option<&'a str> {
        self.parts.scheme(self.text)
    }

    /// The authority (section 3.2), without its "//".
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("http://u@h:1/p")?.authority(), Some("u@h:1"));
    /// assert_eq!(UriRef::parse("file:///etc")?.authority(), Some(""));
    /// assert_eq!(UriRef::parse("mailto:u@h")?.authority(), None);
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn authority(&self) -> Option<&'a str> {
        self.parts.authority(self.text)
    }

    /// The user information (section 3.2.1), without its "@".
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("ftp://anonymous:x@h/")?.userinfo(), Some("anonymous:x"));
    /// assert_eq!(UriRef::parse("ftp://@h/")?.userinfo(), Some(""));
    /// assert_eq!(UriRef::parse("ftp://h/")?.userinfo(), None);
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn userinfo(&self) -> Option<&'a str> {
        self.parts.userinfo(self.text)
    }

    /// The host (section 3.2.2) as written, brackets included for IP literals; present (maybe
    /// empty) whenever the authority is.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("http://[::1]:80")?.host(), Some("[::1]"));
    /// assert_eq!(UriRef::parse("file:///etc")?.host(), Some(""));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn host(&self) -> Option<&'a str> {
        self.parts.host(self.text)
    }

    /// Which production the host matched (see [`HostKind`]).
    ///
    /// ```
    /// use railurl::rfc3986::{HostKind, UriRef};
    /// assert_eq!(UriRef::parse("http://192.168.0.1/")?.host_kind(), Some(HostKind::Ipv4));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn host_kind(&self) -> Option<HostKind> {
        self.parts.host_kind()
    }

    /// The host as a typed value (see [`Host`]).
    ///
    /// ```
    /// use core::net::Ipv4Addr;
    /// use railurl::rfc3986::{Host, UriRef};
    /// assert_eq!(
    ///     UriRef::parse("http://192.168.0.1/")?.parsed_host(),
    ///     Some(Host::Ipv4(Ipv4Addr::new(192, 168, 0, 1)))
    /// );
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn parsed_host(&self) -> Option<Host<'a>> {
        let text = self.parts.host(self.text)?;
        let kind = self.parts.host_kind()?;
        Some(Host::from_match(text, kind, self.parts.zone(self.text)))
    }

    /// The port (section 3.2.3) as written, digits only and possibly empty; not a number, as
    /// the grammar sets no limit (`*DIGIT`).
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("http://h:8080/")?.port(), Some("8080"));
    /// assert_eq!(UriRef::parse("http://h:/")?.port(), Some(""));
    /// assert_eq!(UriRef::parse("http://h/")?.port(), None);
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn port(&self) -> Option<&'a str> {
        self.parts.port(self.text)
    }

    /// The path (section 3.3), always present, maybe empty.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("http://h/a/b?q")?.path(), "/a/b");
    /// assert_eq!(UriRef::parse("http://h?q")?.path(), "");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn path(&self) -> &'a str {
        self.parts.path(self.text)
    }

    /// Which production the path matched (see [`PathKind`]).
    ///
    /// ```
    /// use railurl::rfc3986::{PathKind, UriRef};
    /// assert_eq!(UriRef::parse("a/b")?.path_kind(), PathKind::NoScheme);
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn path_kind(&self) -> PathKind {
        self.parts.path_kind()
    }

    /// The query (section 3.4), without its "?".
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("?a=b?c#d")?.query(), Some("a=b?c"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn query(&self) -> Option<&'a str> {
        self.parts.query(self.text)
    }

    /// The fragment (section 3.5), without its "#".
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("#top")?.fragment(), Some("top"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn fragment(&self) -> Option<&'a str> {
        self.parts.fragment(self.text)
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
        (!self.is_relative()).then_some(Uri(*self))
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
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Uri<'a>(UriRef<'a>);

impl<'a> Uri<'a> {
    /// Parses `input` as a `URI`.
    ///
    /// ```
    /// use railurl::rfc3986::Uri;
    /// assert_eq!(Uri::parse("foo").unwrap_err().position(), 3);
    /// ```
    #[inline]
    pub fn parse(input: &'a str) -> Result<Uri<'a>, UriError> {
        let parts = syntax::uri(input)?;
        Ok(Uri(UriRef::from_parts(input, parts)))
    }

    /// A reference known to have a scheme.
    pub(crate) fn from_ref(r: UriRef<'a>) -> Uri<'a> {
        Uri(r)
    }

    /// The scheme, without its ":".
    ///
    /// ```
    /// use railurl::rfc3986::Uri;
    /// assert_eq!(Uri::parse("tel:+1-816-555-1212")?.scheme(), "tel");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn scheme(&self) -> &'a str {
        self.0.scheme().unwrap_or("")
    }

    /// The same URI as a reference.
    ///
    /// ```
    /// use railurl::rfc3986::Uri;
    /// assert!(!Uri::parse("a:b")?.as_uri_ref().is_relative());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_uri_ref(&self) -> UriRef<'a> {
        self.0
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
        self.0.fragment().is_none().then_some(AbsoluteUri(*self))
    }
}

impl<'a> Deref for Uri<'a> {
    type Target = UriRef<'a>;

    fn deref(&self) -> &UriRef<'a> {
        &self.0
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
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AbsoluteUri<'a>(Uri<'a>);

impl<'a> AbsoluteUri<'a> {
    /// Parses `input` as an `absolute-URI`.
    ///
    /// ```
    /// use railurl::rfc3986::AbsoluteUri;
    /// assert!(AbsoluteUri::parse("mailto:a@example.com?subject=hi").is_ok());
    /// ```
    #[inline]
    pub fn parse(input: &'a str) -> Result<AbsoluteUri<'a>, UriError> {
        let parts = syntax::absolute_uri(input)?;
        Ok(AbsoluteUri(Uri(UriRef::from_parts(input, parts))))
    }

    /// A URI known to have no fragment.
    pub(crate) fn from_uri(uri: Uri<'a>) -> AbsoluteUri<'a> {
        AbsoluteUri(uri)
    }

    /// The same URI as a [`Uri`].
    ///
    /// ```
    /// use railurl::rfc3986::AbsoluteUri;
    /// assert_eq!(AbsoluteUri::parse("a:b")?.as_uri().as_str(), "a:b");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_uri(&self) -> Uri<'a> {
        self.0
    }
}

impl<'a> Deref for AbsoluteUri<'a> {
    type Target = Uri<'a>;

    fn deref(&self) -> &Uri<'a> {
        &self.0
    }
}

impl PartialEq for UriRef<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for UriRef<'_> {}

impl Hash for UriRef<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state)
    }
}

impl PartialOrd for UriRef<'_> {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for UriRef<'_> {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.text.cmp(other.text)
    }
}

/// The components, for debugging.
pub(crate) fn debug_parts(f: &mut fmt::Formatter<'_>, name: &str, r: &UriRef<'_>) -> fmt::Result {
    f.debug_struct(name)
        .field("text", &r.as_str())
        .field("scheme", &r.scheme())
        .field("authority", &r.authority())
        .field("userinfo", &r.userinfo())
        .field("host", &r.host())
        .field("host_kind", &r.host_kind())
        .field("port", &r.port())
        .field("path", &r.path())
        .field("path_kind", &r.path_kind())
        .field("query", &r.query())
        .field("fragment", &r.fragment())
        .finish()
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
                debug_parts(f, stringify!($ty), &UriRef::from_parts(self.as_str(), *self.parts()))
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

text_traits!(UriRef, Uri, AbsoluteUri);
