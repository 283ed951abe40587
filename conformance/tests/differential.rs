//! The property behind the two engines: on every input, the grammar engine and the prose engine
//! give the same href or both fail. Each run compares generated parse cases (with and without
//! a base, including mutations of WPT's inputs) and generated setter cases, and prints every
//! disagreement. `RAILURL_DIFF_SEED=n` runs another seed; `RAILURL_DIFF_CASES=n` more cases.

#[path = "../../tests/support/mod.rs"]
mod support;

use railurl_conformance::{Comparer, Comparison, Generator, SetterCases, Verdict};
use support::wpt_json;

/// Parse cases per run; setter cases are a third of this on top.
const DEFAULT_CASES: usize = 30_000;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .map(|v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name}={v:?} is not a number"))
        })
        .unwrap_or(default)
}

fn report(disagreements: &[Comparison], compared: usize, seed: u64) {
    let text: Vec<String> = disagreements.iter().map(ToString::to_string).collect();
    assert!(
        disagreements.is_empty(),
        "seed {seed}: {} disagreements in {compared} cases:\n{}",
        disagreements.len(),
        text.join("\n")
    );
}

#[test]
fn engines_agree_on_generated_inputs() {
    let seed = env_number("RAILURL_DIFF_SEED", 2026);
    let cases = env_number("RAILURL_DIFF_CASES", DEFAULT_CASES as u64) as usize;
    let inputs: Vec<String> = wpt_json("urltestdata.json")
        .as_array()
        .expect("urltestdata.json is an array")
        .iter()
        .filter_map(|c| Some(c.get("input")?.as_str()?.to_owned()))
        .collect();
    let mut comparer = Comparer::new();
    let (mut with_base, mut disagreements) = (0, Vec::new());
    for (input, base) in Generator::new(seed).with_inputs(inputs).take(cases) {
        with_base += usize::from(base.is_some());
        let comparison = comparer.compare(&input, base.as_deref());
        if comparison.verdict == Verdict::Disagreement {
            disagreements.push(comparison);
        }
    }
    assert!(
        with_base > cases / 4 && with_base < cases * 3 / 4,
        "{with_base} of {cases} had a base"
    );
    report(&disagreements, cases, seed);
    eprintln!("{cases} generated parse cases ({with_base} with a base): engines agree");
}

#[test]
fn engines_agree_on_generated_setters() {
    let seed = env_number("RAILURL_DIFF_SEED", 2026);
    let cases = env_number("RAILURL_DIFF_CASES", DEFAULT_CASES as u64) as usize / 3;
    let mut comparer = Comparer::new();
    let disagreements: Vec<Comparison> = SetterCases::new(seed)
        .take(cases)
        .map(|case| comparer.compare_setter(&case.href, case.component, &case.value))
        .filter(|c| c.verdict == Verdict::Disagreement)
        .collect();
    report(&disagreements, cases, seed);
    eprintln!("{cases} generated setter cases: engines agree");
}
