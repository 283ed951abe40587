//! Show the parse tree the URL grammar (grammar/*.pest) gives a URL, then the URL record the
//! library builds; or, with `--standard rfc3986` (`rfc6874`, `rfc3987`, `rfc2396`), the ABNF
//! derivation the RFC's grammar (grammar/*.abnf) gives a URI reference, then what the library's
//! generated recognizer says of it.
//!
//! ```text
//! cargo run --example parse_tree -- [--base BASE] [--grammar PATH] [--entry RULE] [--pattern] URL
//! cargo run --example parse_tree -- --standard rfc3986 [--grammar PATH] [--entry RULE] [--all] INPUT
//! ```
//!
//! With `--grammar`, an edited copy of the grammar is loaded at run time (`pest_meta` compiles
//! it, `pest_vm` runs it, through the whole engine for the record; an ABNF grammar is read by
//! the build's own ABNF reader and run by grammar-tools' ABNF matcher), so a change to a rule
//! can be tried without rebuilding anything.

mod abnf;
mod record;
mod tree;

use railurl::{syntax, ParseError, Url};
use railurl_grammar_tools::pairs::Runner;
use railurl_grammar_tools::pest::Compiled;
use railurl_grammar_tools::{engine, pest};
use std::io::{self, Write};
use std::process::ExitCode;
use tree::Line;

const HELP: &str = "\
parse_tree: the parse tree the URL grammar (grammar/*.pest) gives a URL, and the URL record railurl builds;
with --standard, the derivation an RFC's ABNF grammar (grammar/*.abnf) gives a URI reference

USAGE:
    cargo run --example parse_tree -- [OPTIONS] URL
    cargo run --example parse_tree -- --standard rfc3986 [--grammar PATH] [--entry RULE] [--all] INPUT

OPTIONS:
    --base BASE       resolve URL against BASE; the base picks the entry rule as the spec's
                      \"no scheme state\" dispatches on it: none -> url_without_base, an
                      opaque path -> url_with_opaque_base, file -> url_with_file_base, the
                      other special schemes -> url_with_http_base, url_with_https_base,
                      url_with_ws_base, url_with_wss_base, url_with_ftp_base, any other
                      scheme -> url_with_base
    --grammar PATH    load a (possibly edited) pest grammar at run time (a directory of the
                      URL grammar's files, as grammar/, or one .pest file): its tree, and the
                      record it makes through the whole engine, beside the built-in one's
    --entry RULE      run this rule instead of the entry the base picks (any rule name)
    --pattern         the input is a URL pattern: show each component's pattern string and
                      the part list it parses to
    --standard STD    the input is a URI reference: show the ABNF derivation of an RFC's
                      grammar (rfc3986, rfc6874, rfc3987 or rfc2396; grammar/*.abnf), entry
                      URI-reference (IRI-reference) unless --entry names another rule, then
                      the library's verdict and components; --grammar is then a directory
                      of the standard's .abnf files, or one file that replaces the standard's
                      own (grammar/rfc3986.abnf for rfc3986)
    --all             with --standard, show the one-character rules' nodes too (ALPHA, DIGIT,
                      unreserved, ...)
    -h, --help        print this help

The input goes through the parser's pre-pass first (trim leading/trailing C0 control or space,
remove ASCII tab and newline). Each tree line is: rule name, byte span start..end, matched text.
A grammar that does not compile is reported as FILE:LINE:COLUMN: message, with exit status 1.";

#[derive(Default)]
struct Args {
    base: Option<String>,
    grammar: Option<String>,
    entry: Option<String>,
    input: Option<String>,
    /// Show a URL pattern's components and part lists instead of a URL's tree.
    pattern: bool,
    /// Show an RFC grammar's ABNF derivation instead.
    standard: Option<String>,
    /// With `standard`, show the one-character class rules' nodes too.
    all: bool,
}

fn parse_args() -> Result<Option<Args>, String> {
    let mut args = Args::default();
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--base" => args.base = Some(value("--base")?),
            "--grammar" => args.grammar = Some(value("--grammar")?),
            "--entry" => args.entry = Some(value("--entry")?),
            "--pattern" => args.pattern = true,
            "--standard" => args.standard = Some(value("--standard")?),
            "--all" => args.all = true,
            "--" => {
                args.input = it.next();
                break;
            }
            s if s.starts_with("--") => return Err(format!("unknown option {s}")),
            _ if args.input.is_some() => return Err("more than one URL given".to_owned()),
            _ => args.input = Some(arg),
        }
    }
    if args.input.is_none() {
        return Err("no URL given".to_owned());
    }
    if args.standard.is_some() && (args.base.is_some() || args.pattern) {
        return Err("--base and --pattern are the WHATWG grammar's, not --standard's".to_owned());
    }
    if args.all && args.standard.is_none() {
        return Err("--all goes with --standard".to_owned());
    }
    Ok(Some(args))
}

/// Which grammar produces the tree and the record.
enum Engine {
    BuiltIn,
    RunTime {
        path: String,
        runner: Runner,
        compiled: Compiled,
    },
}

impl Engine {
    fn has_rule(&self, name: &str) -> bool {
        match self {
            Engine::BuiltIn => tree::builtin_has(name),
            Engine::RunTime { runner, .. } => runner.has_rule(name),
        }
    }

    /// The tree rule `name` gives `input`; `Ok(None)` when the grammar has no such rule.
    fn tree(&self, name: &str, input: &str) -> Result<Option<Vec<Line>>, String> {
        match self {
            Engine::BuiltIn => tree::builtin(name, input),
            Engine::RunTime { runner, .. } => {
                if !self.has_rule(name) {
                    return Ok(None);
                }
                let found = runner
                    .run(name, input)
                    .map_err(|e| format!("the run-time grammar did not match:\n{e}"))?;
                Ok(Some(tree::from_nodes(&found.nodes, input)))
            }
        }
    }

    fn describe(&self) -> String {
        match self {
            Engine::BuiltIn => "built-in grammar, grammar/*.pest compiled in".to_owned(),
            Engine::RunTime { path, .. } => format!("run-time grammar {path}"),
        }
    }

    /// The whole engine's result for `input`: on the run-time grammar, through
    /// `railurl::syntax::with_grammar`, so an edit shows as the record it makes.
    fn parse(&self, input: &str, base: Option<&Url>) -> Result<Url, ParseError> {
        let parse = || match base {
            Some(b) => Url::parse_with_base(input, b),
            None => Url::parse(input),
        };
        match self {
            Engine::BuiltIn => parse(),
            Engine::RunTime { compiled, .. } => {
                let parser = engine::runtime_parser(Runner::new(compiled.clone()), None);
                syntax::with_grammar(parser, parse)
            }
        }
    }
}

/// Why a run stopped: its output was closed, or a message and an exit status.
enum Stop {
    Io(io::Error),
    Failed(String, u8),
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Stop {
        Stop::Io(e)
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(Some(args)) => args,
        Ok(None) => {
            let _ = writeln!(io::stdout(), "{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("parse_tree: {e}\n\n{HELP}");
            return ExitCode::from(2);
        }
    };
    let mut out = io::stdout().lock();
    match run(args, &mut out).and_then(|()| Ok(out.flush()?)) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed output (`| head`) asked for no more: end quietly.
        Err(Stop::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Stop::Io(e)) => {
            eprintln!("parse_tree: {e}");
            ExitCode::from(2)
        }
        Err(Stop::Failed(message, code)) => {
            eprintln!("{message}");
            ExitCode::from(code)
        }
    }
}

/// `--pattern`: the URL pattern's component pattern strings, each with the part list the
/// URL Pattern Standard's "parse a pattern string" gives it (grammar/pattern.pest).
fn show_pattern(out: &mut impl Write, pattern: &str, base: Option<&str>) -> Result<(), Stop> {
    use railurl::pattern::{UrlPattern, COMPONENTS};
    let compiled = UrlPattern::parse(pattern, base).map_err(|e| Stop::Failed(format!("{e}"), 1))?;
    writeln!(out, "pattern: {pattern:?}")?;
    for name in COMPONENTS {
        writeln!(out, "{name}: {:?}", compiled.component(name).unwrap_or(""))?;
        for part in compiled.parts(name).unwrap_or(&[]) {
            writeln!(
                out,
                "  {:?} value={:?} name={:?} prefix={:?} suffix={:?} modifier={:?}",
                part.kind, part.value, part.name, part.prefix, part.suffix, part.modifier
            )?;
        }
    }
    Ok(())
}

fn run(args: Args, out: &mut impl Write) -> Result<(), Stop> {
    let input = args.input.unwrap_or_default();
    if let Some(standard) = &args.standard {
        let request = abnf::Request {
            standard,
            grammar: args.grammar.as_deref(),
            entry: args.entry.as_deref(),
            input: &input,
            all: args.all,
        };
        return abnf::run(request, out);
    }
    if args.pattern {
        return show_pattern(out, &input, args.base.as_deref());
    }
    let base = match &args.base {
        None => None,
        Some(b) => Some(
            Url::parse(b).map_err(|e| Stop::Failed(format!("the base {b:?} failed: {e}"), 1))?,
        ),
    };
    let engine = match &args.grammar {
        None => Engine::BuiltIn,
        Some(path) => {
            let source = engine::read_source(path).map_err(|e| Stop::Failed(e, 1))?;
            let loaded =
                pest::load(source.text()).map_err(|e| Stop::Failed(source.report(&e), 1))?;
            Engine::RunTime {
                path: path.clone(),
                runner: Runner::new(loaded.compiled.clone()),
                compiled: loaded.compiled,
            }
        }
    };

    let (entry, why) = record::entry_for(base.as_ref());
    let chosen = tree::entry_name(entry);
    let entry_name = args.entry.as_deref().unwrap_or(chosen);
    if !engine.has_rule(entry_name) {
        let grammar = args.grammar.as_deref().unwrap_or("the built-in grammar");
        let message = format!("no rule named {entry_name:?} in {grammar}");
        return Err(Stop::Failed(message, 2));
    }
    let pre = record::pre_pass(&input);

    writeln!(out, "input: {input:?}")?;
    if let Some(summary) = pre.summary() {
        writeln!(out, "pre-pass changed the input: {summary}")?;
        writeln!(out, "grammar input: {:?}", pre.output)?;
    }
    if let Some(b) = &base {
        writeln!(out, "base: {}", b.href())?;
    }
    match &args.entry {
        Some(name) if name != chosen => writeln!(
            out,
            "entry: {name} (chosen with --entry; the base would pick {chosen}: {why})"
        )?,
        _ => writeln!(out, "entry: {entry_name} ({why})")?,
    }

    writeln!(out, "\nparse tree ({}):", engine.describe())?;
    let lines = match engine.tree(entry_name, &pre.output) {
        Ok(lines) => lines.unwrap_or_default(),
        Err(e) => {
            writeln!(out, "{e}")?;
            Vec::new()
        }
    };
    tree::write(out, &lines)?;
    if let Engine::RunTime { .. } = engine {
        writeln!(out, "{}", tree_comparison(entry_name, &pre.output, &lines))?;
    }

    let result = engine.parse(&input, base.as_ref());
    let from = match &engine {
        Engine::BuiltIn => "built-in engine".to_owned(),
        Engine::RunTime { path, .. } => {
            format!("run-time grammar {path}, through the whole engine")
        }
    };
    writeln!(out, "\nURL record ({from}):")?;
    record::write(out, &result)?;
    if let Engine::RunTime { .. } = engine {
        let builtin = Engine::BuiltIn.parse(&input, base.as_ref());
        let (edited, builtin) = (record::outcome(&result), record::outcome(&builtin));
        if edited == builtin {
            writeln!(out, "(the same as the built-in engine's)")?;
        } else {
            writeln!(out, "(differs from the built-in engine's: {builtin})")?;
        }
    }
    Ok(())
}

/// Whether an edited grammar changed the tree.
fn tree_comparison(entry_name: &str, input: &str, lines: &[Line]) -> String {
    match tree::builtin(entry_name, input) {
        Ok(Some(builtin)) if builtin == lines => "(same tree as the built-in grammar)".to_owned(),
        Ok(Some(_)) | Err(_) => "(differs from the built-in grammar's tree)".to_owned(),
        Ok(None) => format!("(the built-in grammar has no rule {entry_name:?})"),
    }
}
