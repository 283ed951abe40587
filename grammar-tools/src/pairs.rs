//! A compiled grammar run by pest_vm, and its pairs walked into a flat pre-order list of nodes
//! with depths and spans: the shape railurl's `syntax::with_grammar` takes, and the one the
//! tree views print.

use crate::pest::Compiled;
use ::pest::iterators::Pairs;

/// One node of a parse tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The rule's name.
    pub rule: String,
    /// Where its match starts, in bytes.
    pub start: usize,
    /// Where it ends.
    pub end: usize,
    /// 0 at the top level, 1 for children, and so on.
    pub depth: usize,
}

/// A rule's match: its nodes in pre-order, and where it ends when the pairs say so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    /// The nodes, parents before children.
    pub nodes: Vec<Node>,
    /// Where the match ends: known when the rule has a node of its own (its only top-level
    /// node); `None` for a silent rule, whose pairs do not say.
    pub end: Option<usize>,
}

/// A compiled grammar, ready to run any of its rules.
pub struct Runner {
    vm: pest_vm::Vm,
    compiled: Compiled,
}

impl Runner {
    /// A runner for `compiled`.
    pub fn new(compiled: Compiled) -> Runner {
        Runner {
            vm: pest_vm::Vm::new(compiled.rules.clone()),
            compiled,
        }
    }

    /// Whether the grammar has a rule named `name`.
    pub fn has_rule(&self, name: &str) -> bool {
        self.compiled.names.contains(name)
    }

    /// The grammar this runner runs.
    pub fn compiled(&self) -> &Compiled {
        &self.compiled
    }

    /// Run rule `rule` on `input`; when it does not match, why: pest_vm's message (where and
    /// why the match failed, or that pest's call limit stopped it, when one is set), or that
    /// the grammar has no such rule.
    ///
    /// ```
    /// use railurl_grammar_tools::{pairs::Runner, pest::load};
    /// let loaded = load("pair = { key ~ \"=\" ~ key }\nkey = @{ ASCII_ALPHA+ }").unwrap();
    /// let runner = Runner::new(loaded.compiled);
    /// let found = runner.run("pair", "a=bc").unwrap();
    /// let shown: Vec<_> = found.nodes.iter().map(|n| (n.rule.as_str(), n.start, n.end, n.depth)).collect();
    /// assert_eq!(shown, [("pair", 0, 4, 0), ("key", 0, 1, 1), ("key", 2, 4, 1)]);
    /// assert_eq!(found.end, Some(4));
    /// ```
    pub fn run(&self, rule: &str, input: &str) -> Result<Match, String> {
        if !self.has_rule(rule) {
            return Err(format!("the grammar has no rule named {rule}"));
        }
        let pairs = self
            .vm
            .parse(rule, input)
            .map_err(|e| e.variant.message().into_owned())?;
        let mut top = pairs.clone();
        let end = match (top.next(), top.next()) {
            (Some(only), None) if only.as_rule() == rule => Some(only.as_span().end()),
            _ => None,
        };
        let mut nodes = Vec::new();
        walk(pairs, 0, &mut nodes);
        Ok(Match { nodes, end })
    }
}

/// Pre-order nodes of `pairs`, from depth `depth`.
fn walk(pairs: Pairs<'_, &str>, depth: usize, nodes: &mut Vec<Node>) {
    for pair in pairs {
        let span = pair.as_span();
        nodes.push(Node {
            rule: pair.as_rule().to_owned(),
            start: span.start(),
            end: span.end(),
            depth,
        });
        walk(pair.into_inner(), depth + 1, nodes);
    }
}
