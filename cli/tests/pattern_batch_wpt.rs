//! Every case of WPT's urlpatterntestdata.json through `railurl pattern-batch`, checked as
//! WPT's urlpatterntests.js checks it: the constructor's result or TypeError, each component's
//! pattern string (computing the ones the data leaves out, as the harness does), `exec`'s
//! result or TypeError, its `inputs` and each component's input and groups. One process
//! answers all the cases, as a client of the JSON-lines contract would use it; no skip list.

#[path = "../../tests/support/mod.rs"]
mod support;

mod common;

use serde_json::{json, Map, Value};

const COMPONENTS: [&str; 8] = [
    "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash",
];

/// The data file with each lone surrogate escape replaced by U+FFFD's, as WebIDL's USVString
/// conversion does before URLPattern sees it (serde_json refuses lone surrogates).
fn load_cases() -> Vec<Value> {
    let path = support::wpt_file("urlpatterntestdata.json");
    let text = std::fs::read_to_string(&path).expect("the vendored WPT file");
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    let unit = |s: &str| s.get(2..6).and_then(|h| u16::from_str_radix(h, 16).ok());
    while let Some(at) = rest.find("\\u") {
        let backslashes = rest[..at].chars().rev().take_while(|c| *c == '\\').count();
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let high = unit(tail).filter(|u| (0xD800..0xDC00).contains(u));
        let low_follows = tail.get(6..8) == Some("\\u")
            && unit(&tail[6..]).is_some_and(|u| (0xDC00..0xE000).contains(&u));
        let (kept, skip) = if backslashes % 2 == 1 || unit(tail).is_none() {
            ("\\u", 2)
        } else if high.is_some() && low_follows {
            (&tail[..12], 12)
        } else if unit(tail).is_some_and(|u| (0xD800..0xE000).contains(&u)) {
            ("\\uFFFD", 6)
        } else {
            (&tail[..6], 6)
        };
        out.push_str(kept);
        rest = &tail[skip..];
    }
    out.push_str(rest);
    let data: Value = serde_json::from_str(&out).expect("valid JSON");
    data.as_array().expect("a list of cases").clone()
}

/// A non-empty string member of `object`.
fn truthy<'v>(object: &'v Value, key: &str) -> Option<&'v str> {
    object
        .get(key)
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
}

/// The harness's expected pattern string for `component` when `expected_obj` leaves it out.
fn computed_expectation(case: &Value, component: &str) -> String {
    let pattern = case["pattern"].as_array().cloned().unwrap_or_default();
    let first = pattern.first();
    let exactly_empty = case["exactly_empty_components"]
        .as_array()
        .is_some_and(|list| list.iter().any(|c| c == component));
    if exactly_empty {
        return String::new();
    }
    if let Some(value) = first
        .filter(|f| f.is_object())
        .and_then(|f| truthy(f, component))
    {
        return value.to_owned();
    }
    let position = COMPONENTS.iter().position(|c| *c == component);
    let earlier = match component {
        "username" | "password" | "protocol" => &[][..],
        _ => &COMPONENTS[..position.unwrap_or(0)],
    };
    if let Some(Value::Object(o)) = first {
        let earlier = earlier
            .iter()
            .filter(|c| !matches!(**c, "username" | "password"));
        if earlier.clone().any(|c| o.contains_key(*c)) {
            return "*".to_owned();
        }
    }
    let base = match (first, pattern.get(1)) {
        (Some(f), _) if truthy(f, "baseURL").is_some() => truthy(f, "baseURL"),
        (_, Some(Value::String(b))) => Some(b.as_str()),
        _ => None,
    };
    match base.filter(|_| component != "username" && component != "password") {
        Some(base) => {
            let url = railurl::Url::parse(base).expect("the data's base URLs parse");
            match component {
                "protocol" => url.scheme().to_owned(),
                "hostname" => url.hostname().to_owned(),
                "port" => url.port().to_owned(),
                "pathname" => url.pathname().to_owned(),
                "search" => url.search().trim_start_matches('?').to_owned(),
                "hash" => url.hash().trim_start_matches('#').to_owned(),
                _ => String::new(),
            }
        }
        None => "*".to_owned(),
    }
}

/// An input as the harness compares it: a string, or an init's members of type USVString.
fn normalized(input: &Value) -> Value {
    match input {
        Value::Object(o) => {
            let keep = COMPONENTS.iter().chain(&["baseURL"]);
            let members: Map<String, Value> = keep
                .filter_map(|k| o.get(*k).map(|v| ((*k).to_owned(), v.clone())))
                .collect();
            Value::Object(members)
        }
        other => other.clone(),
    }
}

/// Check one case's answer; the failures, described.
fn check(case: &Value, answer: &Value) -> Vec<String> {
    if let Some(error) = answer.get("error").and_then(Value::as_str) {
        return match case["expected_obj"].as_str() {
            Some("error") if !error.starts_with("bad request") => Vec::new(),
            _ => vec![format!("the constructor threw: {error}")],
        };
    }
    if case["expected_obj"] == "error" {
        return vec!["the constructor should throw".to_owned()];
    }
    let mut failures = Vec::new();
    for component in COMPONENTS {
        let expected = match case["expected_obj"].get(component).and_then(Value::as_str) {
            Some(s) => s.to_owned(),
            None => computed_expectation(case, component),
        };
        let got = &answer["pattern"][component];
        if got != &Value::String(expected.clone()) {
            failures.push(format!("{component} is {got}, expected {expected:?}"));
        }
    }
    let Some(inputs) = case.get("inputs").and_then(Value::as_array) else {
        return failures;
    };
    let expected = &case["expected_match"];
    match (expected, answer.get("match_error"), answer.get("match")) {
        (Value::String(e), Some(_), _) if e == "error" => return failures,
        (_, Some(error), _) => failures.push(format!("exec threw: {error}")),
        (Value::String(e), None, _) if e == "error" => failures.push("exec should throw".into()),
        (Value::Null, None, Some(Value::Null)) => {}
        (Value::Null, None, got) => failures.push(format!("expected no match, got {got:?}")),
        (_, None, None | Some(Value::Null)) => failures.push("expected a match".into()),
        (_, None, Some(got)) => failures.extend(check_match(case, expected, inputs, got)),
    }
    failures
}

/// A match against the expected one: its inputs, and each component's input and groups.
fn check_match(case: &Value, expected: &Value, inputs: &[Value], got: &Value) -> Vec<String> {
    let mut failures = Vec::new();
    let expected_inputs: Vec<Value> = expected
        .get("inputs")
        .and_then(Value::as_array)
        .map_or(inputs, Vec::as_slice)
        .iter()
        .map(normalized)
        .collect();
    let got_inputs: Vec<Value> = got["inputs"]
        .as_array()
        .map(|l| l.iter().map(normalized).collect())
        .unwrap_or_default();
    if got_inputs != expected_inputs {
        failures.push(format!(
            "inputs are {got_inputs:?}, expected {expected_inputs:?}"
        ));
    }
    for component in COMPONENTS {
        let want = match expected.get(component) {
            Some(want) => json!({ "input": want["input"], "groups": want["groups"] }),
            None => {
                let exactly_empty = case["exactly_empty_components"]
                    .as_array()
                    .is_some_and(|l| l.iter().any(|c| c == component));
                let groups = if exactly_empty {
                    json!({})
                } else {
                    json!({ "0": "" })
                };
                json!({ "input": "", "groups": groups })
            }
        };
        if got[component] != want {
            failures.push(format!(
                "{component}: got {}, expected {want}",
                got[component]
            ));
        }
    }
    failures
}

#[test]
fn pattern_batch_passes_every_wpt_urlpattern_case() {
    let cases = load_cases();
    let requests: String = cases
        .iter()
        .map(|case| {
            let inputs = case.get("inputs").cloned().unwrap_or(Value::Null);
            format!(
                "{}\n",
                json!({ "pattern": case["pattern"], "inputs": inputs })
            )
        })
        .collect();
    let (code, stdout, stderr) = common::railurl(&["pattern-batch"], &requests);
    assert_eq!(code, 0, "{stderr}");
    let answers = common::json_lines(&stdout);
    assert_eq!(answers.len(), cases.len(), "one answer per request");
    let mut failed = Vec::new();
    for (case, answer) in cases.iter().zip(&answers) {
        let failures = check(case, answer);
        if !failures.is_empty() {
            failed.push(format!(
                "{case}\n  -> {answer}\n    {}",
                failures.join("\n    ")
            ));
        }
    }
    assert!(cases.len() >= 369, "{} cases", cases.len());
    assert!(
        failed.is_empty(),
        "{} of {} cases fail through pattern-batch:\n{}",
        failed.len(),
        cases.len(),
        failed.join("\n")
    );
}
