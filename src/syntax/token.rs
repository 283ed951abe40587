//! The recognizers' output: one token per rule match, in pre-order, with its span and where
//! its subtree ends. A tree is a flat list of these.

use super::rule::Rule;

/// One node of the tree in pre-order: the rule, its span, and the index just past its
/// subtree (so children are `index + 1 .. next` and the next sibling is at `next`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token<R = Rule> {
    pub rule: R,
    pub start: u32,
    pub end: u32,
    pub next: u32,
}
