//! Match one URL pattern with a `( … )` regexp group against one input of a given size, for
//! callgrind. The instruction count per input byte at two sizes shows whether matching a
//! regexp group is linear in the input, free of the wall-clock noise a timed bench has.
//!
//! `cargo run --release --features urlpattern --example regexp_match -- SHAPE BYTES exec|none`,
//! where `exec` constructs the pattern and matches it once and `none` only constructs it and
//! builds the input (subtract it). `--list` prints the shapes.

use railurl::pattern::UrlPattern;

#[path = "common/shape_cli.rs"]
mod shape_cli;

/// Each shape: its name, the pattern (a pathname pattern against `https://example.com/`), the
/// input's start, the unit repeated up to the size, and its end.
const SHAPES: &[(&str, &str, &str, &str, &str)] = &[
    // Nested quantifiers: exponential for a plain backtracker without a match.
    ("nested stars", "/((?:(?:a*)*)*b)", "/", "a", ""),
    ("nested named stars", "/((?:(?:(?<x>a*))*)*b)", "/", "a", ""),
    ("alternation star", "/((?:a|a)*c)", "/", "a", ""),
    ("modifier on a nested group", "/((?:a*)*)*x", "/", "a", ""),
    ("counted", "/((?:(?:a{1,3}){2,})*c)", "/", "a", ""),
    ("lazy classes", "/((?:[a-z]*?[^\\/]*?)*\\d)", "/", "ab", ""),
    // The common case: digits, matched.
    ("digits", "/books/:id(\\d+)", "/books/", "4", ""),
];

fn main() {
    let names: Vec<&str> = SHAPES.iter().map(|s| s.0).collect();
    let args = shape_cli::args("regexp_match SHAPE BYTES exec|none", &names);
    let Some((_, pattern, start, unit, end)) = SHAPES.iter().find(|s| s.0 == args.shape) else {
        return;
    };
    let size = args.size;
    let mut path = String::from(*start);
    while path.len() + end.len() < size {
        path.push_str(unit);
    }
    path.push_str(end);
    let input = format!("https://example.com{path}");
    let pattern = UrlPattern::parse(pattern, Some("https://example.com/")).expect("a pattern");
    let outcome = match args.mode.as_str() {
        "exec" => match pattern.exec(input.as_str(), None) {
            Ok(Some(_)) => "a match",
            Ok(None) => "no match",
            Err(_) => "error",
        },
        _ => "not matched",
    };
    println!("{} bytes of path: {outcome}", path.len());
}
