//! The vendored URI test data (tests/data/rfc/README.md): JSON-Schema-Test-Suite's `uri`,
//! `uri-reference`, `iri` and `iri-reference` format tests, and fluent-uri's parse cases, with
//! every component, host type and address they give.

use core::net::{Ipv4Addr, Ipv6Addr};
use railurl::rfc3986::{Host, HostKind, Uri, UriError, UriRef};
use railurl::rfc3987::{Iri, IriRef};
use serde_json::Value;

fn data(name: &str) -> Value {
    let path = format!("{}/tests/data/rfc/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A JSON-Schema format and the parser that decides it.
type Format = (&'static str, fn(&str) -> bool);

#[test]
fn json_schema_format_tests() {
    let formats: [Format; 4] = [
        ("uri", |s| Uri::parse(s).is_ok()),
        ("uri-reference", |s| UriRef::parse(s).is_ok()),
        ("iri", |s| Iri::parse(s).is_ok()),
        ("iri-reference", |s| IriRef::parse(s).is_ok()),
    ];
    let mut checked = 0;
    for (format, valid) in formats {
        for group in data(&format!("jsonschema/{format}.json"))
            .as_array()
            .unwrap()
        {
            for test in group["tests"].as_array().unwrap() {
                let Some(input) = test["data"].as_str() else {
                    continue;
                };
                let expected = test["valid"].as_bool().unwrap();
                assert_eq!(
                    valid(input),
                    expected,
                    "{format} {input:?}: {}",
                    test["description"]
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 87);
}

/// A component as the data gives it: `null` or absent key is "no check" unless `all`.
fn component(case: &Value, key: &str) -> Option<Option<String>> {
    let v = case.get(key)?;
    Some(v.as_str().map(String::from))
}

fn check_components(case: &Value, r: &UriRef<'_>) {
    let input = case["input"].as_str().unwrap();
    let ours: [(&str, Option<&str>); 8] = [
        ("scheme", r.scheme()),
        ("authority", r.authority()),
        ("userinfo", r.userinfo()),
        ("host", r.host()),
        ("port", r.port()),
        ("path", Some(r.path())),
        ("query", r.query()),
        ("fragment", r.fragment()),
    ];
    for (key, value) in ours {
        if let Some(expected) = component(case, key) {
            assert_eq!(value.map(String::from), expected, "{input:?}: {key}");
        }
    }
    if let Some(has) = case.get("has_authority").and_then(Value::as_bool) {
        assert_eq!(r.authority().is_some(), has, "{input:?}: has_authority");
    }
    if let Some(kind) = case.get("host_type").and_then(Value::as_str) {
        let expected = match kind {
            "ipv4" => HostKind::Ipv4,
            "ipv6" => HostKind::Ipv6,
            "ipvfuture" => HostKind::IpvFuture,
            "reg-name" => HostKind::RegName,
            other => panic!("{input:?}: host type {other}"),
        };
        assert_eq!(r.host_kind(), Some(expected), "{input:?}: host type");
    }
    if let Some(v4) = case.get("ipv4").and_then(Value::as_str) {
        let expected: Ipv4Addr = v4.parse().unwrap();
        assert_eq!(r.parsed_host(), Some(Host::Ipv4(expected)), "{input:?}");
    }
    if let Some(groups) = case.get("ipv6_groups").and_then(Value::as_array) {
        let g: Vec<u16> = groups.iter().map(|v| v.as_u64().unwrap() as u16).collect();
        let expected = Ipv6Addr::new(g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7]);
        assert_eq!(
            r.parsed_host(),
            Some(Host::Ipv6 {
                address: expected,
                zone: None
            }),
            "{input:?}"
        );
    }
}

/// railurl's error position is where the input leaves the language: the longest prefix that
/// some valid string starts with ends there. fluent-uri's index agrees, or (where its parser
/// gives up earlier, as for `3ttp://a.com`, whose `3ttp` is a relative reference) lies before
/// ours, and then the prefix up to ours is itself valid; an invalid IPv6 address is reported
/// at its start by fluent-uri, and inside it by railurl.
fn check_position(case: &Value, e: &UriError) {
    let input = case["input"].as_str().unwrap();
    let Some(theirs) = case["error_index"].as_u64().map(|i| i as usize) else {
        return;
    };
    let ours = e.position();
    if case["error_kind"] == "UnexpectedCharOrEnd" && ours != theirs {
        assert!(ours > theirs, "{input:?}: {e}, fluent-uri at {theirs}");
        assert!(
            UriRef::parse(&input[..ours]).is_ok(),
            "{input:?}: {e}, fluent-uri at {theirs}"
        );
    }
    assert!(ours >= theirs, "{input:?}: {e}, fluent-uri at {theirs}");
}

#[test]
fn fluent_uri_parse_cases() {
    let cases = data("fluent_parse.json");
    let cases = cases.as_array().unwrap();
    assert_eq!(cases.len(), 109);
    for case in cases {
        let input = case["input"].as_str().unwrap();
        let result: Result<UriRef<'_>, UriError> = match case["kind"].as_str().unwrap() {
            "uri" => Uri::parse(input).map(|u| u.as_uri_ref()),
            _ => UriRef::parse(input),
        };
        match (case["valid"].as_bool().unwrap(), result) {
            (true, Ok(r)) => check_components(case, &r),
            (false, Err(e)) => check_position(case, &e),
            (valid, result) => panic!("{input:?}: valid {valid}, got {result:?}"),
        }
    }
}
