//! Draw every rule of the URL grammar (grammar/*.pest) as an SVG railroad diagram, plus an index.html that
//! shows them all in grammar order with each rule's doc comment and type.
//!
//! ```text
//! cargo run --example railroad -- --out DIR [--grammar FILE.pest]
//! ```

mod diagram;
#[path = "../common/grammar.rs"]
mod grammar;
mod page;
mod rules;

use std::path::PathBuf;
use std::process::ExitCode;

const HELP: &str = "\
railroad: draw every rule of a pest grammar as an SVG railroad diagram

USAGE:
    cargo run --example railroad -- --out DIR [--grammar FILE]

OPTIONS:
    --out DIR         write DIR/RULE.svg for every rule, and DIR/index.html showing them all
                      in grammar order with each rule's /// doc comment and type
    --grammar PATH    the grammar to draw: a .pest file, or a directory holding the URL
                      grammar's files (default: grammar/)
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
    let (path, title) = match path {
        Some(p) => (p.clone(), p),
        None => (
            grammar::BUILTIN.to_owned(),
            "the URL grammar (grammar/*.pest)".to_owned(),
        ),
    };
    match run(&path, &title, &out) {
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

fn run(path: &str, title: &str, out: &std::path::Path) -> Result<usize, String> {
    let text = grammar::read(path)?;
    // Draw only what pest would accept: the same checks pest_derive makes.
    grammar::compile(path, &text)?;
    let grammar = rules::read(&text);
    let is_rule = |name: &str| grammar.rules.iter().any(|r| r.name == name);
    let write = |name: &str, contents: &str| {
        let file = out.join(name);
        std::fs::write(&file, contents).map_err(|e| format!("{}: {e}", file.display()))
    };
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;

    // Standalone files link to each other's files; the page links to its own sections.
    let to_file = |name: &str| format!("{name}.svg");
    let to_section = |name: &str| format!("#{name}");
    for rule in &grammar.rules {
        let refs = diagram::Refs {
            is_rule: &is_rule,
            href: &to_file,
        };
        let svg = diagram::rule(&rule.expr, &refs).to_string();
        write(&format!("{}.svg", rule.name), &svg)?;
    }
    let refs = diagram::Refs {
        is_rule: &is_rule,
        href: &to_section,
    };
    let html = page::index(title, &grammar, |i| {
        diagram::rule(&grammar.rules[i].expr, &refs).to_string()
    });
    write("index.html", &html)?;
    Ok(grammar.rules.len())
}
