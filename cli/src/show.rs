//! Showing one parse result: a JSON line (for programs) or a table of components (for people),
//! and the escaping that keeps control characters away from the terminal.

use crate::command_line::OutputOptions;
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
    pub fn choose(options: &OutputOptions) -> Format {
        use std::io::IsTerminal;
        if options.json {
            Format::Json
        } else if options.table || io::stdout().is_terminal() {
            Format::Table
        } else {
            Format::Json
        }
    }
}

/// Print `result` for `input` in `format`; `changed` is a setter's answer.
pub fn result(
    out: &mut impl Write,
    format: Format,
    input: &str,
    result: &Result<Url, ParseError>,
    changed: Option<bool>,
) -> io::Result<()> {
    match (format, result) {
        (Format::Json, Ok(url)) => json::write_url(out, input, url, changed),
        (Format::Json, Err(e)) => json::write_parse_failure(out, input, e),
        (Format::Table, _) => table(out, input, result),
    }
}

/// The input (escaped), then one row per component or the failure, then a blank line.
fn table(out: &mut impl Write, input: &str, result: &Result<Url, ParseError>) -> io::Result<()> {
    // Escaped, and quoted only when empty: a table's first line is the input alone.
    match input {
        "" => writeln!(out, "\"\"")?,
        input => writeln!(out, "{}", escape(input))?,
    }
    match result {
        Ok(url) => {
            // The components are ASCII with controls percent-encoded; escaping them anyway
            // costs nothing and keeps the table safe whatever the library returns.
            for name in json::COMPONENTS {
                let value = match name {
                    "origin" => Cow::Owned(url.origin().to_string()),
                    name => Cow::Borrowed(json::getter(url, name)),
                };
                writeln!(out, "  {name:<18} {}", escape(&value))?;
            }
            for name in json::HOST_FIELDS {
                let value = json::host_field(url, name).unwrap_or("(null)");
                writeln!(out, "  {name:<18} {}", escape(value))?;
            }
        }
        Err(e) => {
            writeln!(out, "  failure   {}", escape(&e.to_string()))?;
            // Where: the input echoed (escaped) with carets under the failure's span.
            for line in e.render(input).lines().skip(1) {
                writeln!(out, "            {}", line.trim_start())?;
            }
        }
    }
    writeln!(out)
}

/// An input as a line of text shows it: as given, unless it is empty or holds characters that
/// garble a terminal, which call for a quoted, escaped form.
pub fn shown_input(input: &str) -> Cow<'_, str> {
    if input.is_empty() || input.chars().any(needs_escape) {
        Cow::Owned(format!("\"{}\"", escape(input)))
    } else {
        Cow::Borrowed(input)
    }
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
