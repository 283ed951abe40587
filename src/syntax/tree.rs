//! The parse tree a grammar run gives: the input and its nodes in pre-order, each a rule, a
//! byte span and the matched text; or [`GrammarMismatch`] when the rule did not match.

use super::rule::Rule;
use super::token::Token;
use alloc::vec::Vec;

/// The grammar did not match. Every entry rule is written to match any input (failures are
/// error productions in the tree), so this is a bug in the grammar; it carries the rule.
///
/// ```
/// use railurl::syntax::{parse_rule, Rule};
/// // Entry rules match any input; an inner rule may not.
/// assert!(parse_rule(Rule::ipv6_piece, "zz").is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GrammarMismatch(pub Rule);

/// A parse tree: the input and its nodes in pre-order.
///
/// ```
/// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "mailto:a@b").unwrap();
/// assert_eq!(tree.input(), "mailto:a@b");
/// assert_eq!(format!("{tree:?}"), r#"[scheme(0..6, "mailto"), opaque_path(7..10, "a@b")]"#);
/// ```
pub struct Tree<'i> {
    pub(super) input: &'i str,
    pub(super) tokens: Vec<Token>,
    pub(super) end: usize,
}

impl<'i> Tree<'i> {
    /// The top-level nodes, in input order.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "foo:/a/b").unwrap();
    /// let path = tree.nodes().nth(1).unwrap();
    /// // The first segment, then the others as one run of steps.
    /// assert_eq!(path.children().map(|s| s.text()).collect::<Vec<_>>(), ["a", "/b"]);
    /// ```
    pub fn nodes(&self) -> Nodes<'_, 'i> {
        Nodes {
            input: self.input,
            tokens: &self.tokens,
            next: 0,
            end: self.tokens.len(),
        }
    }

    /// Where the rule's match ended (the input's length when it matched all of it). For a tree
    /// from `parse_rule_with_pest`, where the last top-level node ends.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "x:y").unwrap();
    /// assert_eq!(tree.end(), 3);
    /// ```
    pub fn end(&self) -> usize {
        self.end
    }

    /// The input the tree was parsed from.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "x:y").unwrap();
    /// assert_eq!(tree.input(), "x:y");
    /// ```
    pub fn input(&self) -> &'i str {
        self.input
    }
}

impl PartialEq for Tree<'_> {
    fn eq(&self, other: &Tree<'_>) -> bool {
        self.input == other.input && self.tokens == other.tokens
    }
}

impl core::fmt::Debug for Tree<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.nodes()).finish()
    }
}

impl Drop for Tree<'_> {
    fn drop(&mut self) {
        super::pool::return_tokens(core::mem::take(&mut self.tokens));
    }
}

/// A sequence of sibling nodes of a tree borrowed for `'t`, over an input that lives for `'i`.
///
/// ```
/// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "http://h/a/b").unwrap();
/// assert_eq!(tree.nodes().count(), 4); // scheme, "//", host, path
/// ```
#[derive(Clone)]
pub struct Nodes<'t, 'i> {
    input: &'i str,
    tokens: &'t [Token],
    next: usize,
    end: usize,
}

impl<'t, 'i> Iterator for Nodes<'t, 'i> {
    type Item = Node<'t, 'i>;
    fn next(&mut self) -> Option<Node<'t, 'i>> {
        if self.next >= self.end {
            return None;
        }
        let token = *self.tokens.get(self.next)?;
        let node = Node {
            input: self.input,
            tokens: self.tokens,
            index: self.next,
            token,
        };
        // `next` always moves forward; a malformed list ends the iteration instead of looping.
        self.next = (token.next as usize).max(self.next + 1);
        Some(node)
    }
}

/// One node of the parse tree: a grammar rule that matched a span of the input. Its text
/// borrows the input (`'i`), not the tree (`'t`).
///
/// ```
/// use railurl::syntax::{parse, Entry, Rule};
/// let tree = parse(Entry::WithoutBase, "http://u:p@h/").unwrap();
/// let userinfo = tree.nodes().nth(2).unwrap();
/// assert_eq!((userinfo.rule(), userinfo.text()), (Rule::special_userinfo, "u:p@"));
/// assert_eq!((userinfo.start(), userinfo.end()), (7, 11));
/// ```
#[derive(Clone, Copy)]
pub struct Node<'t, 'i> {
    input: &'i str,
    tokens: &'t [Token],
    index: usize,
    token: Token,
}

impl<'t, 'i> Node<'t, 'i> {
    /// The grammar rule that matched.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "FILE:x").unwrap();
    /// assert_eq!(tree.nodes().next().unwrap().rule(), railurl::syntax::Rule::file_scheme);
    /// ```
    pub fn rule(&self) -> Rule {
        self.token.rule
    }

    /// The matched text.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "FILE:x").unwrap();
    /// assert_eq!(tree.nodes().next().unwrap().text(), "FILE");
    /// ```
    pub fn text(&self) -> &'i str {
        self.input
            .get(self.token.start as usize..self.token.end as usize)
            .unwrap_or("")
    }

    /// The byte offset where the match starts.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "a:b?c").unwrap();
    /// assert_eq!(tree.nodes().last().unwrap().start(), 4);
    /// ```
    pub fn start(&self) -> usize {
        self.token.start as usize
    }

    /// The byte offset where the match ends.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "a:b?c").unwrap();
    /// assert_eq!(tree.nodes().next().unwrap().end(), 1);
    /// ```
    pub fn end(&self) -> usize {
        self.token.end as usize
    }

    /// The nodes the rule's own match contains.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::Ipv4Host, "1.0x2").unwrap();
    /// let parts: Vec<_> = tree.nodes().next().unwrap().children().map(|p| p.rule()).collect();
    /// assert_eq!(parts, [railurl::syntax::Rule::ipv4_decimal, railurl::syntax::Rule::ipv4_hex]);
    /// ```
    pub fn children(&self) -> Nodes<'t, 'i> {
        Nodes {
            input: self.input,
            tokens: self.tokens,
            next: self.index + 1,
            end: (self.token.next as usize).min(self.tokens.len()),
        }
    }
}

impl core::fmt::Debug for Node<'_, '_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{:?}({}..{}, {:?})",
            self.rule(),
            self.start(),
            self.end(),
            self.text()
        )?;
        let children: Vec<Node<'_, '_>> = self.children().collect();
        if !children.is_empty() {
            f.debug_list().entries(children).finish()?;
        }
        Ok(())
    }
}
