//! The public [`Url`] type: a parsed, canonical URL with the WHATWG getters.

use crate::diagnostic::{self, Diagnostic, Ignore};
use crate::engine::Engine;
use crate::error::{ParseError, ParseErrorKind};
use crate::failing::certain_failure;
use crate::fast_path::canonical_serialization;
use crate::near_canonical::near_canonical_serialization;
use crate::record::{Host, UrlRecord};
use crate::serialize::{serialize_url, ComponentOffsets};
use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

/// A parsed URL: its serialization (its href) and where each component lies in it. The URL
/// record is available as a borrowed view with [`Url::record`].
///
/// Build one with [`Url::parse`], [`Url::parse_with_base`] or [`Url::join`]. The getters are
/// the URL Standard's `URL` class getters and return slices of the serialization.
///
/// ```
/// use railurl::Url;
/// let url = Url::parse("HTTPS://user:pw@EXAMPLE.com:443/a/./b/../c?q#f")?;
/// assert_eq!(url.href(), "https://user:pw@example.com/a/c?q#f");
/// assert_eq!(url.hostname(), "example.com");
/// assert_eq!(url.port(), "");
/// assert_eq!(url.pathname(), "/a/c");
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone)]
pub struct Url {
    serialization: String,
    offsets: ComponentOffsets,
}

impl Url {
    /// Parse an absolute URL with the grammar engine (the "URL parser" with a null base).
    ///
    /// ```
    /// use railurl::{ParseError, ParseErrorKind, Url};
    /// assert_eq!(Url::parse("http://[::1]:8080")?.host(), "[::1]:8080");
    /// let error = Url::parse("http://a:99999").unwrap_err();
    /// assert_eq!((error.kind(), error.span()), (ParseErrorKind::PortOutOfRange, 9..14));
    /// # Ok::<(), ParseError>(())
    /// ```
    pub fn parse(input: &str) -> Result<Url, ParseError> {
        // The canonical fast path (src/fast_path.rs): an input the parser would return
        // unchanged is copied once; anything else goes to the grammar engine.
        if let Some(serialized) = canonical_serialization(input) {
            return Ok(Url::from_serialization(serialized));
        }
        // The near-canonical fast path (src/near_canonical.rs): a special URL whose
        // components each need a simple rewriting (case, default port, separators, dot
        // segments, percent-encoding) is written by a small writer; a host that ends in a
        // number is the IPv4 parser's, which may fail.
        if let Some(written) = near_canonical_serialization(input) {
            return written.map(Url::from_serialization);
        }
        // The failing fast path (src/failing.rs): a failure in one of its common shapes (no
        // scheme, an empty host, a port that is not a number, a forbidden host code point).
        if let Some(error) = certain_failure(input) {
            return Err(error);
        }
        Engine::Grammar.parse(input, None)
    }

    /// Parse `input` against `base` (the "URL parser" with a base URL).
    ///
    /// ```
    /// use railurl::Url;
    /// let base = Url::parse("https://example.org/dir/page")?;
    /// assert_eq!(Url::parse_with_base("../x?y", &base)?.href(), "https://example.org/x?y");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn parse_with_base(input: &str, base: &Url) -> Result<Url, ParseError> {
        Engine::Grammar.parse(input, Some(base))
    }

    /// Parse `input` (against `base`, if given) with the grammar engine and collect every
    /// validation error on the way: the result, and the diagnostics (empty exactly when
    /// `input` is a valid URL string for that base). See [`Engine::parse_with_diagnostics`].
    ///
    /// ```
    /// use railurl::{DiagnosticKind, Url};
    /// let (url, diagnostics) = Url::parse_with_diagnostics("https://user@example.org", None);
    /// assert_eq!(url?.href(), "https://user@example.org/");
    /// assert_eq!(diagnostics.len(), 1);
    /// assert_eq!(diagnostics[0].kind, DiagnosticKind::InvalidCredentials);
    /// assert_eq!(diagnostics[0].span, 12..13);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn parse_with_diagnostics(
        input: &str,
        base: Option<&Url>,
    ) -> (Result<Url, ParseError>, Vec<Diagnostic>) {
        Engine::Grammar.parse_with_diagnostics(input, base)
    }

    /// Resolve `input` against this URL; the same as [`Url::parse_with_base`] with `self` as
    /// base.
    ///
    /// ```
    /// use railurl::Url;
    /// let base = Url::parse("file:///C:/dir/")?;
    /// assert_eq!(base.join("/x")?.href(), "file:///C:/x");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn join(&self, input: &str) -> Result<Url, ParseError> {
        Url::parse_with_base(input, self)
    }

    /// The `URL.canParse()` static method: whether `input` parses, with `base` parsed first
    /// when given.
    ///
    /// ```
    /// use railurl::Url;
    /// assert!(Url::can_parse("/path", Some("https://example.org")));
    /// assert!(!Url::can_parse("/path", None));
    /// assert!(!Url::can_parse("/path", Some("not a base")));
    /// ```
    pub fn can_parse(input: &str, base: Option<&str>) -> bool {
        match base {
            None => Url::parse(input).is_ok(),
            Some(b) => match Url::parse(b) {
                Ok(base) => Url::parse_with_base(input, &base).is_ok(),
                Err(_) => false,
            },
        }
    }

    /// Replace the query (already percent-encoded, without "?") and re-serialize; `None` is
    /// the spec's null. URLSearchParams' "update steps" end here.
    /// A URL whose serialization would be 4 GiB or longer is left as it is (`false`).
    pub(crate) fn replace_query(&mut self, query: Option<String>) -> bool {
        let url = {
            let mut record = self.record();
            record.query = query.map(Cow::Owned);
            Url::from_record(&record)
        };
        match url {
            Ok(url) => {
                *self = url;
                true
            }
            Err(_) => false,
        }
    }

    /// Append `pairs` (an application/x-www-form-urlencoded serialization, non-empty) to the
    /// query in place, after a "&" when the query is not empty, making the query non-null:
    /// what setting the query to the old one, "&" and `pairs` would give, in time that does not
    /// grow with the query (only the fragment moves). URLSearchParams' `append` ends here.
    /// A URL whose serialization would be 4 GiB or longer is left as it is, and the answer is
    /// false.
    pub(crate) fn append_to_query(&mut self, pairs: &str) -> bool {
        let (at, prefix, query_start) = match self.offsets.query_start() {
            Some(start) => {
                let end = self
                    .offsets
                    .fragment_start()
                    .unwrap_or(self.serialization.len());
                (end, if end > start + 1 { "&" } else { "" }, start)
            }
            None => {
                let end = self.path_end();
                (end, "?", end)
            }
        };
        let added = prefix.len() + pairs.len();
        let fits = self
            .serialization
            .len()
            .checked_add(added)
            .is_some_and(|len| u32::try_from(len).is_ok());
        let Some(offsets) = self.offsets.after_query_append(query_start, added) else {
            return false;
        };
        if !fits || !self.serialization.is_char_boundary(at) {
            return false;
        }
        self.serialization.insert_str(at, pairs);
        self.serialization.insert_str(at, prefix);
        self.offsets = offsets;
        true
    }

    /// Serialize a URL record. Both engines end here (see also `TryFrom<&UrlRecord>`).
    /// [`ParseErrorKind::TooLong`](crate::ParseErrorKind::TooLong) when the serialization would be 4 GiB or longer.
    pub(crate) fn from_record(record: &UrlRecord<'_>) -> Result<Url, ParseError> {
        let too_long = || ParseError::new(ParseErrorKind::TooLong, 0..0);
        let (serialization, offsets) = serialize_url(record).ok_or_else(too_long)?;
        Ok(Url {
            serialization,
            offsets,
        })
    }

    /// A URL from a serialization and its components' offsets, as the serializer and the
    /// canonical fast path give them.
    pub(crate) fn from_serialization((serialization, offsets): (String, ComponentOffsets)) -> Url {
        Url {
            serialization,
            offsets,
        }
    }

    fn slice(&self, (start, end): (usize, usize)) -> &str {
        self.serialization.get(start..end).unwrap_or("")
    }

    /// Where the path ends: at the query, the fragment, or the end.
    fn path_end(&self) -> usize {
        self.offsets
            .query_start()
            .or(self.offsets.fragment_start())
            .unwrap_or(self.serialization.len())
    }

    /// The URL record, as a view borrowing this URL's serialization.
    ///
    /// ```
    /// use railurl::{Host, Url};
    /// let url = Url::parse("http://127.1/")?;
    /// assert_eq!(url.record().host, Some(Host::Ipv4(0x7F00_0001)));
    /// assert_eq!(url.record().path.segments().collect::<Vec<_>>(), [""]);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn record(&self) -> UrlRecord<'_> {
        crate::serialize::record_of(&self.serialization, &self.offsets)
    }

    /// The serialization ("URL serializer" output); the same as [`Url::href`].
    pub fn as_str(&self) -> &str {
        &self.serialization
    }

    /// The `href` getter: the URL's serialization.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("HTTP://a.b")?.href(), "http://a.b/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn href(&self) -> &str {
        &self.serialization
    }

    /// The `protocol` getter: the scheme followed by `:`.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("mailto:x@y")?.protocol(), "mailto:");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn protocol(&self) -> &str {
        &self.serialization[..=self.offsets.scheme_end()]
    }

    /// The scheme, without `:`.
    pub fn scheme(&self) -> &str {
        &self.serialization[..self.offsets.scheme_end()]
    }

    /// The `username` getter.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("ftp://me:pw@host")?.username(), "me");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn username(&self) -> &str {
        self.slice(self.offsets.username())
    }

    /// The `password` getter.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("ftp://me:pw@host")?.password(), "pw");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn password(&self) -> &str {
        self.slice(self.offsets.password())
    }

    /// The `host` getter: the serialized host and, if the port is non-null, `:` and the port.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("http://h:81/")?.host(), "h:81");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn host(&self) -> &str {
        self.slice((self.offsets.host_start(), self.offsets.port_end()))
    }

    /// The `hostname` getter: the serialized host.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("http://[0:0::1]/")?.hostname(), "[::1]");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn hostname(&self) -> &str {
        self.slice((self.offsets.host_start(), self.offsets.host_end()))
    }

    /// The host as a typed value, or `None` when the host is null.
    ///
    /// ```
    /// use railurl::{Host, Url};
    /// assert_eq!(Url::parse("http://[::1]/")?.host_value(), Some(Host::Ipv6([0, 0, 0, 0, 0, 0, 0, 1])));
    /// assert_eq!(Url::parse("mailto:x")?.host_value(), None);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn host_value(&self) -> Option<Host<'_>> {
        self.record().host
    }

    /// The `port` getter: the port in decimal, or the empty string.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("http://h:080/")?.port(), "");
    /// assert_eq!(railurl::Url::parse("http://h:081/")?.port(), "81");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn port(&self) -> &str {
        let o = &self.offsets;
        if o.port_end() > o.host_end() {
            self.slice((o.host_end() + 1, o.port_end()))
        } else {
            ""
        }
    }

    /// The port as a number, or `None` (null, which includes the scheme's default port).
    pub fn port_number(&self) -> Option<u16> {
        self.offsets.port()
    }

    /// The `pathname` getter: "URL path serializing".
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("http://h/a/../b")?.pathname(), "/b");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn pathname(&self) -> &str {
        self.slice((self.offsets.path_start(), self.path_end()))
    }

    /// The `search` getter: `?` and the query, or the empty string when the query is null or
    /// empty.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("http://h/?a=b")?.search(), "?a=b");
    /// assert_eq!(railurl::Url::parse("http://h/?")?.search(), "");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn search(&self) -> &str {
        match self.offsets.query_start() {
            Some(start) => {
                let end = self
                    .offsets
                    .fragment_start()
                    .unwrap_or(self.serialization.len());
                if end > start + 1 {
                    self.slice((start, end))
                } else {
                    ""
                }
            }
            None => "",
        }
    }

    /// The query without `?`, or `None` when it is null.
    pub fn query(&self) -> Option<&str> {
        let start = self.offsets.query_start()? + 1;
        let end = self
            .offsets
            .fragment_start()
            .unwrap_or(self.serialization.len());
        self.serialization.get(start..end)
    }

    /// The `hash` getter: `#` and the fragment, or the empty string when the fragment is null
    /// or empty.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("http://h/#x")?.hash(), "#x");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn hash(&self) -> &str {
        match self.offsets.fragment_start() {
            Some(start) if self.serialization.len() > start + 1 => {
                self.slice((start, self.serialization.len()))
            }
            _ => "",
        }
    }

    /// The fragment without `#`, or `None` when it is null.
    pub fn fragment(&self) -> Option<&str> {
        self.serialization.get(self.offsets.fragment_start()? + 1..)
    }

    /// Whether the URL is special (its scheme is one of the special schemes).
    pub fn is_special(&self) -> bool {
        crate::record::is_special_scheme(self.scheme())
    }

    /// Whether the URL has an opaque path (such as `mailto:` or `data:` URLs).
    pub fn has_opaque_path(&self) -> bool {
        self.offsets.opaque_path()
    }
}

impl PartialEq for Url {
    /// "URL equivalence": equal serializations.
    fn eq(&self, other: &Url) -> bool {
        self.serialization == other.serialization
    }
}

impl Eq for Url {}

impl Hash for Url {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.serialization.hash(state)
    }
}

impl PartialOrd for Url {
    fn partial_cmp(&self, other: &Url) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Url {
    /// Orders by serialization.
    fn cmp(&self, other: &Url) -> core::cmp::Ordering {
        self.serialization.cmp(&other.serialization)
    }
}

impl fmt::Debug for Url {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Url").field(&self.serialization).finish()
    }
}

impl fmt::Display for Url {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.serialization)
    }
}

impl FromStr for Url {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Url, ParseError> {
        Url::parse(s)
    }
}

impl AsRef<str> for Url {
    fn as_ref(&self) -> &str {
        &self.serialization
    }
}

impl From<Url> for String {
    fn from(url: Url) -> String {
        url.serialization
    }
}

/// A URL record's serialization, with its components' offsets: how both engines' records
/// become a [`Url`]. Fails only with [`ParseErrorKind::TooLong`](crate::ParseErrorKind::TooLong), when the serialization would be
/// 4 GiB or longer.
///
/// ```
/// use railurl::{Engine, Ignore, Url};
/// let record = Engine::Prose.parse_record("HTTP://h/a/../b", None, &mut Ignore)?;
/// assert_eq!(Url::try_from(&record)?.href(), "http://h/b");
/// # Ok::<(), railurl::ParseError>(())
/// ```
impl TryFrom<&UrlRecord<'_>> for Url {
    type Error = ParseError;
    fn try_from(record: &UrlRecord<'_>) -> Result<Url, ParseError> {
        Url::from_record(record)
    }
}

impl Engine {
    /// Parse `input` against an optional base with this engine.
    ///
    /// ```
    /// use railurl::{Engine, Url};
    /// let base = Url::parse("http://h/a/b")?;
    /// assert_eq!(Engine::Prose.parse("../c", Some(&base))?.href(), "http://h/c");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn parse(self, input: &str, base: Option<&Url>) -> Result<Url, ParseError> {
        // A Url keeps 32-bit offsets (and so do the grammar engine's spans).
        if u32::try_from(input.len()).is_err() {
            return Err(ParseError::new(ParseErrorKind::TooLong, 0..input.len()));
        }
        let base = base.map(Url::record);
        match self {
            // The grammar engine writes the serialization itself.
            Engine::Grammar => {
                crate::semantics::parse_serialization(input, base.as_ref(), &mut Ignore)
                    .map(Url::from_serialization)
            }
            Engine::Prose => {
                let record = self.parse_record(input, base.as_ref(), &mut Ignore)?;
                let url = Url::from_record(&record);
                record.recycle();
                url
            }
        }
    }

    /// Parse `input` against an optional base with this engine, collecting every validation
    /// error the parser signals on the way (also when it fails). Diagnostics are ordered by
    /// where their span starts and ends; at the same span, in the order they were signalled.
    /// Both engines give the same diagnostics for the same input.
    ///
    /// ```
    /// use railurl::{DiagnosticKind, Engine};
    /// for engine in Engine::ALL {
    ///     let (url, diagnostics) = engine.parse_with_diagnostics("https://[::1", None);
    ///     assert!(url.is_err());
    ///     assert_eq!(diagnostics[0].kind, DiagnosticKind::Ipv6Unclosed);
    ///     assert_eq!(diagnostics[0].span, 8..12);
    /// }
    /// ```
    pub fn parse_with_diagnostics(
        self,
        input: &str,
        base: Option<&Url>,
    ) -> (Result<Url, ParseError>, Vec<Diagnostic>) {
        let mut diagnostics = Vec::new();
        if u32::try_from(input.len()).is_err() {
            let too_long = ParseError::new(ParseErrorKind::TooLong, 0..input.len());
            return (Err(too_long), diagnostics);
        }
        let base = base.map(Url::record);
        let result = match self {
            Engine::Grammar => {
                crate::semantics::parse_serialization(input, base.as_ref(), &mut diagnostics)
                    .map(Url::from_serialization)
            }
            Engine::Prose => self
                .parse_record(input, base.as_ref(), &mut diagnostics)
                .and_then(|record| Url::from_record(&record)),
        };
        diagnostic::sort(&mut diagnostics);
        (result, diagnostics)
    }
}
