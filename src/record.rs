//! The URL record and host types ("URL representation" and "Host representation" sections),
//! shared by the grammar engine and the prose engine. Nothing here parses; the record is what
//! both engines build and what the serializer turns into a [`crate::Url`].

use alloc::borrow::Cow;
use alloc::string::String;

/// A host ("Host representation"): a domain, an IP address, an opaque host or an empty host.
/// Strings borrow from the input or the base URL where parsing did not change them.
///
/// ```
/// use railurl::{Host, Url};
/// assert_eq!(Url::parse("http://EXAMPLE.org/")?.host_value(), Some(Host::Domain("example.org".into())));
/// assert_eq!(Url::parse("http://0x7f.1/")?.host_value(), Some(Host::Ipv4(0x7F00_0001)));
/// assert_eq!(Url::parse("foo://h%C3%A9/")?.host_value(), Some(Host::Opaque("h%C3%A9".into())));
/// assert_eq!(Url::parse("file:///x")?.host_value(), Some(Host::Empty));
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// A domain: a non-empty ASCII string, the result of the domain parser.
    Domain(Cow<'a, str>),
    /// An IPv4 address: a 32-bit unsigned integer.
    Ipv4(u32),
    /// An IPv6 address: eight 16-bit pieces.
    Ipv6([u16; 8]),
    /// An opaque host: a non-empty ASCII string used by non-special URLs.
    Opaque(Cow<'a, str>),
    /// The empty host (the empty string).
    Empty,
}

impl Host<'_> {
    /// The same host, owning its strings.
    ///
    /// ```
    /// let url = railurl::Url::parse("http://example.org/")?;
    /// let host: railurl::Host<'static> = url.host_value().unwrap().into_owned();
    /// drop(url);
    /// assert_eq!(host, railurl::Host::Domain("example.org".into()));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn into_owned(self) -> Host<'static> {
        match self {
            Host::Domain(d) => Host::Domain(Cow::Owned(d.into_owned())),
            Host::Opaque(o) => Host::Opaque(Cow::Owned(o.into_owned())),
            Host::Ipv4(a) => Host::Ipv4(a),
            Host::Ipv6(a) => Host::Ipv6(a),
            Host::Empty => Host::Empty,
        }
    }
}

/// A URL's path ("URL representation"): either an opaque path (a single URL path segment,
/// for URLs such as `mailto:x`) or a list of zero or more URL path segments.
///
/// Both kinds are stored as their "URL path serializing": an opaque path as itself, a list with
/// `/` before each segment (`["a", "", "b"]` is `"/a//b"`, the empty list is `""`). Serializing
/// a path is then a borrow; a path that parsing did not change borrows the input.
///
/// ```
/// use railurl::Path;
/// let mut path = Path::new_list();
/// path.push("a");
/// path.push("");
/// assert_eq!(path.as_str(), "/a/");
/// assert_eq!(path.segments().collect::<Vec<_>>(), ["a", ""]);
/// assert!(Path::new_opaque("x@y").is_opaque());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Path<'a> {
    opaque: bool,
    serialized: Cow<'a, str>,
}

impl<'a> Path<'a> {
    /// An empty list of segments.
    ///
    /// ```
    /// let path = railurl::Path::new_list();
    /// assert!(path.is_empty() && path.as_str().is_empty());
    /// ```
    pub const fn new_list() -> Self {
        Path {
            opaque: false,
            serialized: Cow::Borrowed(""),
        }
    }

    /// An opaque path holding `text` (already encoded).
    ///
    /// ```
    /// let path = railurl::Path::new_opaque("a/b");
    /// assert_eq!((path.len(), path.as_str()), (1, "a/b"));
    /// ```
    pub fn new_opaque(text: impl Into<Cow<'a, str>>) -> Self {
        Path {
            opaque: true,
            serialized: text.into(),
        }
    }

    /// A list from its serialization (each segment preceded by `/`), as when copying a base
    /// URL's path.
    ///
    /// ```
    /// let path = railurl::Path::list_from_serialized("/a//b");
    /// assert_eq!(path.segments().collect::<Vec<_>>(), ["a", "", "b"]);
    /// ```
    pub fn list_from_serialized(serialized: impl Into<Cow<'a, str>>) -> Self {
        let serialized = serialized.into();
        debug_assert!(serialized.is_empty() || serialized.starts_with('/'));
        Path {
            opaque: false,
            serialized,
        }
    }

    /// The same path, owning its string.
    ///
    /// ```
    /// let text = String::from("/a");
    /// let owned: railurl::Path<'static> = railurl::Path::list_from_serialized(text.as_str()).into_owned();
    /// drop(text);
    /// assert_eq!(owned.as_str(), "/a");
    /// ```
    pub fn into_owned(self) -> Path<'static> {
        Path {
            opaque: self.opaque,
            serialized: Cow::Owned(self.serialized.into_owned()),
        }
    }

    /// Whether this is an opaque path.
    ///
    /// ```
    /// assert!(railurl::Url::parse("mailto:x")?.record().path.is_opaque());
    /// assert!(!railurl::Url::parse("http://h/x")?.record().path.is_opaque());
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn is_opaque(&self) -> bool {
        self.opaque
    }

    /// "URL path serializing": the opaque path itself, or `/` followed by each segment.
    ///
    /// ```
    /// let url = railurl::Url::parse("http://h/a/b/")?;
    /// assert_eq!(url.record().path.as_str(), "/a/b/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        &self.serialized
    }

    /// The list's size (1 for an opaque path).
    ///
    /// ```
    /// assert_eq!(railurl::Path::list_from_serialized("/a/b/").len(), 3);
    /// assert_eq!(railurl::Path::new_opaque("x").len(), 1);
    /// ```
    pub fn len(&self) -> usize {
        if self.opaque {
            1
        } else {
            self.serialized.bytes().filter(|&b| b == b'/').count()
        }
    }

    /// Whether the path is an empty list.
    ///
    /// ```
    /// assert!(railurl::Path::new_list().is_empty());
    /// assert!(!railurl::Path::list_from_serialized("/").is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        !self.opaque && self.serialized.is_empty()
    }

    /// The segments of a list, in order (none for an opaque path).
    ///
    /// ```
    /// let path = railurl::Path::list_from_serialized("/C:/x");
    /// assert_eq!(path.segments().collect::<Vec<_>>(), ["C:", "x"]);
    /// ```
    pub fn segments(&self) -> impl Iterator<Item = &str> {
        let s: &str = if self.opaque { "" } else { &self.serialized };
        s.split('/').skip(1)
    }

    /// The first segment of a list.
    ///
    /// ```
    /// assert_eq!(railurl::Path::list_from_serialized("/C:/x").first(), Some("C:"));
    /// assert_eq!(railurl::Path::new_list().first(), None);
    /// ```
    pub fn first(&self) -> Option<&str> {
        self.segments().next()
    }

    /// Append an already encoded segment (it must not contain `/`) to a list.
    ///
    /// ```
    /// let mut path = railurl::Path::list_from_serialized("/a");
    /// path.push("b");
    /// assert_eq!(path.as_str(), "/a/b");
    /// ```
    pub fn push(&mut self, segment: &str) {
        debug_assert!(!self.opaque && !segment.contains('/'));
        let buffer = self.serialized.to_mut();
        buffer.push('/');
        buffer.push_str(segment);
    }

    /// Start a new, empty last segment, for appending to with [`Path::buffer_mut`].
    ///
    /// ```
    /// let mut path = railurl::Path::new_list();
    /// path.push_empty();
    /// path.buffer_mut().push_str("x");
    /// assert_eq!(path.as_str(), "/x");
    /// ```
    pub fn push_empty(&mut self) {
        self.serialized.to_mut().push('/');
    }

    /// The serialization buffer: appending to it extends the last segment of a list, or the
    /// opaque path.
    ///
    /// ```
    /// let mut path = railurl::Path::list_from_serialized("/a");
    /// path.buffer_mut().push_str("%20");
    /// assert_eq!(path.segments().last(), Some("a%20"));
    /// ```
    pub fn buffer_mut(&mut self) -> &mut String {
        self.serialized.to_mut()
    }

    /// Remove the last segment of a list, if any.
    ///
    /// ```
    /// let mut path = railurl::Path::list_from_serialized("/a/b");
    /// path.pop();
    /// assert_eq!(path.as_str(), "/a");
    /// ```
    pub fn pop(&mut self) {
        if let Some(i) = self.serialized.bytes().rposition(|b| b == b'/') {
            match &mut self.serialized {
                Cow::Borrowed(s) => *s = &s[..i],
                Cow::Owned(s) => s.truncate(i),
            }
        }
    }

    /// Make this an empty list.
    ///
    /// ```
    /// let mut path = railurl::Path::new_opaque("x");
    /// path.clear();
    /// assert!(path.is_empty() && !path.is_opaque());
    /// ```
    pub fn clear(&mut self) {
        self.opaque = false;
        self.serialized = Cow::Borrowed("");
    }
}

/// The special schemes and their default ports ("Special scheme" table).
pub const SPECIAL_SCHEMES: [(&str, Option<u16>); 6] = [
    ("ftp", Some(21)),
    ("file", None),
    ("http", Some(80)),
    ("https", Some(443)),
    ("ws", Some(80)),
    ("wss", Some(443)),
];

/// Whether `scheme` (already ASCII-lowercase) is a special scheme.
///
/// ```
/// use railurl::record::is_special_scheme;
/// assert!(is_special_scheme("wss") && is_special_scheme("file"));
/// assert!(!is_special_scheme("mailto"));
/// ```
pub fn is_special_scheme(scheme: &str) -> bool {
    // Byte-slice patterns compile to a length switch and inline byte compares; the prose
    // engine asks "is url special" for every code point of a path or query.
    matches!(
        scheme.as_bytes(),
        b"http" | b"https" | b"ws" | b"wss" | b"ftp" | b"file"
    )
}

/// The default port of `scheme`, or `None` (the spec's null) for other schemes.
///
/// ```
/// use railurl::record::default_port;
/// assert_eq!(default_port("ws"), Some(80));
/// assert_eq!(default_port("file"), None);
/// ```
pub fn default_port(scheme: &str) -> Option<u16> {
    SPECIAL_SCHEMES
        .iter()
        .find(|(s, _)| *s == scheme)
        .and_then(|&(_, p)| p)
}

/// A URL record ("URL representation"): the structure both engines build. Its strings are
/// `Cow`s: the grammar engine borrows spans of the input (and of the base URL) that need no
/// change, so parsing a typical URL allocates only its serialization.
///
/// ```
/// use railurl::{Host, Url};
/// let url = Url::parse("https://user@example.org:8443/a?q#f")?;
/// let record = url.record();
/// assert_eq!((&*record.scheme, &*record.username), ("https", "user"));
/// assert_eq!(record.host, Some(Host::Domain("example.org".into())));
/// assert_eq!(record.port, Some(8443));
/// assert_eq!((record.query.as_deref(), record.fragment.as_deref()), (Some("q"), Some("f")));
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UrlRecord<'a> {
    /// An ASCII-lowercase string identifying the type of URL.
    pub scheme: Cow<'a, str>,
    /// Percent-encoded username; empty when absent.
    pub username: Cow<'a, str>,
    /// Percent-encoded password; empty when absent.
    pub password: Cow<'a, str>,
    /// The host, or `None` for the spec's null.
    pub host: Option<Host<'a>>,
    /// The port, or `None` for null (also when it equals the scheme's default port).
    pub port: Option<u16>,
    /// The path.
    pub path: Path<'a>,
    /// The query, without `?`, or `None` for null.
    pub query: Option<Cow<'a, str>>,
    /// The fragment, without `#`, or `None` for null.
    pub fragment: Option<Cow<'a, str>>,
}

impl Default for UrlRecord<'_> {
    fn default() -> Self {
        UrlRecord::new()
    }
}

impl<'a> UrlRecord<'a> {
    /// A new URL: every component empty or null, and an empty path list.
    ///
    /// ```
    /// let url = railurl::UrlRecord::new();
    /// assert!(url.scheme.is_empty() && url.host.is_none() && url.path.is_empty());
    /// ```
    pub const fn new() -> Self {
        UrlRecord {
            scheme: Cow::Borrowed(""),
            username: Cow::Borrowed(""),
            password: Cow::Borrowed(""),
            host: None,
            port: None,
            path: Path::new_list(),
            query: None,
            fragment: None,
        }
    }

    /// The same record, owning all its strings.
    ///
    /// ```
    /// let owned: railurl::UrlRecord<'static> = railurl::Url::parse("http://h/")?.record().into_owned();
    /// assert_eq!(owned.scheme, "http");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn into_owned(self) -> UrlRecord<'static> {
        UrlRecord {
            scheme: Cow::Owned(self.scheme.into_owned()),
            username: Cow::Owned(self.username.into_owned()),
            password: Cow::Owned(self.password.into_owned()),
            host: self.host.map(Host::into_owned),
            port: self.port,
            path: self.path.into_owned(),
            query: self.query.map(|q| Cow::Owned(q.into_owned())),
            fragment: self.fragment.map(|f| Cow::Owned(f.into_owned())),
        }
    }

    /// Give the strings this record owns to the parser's spares (src/spare_strings.rs), once its
    /// serialization has been taken: the next parse on this thread reuses them.
    pub(crate) fn recycle(self) {
        let owned = |text: Cow<'_, str>| {
            if let Cow::Owned(s) = text {
                crate::spare_strings::recycle(s);
            }
        };
        owned(self.scheme);
        owned(self.username);
        owned(self.password);
        if let Some(Host::Domain(text) | Host::Opaque(text)) = self.host {
            owned(text);
        }
        owned(self.path.serialized);
        self.query.map(owned);
        self.fragment.map(owned);
    }

    /// "A URL is special if its scheme is a special scheme."
    ///
    /// ```
    /// assert!(railurl::Url::parse("ws://h")?.record().is_special());
    /// assert!(!railurl::Url::parse("git://h")?.record().is_special());
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn is_special(&self) -> bool {
        is_special_scheme(&self.scheme)
    }

    /// "A URL includes credentials if its username or password is not the empty string."
    ///
    /// ```
    /// assert!(railurl::Url::parse("http://:pw@h")?.record().includes_credentials());
    /// assert!(!railurl::Url::parse("http://@h")?.record().includes_credentials());
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn includes_credentials(&self) -> bool {
        !self.username.is_empty() || !self.password.is_empty()
    }

    /// "A URL has an opaque path if its path is a URL path segment."
    ///
    /// ```
    /// assert!(railurl::Url::parse("data:,x")?.record().has_opaque_path());
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn has_opaque_path(&self) -> bool {
        self.path.is_opaque()
    }

    /// "A URL cannot have a username/password/port if its host is null or the empty string,
    /// or its scheme is "file"."
    ///
    /// ```
    /// assert!(railurl::Url::parse("file://host/x")?.record().cannot_have_username_password_port());
    /// assert!(!railurl::Url::parse("http://host/x")?.record().cannot_have_username_password_port());
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn cannot_have_username_password_port(&self) -> bool {
        matches!(self.host, None | Some(Host::Empty)) || self.scheme == "file"
    }

    /// "Shorten a url's path": remove the last segment, except a file URL's lone normalized
    /// Windows drive letter.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("file:///C:/dir")?.record().into_owned();
    /// url.shorten_path();
    /// assert_eq!(url.path.as_str(), "/C:");
    /// url.shorten_path(); // a lone normalized drive letter stays
    /// assert_eq!(url.path.as_str(), "/C:");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn shorten_path(&mut self) {
        if self.path.is_opaque() {
            return;
        }
        if let Some(len) = shortened_length(self.path.as_str(), self.scheme == "file") {
            match &mut self.path.serialized {
                Cow::Borrowed(s) => *s = &s[..len],
                Cow::Owned(s) => s.truncate(len),
            }
        }
    }
}

/// "A single-dot URL path segment is a URL path segment that is "." or an ASCII
/// case-insensitive match for "%2e"."
pub(crate) fn is_single_dot_segment(segment: &str) -> bool {
    segment == "." || segment.eq_ignore_ascii_case("%2e")
}

/// "A double-dot URL path segment is a URL path segment that is ".." or an ASCII
/// case-insensitive match for ".%2e", "%2e.", or "%2e%2e"."
pub(crate) fn is_double_dot_segment(segment: &str) -> bool {
    segment == ".."
        || segment.eq_ignore_ascii_case(".%2e")
        || segment.eq_ignore_ascii_case("%2e.")
        || segment.eq_ignore_ascii_case("%2e%2e")
}

/// "Shorten a url's path" on a path list's serialization: its length after removing the last
/// segment, or `None` when it stays as it is (an empty list; or a file URL's, `file`, lone
/// normalized Windows drive letter: "If url's scheme is "file", path's size is 1, and path[0]
/// is a normalized Windows drive letter, then return"). A list of that one segment serializes
/// as "/" and the two code points of the drive letter, so the check looks at three bytes;
/// counting the segments instead made a path of n segments shortened n times cost O(n²).
pub(crate) fn shortened_length(path: &str, file: bool) -> Option<usize> {
    if file
        && path
            .strip_prefix('/')
            .is_some_and(is_normalized_windows_drive_letter)
    {
        return None;
    }
    path.bytes().rposition(|b| b == b'/')
}

/// "A Windows drive letter is two code points, of which the first is an ASCII alpha and the
/// second is either U+003A (:) or U+007C (|)."
///
/// ```
/// use railurl::record::is_windows_drive_letter;
/// assert!(is_windows_drive_letter("c:") && is_windows_drive_letter("C|"));
/// assert!(!is_windows_drive_letter("c:/") && !is_windows_drive_letter("1:"));
/// ```
pub fn is_windows_drive_letter(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 2 && b[0].is_ascii_alphabetic() && (b[1] == b':' || b[1] == b'|')
}

/// "A normalized Windows drive letter is a Windows drive letter of which the second code
/// point is U+003A (:)."
///
/// ```
/// use railurl::record::is_normalized_windows_drive_letter;
/// assert!(is_normalized_windows_drive_letter("c:"));
/// assert!(!is_normalized_windows_drive_letter("c|"));
/// ```
pub fn is_normalized_windows_drive_letter(s: &str) -> bool {
    is_windows_drive_letter(s) && s.as_bytes()[1] == b':'
}

/// "A string starts with a Windows drive letter if all of the following are true: its length
/// is greater than or equal to 2; its first two code points are a Windows drive letter; its
/// length is 2 or its third code point is U+002F (/), U+005C (\), U+003F (?), or U+0023 (#)."
///
/// ```
/// use railurl::record::starts_with_windows_drive_letter;
/// // The spec's examples.
/// assert!(starts_with_windows_drive_letter("c:") && starts_with_windows_drive_letter("c:/"));
/// assert!(!starts_with_windows_drive_letter("c:a"));
/// ```
pub fn starts_with_windows_drive_letter(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() >= 2
        && s.get(..2).is_some_and(is_windows_drive_letter)
        && (b.len() == 2 || matches!(b[2], b'/' | b'\\' | b'?' | b'#'))
}

/// The state overrides the setters pass to the basic URL parser ("URL class" section): the
/// state the parser starts in, given a URL record to change in place.
///
/// ```
/// use railurl::{StateOverride, Url};
/// // The port setter: "basic URL parse the given value with this's URL as url and port
/// // state as state override".
/// assert_eq!(StateOverride::Port, StateOverride::Port);
/// let mut url = Url::parse("http://h/")?;
/// url.set_port("8080");
/// assert_eq!(url.port(), "8080");
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StateOverride {
    /// "scheme start state" (protocol setter).
    SchemeStart,
    /// "host state" (host setter).
    Host,
    /// "hostname state" (hostname setter).
    Hostname,
    /// "port state" (port setter).
    Port,
    /// "path start state" (pathname setter).
    PathStart,
    /// "query state" (search setter).
    Query,
    /// "fragment state" (hash setter).
    Fragment,
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[test]
    fn path_list_operations() {
        let mut p = Path::new_list();
        assert!(p.is_empty());
        assert_eq!(p.segments().count(), 0);
        p.push("a");
        p.push("");
        p.push("b");
        assert_eq!(p.as_str(), "/a//b");
        assert_eq!(p.len(), 3);
        assert_eq!(p.segments().collect::<Vec<_>>(), ["a", "", "b"]);
        p.pop();
        assert_eq!(p.segments().collect::<Vec<_>>(), ["a", ""]);
        let opaque = Path::new_opaque("x/y");
        assert_eq!(
            (opaque.len(), opaque.segments().count(), opaque.as_str()),
            (1, 0, "x/y")
        );
    }

    #[test]
    fn shorten_keeps_a_lone_drive_letter_of_a_file_url() {
        // "Shorten a url's path" example: file URL with path « "C:" » is unchanged.
        let mut r = UrlRecord::new();
        r.scheme = "file".into();
        r.path.push("C:");
        r.shorten_path();
        assert_eq!(r.path.as_str(), "/C:");
        r.scheme = "http".into();
        r.shorten_path();
        assert!(r.path.is_empty());
    }

    #[test]
    fn windows_drive_letters_as_the_spec_defines() {
        assert!(is_windows_drive_letter("c:") && is_windows_drive_letter("c|"));
        assert!(!is_windows_drive_letter("1:") && !is_windows_drive_letter("c"));
        assert!(
            is_normalized_windows_drive_letter("c:") && !is_normalized_windows_drive_letter("c|")
        );
        // "starts with a Windows drive letter" examples from the spec.
        for yes in ["c:", "c:/", "c:a"].iter().take(2) {
            assert!(starts_with_windows_drive_letter(yes), "{yes}");
        }
        assert!(!starts_with_windows_drive_letter("c:a"));
        assert!(!starts_with_windows_drive_letter("c"));
        assert!(starts_with_windows_drive_letter("c|#"));
    }

    #[test]
    fn special_schemes_and_default_ports() {
        assert_eq!(default_port("https"), Some(443));
        assert_eq!(default_port("file"), None);
        assert_eq!(default_port("gopher"), None);
        assert!(is_special_scheme("file") && !is_special_scheme("HTTP"));
    }
}
