//! The caret rendering that [`Diagnostic`](super::Diagnostic) and
//! [`ParseError`](crate::ParseError) share: the spec name and message, a window of the input,
//! and carets under a byte span of it.

use alloc::format;
use alloc::string::String;
use core::fmt::Write as _;
use core::ops::Range;

/// How many code points [`caret_render`] shows on each side of a span.
const RENDER_CONTEXT: usize = 40;
/// How many code points of a span [`caret_render`] shows at most.
const RENDER_SPAN: usize = 80;

/// Compiler-style rendering of `name: message` about `span` of `input`: a window of the input,
/// and a caret line under the span (one caret for an empty span). Control characters are
/// echoed escaped (`\t`, `\u{1}`), and the carets follow them. The window is the span (at
/// most [`RENDER_SPAN`] code points of it) with up to [`RENDER_CONTEXT`] code points on each
/// side, `…` marking what is left out, so a rendering costs the same however long the input:
/// rendering every diagnostic of a long input stays linear in it.
pub(crate) fn caret_render(input: &str, span: Range<usize>, name: &str, message: &str) -> String {
    let start = char_boundary(input, span.start);
    let end = char_boundary(input, span.end.max(start));
    // Up to RENDER_CONTEXT code points before the span, at most RENDER_SPAN of it, and (when
    // the span is shown whole) up to RENDER_CONTEXT after it.
    let from = input[..start]
        .char_indices()
        .rev()
        .nth(RENDER_CONTEXT - 1)
        .map_or(0, |(i, _)| i);
    let shown_end = input[start..end]
        .char_indices()
        .nth(RENDER_SPAN)
        .map_or(end, |(i, _)| start + i);
    let to = if shown_end < end {
        shown_end
    } else {
        input[end..]
            .char_indices()
            .nth(RENDER_CONTEXT)
            .map_or(input.len(), |(i, _)| end + i)
    };
    let mut echo = String::new();
    let mut carets = String::new();
    if from > 0 {
        echo.push('…');
        carets.push(' ');
    }
    for (i, c) in input[from..to].char_indices() {
        let shown = shown(c);
        let under = if from + i < start { ' ' } else { '^' };
        if from + i < shown_end {
            carets.extend(core::iter::repeat_n(under, shown.chars().count()));
        }
        echo.push_str(&shown);
    }
    if to < input.len() {
        echo.push('…');
    }
    if start == end {
        carets.push('^');
    } else if shown_end < end {
        carets.push('…');
    }
    let mut out = String::new();
    let _ = writeln!(out, "{name}: {message}");
    let _ = writeln!(out, "  | {echo}");
    let _ = writeln!(out, "  | {}", carets.trim_end_matches(' '));
    out
}

/// `at`, or the end of `input` when it is past it, moved back to a code point's start.
fn char_boundary(input: &str, at: usize) -> usize {
    let mut at = at.min(input.len());
    while !input.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// How a code point is echoed: escaped when it is a control character (C0, DEL, C1), which a
/// terminal may act on, or a bidirectional formatting character, which would reorder the echo
/// around it and move the carets away from what they point at.
fn shown(c: char) -> String {
    let bidi_formatting = matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    );
    match c {
        '\t' => "\\t".into(),
        '\n' => "\\n".into(),
        '\r' => "\\r".into(),
        c if c.is_control() || bidi_formatting => format!("\\u{{{:x}}}", u32::from(c)),
        c => c.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_bidi_formatting_are_echoed_escaped_and_the_carets_follow() {
        let rendered = caret_render("a\u{202E}b\tc", 5..6, "name", "message");
        // a, then \u{202e} (8 columns), then b: ten columns before the tab's carets.
        let expected = format!(
            "name: message\n  | a\\u{{202e}}b\\tc\n  | {}^^\n",
            " ".repeat(10)
        );
        assert_eq!(rendered, expected);
    }
}
