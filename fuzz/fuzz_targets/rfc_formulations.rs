//! cargo-fuzz target `rfc_formulations`: the two formulations of each ABNF grammar (RFC 3986,
//! with RFC 6874, RFC 3987, RFC 2396) agree on the input: railurl's generated recognizers and
//! the regular expressions written from the same rules (the main crate's
//! tests/support/rfc_formulations.rs, which tests/rfc_differential.rs runs on generated
//! strings) accept the same strings with the same components.
#![no_main]

#[path = "../../tests/support/rfc_formulations.rs"]
mod formulations;

use formulations::{regex_for, ALL};
use regex::Regex;
use std::path::Path;
use std::sync::OnceLock;

/// The regular expression of every entry of [`ALL`], built once.
fn regexes() -> &'static [Regex] {
    static REGEXES: OnceLock<Vec<Regex>> = OnceLock::new();
    REGEXES.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        ALL.iter()
            .map(|f| regex_for(&root, f.standard, f.entry).1)
            .collect()
    })
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    for (f, re) in ALL.iter().zip(regexes()) {
        assert_eq!(
            f.ours(input),
            (f.theirs)(re, input),
            "{} {}: {input:?}",
            f.standard.name,
            f.entry
        );
    }
});
