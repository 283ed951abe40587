//! Show the parse tree the URL grammar (grammar/*.pest) gives a URL, then the URL record the library builds.
//!
//! ```text
//! cargo run --example parse_tree -- [--base BASE] [--grammar FILE.pest] [--entry RULE] URL
//! ```
//!
//! With `--grammar`, an edited copy of the grammar is loaded at run time (`pest_meta` compiles
//! it, `pest_vm` runs it), so a change to a rule can be tried without rebuilding anything.

mod record;
mod tree;

use railurl::Url;
use railurl_grammar_tools::pairs::Runner;
use railurl_grammar_tools::{engine, pest};
use std::process::ExitCode;
use tree::Line;

const HELP: &str = "\
parse_tree: the parse tree the URL grammar (grammar/*.pest) gives a URL, and the URL record railurl builds

USAGE:
    cargo run --example parse_tree -- [OPTIONS] URL

OPTIONS:
    --base BASE       resolve URL against BASE; the base picks the entry rule as the spec's
                      \"no scheme state\" does: none -> url_without_base, opaque path ->
                      url_with_opaque_base, file -> url_with_file_base, special ->
                      url_with_special_base, otherwise url_with_base
    --grammar PATH    load a (possibly edited) pest grammar at run time and show its tree
    --pattern         the input is a URL pattern: show each component's pattern string and
                      the part list it parses to (needs the urlpattern feature)
                      instead of the built-in grammar's; the URL record still comes from the
                      built-in engine
    --entry RULE      run this rule instead of the entry the base picks (any rule name)
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
    Ok(Some(args))
}

/// Which grammar produces the tree.
enum Engine {
    BuiltIn,
    RunTime { path: String, runner: Runner },
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
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(Some(args)) => args,
        Ok(None) => {
            println!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("parse_tree: {e}\n\n{HELP}");
            return ExitCode::from(2);
        }
    };
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err((message, code)) => {
            eprintln!("{message}");
            ExitCode::from(code)
        }
    }
}

/// `--pattern`: the URL pattern's component pattern strings, each with the part list the
/// URL Pattern Standard's "parse a pattern string" gives it (grammar/pattern.pest).
fn show_pattern(pattern: &str, base: Option<&str>) -> Result<(), (String, u8)> {
    use railurl::pattern::UrlPattern;
    let compiled = UrlPattern::parse(pattern, base).map_err(|e| (format!("{e}"), 1))?;
    println!("pattern: {pattern:?}");
    for name in [
        "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash",
    ] {
        println!("{name}: {:?}", compiled.component(name).unwrap_or(""));
        for part in compiled.parts(name).unwrap_or(&[]) {
            println!(
                "  {:?} value={:?} name={:?} prefix={:?} suffix={:?} modifier={:?}",
                part.kind, part.value, part.name, part.prefix, part.suffix, part.modifier
            );
        }
    }
    Ok(())
}

fn run(args: Args) -> Result<(), (String, u8)> {
    let input = args.input.expect("checked by parse_args");
    if args.pattern {
        return show_pattern(&input, args.base.as_deref());
    }
    let base = match &args.base {
        None => None,
        Some(b) => Some(Url::parse(b).map_err(|e| (format!("the base {b:?} failed: {e}"), 1))?),
    };
    let engine = match &args.grammar {
        None => Engine::BuiltIn,
        Some(path) => {
            let source = engine::read_source(path).map_err(|e| (e, 1))?;
            let loaded = pest::load(source.text()).map_err(|e| (source.report(&e), 1))?;
            Engine::RunTime {
                path: path.clone(),
                runner: Runner::new(loaded.compiled),
            }
        }
    };

    let (entry, why) = record::entry_for(base.as_ref());
    let chosen = tree::entry_name(entry);
    let entry_name = args.entry.as_deref().unwrap_or(chosen);
    if !engine.has_rule(entry_name) {
        let grammar = args.grammar.as_deref().unwrap_or("the built-in grammar");
        return Err((format!("no rule named {entry_name:?} in {grammar}"), 2));
    }
    let pre = record::pre_pass(&input);

    println!("input: {input:?}");
    if let Some(summary) = pre.summary() {
        println!("pre-pass changed the input: {summary}");
        println!("grammar input: {:?}", pre.output);
    }
    if let Some(b) = &base {
        println!("base: {}", b.href());
    }
    match &args.entry {
        Some(name) if name != chosen => {
            println!("entry: {name} (chosen with --entry; the base would pick {chosen}: {why})")
        }
        _ => println!("entry: {entry_name} ({why})"),
    }

    println!();
    println!("parse tree ({}):", engine.describe());
    let lines = match engine.tree(entry_name, &pre.output) {
        Ok(lines) => lines.unwrap_or_default(),
        Err(e) => {
            println!("{e}");
            Vec::new()
        }
    };
    tree::print(&lines);
    if let Engine::RunTime { .. } = engine {
        compare_with_builtin(entry_name, &pre.output, &lines);
    }

    println!();
    let from = match engine {
        Engine::BuiltIn => "built-in engine",
        Engine::RunTime { .. } => "built-in engine, not the run-time grammar",
    };
    println!("URL record ({from}):");
    let result = match &base {
        Some(b) => Url::parse_with_base(&input, b),
        None => Url::parse(&input),
    };
    record::print(&result);
    Ok(())
}

/// Say whether an edited grammar changed the tree.
fn compare_with_builtin(entry_name: &str, input: &str, lines: &[Line]) {
    match tree::builtin(entry_name, input) {
        Ok(Some(builtin)) if builtin == lines => {
            println!("(same tree as the built-in grammar)")
        }
        Ok(Some(_)) | Err(_) => println!("(differs from the built-in grammar's tree)"),
        Ok(None) => println!("(the built-in grammar has no rule {entry_name:?})"),
    }
}
