//! [`UriReference`] (`URI-reference`) and [`AbsoluteUri`] (`absoluteURI`): the input string
//! and the offsets of its components.

use crate::rfc2396::syntax::{self, AuthorityKind, HostKind, Parts, PathKind};
use crate::rfc3986::error::UriError;
use core::fmt;
use core::ops::Deref;

/// Absent.
const NONE: u32 = crate::abnf::UNSET;

/// Whether `input` is a `URI-reference` of RFC 2396.
///
/// ```
/// assert!(railurl::rfc2396::is_valid("../a/b"));
/// assert!(!railurl::rfc2396::is_valid("a|b"));
/// ```
pub fn is_valid(input: &str) -> bool {
    syntax::uri_reference(input).is_ok()
}

/// A URI reference of RFC 2396 (section 4): an absolute URI or a relative one, and an
/// optional fragment. Optional components are `None` when absent and `Some("")` when empty.
///
/// ```
/// use railurl::rfc2396::UriReference;
/// let r = UriReference::parse("ftp://anonymous@ftp.example.org/pub;type=d")?;
/// assert_eq!((r.scheme(), r.userinfo()), (Some("ftp"), Some("anonymous")));
/// assert_eq!(r.path(), "/pub;type=d");
/// assert_eq!(UriReference::parse("").map(|r| r.path()), Ok(""));
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct UriReference<'a> {
    text: &'a str,
    parts: Parts,
}

fn slice(text: &str, start: u32, end: u32) -> Option<&str> {
    if start == NONE || end == NONE {
        return None;
    }
    text.get(start as usize..end as usize)
}

impl<'a> UriReference<'a> {
    /// Parses `input` as a `URI-reference`.
    ///
    /// ```
    /// use railurl::rfc2396::UriReference;
    /// assert_eq!(UriReference::parse("a b").unwrap_err().position(), 1);
    /// ```
    pub fn parse(input: &'a str) -> Result<UriReference<'a>, UriError> {
        let parts = syntax::uri_reference(input)?;
        Ok(UriReference { text: input, parts })
    }

    /// The whole reference.
    ///
    /// ```
    /// use railurl::rfc2396::UriReference;
    /// assert_eq!(UriReference::parse("a")?.as_str(), "a");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// The scheme, without its ":".
    ///
    /// ```
    /// use railurl::rfc2396::UriReference;
    /// assert_eq!(UriReference::parse("news:comp.lang")?.scheme(), Some("news"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn scheme(&self) -> Option<&'a str> {
        slice(self.text, 0, self.parts.scheme_end)
    }

    /// The authority, without its "//".
    ///
    /// ```
    /// use railurl::rfc2396::UriReference;
    /// assert_eq!(UriReference::parse("//u@h:1/p")?.authority(), Some("u@h:1"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn authority(&self) -> Option<&'a str> {
        slice(self.text, self.parts.authority.0, self.parts.authority.1)
    }

    /// Whether the authority is server-based or registry-based.
    ///
    /// ```
    /// use railurl::rfc2396::{AuthorityKind, UriReference};
    /// assert_eq!(UriReference::parse("//a$b")?.authority_kind(), Some(AuthorityKind::Registry));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn authority_kind(&self) -> Option<AuthorityKind> {
        self.authority().map(|_| self.parts.authority_kind)
    }

    /// The user information of a server-based authority, without its "@".
    ///
    /// ```
    /// use railurl::rfc2396::UriReference;
    /// assert_eq!(UriReference::parse("//u:p@h")?.userinfo(), Some("u:p"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn userinfo(&self) -> Option<&'a str> {
        slice(self.text, self.parts.authority.0, self.parts.userinfo_end)
    }

    /// The host of a server-based authority.
    ///
    /// ```
    /// use railurl::rfc2396::UriReference;
    /// assert_eq!(UriReference::parse("//www.example.com.:8/")?.host(), Some("www.example.com."));
    /// assert_eq!(UriReference::parse("///p")?.host(), None); // an empty server
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn host(&self) -> Option<&'a str> {
        slice(self.text, self.parts.host.0, self.parts.host.1)
    }

    /// Which production the host matched.
    ///
    /// ```
    /// use railurl::rfc2396::{HostKind, UriReference};
    /// assert_eq!(UriReference::parse("//1.2.3.4")?.host_kind(), Some(HostKind::Ipv4));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn host_kind(&self) -> Option<HostKind> {
        self.host().map(|_| self.parts.host_kind)
    }

    /// The port of a server-based authority, digits as written.
    ///
    /// ```
    /// use railurl::rfc2396::UriReference;
    /// assert_eq!(UriReference::parse("//h:80")?.port(), Some("80"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn port(&self) -> Option<&'a str> {
        slice(self.text, self.parts.port, self.parts.authority.1)
    }

    /// The path: `abs_path`, `rel_path` or `opaque_part`; empty when there is none.
    ///
    /// ```
    /// use railurl::rfc2396::UriReference;
    /// assert_eq!(UriReference::parse("mailto:a@b?subject=x")?.path(), "a@b?subject=x");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn path(&self) -> &'a str {
        slice(self.text, self.parts.path.0, self.parts.path.1).unwrap_or("")
    }

    /// Which production the path matched.
    ///
    /// ```
    /// use railurl::rfc2396::{PathKind, UriReference};
    /// assert_eq!(UriReference::parse("/a")?.path_kind(), PathKind::AbsPath);
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn path_kind(&self) -> PathKind {
        self.parts.path_kind
    }

    /// The query, without its "?" (an opaque URI has none).
    ///
    /// ```
    /// use railurl::rfc2396::UriReference;
    /// assert_eq!(UriReference::parse("/a?b")?.query(), Some("b"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn query(&self) -> Option<&'a str> {
        let end = if self.parts.fragment == NONE {
            self.text.len() as u32
        } else {
            self.parts.fragment - 1
        };
        slice(self.text, self.parts.query, end)
    }

    /// The fragment, without its "#".
    ///
    /// ```
    /// use railurl::rfc2396::UriReference;
    /// assert_eq!(UriReference::parse("#a")?.fragment(), Some("a"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn fragment(&self) -> Option<&'a str> {
        slice(self.text, self.parts.fragment, self.text.len() as u32)
    }
}

/// An absolute URI of RFC 2396 (`absoluteURI`): a scheme and a hierarchical or opaque part,
/// no fragment. It dereferences to [`UriReference`].
///
/// ```
/// use railurl::rfc2396::AbsoluteUri;
/// assert_eq!(AbsoluteUri::parse("gopher://h:70/")?.port(), Some("70"));
/// assert!(AbsoluteUri::parse("/a").is_err());
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct AbsoluteUri<'a>(UriReference<'a>);

impl<'a> AbsoluteUri<'a> {
    /// Parses `input` as an `absoluteURI`.
    ///
    /// ```
    /// use railurl::rfc2396::AbsoluteUri;
    /// assert_eq!(AbsoluteUri::parse("a:b#c").unwrap_err().rule(), "absoluteURI");
    /// ```
    pub fn parse(input: &'a str) -> Result<AbsoluteUri<'a>, UriError> {
        let parts = syntax::absolute_uri(input)?;
        Ok(AbsoluteUri(UriReference { text: input, parts }))
    }
}

impl<'a> Deref for AbsoluteUri<'a> {
    type Target = UriReference<'a>;

    fn deref(&self) -> &UriReference<'a> {
        &self.0
    }
}

impl fmt::Debug for UriReference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UriReference")
            .field("text", &self.text)
            .field("scheme", &self.scheme())
            .field("authority", &self.authority())
            .field("authority_kind", &self.authority_kind())
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

impl fmt::Debug for AbsoluteUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AbsoluteUri({:?})", self.0)
    }
}

impl fmt::Display for UriReference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

impl fmt::Display for AbsoluteUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}
