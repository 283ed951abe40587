//! Parse trees as lines: one node per line, indented two spaces per depth, with the rule name,
//! the byte span and the matched text. The built-in grammar's nodes and `pest_vm`'s pairs print
//! the same way, so the two trees can be compared line by line.

use pest::iterators::Pairs;
use railurl::syntax::{self, Entry, Node, Rule};

/// The URL entry rules `railurl::syntax::parse` knows, by their grammar names.
const ENTRIES: [(Entry, &str); 12] = [
    (Entry::WithoutBase, "url_without_base"),
    (Entry::WithOpaqueBase, "url_with_opaque_base"),
    (Entry::WithSpecialBase, "url_with_special_base"),
    (Entry::WithFileBase, "url_with_file_base"),
    (Entry::WithBase, "url_with_base"),
    (Entry::WithHttpBase, "url_with_http_base"),
    (Entry::WithHttpsBase, "url_with_https_base"),
    (Entry::WithWsBase, "url_with_ws_base"),
    (Entry::WithWssBase, "url_with_wss_base"),
    (Entry::WithFtpBase, "url_with_ftp_base"),
    (Entry::Ipv4Host, "ipv4_host"),
    (Entry::Ipv6Host, "ipv6_host"),
];

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
    ENTRIES
        .iter()
        .find(|(e, _)| *e == entry)
        .map(|(_, name)| *name)
        .expect("every Entry has a name")
}

/// Whether the built-in grammar has a rule called `name`.
pub fn builtin_has(name: &str) -> bool {
    Rule::ALL.iter().any(|r| format!("{r:?}") == name)
}

/// Run rule `name` of the built-in grammar on `input` with the library's recognizer (generated
/// from grammar/*.pest at build time; `railurl::syntax::parse_rule`). When the rule does not
/// match the whole input, pest's runtime (`pest_vm` on the same grammar file) is asked for its
/// error message.
/// `Ok(None)` when the built-in grammar has no rule of that name.
pub fn builtin(name: &str, input: &str) -> Result<Option<Vec<Line>>, String> {
    let Some(rule) = Rule::ALL.iter().find(|r| format!("{r:?}") == name) else {
        return Ok(None);
    };
    match syntax::parse_rule(*rule, input) {
        Ok(tree) => {
            let mut lines = Vec::new();
            tree.nodes().for_each(|n| push_node(&n, 0, &mut lines));
            Ok(Some(lines))
        }
        Err(_) => {
            let text = crate::grammar::read(crate::grammar::BUILTIN)?;
            let rules = crate::grammar::compile(crate::grammar::BUILTIN, &text)?;
            match pest_vm::Vm::new(rules).parse(name, input) {
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

/// Lines for pest pairs (from the generated parser or from `pest_vm`).
pub fn from_pairs<R: pest::RuleType>(pairs: Pairs<'_, R>, name: impl Fn(R) -> String) -> Vec<Line> {
    fn walk<R: pest::RuleType>(
        pairs: Pairs<'_, R>,
        depth: usize,
        name: &dyn Fn(R) -> String,
        lines: &mut Vec<Line>,
    ) {
        for pair in pairs {
            let span = pair.as_span();
            lines.push(Line {
                depth,
                rule: name(pair.as_rule()),
                start: span.start(),
                end: span.end(),
                text: span.as_str().to_owned(),
            });
            walk(pair.into_inner(), depth + 1, name, lines);
        }
    }
    let mut lines = Vec::new();
    walk(pairs, 0, &name, &mut lines);
    lines
}

/// Print a tree, one node per line.
pub fn print(lines: &[Line]) {
    if lines.is_empty() {
        println!("(empty: no rule in the tree produced a node)");
    }
    for line in lines {
        println!("{line}");
    }
}
