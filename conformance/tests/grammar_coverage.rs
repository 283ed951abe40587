//! Grammar coverage: WPT's URL cases and setter cases, together with the project's own cases
//! in WPT's format (tests/data/regressions.json), exercise every rule of the URL grammar and
//! every alternative of every choice (`railurl-conformance --coverage` prints the report;
//! docs/tinkering.md lists what WPT alone leaves out, and tests/data/README.md
//! says which case covers it).

use railurl_conformance::grammar::{coverage_of, coverage_report, Coverage};
use railurl_conformance::{read_setters_tests, read_urltestdata, wpt_dir};
use std::path::Path;

/// The coverage of WPT's URL and setter cases, with our own cases in WPT's format
/// (tests/data/regressions.json) when `ours`.
fn coverage(ours: bool) -> Coverage {
    let dir = wpt_dir();
    let mut cases = read_urltestdata(&dir.join("urltestdata.json")).expect("urltestdata.json");
    if ours {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/regressions.json");
        cases.extend(read_urltestdata(&path).expect("regressions.json"));
    }
    let parses: Vec<(String, Option<String>)> =
        cases.into_iter().map(|c| (c.input, c.base)).collect();
    let setters: Vec<_> = read_setters_tests(&dir.join("setters_tests.json"))
        .expect("setters_tests.json")
        .into_iter()
        .map(|c| (c.href, c.component, c.value))
        .collect();
    coverage_of(&parses, &setters).expect("the grammar compiles")
}

#[test]
fn wpt_and_our_cases_exercise_every_rule_and_alternative() {
    let coverage = coverage(true);
    let choices = coverage.choices();
    assert!(choices.len() > 40, "{} choices", choices.len());
    let gaps = choices
        .iter()
        .filter(|c| c.alternatives.iter().any(|(_, hits)| *hits == 0))
        .count();
    assert!(
        coverage.unexercised_rules().is_empty() && gaps == 0,
        "{}",
        coverage_report(&coverage)
    );
}

#[test]
fn wpt_alone_leaves_the_alternatives_the_docs_list() {
    // docs/tinkering.md lists what WPT's own cases never exercise; this keeps that list true.
    let report = coverage_report(&coverage(false));
    let docs =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/tinkering.md"))
            .expect("docs/tinkering.md");
    for line in report.lines().filter(|l| l.starts_with("- ")) {
        assert!(
            docs.contains(line),
            "docs/tinkering.md's coverage list lacks {line:?}; the report is:\n{report}"
        );
    }
}
