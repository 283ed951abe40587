//! Where the components of a URI reference lie: byte offsets read off the recognizer's tags,
//! which production each component matched, and the slices they give. RFC 3987's IRI
//! references have the same components with the same productions (`ihier-part` is
//! `hier-part` with `i` names), so `rfc3987` uses these too.

use crate::abnf::Tags;

/// Absent: a component the preferred parse does not have.
const NONE: u32 = crate::abnf::UNSET;

/// Which production of `host` matched (RFC 3986 section 3.2.2). An input that is both an
/// `IPv4address` and a `reg-name` is an IPv4 address: "If host matches the rule for
/// IPv4address, then it should be considered an IPv4 address literal and not a reg-name."
///
/// ```
/// use railurl::rfc3986::{HostKind, UriRef};
/// let kind = |s| UriRef::parse(s).unwrap().host_kind();
/// assert_eq!(kind("//192.168.0.1/"), Some(HostKind::Ipv4));
/// assert_eq!(kind("//1.2.3.4.5/"), Some(HostKind::RegName));
/// assert_eq!(kind("//[::1]/"), Some(HostKind::Ipv6));
/// assert_eq!(kind("//[v7.x]/"), Some(HostKind::IpvFuture));
/// assert_eq!(kind("/no/authority"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HostKind {
    /// `IPv4address`: four decimal octets 0 to 255 without leading zeros.
    Ipv4,
    /// `IP-literal` holding an `IPv6address` (and, with RFC 6874, maybe a zone identifier).
    Ipv6,
    /// `IP-literal` holding an `IPvFuture` (`v` and a hexadecimal version, `.`, an address).
    IpvFuture,
    /// `reg-name` (RFC 3987: `ireg-name`), possibly empty.
    RegName,
}

impl HostKind {
    /// A short name of the production: `"ipv4"`, `"ipv6"`, `"ipvfuture"` or `"reg-name"`
    /// (what railurl's CLI and Python package call the host's type).
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// let name = |s| UriRef::parse(s).unwrap().host_kind().map(|k| k.name());
    /// assert_eq!(name("//[v7.x]/"), Some("ipvfuture"));
    /// assert_eq!(name("//example.com"), Some("reg-name"));
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            HostKind::Ipv4 => "ipv4",
            HostKind::Ipv6 => "ipv6",
            HostKind::IpvFuture => "ipvfuture",
            HostKind::RegName => "reg-name",
        }
    }
}

/// Which production the path matched (RFC 3986 section 3.3).
///
/// ```
/// use railurl::rfc3986::{PathKind, UriRef};
/// let kind = |s| UriRef::parse(s).unwrap().path_kind();
/// assert_eq!(kind("http://example.com/a"), PathKind::AbEmpty);
/// assert_eq!(kind("/a//b"), PathKind::Absolute);
/// assert_eq!(kind("a/b"), PathKind::NoScheme);
/// assert_eq!(kind("mailto:a@example.com"), PathKind::Rootless);
/// assert_eq!(kind("?q"), PathKind::Empty);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PathKind {
    /// `path-abempty`: after an authority, begins with "/" or is empty.
    AbEmpty,
    /// `path-absolute`: begins with "/" but not "//".
    Absolute,
    /// `path-noscheme`: a relative reference's path that begins with a segment without ":".
    NoScheme,
    /// `path-rootless`: a URI's path that begins with a segment.
    Rootless,
    /// `path-empty`: zero characters, without an authority.
    Empty,
}

/// Where the path of a reference of `len` bytes ends, given where its query and fragment
/// start (or [`NONE`]): at the "?" or the "#" that follows it, or at the end. RFC 2396's
/// references end their paths alike.
pub(crate) fn path_end(query: u32, fragment: u32, len: usize) -> u32 {
    if query != NONE {
        query - 1
    } else if fragment != NONE {
        fragment - 1
    } else {
        len as u32
    }
}

/// The tag indices of one generated grammar, by component.
///
/// The recognizer records the boundaries a delimiter does not fix; the others follow from
/// the grammar's delimiters: `hier-part = "//" authority path-abempty` (and `relative-part`,
/// `ihier-part`, `irelative-part` alike), so there is an authority exactly when the path is a
/// `path-abempty`, and it lies between "//" and that path; `authority = [ userinfo "@" ] host
/// [ ":" port ]`, so the host lies between the "@" after the userinfo (or the authority's
/// start) and the ":" before the port (or the authority's end).
pub(crate) struct TagIndex {
    pub scheme_end: usize,
    pub userinfo_end: usize,
    pub ip_literal: usize,
    pub ipv4: usize,
    pub ipvfuture: usize,
    /// RFC 6874's `ZoneID` start, for the grammar that has it.
    pub zone: Option<usize>,
    pub port: usize,
    /// `path-abempty`, `path-absolute`, `path-noscheme`, `path-rootless`, `path-empty`.
    pub paths: [usize; 5],
    pub query: usize,
    pub fragment: usize,
}

/// The offsets of a URI reference's components. Public only in name, for the sealed
/// `Grammar` trait that yields it: its module is private, so users cannot name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Parts {
    scheme_end: u32,
    authority: (u32, u32),
    userinfo_end: u32,
    host: (u32, u32),
    host_kind: HostKind,
    zone: u32,
    port: u32,
    path: (u32, u32),
    path_kind: PathKind,
    query: u32,
    fragment: u32,
}

impl Parts {
    /// The parts of a match of `len` bytes, from its tags.
    #[inline(always)]
    pub(crate) fn from_tags<const T: usize, const R: usize>(
        tags: &Tags<'_, T, R>,
        ix: &TagIndex,
        len: usize,
    ) -> Parts {
        let get = |t: usize| tags.at(t);
        let host_kind = if tags.get(ix.ip_literal).is_some() {
            if tags.get(ix.ipvfuture).is_some() {
                HostKind::IpvFuture
            } else {
                HostKind::Ipv6
            }
        } else if tags.get(ix.ipv4).is_some() {
            HostKind::Ipv4
        } else {
            HostKind::RegName
        };
        let kinds = [
            PathKind::AbEmpty,
            PathKind::Absolute,
            PathKind::NoScheme,
            PathKind::Rootless,
            PathKind::Empty,
        ];
        let (path_start, path_kind) = ix
            .paths
            .iter()
            .zip(kinds)
            .find_map(|(&t, kind)| tags.get(t).map(|p| (p, kind)))
            .unwrap_or((0, PathKind::Empty));
        let (scheme_end, userinfo_end, port) =
            (get(ix.scheme_end), get(ix.userinfo_end), get(ix.port));
        let (query, fragment) = (get(ix.query), get(ix.fragment));
        let path_end = path_end(query, fragment, len);
        let authority = if path_kind == PathKind::AbEmpty {
            let start = if scheme_end == NONE {
                2
            } else {
                scheme_end + 3
            };
            (start, path_start)
        } else {
            (NONE, NONE)
        };
        let host = (
            if userinfo_end == NONE {
                authority.0
            } else {
                userinfo_end + 1
            },
            if port == NONE { authority.1 } else { port - 1 },
        );
        Parts {
            scheme_end,
            authority,
            userinfo_end,
            host,
            host_kind,
            zone: ix.zone.map_or(NONE, get),
            port,
            path: (path_start, path_end),
            path_kind,
            query,
            fragment,
        }
    }

    /// What reads the parts of a match of `len` bytes from its tags, for [`crate::abnf::run`].
    #[inline(always)]
    pub(crate) fn reader<'i, const T: usize, const R: usize>(
        ix: &'i TagIndex,
        len: usize,
    ) -> impl FnOnce(&Tags<'_, T, R>) -> Parts + 'i {
        move |tags| Parts::from_tags(tags, ix, len)
    }

    /// The same parts with every offset `o` moved to `at(o)`: for a text rewritten so that
    /// the components keep their order and delimiters (RFC 3987 section 3.1's mapping).
    pub(crate) fn moved(&self, at: impl Fn(u32) -> u32) -> Parts {
        let m = |o: u32| if o == NONE { NONE } else { at(o) };
        Parts {
            scheme_end: m(self.scheme_end),
            authority: (m(self.authority.0), m(self.authority.1)),
            userinfo_end: m(self.userinfo_end),
            host: (m(self.host.0), m(self.host.1)),
            host_kind: self.host_kind,
            zone: m(self.zone),
            port: m(self.port),
            path: (m(self.path.0), m(self.path.1)),
            path_kind: self.path_kind,
            query: m(self.query),
            fragment: m(self.fragment),
        }
    }

    fn slice(text: &str, start: u32, end: u32) -> Option<&str> {
        if start == NONE || end == NONE {
            return None;
        }
        text.get(start as usize..end as usize)
    }

    /// The end of the query, or of the path when there is no query: the fragment's "#" or the
    /// end of the text.
    fn before_fragment(&self, text: &str) -> u32 {
        if self.fragment == NONE {
            text.len() as u32
        } else {
            self.fragment - 1
        }
    }

    pub(crate) fn scheme<'a>(&self, text: &'a str) -> Option<&'a str> {
        Parts::slice(text, 0, self.scheme_end)
    }

    pub(crate) fn authority<'a>(&self, text: &'a str) -> Option<&'a str> {
        Parts::slice(text, self.authority.0, self.authority.1)
    }

    pub(crate) fn userinfo<'a>(&self, text: &'a str) -> Option<&'a str> {
        Parts::slice(text, self.authority.0, self.userinfo_end)
    }

    pub(crate) fn host<'a>(&self, text: &'a str) -> Option<&'a str> {
        Parts::slice(text, self.host.0, self.host.1)
    }

    pub(crate) fn host_kind(&self) -> Option<HostKind> {
        (self.host.0 != NONE).then_some(self.host_kind)
    }

    /// The zone identifier's text (after "%25"), with RFC 6874.
    pub(crate) fn zone<'a>(&self, text: &'a str) -> Option<&'a str> {
        Parts::slice(text, self.zone, self.host.1.saturating_sub(1))
    }

    pub(crate) fn port<'a>(&self, text: &'a str) -> Option<&'a str> {
        Parts::slice(text, self.port, self.authority.1)
    }

    pub(crate) fn path<'a>(&self, text: &'a str) -> &'a str {
        Parts::slice(text, self.path.0, self.path.1).unwrap_or("")
    }

    pub(crate) fn path_kind(&self) -> PathKind {
        self.path_kind
    }

    pub(crate) fn query<'a>(&self, text: &'a str) -> Option<&'a str> {
        Parts::slice(text, self.query, self.before_fragment(text))
    }

    pub(crate) fn fragment<'a>(&self, text: &'a str) -> Option<&'a str> {
        Parts::slice(text, self.fragment, text.len() as u32)
    }
}
