//! Parse trees for the playground: the built-in grammar's (the generated recognizer) or an
//! edited grammar's (pest_vm), as flat pre-order node lists with depths, and spans mapped
//! back from the grammar's input (after the parser's pre-pass) to the input as typed.

use super::grammar;
use super::url_api;
use railurl::syntax::{self, Entry, Node};
use railurl::{Engine, Url};
use railurl_grammar_tools::engine;
use railurl_grammar_tools::pairs::Runner;
use railurl_grammar_tools::pest::Loaded;
use serde::Serialize;
use serde_json::{json, Value};
use std::time::Instant;

/// The parser's pre-pass on `input` (trim leading and trailing C0 control or space, remove
/// ASCII tab and newline), and for each byte of its output the offset of that byte in
/// `input`, plus one entry past the end.
pub fn pre_pass(input: &str) -> (String, Vec<usize>) {
    let trimmed_start = input.len() - input.trim_start_matches(|c: char| c <= ' ').len();
    let trimmed = input.trim_matches(|c: char| c <= ' ');
    let mut output = String::with_capacity(trimmed.len());
    let mut offsets = Vec::with_capacity(trimmed.len() + 1);
    for (i, c) in trimmed.char_indices() {
        if matches!(c, '\t' | '\n' | '\r') {
            continue;
        }
        output.push(c);
        for k in 0..c.len_utf8() {
            offsets.push(trimmed_start + i + k);
        }
    }
    offsets.push(trimmed_start + trimmed.len());
    (output, offsets)
}

/// One node of a parse tree.
#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct TreeNode {
    /// The rule's name.
    pub rule: String,
    /// Where the match starts in the grammar's input (after the pre-pass), in bytes.
    pub start: usize,
    /// Where it ends.
    pub end: usize,
    /// The matched text.
    pub text: String,
    /// 0 at the top level, 1 for children, and so on.
    pub depth: usize,
    /// Where the match starts in the input as typed, in bytes.
    pub input_start: usize,
    /// Where it ends in the input as typed.
    pub input_end: usize,
}

/// A node from a span, its text and its depth, with the span mapped back to the input.
fn node(
    rule: &str,
    start: usize,
    end: usize,
    depth: usize,
    text: &str,
    offsets: &[usize],
) -> TreeNode {
    let at = |i: usize| offsets.get(i).copied().unwrap_or(0);
    let input_start = at(start);
    let input_end = if end > start {
        at(end - 1) + 1
    } else {
        input_start
    };
    TreeNode {
        rule: rule.to_owned(),
        start,
        end,
        text: text.get(start..end).unwrap_or("").to_owned(),
        depth,
        input_start,
        input_end,
    }
}

/// The entry rule the base picks, as the spec's "no scheme state" dispatches on it.
pub fn entry(base: Option<&Url>) -> Entry {
    Entry::for_base(base.map(|b| (b.has_opaque_path(), b.scheme())))
}

/// The built-in grammar's tree of `grammar_input` (already pre-passed).
pub fn builtin(
    entry: Entry,
    grammar_input: &str,
    offsets: &[usize],
) -> Result<Vec<TreeNode>, String> {
    let tree = syntax::parse(entry, grammar_input)
        .map_err(|e| format!("the grammar did not match (rule {})", e.0.name()))?;
    let mut nodes = Vec::new();
    fn walk(
        node: Node<'_, '_>,
        depth: usize,
        input: &str,
        offsets: &[usize],
        out: &mut Vec<TreeNode>,
    ) {
        out.push(self::node(
            node.rule().name(),
            node.start(),
            node.end(),
            depth,
            input,
            offsets,
        ));
        for child in node.children() {
            walk(child, depth + 1, input, offsets, out);
        }
    }
    for top in tree.nodes() {
        walk(top, 0, grammar_input, offsets, &mut nodes);
    }
    Ok(nodes)
}

/// The answer of `/api/tree` with the built-in grammar.
pub fn builtin_answer(input: &str, base: Option<&Url>) -> Value {
    let (grammar_input, offsets) = pre_pass(input);
    let entry = entry(base);
    let (nodes, error) = match builtin(entry, &grammar_input, &offsets) {
        Ok(nodes) => (nodes, None),
        Err(e) => (Vec::new(), Some(e)),
    };
    json!({
        "grammar": "built-in",
        "entry": entry.rule().name(),
        "grammar_input": grammar_input,
        "pre_pass_changed": grammar_input != input,
        "matched": error.is_none(),
        "error": error,
        "nodes": nodes,
    })
}

/// The answer of `/api/tree` with an edited grammar: its tree of the input, and how its
/// result differs from the built-in grammar's, in the tree and in what the engine makes of
/// the input. Runs on a grammar thread.
pub fn edited_answer(loaded: Loaded, input: &str, base: Option<&Url>, deadline: Instant) -> Value {
    let (grammar_input, offsets) = pre_pass(input);
    let entry = entry(base);
    let name = entry.rule().name();
    let builtin_nodes = builtin(entry, &grammar_input, &offsets).unwrap_or_default();

    let runner = Runner::new(loaded.compiled.clone());
    let (nodes, error) = match grammar::run_rule(&runner, name, &grammar_input) {
        Ok(found) => {
            let nodes: Vec<TreeNode> = found
                .nodes
                .iter()
                .map(|n| node(&n.rule, n.start, n.end, n.depth, &grammar_input, &offsets))
                .collect();
            let error = found
                .end
                .filter(|&end| end != grammar_input.len())
                .map(|end| format!("the rule {name} matched only the first {end} bytes"));
            (nodes, error)
        }
        Err(e) => (Vec::new(), Some(e)),
    };

    // What the whole engine makes of the input on the edited grammar.
    let builtin_result = Engine::Grammar.parse_with_diagnostics(input, base);
    let parser = engine::runtime_parser(Runner::new(loaded.compiled), Some(deadline));
    let edited_result = syntax::with_grammar(parser, || {
        Engine::Grammar.parse_with_diagnostics(input, base)
    });
    let result =
        |(result, diagnostics): &(Result<Url, railurl::ParseError>, Vec<railurl::Diagnostic>)| {
            let mut value = match result {
                Ok(url) => json!({ "href": url.href(), "record": url_api::record(url) }),
                Err(e) => json!({ "failure": url_api::failure(e) }),
            };
            for (key, list) in url_api::diagnostics(diagnostics, url_api::diagnostic) {
                value[key] = list;
            }
            value
        };
    let (builtin_value, edited_value) = (result(&builtin_result), result(&edited_result));
    json!({
        "grammar": "edited",
        "entry": name,
        "grammar_input": grammar_input,
        "pre_pass_changed": grammar_input != input,
        "matched": error.is_none(),
        "error": error,
        "tree_differs": nodes != builtin_nodes,
        "result_differs": builtin_value != edited_value,
        "builtin_result": builtin_value,
        "edited_result": edited_value,
        "nodes": nodes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pre_pass_maps_back_to_the_input() {
        let (out, offsets) = pre_pass("  ht\ttp://h/\n ");
        assert_eq!(out, "http://h/");
        assert_eq!(offsets, [2, 3, 5, 6, 7, 8, 9, 10, 11, 12]);
        let nodes = builtin(Entry::WithoutBase, &out, &offsets).unwrap();
        assert_eq!(nodes[0].rule, "special_scheme");
        assert_eq!((nodes[0].input_start, nodes[0].input_end), (2, 7));
    }

    #[test]
    fn children_come_after_their_parent_one_level_deeper() {
        let (out, offsets) = pre_pass("http://u:p@h/a/b");
        let nodes = builtin(Entry::WithoutBase, &out, &offsets).unwrap();
        let userinfo = nodes
            .iter()
            .position(|n| n.rule == "special_userinfo")
            .unwrap();
        assert_eq!(nodes[userinfo + 1].depth, nodes[userinfo].depth + 1);
        assert_eq!(nodes[userinfo].text, "u:p@");
    }
}
