//! The inputs on which the tests compare a grammar's tagged DFA with the recognizer generated
//! from the same grammar (src/syntax/canonical.rs, src/syntax/near_canonical.rs): the corpus
//! and edits of it, and WPT's inputs.

use alloc::format;
use alloc::vec::Vec;
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

/// A generated skip: where the run from a position ends (see build/pest/dfa_simd.rs).
pub(crate) type Skip = fn(&[u8], usize) -> usize;

/// Each skip's SSE2 form and its scalar form (`SKIPS` of a generated automaton) end the run
/// from every position at the same place: on every corpus URL; and on inputs of every length
/// up to 40 of a fill that the skip runs through (one of a few: a host's labels and dots, a
/// path's segments and slashes, a query, spaces and controls), with one byte replaced by each of the 256 values,
/// from the start and from that byte (so that the byte meets every lane of a sixteen-byte
/// block, the byte after a block, and the input's last bytes, where the two forms read
/// differently).
pub(crate) fn skips_agree(skips: &[(&str, Skip, Skip)]) {
    for &(name, sse2, scalar) in skips {
        let check = |input: &[u8], i: usize| {
            let text = alloc::string::String::from_utf8_lossy(input);
            assert_eq!(
                sse2(input, i),
                scalar(input, i),
                "{name} from {i} in {text:?}"
            );
        };
        for url in include_str!("../../tests/data/corpus.txt").lines() {
            for i in 0..=url.len() {
                check(url.as_bytes(), i);
            }
        }
        let fill = |fill: &[u8], len: usize| -> Vec<u8> {
            fill.iter().copied().cycle().take(len).collect()
        };
        let fills = [
            &b"ab1-c.0"[..],
            b"ab1-c.d",
            b"a/b%",
            b"q=1&",
            b"AB-1",
            b" \x01\x1f",
        ];
        // The first fill the skip runs through to the end.
        let fill = fills
            .iter()
            .map(|f| fill(f, 40))
            .find(|f| scalar(f, 0) == f.len());
        let fill = fill.unwrap_or_else(|| panic!("{name}: no fill runs through"));
        for len in 0..=fill.len() {
            let mut input = fill[..len].to_vec();
            for at in 0..len {
                for byte in 0..=255 {
                    input[at] = byte;
                    check(&input, 0);
                    check(&input, at);
                }
                input[at] = fill[at];
            }
        }
    }
}
