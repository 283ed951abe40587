//! `railurl uri-batch`'s contract (issue 24): one JSON line per request, in order; valid
//! references with every component (null when absent) and the host's production; invalid
//! ones with the byte offset and what the grammar expected; malformed lines answered as bad
//! requests without ending the run. The expectations come from the RFCs' own grammars and
//! examples, and from the vendored JSON-Schema-Test-Suite and fluent-uri cases
//! (tests/data/rfc/README.md in the main crate).

mod common;

use common::{json_lines, railurl};
use serde_json::{json, Value};

/// The answers to `requests`, one line each, after checking the run exits with 0.
fn answers(args: &[&str], requests: &[Value]) -> Vec<Value> {
    let stdin: String = requests.iter().map(|r| format!("{r}\n")).collect();
    let (code, out, err) = railurl(&[&["uri-batch"], args].concat(), &stdin);
    assert_eq!(code, 0, "{err}");
    let answers = json_lines(&out);
    assert_eq!(answers.len(), requests.len(), "one answer per request");
    answers
}

fn data(name: &str) -> Value {
    let path = format!("{}/../tests/data/rfc/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The keys of a valid answer, in the contract's order.
const KEYS: [&str; 12] = [
    "valid",
    "kind",
    "scheme",
    "authority",
    "userinfo",
    "host",
    "host_type",
    "port",
    "path",
    "query",
    "fragment",
    "error",
];

fn keys(answer: &Value) -> Vec<&str> {
    answer
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect()
}

/// (standard, input, kind, scheme, authority, userinfo, host, host type, port, path, query,
/// fragment), as RFC 3986 section 3 (and RFC 2396 section 3) split them: the inputs issue 24
/// lists, and a few more.
const LISTED: &str = r#"[
["rfc3986", "ldap://[2001:db8::7]/c=GB?objectClass?one", "uri", "ldap", "[2001:db8::7]", null, "[2001:db8::7]", "ipv6", null, "/c=GB", "objectClass?one", null],
["rfc3986", "http://[fe80::1]", "uri", "http", "[fe80::1]", null, "[fe80::1]", "ipv6", null, "", null, null],
["rfc3986", "http://[1::]", "uri", "http", "[1::]", null, "[1::]", "ipv6", null, "", null, null],
["rfc3986", "http://[::ffff:192.168.0.1]/", "uri", "http", "[::ffff:192.168.0.1]", null, "[::ffff:192.168.0.1]", "ipv6", null, "/", null, null],
["rfc3986", "http://1.2.3.4.5/", "uri", "http", "1.2.3.4.5", null, "1.2.3.4.5", "reg-name", null, "/", null, null],
["rfc3986", "http://192.168.0.1/", "uri", "http", "192.168.0.1", null, "192.168.0.1", "ipv4", null, "/", null, null],
["rfc3986", "a/b", "relative-ref", null, null, null, null, null, null, "a/b", null, null],
["rfc3986", "%7e", "relative-ref", null, null, null, null, null, null, "%7e", null, null],
["rfc3986", "//[V1.x]", "relative-ref", null, "[V1.x]", null, "[V1.x]", "ipvfuture", null, "", null, null],
["rfc3986", "foo://u@h:8042/over/there?name=ferret#nose", "uri", "foo", "u@h:8042", "u", "h", "reg-name", "8042", "/over/there", "name=ferret", "nose"],
["rfc3986", "?", "relative-ref", null, null, null, null, null, null, "", "", null],
["rfc6874", "http://[fe80::a%25en1]/", "uri", "http", "[fe80::a%25en1]", null, "[fe80::a%25en1]", "ipv6", null, "/", null, null],
["rfc3987", "http://résumé.example/ä?ö#ü", "uri", "http", "résumé.example", null, "résumé.example", "reg-name", null, "/ä", "ö", "ü"],
["rfc2396", "//www.example.com", "relative-ref", null, "www.example.com", null, "www.example.com", "reg-name", null, "", null, null],
["rfc2396", "http://10.0.0.1:80/a", "uri", "http", "10.0.0.1:80", null, "10.0.0.1", "ipv4", "80", "/a", null, null],
["rfc2396", "//a$b", "relative-ref", null, "a$b", null, null, null, null, "", null, null],
["rfc2396", "mailto:a@b?c", "uri", "mailto", null, null, null, null, null, "a@b?c", null, null]
]"#;

#[test]
fn the_issues_inputs_parse_with_their_components_and_host_type() {
    let cases: Vec<Value> = serde_json::from_str(LISTED).unwrap();
    let requests: Vec<Value> = cases
        .iter()
        .map(|c| json!({"input": c[1], "standard": c[0]}))
        .collect();
    for (case, answer) in cases.iter().zip(answers(&[], &requests)) {
        assert_eq!(keys(&answer), KEYS[..11], "{case}");
        let got: Vec<&Value> = KEYS[1..11].iter().map(|k| &answer[k]).collect();
        let want: Vec<&Value> = case.as_array().unwrap()[2..].iter().collect();
        assert_eq!(answer["valid"], true, "{case}");
        assert_eq!(got, want, "{case}");
    }
}

#[test]
fn invalid_inputs_get_the_offset_and_what_the_grammar_expected() {
    let requests = [
        json!({"input": "http://[::1/", "standard": "rfc3986"}),
        json!({"input": "%4", "standard": "rfc3986"}),
        json!({"input": "a b", "standard": "rfc3987"}),
        json!({"input": "http://example.com/|", "standard": "rfc2396"}),
        json!({"input": "http://[fe80::1%25en1]/", "standard": "rfc3986"}),
        json!({"input": "\u{e9}"}),
    ];
    let expected = [
        json!({"at": 11, "expected": ["DIGIT", "\".\"", "\":\"", "HEXDIG", "\"]\""]}),
        json!({"at": 2, "expected": ["HEXDIG"]}),
        json!(1),
        json!(19),
        json!(15),
        json!(0),
    ];
    for ((request, answer), want) in requests.iter().zip(answers(&[], &requests)).zip(expected) {
        assert_eq!(keys(&answer), ["valid", "error"], "{request}");
        assert_eq!(answer["valid"], false, "{request}");
        let error = &answer["error"];
        if want.is_object() {
            assert_eq!(*error, want, "{request}");
        } else {
            assert_eq!(error["at"], want, "{request}");
            let expected = error["expected"].as_array().unwrap();
            assert!(!expected.is_empty(), "{request}");
            assert!(expected.iter().all(Value::is_string), "{request}");
        }
    }
}

#[test]
fn bad_requests_are_answered_and_the_run_goes_on() {
    let stdin = "nonsense\n\n{\"input\": 1}\n{\"input\": \"a\", \"x\": 1}\n\
                 {\"input\": \"a\", \"standard\": \"whatwg\"}\n{\"standard\": \"rfc3986\"}\n\
                 {\"input\": \"a:b\"}\n";
    let (code, out, _) = railurl(&["uri-batch"], stdin);
    assert_eq!(code, 0);
    let answers = json_lines(&out);
    assert_eq!(answers.len(), 7);
    for answer in &answers[..6] {
        assert_eq!(keys(answer), ["error"], "{answer}");
        let error = answer["error"].as_str().unwrap();
        assert!(error.starts_with("bad request: "), "{answer}");
    }
    assert_eq!(answers[6]["kind"], "uri");
}

#[test]
fn standard_option_is_the_default_a_request_overrides() {
    // An IRI: valid under RFC 3987, not under RFC 3986.
    let iri = "http://\u{e9}.example/";
    let requests = [
        json!({"input": iri}),
        json!({"input": iri, "standard": "rfc3986"}),
    ];
    let by_option = answers(&["--standard", "rfc3987"], &requests);
    assert_eq!(by_option[0]["valid"], true);
    assert_eq!(by_option[1]["valid"], false);
    assert_eq!(answers(&[], &requests[..1])[0]["valid"], false);
}

#[test]
fn json_schema_format_tests_agree() {
    for (format, standard) in [("uri-reference", "rfc3986"), ("iri-reference", "rfc3987")] {
        let mut cases: Vec<(Value, bool)> = Vec::new();
        for group in data(&format!("jsonschema/{format}.json"))
            .as_array()
            .unwrap()
        {
            for test in group["tests"].as_array().unwrap() {
                if test["data"].is_string() {
                    cases.push((test["data"].clone(), test["valid"].as_bool().unwrap()));
                }
            }
        }
        assert!(cases.len() > 5, "{format}");
        let requests: Vec<Value> = cases
            .iter()
            .map(|(input, _)| json!({"input": input, "standard": standard}))
            .collect();
        for ((input, valid), answer) in cases.iter().zip(answers(&[], &requests)) {
            assert_eq!(answer["valid"], *valid, "{format} {input}");
        }
    }
}

#[test]
fn fluent_uri_parse_cases_agree() {
    let cases = data("fluent_parse.json");
    let cases: Vec<&Value> = cases
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["kind"] == "uri-ref")
        .collect();
    assert!(cases.len() > 100);
    let requests: Vec<Value> = cases.iter().map(|c| json!({"input": c["input"]})).collect();
    for (case, answer) in cases.iter().zip(answers(&[], &requests)) {
        assert_eq!(answer["valid"], case["valid"], "{case}");
        if case["valid"] == true {
            for key in &KEYS[2..11] {
                if let Some(expected) = case.get(*key) {
                    assert_eq!(answer[key], *expected, "{case}: {key}");
                }
            }
        } else if case["error_kind"] == "UnexpectedCharOrEnd" {
            // fluent-uri stops at the same byte or earlier (tests/rfc_data.rs says why).
            let at = answer["error"]["at"].as_u64().unwrap();
            assert!(at >= case["error_index"].as_u64().unwrap(), "{case}");
        }
    }
}
