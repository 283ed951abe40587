//! The lowering's one error: a token list of a shape it does not know.

use core::fmt;

/// A token list whose shape the lowering does not expect: the grammar and this module
/// disagree. It names the production being lowered.
///
/// ```
/// use railurl::syntax::{ast, parse, Entry};
/// // A tree of the IPv4 entry is not a URL.
/// let tree = parse(Entry::Ipv4Host, "1.2.3.4").unwrap();
/// assert!(ast::url(Entry::WithoutBase, &tree).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unexpected(pub &'static str);

impl fmt::Display for Unexpected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the parse tree does not have the shape of {}", self.0)
    }
}

impl core::error::Error for Unexpected {}
