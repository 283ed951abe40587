//! The `railurl` command: parse URLs the WHATWG way from the shell.

mod batch;
mod check;
mod json;

use railurl::{ParseError, Url};
use std::io::{self, Write};
use std::process::ExitCode;

const HELP: &str = "\
railurl: parse URLs as the WHATWG URL Standard says, with a grammar

USAGE:
    railurl parse [--base BASE] [--] URL...
        Parse each URL (against BASE when given) and print one JSON object per URL:
        {\"href\", \"origin\", \"protocol\", \"username\", \"password\", \"host\",
         \"hostname\", \"port\", \"pathname\", \"search\", \"hash\"}
        or {\"failure\": true, \"error\": \"...\"}. Exit status 1 if any URL failed.

    railurl batch
        Read JSON lines from stdin, each {\"input\": \"...\", \"base\": \"...\" | null},
        and write exactly one JSON line per request, in order (the object above).
        A malformed line gets {\"failure\": true, \"error\": \"bad request: ...\"}.

    railurl check [--base BASE] [--json] [--] URL...
        Report each URL's validation errors (the URL Standard's validation-error table):
        compiler-style, the input with a caret line under each error, then a summary;
        with --json, one object per URL:
        {\"input\", \"valid\": bool, \"failure\": bool,
         \"errors\": [{\"kind\", \"start\", \"end\", \"message\"}]}
        (start and end are byte offsets of the URL as given). Exit status 0 when no URL
        has a validation error, 1 when some have but all parse, 2 when one fails to parse.

    railurl help | --help | -h
        This text.

EXAMPLES:
    railurl parse 'HTTPS://EXAMPLE.com/a/../b?x#y'
    railurl parse --base https://example.org/dir/ ../up 'file:///C|/x'
    railurl check 'https://user@example.org\\path' 'https:example.org'
    railurl check --json --base https://example.org/ '../a b'
    echo '{\"input\": \"../x\", \"base\": \"http://h/a/b\"}' | railurl batch
";

fn parse_with(input: &str, base: Option<&Url>) -> Result<Url, ParseError> {
    match base {
        Some(b) => Url::parse_with_base(input, b),
        None => Url::parse(input),
    }
}

pub(crate) fn usage_error(message: &str) -> ExitCode {
    eprintln!("railurl: {message}\n\nRun `railurl --help` for usage.");
    ExitCode::from(2)
}

fn cmd_parse(args: &[String]) -> ExitCode {
    let mut base: Option<String> = None;
    let mut urls: Vec<&str> = Vec::new();
    let mut i = 0;
    let mut options_done = false;
    while i < args.len() {
        let arg = args[i].as_str();
        if !options_done && arg == "--" {
            options_done = true;
        } else if !options_done && arg == "--base" {
            i += 1;
            match args.get(i) {
                Some(b) => base = Some(b.clone()),
                None => return usage_error("--base needs a value"),
            }
        } else if !options_done && arg.starts_with("--base=") {
            base = Some(arg["--base=".len()..].to_owned());
        } else if !options_done && arg.starts_with("--") {
            return usage_error(&format!("unknown option {arg}"));
        } else {
            urls.push(arg);
        }
        i += 1;
    }
    if urls.is_empty() {
        return usage_error("parse needs at least one URL");
    }
    let base = match base.as_deref().map(Url::parse) {
        None => None,
        Some(Ok(b)) => Some(b),
        Some(Err(e)) => {
            eprintln!("railurl: the base URL failed to parse: {e}");
            return ExitCode::from(2);
        }
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut any_failed = false;
    for url in urls {
        let result = parse_with(url, base.as_ref());
        any_failed |= result.is_err();
        if json::write_result(&mut out, &result).is_err() {
            return ExitCode::from(2);
        }
    }
    let _ = out.flush();
    if any_failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("parse") => cmd_parse(&args[1..]),
        Some("batch") => {
            if args.len() > 1 {
                return usage_error("batch takes no arguments; it reads stdin");
            }
            match batch::run(io::stdin().lock(), io::stdout().lock(), parse_with) {
                Ok(()) => ExitCode::SUCCESS,
                // A closed stdout (e.g. `| head`) ends the run quietly.
                Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("railurl: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Some("check") => check::run(&args[1..]),
        Some("help" | "--help" | "-h") => {
            print!("{HELP}");
            ExitCode::SUCCESS
        }
        Some(other) => usage_error(&format!("unknown command {other}")),
        None => usage_error("no command"),
    }
}
