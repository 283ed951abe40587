//! `railurl uri-batch`'s `"base"` and `"normalize"` (issue 25): `"resolved"` follows RFC 3986
//! section 5.4's 42 examples and fluent-uri's resolution cases where they are RFC 3986's,
//! `"normalized"` the RFCs' normalization examples and fluent-uri's normalization cases
//! (tests/data/rfc/README.md in the main crate); null where the contract says.

mod common;

use common::{json_lines, railurl};
use serde_json::{json, Value};

fn answers(requests: &[Value]) -> Vec<Value> {
    let stdin: String = requests.iter().map(|r| format!("{r}\n")).collect();
    let (code, out, err) = railurl(&["uri-batch"], &stdin);
    assert_eq!(code, 0, "{err}");
    let answers = json_lines(&out);
    assert_eq!(answers.len(), requests.len(), "one answer per request");
    answers
}

fn data(name: &str) -> Vec<Value> {
    let path = format!("{}/../tests/data/rfc/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let value: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    value.as_array().cloned().unwrap_or_default()
}

#[test]
fn resolved_follows_section_5_4() {
    let cases = data("rfc3986_5_4.json");
    assert_eq!(cases.len(), 42);
    let requests: Vec<Value> = cases
        .iter()
        .map(|c| json!({"input": c["input"], "base": c["base"]}))
        .collect();
    for (case, answer) in cases.iter().zip(answers(&requests)) {
        assert_eq!(answer["resolved"], case["expected"], "{case}");
        let keys: Vec<&String> = answer.as_object().unwrap().keys().collect();
        assert_eq!(keys.last().map(|k| k.as_str()), Some("resolved"));
        assert!(answer.get("normalized").is_none());
    }
}

/// fluent-uri's cases with a result, but for the three whose bases have dot segments:
/// fluent-uri removes them first (RFC 3986 section 5.2.1's optional normalization), the
/// contract resolves against the base as given (tests/rfc_resolve.rs in the main crate checks
/// both readings).
#[test]
fn resolved_follows_fluent_uri() {
    let cases: Vec<Value> = data("fluent_resolve.json")
        .into_iter()
        .filter(|c| {
            let normalized_base =
                ["foo:/bar/baz/.%2E/", "foo:/bar/.."].contains(&c["base"].as_str().unwrap());
            c["expected"].is_string() && !normalized_base
        })
        .collect();
    assert_eq!(cases.len(), 47);
    let requests: Vec<Value> = cases
        .iter()
        .map(|c| json!({"input": c["input"], "base": c["base"], "standard": "rfc3987"}))
        .collect();
    for (case, answer) in cases.iter().zip(answers(&requests)) {
        assert_eq!(answer["resolved"], case["expected"], "{case}");
    }
}

/// fluent-uri's normalization is syntax-based; the contract's is scheme-based as well, so
/// where the two differ (http's default port and empty path; RFC 5952's IPv6 forms are
/// fluent-uri's own) the normal form of fluent-uri's is the answer.
#[test]
fn normalized_follows_the_rfcs() {
    let cases = data("fluent_normalize.json");
    // The input's normal form, and the normal form of fluent-uri's.
    let request = |c: &Value, key: &str| {
        let standard = if c["kind"] == "iri-ref" {
            "rfc3987"
        } else {
            "rfc3986"
        };
        json!({"input": c[key], "normalize": true, "standard": standard})
    };
    let requests: Vec<Value> = cases.iter().map(|c| request(c, "input")).collect();
    let expected: Vec<Value> = cases.iter().map(|c| request(c, "expected")).collect();
    let ipv6 = [
        "//[0000:0000:0000::1]",
        "//[0:0:0:0:0:ffff:192.0.2.1]",
        "//[::192.0.2.1]",
    ];
    let mut checked = 0;
    for ((case, answer), again) in cases.iter().zip(answers(&requests)).zip(answers(&expected)) {
        if ipv6.contains(&case["input"].as_str().unwrap()) {
            assert_eq!(answer["normalized"], case["input"], "{case}");
            continue;
        }
        assert_eq!(answer["normalized"], again["normalized"], "{case}");
        checked += 1;
    }
    assert_eq!(checked, 25);
    let examples = [
        (
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            "example://a/b/c/%7Bfoo%7D",
        ),
        ("HTTP://example.com:80", "http://example.com/"),
        ("http://example.com:/?", "http://example.com/?"),
    ];
    let requests: Vec<Value> = examples
        .iter()
        .map(|(input, _)| json!({"input": input, "normalize": true}))
        .collect();
    for ((_, normal), answer) in examples.iter().zip(answers(&requests)) {
        assert_eq!(answer["normalized"], *normal);
    }
}

#[test]
fn null_where_undefined() {
    let requests = [
        json!({"input": "g", "base": "not a base", "normalize": true}),
        json!({"input": "g", "base": "//no/scheme"}),
        json!({"input": "a b", "base": "http://a/", "normalize": true}),
        json!({"input": "g", "base": "http://a/b", "normalize": true, "standard": "rfc2396"}),
        json!({"input": "ü", "base": "http://ä/b/c", "normalize": true, "standard": "rfc3987"}),
        json!({"input": "g", "base": "http://[fe80::1%25eth0]/a/b", "standard": "rfc6874"}),
        json!({"input": "g", "normalize": false}),
    ];
    let answers = answers(&requests);
    assert_eq!(answers[0]["resolved"], Value::Null);
    assert_eq!(answers[0]["normalized"], "g");
    assert_eq!(answers[1]["resolved"], Value::Null);
    assert_eq!(answers[2]["valid"], false);
    assert_eq!(
        (&answers[2]["resolved"], &answers[2]["normalized"]),
        (&Value::Null, &Value::Null)
    );
    assert_eq!(answers[3]["valid"], true);
    assert_eq!(
        (&answers[3]["resolved"], &answers[3]["normalized"]),
        (&Value::Null, &Value::Null)
    );
    assert_eq!(answers[4]["resolved"], "http://ä/b/ü");
    assert_eq!(answers[4]["normalized"], "ü");
    assert_eq!(answers[5]["resolved"], "http://[fe80::1%25eth0]/a/g");
    assert!(answers[6].get("normalized").is_none() && answers[6].get("resolved").is_none());
}
