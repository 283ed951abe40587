//! The matcher's intermediate representation: the nodes a component's part list
//! (src/pattern/matcher/lower.rs) and its regexp groups (src/pattern/matcher/regexp.rs) are
//! lowered to, and that src/pattern/matcher/program.rs compiles to a program; and the budget
//! that bounds how far counted quantifiers unroll. Both lowerings and the compiler import it;
//! it imports only the sets of code points its nodes hold.

use super::char_set::CharSet;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

/// One node of the compiled part list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Node {
    /// Fixed text (already canonicalized, so ASCII in practice; a regexp's literal code points
    /// are ASCII too, or compared without ignore case).
    Literal(String),
    /// One code point that is not `Some(delimiter)`: the segment wildcard's `[^<delimiter>]`.
    NotDelimiter(Option<char>),
    /// One code point that is not a line terminator: the full wildcard's `.`.
    Dot,
    /// One code point of a set: a regexp's class, class escape or property.
    Set(Box<CharSet>),
    /// A sequence.
    Seq(Vec<Node>),
    /// A regexp's Disjunction: the first alternative that leads to a match.
    Alt(Vec<Node>),
    /// A regexp's Assertion, which matches no code point.
    Assert(Assertion),
    /// A capturing group, numbered from 1.
    Capture(usize, Box<Node>),
    /// A quantifier: `min`, `max` (None for infinity), greedy or lazy, and the capture
    /// numbers inside the repeated node (reset on each iteration).
    Repeat {
        node: Box<Node>,
        min: usize,
        max: Option<usize>,
        greedy: bool,
        captures: Range<usize>,
    },
}

/// A regexp's assertions without lookarounds (ECMA-262 "Assertion"; no `m` flag, so `^`
/// and `$` are the start and end of the component's whole text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Assertion {
    /// `^`
    Start,
    /// `$`
    End,
    /// `\b`
    WordBoundary,
    /// `\B`
    NotWordBoundary,
}

impl Node {
    /// Whether the node can match the empty string: then an optional iteration of it needs
    /// RepeatMatcher's empty check, which can never fail otherwise.
    pub(crate) fn nullable(&self) -> bool {
        match self {
            Node::Literal(literal) => literal.is_empty(),
            Node::NotDelimiter(_) | Node::Dot | Node::Set(_) => false,
            Node::Assert(_) => true,
            Node::Seq(nodes) => nodes.iter().all(Node::nullable),
            Node::Alt(nodes) => nodes.iter().any(Node::nullable),
            Node::Capture(_, inner) => inner.nullable(),
            Node::Repeat { node, min, .. } => *min == 0 || node.nullable(),
        }
    }
}

/// How many program instructions the regexp groups of one component may unroll to: a fixed
/// allowance plus a multiple of their length, so the program stays linear in the pattern's
/// length whatever its counted quantifiers say.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Budget {
    left: usize,
}

impl Budget {
    /// The budget of a component whose regexp parts' values are `regexp_bytes` long in all.
    pub(crate) fn for_regexp_bytes(regexp_bytes: usize) -> Budget {
        Budget {
            left: (1usize << 16).saturating_add(regexp_bytes.saturating_mul(16)),
        }
    }

    /// Spend `size` instructions: false, spending nothing, when fewer are left.
    pub(crate) fn spend(&mut self, size: usize) -> bool {
        let Some(left) = self.left.checked_sub(size) else {
            return false;
        };
        self.left = left;
        true
    }
}
