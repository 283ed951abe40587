//! Grammar edits are caught where they happen. Each of the edits a tinkerer makes
//! (`railurl_conformance::grammar::MUTATIONS`: dropping a leniency rule, swapping two
//! alternatives, widening a character set) is run through the whole grammar engine with
//! pest_vm (`railurl::syntax::with_grammar`), on WPT's inputs, its setter cases and generated
//! inputs. An edit must not pass through as a wrong record: it must be reported, either by the
//! typed syntax tree's lowering or the grammar failing to match (an internal error), or by the
//! comparison with the prose engine, which no grammar edit touches.
//!
//! The unedited grammar run the same way must agree with the prose engine on every case:
//! that shows the run-time path is the built-in engine's.

use railurl::syntax::with_grammar;
use railurl_conformance::grammar::{builtin_text, runtime_parser, MUTATIONS};
use railurl_conformance::{
    read_setters_tests, read_urltestdata, wpt_dir, Comparer, Generator, Verdict,
};

/// The cases: WPT's urltestdata and setters_tests, the project's own cases in the same format
/// (tests/data/regressions.json), and generated inputs with and without bases.
struct Cases {
    parses: Vec<(String, Option<String>)>,
    setters: Vec<railurl_conformance::SetterCase>,
}

fn cases() -> Cases {
    let dir = wpt_dir();
    let wpt = read_urltestdata(&dir.join("urltestdata.json")).expect("urltestdata.json");
    let inputs: Vec<String> = wpt.iter().map(|c| c.input.clone()).collect();
    let ours =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/regressions.json");
    let ours = read_urltestdata(&ours).expect("tests/data/regressions.json");
    let mut parses: Vec<(String, Option<String>)> = wpt
        .into_iter()
        .chain(ours)
        .map(|c| (c.input, c.base))
        .collect();
    parses.extend(Generator::new(7).with_inputs(inputs).take(3_000));
    Cases {
        parses,
        setters: read_setters_tests(&dir.join("setters_tests.json")).expect("setters_tests.json"),
    }
}

/// The cases on which the grammar engine, running `text`, is reported: it disagrees with the
/// prose engine (an internal error from the lowering or a grammar mismatch included).
fn reported(text: &str, cases: &Cases) -> Vec<String> {
    let parser = runtime_parser(text).expect("the grammar compiles");
    with_grammar(parser, || {
        let mut comparer = Comparer::new();
        let mut reported = Vec::new();
        for (input, base) in &cases.parses {
            let comparison = comparer.compare(input, base.as_deref());
            if comparison.verdict == Verdict::Disagreement {
                reported.push(comparison.to_string());
            }
        }
        for case in &cases.setters {
            let comparison = comparer.compare_setter(&case.href, case.component, &case.value);
            if comparison.verdict == Verdict::Disagreement {
                reported.push(comparison.to_string());
            }
        }
        reported
    })
}

#[test]
fn the_unedited_grammar_at_run_time_is_the_built_in_engine() {
    let cases = cases();
    let reported = reported(&builtin_text(), &cases);
    assert!(
        reported.is_empty(),
        "{} cases differ:\n{}",
        reported.len(),
        reported.join("\n")
    );
}

#[test]
fn every_tinkerer_edit_is_reported_not_passed_through() {
    let cases = cases();
    let text = builtin_text();
    for mutation in MUTATIONS {
        let edited = mutation.apply(&text).expect("the edit applies");
        let reported = reported(&edited, &cases);
        assert!(
            !reported.is_empty(),
            "the edit \"{}\" changed no result on {} parse and {} setter cases",
            mutation.name,
            cases.parses.len(),
            cases.setters.len()
        );
        eprintln!(
            "{}: reported on {} cases, e.g.\n{}",
            mutation.name,
            reported.len(),
            reported[0]
        );
    }
}
