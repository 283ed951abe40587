//! url's `Host`: a domain (or, for non-special URLs, an opaque host), or an IP address.

use crate::ParseError;
use alloc::borrow::ToOwned;
use alloc::string::String;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::net::{Ipv4Addr, Ipv6Addr};

/// The host of a URL, as url has it: `Domain` also holds non-special URLs' opaque hosts.
///
/// ```
/// use url::{Host, Url};
/// use std::net::Ipv4Addr;
/// assert_eq!(Url::parse("http://0x7f.1/")?.host(), Some(Host::Ipv4(Ipv4Addr::new(127, 0, 0, 1))));
/// assert_eq!(Host::parse("EXAMPLE.com")?, Host::Domain("example.com".to_owned()));
/// assert_eq!(Host::parse("[::1]")?.to_string(), "[::1]");
/// # Ok::<(), url::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub enum Host<S = String> {
    /// A DNS domain name (or an opaque host of a non-special URL), percent-encoded or
    /// IDNA-encoded as the URL holds it.
    Domain(S),
    /// An IPv4 address.
    Ipv4(Ipv4Addr),
    /// An IPv6 address.
    Ipv6(Ipv6Addr),
}

impl Host<&str> {
    /// The same host, owning its string.
    ///
    /// ```
    /// use url::Host;
    /// assert_eq!(Host::Domain("a.b").to_owned(), Host::Domain("a.b".to_owned()));
    /// ```
    pub fn to_owned(&self) -> Host<String> {
        match *self {
            Host::Domain(d) => Host::Domain(d.to_owned()),
            Host::Ipv4(a) => Host::Ipv4(a),
            Host::Ipv6(a) => Host::Ipv6(a),
        }
    }
}

impl Host<String> {
    /// The URL Standard's host parser for a special URL ([`railurl::parse_host`]).
    ///
    /// ```
    /// use url::Host;
    /// assert_eq!(Host::parse("☃.net")?, Host::Domain("xn--n3h.net".to_owned()));
    /// assert!(Host::parse("a b").is_err());
    /// assert_eq!(Host::parse(""), Err(url::ParseError::EmptyHost));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn parse(input: &str) -> Result<Self, ParseError> {
        if input.is_empty() {
            return Err(ParseError::EmptyHost);
        }
        railurl::parse_host(input, true)
            .map(Host::from_railurl)
            .map_err(ParseError::from_railurl)
    }

    /// The host parser for a non-special URL: an opaque host (percent-encoded) or a
    /// bracketed IPv6 address.
    ///
    /// ```
    /// use url::Host;
    /// assert_eq!(Host::parse_opaque("hé")?, Host::Domain("h%C3%A9".to_owned()));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn parse_opaque(input: &str) -> Result<Self, ParseError> {
        // url has no empty host: the empty string is no host at all.
        if input.is_empty() {
            return Err(ParseError::EmptyHost);
        }
        railurl::parse_host(input, false)
            .map(Host::from_railurl)
            .map_err(ParseError::from_railurl)
    }

    pub(crate) fn from_railurl(host: railurl::Host<'_>) -> Host<String> {
        match host {
            railurl::Host::Domain(d) | railurl::Host::Opaque(d) => Host::Domain(d.into_owned()),
            railurl::Host::Ipv4(a) => Host::Ipv4(Ipv4Addr::from(a)),
            railurl::Host::Ipv6(p) => Host::Ipv6(Ipv6Addr::from(p)),
            railurl::Host::Empty => Host::Domain(String::new()),
        }
    }
}

impl<S: AsRef<str>> fmt::Display for Host<S> {
    /// The URL Standard's host serializer (IPv6 compressed as it says, in brackets).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Host::Domain(d) => f.write_str(d.as_ref()),
            Host::Ipv4(a) => fmt::Display::fmt(&railurl::HostView::Ipv4(*a), f),
            Host::Ipv6(a) => fmt::Display::fmt(&railurl::HostView::Ipv6(*a), f),
        }
    }
}

impl<S, T> PartialEq<Host<T>> for Host<S>
where
    S: PartialEq<T>,
{
    fn eq(&self, other: &Host<T>) -> bool {
        match (self, other) {
            (Host::Domain(a), Host::Domain(b)) => a == b,
            (Host::Ipv4(a), Host::Ipv4(b)) => a == b,
            (Host::Ipv6(a), Host::Ipv6(b)) => a == b,
            _ => false,
        }
    }
}

impl<S: Eq> Eq for Host<S> {}

impl<S: Hash> Hash for Host<S> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        match self {
            Host::Domain(d) => (0u8, d).hash(state),
            Host::Ipv4(a) => (1u8, a).hash(state),
            Host::Ipv6(a) => (2u8, a).hash(state),
        }
    }
}

impl<S: Ord> PartialOrd for Host<S> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<S: Ord> Ord for Host<S> {
    fn cmp(&self, other: &Self) -> Ordering {
        let rank = |h: &Host<S>| match h {
            Host::Domain(_) => 0,
            Host::Ipv4(_) => 1,
            Host::Ipv6(_) => 2,
        };
        match (self, other) {
            (Host::Domain(a), Host::Domain(b)) => a.cmp(b),
            (Host::Ipv4(a), Host::Ipv4(b)) => a.cmp(b),
            (Host::Ipv6(a), Host::Ipv6(b)) => a.cmp(b),
            _ => rank(self).cmp(&rank(other)),
        }
    }
}

impl From<Host<&str>> for Host<String> {
    fn from(host: Host<&str>) -> Host<String> {
        host.to_owned()
    }
}
