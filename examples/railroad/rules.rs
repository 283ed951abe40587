//! The rules of a grammar file as written (not optimized), in grammar order, with what a reader
//! needs beside each diagram: the `///` doc comment, the rule type, and the `//` section heading
//! the rule sits under.
//!
//! pest_meta's parser keeps doc comments: each `/// text` line comes out as a `grammar_rule`
//! pair whose only child is a `line_doc` (pest_generator attaches them to the rule that follows,
//! for the generated `Rule` enum's docs; so do we). Plain `//` comments are skipped by its
//! grammar, so section headings are read from the text between rules.

use pest::iterators::Pair;
use pest_meta::ast::{Expr, RuleType};
use pest_meta::parser::{self, Rule as MetaRule};

pub struct GrammarRule {
    pub name: String,
    pub ty: RuleType,
    pub expr: Expr,
    /// The `///` lines above the rule, without the `///`.
    pub doc: Vec<String>,
    /// The heading of a `// ----` framed section that starts just above this rule.
    pub section: Option<String>,
}

/// The grammar's rules, and the paragraphs of the file's opening `//` comment.
pub struct Grammar {
    pub intro: Vec<String>,
    pub rules: Vec<GrammarRule>,
}

/// Read `text`, which must already have compiled (see `common::grammar::compile`).
pub fn read(text: &str) -> Grammar {
    let pairs = parser::parse(MetaRule::grammar_rules, text).expect("the grammar compiled");
    let ast = parser::consume_rules(pairs.clone()).expect("the grammar compiled");
    let mut ast = ast.into_iter();
    let mut grammar = Grammar {
        intro: Vec::new(),
        rules: Vec::new(),
    };
    let mut doc = Vec::new();
    // The `//` comments above a rule lie between the previous rule and the rule's doc block.
    let mut gap_start = 0;
    let mut doc_start = None;
    for pair in pairs.filter(|p| p.as_rule() == MetaRule::grammar_rule) {
        let start = pair.as_span().start();
        if let Some(line) = doc_line(&pair) {
            doc_start.get_or_insert(start);
            doc.push(line);
            continue;
        }
        let comments = Comments::read(&text[gap_start..doc_start.take().unwrap_or(start)]);
        gap_start = pair.as_span().end();
        if grammar.rules.is_empty() {
            grammar.intro = comments.intro;
        }
        let rule = ast.next().expect("one AST rule per grammar rule");
        let name = pair.into_inner().next().map(|p| p.as_str().to_owned());
        assert_eq!(
            name.as_deref(),
            Some(rule.name.as_str()),
            "rules out of step"
        );
        grammar.rules.push(GrammarRule {
            name: rule.name,
            ty: rule.ty,
            expr: rule.expr,
            doc: std::mem::take(&mut doc),
            section: comments.heading,
        });
    }
    grammar
}

/// The text of a `///` line, if `pair` is one.
fn doc_line(pair: &Pair<'_, MetaRule>) -> Option<String> {
    let first = pair.clone().into_inner().next()?;
    if first.as_rule() != MetaRule::line_doc {
        return None;
    }
    let text = first
        .into_inner()
        .find(|p| p.as_rule() == MetaRule::inner_doc);
    Some(text.map_or("", |p| p.as_str()).trim_end().to_owned())
}

/// What the plain `//` comments between two rules say.
struct Comments {
    /// Paragraphs before the first `// ----` line.
    intro: Vec<String>,
    /// The lines between the last two `// ----` lines.
    heading: Option<String>,
}

impl Comments {
    fn read(gap: &str) -> Comments {
        let lines: Vec<&str> = gap
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("//") && !l.starts_with("///"))
            .map(|l| l.trim_start_matches("//").trim())
            .collect();
        let is_rule = |l: &&str| l.len() >= 3 && l.chars().all(|c| c == '-');
        let rules: Vec<usize> = (0..lines.len()).filter(|&i| is_rule(&lines[i])).collect();
        let heading = match rules[..] {
            [.., a, b] => Some(lines[a + 1..b].join(" ")).filter(|h| !h.is_empty()),
            _ => None,
        };
        let intro_end = rules.first().copied().unwrap_or(lines.len());
        let intro = lines[..intro_end]
            .split(|l| l.is_empty())
            .filter(|p| !p.is_empty())
            .map(|p| p.join(" "))
            .collect();
        Comments { intro, heading }
    }
}

/// How the grammar spells the rule type, and what it means.
pub fn rule_type(ty: RuleType) -> (&'static str, &'static str) {
    match ty {
        RuleType::Normal => ("=", "normal"),
        RuleType::Silent => ("_", "silent: no node of its own in the tree"),
        RuleType::Atomic => ("@", "atomic: one node, inner rules silent"),
        RuleType::CompoundAtomic => (
            "$",
            "compound atomic: no implicit whitespace, inner nodes kept",
        ),
        RuleType::NonAtomic => ("!", "non-atomic"),
    }
}
