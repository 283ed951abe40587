//! `railurl check`: the validation errors of each URL, as compiler-style diagnostics, a
//! table or JSON.
//!
//! The output stays linear in the input: each diagnostic shows a window of the input around
//! its span (`Diagnostic::render`), and past [`SHOWN`] diagnostics for one URL the rest are
//! counted by kind. A URL of 100 KB with 25,000 invalid code points writes a few hundred
//! kilobytes, not gigabytes. `--json` lists every error.

use crate::check_uri;
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
/// given, or else the lines of stdin (without their line ends), streamed. With an RFC
/// `--standard`, [`check_uri::run`] checks them instead.
pub fn run(args: CheckArgs) -> io::Result<ExitCode> {
    if let Some(standard) = args.standard.uri() {
        return check_uri::run(args, standard);
    }
    if args.rule.is_some() {
        output::warn("--rule applies to the RFC standards (--standard rfc3986, ...)");
        return Ok(ExitCode::from(output::TROUBLE));
    }
    let engine = Engine::from(args.engine);
    let Ok(base) = input::base(engine, args.base.url.as_deref()) else {
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
        let report = Report {
            input: url,
            result: &result,
            diagnostics: &diagnostics,
        };
        match style {
            Style::Json => report.json(out, verdict)?,
            Style::Text => report.text(out)?,
            Style::Table => report.table(out)?,
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

/// One URL's check: the input, its result and its validation errors.
struct Report<'a> {
    input: &'a str,
    result: &'a Result<Url, ParseError>,
    diagnostics: &'a [Diagnostic],
}

impl Report<'_> {
    /// The diagnostics shown in full.
    fn shown(&self) -> &[Diagnostic] {
        &self.diagnostics[..self.diagnostics.len().min(SHOWN)]
    }

    /// Each diagnostic rendered with carets under a window of the input, then a summary
    /// line.
    fn text(&self, out: &mut impl Write) -> io::Result<()> {
        for d in self.shown() {
            out.write_all(d.render(self.input).as_bytes())?;
        }
        write_rest(out, self.diagnostics)?;
        let summary = summary(self.result, self.diagnostics.len());
        writeln!(out, "{}: {summary}", show::shown_input(self.input))
    }

    /// The input, one row per diagnostic (kind, span, message), the result, and a blank
    /// line.
    fn table(&self, out: &mut impl Write) -> io::Result<()> {
        writeln!(out, "{}", show::shown_input(self.input))?;
        let shown = self.shown();
        let width = shown.iter().map(|d| d.kind.spec_name().len()).max();
        for d in shown {
            let span = format!("{}..{}", d.span.start, d.span.end);
            let (kind, width) = (d.kind.spec_name(), width.unwrap_or(0));
            writeln!(out, "  {kind:<width$}  {span:<11} {}", d.message)?;
        }
        write_rest(out, self.diagnostics)?;
        writeln!(out, "  {}\n", summary(self.result, self.diagnostics.len()))
    }

    /// `{"input","href","valid","failure","errors":[{"kind","start","end","message"}]}`.
    fn json(&self, out: &mut impl Write, verdict: Verdict) -> io::Result<()> {
        out.write_all(b"{\"input\":")?;
        json::string(out, self.input)?;
        out.write_all(b",\"href\":")?;
        match self.result {
            Ok(url) => json::string(out, url.href())?,
            Err(_) => out.write_all(b"null")?,
        }
        write!(
            out,
            ",\"valid\":{},\"failure\":{},\"errors\":[",
            verdict == Verdict::Valid,
            verdict == Verdict::Failure
        )?;
        for (i, d) in self.diagnostics.iter().enumerate() {
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
}
