//! The typed nodes of the host-address entries: the parts of an IPv4 address and the steps of
//! an IPv6 address (with the IPv4 address that may end it), lowered one at a time.

use super::cursor::Cursor;
use super::span::Span;
use super::unexpected::Unexpected;
use crate::syntax::rule::Rule;
use crate::syntax::tree::Tree;

/// One part of an IPv4 address, by the radix the IPv4 number parser gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ipv4Part {
    /// "0x" then hex digits (the digits only).
    Hex(Span),
    /// "0" then octal digits (the digits after the "0").
    Octal(Span),
    /// Decimal digits.
    Decimal(Span),
    /// Not a number.
    NonNumeric(Span),
    /// The empty string.
    Empty,
    /// More than four parts (after removing a final empty one): the grammar stops reading
    /// there. Says whether the last part is the empty string.
    TooMany {
        /// The input ends with ".".
        empty_last: bool,
    },
}

/// The parts of an IPv4 host's tree, lowered one at a time.
///
/// ```
/// use railurl::syntax::{ast::{self, Ipv4Part}, parse, Entry};
/// let input = "0x7f.1.";
/// let tree = parse(Entry::Ipv4Host, input).unwrap();
/// let parts: Vec<_> = ast::ipv4_parts(&tree).collect::<Result<_, _>>()?;
/// assert!(matches!(parts[..], [Ipv4Part::Hex(h), Ipv4Part::Decimal(_), Ipv4Part::Empty] if h.text(input) == "7f"));
/// # Ok::<(), railurl::syntax::ast::Unexpected>(())
/// ```
pub fn ipv4_parts<'t>(tree: &'t Tree<'_>) -> Ipv4Parts<'t> {
    let mut top = Cursor::top(tree);
    let index = top.take_index(&[Rule::ipv4_address]);
    Ipv4Parts {
        parts: index
            .filter(|_| top.peek().is_none())
            .map(|i| Cursor::children(top.tokens, i)),
    }
}

/// See [`ipv4_parts`].
#[derive(Clone)]
pub struct Ipv4Parts<'t> {
    parts: Option<Cursor<'t>>,
}

impl Iterator for Ipv4Parts<'_> {
    type Item = Result<Ipv4Part, Unexpected>;
    fn next(&mut self) -> Option<Self::Item> {
        let Some(parts) = self.parts.as_mut() else {
            // Not an ipv4_address tree: one error, then the end.
            self.parts = Some(Cursor::empty());
            return Some(Err(Unexpected("an IPv4 address")));
        };
        let index = parts.at;
        let token = parts.next()?;
        let after = |skip: u32| Span {
            start: token.start.saturating_add(skip).min(token.end),
            end: token.end,
        };
        Some(Ok(match token.rule {
            Rule::ipv4_hex => Ipv4Part::Hex(after(2)),
            Rule::ipv4_octal => Ipv4Part::Octal(after(1)),
            Rule::ipv4_decimal => Ipv4Part::Decimal(after(0)),
            Rule::ipv4_non_numeric => Ipv4Part::NonNumeric(after(0)),
            Rule::ipv4_empty => Ipv4Part::Empty,
            Rule::ipv4_too_many_parts => {
                let mut more = Cursor::children(parts.tokens, index);
                let mut empty_last = false;
                while let Some(t) = more.next() {
                    empty_last = t.rule == Rule::ipv4_empty_last_part;
                }
                Ipv4Part::TooMany { empty_last }
            }
            _ => return Some(Err(Unexpected("an IPv4 part"))),
        }))
    }
}

/// One step of the IPv6 parser, as the grammar read it.
#[derive(Clone, Debug)]
pub enum Ipv6Item<'t> {
    /// "::" at the start.
    LeadingCompression,
    /// ":" at the start, not followed by ":".
    InvalidCompression,
    /// ":" where a piece would start.
    Compression,
    /// One to four hex digits.
    Piece(Span),
    /// After a piece: neither ":" with more to come nor the end.
    InvalidAfterPiece,
    /// The IPv4 address in IPv6 that ends the address.
    Ipv4(Ipv4InIpv6<'t>),
    /// "." where a piece would start.
    EmptyIpv4Part,
    /// Another code point where a piece would start.
    InvalidCodePoint,
}

/// The steps of an IPv6 host's tree, lowered one at a time.
///
/// ```
/// use railurl::syntax::{ast::{self, Ipv6Item}, parse, Entry};
/// let tree = parse(Entry::Ipv6Host, "::1").unwrap();
/// let items: Vec<_> = ast::ipv6_items(&tree).collect::<Result<_, _>>()?;
/// assert!(matches!(items[..], [Ipv6Item::LeadingCompression, Ipv6Item::Piece(p)] if p.text("::1") == "1"));
/// # Ok::<(), railurl::syntax::ast::Unexpected>(())
/// ```
pub fn ipv6_items<'t>(tree: &'t Tree<'_>) -> Ipv6Items<'t> {
    let mut top = Cursor::top(tree);
    Ipv6Items {
        // An empty address has no ipv6_address token when it matched nothing at all.
        items: match top.peek() {
            None => Some(top),
            Some(Rule::ipv6_address) => top
                .take_index(&[Rule::ipv6_address])
                .filter(|_| top.peek().is_none())
                .map(|i| Cursor::children(top.tokens, i)),
            Some(_) => None,
        },
    }
}

/// See [`ipv6_items`].
#[derive(Clone)]
pub struct Ipv6Items<'t> {
    items: Option<Cursor<'t>>,
}

impl<'t> Iterator for Ipv6Items<'t> {
    type Item = Result<Ipv6Item<'t>, Unexpected>;
    fn next(&mut self) -> Option<Self::Item> {
        let Some(items) = self.items.as_mut() else {
            self.items = Some(Cursor::empty());
            return Some(Err(Unexpected("an IPv6 address")));
        };
        let index = items.at;
        let token = items.next()?;
        Some(Ok(match token.rule {
            Rule::ipv6_leading_compression => Ipv6Item::LeadingCompression,
            Rule::ipv6_invalid_compression => Ipv6Item::InvalidCompression,
            Rule::ipv6_compression => Ipv6Item::Compression,
            Rule::ipv6_piece => Ipv6Item::Piece(Span::of(token)),
            Rule::ipv6_invalid_after_piece => Ipv6Item::InvalidAfterPiece,
            Rule::ipv4_in_ipv6 => Ipv6Item::Ipv4(Ipv4InIpv6 {
                parts: Cursor::children(items.tokens, index),
            }),
            Rule::ipv4_in_ipv6_empty_part => Ipv6Item::EmptyIpv4Part,
            Rule::ipv6_invalid_code_point => Ipv6Item::InvalidCodePoint,
            _ => return Some(Err(Unexpected("an IPv6 address"))),
        }))
    }
}

/// The IPv4 address at the end of an IPv6 address: its parts, read one at a time.
#[derive(Clone, Debug)]
pub struct Ipv4InIpv6<'t> {
    parts: Cursor<'t>,
}

/// One piece of an IPv4 address in IPv6.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ipv4InIpv6Part {
    /// The digits of a part.
    Part(Span),
    /// A code point that is not a digit where one must be, or a fifth part.
    Invalid,
}

impl Iterator for Ipv4InIpv6<'_> {
    type Item = Result<Ipv4InIpv6Part, Unexpected>;
    fn next(&mut self) -> Option<Self::Item> {
        let token = self.parts.next()?;
        Some(match token.rule {
            Rule::ipv4_in_ipv6_part => Ok(Ipv4InIpv6Part::Part(Span::of(token))),
            Rule::ipv4_in_ipv6_invalid => Ok(Ipv4InIpv6Part::Invalid),
            _ => Err(Unexpected("an IPv4 address in IPv6")),
        })
    }
}
