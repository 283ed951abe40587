//! The serializers ("Host serializing", "URL serializing", "Origin"): one for both engines.

use crate::record::{Host, UrlRecord};
use alloc::string::String;
use core::fmt::Write;
use core::num::NonZeroU32;

/// "The host serializer": IPv4 in dotted decimal, IPv6 compressed inside brackets, domains and
/// opaque hosts as they are, the empty host as the empty string.
pub fn serialize_host(host: &Host<'_>, out: &mut String) {
    match host {
        Host::Domain(s) | Host::Opaque(s) => out.push_str(s),
        Host::Empty => {}
        Host::Ipv4(addr) => serialize_ipv4(*addr, out),
        Host::Ipv6(pieces) => {
            out.push('[');
            serialize_ipv6(pieces, out);
            out.push(']');
        }
    }
}

/// "The IPv4 serializer": four decimal numbers separated by `.`.
pub fn serialize_ipv4(address: u32, out: &mut String) {
    let b = address.to_be_bytes();
    // Writing to a String cannot fail.
    let _ = write!(out, "{}.{}.{}.{}", b[0], b[1], b[2], b[3]);
}

/// "The IPv6 serializer": lowercase hex pieces without leading zeros, the first longest run of
/// two or more zero pieces replaced by `::`.
pub fn serialize_ipv6(pieces: &[u16; 8], out: &mut String) {
    // "Let compress be an index to the first IPv6 piece in the first longest sequences of
    // address's IPv6 pieces that are 0. If there is no sequence of address's IPv6 pieces that
    // are 0 that is longer than 1, then set compress to null."
    let mut compress: Option<(usize, usize)> = None; // (start, length)
    let mut i = 0;
    while i < 8 {
        if pieces[i] == 0 {
            let start = i;
            while i < 8 && pieces[i] == 0 {
                i += 1;
            }
            let len = i - start;
            if len > 1 && compress.is_none_or(|(_, best)| len > best) {
                compress = Some((start, len));
            }
        } else {
            i += 1;
        }
    }
    let mut ignore0 = false;
    for (index, piece) in pieces.iter().enumerate() {
        if ignore0 && *piece == 0 {
            continue;
        }
        ignore0 = false;
        if let Some((start, _)) = compress {
            if start == index {
                out.push_str(if index == 0 { "::" } else { ":" });
                ignore0 = true;
                continue;
            }
        }
        let _ = write!(out, "{piece:x}");
        if index != 7 {
            out.push(':');
        }
    }
}

/// Where the components of a serialized URL start and end, so that getters are slices, and
/// which kind of host it has (an IP address is read back from the serialization when asked
/// for). 32-bit, so that a [`crate::Url`] is 64 bytes: a serialization must be shorter than
/// 4 GiB ([`Layout::compact`] refuses longer ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Offsets {
    scheme_end: u32,
    username_end: u32,
    host_start: u32,
    host_end: u32,
    port_end: u32,
    path_start: u32,
    query_start: Option<NonZeroU32>,
    fragment_start: Option<NonZeroU32>,
    port: Option<u16>,
    host: HostKind,
    opaque_path: bool,
}

/// The same positions as [`Offsets`], as `usize` while a serialization is being written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Layout {
    /// Index of the `:` after the scheme.
    pub scheme_end: usize,
    /// End of the username (where it would start when there are no credentials: after `//`,
    /// or after the scheme's `:` when the host is null).
    pub username_end: usize,
    /// The kind of host.
    pub host: HostKind,
    /// Start of the serialized host (after `//` and credentials), or `scheme_end + 1` when the
    /// host is null.
    pub host_start: usize,
    /// End of the serialized host.
    pub host_end: usize,
    /// End of the host and port (`host_end` when the port is null).
    pub port_end: usize,
    /// Start of the URL path serialization (after a `/.` prefix, if any).
    pub path_start: usize,
    /// The port.
    pub port: Option<u16>,
    /// Whether the path is opaque.
    pub opaque_path: bool,
    /// Index of `?`, when the query is non-null.
    pub query_start: Option<usize>,
    /// Index of `#`, when the fragment is non-null.
    pub fragment_start: Option<usize>,
}

impl Layout {
    /// The 32-bit offsets of a serialization `len` bytes long; `None` when it is 4 GiB or
    /// longer.
    pub(crate) fn compact(self, len: usize) -> Option<Offsets> {
        u32::try_from(len).ok()?;
        let at = |i: usize| u32::try_from(i).ok();
        // The query and fragment come after the scheme and its ":", so never at 0.
        let nonzero = |i: Option<usize>| match i {
            Some(i) => NonZeroU32::new(at(i)?).map(Some),
            None => Some(None),
        };
        Some(Offsets {
            scheme_end: at(self.scheme_end)?,
            username_end: at(self.username_end)?,
            host_start: at(self.host_start)?,
            host_end: at(self.host_end)?,
            port_end: at(self.port_end)?,
            path_start: at(self.path_start)?,
            query_start: nonzero(self.query_start)?,
            fragment_start: nonzero(self.fragment_start)?,
            port: self.port,
            host: self.host,
            opaque_path: self.opaque_path,
        })
    }
}

impl Offsets {
    /// Index of the `:` after the scheme.
    pub fn scheme_end(&self) -> usize {
        self.scheme_end as usize
    }

    /// Where the username starts: after `//`, or after the scheme's `:` when the host is null.
    fn username_start(&self) -> usize {
        self.scheme_end() + if self.host == HostKind::None { 1 } else { 3 }
    }

    /// The username's span (empty when there are no credentials).
    pub fn username(&self) -> (usize, usize) {
        (self.username_start(), self.username_end as usize)
    }

    /// The password's span (empty when there is none): between the `:` after the username
    /// and the `@` before the host.
    pub fn password(&self) -> (usize, usize) {
        let (username_end, host_start) = (self.username_end as usize, self.host_start());
        let credentials = self.host != HostKind::None && host_start > self.username_start();
        if credentials && username_end + 1 < host_start {
            (username_end + 1, host_start - 1)
        } else {
            (username_end, username_end)
        }
    }

    /// The kind of host.
    pub fn host(&self) -> HostKind {
        self.host
    }

    /// Start of the serialized host.
    pub fn host_start(&self) -> usize {
        self.host_start as usize
    }

    /// End of the serialized host.
    pub fn host_end(&self) -> usize {
        self.host_end as usize
    }

    /// End of the host and port.
    pub fn port_end(&self) -> usize {
        self.port_end as usize
    }

    /// Start of the URL path serialization.
    pub fn path_start(&self) -> usize {
        self.path_start as usize
    }

    /// The port.
    pub fn port(&self) -> Option<u16> {
        self.port
    }

    /// Whether the path is opaque.
    pub fn opaque_path(&self) -> bool {
        self.opaque_path
    }

    /// Index of `?`, when the query is non-null.
    pub fn query_start(&self) -> Option<usize> {
        self.query_start.map(|i| i.get() as usize)
    }

    /// Index of `#`, when the fragment is non-null.
    pub fn fragment_start(&self) -> Option<usize> {
        self.fragment_start.map(|i| i.get() as usize)
    }

    /// These offsets once `added` bytes are inserted at the end of the query, which starts at
    /// `query_start` if it was null: only the fragment moves. `None` when an offset would not
    /// fit in 32 bits.
    pub(crate) fn after_query_append(mut self, query_start: usize, added: usize) -> Option<Self> {
        if self.query_start.is_none() {
            self.query_start = Some(NonZeroU32::new(u32::try_from(query_start).ok()?)?);
        }
        if let Some(fragment) = self.fragment_start {
            let moved = fragment.get().checked_add(u32::try_from(added).ok()?)?;
            self.fragment_start = Some(NonZeroU32::new(moved)?);
        }
        Some(self)
    }
}

/// A host without its strings or addresses: which kind it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) enum HostKind {
    /// Null.
    #[default]
    None,
    /// A domain.
    Domain,
    /// An IPv4 address (read back from its serialization).
    Ipv4,
    /// An IPv6 address (read back from its serialization).
    Ipv6,
    /// An opaque host.
    Opaque,
    /// The empty host.
    Empty,
}

/// "The URL serializer" (without exclude fragment), also returning component offsets; `None`
/// when the serialization would be 4 GiB or longer (offsets are 32-bit).
pub(crate) fn serialize_url(url: &UrlRecord<'_>) -> Option<(String, Offsets)> {
    let path = url.path.as_str();
    // Room for the whole serialization, so that building it allocates once: the host at
    // its longest (an IPv4 address is at most 15 bytes, a bracketed IPv6 address 41), and
    // "//", ":", "@", ":" and a port of at most 5 digits within the last 16.
    let host_len = match &url.host {
        Some(Host::Domain(text) | Host::Opaque(text)) => text.len(),
        Some(Host::Ipv4(_)) => 15,
        Some(Host::Ipv6(_)) => 41,
        Some(Host::Empty) | None => 0,
    };
    let mut out = String::with_capacity(
        url.scheme.len()
            + url.username.len()
            + url.password.len()
            + host_len
            + path.len()
            + url.query.as_ref().map_or(0, |q| q.len() + 1)
            + url.fragment.as_ref().map_or(0, |f| f.len() + 1)
            + 16,
    );
    let mut o = Layout {
        port: url.port,
        opaque_path: url.path.is_opaque(),
        ..Layout::default()
    };
    // 1. "Let output be url's scheme and U+003A (:) concatenated."
    out.push_str(&url.scheme);
    o.scheme_end = out.len();
    out.push(':');
    o.username_end = out.len();
    // 2. "If url's host is non-null:"
    if let Some(host) = &url.host {
        out.push_str("//");
        o.username_end = out.len();
        if url.includes_credentials() {
            out.push_str(&url.username);
            o.username_end = out.len();
            if !url.password.is_empty() {
                out.push(':');
                out.push_str(&url.password);
            }
            out.push('@');
        }
        o.host = match host {
            Host::Domain(_) => HostKind::Domain,
            Host::Ipv4(_) => HostKind::Ipv4,
            Host::Ipv6(_) => HostKind::Ipv6,
            Host::Opaque(_) => HostKind::Opaque,
            Host::Empty => HostKind::Empty,
        };
        o.host_start = out.len();
        serialize_host(host, &mut out);
        o.host_end = out.len();
        if let Some(port) = url.port {
            let _ = write!(out, ":{port}");
        }
        o.port_end = out.len();
    } else {
        o.host_start = out.len();
        o.host_end = out.len();
        o.port_end = out.len();
        // 3. "If url's host is null, url does not have an opaque path, url's path's size is
        // greater than 1, and url's path[0] is the empty string, then append U+002F (/)
        // followed by U+002E (.) to output."
        if !url.path.is_opaque() && path.starts_with("//") {
            out.push_str("/.");
        }
    }
    // 4. "Append the result of URL path serializing url to output."
    o.path_start = out.len();
    out.push_str(path);
    // 5. query, 6. fragment.
    if let Some(query) = &url.query {
        o.query_start = Some(out.len());
        out.push('?');
        out.push_str(query);
    }
    if let Some(fragment) = &url.fragment {
        o.fragment_start = Some(out.len());
        out.push('#');
        out.push_str(fragment);
    }
    let offsets = o.compact(out.len())?;
    Some((out, offsets))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v6(p: [u16; 8]) -> String {
        let mut s = String::new();
        serialize_ipv6(&p, &mut s);
        s
    }

    #[test]
    fn ipv6_serializer_spec_examples() {
        // "Host serializing" examples: the first longest run of zeros is compressed.
        assert_eq!(v6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]), "2001:db8::1");
        assert_eq!(v6([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1]), "2001:db8::1:0:0:1");
        assert_eq!(v6([0, 0, 0, 0, 0, 0, 0, 0]), "::");
        assert_eq!(v6([0, 0, 0, 0, 0, 0, 0, 1]), "::1");
        assert_eq!(v6([1, 0, 2, 0, 0, 3, 0, 0]), "1:0:2::3:0:0");
        assert_eq!(v6([1, 0, 1, 1, 1, 1, 1, 1]), "1:0:1:1:1:1:1:1");
    }

    #[test]
    fn ipv4_serializer() {
        let mut s = String::new();
        serialize_ipv4(0xC0A8_0001, &mut s);
        assert_eq!(s, "192.168.0.1");
    }
}
