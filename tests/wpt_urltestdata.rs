//! Every case of WPT's urltestdata.json, through every engine. A failure names the engine, the
//! input, the base and each component that differs. `RAILURL_WPT_FILTER=substring` narrows the
//! run to matching inputs.

mod support;

use serde_json::Value;
use support::{check_case as check, selected, wpt_json, Engine};

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
