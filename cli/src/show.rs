//! Showing one parse result: a JSON line (for programs) or a table of components (for people),
//! and the escaping that keeps control characters away from the terminal.

use crate::json;
use railurl::{ParseError, Url};
use std::borrow::Cow;
use std::fmt::Write as _;
use std::io::{self, Write};

/// How results are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One JSON object per line.
    Json,
    /// A table of components, for people.
    Table,
}

impl Format {
    /// `--json` or `--table` when given; otherwise a table on a terminal and JSON elsewhere, so
    /// scripts that pipe the output keep getting one JSON object per URL.
    pub fn choose(json: bool, table: bool) -> Format {
        use std::io::IsTerminal;
        if json {
            Format::Json
        } else if table || io::stdout().is_terminal() {
            Format::Table
        } else {
            Format::Json
        }
    }
}

/// Print `result` for `input` in `format`.
pub fn result(
    out: &mut impl Write,
    format: Format,
    input: &str,
    result: &Result<Url, ParseError>,
) -> io::Result<()> {
    match format {
        Format::Json => json::write_result(out, input, result),
        Format::Table => table(out, input, result),
    }
}

/// The input (escaped), then one row per component or the failure, then a blank line.
fn table(out: &mut impl Write, input: &str, result: &Result<Url, ParseError>) -> io::Result<()> {
    writeln!(out, "{}", escape(input))?;
    match result {
        Ok(url) => {
            let rows = [
                ("href", Cow::Borrowed(url.href())),
                ("origin", Cow::Owned(url.origin().to_string())),
                ("protocol", Cow::Borrowed(url.protocol())),
                ("username", Cow::Borrowed(url.username())),
                ("password", Cow::Borrowed(url.password())),
                ("host", Cow::Borrowed(url.host())),
                ("hostname", Cow::Borrowed(url.hostname())),
                ("port", Cow::Borrowed(url.port())),
                ("pathname", Cow::Borrowed(url.pathname())),
                ("search", Cow::Borrowed(url.search())),
                ("hash", Cow::Borrowed(url.hash())),
            ];
            // The components are ASCII with controls percent-encoded; escaping them anyway
            // costs nothing and keeps the table safe whatever the library returns.
            for (name, value) in rows {
                writeln!(out, "  {name:<9} {}", escape(&value))?;
            }
        }
        Err(e) => writeln!(out, "  failure   {}", escape(&e.to_string()))?,
    }
    writeln!(out)
}

/// Whether `c` must not reach a terminal as it is: a control character (C0, DEL, C1), which a
/// terminal may act on (ESC starts escape sequences), or a bidirectional formatting character,
/// which reorders what is shown around it.
pub fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
        )
}

/// `text` with each character [`needs_escape`] names written as an escape, the way the
/// library's diagnostics echo an input: `\t`, `\n`, `\r`, or `\u{1b}` style. Borrowed when
/// nothing needs escaping.
pub fn escape(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\t' => shown.push_str("\\t"),
            '\n' => shown.push_str("\\n"),
            '\r' => shown.push_str("\\r"),
            c if needs_escape(c) => {
                let _ = write!(shown, "\\u{{{:x}}}", u32::from(c));
            }
            c => shown.push(c),
        }
    }
    Cow::Owned(shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_names_controls_and_bidi_characters_and_keeps_the_rest() {
        assert_eq!(
            escape("https://example.org/ä\\x"),
            "https://example.org/ä\\x"
        );
        assert_eq!(
            escape("a\u{1b}[0m\t\u{7f}\u{85}\u{202e}\u{2066}b"),
            "a\\u{1b}[0m\\t\\u{7f}\\u{85}\\u{202e}\\u{2066}b"
        );
    }
}
