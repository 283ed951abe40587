//! Our reader against the `abnf` crate's, on every grammar file: the same rules, with the same
//! structure. The `abnf` crate reads strict RFC 5234 only, so the test first removes what RFC
//! text adds (page breaks, blank lines, the common indentation) with a few line filters of its
//! own, and writes RFC 2396's `|` as `/` and its `_` as `-`.

use abnf::types::{Kind, Node as Their, Repeat, TerminalValues};
use railurl_abnf::ast::{DefinedAs, Node as Our};
use railurl_abnf::lex::Notation;
use railurl_abnf::read::read_rules;
use std::path::Path;

const FILES: &[(&str, Notation)] = &[
    ("grammar/rfc5234-core.abnf", Notation::Abnf),
    ("grammar/rfc3986.abnf", Notation::Abnf),
    ("grammar/rfc3987.abnf", Notation::Abnf),
    ("grammar/rfc6874.abnf", Notation::Abnf),
    ("grammar/rfc2396.abnf", Notation::Rfc2396),
];

/// Strict RFC 5234 text from RFC-formatted text, by line filters.
fn strict(text: &str, notation: Notation) -> String {
    let is_break = |l: &str| {
        l.contains('\x0c')
            || (!l.starts_with(' ') && l.trim_end().ends_with(']') && l.contains("[Page "))
            || (l.starts_with("RFC ") && !l.contains('='))
    };
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !is_break(l) && !l.starts_with(';'))
        .collect();
    let indent = lines
        .iter()
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut out = String::new();
    for l in lines {
        let mut l = l[indent..].to_owned();
        if notation == Notation::Rfc2396 {
            // "_" in rule names only (between letters), "|" outside quotes only.
            let chars: Vec<char> = l.chars().collect();
            l = chars
                .iter()
                .enumerate()
                .map(|(i, &c)| {
                    let name = i > 0 && chars[i - 1].is_ascii_alphanumeric();
                    let quoted = i > 0 && chars[i - 1] == '"';
                    match c {
                        '_' if name => '-',
                        '|' if !quoted => '/',
                        c => c,
                    }
                })
                .collect();
        }
        out.push_str(&l);
        out.push('\n');
    }
    out
}

fn repeat(min: usize, max: Option<usize>) -> String {
    match max {
        Some(max) => format!("{{{min},{max}}}"),
        None => format!("{{{min},}}"),
    }
}

fn their(n: &Their) -> String {
    match n {
        Their::Alternatives(v) => {
            format!("alt({})", v.iter().map(their).collect::<Vec<_>>().join(","))
        }
        Their::Concatenation(v) => {
            format!("seq({})", v.iter().map(their).collect::<Vec<_>>().join(","))
        }
        Their::Repetition { repeat: r, node } => {
            let (min, max) = match r {
                Repeat::Specific(n) => (*n, Some(*n)),
                Repeat::Variable { min, max } => (min.unwrap_or(0), *max),
            };
            format!("rep{}({})", repeat(min, max), their(node))
        }
        Their::Rulename(name) => name.to_ascii_lowercase(),
        Their::Group(node) => format!("group({})", their(node)),
        Their::Optional(node) => format!("opt({})", their(node)),
        Their::String(s) => format!("str({:?},{})", s.value(), s.is_case_sensitive()),
        Their::TerminalValues(TerminalValues::Range(a, b)) => format!("range({a},{b})"),
        Their::TerminalValues(TerminalValues::Concatenation(v)) => format!("chars({v:?})"),
        Their::Prose(p) => format!("prose({p:?})"),
    }
}

fn our(n: &Our) -> String {
    match n {
        Our::Alt(v) => format!("alt({})", v.iter().map(our).collect::<Vec<_>>().join(",")),
        Our::Seq(v) => format!("seq({})", v.iter().map(our).collect::<Vec<_>>().join(",")),
        Our::Repeat { min, max, node } => {
            format!(
                "rep{}({})",
                repeat(*min as usize, max.map(|m| m as usize)),
                our(node)
            )
        }
        Our::Name(name, _) => name.to_ascii_lowercase().replace('_', "-"),
        Our::Group(node) => format!("group({})", our(node)),
        Our::Optional(node) => format!("opt({})", our(node)),
        Our::Str {
            text,
            case_sensitive,
            ..
        } => format!("str({text:?},{case_sensitive})"),
        Our::Range(a, b, _) => format!("range({a},{b})"),
        Our::Chars(v, _) => format!("chars({v:?})"),
        Our::Prose(p, _) => format!("prose({p:?})"),
    }
}

#[test]
fn both_readers_see_the_same_rules() {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    for &(file, notation) in FILES {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        let ours = read_rules(file, &text, notation).unwrap();
        let theirs = abnf::rulelist(&strict(&text, notation))
            .unwrap_or_else(|e| panic!("the abnf crate cannot read {file}: {e}"));
        assert_eq!(ours.len(), theirs.len(), "{file}: rule count");
        assert!(ours.len() >= 3, "{file}: too few rules to be the grammar");
        for (o, t) in ours.iter().zip(&theirs) {
            assert_eq!(o.name.replace('_', "-"), t.name(), "{file}");
            let incremental = matches!(t.kind(), Kind::Incremental);
            assert_eq!(
                o.defined_as == DefinedAs::Incremental,
                incremental,
                "{file} {}",
                o.name
            );
            assert_eq!(our(&o.node), their(t.node()), "{file}: rule {}", o.name);
        }
    }
}
