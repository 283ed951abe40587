//! Every case of WPT's urlencoded-parser-data.json (`{input, output: [[name, value], ...]}`)
//! through the application/x-www-form-urlencoded parser and through `UrlSearchParams`
//! constructed from the input string, compared in iteration order. No skips.
//! `RAILURL_WPT_FILTER=substring` narrows the run to matching inputs.

mod support;

use railurl::{form_urlencoded, UrlSearchParams};
use serde_json::Value;
use support::{selected, wpt_json};

fn expected_pairs(case: &Value) -> Vec<(String, String)> {
    case["output"]
        .as_array()
        .expect("output is an array")
        .iter()
        .map(|pair| {
            let pair = pair
                .as_array()
                .expect("each output item is a [name, value] array");
            assert_eq!(pair.len(), 2, "{pair:?} is not a pair");
            let s = |v: &Value| v.as_str().expect("names and values are strings").to_owned();
            (s(&pair[0]), s(&pair[1]))
        })
        .collect()
}

#[test]
fn urlencoded_parser_data() {
    let data = wpt_json("urlencoded-parser-data.json");
    let cases = data.as_array().expect("the file is an array");
    assert!(!cases.is_empty(), "no cases in urlencoded-parser-data.json");
    let mut failures = Vec::new();
    let mut ran = 0;
    for case in cases {
        let input = case["input"].as_str().expect("input is a string");
        if !selected(input) {
            continue;
        }
        ran += 1;
        let expected = expected_pairs(case);

        let parsed = form_urlencoded::parse(input.as_bytes());
        if parsed != expected {
            failures.push(format!(
                "parse({input:?}) = {parsed:?}, expected {expected:?}"
            ));
        }

        let params = UrlSearchParams::parse(input);
        let iterated: Vec<(String, String)> = params
            .iter()
            .map(|(n, v)| (n.to_owned(), v.to_owned()))
            .collect();
        if iterated != expected {
            failures.push(format!(
                "UrlSearchParams::parse({input:?}) iterates {iterated:?}, expected {expected:?}"
            ));
        }
        if params.size() != expected.len() {
            failures.push(format!("UrlSearchParams::parse({input:?}).size() is wrong"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {ran} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!("urlencoded-parser-data.json: {ran} cases passed");
}
