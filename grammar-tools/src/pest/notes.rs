//! What a reader needs beside each rule: its `///` doc comment and the `//` section heading
//! it sits under, and the paragraphs of the grammar's opening comment.
//!
//! pest_meta's parser keeps doc comments: each `/// text` line comes out as a `grammar_rule`
//! pair whose only child is a `line_doc` (pest_generator attaches them to the rule that
//! follows, for the generated `Rule` enum's docs; so do we). Plain `//` comments are skipped by
//! its grammar, so section headings are read from the text between rules: a heading is the
//! text between the last two `// ----` lines above a rule.

use ::pest::iterators::{Pair, Pairs};
use pest_meta::parser::Rule as MetaRule;
use std::collections::HashMap;

/// One rule's doc and section.
#[derive(Debug, Default)]
pub struct RuleNotes {
    /// The `///` lines above the rule, without the `///`.
    pub doc: Vec<String>,
    /// The heading of a `// ----` framed section that starts just above the rule.
    pub section: Option<String>,
}

/// Every rule's notes by name, and the grammar's opening paragraphs.
#[derive(Debug, Default)]
pub struct Notes {
    /// The paragraphs of the `//` comment before the first rule and its first framed heading.
    pub intro: Vec<String>,
    /// By rule name.
    pub rules: HashMap<String, RuleNotes>,
}

/// Read the notes of `text`, whose parse is `pairs`.
pub fn read(text: &str, pairs: Pairs<'_, MetaRule>) -> Notes {
    let mut notes = Notes::default();
    let mut doc = Vec::new();
    // The `//` comments above a rule lie between the previous rule and the rule's doc block.
    let mut gap_start = 0;
    let mut doc_start = None;
    let mut first = true;
    for pair in pairs.filter(|p| p.as_rule() == MetaRule::grammar_rule) {
        let start = pair.as_span().start();
        if let Some(line) = doc_line(&pair) {
            doc_start.get_or_insert(start);
            doc.push(line);
            continue;
        }
        let gap = text.get(gap_start..doc_start.take().unwrap_or(start));
        let comments = Comments::read(gap.unwrap_or(""));
        gap_start = pair.as_span().end();
        if first {
            notes.intro = comments.intro;
            first = false;
        }
        if let Some(name) = pair.into_inner().next().map(|p| p.as_str().to_owned()) {
            let rule = RuleNotes {
                doc: std::mem::take(&mut doc),
                section: comments.heading,
            };
            notes.rules.insert(name, rule);
        }
    }
    notes
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
