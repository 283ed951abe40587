//! The tagged DFA the generator builds (run by `Dfa::run`) against the regular expression
//! written from the same rules (run by the `regex` crate): membership and every recorded
//! boundary, on generated and mutated strings. railurl's own tests compare the generated Rust
//! code the same way.

use railurl_abnf::regex::group_base;
use railurl_abnf::sample::{inputs, Rng};
use railurl_abnf::standards::STANDARDS;
use railurl_abnf::tdfa::Dfa;
use regex::Regex;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// The tag values the regex gives: per tag, the boundary of the group that matched.
fn regex_tags(re: &Regex, dfa: &Dfa, input: &str) -> Option<Vec<Option<usize>>> {
    let caps = re.captures(input)?;
    let mut out = vec![None; dfa.tags.len()];
    for name in re.capture_names().flatten() {
        let Some(m) = caps.name(name) else { continue };
        let base = name.split("__").next().unwrap_or(name);
        for (t, tag) in dfa.tags.iter().enumerate() {
            if tag == &format!("{base}_START") {
                out[t] = Some(m.start());
            }
            if tag == &format!("{base}_END") {
                out[t] = Some(m.end());
            }
        }
    }
    Some(out)
}

#[test]
fn tagged_dfa_and_regex_agree() {
    let cases: usize = std::env::var("ABNF_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000);
    for standard in STANDARDS {
        let grammar = railurl_abnf::load(root(), standard).unwrap();
        let dfas = railurl_abnf::compile(&grammar, standard).unwrap();
        for (entry, dfa) in standard.entries.iter().zip(&dfas) {
            let source = railurl_abnf::regex::entry(&grammar, entry, standard.captures).unwrap();
            let re = regex::RegexBuilder::new(&source)
                .size_limit(1 << 28)
                .build()
                .unwrap();
            assert!(dfa
                .tags
                .iter()
                .all(|t| t.starts_with(&group_base(t.rsplit_once('_').unwrap().0))));
            let mut rng = Rng::new(entry.len() as u64);
            let (mut valid, mut total) = (0, 0);
            for input in inputs(&grammar, entry, &mut rng, cases) {
                let ours = dfa.run(input.as_bytes()).ok();
                let theirs = regex_tags(&re, dfa, &input);
                assert_eq!(ours, theirs, "{} {entry}: {input:?}", standard.name);
                valid += usize::from(ours.is_some());
                total += 1;
            }
            println!("{} {entry}: {total} inputs, {valid} valid", standard.name);
        }
    }
}
