//! A host as a typed value (RFC 3986 section 3.2.2): the address of an IP literal or an IPv4
//! address, read from text the grammar has already matched, with `core::net`'s address types
//! (no operating-system networking involved).

use crate::rfc3986::parts::HostKind;
use core::net::{Ipv4Addr, Ipv6Addr};

/// A URI's host, by the production that matched it.
///
/// ```
/// use core::net::{Ipv4Addr, Ipv6Addr};
/// use railurl::rfc3986::{Host, UriRef};
/// let host = |s| UriRef::parse(s).unwrap().parsed_host();
/// assert_eq!(host("http://192.168.0.1/"), Some(Host::Ipv4(Ipv4Addr::new(192, 168, 0, 1))));
/// assert_eq!(
///     host("ldap://[2001:db8::7]/c=GB"),
///     Some(Host::Ipv6 { address: "2001:db8::7".parse::<Ipv6Addr>().unwrap(), zone: None })
/// );
/// assert_eq!(host("//[v1.fe80::a+en1]"), Some(Host::IpvFuture { version: "1", address: "fe80::a+en1" }));
/// assert_eq!(host("http://example.com"), Some(Host::RegName("example.com")));
/// assert_eq!(host("file:///etc/hosts"), Some(Host::RegName("")));
/// assert_eq!(host("mailto:a@example.com"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// `IPv4address`.
    Ipv4(Ipv4Addr),
    /// `IPv6address` in an `IP-literal`, with RFC 6874's zone identifier when the URI was
    /// parsed with zone identifiers allowed (its text after `%25`, still percent-encoded).
    Ipv6 {
        /// The address.
        address: Ipv6Addr,
        /// The zone identifier (`ZoneID`).
        zone: Option<&'a str>,
    },
    /// `IPvFuture` in an `IP-literal`: `v` + `version` + `.` + `address`.
    IpvFuture {
        /// The hexadecimal version, as written.
        version: &'a str,
        /// The address after the `.`, as written.
        address: &'a str,
    },
    /// `reg-name` (possibly empty), as written (still percent-encoded).
    RegName(&'a str),
}

impl<'a> Host<'a> {
    /// The typed host of `text`, which matched `kind`'s production (`zone`: the zone
    /// identifier's text, if any). Addresses are read from the grammar's forms.
    pub(crate) fn from_match(text: &'a str, kind: HostKind, zone: Option<&'a str>) -> Host<'a> {
        let inner = text
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .unwrap_or(text);
        match kind {
            HostKind::Ipv4 => Host::Ipv4(parse_ipv4(text).unwrap_or(Ipv4Addr::UNSPECIFIED)),
            HostKind::Ipv6 => {
                let address = inner.split("%25").next().unwrap_or(inner);
                Host::Ipv6 {
                    address: parse_ipv6(address).unwrap_or(Ipv6Addr::UNSPECIFIED),
                    zone,
                }
            }
            HostKind::IpvFuture => {
                let rest = inner.get(1..).unwrap_or("");
                let (version, address) = rest.split_once('.').unwrap_or((rest, ""));
                Host::IpvFuture { version, address }
            }
            HostKind::RegName => Host::RegName(text),
        }
    }
}

/// `dec-octet "." dec-octet "." dec-octet "." dec-octet`.
fn parse_ipv4(text: &str) -> Option<Ipv4Addr> {
    let mut octets = [0u8; 4];
    let mut parts = text.split('.');
    for octet in &mut octets {
        *octet = parts.next()?.parse().ok()?;
    }
    parts.next().is_none().then_some(Ipv4Addr::from(octets))
}

/// RFC 3986's `IPv6address`: up to eight `h16` pieces around at most one `::`, the last two
/// maybe an `IPv4address`.
fn parse_ipv6(text: &str) -> Option<Ipv6Addr> {
    let (head, tail) = match text.split_once("::") {
        Some((head, tail)) => (head, Some(tail)),
        None => (text, None),
    };
    let mut pieces = [0u16; 8];
    let head_pieces = pieces_of(head)?;
    let tail_pieces = match tail {
        Some(tail) => pieces_of(tail)?,
        None => Pieces::default(),
    };
    let total = head_pieces.len + tail_pieces.len;
    if total > 8 || (tail.is_none() && total != 8) {
        return None;
    }
    pieces[..head_pieces.len].copy_from_slice(&head_pieces.values[..head_pieces.len]);
    pieces[8 - tail_pieces.len..].copy_from_slice(&tail_pieces.values[..tail_pieces.len]);
    Some(Ipv6Addr::from(pieces))
}

#[derive(Default)]
struct Pieces {
    values: [u16; 8],
    len: usize,
}

/// `h16` pieces separated by ":", the last maybe an IPv4 address (two pieces).
fn pieces_of(text: &str) -> Option<Pieces> {
    let mut out = Pieces::default();
    if text.is_empty() {
        return Some(out);
    }
    for piece in text.split(':') {
        if piece.contains('.') {
            let [a, b, c, d] = parse_ipv4(piece)?.octets();
            for v in [u16::from_be_bytes([a, b]), u16::from_be_bytes([c, d])] {
                *out.values.get_mut(out.len)? = v;
                out.len += 1;
            }
        } else {
            *out.values.get_mut(out.len)? = u16::from_str_radix(piece, 16).ok()?;
            out.len += 1;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_forms() {
        for text in [
            "::",
            "::1",
            "1::",
            "1:2:3:4:5:6:7:8",
            "::ffff:192.168.0.1",
            "1:2:3:4:5:6:1.2.3.4",
            "fe80::1:2",
        ] {
            assert_eq!(parse_ipv6(text), text.parse().ok(), "{text}");
        }
        assert_eq!(parse_ipv6("1:2:3:4:5:6:7"), None);
        assert_eq!(parse_ipv6("1:2:3:4:5:6:7:8:9"), None);
    }
}
