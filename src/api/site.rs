//! Sites (the HTML Standard, "Sites", under "Origins":
//! <https://html.spec.whatwg.org/multipage/browsers.html#sites>): an origin's site is its
//! scheme and its host's registrable domain, and two origins are "same site" when their sites
//! are the same. They build on the URL Standard's "registrable domain" (src/psl/), which
//! takes the whole Public Suffix List.
//!
//! The URL Standard warns that the list "will diverge from client to client", so a site is
//! no hard security boundary: same origin is.

use crate::api::opaque_origin::OpaqueOrigin;
use crate::api::origin::Origin;
use crate::record::Host;
use crate::serialize::serialize_host;
use alloc::borrow::ToOwned;
use alloc::string::String;
use core::fmt;

/// A site: "an opaque origin or a scheme-and-host" (HTML, "Sites"), where a scheme-and-host
/// is "a tuple of a scheme (an ASCII string) and a host (a host)". [`Origin::site`] obtains
/// one.
///
/// Two sites are "same site" when they are the same opaque origin or scheme-and-hosts with
/// equal schemes and hosts: that is `==`. `Display` is HTML's "serialization of a site":
/// `null` for an opaque origin, `scheme://host` otherwise (which can read the same as an
/// origin: the context must say it is a site).
///
/// ```
/// use railurl::{Site, Url};
/// let a = Url::parse("https://docs.example.co.uk:8443/x")?.origin().site();
/// let b = Url::parse("https://www.example.co.uk/y")?.origin().site();
/// assert_eq!(a, b);
/// assert_eq!(a.to_string(), "https://example.co.uk");
/// assert!(matches!(a, Site::SchemeAndHost { ref scheme, .. } if scheme == "https"));
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Site {
    /// An opaque origin's site is that origin; its serialization is `null`.
    Opaque(OpaqueOrigin),
    /// A scheme-and-host: the origin's scheme and its host's registrable domain (or the host
    /// itself, when it has none: an IP address, `localhost`, a public suffix).
    SchemeAndHost {
        /// The scheme.
        scheme: String,
        /// The registrable domain as a domain, or the origin's host.
        host: Host<'static>,
    },
}

impl fmt::Display for Site {
    /// HTML's "serialization of a site": `null`, or the scheme, `://` and the serialized host.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Site::Opaque(_) => f.write_str("null"),
            Site::SchemeAndHost { scheme, host } => {
                let mut serialized = String::new();
                serialize_host(host, &mut serialized);
                write!(f, "{scheme}://{serialized}")
            }
        }
    }
}

impl Origin {
    /// HTML's "obtain a site": an opaque origin is its own site; otherwise the origin's
    /// scheme and its host's registrable domain, or its host when that is null.
    ///
    /// ```
    /// use railurl::{Site, Url};
    /// let site = |u: &str| Url::parse(u).map(|u| u.origin().site().to_string());
    /// assert_eq!(site("https://a.b.example.com:444/")?, "https://example.com");
    /// assert_eq!(site("https://whatwg.github.io/")?, "https://whatwg.github.io");
    /// assert_eq!(site("http://github.io/")?, "http://github.io"); // a public suffix
    /// assert_eq!(site("http://127.0.0.1:8080/")?, "http://127.0.0.1");
    /// assert_eq!(site("http://[::1]/")?, "http://[::1]");
    /// assert_eq!(site("data:,x")?, "null");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn site(&self) -> Site {
        match self {
            // 1. "If origin is an opaque origin, then return origin."
            Origin::Opaque(opaque) => Site::Opaque(*opaque),
            Origin::Tuple { scheme, host, .. } => Site::SchemeAndHost {
                scheme: scheme.clone(),
                host: match host.registrable_domain() {
                    // 2. "If origin's host's registrable domain is null, then return
                    // (origin's scheme, origin's host)."
                    None => host.clone(),
                    // 3. "Return (origin's scheme, origin's host's registrable domain)."
                    Some(domain) => Host::Domain(domain.to_owned().into()),
                },
            },
        }
    }

    /// HTML's "schemelessly same site": the same opaque origin; or two tuple origins whose
    /// hosts are equal and have no registrable domain, or whose hosts have the same
    /// registrable domain. Schemes and ports do not matter.
    ///
    /// ```
    /// use railurl::Url;
    /// let origin = |u: &str| Url::parse(u).map(|u| u.origin());
    /// let a = origin("https://example.com/")?;
    /// assert!(a.is_schemelessly_same_site(&origin("http://non-secure.example.com:8080/")?));
    /// assert!(!a.is_schemelessly_same_site(&origin("https://example.com./")?));
    /// let pages = origin("https://whatwg.github.io/")?;
    /// assert!(!pages.is_schemelessly_same_site(&origin("https://wicg.github.io/")?));
    /// let data = origin("data:,x")?;
    /// assert!(data.is_schemelessly_same_site(&data.clone()));
    /// assert!(!data.is_schemelessly_same_site(&origin("data:,x")?));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn is_schemelessly_same_site(&self, other: &Origin) -> bool {
        match (self, other) {
            // 1. "If A and B are the same opaque origin, then return true."
            (Origin::Opaque(a), Origin::Opaque(b)) => a == b,
            // 2. "If A and B are both tuple origins, then:"
            (Origin::Tuple { host: a, .. }, Origin::Tuple { host: b, .. }) => {
                let (domain_a, domain_b) = (a.registrable_domain(), b.registrable_domain());
                // "If hostA equals hostB and hostA's registrable domain is null, then return
                // true." "If hostA's registrable domain equals hostB's registrable domain
                // and is non-null, then return true."
                (a == b && domain_a.is_none()) || (domain_a.is_some() && domain_a == domain_b)
            }
            // 3. "Return false."
            _ => false,
        }
    }

    /// HTML's "same site": schemelessly same site, and either both opaque origins or both
    /// tuple origins with the same scheme.
    ///
    /// ```
    /// use railurl::Url;
    /// let origin = |u: &str| Url::parse(u).map(|u| u.origin());
    /// let a = origin("https://example.com/")?;
    /// assert!(a.is_same_site(&origin("https://sub.other.example.com:8443/")?));
    /// assert!(!a.is_same_site(&origin("http://example.com/")?));
    /// assert!(!a.is_same_site(&origin("wss://example.com/")?));
    /// assert!(origin("http://127.0.0.1:1/")?.is_same_site(&origin("http://127.0.0.1:2/")?));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn is_same_site(&self, other: &Origin) -> bool {
        let same_kind = match (self, other) {
            (Origin::Opaque(_), Origin::Opaque(_)) => true,
            (Origin::Tuple { scheme: a, .. }, Origin::Tuple { scheme: b, .. }) => a == b,
            _ => false,
        };
        same_kind && self.is_schemelessly_same_site(other)
    }
}
