//! Construct one URL pattern of a given shape and size once, for callgrind. The instruction
//! count per pattern byte at two sizes shows whether construction is linear in the pattern's
//! length, free of the wall-clock noise a timed bench has.
//!
//! `cargo run --release --features urlpattern --example pattern_shape -- SHAPE BYTES parse|none`,
//! where `parse` is `UrlPattern::parse(pattern, base)` and `none` only builds the pattern
//! (subtract it). `--list` prints the shapes.

use railurl::pattern::UrlPattern;

#[path = "common/shape_cli.rs"]
mod shape_cli;

/// Each shape: its name, the constructor string's start, the unit repeated (`{i}` is the
/// repetition's number, for names that must differ), and its end. Relative patterns are
/// parsed against `https://example.com/`.
const SHAPES: &[(&str, &str, &str, &str)] = &[
    ("fixed pathname", "/", "abc/", ""),
    ("named segments", "/", ":p{i}/", ""),
    ("optional named segments", "/", ":p{i}?/", ""),
    ("full wildcards", "/", "*", ""),
    ("groups with modifiers", "/", "{a/}?", ""),
    ("escaped characters", "/", "a\\+", ""),
    ("regexp groups", "/", "(\\d+)/", ""),
    ("named regexp groups", "/", ":r{i}(a|b)/", ""),
    ("regexp nested quantifiers", "/", "((?:(?:a|b\\d)*)*)/", ""),
    ("regexp property classes", "/", "([\\p{L}\\d]+)/", ""),
    ("hostname labels", "https://", "a.", "example.com/*"),
    ("hostname wildcard labels", "https://", "*.", "example.com/"),
    ("search pairs", "/?", "a=:v{i}&", ""),
    (
        "full constructor string",
        "https://u:p@",
        "h",
        ".example.com:8080/a/*?q=*#f",
    ),
];

fn build(prefix: &str, unit: &str, suffix: &str, size: usize) -> String {
    let mut s = String::with_capacity(size + 64);
    s.push_str(prefix);
    let mut i = 0usize;
    while s.len() + suffix.len() < size {
        s.push_str(&unit.replace("{i}", &i.to_string()));
        i += 1;
    }
    s.push_str(suffix);
    s
}

fn main() {
    let names: Vec<&str> = SHAPES.iter().map(|s| s.0).collect();
    let args = shape_cli::args("pattern_shape SHAPE BYTES parse|none", &names);
    let Some((_, prefix, unit, suffix)) = SHAPES.iter().find(|s| s.0 == args.shape) else {
        return;
    };
    let size = args.size;
    let pattern = build(prefix, unit, suffix, size);
    let base = (!pattern.starts_with("https:")).then_some("https://example.com/");
    let outcome = match args.mode.as_str() {
        "parse" => match UrlPattern::parse(&pattern, base) {
            Ok(p) => format!("ok, regexp groups: {}", p.has_regexp_groups()),
            Err(e) => format!("error: {e}"),
        },
        _ => "not parsed".to_owned(),
    };
    println!("{} bytes: {outcome}", pattern.len());
}
