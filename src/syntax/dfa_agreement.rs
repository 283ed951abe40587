//! The inputs on which the tests compare a grammar's tagged DFA with the recognizer generated
//! from the same grammar (src/syntax/canonical.rs, src/syntax/near_canonical.rs): the corpus
//! and edits of it, and WPT's inputs.

use alloc::format;
use core::fmt::Debug;

/// The DFA and the recognizer agree on `input`: the same verdict and every span.
pub(crate) fn same<T: PartialEq + Debug>(
    input: &str,
    dfa: fn(&str) -> T,
    recognizer: fn(&str) -> T,
) {
    assert_eq!(dfa(input), recognizer(input), "{input:?}");
}

/// Every corpus URL; and for every tenth, each prefix and each URL with one code point
/// replaced by each of `edits`.
pub(crate) fn corpus_and_edits(edits: &[&str], mut check: impl FnMut(&str)) {
    let corpus = include_str!("../../tests/data/corpus.txt");
    for (n, url) in corpus.lines().enumerate() {
        check(url);
        if n % 10 != 0 {
            continue;
        }
        for at in (0..=url.len()).filter(|&i| url.is_char_boundary(i)) {
            check(&url[..at]);
            let Some(c) = url[at..].chars().next() else {
                continue;
            };
            for edit in edits {
                check(&format!(
                    "{}{edit}{}",
                    &url[..at],
                    &url[at + c.len_utf8()..]
                ));
            }
        }
    }
}

/// Every input of WPT's urltestdata.json (there are more than 500).
pub(crate) fn wpt_inputs(mut check: impl FnMut(&str)) {
    let data: serde_json::Value =
        serde_json::from_str(include_str!("../../tests/wpt/urltestdata.json")).unwrap();
    let mut inputs = 0;
    for case in data.as_array().unwrap() {
        if let Some(input) = case.get("input").and_then(|i| i.as_str()) {
            check(input);
            inputs += 1;
        }
    }
    assert!(inputs > 500, "{inputs} inputs");
}
