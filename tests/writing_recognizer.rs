//! The recognizer that build.rs generates from grammar/writing.pest must answer exactly as
//! pest's runtime (pest_derive's `WritingGrammar`) does on the same file: the same match or
//! mismatch, the same `valid_domain` spans, and for a mismatch the same furthest position and
//! the same expected rules (pest's error tracking, which `is_valid_url_string` reports). Checked
//! for every rule of the grammar on WPT inputs, and for the entry rules on the real-URL corpus
//! and on generated strings.

mod support;

#[path = "support/generated.rs"]
mod generated;

use railurl::syntax::{check_writing, check_writing_with_pest, WritingRule};

const ENTRIES: [WritingRule; 5] = [
    WritingRule::valid_url_without_base,
    WritingRule::valid_url_with_opaque_base,
    WritingRule::valid_url_with_special_base,
    WritingRule::valid_url_with_file_base,
    WritingRule::valid_url_with_base,
];

fn check_all(rules: &[WritingRule], inputs: &[String]) {
    let mut failures = Vec::new();
    let mut mismatches = 0;
    for input in inputs {
        for &rule in rules {
            let ours = check_writing(rule, input);
            let pest = check_writing_with_pest(rule, input);
            mismatches += usize::from(pest.is_err());
            if ours != pest {
                failures.push(format!(
                    "rule {rule:?} on {input:?}:\n  generated: {ours:?}\n  pest:      {pest:?}"
                ));
            }
        }
    }
    // Both outcomes are exercised, so the failure report is compared too.
    assert!(mismatches > 0 && mismatches < inputs.len() * rules.len());
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

fn wpt_inputs() -> Vec<String> {
    let data = support::wpt_json("urltestdata.json");
    let cases = data.as_array().expect("an array");
    let mut inputs: Vec<String> = cases
        .iter()
        .filter_map(|c| c.get("input").and_then(|i| i.as_str()).map(str::to_owned))
        .collect();
    // Hosts and their parts too, for the host rules.
    for case in cases {
        for key in ["host", "hostname", "pathname", "search", "hash"] {
            if let Some(value) = case.get(key).and_then(|h| h.as_str()) {
                inputs.push(value.to_owned());
                inputs.push(value.trim_start_matches(['[', '?', '#', '/']).to_owned());
            }
        }
    }
    inputs.sort();
    inputs.dedup();
    inputs
}

#[test]
fn every_rule_on_wpt_inputs() {
    check_all(WritingRule::ALL, &wpt_inputs());
}

#[test]
fn entry_rules_on_the_corpus() {
    let inputs = support::corpus_sample();
    check_all(&ENTRIES, &inputs);
}

#[test]
fn entry_rules_on_generated_urls() {
    check_all(&ENTRIES, &generated::inputs(4000));
}

/// Deterministic strings of pieces the writing grammar cares about, in any order, so that the
/// furthest failure falls anywhere, inside hosts, ports, addresses and escapes.
fn shuffled(count: usize, seed: u64) -> Vec<String> {
    const PIECES: &[&str] = &[
        "https:",
        "file:",
        "foo:",
        "HTTP:",
        "//",
        "/",
        "\\",
        "?",
        "#",
        ":",
        "@",
        "[",
        "]",
        ".",
        "%",
        "%2e",
        "%4",
        "%zz",
        "a",
        "Z",
        "0",
        "1",
        "255",
        "256",
        "65535",
        "65536",
        "::",
        "::1",
        "1.2.3.4",
        "ffff",
        "fffff",
        "example",
        "xn--a",
        " ",
        "|",
        "^",
        "<",
        "é",
        "\u{FFFE}",
        "\u{FDD0}",
        "\u{1F600}",
        "\u{7F}",
        "\u{0}",
        "\t",
    ];
    let mut state = seed;
    let next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    support::strings_of_pieces(PIECES, count, 10, next)
}

#[test]
fn entry_rules_on_shuffled_pieces() {
    check_all(&ENTRIES, &shuffled(20_000, 0x2545_F491_4F6C_DD1D));
}
