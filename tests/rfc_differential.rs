//! The two formulations of each ABNF grammar must agree (tests/support/rfc_formulations.rs):
//! on strings generated from the grammar and mutations of them, railurl's recognizers and the
//! regular expressions written from the same rules must accept the same strings and find the
//! same components, host type and path production.
//!
//! The README's test command runs a few thousand strings per entry rule; for the long run:
//!
//! ```sh
//! RAILURL_ABNF_CASES=1000000 cargo test --release --test rfc_differential -- --nocapture
//! ```
//!
//! (a million strings for each of the nine entry rules).

#[path = "support/rfc_formulations.rs"]
mod formulations;

use formulations::{regex_for, Formulation, ALL};
use railurl_abnf::sample::{inputs, Rng};
use std::path::Path;

fn cases() -> usize {
    std::env::var("RAILURL_ABNF_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000)
}

/// Runs both formulations of `f` on generated and mutated strings.
fn compare(f: &Formulation) {
    let (standard, entry, theirs) = (f.standard, f.entry, f.theirs);
    let (grammar, re) = regex_for(Path::new(env!("CARGO_MANIFEST_DIR")), standard, entry);
    let mut rng = Rng::new(0x5EED ^ entry.len() as u64 ^ standard.name.len() as u64);
    let (mut valid, n) = (0, cases());
    for input in inputs(&grammar, entry, &mut rng, n) {
        let expected = theirs(&re, &input);
        assert_eq!(
            f.ours(&input),
            expected,
            "{} {entry}: {input:?}",
            standard.name
        );
        valid += usize::from(expected.is_some());
    }
    println!(
        "{} {entry}: {n} strings, {valid} valid, the two formulations agree",
        standard.name
    );
    assert!(
        valid > n / 4 && valid < n,
        "{entry}: {valid} of {n} valid: a poor sample"
    );
}

/// Compares every entry rule of the grammar called `name`.
fn compare_all(name: &str) {
    let entries: Vec<&Formulation> = ALL.iter().filter(|f| f.standard.name == name).collect();
    assert!(!entries.is_empty(), "{name}");
    for f in entries {
        compare(f);
    }
}

#[test]
fn rfc3986() {
    compare_all("rfc3986");
    compare_all("rfc6874");
}

#[test]
fn rfc3987() {
    compare_all("rfc3987");
}

#[test]
fn rfc2396() {
    compare_all("rfc2396");
}

/// The committed seeds of the fuzz target `rfc_formulations` (fuzz/seeds/rfc_formulations/),
/// through the same comparison as the target.
#[test]
fn fuzz_seeds_agree() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let seeds: Vec<String> = std::fs::read_dir(root.join("fuzz/seeds/rfc_formulations"))
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    assert!(seeds.len() >= 10, "{} seeds", seeds.len());
    for f in &ALL {
        let (_, re) = regex_for(root, f.standard, f.entry);
        for input in &seeds {
            let ours = f.ours(input);
            assert_eq!(
                ours,
                (f.theirs)(&re, input),
                "{} {}: {input:?}",
                f.standard.name,
                f.entry
            );
        }
    }
}
