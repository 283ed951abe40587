//! `railurl check`: the validation errors of each URL, as compiler-style diagnostics or JSON.

use railurl::{Diagnostic, Url};
use std::io::{self, Write};
use std::process::ExitCode;

/// The verdict on one URL, ordered so that the worst one decides the exit status.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Verdict {
    /// No validation error: a valid URL string. Exit status 0.
    Valid = 0,
    /// Validation errors, but parsing succeeds. Exit status 1.
    Invalid = 1,
    /// Parsing fails. Exit status 2.
    Failure = 2,
}

/// `railurl check [--base BASE] [--json] [--] URL...`
pub fn run(args: &[String]) -> ExitCode {
    let mut base: Option<String> = None;
    let mut json = false;
    let mut urls: Vec<&str> = Vec::new();
    let mut options_done = false;
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        if options_done || !arg.starts_with("--") {
            urls.push(arg);
        } else if arg == "--" {
            options_done = true;
        } else if arg == "--json" {
            json = true;
        } else if arg == "--base" {
            i += 1;
            match args.get(i) {
                Some(b) => base = Some(b.clone()),
                None => return crate::usage_error("--base needs a value"),
            }
        } else if let Some(b) = arg.strip_prefix("--base=") {
            base = Some(b.to_owned());
        } else {
            return crate::usage_error(&format!("unknown option {arg}"));
        }
        i += 1;
    }
    if urls.is_empty() {
        return crate::usage_error("check needs at least one URL");
    }
    let base = match base.as_deref().map(Url::parse) {
        None => None,
        Some(Ok(b)) => Some(b),
        Some(Err(e)) => {
            eprintln!("railurl: the base URL failed to parse: {e}");
            return ExitCode::from(2);
        }
    };
    let mut out = io::stdout().lock();
    let mut worst = Verdict::Valid;
    for input in urls {
        let (result, diagnostics) = Url::parse_with_diagnostics(input, base.as_ref());
        let verdict = match (&result, diagnostics.is_empty()) {
            (Err(_), _) => Verdict::Failure,
            (Ok(_), true) => Verdict::Valid,
            (Ok(_), false) => Verdict::Invalid,
        };
        worst = worst.max(verdict);
        let written = if json {
            write_json(&mut out, input, verdict, &diagnostics)
        } else {
            write_text(&mut out, input, &result, &diagnostics)
        };
        match written {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => break,
            Err(_) => return ExitCode::from(2),
        }
    }
    let _ = out.flush();
    ExitCode::from(worst as u8)
}

/// The diagnostics, each rendered with carets, then a summary line.
fn write_text(
    out: &mut impl Write,
    input: &str,
    result: &Result<Url, railurl::ParseError>,
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
    // Shown as given, unless control characters would garble the terminal.
    let input = if input.chars().any(char::is_control) {
        format!("{input:?}")
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
    let string = |s: &str| serde_json::to_string(s).map_err(io::Error::other);
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
