//! The two formulations of each ABNF grammar, side by side: railurl's recognizers (the tagged
//! DFAs build.rs generates, behind `rfc3986::UriRef::parse` and the rest) and a regular
//! expression written from the same rules by `railurl_abnf::regex`, run by the `regex` crate,
//! each reduced to the same [`Components`]. tests/rfc_differential.rs runs them on strings
//! generated from the grammars; the fuzz target `rfc_formulations` on whatever the fuzzer
//! finds. Disagreement is a bug in one of them.

use railurl::rfc2396::{self, UriReference};
use railurl::rfc3986::{self, AbsoluteUri, HostKind, PathKind, Reference, Uri, UriError, UriRef};
use railurl::rfc3987::{AbsoluteIri, Iri, IriRef};
use railurl_abnf::standards::{Capture, Standard, RFC2396, RFC3986, RFC3987, RFC6874};
use regex::{Captures, Regex};
use std::path::Path;

/// The components, as both formulations see them: `(name, text)` pairs, with the host type
/// and path production as text.
pub type Components = Vec<(&'static str, Option<String>)>;

/// A group around every reference to `rule` (in `parent` only, when given).
const fn group_of(parent: Option<&'static str>, rule: &'static str) -> Capture {
    Capture {
        parent,
        rule,
        start: true,
        end: true,
    }
}

/// The groups of the regular expressions: every component's rule whole, whatever the
/// recognizers record (they record fewer boundaries and derive the rest). For RFC 3986 (and
/// RFC 6874's `ZoneID`) and RFC 3987, which writes "i" before the name of each rule that
/// admits non-ASCII characters: `(parent, rule)` in each.
const GROUPS_3986_3987: &[(Option<&str>, &str, Option<&str>, &str)] = &[
    (None, "scheme", None, "scheme"),
    (None, "authority", None, "iauthority"),
    (None, "userinfo", None, "iuserinfo"),
    (None, "host", None, "ihost"),
    (Some("host"), "IP-literal", Some("ihost"), "IP-literal"),
    (Some("host"), "IPv4address", Some("ihost"), "IPv4address"),
    (
        Some("IP-literal"),
        "IPvFuture",
        Some("IP-literal"),
        "IPvFuture",
    ),
    (None, "ZoneID", None, "ZoneID"),
    (None, "port", None, "port"),
    (None, "path-abempty", None, "ipath-abempty"),
    (None, "path-absolute", None, "ipath-absolute"),
    (None, "path-noscheme", None, "ipath-noscheme"),
    (None, "path-rootless", None, "ipath-rootless"),
    (None, "path-empty", None, "ipath-empty"),
    (None, "query", None, "iquery"),
    (None, "fragment", None, "ifragment"),
];

const GROUPS_2396: &[Capture] = &[
    group_of(None, "scheme"),
    group_of(None, "authority"),
    group_of(Some("authority"), "reg_name"),
    group_of(None, "userinfo"),
    group_of(None, "host"),
    group_of(Some("host"), "IPv4address"),
    group_of(None, "port"),
    group_of(None, "abs_path"),
    group_of(None, "opaque_part"),
    group_of(None, "rel_path"),
    group_of(None, "query"),
    group_of(None, "fragment"),
];

/// The grammar of `standard` (read from the repository at `root`) and the regular expression
/// of its rule `entry`, with a group around every component.
pub fn regex_for(
    root: &Path,
    standard: &Standard,
    entry: &str,
) -> (railurl_abnf::grammar::Grammar, Regex) {
    let grammar = railurl_abnf::load(root, standard).unwrap_or_else(|e| panic!("{e}"));
    let groups: Vec<Capture> = match standard.name {
        "rfc2396" => GROUPS_2396.to_vec(),
        "rfc3987" => GROUPS_3986_3987
            .iter()
            .map(|&(_, _, parent, rule)| group_of(parent, rule))
            .collect(),
        _ => GROUPS_3986_3987
            .iter()
            .map(|&(parent, rule, _, _)| group_of(parent, rule))
            .collect(),
    };
    let source = railurl_abnf::regex::entry(&grammar, entry, &groups).unwrap();
    let re = regex::RegexBuilder::new(&source)
        .size_limit(1 << 28)
        .build()
        .unwrap();
    (grammar, re)
}

/// The span of the first group of `base` that took part in the match.
fn group(caps: &Captures<'_>, re: &Regex, base: &str) -> Option<String> {
    re.capture_names()
        .flatten()
        .filter(|n| n.split("__").next() == Some(base))
        .find_map(|n| caps.name(n))
        .map(|m| m.as_str().to_owned())
}

fn from_regex_3986(re: &Regex, input: &str, i: &str) -> Option<Components> {
    let caps = re.captures(input)?;
    let g = |base: &str| group(&caps, re, base);
    let host_kind = if g("IP_LITERAL").is_some() {
        if g("IPVFUTURE").is_some() {
            "ipvfuture"
        } else {
            "ipv6"
        }
    } else if g("IPV4ADDRESS").is_some() {
        "ipv4"
    } else {
        "reg-name"
    };
    let paths = ["ABEMPTY", "ABSOLUTE", "NOSCHEME", "ROOTLESS", "EMPTY"];
    let (kind, path) = paths
        .iter()
        .find_map(|p| g(&format!("{i}PATH_{p}")).map(|text| (*p, text)))
        .unwrap_or(("none", String::new()));
    Some(vec![
        ("scheme", g("SCHEME")),
        ("authority", g(&format!("{i}AUTHORITY"))),
        ("userinfo", g(&format!("{i}USERINFO"))),
        ("host", g(&format!("{i}HOST"))),
        (
            "host_kind",
            g(&format!("{i}HOST")).map(|_| host_kind.to_owned()),
        ),
        ("zone", g("ZONEID")),
        ("port", g("PORT")),
        ("path", Some(path)),
        ("path_kind", Some(kind.to_owned())),
        ("query", g(&format!("{i}QUERY"))),
        ("fragment", g(&format!("{i}FRAGMENT"))),
    ])
}

fn kind_name(k: HostKind) -> String {
    match k {
        HostKind::Ipv4 => "ipv4",
        HostKind::Ipv6 => "ipv6",
        HostKind::IpvFuture => "ipvfuture",
        HostKind::RegName => "reg-name",
    }
    .to_owned()
}

fn path_name(k: PathKind) -> String {
    match k {
        PathKind::AbEmpty => "ABEMPTY",
        PathKind::Absolute => "ABSOLUTE",
        PathKind::NoScheme => "NOSCHEME",
        PathKind::Rootless => "ROOTLESS",
        PathKind::Empty => "EMPTY",
    }
    .to_owned()
}

/// railurl's components of an RFC 3986 URI reference or an RFC 3987 IRI reference (the same
/// forms, generic over the standard; an IRI has no zone identifier).
fn from_reference<S: rfc3986::Standard>(r: &Reference<'_, S>) -> Components {
    let s = |v: Option<&str>| v.map(String::from);
    let zone = match r.parsed_host() {
        Some(rfc3986::Host::Ipv6 { zone, .. }) => zone.map(String::from),
        _ => None,
    };
    vec![
        ("scheme", s(r.scheme())),
        ("authority", s(r.authority())),
        ("userinfo", s(r.userinfo())),
        ("host", s(r.host())),
        ("host_kind", r.host_kind().map(kind_name)),
        ("zone", zone),
        ("port", s(r.port())),
        ("path", s(Some(r.path()))),
        ("path_kind", Some(path_name(r.path_kind()))),
        ("query", s(r.query())),
        ("fragment", s(r.fragment())),
    ]
}

fn re_2396(re: &Regex, input: &str) -> Option<Components> {
    let caps = re.captures(input)?;
    let g = |base: &str| group(&caps, re, base);
    let (kind, path) = [
        ("REL_PATH", "rel"),
        ("OPAQUE_PART", "opaque"),
        ("ABS_PATH", "abs"),
    ]
    .iter()
    .find_map(|(b, k)| g(b).map(|text| (*k, text)))
    .unwrap_or(("empty", String::new()));
    let authority = g("AUTHORITY");
    // Which production matched, where the component is there at all.
    let production = |present: bool, group: &str, yes: &str, no: &str| {
        present.then(|| if g(group).is_some() { yes } else { no }.to_owned())
    };
    Some(vec![
        ("scheme", g("SCHEME")),
        ("authority", authority.clone()),
        (
            "authority_kind",
            production(authority.is_some(), "REG_NAME", "registry", "server"),
        ),
        ("userinfo", g("USERINFO")),
        ("host", g("HOST")),
        (
            "host_kind",
            production(g("HOST").is_some(), "IPV4ADDRESS", "ipv4", "hostname"),
        ),
        ("port", g("PORT")),
        ("path", Some(path)),
        ("path_kind", Some(kind.to_owned())),
        ("query", g("QUERY")),
        ("fragment", g("FRAGMENT")),
    ])
}

fn from_2396(r: &UriReference<'_>) -> Components {
    let s = |v: Option<&str>| v.map(String::from);
    let authority_kind = r.authority_kind().map(|k| match k {
        rfc2396::AuthorityKind::Registry => "registry",
        rfc2396::AuthorityKind::Server => "server",
    });
    let host_kind = r.host_kind().map(|k| match k {
        rfc2396::HostKind::Ipv4 => "ipv4",
        rfc2396::HostKind::Hostname => "hostname",
    });
    vec![
        ("scheme", s(r.scheme())),
        ("authority", s(r.authority())),
        ("authority_kind", s(authority_kind)),
        ("userinfo", s(r.userinfo())),
        ("host", s(r.host())),
        ("host_kind", s(host_kind)),
        ("port", s(r.port())),
        ("path", s(Some(r.path()))),
        (
            "path_kind",
            Some(
                match r.path_kind() {
                    rfc2396::PathKind::RelPath => "rel",
                    rfc2396::PathKind::OpaquePart => "opaque",
                    rfc2396::PathKind::AbsPath => "abs",
                    rfc2396::PathKind::Empty => "empty",
                }
                .to_owned(),
            ),
        ),
        ("query", s(r.query())),
        ("fragment", s(r.fragment())),
    ]
}

/// One entry rule's two formulations.
pub struct Formulation {
    /// The grammar.
    pub standard: &'static Standard,
    /// The entry rule.
    pub entry: &'static str,
    /// The regular expression's components of a match, or `None`.
    pub theirs: fn(&Regex, &str) -> Option<Components>,
}

impl Formulation {
    /// railurl's components of a match of `s`, or `None`.
    pub fn ours(&self, s: &str) -> Option<Components> {
        match (self.standard.name, self.entry) {
            ("rfc3986", "URI-reference") => of(UriRef::parse(s)),
            ("rfc3986", "URI") => of(Uri::parse(s).map(|u| *u)),
            ("rfc3986", _) => of(AbsoluteUri::parse(s).map(|u| **u)),
            ("rfc6874", _) => of(UriRef::parse_with_zone_id(s)),
            ("rfc3987", "IRI-reference") => of(IriRef::parse(s)),
            ("rfc3987", "IRI") => of(Iri::parse(s).map(|i| *i)),
            ("rfc3987", _) => of(AbsoluteIri::parse(s).map(|i| **i)),
            (_, "URI-reference") => UriReference::parse(s).ok().map(|r| from_2396(&r)),
            _ => rfc2396::AbsoluteUri::parse(s).ok().map(|r| from_2396(&r)),
        }
    }
}

/// railurl's components of what an entry rule of RFC 3986 or RFC 3987 matched.
fn of<S: rfc3986::Standard>(r: Result<Reference<'_, S>, UriError>) -> Option<Components> {
    r.ok().map(|r| from_reference(&r))
}

fn re_3986(re: &Regex, s: &str) -> Option<Components> {
    from_regex_3986(re, s, "")
}

fn re_3987(re: &Regex, s: &str) -> Option<Components> {
    from_regex_3986(re, s, "I")
}

/// Every entry rule of the four grammars.
pub const ALL: [Formulation; 9] = [
    row(&RFC3986, "URI-reference", re_3986),
    row(&RFC3986, "URI", re_3986),
    row(&RFC3986, "absolute-URI", re_3986),
    row(&RFC6874, "URI-reference", re_3986),
    row(&RFC3987, "IRI-reference", re_3987),
    row(&RFC3987, "IRI", re_3987),
    row(&RFC3987, "absolute-IRI", re_3987),
    row(&RFC2396, "URI-reference", re_2396),
    row(&RFC2396, "absoluteURI", re_2396),
];

/// A row of [`ALL`]: the entry rule and the regular expression's reading of its matches.
const fn row(
    standard: &'static Standard,
    entry: &'static str,
    theirs: fn(&Regex, &str) -> Option<Components>,
) -> Formulation {
    Formulation {
        standard,
        entry,
        theirs,
    }
}
