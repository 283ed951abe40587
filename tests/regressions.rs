//! Our own cases in WPT's urltestdata.json format (`tests/data/regressions.json`, described in
//! `tests/data/README.md`): each guards a disagreement between the engines that was found and
//! fixed, with the expected values reasoned out from the spec. Every case runs through every
//! engine, checking every component given.

mod support;

use serde_json::Value;
use support::{check_case, Engine};

#[test]
fn regressions_all_cases_all_engines() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/regressions.json");
    let text = std::fs::read_to_string(path).expect("tests/data/regressions.json");
    let data: Value = serde_json::from_str(&text).expect("regressions.json is JSON");
    let cases: Vec<&Value> = data
        .as_array()
        .expect("regressions.json is an array")
        .iter()
        .filter(|c| c.is_object())
        .collect();
    assert!(!cases.is_empty(), "regressions.json has no cases");
    let failures: Vec<String> = Engine::ALL
        .into_iter()
        .flat_map(|engine| cases.iter().flat_map(move |case| check_case(engine, case)))
        .collect();
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
