//! The two formulations of each ABNF grammar, side by side: railurl's recognizers (the tagged
//! DFAs build.rs generates, behind `rfc3986::UriRef::parse` and the rest) and a regular
//! expression written from the same rules by `railurl_abnf::regex`, run by the `regex` crate,
//! each reduced to the same [`Components`]. tests/rfc_differential.rs runs them on strings
//! generated from the grammars; the fuzz target `rfc_formulations` on whatever the fuzzer
//! finds. Disagreement is a bug in one of them.

use railurl::rfc2396;
use railurl::rfc3986::{AbsoluteUri, HostKind, PathKind, Uri, UriRef};
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
/// recognizers record (they record fewer boundaries and derive the rest).
const GROUPS_3986: &[Capture] = &[
    group_of(None, "scheme"),
    group_of(None, "authority"),
    group_of(None, "userinfo"),
    group_of(None, "host"),
    group_of(Some("host"), "IP-literal"),
    group_of(Some("host"), "IPv4address"),
    group_of(Some("IP-literal"), "IPvFuture"),
    group_of(None, "ZoneID"),
    group_of(None, "port"),
    group_of(None, "path-abempty"),
    group_of(None, "path-absolute"),
    group_of(None, "path-noscheme"),
    group_of(None, "path-rootless"),
    group_of(None, "path-empty"),
    group_of(None, "query"),
    group_of(None, "fragment"),
];

const GROUPS_3987: &[Capture] = &[
    group_of(None, "scheme"),
    group_of(None, "iauthority"),
    group_of(None, "iuserinfo"),
    group_of(None, "ihost"),
    group_of(Some("ihost"), "IP-literal"),
    group_of(Some("ihost"), "IPv4address"),
    group_of(Some("IP-literal"), "IPvFuture"),
    group_of(None, "port"),
    group_of(None, "ipath-abempty"),
    group_of(None, "ipath-absolute"),
    group_of(None, "ipath-noscheme"),
    group_of(None, "ipath-rootless"),
    group_of(None, "ipath-empty"),
    group_of(None, "iquery"),
    group_of(None, "ifragment"),
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
    let groups = match standard.name {
        "rfc3987" => GROUPS_3987,
        "rfc2396" => GROUPS_2396,
        _ => GROUPS_3986,
    };
    let source = railurl_abnf::regex::entry(&grammar, entry, groups).unwrap();
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

fn from_uri_ref(r: &UriRef<'_>) -> Components {
    let s = |v: Option<&str>| v.map(String::from);
    let zone = match r.parsed_host() {
        Some(railurl::rfc3986::Host::Ipv6 { zone, .. }) => zone.map(String::from),
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

fn from_iri_ref(r: &IriRef<'_>) -> Components {
    let s = |v: Option<&str>| v.map(String::from);
    vec![
        ("scheme", s(r.scheme())),
        ("authority", s(r.authority())),
        ("userinfo", s(r.userinfo())),
        ("host", s(r.host())),
        ("host_kind", r.host_kind().map(kind_name)),
        ("zone", None),
        ("port", s(r.port())),
        ("path", s(Some(r.path()))),
        ("path_kind", Some(path_name(r.path_kind()))),
        ("query", s(r.query())),
        ("fragment", s(r.fragment())),
    ]
}

fn from_regex_2396(re: &Regex, input: &str) -> Option<Components> {
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
    Some(vec![
        ("scheme", g("SCHEME")),
        ("authority", authority.clone()),
        (
            "authority_kind",
            authority.map(|_| {
                if g("REG_NAME").is_some() {
                    "registry"
                } else {
                    "server"
                }
                .to_owned()
            }),
        ),
        ("userinfo", g("USERINFO")),
        ("host", g("HOST")),
        (
            "host_kind",
            g("HOST").map(|_| {
                if g("IPV4ADDRESS").is_some() {
                    "ipv4"
                } else {
                    "hostname"
                }
                .to_owned()
            }),
        ),
        ("port", g("PORT")),
        ("path", Some(path)),
        ("path_kind", Some(kind.to_owned())),
        ("query", g("QUERY")),
        ("fragment", g("FRAGMENT")),
    ])
}

fn from_2396(r: &rfc2396::UriReference<'_>) -> Components {
    let s = |v: Option<&str>| v.map(String::from);
    vec![
        ("scheme", s(r.scheme())),
        ("authority", s(r.authority())),
        (
            "authority_kind",
            r.authority_kind().map(|k| match k {
                rfc2396::AuthorityKind::Registry => "registry".to_owned(),
                rfc2396::AuthorityKind::Server => "server".to_owned(),
            }),
        ),
        ("userinfo", s(r.userinfo())),
        ("host", s(r.host())),
        (
            "host_kind",
            r.host_kind().map(|k| match k {
                rfc2396::HostKind::Ipv4 => "ipv4".to_owned(),
                rfc2396::HostKind::Hostname => "hostname".to_owned(),
            }),
        ),
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
    /// railurl's components of a match, or `None`.
    pub ours: fn(&str) -> Option<Components>,
}

fn theirs_3986(re: &Regex, s: &str) -> Option<Components> {
    from_regex_3986(re, s, "")
}

fn theirs_3987(re: &Regex, s: &str) -> Option<Components> {
    from_regex_3986(re, s, "I")
}

/// Every entry rule of the four grammars.
pub const ALL: [Formulation; 9] = [
    Formulation {
        standard: &RFC3986,
        entry: "URI-reference",
        theirs: theirs_3986,
        ours: |s| UriRef::parse(s).ok().map(|r| from_uri_ref(&r)),
    },
    Formulation {
        standard: &RFC3986,
        entry: "URI",
        theirs: theirs_3986,
        ours: |s| Uri::parse(s).ok().map(|r| from_uri_ref(&r)),
    },
    Formulation {
        standard: &RFC3986,
        entry: "absolute-URI",
        theirs: theirs_3986,
        ours: |s| AbsoluteUri::parse(s).ok().map(|r| from_uri_ref(&r)),
    },
    Formulation {
        standard: &RFC6874,
        entry: "URI-reference",
        theirs: theirs_3986,
        ours: |s| UriRef::parse_with_zone_id(s).ok().map(|r| from_uri_ref(&r)),
    },
    Formulation {
        standard: &RFC3987,
        entry: "IRI-reference",
        theirs: theirs_3987,
        ours: |s| IriRef::parse(s).ok().map(|r| from_iri_ref(&r)),
    },
    Formulation {
        standard: &RFC3987,
        entry: "IRI",
        theirs: theirs_3987,
        ours: |s| Iri::parse(s).ok().map(|r| from_iri_ref(&r)),
    },
    Formulation {
        standard: &RFC3987,
        entry: "absolute-IRI",
        theirs: theirs_3987,
        ours: |s| AbsoluteIri::parse(s).ok().map(|r| from_iri_ref(&r)),
    },
    Formulation {
        standard: &RFC2396,
        entry: "URI-reference",
        theirs: from_regex_2396,
        ours: |s| rfc2396::UriReference::parse(s).ok().map(|r| from_2396(&r)),
    },
    Formulation {
        standard: &RFC2396,
        entry: "absoluteURI",
        theirs: from_regex_2396,
        ours: |s| rfc2396::AbsoluteUri::parse(s).ok().map(|r| from_2396(&r)),
    },
];
