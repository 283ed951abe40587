//! The web-platform-tests URL parsing cases (urltestdata.json), run through the prose engine.
//!
//! The data is read from `$RAILURL_WPT_DIR`, else from `../shared/wpt` next to the crate.

use railurl::prose;
use serde_json::Value;
use std::path::PathBuf;

fn wpt_dir() -> PathBuf {
    match std::env::var_os("RAILURL_WPT_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/wpt"),
    }
}

fn load_cases() -> Vec<Value> {
    let path = wpt_dir().join("urltestdata.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read the WPT data at {} ({e}); set RAILURL_WPT_DIR to the directory \
             holding urltestdata.json",
            path.display()
        )
    });
    let data: Value = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is not JSON: {e}", path.display()));
    let Value::Array(items) = data else {
        panic!("{} is not a JSON array", path.display());
    };
    // Strings are comments.
    items.into_iter().filter(Value::is_object).collect()
}

fn field<'a>(case: &'a Value, name: &str) -> &'a str {
    case.get(name)
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("case {case} has no string field {name:?}"))
}

#[test]
fn urltestdata_through_the_prose_engine() {
    let cases = load_cases();
    assert!(!cases.is_empty(), "no test cases found");
    let mut mismatches: Vec<String> = Vec::new();
    let mut failing_cases = 0;
    for case in &cases {
        let mismatches_before = mismatches.len();
        let input = field(case, "input");
        let base = case.get("base").and_then(Value::as_str);
        let expect_failure = case.get("failure").and_then(Value::as_bool) == Some(true);
        let described = format!("input {input:?} base {base:?}");

        // A base that fails to parse means the case expects failure.
        let result = match base {
            None => prose::parse(input),
            Some(base) => match prose::parse(base) {
                Ok(base) => prose::parse_with_base(input, &base),
                Err(e) => Err(e),
            },
        };

        let url = match (result, expect_failure) {
            (Err(_), true) => continue,
            (Ok(url), true) => {
                mismatches.push(format!(
                    "{described}: expected failure, got {:?}",
                    url.href()
                ));
                failing_cases += 1;
                continue;
            }
            (Err(e), false) => {
                mismatches.push(format!(
                    "{described}: expected {:?}, got failure {e:?}",
                    field(case, "href")
                ));
                failing_cases += 1;
                continue;
            }
            (Ok(url), false) => url,
        };

        let origin = url.origin().to_string();
        let actual: [(&str, &str); 11] = [
            ("href", url.href()),
            ("origin", &origin),
            ("protocol", url.protocol()),
            ("username", url.username()),
            ("password", url.password()),
            ("host", url.host()),
            ("hostname", url.hostname()),
            ("port", url.port()),
            ("pathname", url.pathname()),
            ("search", url.search()),
            ("hash", url.hash()),
        ];
        for (name, got) in actual {
            // Some cases leave out origin; every other component is always given.
            let Some(want) = case.get(name).and_then(Value::as_str) else {
                if name == "origin" {
                    continue;
                }
                panic!("case {case} has no string field {name:?}");
            };
            if got != want {
                mismatches.push(format!(
                    "{described}: {name} expected {want:?}, got {got:?}"
                ));
            }
        }
        if mismatches.len() > mismatches_before {
            failing_cases += 1;
        }
    }
    eprintln!(
        "prose engine: {} of {} WPT cases pass",
        cases.len() - failing_cases,
        cases.len()
    );
    assert!(
        mismatches.is_empty(),
        "{} mismatches:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}
