//! The serializers ("Host serializing", "URL serializing", "Origin"): one for both engines.

use crate::record::{Host, Path, UrlRecord};
use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt::Write;
use core::net::{Ipv4Addr, Ipv6Addr};
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

/// "The IPv4 serializer": four decimal numbers separated by `.`, each `n % 256` of the
/// address, the most significant first. Written by `push_decimal` (as a port is): through
/// `core::fmt` the four numbers cost about 900 instructions, most of what the grammar engine
/// spends on a URL whose IPv4 host is spelled another way (`http://0x7f.1/`).
pub fn serialize_ipv4(address: u32, out: &mut String) {
    for (i, n) in address.to_be_bytes().into_iter().enumerate() {
        if i > 0 {
            out.push('.');
        }
        push_decimal(out, n.into());
    }
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
pub(crate) struct ComponentOffsets {
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

/// The same positions as [`ComponentOffsets`], as `usize` while a serialization is being written.
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
    pub(crate) fn compact(self, len: usize) -> Option<ComponentOffsets> {
        let len = u32::try_from(len).ok()?;
        // Every offset is a position in the serialization, so at most its length, which
        // fits: one check for all of them.
        debug_assert!([
            self.scheme_end,
            self.username_end,
            self.host_start,
            self.host_end,
            self.port_end,
            self.path_start
        ]
        .iter()
        .chain(&self.query_start)
        .chain(&self.fragment_start)
        .all(|&i| i <= len as usize));
        let at = |i: usize| i as u32;
        // The query and fragment come after the scheme and its ":", so never at 0.
        let nonzero = |i: Option<usize>| match i {
            Some(i) => NonZeroU32::new(at(i)).map(Some),
            None => Some(None),
        };
        Some(ComponentOffsets {
            scheme_end: at(self.scheme_end),
            username_end: at(self.username_end),
            host_start: at(self.host_start),
            host_end: at(self.host_end),
            port_end: at(self.port_end),
            path_start: at(self.path_start),
            query_start: nonzero(self.query_start)?,
            fragment_start: nonzero(self.fragment_start)?,
            port: self.port,
            host: self.host,
            opaque_path: self.opaque_path,
        })
    }
}

impl ComponentOffsets {
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

/// "The URL serializer", one component at a time in the order the serialization holds them,
/// into a string, keeping the components' offsets. The grammar engine's semantic actions write
/// a URL into it as they read the input (each component is written once, where it ends up);
/// [`serialize_url`] writes a URL record with it. Every step is the spec's: "scheme and ":"";
/// "//" when the host is non-null; the credentials and "@" when the URL includes credentials;
/// the host and ":port"; "/." before a path that starts with an empty segment when the host is
/// null; the path; "?" and the query; "#" and the fragment.
pub(crate) struct Serializer<'o> {
    out: &'o mut String,
    layout: Layout,
    /// Whether the path has started, and whether it is complete (the "/." step has been
    /// taken).
    path_started: bool,
    path_done: bool,
}

impl<'o> Serializer<'o> {
    /// A serializer appending to `out`, which must be empty.
    pub(crate) fn new(out: &'o mut String) -> Self {
        debug_assert!(out.is_empty());
        Serializer {
            out,
            layout: Layout::default(),
            path_started: false,
            path_done: false,
        }
    }

    /// The serialization so far, to append the component being written to.
    #[inline]
    pub(crate) fn out(&mut self) -> &mut String {
        self.out
    }

    /// Step 1: "Let output be url's scheme and U+003A (:) concatenated." The host is null until
    /// [`Serializer::authority`].
    #[inline]
    pub(crate) fn scheme(&mut self, scheme: &str) {
        self.out.push_str(scheme);
        self.scheme_written();
    }

    /// [`Serializer::scheme`] when the caller has appended the scheme to [`Serializer::out`].
    #[inline]
    pub(crate) fn scheme_written(&mut self) {
        self.layout.scheme_end = self.out.len();
        self.out.push(':');
        let at = self.out.len();
        self.layout.username_end = at;
        self.layout.host_start = at;
        self.layout.host_end = at;
        self.layout.port_end = at;
    }

    /// Step 2: "If url's host is non-null": append "//" (the credentials, if any, and the host
    /// follow).
    #[inline]
    pub(crate) fn authority(&mut self) {
        self.out.push_str("//");
        self.layout.username_end = self.out.len();
    }

    /// The credentials: `username` and `password` append the (encoded) username and password;
    /// "If url includes credentials": the username, ":" and the password if it is not the
    /// empty string, and "@".
    #[inline]
    pub(crate) fn credentials(
        &mut self,
        username: impl FnOnce(&mut String),
        password: impl FnOnce(&mut String),
    ) {
        let start = self.out.len();
        username(self.out);
        self.layout.username_end = self.out.len();
        self.out.push(':');
        let password_start = self.out.len();
        password(self.out);
        if self.out.len() == password_start {
            self.out.pop();
        }
        if self.out.len() > start {
            self.out.push('@');
        }
    }

    /// The host: `write` appends the host serializer's output for a host of kind `kind`
    /// ("the host serializer"); the port is null until [`Serializer::port`].
    #[inline]
    pub(crate) fn host<E>(
        &mut self,
        write: impl FnOnce(&mut String) -> Result<HostKind, E>,
    ) -> Result<(), E> {
        self.layout.host_start = self.out.len();
        self.layout.host = write(self.out)?;
        self.layout.host_end = self.out.len();
        self.layout.port_end = self.out.len();
        Ok(())
    }

    /// "If url's port is non-null, append U+003A (:) followed by url's port, serialized."
    #[inline]
    pub(crate) fn port(&mut self, port: Option<u16>) {
        if let Some(port) = port {
            self.out.push(':');
            push_decimal(self.out, port);
        }
        self.layout.port = port;
        self.layout.port_end = self.out.len();
    }

    /// Where the path starts: the caller appends its serialization ("URL path serializing")
    /// to [`Serializer::out`]. `opaque` says whether it is an opaque path.
    #[inline]
    pub(crate) fn path_start(&mut self, opaque: bool) -> usize {
        self.layout.path_start = self.out.len();
        self.layout.opaque_path = opaque;
        self.path_started = true;
        self.layout.path_start
    }

    /// Step 3: "If url's host is null, url does not have an opaque path, url's path's size is
    /// greater than 1, and url's path[0] is the empty string, then append U+002F (/) followed
    /// by U+002E (.) to output" (before the path, once it is complete).
    fn end_path(&mut self) {
        if self.path_done {
            return;
        }
        if !self.path_started {
            // An empty path list.
            self.path_start(false);
        }
        self.path_done = true;
        let start = self.layout.path_start;
        if self.layout.host == HostKind::None
            && !self.layout.opaque_path
            && self.out.get(start..).is_some_and(|p| p.starts_with("//"))
        {
            self.out.insert_str(start, "/.");
            self.layout.path_start = start + 2;
        }
    }

    /// Step 5: "If url's query is non-null, append U+003F (?), followed by url's query": `write`
    /// appends the query.
    #[inline]
    pub(crate) fn query(&mut self, write: impl FnOnce(&mut String)) {
        self.end_path();
        self.layout.query_start = Some(self.out.len());
        self.out.push('?');
        write(self.out);
    }

    /// Step 6: "If exclude fragment is false and url's fragment is non-null, append U+0023 (#),
    /// followed by url's fragment": `write` appends the fragment.
    #[inline]
    pub(crate) fn fragment(&mut self, write: impl FnOnce(&mut String)) {
        self.end_path();
        self.layout.fragment_start = Some(self.out.len());
        self.out.push('#');
        write(self.out);
    }

    /// The offsets of the serialization written; `None` when it is 4 GiB or longer.
    pub(crate) fn finish(mut self) -> Option<ComponentOffsets> {
        self.end_path();
        self.layout.compact(self.out.len())
    }
}

/// `value` in decimal (a port, an IPv4 address's numbers: the formatting machinery costs more
/// than the digits): a digit for each place the value reaches, then the units.
fn push_decimal(out: &mut String, value: u16) {
    for place in [10_000, 1_000, 100, 10] {
        if value >= place {
            out.push(char::from(b'0' + (value / place % 10) as u8));
        }
    }
    out.push(char::from(b'0' + (value % 10) as u8));
}

/// The host serializer's output for `host` appended to `out`, and the host's kind.
fn write_host(host: &Host<'_>, out: &mut String) -> HostKind {
    serialize_host(host, out);
    match host {
        Host::Domain(_) => HostKind::Domain,
        Host::Ipv4(_) => HostKind::Ipv4,
        Host::Ipv6(_) => HostKind::Ipv6,
        Host::Opaque(_) => HostKind::Opaque,
        Host::Empty => HostKind::Empty,
    }
}

/// Append the authority of `url` when its host is non-null: "//", the credentials if it
/// includes credentials, the host and the port. (The relative states copy the base's this way.)
pub(crate) fn copy_authority(url: &UrlRecord<'_>, s: &mut Serializer<'_>) {
    if let Some(host) = &url.host {
        s.authority();
        if url.includes_credentials() {
            s.credentials(
                |out| out.push_str(&url.username),
                |out| out.push_str(&url.password),
            );
        }
        let _ = s.host::<()>(|out| Ok(write_host(host, out)));
        s.port(url.port);
    }
}

/// Append the components of `url` after its scheme: the authority, the path, the query and
/// the fragment.
pub(crate) fn serialize_after_scheme(url: &UrlRecord<'_>, s: &mut Serializer<'_>) {
    copy_authority(url, s);
    // 4. "Append the result of URL path serializing url to output."
    s.path_start(url.path.is_opaque());
    s.out().push_str(url.path.as_str());
    if let Some(query) = &url.query {
        s.query(|out| out.push_str(query));
    }
    if let Some(fragment) = &url.fragment {
        s.fragment(|out| out.push_str(fragment));
    }
}

/// The URL record whose serialization is `serialization` with these offsets, as a view
/// borrowing it. IP addresses are read back from their serialization, which the host
/// serializer wrote in a form `core::net` parses (dotted decimal; compressed hex).
pub(crate) fn record_of<'s>(serialization: &'s str, o: &ComponentOffsets) -> UrlRecord<'s> {
    let slice = |(start, end): (usize, usize)| serialization.get(start..end).unwrap_or("");
    let hostname = slice((o.host_start(), o.host_end()));
    let host = match o.host() {
        HostKind::None => None,
        HostKind::Domain => Some(Host::Domain(Cow::Borrowed(hostname))),
        HostKind::Opaque => Some(Host::Opaque(Cow::Borrowed(hostname))),
        HostKind::Ipv4 => Some(Host::Ipv4(
            hostname.parse::<Ipv4Addr>().map_or(0, u32::from),
        )),
        HostKind::Ipv6 => Some(Host::Ipv6(
            hostname
                .strip_prefix('[')
                .and_then(|h| h.strip_suffix(']'))
                .and_then(|h| h.parse::<Ipv6Addr>().ok())
                .map_or([0; 8], |a| a.segments()),
        )),
        HostKind::Empty => Some(Host::Empty),
    };
    let len = serialization.len();
    let path_end = o.query_start().or(o.fragment_start()).unwrap_or(len);
    let path = slice((o.path_start(), path_end));
    let query = o
        .query_start()
        .map(|q| slice((q + 1, o.fragment_start().unwrap_or(len))));
    let fragment = o.fragment_start().map(|f| slice((f + 1, len)));
    UrlRecord {
        scheme: Cow::Borrowed(slice((0, o.scheme_end()))),
        username: Cow::Borrowed(slice(o.username())),
        password: Cow::Borrowed(slice(o.password())),
        host,
        port: o.port(),
        path: if o.opaque_path() {
            Path::new_opaque(path)
        } else {
            Path::list_from_serialized(path)
        },
        query: query.map(Cow::Borrowed),
        fragment: fragment.map(Cow::Borrowed),
    }
}

/// "The URL serializer" (without exclude fragment), also returning component offsets; `None`
/// when the serialization would be 4 GiB or longer (offsets are 32-bit).
pub(crate) fn serialize_url(url: &UrlRecord<'_>) -> Option<(String, ComponentOffsets)> {
    let path = url.path.as_str();
    // Room for the whole serialization, so that building it allocates once: the host at
    // its longest (an IPv4 address is at most 15 bytes, a bracketed IPv6 address 41), and
    // "//", ":", "@", ":", "/." and a port of at most 5 digits within the last 16.
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
    let mut s = Serializer::new(&mut out);
    s.scheme(&url.scheme);
    serialize_after_scheme(url, &mut s);
    let offsets = s.finish()?;
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

    /// Every byte value in every place of the address, and the ends: the dotted decimal that
    /// `Ipv4Addr` displays (the same four numbers, most significant first).
    #[test]
    fn ipv4_serializer_is_dotted_decimal() {
        let mut addresses = alloc::vec![0, u32::MAX, 0x7f00_0001, 0x0102_0304];
        for n in 0..=255u32 {
            addresses.extend([n, n << 8, n << 16, n << 24, n * 0x0101_0101]);
        }
        for address in addresses {
            let mut out = String::from("x");
            serialize_ipv4(address, &mut out);
            assert_eq!(
                out,
                alloc::format!("x{}", Ipv4Addr::from(address)),
                "{address:#x}"
            );
        }
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
