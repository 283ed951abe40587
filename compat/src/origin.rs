//! url's `Origin`: HTML's origin of a URL, from [`railurl::Url::origin`].

use crate::Host;
use alloc::borrow::ToOwned;
use alloc::format;
use alloc::string::String;
use alloc::string::ToString;

/// An origin: opaque (each one unique, as railurl's are) or a tuple of scheme, host and port
/// (the scheme's default port when the URL has none).
///
/// ```
/// use url::{Origin, Url};
/// let origin = Url::parse("https://example.org/x")?.origin();
/// assert_eq!(origin, Origin::Tuple("https".into(), url::Host::Domain("example.org".into()), 443));
/// assert_eq!(origin.ascii_serialization(), "https://example.org");
/// let data = Url::parse("data:,x")?;
/// assert_ne!(data.origin(), data.origin());
/// # Ok::<(), url::ParseError>(())
/// ```
#[derive(PartialEq, Eq, Hash, Clone, Debug)]
pub enum Origin {
    /// A globally unique identifier.
    Opaque(OpaqueOrigin),
    /// Consists of the URL's scheme, host and port.
    Tuple(String, Host<String>, u16),
}

/// An opaque origin's identity.
#[derive(Eq, PartialEq, Hash, Clone, Debug)]
pub struct OpaqueOrigin(railurl::OpaqueOrigin);

impl Origin {
    /// A new opaque origin, different from every other.
    ///
    /// ```
    /// assert_ne!(url::Origin::new_opaque(), url::Origin::new_opaque());
    /// ```
    pub fn new_opaque() -> Origin {
        Origin::Opaque(OpaqueOrigin(railurl::OpaqueOrigin::new()))
    }

    pub(crate) fn from_railurl(origin: railurl::Origin) -> Origin {
        match origin {
            railurl::Origin::Opaque(o) => Origin::Opaque(OpaqueOrigin(o)),
            railurl::Origin::Tuple { scheme, host, port } => {
                let port = port
                    .or_else(|| railurl::record::default_port(&scheme))
                    .unwrap_or(0);
                Origin::Tuple(scheme, Host::from_railurl(host), port)
            }
        }
    }

    /// Whether this is a tuple origin.
    ///
    /// ```
    /// assert!(!url::Origin::new_opaque().is_tuple());
    /// ```
    pub fn is_tuple(&self) -> bool {
        matches!(self, Origin::Tuple(..))
    }

    /// HTML's ASCII serialization of an origin: `null`, or `scheme://host[:port]` with the
    /// port omitted when it is the scheme's default.
    ///
    /// ```
    /// let url = url::Url::parse("http://example.net:81/")?;
    /// assert_eq!(url.origin().ascii_serialization(), "http://example.net:81");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn ascii_serialization(&self) -> String {
        self.serialize(|host| host.to_string())
    }

    /// The same with domains converted to Unicode (the URL Standard's "domain to Unicode").
    ///
    /// ```
    /// let url = url::Url::parse("http://😅.com/")?;
    /// assert_eq!(url.origin().unicode_serialization(), "http://😅.com");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn unicode_serialization(&self) -> String {
        self.serialize(|host| match host {
            Host::Domain(d) => railurl::domain_to_unicode(d),
            other => other.to_string(),
        })
    }

    fn serialize(&self, host: impl Fn(&Host<String>) -> String) -> String {
        match self {
            Origin::Opaque(_) => "null".to_owned(),
            Origin::Tuple(scheme, h, port) => {
                let mut out = format!("{scheme}://{}", host(h));
                if railurl::record::default_port(scheme) != Some(*port) {
                    out.push_str(&format!(":{port}"));
                }
                out
            }
        }
    }
}
