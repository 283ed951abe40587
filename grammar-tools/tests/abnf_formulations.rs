//! Two formulations of the RFCs' ABNF must agree (disagreement is always a bug): the run-time
//! matcher (`abnf::derive`, the grammar read from its text) and the library's recognizers
//! (tagged DFAs build.rs generates from the same files). On the RFCs' own examples, the
//! vendored JSON-Schema-Test-Suite and fluent-uri cases (tests/data/rfc/), and every one-byte
//! deletion and a few insertions in each: the same verdict for every entry rule, the same
//! position and expectations where the input leaves the language, and, for a match, the same
//! components and host production.

use railurl::rfc2396;
use railurl::rfc3986::{AbsoluteUri, HostKind, Uri, UriError, UriRef};
use railurl::rfc3987::{AbsoluteIri, Iri, IriRef};
use railurl_grammar_tools::abnf::{self, MatchError, Standard, END_OF_INPUT};
use railurl_grammar_tools::grammar::Grammar;
use railurl_grammar_tools::pairs::Node;
use railurl_grammar_tools::peg::Limits;
use serde_json::Value;
use std::collections::BTreeSet;

/// Components as the library gives them: scheme, authority, userinfo, host, port, path, query,
/// fragment, and the host's production.
type Parts = ([Option<String>; 8], Option<HostKind>);

/// The components and host production of an RFC 3986 or RFC 3987 reference (their getters
/// have the same names).
macro_rules! parts {
    ($r:expr) => {{
        let r = $r;
        let own = |s: Option<&str>| s.map(str::to_owned);
        let [scheme, authority, userinfo, host, port] =
            [r.scheme(), r.authority(), r.userinfo(), r.host(), r.port()].map(own);
        let [path, query, fragment] = [Some(r.path()), r.query(), r.fragment()].map(own);
        let parts = [
            scheme, authority, userinfo, host, port, path, query, fragment,
        ];
        Some((parts, r.host_kind()))
    }};
}

/// The library's verdict on `input` for `entry` of `standard`: its components, or its error.
fn library(standard: &str, entry: &str, input: &str) -> Result<Option<Parts>, UriError> {
    match (standard, entry) {
        ("rfc3986", "URI-reference") => UriRef::parse(input).map(|r| parts!(r)),
        ("rfc3986", "URI") => Uri::parse(input).map(|r| parts!(r.as_uri_ref())),
        ("rfc3986", "absolute-URI") => {
            AbsoluteUri::parse(input).map(|r| parts!(r.as_uri().as_uri_ref()))
        }
        ("rfc6874", "URI-reference") => UriRef::parse_with_zone_id(input).map(|r| parts!(r)),
        ("rfc3987", "IRI-reference") => IriRef::parse(input).map(|r| parts!(r)),
        ("rfc3987", "IRI") => Iri::parse(input).map(|r| parts!(r.as_iri_ref())),
        ("rfc3987", "absolute-IRI") => {
            AbsoluteIri::parse(input).map(|r| parts!(r.as_iri().as_iri_ref()))
        }
        // RFC 2396's components have productions of their own (net_path, opaque_part): the
        // verdict and the error are compared.
        ("rfc2396", "URI-reference") => rfc2396::UriReference::parse(input).map(|_| None),
        ("rfc2396", "absoluteURI") => rfc2396::AbsoluteUri::parse(input).map(|_| None),
        _ => panic!("no library entry {standard} {entry}"),
    }
}

/// The components the derivation's nodes give (RFC 3987's rules have `i` names).
fn derived(nodes: &[Node], input: &str, iri: bool) -> Parts {
    let name = |n: &str| match (iri, n) {
        (true, "userinfo" | "host" | "authority" | "query" | "fragment") => format!("i{n}"),
        _ => n.to_owned(),
    };
    let find = |n: &str| nodes.iter().find(|node| node.rule == name(n));
    let text = |n: Option<&Node>| n.map(|n| input[n.start..n.end].to_owned());
    let path = nodes.iter().find(|n| {
        let rule = n.rule.strip_prefix('i').unwrap_or(&n.rule);
        rule.starts_with("path-")
    });
    let host = find("host");
    let kind = host.and_then(|h| {
        let inside = |rule: &str| {
            nodes.iter().any(|n| {
                n.rule == rule && n.start >= h.start && n.end <= h.end && n.depth > h.depth
            })
        };
        let child = nodes
            .iter()
            .find(|n| n.depth == h.depth + 1 && n.start == h.start)?;
        Some(match child.rule.as_str() {
            "IP-literal" if inside("IPvFuture") => HostKind::IpvFuture,
            "IP-literal" => HostKind::Ipv6,
            "IPv4address" => HostKind::Ipv4,
            _ => HostKind::RegName,
        })
    });
    let parts = [
        text(find("scheme")),
        text(find("authority")),
        text(find("userinfo")),
        text(host),
        text(find("port")),
        // The path is always there; an empty one may have no node of its own.
        Some(text(path).unwrap_or_default()),
        text(find("query")),
        text(find("fragment")),
    ];
    (parts, kind)
}

struct Checker {
    grammars: Vec<(Standard, Grammar)>,
    compared: usize,
}

impl Checker {
    fn new() -> Checker {
        let grammars = Standard::all()
            .map(|s| {
                (
                    s,
                    abnf::load(s, &s.builtin_source()).expect("the grammar loads"),
                )
            })
            .collect();
        Checker {
            grammars,
            compared: 0,
        }
    }

    /// Compare the two formulations on `input`, for every entry of every standard.
    fn check(&mut self, input: &str) {
        for (standard, grammar) in &self.grammars {
            for entry in standard.entries() {
                let ours = abnf::derive(grammar, entry, input, Limits::default());
                let theirs = library(standard.name(), entry, input);
                let what = format!("{} {entry} {input:?}", standard.name());
                match (ours, theirs) {
                    (Ok(derivation), Ok(parts)) => {
                        if let Some(parts) = parts {
                            let iri = standard.name() == "rfc3987";
                            let found = derived(&derivation.nodes, input, iri);
                            assert_eq!(found, parts, "{what}: the components differ");
                        }
                    }
                    (Err(MatchError::NoMatch { at, expected }), Err(e)) => {
                        assert_eq!(at, e.position(), "{what}: {e}");
                        let ours: BTreeSet<&str> = expected.iter().map(String::as_str).collect();
                        let theirs: BTreeSet<&str> = e.expected().into_iter().collect();
                        assert_eq!(ours, theirs, "{what}: {e}");
                    }
                    (ours, theirs) => panic!("{what}: run-time {ours:?}, library {theirs:?}"),
                }
                self.compared += 1;
            }
        }
    }

    /// `input`, every one-character deletion of it, and a few characters inserted at each
    /// position (the delimiters and characters the grammars treat specially).
    fn check_mutated(&mut self, input: &str) {
        self.check(input);
        let cuts: Vec<usize> = input
            .char_indices()
            .map(|(i, _)| i)
            .chain([input.len()])
            .collect();
        for w in cuts.windows(2) {
            self.check(&format!("{}{}", &input[..w[0]], &input[w[1]..]));
        }
        for &at in &cuts {
            for c in ["%", ":", "[", "@", "\u{e9}"] {
                self.check(&format!("{}{c}{}", &input[..at], &input[at..]));
            }
        }
    }
}

fn data(name: &str) -> Value {
    let path = format!("{}/../tests/data/rfc/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn the_rfcs_examples_and_their_mutations() {
    let mut checker = Checker::new();
    let examples = [
        // RFC 3986 section 1.1.2.
        "ftp://ftp.is.co.za/rfc/rfc1808.txt",
        "http://www.ietf.org/rfc/rfc2396.txt",
        "ldap://[2001:db8::7]/c=GB?objectClass?one",
        "mailto:John.Doe@example.com",
        "news:comp.infosystems.www.servers.unix",
        "tel:+1-816-555-1212",
        "telnet://192.0.2.16:80/",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        // Section 3.
        "foo://example.com:8042/over/there?name=ferret#nose",
        "urn:example:animal:ferret:nose",
        // Issue 24's list.
        "http://[fe80::1]",
        "http://[1::]",
        "http://[::ffff:192.168.0.1]/",
        "http://1.2.3.4.5/",
        "http://192.168.0.1/",
        "a/b",
        "%7e",
        "http://[V1.x]/",
        "www.example.com",
        // RFC 6874's zone identifiers; RFC 3987 section 3.1's IRI.
        "http://[fe80::a%25en1]",
        "http://r\u{e9}sum\u{e9}.example.org",
    ];
    for input in examples {
        checker.check_mutated(input);
    }
    // Section 5.4's references and their base and results.
    let cases = data("rfc3986_5_4.json");
    let mut seen = BTreeSet::new();
    for case in cases.as_array().unwrap() {
        for key in ["base", "input", "expected"] {
            let text = case[key].as_str().unwrap();
            if seen.insert(text.to_owned()) {
                checker.check(text);
            }
        }
    }
    assert!(checker.compared > 25_000, "{}", checker.compared);
}

#[test]
fn the_vendored_json_schema_and_fluent_uri_cases() {
    let mut checker = Checker::new();
    let mut inputs = BTreeSet::new();
    for format in ["uri", "uri-reference", "iri", "iri-reference"] {
        for group in data(&format!("jsonschema/{format}.json"))
            .as_array()
            .unwrap()
        {
            for test in group["tests"].as_array().unwrap() {
                if let Some(input) = test["data"].as_str() {
                    inputs.insert(input.to_owned());
                }
            }
        }
    }
    for case in data("fluent_parse.json").as_array().unwrap() {
        inputs.insert(case["input"].as_str().unwrap().to_owned());
    }
    assert!(inputs.len() > 150, "{}", inputs.len());
    for input in &inputs {
        checker.check(input);
    }
    // The end of the input is an expectation like any other.
    let standard = Standard::named("rfc3986").unwrap();
    let grammar = abnf::load(standard, &standard.builtin_source()).unwrap();
    let Err(MatchError::NoMatch { expected, .. }) =
        abnf::derive(&grammar, "URI", "a:b c", Limits::default())
    else {
        panic!("a space is not in a URI");
    };
    assert!(expected.iter().any(|e| e == END_OF_INPUT), "{expected:?}");
}
