//! Every case of WPT's urltestdata.json, through every engine. A failure names the engine, the
//! input, the base and each component that differs. `RAILURL_WPT_FILTER=substring` narrows the
//! run to matching inputs.

mod support;

use serde_json::Value;
use support::{getter, selected, wpt_json, Engine};

const COMPONENTS: [&str; 11] = [
    "href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname",
    "search", "hash",
];

/// Run one case; returns a description of every mismatch.
fn check(engine: Engine, case: &Value) -> Vec<String> {
    let input = case["input"].as_str().expect("input is a string");
    let base_str = case["base"].as_str();
    let expect_failure = case.get("failure").and_then(Value::as_bool) == Some(true);
    let label = format!("[{engine:?}] input {input:?} base {base_str:?}");
    let base = match base_str.map(|b| engine.parse(b, None)) {
        None => None,
        Some(Ok(b)) => Some(b),
        Some(Err(e)) => {
            return if expect_failure {
                Vec::new()
            } else {
                vec![format!("{label}: the base failed to parse ({e})")]
            };
        }
    };
    match (engine.parse(input, base.as_ref()), expect_failure) {
        (Err(_), true) => Vec::new(),
        (Ok(url), true) => vec![format!("{label}: expected failure, got {}", url.href())],
        (Err(e), false) => vec![format!(
            "{label}: expected {}, got failure {e}",
            case["href"]
        )],
        (Ok(url), false) => COMPONENTS
            .iter()
            .filter_map(|&name| {
                let expected = case.get(name)?.as_str()?;
                let actual = getter(&url, name);
                (actual != expected)
                    .then(|| format!("{label}: {name} is {actual:?}, expected {expected:?}"))
            })
            .collect(),
    }
}

#[test]
fn urltestdata_all_cases_all_engines() {
    let data = wpt_json("urltestdata.json");
    let cases: Vec<&Value> = data
        .as_array()
        .expect("urltestdata.json is an array")
        .iter()
        .filter(|c| c.is_object())
        .collect();
    assert!(
        cases.len() >= 800,
        "urltestdata.json has only {} cases",
        cases.len()
    );
    for engine in Engine::ALL {
        let mut failures = Vec::new();
        let mut ran = 0;
        for case in &cases {
            if !selected(case["input"].as_str().unwrap_or("")) {
                continue;
            }
            ran += 1;
            failures.extend(check(engine, case));
        }
        assert!(
            failures.is_empty(),
            "{} mismatches in {ran} cases:\n{}",
            failures.len(),
            failures.join("\n")
        );
        eprintln!("[{engine:?}] {ran} urltestdata cases passed");
    }
}
