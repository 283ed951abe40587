//! The two formulations of each ABNF grammar must agree: railurl's recognizers (the tagged
//! DFAs build.rs generates, behind `rfc3986::UriRef::parse` and the rest) and a regular
//! expression written from the same rules by `railurl_abnf::regex`, run by the `regex` crate.
//! On strings generated from the grammar and mutations of them, both must accept the same
//! strings and find the same components, host type and path production.
//!
//! The README's test command runs a few thousand strings per entry rule; for the long run:
//!
//! ```sh
//! RAILURL_ABNF_CASES=1000000 cargo test --release --test rfc_differential -- --nocapture
//! ```
//!
//! (a million strings for each of the nine entry rules).

use railurl::rfc2396;
use railurl::rfc3986::{AbsoluteUri, HostKind, PathKind, Uri, UriRef};
use railurl::rfc3987::{AbsoluteIri, Iri, IriRef};
use railurl_abnf::sample::{generate, mutate, Rng};
use railurl_abnf::standards::{Capture, Standard, RFC2396, RFC3986, RFC3987, RFC6874};
use regex::{Captures, Regex};
use std::path::Path;

/// The components, as both formulations see them: `(name, text)` pairs, with the host type
/// and path production as text.
type Components = Vec<(&'static str, Option<String>)>;

fn cases() -> usize {
    std::env::var("RAILURL_ABNF_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000)
}

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

fn regex_for(standard: &Standard, entry: &str) -> (railurl_abnf::grammar::Grammar, Regex) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
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

/// Runs `ours` and the regex of `entry` on generated and mutated strings.
fn compare(
    standard: &Standard,
    entry: &str,
    theirs: fn(&Regex, &str) -> Option<Components>,
    ours: fn(&str) -> Option<Components>,
) {
    let (grammar, re) = regex_for(standard, entry);
    let mut rng = Rng::new(0x5EED ^ entry.len() as u64 ^ standard.name.len() as u64);
    let (mut valid, n) = (0, cases());
    for i in 0..n {
        let base = generate(&grammar, entry, &mut rng);
        let input = if i % 2 == 0 {
            base
        } else {
            mutate(&base, &mut rng)
        };
        let expected = theirs(&re, &input);
        assert_eq!(
            ours(&input),
            expected,
            "{} {entry}: {input:?}",
            standard.name
        );
        valid += usize::from(expected.is_some());
    }
    println!(
        "{} {entry}: {n} strings, {valid} valid, the two formulations agree",
        standard.name
    );
    assert!(
        valid > n / 4 && valid < n,
        "{entry}: {valid} of {n} valid: a poor sample"
    );
}

#[test]
fn rfc3986() {
    let t = |re: &Regex, s: &str| from_regex_3986(re, s, "");
    compare(&RFC3986, "URI-reference", t, |s| {
        UriRef::parse(s).ok().map(|r| from_uri_ref(&r))
    });
    compare(&RFC3986, "URI", t, |s| {
        Uri::parse(s).ok().map(|r| from_uri_ref(&r))
    });
    compare(&RFC3986, "absolute-URI", t, |s| {
        AbsoluteUri::parse(s).ok().map(|r| from_uri_ref(&r))
    });
    compare(&RFC6874, "URI-reference", t, |s| {
        UriRef::parse_with_zone_id(s).ok().map(|r| from_uri_ref(&r))
    });
}

#[test]
fn rfc3987() {
    let t = |re: &Regex, s: &str| from_regex_3986(re, s, "I");
    compare(&RFC3987, "IRI-reference", t, |s| {
        IriRef::parse(s).ok().map(|r| from_iri_ref(&r))
    });
    compare(&RFC3987, "IRI", t, |s| {
        Iri::parse(s).ok().map(|r| from_iri_ref(&r))
    });
    compare(&RFC3987, "absolute-IRI", t, |s| {
        AbsoluteIri::parse(s).ok().map(|r| from_iri_ref(&r))
    });
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

#[test]
fn rfc2396() {
    compare(&RFC2396, "URI-reference", from_regex_2396, |s| {
        rfc2396::UriReference::parse(s).ok().map(|r| from_2396(&r))
    });
    compare(&RFC2396, "absoluteURI", from_regex_2396, |s| {
        rfc2396::AbsoluteUri::parse(s).ok().map(|r| from_2396(&r))
    });
}
