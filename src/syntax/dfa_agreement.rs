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

/// Every corpus URL in uppercase, with every "/" written "\\", and with C0 controls and spaces
/// around it (which the parser trims, and the fast paths' grammars read outside every
/// component).
pub(crate) fn corpus_spellings(mut check: impl FnMut(&str)) {
    for url in include_str!("../../tests/data/corpus.txt").lines() {
        check(&url.to_ascii_uppercase());
        check(&url.replace('/', "\\"));
        check(&format!(" \u{1}{url}\u{1f}\n "));
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

/// Eighty bytes of the first of a few fills (a host's labels and dots, a path's segments and
/// slashes, a query, spaces and controls, a port's digits, UTF-8 continuation bytes) that the
/// skip `scalar` runs through to the end.
fn fill_through(name: &str, scalar: Skip) -> Vec<u8> {
    let fills = [
        &b"ab1-c.0"[..],
        b"ab1-c.d",
        b"a/b%",
        b"q=1&",
        b"AB-1",
        b" \x01\x1f",
        b"0123456789",
        b"\x80\xa9\xbf",
    ];
    fills
        .iter()
        .map(|f| f.iter().copied().cycle().take(80).collect::<Vec<u8>>())
        .find(|f| scalar(f, 0) == f.len())
        .unwrap_or_else(|| panic!("{name}: no fill runs through"))
}

/// A generated skip in an input followed by bytes it may read: where the run from a position
/// of the input (the first argument) ends, given a longer slice that begins with it.
pub(crate) type SlackSkip = fn(&[u8], &[u8], usize) -> usize;

/// Each skip's SSE2 form, its scalar form and its SSE2 form with bytes after the input
/// (`SKIPS` of a generated automaton) end the run from every position at the same place: on
/// every corpus URL, followed by bytes that the run goes on through, by random bytes, and by
/// the next URL, each cut to every length of slack up to 40; and on inputs of every length up
/// to 40 of a fill that the skip runs through (one of a few: a host's labels and dots, a
/// path's segments and slashes, a query, spaces and controls, digits, continuation bytes),
/// with one byte replaced by each of the 256 values, from the start and from that byte (so
/// that the byte meets every lane of a sixteen-byte block, the byte after a block, and the
/// input's last bytes, where the forms read differently), followed by more of the fill; and
/// those inputs with each of the 256 values right after their end, followed by more of the
/// fill, so that a block ends before, at and after the buffer's end.
pub(crate) fn skips_agree(skips: &[(&str, Skip, Skip, SlackSkip)]) {
    for &(name, sse2, scalar, slack) in skips {
        let check = |input: &[u8], i: usize| {
            let text = alloc::string::String::from_utf8_lossy(input);
            let expected = scalar(input, i);
            assert_eq!(sse2(input, i), expected, "{name} from {i} in {text:?}");
            // No slack: the same input as its own buffer.
            assert_eq!(
                slack(input, input, i),
                expected,
                "{name} from {i} in {text:?}"
            );
        };
        let check_in = |input: &[u8], padded: &[u8], i: usize| {
            assert_eq!(
                slack(input, padded, i),
                scalar(input, i),
                "{name} from {i} in {:?} followed by {:?}",
                alloc::string::String::from_utf8_lossy(input),
                alloc::string::String::from_utf8_lossy(&padded[input.len()..])
            );
        };
        let fill = fill_through(name, scalar);
        let mut random = 0x9E37_79B9_7F4A_7C15u64;
        let corpus: Vec<&str> = include_str!("../../tests/data/corpus.txt")
            .lines()
            .collect();
        for (n, url) in corpus.iter().enumerate() {
            let url = url.as_bytes();
            // After the URL: the fill, random bytes, or the next URL.
            let mut padded = url.to_vec();
            match n % 3 {
                0 => padded.extend_from_slice(&fill[..40]),
                1 => padded.extend((0..40).map(|_| {
                    random ^= random << 13;
                    random ^= random >> 7;
                    random ^= random << 17;
                    random as u8
                })),
                _ => padded.extend(corpus[(n + 1) % corpus.len()].bytes().cycle().take(40)),
            }
            for i in 0..=url.len() {
                check(url, i);
                let slack = (i * 7 + n) % 41;
                check_in(url, &padded[..url.len() + slack], i);
            }
        }
        for len in 0..=40 {
            let mut input = fill[..len].to_vec();
            for at in 0..len {
                for byte in 0..=255 {
                    input[at] = byte;
                    check(&input, 0);
                    check(&input, at);
                    let padded = [&input[..], &fill[len..]].concat();
                    check_in(&input, &padded, 0);
                    check_in(&input, &padded, at);
                }
                input[at] = fill[at];
            }
            // Each byte right after the end, then more of the fill: every amount of slack,
            // from positions whose blocks end before, at and after the buffer's end.
            for byte in 0..=255 {
                let padded = [&input[..], &[byte], &fill[len..]].concat();
                for slack in 0..=40 {
                    for i in [
                        0,
                        len.saturating_sub(1),
                        len.saturating_sub(16),
                        len.saturating_sub(17),
                    ] {
                        check_in(&input, &padded[..len + slack], i);
                    }
                }
            }
        }
    }
}
