//! The basic URL parser's first steps, done before the grammar runs: "Remove any leading and
//! trailing C0 control or space from input" and "Remove all ASCII tab or newline from input".

use alloc::borrow::Cow;

/// "A C0 control or space is a C0 control or U+0020 SPACE."
fn is_c0_control_or_space(c: char) -> bool {
    c <= ' '
}

/// Whether `bytes` holds an ASCII tab or newline: a chunk with no byte below 0x0E (tab, LF and
/// CR are 0x09, 0x0A, 0x0D) needs no closer look, and real URLs have none. Sixty-four bytes
/// at a time (the compiler makes that test a few vector instructions per 16 bytes: this pass
/// reads every input whole, so it is a good part of what a giant input costs), then eight.
fn contains_tab_or_newline(bytes: &[u8]) -> bool {
    const LOW: u64 = 0x0E0E_0E0E_0E0E_0E0E;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let is_tab_or_newline = |b: &u8| matches!(b, b'\t' | b'\n' | b'\r');
    let mut chunks = bytes.chunks_exact(64);
    for chunk in &mut chunks {
        let low = chunk.iter().fold(false, |seen, &b| seen | (b < 0x0E));
        if low && chunk.iter().any(is_tab_or_newline) {
            return true;
        }
    }
    let mut words = chunks.remainder().chunks_exact(8);
    for word in &mut words {
        let mut eight = [0u8; 8];
        eight.copy_from_slice(word);
        let x = u64::from_le_bytes(eight);
        // Some byte is below 0x0E exactly when this has a high bit set.
        if x.wrapping_sub(LOW) & !x & HIGH != 0 && word.iter().any(is_tab_or_newline) {
            return true;
        }
    }
    words.remainder().iter().any(is_tab_or_newline)
}

/// "Remove all ASCII tab or newline from input" (alone, as when a URL is given to the parser).
pub(crate) fn remove_tab_and_newline(input: &str) -> Cow<'_, str> {
    if contains_tab_or_newline(input.as_bytes()) {
        Cow::Owned(
            input
                .chars()
                .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
                .collect(),
        )
    } else {
        Cow::Borrowed(input)
    }
}

/// The input the grammar sees. Borrowed when nothing had to be removed (the common case).
pub(crate) fn clean(input: &str) -> Cow<'_, str> {
    remove_tab_and_newline(input.trim_matches(is_c0_control_or_space))
}

#[cfg(test)]
mod tests {
    use super::{clean, contains_tab_or_newline};
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
