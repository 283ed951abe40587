//! A typed view of a URL's host ("Host representation"), with `std::net` address types.

use super::url::Url;
use crate::error::{ParseError, ParseErrorKind};
use crate::record::{default_port, Host};
use alloc::borrow::ToOwned;
use alloc::string::String;
use core::fmt;
use core::net::{Ipv4Addr, Ipv6Addr};

/// A URL's host with `std::net` address types, borrowing the URL ("Host representation": a
/// domain, an IP address, an opaque host, or an empty host).
///
/// `Display` is the spec's host serializer: an IPv6 address in brackets, compressed as the
/// "IPv6 serializer" says (which differs from `Ipv6Addr`'s own `Display` for addresses such as
/// `::ffff:0:2`).
///
/// ```
/// use railurl::{HostView, Url};
/// use std::net::{Ipv4Addr, Ipv6Addr};
/// let url = Url::parse("http://0x7f.1/")?;
/// assert_eq!(url.host_view(), Some(HostView::Ipv4(Ipv4Addr::new(127, 0, 0, 1))));
/// let url = Url::parse("http://[0::ffff:0:2]/")?;
/// assert_eq!(url.host_view(), Some(HostView::Ipv6(Ipv6Addr::new(0, 0, 0, 0, 0, 0xffff, 0, 2))));
/// assert_eq!(url.host_view().unwrap().to_string(), "[::ffff:0:2]");
/// assert_eq!(Url::parse("mailto:x")?.host_view(), None);
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostView<'a> {
    /// A domain (ASCII, the domain parser's result).
    Domain(&'a str),
    /// An IPv4 address.
    Ipv4(Ipv4Addr),
    /// An IPv6 address.
    Ipv6(Ipv6Addr),
    /// An opaque host (non-special URLs), percent-encoded.
    Opaque(&'a str),
    /// The empty host (such as `file:///path`'s).
    Empty,
}

impl HostView<'_> {
    /// The same host as a [`Host`] record value.
    ///
    /// ```
    /// use railurl::{Host, Url};
    /// let url = Url::parse("http://127.0.0.1/")?;
    /// assert_eq!(url.host_view().unwrap().to_host(), Host::Ipv4(0x7F00_0001));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn to_host(&self) -> Host<'static> {
        match *self {
            HostView::Domain(d) => Host::Domain(d.to_owned().into()),
            HostView::Opaque(o) => Host::Opaque(o.to_owned().into()),
            HostView::Ipv4(a) => Host::Ipv4(a.into()),
            HostView::Ipv6(a) => Host::Ipv6(a.segments()),
            HostView::Empty => Host::Empty,
        }
    }
}

impl fmt::Display for HostView<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // "Host serializing": the one serializer the URL uses.
        let mut out = String::new();
        crate::serialize::serialize_host(&self.to_host(), &mut out);
        f.write_str(&out)
    }
}

impl Url {
    /// The host as a [`HostView`], or `None` when the host is null.
    ///
    /// ```
    /// use railurl::{HostView, Url};
    /// assert_eq!(Url::parse("https://EXAMPLE.org/")?.host_view(), Some(HostView::Domain("example.org")));
    /// assert_eq!(Url::parse("foo://h%C3%A9/")?.host_view(), Some(HostView::Opaque("h%C3%A9")));
    /// assert_eq!(Url::parse("file:///etc")?.host_view(), Some(HostView::Empty));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn host_view(&self) -> Option<HostView<'_>> {
        let text = self.hostname();
        Some(match self.host_value()? {
            Host::Domain(_) => HostView::Domain(text),
            Host::Opaque(_) => HostView::Opaque(text),
            Host::Ipv4(a) => HostView::Ipv4(Ipv4Addr::from(a)),
            Host::Ipv6(pieces) => HostView::Ipv6(Ipv6Addr::from(pieces)),
            Host::Empty => HostView::Empty,
        })
    }

    /// Whether the host is non-null (the URL has an authority, `scheme://`).
    ///
    /// ```
    /// use railurl::Url;
    /// assert!(Url::parse("file:///x")?.has_host());
    /// assert!(!Url::parse("unix:/run/socket")?.has_host());
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn has_host(&self) -> bool {
        self.host_value().is_some()
    }

    /// The serialized host (the `hostname` getter's value), or `None` when the host is null.
    /// Unlike `hostname()`, it tells a null host from an empty one.
    ///
    /// ```
    /// use railurl::Url;
    /// assert_eq!(Url::parse("http://[::1]:8080/")?.host_str(), Some("[::1]"));
    /// assert_eq!(Url::parse("file:///x")?.host_str(), Some(""));
    /// assert_eq!(Url::parse("data:,x")?.host_str(), None);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn host_str(&self) -> Option<&str> {
        self.has_host().then(|| self.hostname())
    }

    /// The host if it is a domain, or `None` (for IP addresses, opaque, empty and null hosts).
    ///
    /// ```
    /// use railurl::Url;
    /// assert_eq!(Url::parse("https://example.com/")?.domain(), Some("example.com"));
    /// assert_eq!(Url::parse("https://127.0.0.1/")?.domain(), None);
    /// assert_eq!(Url::parse("mailto:test@example.net")?.domain(), None);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn domain(&self) -> Option<&str> {
        match self.host_view()? {
            HostView::Domain(d) => Some(d),
            _ => None,
        }
    }

    /// The port, or the scheme's default port ("special scheme" table) when the port is null.
    ///
    /// ```
    /// use railurl::Url;
    /// assert_eq!(Url::parse("https://example.org/")?.port_or_known_default(), Some(443));
    /// assert_eq!(Url::parse("https://example.org:8443/")?.port_or_known_default(), Some(8443));
    /// assert_eq!(Url::parse("foo://example.org/")?.port_or_known_default(), None);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn port_or_known_default(&self) -> Option<u16> {
        self.port_number().or_else(|| default_port(self.scheme()))
    }
}

/// The spec's "host parser" (tested on its example table in `tests/capabilities.rs`): `input`
/// as a host of a special URL (`special` true: domains go through "domain to ASCII", IPv4 and
/// IPv6 addresses are recognised) or of a non-special URL (`special` false, the spec's
/// isOpaque: the opaque-host parser, or an IPv6 address in brackets).
///
/// `input` is the host alone, as the URL parser's host state hands it over: nothing is trimmed
/// and nothing ends it early, so a code point the host parser forbids fails here as it would
/// inside a URL (`:`, `/`, a space) and a C0 control that an opaque host allows is
/// percent-encoded. It runs the prose engine's host parser (src/prose/host_parser.rs), the spec's
/// steps transcribed, which the URL parsers of both engines agree with.
///
/// ```
/// use railurl::{parse_host, Host, ParseError, ParseErrorKind};
/// assert_eq!(parse_host("EXAMPLE.org", true)?, Host::Domain("example.org".into()));
/// assert_eq!(parse_host("0x7f.1", true)?, Host::Ipv4(0x7F00_0001));
/// assert_eq!(parse_host("[::1]", false)?, Host::Ipv6([0, 0, 0, 0, 0, 0, 0, 1]));
/// assert_eq!(parse_host("hé\u{C}", false)?, Host::Opaque("h%C3%A9%0C".into()));
/// let kind = |input, special| parse_host(input, special).unwrap_err().kind();
/// assert_eq!(kind("a b", true), ParseErrorKind::DomainInvalidCodePoint);
/// assert_eq!(kind("a/b", true), ParseErrorKind::DomainInvalidCodePoint);
/// assert_eq!(kind("a/b", false), ParseErrorKind::HostInvalidCodePoint);
/// assert_eq!(kind("[::1]:2", false), ParseErrorKind::Ipv6Unclosed);
/// assert_eq!(kind("", true), ParseErrorKind::DomainToAscii);
/// assert_eq!(parse_host("", false), Ok(Host::Empty));
/// // A failure is about the host given.
/// assert_eq!(parse_host("1.2.3.999", true).unwrap_err().span(), 0..9);
/// # Ok::<(), ParseError>(())
/// ```
pub fn parse_host(input: &str, special: bool) -> Result<Host<'static>, ParseError> {
    if special && input.is_empty() {
        // "Assert: input is not the empty string": inside a URL, a special URL's empty host
        // fails before the host parser runs (host-missing). On its own, the empty domain
        // fails where the host parser would take it, in "domain to ASCII".
        return Err(ParseError::new(ParseErrorKind::DomainToAscii, 0..0));
    }
    crate::prose::host_parser(input, !special)
}

/// The spec's "domain to Unicode" with beStrict false: UTS 46's ToUnicode, for display. Labels
/// that fail to decode are left as they are (errors are the spec's validation errors, which
/// do not stop it).
///
/// ```
/// assert_eq!(railurl::domain_to_unicode("xn--j28h.xn--938h"), "😅.🙂");
/// assert_eq!(railurl::domain_to_unicode("example.com"), "example.com");
/// ```
pub fn domain_to_unicode(domain: &str) -> String {
    idna::domain_to_unicode(domain).0
}
