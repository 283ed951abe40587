//! The CLI's JSON output: one object per URL, the WHATWG getter strings, or a failure.

use railurl::{ParseError, Url};
use std::io::{self, Write};

/// The getters in the order the CLI contract lists them.
pub const COMPONENTS: [&str; 11] = [
    "href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname",
    "search", "hash",
];

/// Write `s` as a JSON string. An I/O error keeps its kind (a broken pipe stays one).
fn string(out: &mut impl Write, s: &str) -> io::Result<()> {
    serde_json::to_writer(&mut *out, s).map_err(io::Error::from)
}

/// `{"href": ..., ..., "hash": ...}` on one line.
pub fn write_url(out: &mut impl Write, url: &Url) -> io::Result<()> {
    out.write_all(b"{")?;
    for (i, name) in COMPONENTS.iter().enumerate() {
        if i > 0 {
            out.write_all(b", ")?;
        }
        string(out, name)?;
        out.write_all(b": ")?;
        match *name {
            // Borrowed getters avoid an allocation per component on the batch path.
            "origin" => string(out, &url.origin().to_string())?,
            "href" => string(out, url.href())?,
            "protocol" => string(out, url.protocol())?,
            "username" => string(out, url.username())?,
            "password" => string(out, url.password())?,
            "host" => string(out, url.host())?,
            "hostname" => string(out, url.hostname())?,
            "port" => string(out, url.port())?,
            "pathname" => string(out, url.pathname())?,
            "search" => string(out, url.search())?,
            _ => string(out, url.hash())?,
        }
    }
    out.write_all(b"}\n")
}

/// `{"input": "...", "failure": true, "error": "..."}` on one line; `"input": null` when there
/// is no input to name (a batch request that is not a JSON object, for instance).
pub fn write_failure(out: &mut impl Write, input: Option<&str>, error: &str) -> io::Result<()> {
    out.write_all(b"{\"input\": ")?;
    match input {
        Some(input) => string(out, input)?,
        None => out.write_all(b"null")?,
    }
    out.write_all(b", \"failure\": true, \"error\": ")?;
    string(out, error)?;
    out.write_all(b"}\n")
}

/// The result of parsing `input` as one JSON line.
pub fn write_result(
    out: &mut impl Write,
    input: &str,
    result: &Result<Url, ParseError>,
) -> io::Result<()> {
    match result {
        Ok(url) => write_url(out, url),
        Err(e) => write_failure(out, Some(input), &e.to_string()),
    }
}
