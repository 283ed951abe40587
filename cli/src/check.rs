//! `railurl check`: the validation errors of each URL, as compiler-style diagnostics, a
//! table or JSON.
//!
//! The output stays linear in the input: each diagnostic shows a window of the input around
//! its span (`Diagnostic::render`), and past [`SHOWN`] diagnostics for one URL the rest are
//! counted by kind. A URL of 100 KB with 25,000 invalid code points writes a few hundred
//! kilobytes, not gigabytes. `--json` lists every error.

use crate::command_line::CheckArgs;
use crate::input;
use crate::json;
use crate::output;
use crate::show;
use railurl::{Diagnostic, Engine, ParseError, Url};
use std::collections::BTreeMap;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// The most diagnostics of one URL shown in full, as text or table rows.
const SHOWN: usize = 20;

/// The verdict on one URL, ordered so that the worst one decides the exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Verdict {
    /// No validation error: a valid URL string. Exit status 0.
    Valid = 0,
    /// Validation errors, but parsing succeeds. Exit status 1.
    Invalid = 1,
    /// Parsing fails. Exit status 2.
    Failure = 2,
}

/// How the reports are written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    /// Compiler-style: a window of the input with carets under each error.
    Text,
    /// One row per error.
    Table,
    /// One JSON object per URL.
    Json,
}

/// `railurl check [--base BASE] [--engine E] [--json | --table] [--] [URL...]`: the URLs
/// given, or else the lines of stdin (without their line ends), streamed.
pub fn run(args: CheckArgs) -> io::Result<ExitCode> {
    let engine = Engine::from(args.engine);
    let Ok(base) = input::base(engine, args.base.as_deref()) else {
        return Ok(ExitCode::from(output::TROUBLE));
    };
    let style = match (args.json, args.table) {
        (true, _) => Style::Json,
        (_, true) => Style::Table,
        _ => Style::Text,
    };
    let mut worst = Verdict::Valid;
    let mut out = BufWriter::new(io::stdout().lock());
    let not_utf8 = input::for_each(args.urls, &mut out, |url, out| {
        let (result, diagnostics) = engine.parse_with_diagnostics(url, base.as_ref());
        let verdict = match (&result, diagnostics.is_empty()) {
            (Err(_), _) => Verdict::Failure,
            (Ok(_), true) => Verdict::Valid,
            (Ok(_), false) => Verdict::Invalid,
        };
        worst = worst.max(verdict);
        match style {
            Style::Json => write_json(out, url, &result, verdict, &diagnostics)?,
            Style::Text => write_text(out, url, &result, &diagnostics)?,
            Style::Table => write_table(out, url, &result, &diagnostics)?,
        }
        // The exit status is the worst verdict; only a line that is not UTF-8 "fails" here.
        Ok(false)
    })?;
    if not_utf8 {
        worst = Verdict::Failure;
    }
    Ok(ExitCode::from(worst as u8))
}

/// The diagnostics past the first [`SHOWN`], counted by kind: "... and 24,980 more
/// validation errors: 24,980 invalid-URL-unit".
fn write_rest(out: &mut impl Write, diagnostics: &[Diagnostic]) -> io::Result<()> {
    let rest = diagnostics.get(SHOWN..).unwrap_or_default();
    if rest.is_empty() {
        return Ok(());
    }
    let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
    for d in rest {
        *kinds.entry(d.kind.spec_name()).or_default() += 1;
    }
    let kinds: Vec<String> = kinds.iter().map(|(k, n)| format!("{n} {k}")).collect();
    let plural = if rest.len() == 1 { "" } else { "s" };
    writeln!(
        out,
        "... and {} more validation error{plural}: {}",
        rest.len(),
        kinds.join(", ")
    )
}

/// "1 validation error; parses as HREF", or "...; parsing fails (SPEC-NAME)".
fn summary(result: &Result<Url, ParseError>, count: usize) -> String {
    let count = match count {
        0 => "valid URL string".to_owned(),
        1 => "1 validation error".to_owned(),
        n => format!("{n} validation errors"),
    };
    match result {
        Ok(url) => format!("{count}; parses as {}", url.href()),
        Err(e) => format!("{count}; parsing fails ({})", e.spec_name()),
    }
}

/// The diagnostics, each rendered with carets under a window of the input, then a summary
/// line.
fn write_text(
    out: &mut impl Write,
    input: &str,
    result: &Result<Url, ParseError>,
    diagnostics: &[Diagnostic],
) -> io::Result<()> {
    for d in diagnostics.iter().take(SHOWN) {
        out.write_all(d.render(input).as_bytes())?;
    }
    write_rest(out, diagnostics)?;
    let shown = show::shown_input(input);
    writeln!(out, "{shown}: {}", summary(result, diagnostics.len()))
}

/// The input, one row per diagnostic (kind, span, message), the result, and a blank line.
fn write_table(
    out: &mut impl Write,
    input: &str,
    result: &Result<Url, ParseError>,
    diagnostics: &[Diagnostic],
) -> io::Result<()> {
    writeln!(out, "{}", show::shown_input(input))?;
    let width = diagnostics
        .iter()
        .take(SHOWN)
        .map(|d| d.kind.spec_name().len())
        .max()
        .unwrap_or(0);
    for d in diagnostics.iter().take(SHOWN) {
        let span = format!("{}..{}", d.span.start, d.span.end);
        let kind = d.kind.spec_name();
        writeln!(out, "  {kind:<width$}  {span:<11} {}", d.message)?;
    }
    write_rest(out, diagnostics)?;
    writeln!(out, "  {}\n", summary(result, diagnostics.len()))
}

/// `{"input","href","valid","failure","errors":[{"kind","start","end","message"}]}`.
fn write_json(
    out: &mut impl Write,
    input: &str,
    result: &Result<Url, ParseError>,
    verdict: Verdict,
    diagnostics: &[Diagnostic],
) -> io::Result<()> {
    out.write_all(b"{\"input\":")?;
    json::string(out, input)?;
    out.write_all(b",\"href\":")?;
    match result {
        Ok(url) => json::string(out, url.href())?,
        Err(_) => out.write_all(b"null")?,
    }
    write!(
        out,
        ",\"valid\":{},\"failure\":{},\"errors\":[",
        verdict == Verdict::Valid,
        verdict == Verdict::Failure
    )?;
    for (i, d) in diagnostics.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        out.write_all(b"{\"kind\":")?;
        json::string(out, d.kind.spec_name())?;
        write!(
            out,
            ",\"start\":{},\"end\":{},\"message\":",
            d.span.start, d.span.end
        )?;
        json::string(out, d.message)?;
        out.write_all(b"}")?;
    }
    out.write_all(b"]}\n")
}
