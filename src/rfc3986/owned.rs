//! The owned forms: the string and its components' offsets, lent out as the borrowed forms.

use crate::rfc3986::error::UriError;
use crate::rfc3986::parts::Parts;
use crate::rfc3986::reference::{debug_parts, AbsoluteUri, Uri, UriRef};
use crate::rfc3986::syntax;
use alloc::string::String;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

/// An owned [`UriRef`].
///
/// ```
/// use railurl::rfc3986::UriRefBuf;
/// let r: UriRefBuf = "../a?b".parse()?;
/// assert_eq!(r.as_uri_ref().path(), "../a");
/// assert_eq!(r.to_string(), "../a?b");
/// assert_eq!(r.into_string(), "../a?b");
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone)]
pub struct UriRefBuf {
    text: String,
    parts: Parts,
}

impl UriRefBuf {
    /// Parses `input` as a `URI-reference`, keeping the string.
    ///
    /// ```
    /// use railurl::rfc3986::UriRefBuf;
    /// assert!(UriRefBuf::parse(String::from("a b")).is_err());
    /// ```
    pub fn parse(input: String) -> Result<UriRefBuf, UriError> {
        let parts = syntax::uri_reference(&input)?;
        Ok(UriRefBuf { text: input, parts })
    }

    /// A string and its parts, as the grammar matched them (or as RFC 3987 section 3.1's
    /// mapping moved them).
    pub(crate) fn from_parts(text: String, parts: Parts) -> UriRefBuf {
        UriRefBuf { text, parts }
    }

    /// The borrowed form, with the getters.
    ///
    /// ```
    /// use railurl::rfc3986::UriRefBuf;
    /// let r = UriRefBuf::parse("//h:1".into())?;
    /// assert_eq!(r.as_uri_ref().port(), Some("1"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_uri_ref(&self) -> UriRef<'_> {
        UriRef::from_parts(&self.text, self.parts)
    }

    /// The reference as a string.
    ///
    /// ```
    /// use railurl::rfc3986::UriRefBuf;
    /// assert_eq!(UriRefBuf::parse("a".into())?.as_str(), "a");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The string.
    ///
    /// ```
    /// use railurl::rfc3986::UriRefBuf;
    /// assert_eq!(UriRefBuf::parse("a".into())?.into_string(), "a");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.text
    }
}

impl UriRef<'_> {
    /// An owned copy.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// let owned = UriRef::parse("a/b")?.to_buf();
    /// assert_eq!(owned.as_uri_ref().path(), "a/b");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn to_buf(&self) -> UriRefBuf {
        UriRefBuf::from(*self)
    }
}

impl From<UriRef<'_>> for UriRefBuf {
    fn from(r: UriRef<'_>) -> UriRefBuf {
        UriRefBuf {
            text: String::from(r.as_str()),
            parts: *r.parts(),
        }
    }
}

/// An owned [`Uri`].
///
/// ```
/// use railurl::rfc3986::UriBuf;
/// let uri: UriBuf = "https://example.com/a#top".parse()?;
/// assert_eq!(uri.as_uri().scheme(), "https");
/// assert!("a/b".parse::<UriBuf>().is_err());
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone)]
pub struct UriBuf(UriRefBuf);

impl UriBuf {
    /// Parses `input` as a `URI`, keeping the string.
    ///
    /// ```
    /// use railurl::rfc3986::UriBuf;
    /// assert!(UriBuf::parse("news:comp.infosystems.www.servers.unix".into()).is_ok());
    /// ```
    pub fn parse(input: String) -> Result<UriBuf, UriError> {
        let parts = syntax::uri(&input)?;
        Ok(UriBuf(UriRefBuf { text: input, parts }))
    }

    /// A reference known to be a URI.
    pub(crate) fn from_ref_buf(r: UriRefBuf) -> UriBuf {
        UriBuf(r)
    }

    /// The borrowed form, with the getters.
    ///
    /// ```
    /// use railurl::rfc3986::UriBuf;
    /// assert_eq!(UriBuf::parse("a:b".into())?.as_uri().path(), "b");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_uri(&self) -> Uri<'_> {
        // Parsed as a URI: it has a scheme.
        Uri::from_ref(self.0.as_uri_ref())
    }

    /// The URI as a string.
    ///
    /// ```
    /// use railurl::rfc3986::UriBuf;
    /// assert_eq!(UriBuf::parse("a:b".into())?.as_str(), "a:b");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }

    /// The string.
    ///
    /// ```
    /// use railurl::rfc3986::UriBuf;
    /// assert_eq!(UriBuf::parse("a:b".into())?.into_string(), "a:b");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.0.into_string()
    }
}

impl From<Uri<'_>> for UriBuf {
    fn from(uri: Uri<'_>) -> UriBuf {
        UriBuf(UriRefBuf::from(uri.as_uri_ref()))
    }
}

/// An owned [`AbsoluteUri`].
///
/// ```
/// use railurl::rfc3986::AbsoluteUriBuf;
/// let base: AbsoluteUriBuf = "http://a/b/c/d;p?q".parse()?;
/// assert_eq!(base.as_absolute_uri().query(), Some("q"));
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone)]
pub struct AbsoluteUriBuf(UriRefBuf);

impl AbsoluteUriBuf {
    /// Parses `input` as an `absolute-URI`, keeping the string.
    ///
    /// ```
    /// use railurl::rfc3986::AbsoluteUriBuf;
    /// assert!(AbsoluteUriBuf::parse("a:b#c".into()).is_err());
    /// ```
    pub fn parse(input: String) -> Result<AbsoluteUriBuf, UriError> {
        let parts = syntax::absolute_uri(&input)?;
        Ok(AbsoluteUriBuf(UriRefBuf { text: input, parts }))
    }

    /// A reference known to be an absolute URI.
    pub(crate) fn from_ref_buf(r: UriRefBuf) -> AbsoluteUriBuf {
        AbsoluteUriBuf(r)
    }

    /// The borrowed form, with the getters.
    ///
    /// ```
    /// use railurl::rfc3986::AbsoluteUriBuf;
    /// assert_eq!(AbsoluteUriBuf::parse("a:b".into())?.as_absolute_uri().scheme(), "a");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_absolute_uri(&self) -> AbsoluteUri<'_> {
        // Parsed as an absolute URI: it has a scheme and no fragment.
        AbsoluteUri::from_uri(Uri::from_ref(self.0.as_uri_ref()))
    }

    /// The URI as a string.
    ///
    /// ```
    /// use railurl::rfc3986::AbsoluteUriBuf;
    /// assert_eq!(AbsoluteUriBuf::parse("a:b".into())?.as_str(), "a:b");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }

    /// The string.
    ///
    /// ```
    /// use railurl::rfc3986::AbsoluteUriBuf;
    /// assert_eq!(AbsoluteUriBuf::parse("a:b".into())?.into_string(), "a:b");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.0.into_string()
    }
}

impl From<AbsoluteUri<'_>> for AbsoluteUriBuf {
    fn from(uri: AbsoluteUri<'_>) -> AbsoluteUriBuf {
        AbsoluteUriBuf(UriRefBuf::from(uri.as_uri_ref()))
    }
}

macro_rules! owned_traits {
    ($($ty:ident => $borrowed:ident),*) => {$(
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl fmt::Debug for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let r: &UriRefBuf = self.as_ref();
                debug_parts(f, stringify!($ty), &r.as_uri_ref())
            }
        }

        impl FromStr for $ty {
            type Err = UriError;

            fn from_str(input: &str) -> Result<$ty, UriError> {
                $ty::parse(String::from(input))
            }
        }

        impl PartialEq for $ty {
            fn eq(&self, other: &Self) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl Eq for $ty {}

        impl Hash for $ty {
            fn hash<H: Hasher>(&self, state: &mut H) {
                self.as_str().hash(state)
            }
        }

        impl PartialOrd for $ty {
            fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }

        impl Ord for $ty {
            fn cmp(&self, other: &Self) -> core::cmp::Ordering {
                self.as_str().cmp(other.as_str())
            }
        }
    )*};
}

impl AsRef<UriRefBuf> for UriRefBuf {
    fn as_ref(&self) -> &UriRefBuf {
        self
    }
}

impl AsRef<UriRefBuf> for UriBuf {
    fn as_ref(&self) -> &UriRefBuf {
        &self.0
    }
}

impl AsRef<UriRefBuf> for AbsoluteUriBuf {
    fn as_ref(&self) -> &UriRefBuf {
        &self.0
    }
}

owned_traits!(UriRefBuf => UriRef, UriBuf => Uri, AbsoluteUriBuf => AbsoluteUri);
