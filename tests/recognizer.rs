//! The recognizer that build.rs generates from the URL grammar (grammar/entry.pest and the
//! files it names) must record exactly the tree that pest's own runtime (pest_derive's
//! `UrlGrammar`) builds from the same files: same rules, same spans, same nesting, same
//! success or failure. Checked for every rule of the grammar on WPT inputs, and for the
//! library's entry rules on the real-URL corpus and on generated strings.

mod support;

use railurl::syntax::{parse_rule, parse_rule_with_pest, Rule};

fn same_tree(rule: Rule, input: &str) -> Result<(), String> {
    let ours = parse_rule(rule, input);
    let pest = parse_rule_with_pest(rule, input);
    match (&ours, &pest) {
        (Ok(a), Ok(b)) if a == b => Ok(()),
        (Err(_), Err(_)) => Ok(()),
        _ => Err(format!(
            "rule {rule:?} on {input:?}:\n  generated: {ours:?}\n  pest:      {pest:?}"
        )),
    }
}

fn check_all(rules: &[Rule], inputs: &[String]) {
    let mut failures = Vec::new();
    for input in inputs {
        for &rule in rules {
            if let Err(e) = same_tree(rule, input) {
                failures.push(e);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

fn wpt_inputs() -> Vec<String> {
    let data = support::wpt_json("urltestdata.json");
    let mut inputs: Vec<String> = data
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c.get("input").and_then(|i| i.as_str()).map(str::to_owned))
        .collect();
    // Hosts too, for the IPv4 and IPv6 entry rules.
    for case in data.as_array().unwrap() {
        if let Some(host) = case.get("hostname").and_then(|h| h.as_str()) {
            inputs.push(
                host.trim_start_matches('[')
                    .trim_end_matches(']')
                    .to_owned(),
            );
        }
    }
    inputs
}

const URL_ENTRIES: [Rule; 10] = [
    Rule::url_without_base,
    Rule::url_with_opaque_base,
    Rule::url_with_special_base,
    Rule::url_with_file_base,
    Rule::url_with_base,
    Rule::url_with_http_base,
    Rule::url_with_https_base,
    Rule::url_with_ws_base,
    Rule::url_with_wss_base,
    Rule::url_with_ftp_base,
];

#[test]
fn every_rule_on_wpt_inputs() {
    check_all(Rule::ALL, &wpt_inputs());
}

#[test]
fn entry_rules_on_the_corpus() {
    let inputs = support::corpus_sample();
    check_all(&URL_ENTRIES, &inputs);
}

/// Deterministic strings over an alphabet of the code points the grammar cares about.
fn generated(count: usize, seed: u64) -> Vec<String> {
    const PIECES: &[&str] = &[
        "h",
        "t",
        "p",
        "s",
        "f",
        "i",
        "l",
        "e",
        "x",
        "F",
        "H",
        "S",
        ":",
        "/",
        "\\",
        "?",
        "#",
        "@",
        "[",
        "]",
        ".",
        "%",
        "2",
        "e",
        "E",
        "0",
        "1",
        "9",
        "a",
        "c",
        "|",
        " ",
        "é",
        "\u{1F600}",
        "http",
        "https",
        "file",
        "ws",
        "ftp",
        "//",
        "::",
        "..",
        "%2e",
        "C:",
        "c|",
        "0x",
        "127.0.0.1",
        "[::1]",
        "ffff",
        "1.2.3.4",
        "\t",
    ];
    let mut state = seed;
    let next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    support::strings_of_pieces(PIECES, count, 12, next)
}

#[test]
fn entry_rules_on_generated_strings() {
    let mut rules = URL_ENTRIES.to_vec();
    rules.extend([
        Rule::ipv4_host,
        Rule::ipv6_host,
        Rule::scheme_state_override,
        Rule::special_host_state_override,
        Rule::host_state_override,
        Rule::special_path_start_state_override,
        Rule::path_start_state_override,
    ]);
    check_all(&rules, &generated(6000, 7));
}
