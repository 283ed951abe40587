//! Where a node lies in the tree's input.

use crate::syntax::token::Token;
use core::ops::Range;

/// A span of the tree's input: byte offsets (inputs longer than 4 GiB are refused before a
/// tree exists).
///
/// ```
/// use railurl::syntax::ast::Span;
/// let span = Span::new(8, 12);
/// assert_eq!((span.start(), span.end(), span.range()), (8, 12, 8..12));
/// assert_eq!(span.text("https://host/"), "host");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    pub(super) start: u32,
    pub(super) end: u32,
}

impl Span {
    /// The span from `start` to `end` (offsets that do not fit 32 bits saturate).
    ///
    /// ```
    /// assert_eq!(railurl::syntax::ast::Span::new(1, 3).range(), 1..3);
    /// ```
    pub fn new(start: usize, end: usize) -> Span {
        let clamp = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
        Span {
            start: clamp(start),
            end: clamp(end),
        }
    }

    /// Where the span starts.
    ///
    /// ```
    /// assert_eq!(railurl::syntax::ast::Span::new(1, 3).start(), 1);
    /// ```
    #[inline]
    pub fn start(&self) -> usize {
        self.start as usize
    }

    /// Where the span ends.
    ///
    /// ```
    /// assert_eq!(railurl::syntax::ast::Span::new(1, 3).end(), 3);
    /// ```
    #[inline]
    pub fn end(&self) -> usize {
        self.end as usize
    }

    /// The byte range.
    ///
    /// ```
    /// assert_eq!(railurl::syntax::ast::Span::new(1, 3).range(), 1..3);
    /// ```
    #[inline]
    pub fn range(&self) -> Range<usize> {
        self.start()..self.end()
    }

    /// Whether the span is empty.
    ///
    /// ```
    /// assert!(railurl::syntax::ast::Span::new(3, 3).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.start >= self.end
    }

    /// The text of the span in `input` (the input the tree was parsed from; empty if the span
    /// is not within it).
    ///
    /// ```
    /// assert_eq!(railurl::syntax::ast::Span::new(0, 4).text("http:x"), "http");
    /// ```
    #[inline]
    pub fn text<'i>(&self, input: &'i str) -> &'i str {
        input.get(self.range()).unwrap_or("")
    }

    /// The span a token matched.
    #[inline]
    pub(super) fn of(token: &Token) -> Span {
        Span {
            start: token.start,
            end: token.end,
        }
    }
}
