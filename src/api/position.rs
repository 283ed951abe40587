//! Slicing a URL's serialization by component boundaries ("URL serializing" writes the
//! components in order: scheme, `:`, `//` and the authority when the host is non-null, the
//! path, `?` and the query, `#` and the fragment).

use super::url::Url;
use core::ops::{Index, Range, RangeFrom, RangeFull, RangeTo};

/// A boundary in a URL's serialization, for slicing: `&url[Position::BeforePath..]`.
/// A component that is absent is an empty range at the place it would be.
///
/// ```
/// use railurl::{Position, Url};
/// let url = Url::parse("https://user:pw@example.org:8443/a/b?q=1#frag")?;
/// assert_eq!(&url[..Position::AfterPath], "https://user:pw@example.org:8443/a/b");
/// assert_eq!(&url[Position::BeforeHost..Position::AfterPort], "example.org:8443");
/// assert_eq!(&url[Position::BeforeQuery..], "q=1#frag");
/// assert_eq!(&url[Position::BeforeUsername..Position::AfterPassword], "user:pw");
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// The start.
    BeforeScheme,
    /// Just before the `:` after the scheme.
    AfterScheme,
    /// After `scheme://` (or `scheme:` when the host is null).
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
    /// Where the path starts (after the `/.` the serializer puts before a path that starts
    /// with an empty segment when the host is null).
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

impl Url {
    /// The byte index of `position` in [`Url::href`].
    ///
    /// ```
    /// use railurl::{Position, Url};
    /// let url = Url::parse("http://h:81/p")?;
    /// assert_eq!(url.index_of(Position::BeforePort), 9);
    /// assert_eq!(url.index_of(Position::BeforePath), 11);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn index_of(&self, position: Position) -> usize {
        let href = self.href();
        let len = href.len();
        let after_scheme = self.scheme().len();
        let has_host = self.has_host();
        let before_username = after_scheme + if has_host { 3 } else { 1 };
        let after_username = before_username + self.username().len();
        let password = self.password();
        let before_password = after_username + usize::from(!password.is_empty());
        let after_password = before_password + password.len();
        let credentials = !self.username().is_empty() || !password.is_empty();
        let before_host = after_password + usize::from(credentials);
        let after_host = before_host + self.hostname().len();
        let port = self.port();
        let before_port = after_host + usize::from(!port.is_empty());
        let after_port = before_port + port.len();
        let fragment_part = self.fragment().map_or(0, |f| f.len() + 1);
        let query_part = self.query().map_or(0, |q| q.len() + 1);
        let after_query = len - fragment_part;
        let after_path = after_query - query_part;
        let before_path = after_path - self.pathname().len();
        match position {
            Position::BeforeScheme => 0,
            Position::AfterScheme => after_scheme,
            Position::BeforeUsername => before_username,
            Position::AfterUsername => after_username,
            Position::BeforePassword => before_password,
            Position::AfterPassword => after_password,
            Position::BeforeHost => before_host,
            Position::AfterHost => after_host,
            Position::BeforePort => before_port,
            Position::AfterPort => after_port,
            Position::BeforePath => before_path,
            Position::AfterPath => after_path,
            Position::BeforeQuery => after_path + usize::from(query_part > 0),
            Position::AfterQuery => after_query,
            Position::BeforeFragment => after_query + usize::from(fragment_part > 0),
            Position::AfterFragment => len,
        }
    }

    fn slice_between(&self, start: usize, end: usize) -> &str {
        self.href().get(start..end).unwrap_or("")
    }
}

impl Index<RangeFull> for Url {
    type Output = str;
    fn index(&self, _: RangeFull) -> &str {
        self.href()
    }
}

impl Index<RangeFrom<Position>> for Url {
    type Output = str;
    fn index(&self, range: RangeFrom<Position>) -> &str {
        self.slice_between(self.index_of(range.start), self.href().len())
    }
}

impl Index<RangeTo<Position>> for Url {
    type Output = str;
    fn index(&self, range: RangeTo<Position>) -> &str {
        self.slice_between(0, self.index_of(range.end))
    }
}

impl Index<Range<Position>> for Url {
    type Output = str;
    fn index(&self, range: Range<Position>) -> &str {
        self.slice_between(self.index_of(range.start), self.index_of(range.end))
    }
}
