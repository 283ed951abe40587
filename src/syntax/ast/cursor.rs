//! Reading a token list the way the lowering does: sibling by sibling, taking the rules a
//! production expects.

use super::span::Span;
use super::unexpected::Unexpected;
use crate::syntax::rule::Rule;
use crate::syntax::token::Token;
use crate::syntax::tree::Tree;

/// Sibling tokens of a tree, read front to back (each step skips the token's subtree). The
/// list ends where the siblings do (a token's index is the same in it as in the whole tree's
/// list, and its subtree lies inside), so reading needs no bound of its own.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cursor<'t> {
    pub(super) tokens: &'t [Token],
    pub(super) at: usize,
}

impl<'t> Cursor<'t> {
    /// The top-level tokens of a tree.
    pub(super) fn top(tree: &'t Tree<'_>) -> Cursor<'t> {
        Cursor {
            tokens: &tree.tokens,
            at: 0,
        }
    }

    /// No tokens.
    pub(super) fn empty() -> Cursor<'t> {
        Cursor { tokens: &[], at: 0 }
    }

    /// The children of the token at `index`.
    #[inline]
    pub(super) fn children(tokens: &'t [Token], index: usize) -> Cursor<'t> {
        let end = tokens
            .get(index)
            .map_or(index, |t| (t.next as usize).min(tokens.len()));
        Cursor {
            tokens: tokens.get(..end).unwrap_or_default(),
            at: index + 1,
        }
    }

    #[inline]
    pub(super) fn peek(&self) -> Option<Rule> {
        self.tokens.get(self.at).map(|t| t.rule)
    }

    #[inline]
    pub(super) fn next(&mut self) -> Option<&'t Token> {
        let token = self.tokens.get(self.at)?;
        // `at` always moves forward; a malformed list ends the walk instead of looping.
        self.at = (token.next as usize).max(self.at + 1);
        Some(token)
    }

    /// Past the last sibling: nothing more is read.
    #[inline]
    pub(super) fn finish(&mut self) {
        self.at = self.tokens.len();
    }

    /// The next token's index if it is one of `rules`, moving past it.
    #[inline]
    pub(super) fn take_index(&mut self, rules: &[Rule]) -> Option<usize> {
        let index = self.at;
        let token = self.tokens.get(index).filter(|t| rules.contains(&t.rule))?;
        self.at = (token.next as usize).max(index + 1);
        Some(index)
    }

    /// The next token's span if it is `rule`, moving past it.
    #[inline]
    pub(super) fn take(&mut self, rule: Rule) -> Option<Span> {
        let token = self.tokens.get(self.at).filter(|t| t.rule == rule)?;
        self.at = (token.next as usize).max(self.at + 1);
        Some(Span::of(token))
    }

    /// Nothing may be left over.
    #[inline]
    pub(super) fn end(&mut self, what: &'static str) -> Result<(), Unexpected> {
        match self.next() {
            None => Ok(()),
            Some(_) => Err(Unexpected(what)),
        }
    }
}
