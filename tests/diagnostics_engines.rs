//! Both engines report the same validation errors for the same input: every input of WPT's
//! urltestdata.json (with its base), and every href and new value of setters_tests.json
//! (alone and against the href). The multisets of kinds must be equal, and so must the full
//! lists (kind and span, in the API's order: by span, then in signal order). A failure is the
//! same on both (kind and span), and its span is that of the validation error it comes with.
//! `RAILURL_WPT_FILTER=substring` narrows the run.

mod support;

use railurl::{Diagnostic, DiagnosticKind, Url};
use support::{selected, urltestdata_inputs, wpt_json, Engine};

/// The mismatch between the engines on one input, if any.
fn compare(input: &str, base: Option<&Url>) -> Option<String> {
    let (g_result, grammar) = Engine::Grammar.parse_with_diagnostics(input, base);
    let (p_result, prose) = Engine::Prose.parse_with_diagnostics(input, base);
    let label = format!("input {input:?} base {:?}", base.map(Url::href));
    // A failure compares by kind and span: the engines reach it at the same place.
    if g_result.as_ref().map(Url::href) != p_result.as_ref().map(Url::href) {
        return Some(format!(
            "{label}: results differ: {g_result:?} / {p_result:?}"
        ));
    }
    if let Err(error) = &g_result {
        let signalled =
            |d: &Diagnostic| Some(d.kind) == error.diagnostic_kind() && d.span == error.span();
        if error.diagnostic_kind().is_some() && !grammar.iter().any(signalled) {
            return Some(format!(
                "{label}: {error:?} is not at its validation error: {grammar:?}"
            ));
        }
    }
    let kinds = |d: &[Diagnostic]| {
        let mut k: Vec<DiagnosticKind> = d.iter().map(|d| d.kind).collect();
        k.sort();
        k
    };
    let show = |d: &[Diagnostic]| {
        d.iter()
            .map(|d| format!("{}@{:?}", d.kind, d.span))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if kinds(&grammar) != kinds(&prose) {
        return Some(format!(
            "{label}: kinds differ\n  grammar: {}\n  prose:   {}",
            show(&grammar),
            show(&prose)
        ));
    }
    (grammar != prose).then(|| {
        format!(
            "{label}: spans or order differ\n  grammar: {}\n  prose:   {}",
            show(&grammar),
            show(&prose)
        )
    })
}

fn report(mismatches: Vec<String>, compared: usize) {
    assert!(compared > 0, "no input compared");
    assert!(
        mismatches.is_empty(),
        "{} of {compared} inputs differ between the engines:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}

#[test]
fn urltestdata_inputs_same_diagnostics_on_both_engines() {
    let mut mismatches = Vec::new();
    let mut compared = 0;
    for (input, base) in urltestdata_inputs() {
        compared += 1;
        mismatches.extend(compare(&input, base.as_ref()));
    }
    report(mismatches, compared);
}

#[test]
fn setters_inputs_same_diagnostics_on_both_engines() {
    let data = wpt_json("setters_tests.json");
    let mut mismatches = Vec::new();
    let mut compared = 0;
    for (group, cases) in data.as_object().expect("an object") {
        if group == "comment" {
            continue;
        }
        for case in cases.as_array().expect("an array") {
            let href = case["href"].as_str().expect("href");
            let value = case["new_value"].as_str().expect("new_value");
            if !selected(href) && !selected(value) {
                continue;
            }
            compared += 3;
            mismatches.extend(compare(href, None));
            mismatches.extend(compare(value, None));
            if let Ok(base) = Url::parse(href) {
                mismatches.extend(compare(value, Some(&base)));
            }
        }
    }
    mismatches.sort();
    mismatches.dedup();
    report(mismatches, compared);
}

#[path = "support/generated.rs"]
mod generated;

#[test]
fn generated_inputs_same_diagnostics_on_both_engines() {
    let bases = generated::parsed_bases();
    let inputs = generated::inputs(4000);
    let mut mismatches = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for input in &inputs {
        for base in &bases {
            mismatches.extend(compare(input, base.as_ref()));
            let (_, found) = Engine::Grammar.parse_with_diagnostics(input, base.as_ref());
            seen.extend(found.iter().map(|d| d.kind));
        }
    }
    report(mismatches, inputs.len() * bases.len());
    // The generator reaches every row of the table, so the comparison covers them all.
    let missing: Vec<_> = DiagnosticKind::ALL
        .iter()
        .filter(|k| !seen.contains(k))
        .collect();
    assert!(
        missing.is_empty(),
        "generated inputs never reach {missing:?}"
    );
}
