//! url's `Position` and `Index` impls, over [`railurl::Position`].

use crate::Url;
use std::ops::{Index, Range, RangeFrom, RangeFull, RangeTo};

/// A boundary in a URL's serialization, for slicing: `&url[..Position::AfterPath]`.
///
/// ```
/// use url::{Position, Url};
/// let url = Url::parse("https://e.net/a?b#c")?;
/// assert_eq!(&url[..Position::AfterPath], "https://e.net/a");
/// assert_eq!(&url[Position::BeforeQuery..], "b#c");
/// # Ok::<(), url::ParseError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Position {
    /// The start.
    BeforeScheme,
    /// After the scheme, before its `:`.
    AfterScheme,
    /// After `scheme://` (or `scheme:`).
    BeforeUsername,
    /// After the username.
    AfterUsername,
    /// After the `:` before the password, if any.
    BeforePassword,
    /// After the password.
    AfterPassword,
    /// After the `@` of credentials, if any.
    BeforeHost,
    /// After the host.
    AfterHost,
    /// After the `:` before the port, if any.
    BeforePort,
    /// After the port.
    AfterPort,
    /// Where the path starts.
    BeforePath,
    /// After the path.
    AfterPath,
    /// After the `?`, if any.
    BeforeQuery,
    /// After the query.
    AfterQuery,
    /// After the `#`, if any.
    BeforeFragment,
    /// The end.
    AfterFragment,
}

impl From<Position> for railurl::Position {
    fn from(p: Position) -> railurl::Position {
        use railurl::Position as R;
        match p {
            Position::BeforeScheme => R::BeforeScheme,
            Position::AfterScheme => R::AfterScheme,
            Position::BeforeUsername => R::BeforeUsername,
            Position::AfterUsername => R::AfterUsername,
            Position::BeforePassword => R::BeforePassword,
            Position::AfterPassword => R::AfterPassword,
            Position::BeforeHost => R::BeforeHost,
            Position::AfterHost => R::AfterHost,
            Position::BeforePort => R::BeforePort,
            Position::AfterPort => R::AfterPort,
            Position::BeforePath => R::BeforePath,
            Position::AfterPath => R::AfterPath,
            Position::BeforeQuery => R::BeforeQuery,
            Position::AfterQuery => R::AfterQuery,
            Position::BeforeFragment => R::BeforeFragment,
            Position::AfterFragment => R::AfterFragment,
        }
    }
}

impl Index<RangeFull> for Url {
    type Output = str;
    fn index(&self, _: RangeFull) -> &str {
        self.as_str()
    }
}

impl Index<RangeFrom<Position>> for Url {
    type Output = str;
    fn index(&self, range: RangeFrom<Position>) -> &str {
        &self.inner[railurl::Position::from(range.start)..]
    }
}

impl Index<RangeTo<Position>> for Url {
    type Output = str;
    fn index(&self, range: RangeTo<Position>) -> &str {
        &self.inner[..railurl::Position::from(range.end)]
    }
}

impl Index<Range<Position>> for Url {
    type Output = str;
    fn index(&self, range: Range<Position>) -> &str {
        &self.inner[railurl::Position::from(range.start)..railurl::Position::from(range.end)]
    }
}
