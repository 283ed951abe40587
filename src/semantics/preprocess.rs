//! The basic URL parser's first steps, done before the grammar runs: "Remove any leading and
//! trailing C0 control or space from input" and "Remove all ASCII tab or newline from input".

use crate::code_points::{is_c0_control_or_space, without_ascii_tab_or_newline};
use alloc::borrow::Cow;

/// Whether `bytes` holds an ASCII tab or newline: a chunk with no byte below 0x0E (tab, LF and
/// CR are 0x09, 0x0A, 0x0D) needs no closer look, and real URLs have none. Sixty-four bytes
/// at a time (the compiler makes that test a few vector instructions per 16 bytes: this pass
/// reads every input whole, so it is a good part of what a giant input costs), then sixteen,
/// then the last sixteen bytes again (overlapping the chunks before them) rather than the
/// few left one at a time; an input shorter than that byte by byte.
fn contains_tab_or_newline(bytes: &[u8]) -> bool {
    let is_tab_or_newline = |b: &u8| matches!(b, b'\t' | b'\n' | b'\r');
    let has = |chunk: &[u8]| {
        chunk.iter().fold(false, |seen, &b| seen | (b < 0x0E))
            && chunk.iter().any(is_tab_or_newline)
    };
    let mut chunks = bytes.chunks_exact(64);
    if chunks.any(has) {
        return true;
    }
    let mut sixteens = chunks.remainder().chunks_exact(16);
    if sixteens.any(has) {
        return true;
    }
    match bytes.len().checked_sub(16) {
        Some(last) if !sixteens.remainder().is_empty() => {
            has(bytes.get(last..).unwrap_or_default())
        }
        Some(_) => false,
        None => bytes.iter().any(is_tab_or_newline),
    }
}

/// "Remove all ASCII tab or newline from input" (alone, as when a URL is given to the parser).
pub(crate) fn remove_tab_and_newline(input: &str) -> Cow<'_, str> {
    if contains_tab_or_newline(input.as_bytes()) {
        Cow::Owned(without_ascii_tab_or_newline(input))
    } else {
        Cow::Borrowed(input)
    }
}

/// The input the grammar sees. Borrowed when nothing had to be removed (the common case).
pub(crate) fn clean(input: &str) -> Cow<'_, str> {
    remove_tab_and_newline(trim_c0_control_or_space(input))
}

/// "Remove any leading and trailing C0 control or space from input", on bytes: every C0
/// control or space is one byte, and every byte of a longer code point is above U+0020, so
/// the first and last bytes above it bound the result at code point boundaries.
fn trim_c0_control_or_space(input: &str) -> &str {
    let kept = |&b: &u8| !is_c0_control_or_space(char::from(b));
    let bytes = input.as_bytes();
    let start = bytes.iter().position(kept).unwrap_or(bytes.len());
    let end = bytes.iter().rposition(kept).map_or(start, |last| last + 1);
    input.get(start..end).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::{clean, contains_tab_or_newline, trim_c0_control_or_space};
    use alloc::string::String;
    use alloc::vec::Vec;

    #[test]
    fn finds_tab_and_newline_at_every_position() {
        for len in 0..150 {
            let plain = "a".repeat(len);
            assert!(!contains_tab_or_newline(plain.as_bytes()));
            // Bytes just above and below the three: no false positives.
            let near: String = "\u{b}\u{c}\u{e}\u{8}\u{1}"
                .chars()
                .cycle()
                .take(len)
                .collect();
            assert!(!contains_tab_or_newline(near.as_bytes()));
            for at in 0..len {
                for c in ['\t', '\n', '\r'] {
                    let mut s: Vec<char> = plain.chars().collect();
                    s[at] = c;
                    let s: String = s.into_iter().collect();
                    assert!(contains_tab_or_newline(s.as_bytes()), "{s:?}");
                }
            }
        }
    }

    #[test]
    fn trims_as_the_code_point_class_says() {
        for input in [
            "",
            " ",
            " \u{1}a b\u{7F} ",
            "\u{A0}x\u{A0}",
            " \u{E9} ",
            "\u{1F600}",
            "\t\u{0}",
        ] {
            let by_code_point = input.trim_matches(|c| c <= ' ');
            assert_eq!(trim_c0_control_or_space(input), by_code_point, "{input:?}");
        }
    }

    #[test]
    fn trims_c0_and_space_and_removes_tab_newline() {
        assert_eq!(clean("\u{0}\u{1F} http://a/\t\n b \r"), "http://a/ b");
        assert_eq!(clean("h\tt\ntp:"), "http:");
        assert!(matches!(
            clean("http://a/"),
            alloc::borrow::Cow::Borrowed(_)
        ));
        // U+007F and non-ASCII whitespace are not C0 controls or space.
        assert_eq!(clean("\u{7F}x\u{A0}"), "\u{7F}x\u{A0}");
    }
}
