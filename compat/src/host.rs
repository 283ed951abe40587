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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
    /// The URL Standard's host parser for a special URL ([`railurl::parse_host`]): an IPv6
    /// address in brackets, or a domain through "domain to ASCII" (then an IPv4 address if
    /// it ends in a number). Errors are url's: a forbidden code point in a domain is an
    /// [`IdnaError`](ParseError::IdnaError), a domain that maps to nothing is an
    /// [`EmptyHost`](ParseError::EmptyHost).
    ///
    /// ```
    /// use url::{Host, ParseError};
    /// assert_eq!(Host::parse("☃.net")?, Host::Domain("xn--n3h.net".to_owned()));
    /// assert_eq!(Host::parse("a b"), Err(ParseError::IdnaError));
    /// assert_eq!(Host::parse(""), Err(ParseError::EmptyHost));
    /// assert_eq!(Host::parse("[::1"), Err(ParseError::InvalidIpv6Address));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn parse(input: &str) -> Result<Self, ParseError> {
        railurl::parse_host(input, true)
            .map(Host::from_railurl)
            .map_err(|e| match e.kind() {
                railurl::ParseErrorKind::DomainToAscii if maps_to_nothing(input) => {
                    ParseError::EmptyHost
                }
                _ => ParseError::from_railurl(e),
            })
    }

    /// The URL Standard's opaque-host parser (the host of a non-special URL): an IPv6
    /// address in brackets, or the input C0-control-percent-encoded unless it holds a
    /// forbidden host code point ([`InvalidDomainCharacter`](ParseError::InvalidDomainCharacter)).
    /// The empty input is the empty host, as in url.
    ///
    /// ```
    /// use url::Host;
    /// assert_eq!(Host::parse_opaque("hé")?, Host::Domain("h%C3%A9".to_owned()));
    /// assert_eq!(Host::parse_opaque("")?, Host::Domain(String::new()));
    /// assert!(Host::parse_opaque("a b").is_err());
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn parse_opaque(input: &str) -> Result<Self, ParseError> {
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

/// url's error for a URL whose domain "domain to ASCII" refused: `EmptyHost` when the domain
/// maps to nothing, `IdnaError` otherwise. The domain is the span of railurl's diagnostic.
pub(crate) fn domain_failure(input: &str, base: Option<&railurl::Url>) -> ParseError {
    let (_, diagnostics) = railurl::Url::parse_with_diagnostics(input, base);
    let domain = diagnostics
        .iter()
        .rev()
        .find(|d| d.kind == railurl::DiagnosticKind::DomainToAscii)
        .and_then(|d| input.get(d.span.clone()));
    match domain {
        Some(domain) if maps_to_nothing(domain) => ParseError::EmptyHost,
        _ => ParseError::IdnaError,
    }
}

/// Whether a domain that "domain to ASCII" refused maps to nothing at all (UTS 46 ignores
/// each of its code points, as U+00AD SOFT HYPHEN): url reports that as an empty host.
fn maps_to_nothing(input: &str) -> bool {
    let decoded = railurl::percent::decode(input.as_bytes());
    railurl::domain_to_unicode(&String::from_utf8_lossy(&decoded)).is_empty()
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
