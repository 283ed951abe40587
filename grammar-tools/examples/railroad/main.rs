//! Draw every rule of the URL grammar (grammar/*.pest), or of an RFC's ABNF grammar
//! (grammar/*.abnf, `--standard rfc3986`), as an SVG railroad diagram, plus an index.html that
//! shows them all in grammar order with each rule's doc comment and type.
//!
//! ```text
//! cargo run --example railroad -- --out DIR [--standard STD] [--grammar PATH]
//! ```

use railurl_grammar_tools::abnf::{self, Standard};
use railurl_grammar_tools::grammar::Grammar;
use railurl_grammar_tools::railroad::{diagram, page, Style};
use railurl_grammar_tools::{engine, pest};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const HELP: &str = "\
railroad: draw every rule of a pest grammar, or of an RFC's ABNF grammar, as an SVG railroad diagram

USAGE:
    cargo run --example railroad -- --out DIR [--standard STD] [--grammar PATH]

OPTIONS:
    --out DIR         write DIR/RULE.svg for every rule, and DIR/index.html showing them all
                      in grammar order with each rule's /// doc comment and type
    --standard STD    draw an RFC's ABNF grammar instead of the URL grammar: rfc3986,
                      rfc6874, rfc3987 or rfc2396 (grammar/*.abnf, with RFC 5234's core rules)
    --grammar PATH    the grammar to draw: a .pest file, or a directory holding the URL
                      grammar's files (default: the built-in grammar, grammar/*.pest); with
                      --standard, a directory of the standard's .abnf files, or one file that
                      replaces the standard's own
    -h, --help        print this help";

fn main() -> ExitCode {
    let mut out = None;
    let mut path = None;
    let mut standard = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => {
                println!("{HELP}");
                return ExitCode::SUCCESS;
            }
            "--out" => out = args.next().map(PathBuf::from),
            "--grammar" => path = args.next(),
            "--standard" => match args.next().as_deref().map(Standard::named) {
                Some(Some(s)) => standard = Some(s),
                _ => {
                    let known: Vec<&str> = Standard::all().map(|s| s.name()).collect();
                    return usage(&format!("--standard takes one of {}", known.join(", ")));
                }
            },
            other => return usage(&format!("unexpected argument {other:?}")),
        }
    }
    let Some(out) = out else {
        return usage("--out DIR is required");
    };
    let source = match (&path, standard) {
        (Some(path), Some(standard)) => standard.read_source(path),
        (None, Some(standard)) => Ok(standard.builtin_source()),
        (Some(path), None) => engine::read_source(path),
        (None, None) => Ok(engine::builtin_source()),
    };
    let title = match (path, standard) {
        (Some(path), _) => path,
        (None, Some(standard)) => format!(
            "{}: the ABNF grammar ({})",
            standard.name(),
            standard.files().join(", ")
        ),
        (None, None) => "the URL grammar (grammar/*.pest)".to_owned(),
    };
    let drawn = source.and_then(|source| {
        let grammar = match standard {
            Some(standard) => abnf::load(standard, &source),
            // Draw only what pest would accept: the same checks pest_derive makes.
            None => pest::load(source.text()).map(|loaded| loaded.grammar),
        };
        let grammar = grammar.map_err(|errors| source.report(&errors))?;
        run(&grammar, &title, &out)
    });
    match drawn {
        Ok(count) => {
            println!("wrote {count} diagrams and index.html to {}", out.display());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

fn usage(problem: &str) -> ExitCode {
    eprintln!("railroad: {problem}\n\n{HELP}");
    ExitCode::from(2)
}

fn run(grammar: &Grammar, title: &str, out: &Path) -> Result<usize, String> {
    let write = |name: &str, contents: &str| {
        let file = out.join(name);
        std::fs::write(&file, contents).map_err(|e| format!("{}: {e}", file.display()))
    };
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;

    // Standalone files link to each other's files; the page links to its own sections.
    let to_file = |name: &str| format!("{name}.svg");
    let to_section = |name: &str| format!("#{name}");
    let standalone = Style {
        link: Some(&to_file),
        standalone: true,
        ..Style::default()
    };
    for rule in &grammar.rules {
        write(&format!("{}.svg", rule.name), &diagram(rule, standalone))?;
    }
    let on_page = Style {
        link: Some(&to_section),
        ..Style::default()
    };
    let html = page::index(title, grammar, |i| diagram(&grammar.rules[i], on_page));
    write("index.html", &html)?;
    Ok(grammar.rules.len())
}
