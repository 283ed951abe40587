//! Draw every rule of the URL grammar (grammar/*.pest) as an SVG railroad diagram, plus an
//! index.html that shows them all in grammar order with each rule's doc comment and type.
//!
//! ```text
//! cargo run --example railroad -- --out DIR [--grammar PATH]
//! ```

use railurl_grammar_tools::railroad::{diagram, page, Style};
use railurl_grammar_tools::source::Source;
use railurl_grammar_tools::{engine, pest};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const HELP: &str = "\
railroad: draw every rule of a pest grammar as an SVG railroad diagram

USAGE:
    cargo run --example railroad -- --out DIR [--grammar PATH]

OPTIONS:
    --out DIR         write DIR/RULE.svg for every rule, and DIR/index.html showing them all
                      in grammar order with each rule's /// doc comment and type
    --grammar PATH    the grammar to draw: a .pest file, or a directory holding the URL
                      grammar's files (default: the built-in grammar, grammar/*.pest)
    -h, --help        print this help";

fn main() -> ExitCode {
    let mut out = None;
    let mut path = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => {
                println!("{HELP}");
                return ExitCode::SUCCESS;
            }
            "--out" => out = args.next().map(PathBuf::from),
            "--grammar" => path = args.next(),
            other => return usage(&format!("unexpected argument {other:?}")),
        }
    }
    let Some(out) = out else {
        return usage("--out DIR is required");
    };
    let source = match &path {
        Some(path) => engine::read_source(path),
        None => Ok(engine::builtin_source()),
    };
    let title = path.unwrap_or_else(|| "the URL grammar (grammar/*.pest)".to_owned());
    match source.and_then(|source| run(&source, &title, &out)) {
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

fn run(source: &Source, title: &str, out: &Path) -> Result<usize, String> {
    // Draw only what pest would accept: the same checks pest_derive makes.
    let grammar = pest::load(source.text())
        .map_err(|errors| source.report(&errors))?
        .grammar;
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
    let html = page::index(title, &grammar, |i| diagram(&grammar.rules[i], on_page));
    write("index.html", &html)?;
    Ok(grammar.rules.len())
}
