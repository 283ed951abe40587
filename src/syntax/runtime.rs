//! Running the whole engine on another grammar (feature `pest-runtime`): while
//! [`with_grammar`] runs, every parse the library makes, URLs, hosts and setters alike, gets
//! its tree from a caller's parser instead of the built-in recognizer. A tinkerer's edited
//! grammar, run by `pest_vm`, then reaches the typed syntax tree and the semantic actions, so
//! an edit shows up as the records it makes, or as the lowering's error when the tree has a
//! shape the actions do not know.

use super::rule::Rule;
use super::token::Token;
use super::tree::{GrammarMismatch, Tree};
use alloc::rc::Rc;
use alloc::string::String;
use alloc::vec::Vec;
use core::cell::RefCell;

/// One node of a run-time grammar's parse tree, in pre-order: the rule's name, its span, and
/// its depth (0 for the top level).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuntimeNode {
    /// The rule's name in the grammar.
    pub rule: String,
    /// Where the match starts.
    pub start: usize,
    /// Where the match ends.
    pub end: usize,
    /// 0 for a top-level node, 1 for its children, and so on.
    pub depth: usize,
}

/// A run-time grammar: given a rule's name and an input, the pre-order nodes of its match
/// and where the match ended, or `None` when it did not match.
pub type RuntimeParser = Rc<dyn Fn(&str, &str) -> Option<(Vec<RuntimeNode>, usize)>>;

std::thread_local! {
    static GRAMMAR: RefCell<Option<RuntimeParser>> = const { RefCell::new(None) };
}

/// Run `body` with every parse on this thread taken from `parser` (see the module docs). A
/// node whose rule the built-in grammar does not have makes that parse fail as a grammar
/// mismatch (the library can only act on rules it knows).
///
/// ```
/// use railurl::syntax::{with_grammar, RuntimeNode};
/// use railurl::Url;
/// use std::rc::Rc;
/// // A "grammar" that matches nothing: every URL fails.
/// let nothing = Rc::new(|_: &str, _: &str| -> Option<(Vec<RuntimeNode>, usize)> { None });
/// assert!(with_grammar(nothing, || Url::parse("http://h/")).is_err());
/// assert!(Url::parse("http://h/").is_ok()); // the built-in grammar again
/// ```
pub fn with_grammar<T>(parser: RuntimeParser, body: impl FnOnce() -> T) -> T {
    /// Empties the slot when `with_grammar` returns, or unwinds.
    struct Reset(Option<RuntimeParser>);
    impl Drop for Reset {
        fn drop(&mut self) {
            let previous = self.0.take();
            GRAMMAR.with(|g| *g.borrow_mut() = previous);
        }
    }
    let previous = GRAMMAR.with(|g| g.borrow_mut().replace(parser));
    let _reset = Reset(previous);
    body()
}

/// Whether a run-time grammar is in use on this thread (the canonical fast path, derived from
/// the built-in grammar, stands aside then).
pub(super) fn is_active() -> bool {
    GRAMMAR.with(|g| g.try_borrow().map_or(true, |g| g.is_some()))
}

/// The tree of `rule` on `input` from the run-time grammar, when one is set.
pub(super) fn parse(rule: Rule, input: &str) -> Option<Result<Tree<'_>, GrammarMismatch>> {
    let parser = GRAMMAR.with(|g| g.borrow().clone())?;
    let mismatch = GrammarMismatch(rule);
    let Some((nodes, end)) = parser(rule.name(), input) else {
        return Some(Err(mismatch));
    };
    let mut tokens: Vec<Token> = Vec::with_capacity(nodes.len());
    // Pre-order with depths: a node's subtree ends where the next node of its depth or less
    // starts; `open` holds the indices of the nodes whose subtree is still open.
    let mut open: Vec<(usize, usize)> = Vec::new();
    for node in &nodes {
        let (Some(rule), Ok(start), Ok(end)) = (
            Rule::from_name(&node.rule),
            u32::try_from(node.start),
            u32::try_from(node.end),
        ) else {
            return Some(Err(mismatch));
        };
        let next = tokens.len() as u32;
        while open.last().is_some_and(|&(_, depth)| depth >= node.depth) {
            if let Some((index, _)) = open.pop() {
                tokens[index].next = next;
            }
        }
        open.push((tokens.len(), node.depth));
        tokens.push(Token {
            rule,
            start,
            end,
            next: 0,
        });
    }
    let len = tokens.len() as u32;
    for (index, _) in open {
        tokens[index].next = len;
    }
    Some(Ok(Tree { input, tokens, end }))
}
