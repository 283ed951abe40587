//! `railurl check`: the validation errors of each URL, as compiler-style diagnostics or JSON.

use crate::command_line::CheckArgs;
use crate::output::{self, warn};
use crate::show;
use railurl::{Diagnostic, Engine, ParseError, Url};
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::process::ExitCode;

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

/// Checks URLs one after another, writing each report and keeping the worst verdict.
struct Checker<W: Write> {
    /// The engine that parses.
    engine: Engine,
    /// The base URL, when `--base` was given.
    base: Option<Url>,
    /// `--json`.
    json: bool,
    /// Where the reports go.
    out: W,
    /// The worst verdict so far.
    worst: Verdict,
}

impl<W: Write> Checker<W> {
    /// Check `input` and write its report.
    fn check(&mut self, input: &str) -> io::Result<()> {
        let (result, diagnostics) = self
            .engine
            .parse_with_diagnostics(input, self.base.as_ref());
        let verdict = match (&result, diagnostics.is_empty()) {
            (Err(_), _) => Verdict::Failure,
            (Ok(_), true) => Verdict::Valid,
            (Ok(_), false) => Verdict::Invalid,
        };
        self.worst = self.worst.max(verdict);
        if self.json {
            write_json(&mut self.out, input, verdict, &diagnostics)
        } else {
            write_text(&mut self.out, input, &result, &diagnostics)
        }
    }
}

/// `railurl check [--base BASE] [--engine E] [--json] [--] [URL...]`: the URLs given, or
/// else the lines of stdin (without their line ends), streamed.
pub fn run(args: CheckArgs) -> io::Result<ExitCode> {
    let engine = Engine::from(args.engine);
    let base = match args.base.as_deref().map(|b| engine.parse(b, None)) {
        None => None,
        Some(Ok(b)) => Some(b),
        Some(Err(e)) => {
            warn(format_args!("the base URL failed to parse: {e}"));
            return Ok(ExitCode::from(output::TROUBLE));
        }
    };
    let mut checker = Checker {
        engine,
        base,
        json: args.json,
        out: BufWriter::new(io::stdout().lock()),
        worst: Verdict::Valid,
    };
    if args.urls.is_empty() {
        check_lines(&mut checker, io::stdin().lock())?;
    } else {
        for input in &args.urls {
            checker.check(input)?;
        }
    }
    checker.out.flush()?;
    Ok(ExitCode::from(checker.worst as u8))
}

/// Check each line of `input`. A line that is not UTF-8 is reported on stderr and counts as
/// a failure. Output is flushed whenever the input has nothing more buffered, so an
/// interactive user sees each report at once.
fn check_lines<W: Write>(checker: &mut Checker<W>, input: impl Read) -> io::Result<()> {
    let mut input = BufReader::new(input);
    let mut line = Vec::new();
    for number in 1.. {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        if line.last() == Some(&b'\n') {
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
        }
        match std::str::from_utf8(&line) {
            Ok(url) => checker.check(url)?,
            Err(_) => {
                checker.worst = Verdict::Failure;
                warn(format_args!("line {number} of stdin is not UTF-8"));
            }
        }
        if input.buffer().is_empty() {
            checker.out.flush()?;
        }
    }
    Ok(())
}

/// The diagnostics, each rendered with carets, then a summary line.
fn write_text(
    out: &mut impl Write,
    input: &str,
    result: &Result<Url, ParseError>,
    diagnostics: &[Diagnostic],
) -> io::Result<()> {
    for d in diagnostics {
        out.write_all(d.render(input).as_bytes())?;
    }
    let count = match diagnostics.len() {
        0 => "valid URL string".to_owned(),
        1 => "1 validation error".to_owned(),
        n => format!("{n} validation errors"),
    };
    // Shown as given, unless characters that garble a terminal call for a quoted form.
    let input = if input.chars().any(show::needs_escape) {
        format!("\"{}\"", show::escape(input))
    } else {
        input.to_owned()
    };
    match result {
        Ok(url) => writeln!(out, "{input}: {count}; parses as {}", url.href()),
        Err(e) => writeln!(out, "{input}: {count}; parsing fails ({})", e.spec_name()),
    }
}

/// `{"input", "valid", "failure", "errors": [{"kind", "start", "end", "message"}]}`.
fn write_json(
    out: &mut impl Write,
    input: &str,
    verdict: Verdict,
    diagnostics: &[Diagnostic],
) -> io::Result<()> {
    let string = |s: &str| serde_json::to_string(s).map_err(io::Error::from);
    write!(
        out,
        "{{\"input\": {}, \"valid\": {}, \"failure\": {}, \"errors\": [",
        string(input)?,
        verdict == Verdict::Valid,
        verdict == Verdict::Failure
    )?;
    for (i, d) in diagnostics.iter().enumerate() {
        if i > 0 {
            out.write_all(b", ")?;
        }
        write!(
            out,
            "{{\"kind\": {}, \"start\": {}, \"end\": {}, \"message\": {}}}",
            string(d.kind.spec_name())?,
            d.span.start,
            d.span.end,
            string(d.message)?
        )?;
    }
    out.write_all(b"]}\n")
}
