//! Origins ("Origin" section of the URL Standard; the concept itself is HTML's).

use super::opaque_origin::OpaqueOrigin;
use super::url::Url;
use crate::record::Host;
use crate::serialize::serialize_host;
use alloc::borrow::ToOwned;
use alloc::string::String;
use alloc::string::ToString;
use core::fmt;

/// An origin: a tuple (scheme, host, port) or an opaque origin.
///
/// ```
/// use railurl::{Origin, Url};
/// let o = Url::parse("http://example.org:8080/x")?.origin();
/// assert!(matches!(o, Origin::Tuple { ref scheme, port: Some(8080), .. } if scheme == "http"));
/// assert_eq!(o.ascii_serialization(), "http://example.org:8080");
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// An opaque origin; its serialization is `null`. Each one is unique: it is the same
    /// origin only as itself (and its copies).
    Opaque(OpaqueOrigin),
    /// A tuple origin.
    Tuple {
        /// The scheme.
        scheme: String,
        /// The host.
        host: Host<'static>,
        /// The port, or `None` for null.
        port: Option<u16>,
    },
}

impl Url {
    /// The URL's origin ("Origin" section).
    ///
    /// ```
    /// use railurl::Url;
    /// assert_eq!(Url::parse("https://a.b:8443/x")?.origin().to_string(), "https://a.b:8443");
    /// assert_eq!(Url::parse("blob:https://a.b/uuid")?.origin().to_string(), "https://a.b");
    /// assert!(Url::parse("data:,x")?.origin().is_opaque());
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn origin(&self) -> Origin {
        Origin::of(self)
    }
}

impl Origin {
    /// "The origin of a URL url".
    pub(crate) fn of(url: &Url) -> Origin {
        match url.scheme() {
            // "blob": parse the result of URL path serializing url; use its origin if its
            // scheme is http, https or file.
            "blob" => match Url::parse(url.pathname()) {
                Ok(path_url) if matches!(path_url.scheme(), "http" | "https" | "file") => {
                    path_url.origin()
                }
                _ => Origin::Opaque(OpaqueOrigin::new()),
            },
            "ftp" | "http" | "https" | "ws" | "wss" => match url.host_value() {
                Some(host) => Origin::Tuple {
                    scheme: url.scheme().to_owned(),
                    host: host.into_owned(),
                    port: url.port_number(),
                },
                None => Origin::Opaque(OpaqueOrigin::new()),
            },
            // "file": "When in doubt, return a new opaque origin."
            _ => Origin::Opaque(OpaqueOrigin::new()),
        }
    }

    /// HTML's "same origin": two tuple origins with equal scheme, host and port, or the same
    /// opaque origin (each opaque origin is unique, so this is the same as `==`).
    ///
    /// ```
    /// use railurl::Url;
    /// let a = Url::parse("https://a.example/x")?.origin();
    /// assert!(a.same_origin(&Url::parse("https://a.example:443/y")?.origin()));
    /// let data = Url::parse("data:,x")?.origin();
    /// assert!(data.same_origin(&data.clone()));
    /// assert!(!data.same_origin(&Url::parse("data:,x")?.origin()));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn same_origin(&self, other: &Origin) -> bool {
        self == other
    }

    /// Whether this is an opaque origin.
    pub fn is_opaque(&self) -> bool {
        matches!(self, Origin::Opaque(_))
    }

    /// The ASCII serialization of an origin (HTML): `scheme://host[:port]`, or `null`.
    pub fn ascii_serialization(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Opaque(_) => f.write_str("null"),
            Origin::Tuple { scheme, host, port } => {
                let mut h = String::new();
                serialize_host(host, &mut h);
                write!(f, "{scheme}://{h}")?;
                if let Some(p) = port {
                    write!(f, ":{p}")?;
                }
                Ok(())
            }
        }
    }
}
