//! The basic URL parser's first steps, done before the grammar runs: "Remove any leading and
//! trailing C0 control or space from input" and "Remove all ASCII tab or newline from input".

use std::borrow::Cow;

/// "A C0 control or space is a C0 control or U+0020 SPACE."
fn is_c0_control_or_space(c: char) -> bool {
    c <= ' '
}

/// "Remove all ASCII tab or newline from input" (alone, as when a URL is given to the parser).
pub(crate) fn remove_tab_and_newline(input: &str) -> Cow<'_, str> {
    if input.bytes().any(|b| matches!(b, b'\t' | b'\n' | b'\r')) {
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
    use super::clean;

    #[test]
    fn trims_c0_and_space_and_removes_tab_newline() {
        assert_eq!(clean("\u{0}\u{1F} http://a/\t\n b \r"), "http://a/ b");
        assert_eq!(clean("h\tt\ntp:"), "http:");
        assert!(matches!(clean("http://a/"), std::borrow::Cow::Borrowed(_)));
        // U+007F and non-ASCII whitespace are not C0 controls or space.
        assert_eq!(clean("\u{7F}x\u{A0}"), "\u{7F}x\u{A0}");
    }
}
