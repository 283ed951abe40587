//! The `railurl` command: parse URLs the WHATWG way from the shell.

mod args;
mod batch;
mod canon;
mod check;
mod json;
mod show;

use args::Args;
use railurl::Component;
use show::Format;
use std::io::{self, Write};
use std::process::ExitCode;

const HELP: &str = "\
railurl: parse URLs as the WHATWG URL Standard says, with a grammar

USAGE:
    railurl parse [--base BASE] [--engine grammar|prose] [--json | --table] [--] URL...
        Parse each URL (against BASE when given). Prints a table of the WHATWG components
        on a terminal, and one JSON object per URL otherwise or with --json:
        {\"href\", \"origin\", \"protocol\", \"username\", \"password\", \"host\",
         \"hostname\", \"port\", \"pathname\", \"search\", \"hash\"}
        or {\"failure\": true, \"error\": \"...\"}. Exit status 1 if any URL failed.

    railurl set [--engine E] [--json | --table] [--] URL COMPONENT VALUE
        Parse URL, run the URL class's setter for COMPONENT (href, protocol, username,
        password, host, hostname, port, pathname, search, hash) with VALUE, and print
        the result as parse does.

    railurl batch [--engine E]
        Read JSON lines from stdin and write exactly one JSON line per request, in order.
        Requests: {\"input\": \"...\", \"base\": \"...\" | null} (parse), or
        {\"href\": \"...\", \"setter\": \"pathname\", \"value\": \"...\"} (a setter).
        Answers: the JSON object above, or {\"failure\": true, \"error\": \"...\"}; a
        malformed line gets {\"failure\": true, \"error\": \"bad request: ...\"}.

    railurl canon [--engine E] [FILE...]
        Read URLs one per line from the FILEs (or stdin, or `-`) and write each one's
        canonical href, or `!failure <spec-error-name>`, in input order. Uses all cores;
        shows a running count on stderr when stderr is a terminal. Exit status 1 if any
        URL failed.

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

ENGINES:
    grammar (default): grammar/url.pest and its semantic actions.
    prose: a literal transcription of the spec's state machine.

EXAMPLES:
    railurl parse 'HTTPS://EXAMPLE.com/a/../b?x#y'
    railurl parse --json --base https://example.org/dir/ ../up 'file:///C|/x'
    railurl set 'https://example.org/a?b' pathname '/c d'
    railurl check 'https://user@example.org\\path' 'https:example.org'
    railurl check --json --base https://example.org/ '../a b'
    echo '{\"input\": \"../x\", \"base\": \"http://h/a/b\"}' | railurl batch
    railurl canon urls.txt > canonical.txt
";

pub(crate) fn usage_error(message: &str) -> ExitCode {
    eprintln!("railurl: {message}\n\nRun `railurl --help` for usage.");
    ExitCode::from(2)
}

fn io_failure(e: io::Error) -> ExitCode {
    // A closed stdout (e.g. `| head`) ends the run quietly.
    if e.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    eprintln!("railurl: {e}");
    ExitCode::from(2)
}

fn cmd_parse(args: &[String]) -> ExitCode {
    let args = match Args::parse(args, &["base", "engine"], &["json", "table"]) {
        Ok(a) => a,
        Err(e) => return usage_error(&e),
    };
    let engine = match args.engine() {
        Ok(e) => e,
        Err(e) => return usage_error(&e),
    };
    if args.positional.is_empty() {
        return usage_error("parse needs at least one URL");
    }
    let base = match args.value("base").map(|b| engine.parse(b, None)) {
        None => None,
        Some(Ok(b)) => Some(b),
        Some(Err(e)) => {
            eprintln!("railurl: the base URL failed to parse: {e}");
            return ExitCode::from(2);
        }
    };
    let format = Format::choose(args.flag("json"), args.flag("table"));
    let mut out = io::stdout().lock();
    let mut any_failed = false;
    for input in &args.positional {
        let result = engine.parse(input, base.as_ref());
        any_failed |= result.is_err();
        if let Err(e) = show::result(&mut out, format, input, &result) {
            return io_failure(e);
        }
    }
    if let Err(e) = out.flush() {
        return io_failure(e);
    }
    ExitCode::from(u8::from(any_failed))
}

fn cmd_set(args: &[String]) -> ExitCode {
    let args = match Args::parse(args, &["engine"], &["json", "table"]) {
        Ok(a) => a,
        Err(e) => return usage_error(&e),
    };
    let engine = match args.engine() {
        Ok(e) => e,
        Err(e) => return usage_error(&e),
    };
    let [href, component, value] = args.positional.as_slice() else {
        return usage_error("set needs URL COMPONENT VALUE");
    };
    let component: Component = match component.parse() {
        Ok(c) => c,
        Err(e) => return usage_error(&e),
    };
    let result = engine.parse(href, None).and_then(|mut url| {
        url.set_with(engine, component, value)?;
        Ok(url)
    });
    let format = Format::choose(args.flag("json"), args.flag("table"));
    let mut out = io::stdout().lock();
    if let Err(e) = show::result(&mut out, format, href, &result).and_then(|()| out.flush()) {
        return io_failure(e);
    }
    ExitCode::from(u8::from(result.is_err()))
}

fn cmd_batch(args: &[String]) -> ExitCode {
    let args = match Args::parse(args, &["engine"], &[]) {
        Ok(a) => a,
        Err(e) => return usage_error(&e),
    };
    if !args.positional.is_empty() {
        return usage_error("batch takes no arguments; it reads stdin");
    }
    let engine = match args.engine() {
        Ok(e) => e,
        Err(e) => return usage_error(&e),
    };
    match batch::run(io::stdin().lock(), io::stdout().lock(), engine) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => io_failure(e),
    }
}

fn cmd_canon(args: &[String]) -> ExitCode {
    let args = match Args::parse(args, &["engine"], &[]) {
        Ok(a) => a,
        Err(e) => return usage_error(&e),
    };
    let engine = match args.engine() {
        Ok(e) => e,
        Err(e) => return usage_error(&e),
    };
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let (mut failures, mut progress) = (0, 0);
    let files = if args.positional.is_empty() {
        vec!["-".to_owned()]
    } else {
        args.positional.clone()
    };
    for file in &files {
        let result = if file == "-" {
            canon::run(io::stdin().lock(), &mut out, engine, &mut progress)
        } else {
            match std::fs::File::open(file) {
                Ok(f) => canon::run(f, &mut out, engine, &mut progress),
                Err(e) => {
                    eprintln!("railurl: {file}: {e}");
                    return ExitCode::from(2);
                }
            }
        };
        match result {
            Ok(n) => failures += n,
            Err(e) => return io_failure(e),
        }
    }
    if let Err(e) = out.flush() {
        return io_failure(e);
    }
    if std::io::IsTerminal::is_terminal(&io::stderr()) {
        eprintln!();
    }
    ExitCode::from(u8::from(failures > 0))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or(&[]);
    match args.first().map(String::as_str) {
        Some("parse") => cmd_parse(rest),
        Some("set") => cmd_set(rest),
        Some("batch") => cmd_batch(rest),
        Some("canon") => cmd_canon(rest),
        Some("check") => check::run(rest),
        Some("help" | "--help" | "-h") => {
            print!("{HELP}");
            ExitCode::SUCCESS
        }
        Some(other) => usage_error(&format!("unknown command {other}")),
        None => usage_error("no command"),
    }
}
