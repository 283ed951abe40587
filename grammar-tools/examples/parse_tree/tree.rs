//! Parse trees as lines: one node per line, indented two spaces per depth, with the rule name,
//! the byte span and the matched text. The built-in grammar's nodes and a run-time grammar's
//! print the same way, so the two trees can be compared line by line.

use railurl::syntax::{self, Entry, Node, Rule};
use railurl_grammar_tools::pairs::{self, Runner};
use railurl_grammar_tools::{engine, pest};
use std::io::{self, Write};

/// One node of a parse tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub depth: usize,
    pub rule: String,
    pub start: usize,
    pub end: usize,
    pub text: String,
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let indent = "  ".repeat(self.depth);
        let (rule, start, end, text) = (&self.rule, self.start, self.end, &self.text);
        write!(f, "{indent}{rule} {start}..{end} {text:?}")
    }
}

/// The grammar name of a built-in entry.
pub fn entry_name(entry: Entry) -> &'static str {
    entry.rule().name()
}

/// Whether the built-in grammar has a rule called `name`.
pub fn builtin_has(name: &str) -> bool {
    Rule::from_name(name).is_some()
}

/// Run rule `name` of the built-in grammar on `input` with the library's recognizer (generated
/// from grammar/*.pest at build time; `railurl::syntax::parse_rule`). When the rule does not
/// match the whole input, pest's runtime (`pest_vm` on the same grammar file) is asked for its
/// error message.
/// `Ok(None)` when the built-in grammar has no rule of that name.
pub fn builtin(name: &str, input: &str) -> Result<Option<Vec<Line>>, String> {
    let Some(rule) = Rule::from_name(name) else {
        return Ok(None);
    };
    match syntax::parse_rule(rule, input) {
        Ok(tree) => {
            let mut lines = Vec::new();
            tree.nodes().for_each(|n| push_node(&n, 0, &mut lines));
            Ok(Some(lines))
        }
        Err(_) => {
            let source = engine::builtin_source();
            let loaded = pest::load(source.text()).map_err(|e| source.report(&e))?;
            match Runner::new(loaded.compiled).run(name, input) {
                Err(e) => Err(format!("the built-in grammar did not match:\n{e}")),
                Ok(_) => Err(format!(
                    "the built-in grammar's rule {name} does not match the whole input"
                )),
            }
        }
    }
}

fn push_node(node: &Node<'_, '_>, depth: usize, lines: &mut Vec<Line>) {
    lines.push(Line {
        depth,
        rule: format!("{:?}", node.rule()),
        start: node.start(),
        end: node.end(),
        text: node.text().to_owned(),
    });
    node.children()
        .for_each(|child| push_node(&child, depth + 1, lines));
}

/// Lines for a run-time grammar's nodes of `input`.
pub fn from_nodes(nodes: &[pairs::Node], input: &str) -> Vec<Line> {
    nodes
        .iter()
        .map(|n| Line {
            depth: n.depth,
            rule: n.rule.clone(),
            start: n.start,
            end: n.end,
            text: input.get(n.start..n.end).unwrap_or("").to_owned(),
        })
        .collect()
}

/// Write a tree, one node per line.
pub fn write(out: &mut impl Write, lines: &[Line]) -> io::Result<()> {
    if lines.is_empty() {
        writeln!(out, "(empty: no rule in the tree produced a node)")?;
    }
    for line in lines {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
