//! Showing one parse result: a JSON line (for programs) or a table of components (for people).

use crate::json;
use railurl::{ParseError, Url};
use std::io::{self, Write};

/// How results are printed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Json,
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
        Format::Json => json::write_result(out, result),
        Format::Table => table(out, input, result),
    }
}

fn table(out: &mut impl Write, input: &str, result: &Result<Url, ParseError>) -> io::Result<()> {
    writeln!(out, "{input}")?;
    match result {
        Ok(url) => {
            let rows = [
                ("href", url.href().to_owned()),
                ("origin", url.origin().to_string()),
                ("protocol", url.protocol().to_owned()),
                ("username", url.username().to_owned()),
                ("password", url.password().to_owned()),
                ("host", url.host().to_owned()),
                ("hostname", url.hostname().to_owned()),
                ("port", url.port().to_owned()),
                ("pathname", url.pathname().to_owned()),
                ("search", url.search().to_owned()),
                ("hash", url.hash().to_owned()),
            ];
            for (name, value) in rows {
                writeln!(out, "  {name:<9} {value}")?;
            }
        }
        Err(e) => writeln!(out, "  failure   {e}")?,
    }
    writeln!(out)
}
