//! RFC 2396's grammar as build.rs compiles it (grammar/rfc2396.abnf, Appendix A in the RFC's
//! own notation): the generated recognizers and the one place that reads their tags.

use crate::abnf::{run, Tags};
use crate::rfc3986::error::UriError;
use crate::rfc3986::parts::path_end;
use crate::rfc3986::syntax::matched;

mod generated {
    use crate::abnf::{Dfa, Matcher};
    include!(concat!(env!("OUT_DIR"), "/abnf_rfc2396.rs"));
}

use generated::tag;

/// The entry rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entry {
    /// `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]`.
    UriReference,
    /// `absoluteURI = scheme ":" ( hier_part | opaque_part )`.
    AbsoluteUri,
}

impl Entry {
    /// The rule's name in the grammar.
    pub fn name(self) -> &'static str {
        match self {
            Entry::UriReference => "URI-reference",
            Entry::AbsoluteUri => "absoluteURI",
        }
    }
}

/// Which production the authority matched (RFC 2396 section 3.2).
///
/// ```
/// use railurl::rfc2396::{AuthorityKind, UriReference};
/// let kind = |s| UriReference::parse(s).unwrap().authority_kind();
/// assert_eq!(kind("http://www.example.com/"), Some(AuthorityKind::Server));
/// assert_eq!(kind("http://a_b/"), Some(AuthorityKind::Registry));
/// assert_eq!(kind("file:///etc"), Some(AuthorityKind::Server));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AuthorityKind {
    /// `server = [ [ userinfo "@" ] hostport ]` (section 3.2.2), possibly empty.
    Server,
    /// `reg_name` (section 3.2.1), a registry-based naming authority.
    Registry,
}

/// Which production the host matched (section 3.2.2).
///
/// ```
/// use railurl::rfc2396::{HostKind, UriReference};
/// assert_eq!(UriReference::parse("//www.example.com")?.host_kind(), Some(HostKind::Hostname));
/// assert_eq!(UriReference::parse("//10.0.0.1")?.host_kind(), Some(HostKind::Ipv4));
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostKind {
    /// `hostname = *( domainlabel "." ) toplabel [ "." ]`.
    Hostname,
    /// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit`.
    Ipv4,
}

/// Which production the path matched (section 3.3 and 5).
///
/// ```
/// use railurl::rfc2396::{PathKind, UriReference};
/// let kind = |s| UriReference::parse(s).unwrap().path_kind();
/// assert_eq!(kind("http://h/a"), PathKind::AbsPath);
/// assert_eq!(kind("mailto:a@b?c"), PathKind::OpaquePart);
/// assert_eq!(kind("a/b"), PathKind::RelPath);
/// assert_eq!(kind("http://h"), PathKind::Empty);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PathKind {
    /// `abs_path = "/" path_segments`.
    AbsPath,
    /// `opaque_part = uric_no_slash *uric`: everything after the scheme of a URI that does
    /// not start with "/" (its "?" too: such a URI has no query).
    OpaquePart,
    /// `rel_path = rel_segment [ abs_path ]`.
    RelPath,
    /// No path: after an authority, or an empty reference.
    Empty,
}

/// The offsets of an RFC 2396 URI reference's components.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Parts {
    pub scheme_end: u32,
    pub authority: (u32, u32),
    pub authority_kind: AuthorityKind,
    pub userinfo_end: u32,
    pub host: (u32, u32),
    pub host_kind: HostKind,
    pub port: u32,
    pub path: (u32, u32),
    pub path_kind: PathKind,
    pub query: u32,
    pub fragment: u32,
}

fn parts<const T: usize, const R: usize>(tags: &Tags<'_, T, R>, len: usize) -> Parts {
    let get = |t: usize| tags.at(t);
    let authority = (get(tag::AUTHORITY_START), get(tag::AUTHORITY_END));
    let (query, fragment) = (get(tag::QUERY_START), get(tag::FRAGMENT_START));
    let path_end = path_end(query, fragment, len);
    let (path_start, path_kind) = [
        (tag::REL_PATH_START, PathKind::RelPath),
        (tag::OPAQUE_PART_START, PathKind::OpaquePart),
        (tag::ABS_PATH_START, PathKind::AbsPath),
    ]
    .into_iter()
    .find_map(|(t, kind)| tags.get(t).map(|p| (p, kind)))
    .unwrap_or((path_end, PathKind::Empty));
    Parts {
        scheme_end: get(tag::SCHEME_END),
        authority,
        authority_kind: if tags.get(tag::REG_NAME_START).is_some() {
            AuthorityKind::Registry
        } else {
            AuthorityKind::Server
        },
        userinfo_end: get(tag::USERINFO_END),
        host: (get(tag::HOST_START), get(tag::HOST_END)),
        host_kind: if tags.get(tag::IPV4ADDRESS_START).is_some() {
            HostKind::Ipv4
        } else {
            HostKind::Hostname
        },
        port: get(tag::PORT_START),
        path: (path_start, path_end),
        path_kind,
        query,
        fragment,
    }
}

/// `input` read by the grammar's URI-reference (RFC 2396, Appendix A), as typed parts.
pub(crate) fn uri_reference(input: &str) -> Result<Parts, UriError> {
    parse(input, Entry::UriReference)
}

/// `input` read by the grammar's absoluteURI (RFC 2396, Appendix A), as typed parts.
pub(crate) fn absolute_uri(input: &str) -> Result<Parts, UriError> {
    parse(input, Entry::AbsoluteUri)
}

/// Matches the whole of `input` against `rule`.
#[inline]
fn parse(input: &str, rule: Entry) -> Result<Parts, UriError> {
    matched(input, rule.name(), |bytes, len| match rule {
        Entry::UriReference => run(&generated::URI_REFERENCE, bytes, |t| parts(t, len)),
        Entry::AbsoluteUri => run(&generated::ABSOLUTEURI, bytes, |t| parts(t, len)),
    })
}
