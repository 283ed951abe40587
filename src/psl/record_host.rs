//! "Host miscellaneous": a host's public suffix and registrable domain, as methods of the
//! URL record's [`Host`] type. Only a domain has them: IP addresses, opaque hosts and the empty host have
//! neither.

use super::Sections;
use crate::record::Host;

impl Host<'_> {
    /// The host's public suffix by the whole Public Suffix List, as the URL Standard says:
    /// `None` (null) unless the host is a domain; the domain's trailing dot kept; ASCII.
    ///
    /// ```
    /// use railurl::{parse_host, Host};
    /// assert_eq!(parse_host("EXAMPLE.COM", true)?.public_suffix(), Some("com"));
    /// assert_eq!(parse_host("example.com.", true)?.public_suffix(), Some("com."));
    /// assert_eq!(parse_host("sub.example.\u{625}\u{62e}\u{62a}\u{628}\u{627}\u{631}", true)?.public_suffix(), Some("xn--kgbechtv"));
    /// assert_eq!(parse_host("[2001:db8::1]", true)?.public_suffix(), None);
    /// assert_eq!(Host::Opaque("example.com".into()).public_suffix(), None);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn public_suffix(&self) -> Option<&str> {
        self.public_suffix_in(Sections::All)
    }

    /// The host's registrable domain by the whole Public Suffix List, as the URL Standard
    /// says: `None` (null) unless the host is a domain, or when its public suffix is the
    /// whole host; the public suffix and the label preceding it otherwise, trailing dot kept.
    ///
    /// ```
    /// use railurl::parse_host;
    /// assert_eq!(parse_host("sub.www.example.com", true)?.registrable_domain(), Some("example.com"));
    /// assert_eq!(parse_host("github.io", true)?.registrable_domain(), None);
    /// assert_eq!(parse_host("whatwg.github.io", true)?.registrable_domain(), Some("whatwg.github.io"));
    /// assert_eq!(parse_host("127.0.0.1", true)?.registrable_domain(), None);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn registrable_domain(&self) -> Option<&str> {
        self.registrable_domain_in(Sections::All)
    }

    /// [`Host::public_suffix`] by the rules of `sections` alone.
    ///
    /// ```
    /// use railurl::{parse_host, psl::Sections};
    /// let host = parse_host("whatwg.github.io", true)?;
    /// assert_eq!(host.public_suffix_in(Sections::Icann), Some("io"));
    /// assert_eq!(host.public_suffix_in(Sections::All), Some("github.io"));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn public_suffix_in(&self, sections: Sections) -> Option<&str> {
        match self {
            Host::Domain(domain) => sections.public_suffix(domain),
            _ => None,
        }
    }

    /// [`Host::registrable_domain`] by the rules of `sections` alone.
    ///
    /// ```
    /// use railurl::{parse_host, psl::Sections};
    /// let host = parse_host("whatwg.github.io", true)?;
    /// assert_eq!(host.registrable_domain_in(Sections::Icann), Some("github.io"));
    /// assert_eq!(host.registrable_domain_in(Sections::All), Some("whatwg.github.io"));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn registrable_domain_in(&self, sections: Sections) -> Option<&str> {
        match self {
            Host::Domain(domain) => sections.registrable_domain(domain),
            _ => None,
        }
    }
}
