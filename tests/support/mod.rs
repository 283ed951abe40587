//! Shared test support: locating the web-platform-tests data and the engines under test.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// Where a WPT data file lives: in `$RAILURL_WPT_DIR` when set (for instance a newer WPT
/// checkout's `url/resources`), else in the copy vendored in the repository's `tests/wpt/`
/// (see its README for the upstream version). Panics with a clear message when the file is not
/// there: a test that silently tests nothing is worse than a failing one.
pub fn wpt_file(name: &str) -> PathBuf {
    let dir = match std::env::var_os("RAILURL_WPT_DIR") {
        Some(dir) => PathBuf::from(dir),
        // This file serves the root package and the workspace members (through `#[path]`),
        // so the vendored copy is found from this file's own place in the repository.
        None => Path::new(env!("CARGO_MANIFEST_DIR"))
            .ancestors()
            .map(|dir| dir.join("tests/wpt"))
            .find(|dir| dir.join("LICENSE.md").is_file())
            .unwrap_or_else(|| PathBuf::from("tests/wpt")),
    };
    let path = dir.join(name);
    assert!(
        path.is_file(),
        "WPT data file {} not found (RAILURL_WPT_DIR overrides the vendored tests/wpt/)",
        path.display()
    );
    path
}

/// Read and parse a WPT JSON file.
pub fn wpt_json(name: &str) -> serde_json::Value {
    let path = wpt_file(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{} is not JSON: {e}", path.display()))
}

/// Fail with every failing case listed, so that one run shows them all.
pub fn assert_none_failed(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} failing cases:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[allow(unused_imports)]
pub use railurl::Engine;

/// The value of one WHATWG getter by name.
pub fn getter(url: &railurl::Url, name: &str) -> String {
    match name {
        "href" => url.href().to_owned(),
        "origin" => url.origin().to_string(),
        "protocol" => url.protocol().to_owned(),
        "username" => url.username().to_owned(),
        "password" => url.password().to_owned(),
        "host" => url.host().to_owned(),
        "hostname" => url.hostname().to_owned(),
        "port" => url.port().to_owned(),
        "pathname" => url.pathname().to_owned(),
        "search" => url.search().to_owned(),
        "hash" => url.hash().to_owned(),
        other => panic!("unknown component {other}"),
    }
}

/// The getters a urltestdata-format case can state.
pub const COMPONENTS: [&str; 11] = [
    "href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname",
    "search", "hash",
];

/// Run one case in urltestdata.json's format (`input`, `base`, then `failure: true` or the
/// expected getters) through `engine`; returns a description of every mismatch.
pub fn check_case(engine: Engine, case: &serde_json::Value) -> Vec<String> {
    let input = case["input"].as_str().expect("input is a string");
    let base_str = case["base"].as_str();
    let expect_failure = case.get("failure").and_then(serde_json::Value::as_bool) == Some(true);
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

/// The inputs of WPT's urltestdata.json (those [`selected`]) with their bases parsed: the
/// cases whose base fails to parse are left out, as they say nothing about the input.
pub fn urltestdata_inputs() -> Vec<(String, Option<railurl::Url>)> {
    let data = wpt_json("urltestdata.json");
    let cases = data.as_array().expect("urltestdata.json is an array");
    cases
        .iter()
        .filter(|c| c.is_object())
        .filter_map(|case| {
            let input = case["input"].as_str().expect("input");
            if !selected(input) {
                return None;
            }
            let base = match case["base"].as_str().map(railurl::Url::parse) {
                Some(Ok(base)) => Some(base),
                Some(Err(_)) => return None,
                None => None,
            };
            Some((input.to_owned(), base))
        })
        .collect()
}

/// The cases of a file in setters_tests.json's format (`{component: [case, ...]}`, with a
/// `comment` string beside), each with the component its group names.
pub fn setter_cases(data: &serde_json::Value) -> Vec<(railurl::Component, &serde_json::Value)> {
    let groups = data
        .as_object()
        .expect("setter cases are an object of groups");
    let mut all = Vec::new();
    for (name, cases) in groups {
        let Ok(component) = name.parse::<railurl::Component>() else {
            assert_eq!(name, "comment", "unknown group {name}");
            continue;
        };
        let cases = cases.as_array().expect("a group is an array of cases");
        all.extend(cases.iter().map(|case| (component, case)));
    }
    all
}

/// Only cases whose input contains `$RAILURL_WPT_FILTER` (when set).
pub fn selected(input: &str) -> bool {
    std::env::var("RAILURL_WPT_FILTER").map_or(true, |f| input.contains(&f))
}

/// Every third line of the vendored real-URL corpus, tests/data/corpus.txt.
pub fn corpus_sample() -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus.txt");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the vendored corpus {}: {e}", path.display()));
    text.lines().step_by(3).map(str::to_owned).collect()
}

/// `count` deterministic strings, each of fewer than `longest` pieces drawn from `pieces` by
/// the pseudo-random numbers `next` gives: inputs a test can reproduce without a seed file.
pub fn strings_of_pieces(
    pieces: &[&str],
    count: usize,
    longest: u64,
    mut next: impl FnMut() -> u64,
) -> Vec<String> {
    (0..count)
        .map(|_| {
            let len = (next() % longest) as usize;
            (0..len)
                .map(|_| pieces[(next() % pieces.len() as u64) as usize])
                .collect()
        })
        .collect()
}

/// The cases of a file in WPT's list format: the objects of its top-level array (the strings
/// between them are comments). `name` is for the message when it is not an array.
pub fn case_objects<'a>(data: &'a serde_json::Value, name: &str) -> Vec<&'a serde_json::Value> {
    data.as_array()
        .unwrap_or_else(|| panic!("{name} is not an array"))
        .iter()
        .filter(|case| case.is_object())
        .collect()
}

/// Run `check` on each of `cases` whose input [`selected`] keeps, through every engine, and fail
/// with every mismatch listed; `what` names the cases in the messages.
pub fn check_on_every_engine(
    what: &str,
    cases: &[&serde_json::Value],
    check: impl Fn(Engine, &serde_json::Value) -> Vec<String>,
) {
    for engine in Engine::ALL {
        let mut failures = Vec::new();
        let mut ran = 0;
        for case in cases {
            if !selected(case["input"].as_str().unwrap_or("")) {
                continue;
            }
            ran += 1;
            failures.extend(check(engine, case));
        }
        assert!(
            failures.is_empty(),
            "{what}: {} mismatches in {ran} cases:\n{}",
            failures.len(),
            failures.join("\n")
        );
        eprintln!("[{engine:?}] {ran} {what} cases passed");
    }
}
