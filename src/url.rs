//! The public [`Url`] type: a parsed, canonical URL with the WHATWG getters.

use crate::error::ParseError;
use crate::record::{Host, UrlRecord};
use crate::serialize::{serialize_url, Offsets};
use crate::{origin::Origin, semantics};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

/// A URL record together with its serialization (its href).
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
    record: UrlRecord,
    serialization: String,
    offsets: Offsets,
}

impl Url {
    /// Parse an absolute URL with the grammar engine (the "URL parser" with a null base).
    ///
    /// ```
    /// use railurl::{ParseError, Url};
    /// assert_eq!(Url::parse("http://[::1]:8080")?.host(), "[::1]:8080");
    /// assert_eq!(Url::parse("http://a:99999"), Err(ParseError::PortOutOfRange));
    /// # Ok::<(), ParseError>(())
    /// ```
    pub fn parse(input: &str) -> Result<Url, ParseError> {
        semantics::parse(input, None).map(Url::from_record)
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
        semantics::parse(input, Some(base.record())).map(Url::from_record)
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

    /// Wrap a URL record, serializing it. Both engines end here.
    pub(crate) fn from_record(record: UrlRecord) -> Url {
        let (serialization, offsets) = serialize_url(&record);
        Url {
            record,
            serialization,
            offsets,
        }
    }

    /// Replace the query (already percent-encoded, without "?") and re-serialize; `None` is
    /// the spec's null. URLSearchParams' "update steps" and the search setter end here.
    pub(crate) fn replace_query(&mut self, query: Option<String>) {
        self.record.query = query;
        self.reserialize();
    }

    /// Re-serialize after the record changed.
    fn reserialize(&mut self) {
        let (serialization, offsets) = serialize_url(&self.record);
        self.serialization = serialization;
        self.offsets = offsets;
    }

    /// The URL record this URL was built from.
    ///
    /// ```
    /// use railurl::{Host, Url};
    /// let url = Url::parse("http://127.1/")?;
    /// assert_eq!(url.record().host, Some(Host::Ipv4(0x7F00_0001)));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn record(&self) -> &UrlRecord {
        &self.record
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
        &self.serialization[..=self.offsets.scheme_end]
    }

    /// The scheme, without `:`.
    pub fn scheme(&self) -> &str {
        &self.serialization[..self.offsets.scheme_end]
    }

    /// The `username` getter.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("ftp://me:pw@host")?.username(), "me");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn username(&self) -> &str {
        &self.record.username
    }

    /// The `password` getter.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("ftp://me:pw@host")?.password(), "pw");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn password(&self) -> &str {
        &self.record.password
    }

    /// The `host` getter: the serialized host and, if the port is non-null, `:` and the port.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("http://h:81/")?.host(), "h:81");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn host(&self) -> &str {
        &self.serialization[self.offsets.host_start..self.offsets.port_end]
    }

    /// The `hostname` getter: the serialized host.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("http://[0:0::1]/")?.hostname(), "[::1]");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn hostname(&self) -> &str {
        &self.serialization[self.offsets.host_start..self.offsets.host_end]
    }

    /// The host as a typed value, or `None` when the host is null.
    pub fn host_value(&self) -> Option<&Host> {
        self.record.host.as_ref()
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
        if o.port_end > o.host_end {
            &self.serialization[o.host_end + 1..o.port_end]
        } else {
            ""
        }
    }

    /// The port as a number, or `None` (null, which includes the scheme's default port).
    pub fn port_number(&self) -> Option<u16> {
        self.record.port
    }

    /// The `pathname` getter: "URL path serializing".
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("http://h/a/../b")?.pathname(), "/b");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn pathname(&self) -> &str {
        self.record.path.as_str()
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
        match self.offsets.query_start {
            Some(start) => {
                let end = self
                    .offsets
                    .fragment_start
                    .unwrap_or(self.serialization.len());
                if end - start > 1 {
                    &self.serialization[start..end]
                } else {
                    ""
                }
            }
            None => "",
        }
    }

    /// The query without `?`, or `None` when it is null.
    pub fn query(&self) -> Option<&str> {
        self.record.query.as_deref()
    }

    /// The `hash` getter: `#` and the fragment, or the empty string when the fragment is null
    /// or empty.
    ///
    /// ```
    /// assert_eq!(railurl::Url::parse("http://h/#x")?.hash(), "#x");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn hash(&self) -> &str {
        match self.offsets.fragment_start {
            Some(start) if self.serialization.len() - start > 1 => &self.serialization[start..],
            _ => "",
        }
    }

    /// The fragment without `#`, or `None` when it is null.
    pub fn fragment(&self) -> Option<&str> {
        self.record.fragment.as_deref()
    }

    /// The URL's origin ("Origin" section).
    ///
    /// ```
    /// use railurl::Url;
    /// assert_eq!(Url::parse("https://a.b:8443/x")?.origin().to_string(), "https://a.b:8443");
    /// assert_eq!(Url::parse("blob:https://a.b/uuid")?.origin().to_string(), "https://a.b");
    /// assert!(Url::parse("data:,x")?.origin().is_opaque());
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn origin(&self) -> Origin {
        Origin::of(self)
    }

    /// Whether the URL is special (its scheme is one of the special schemes).
    pub fn is_special(&self) -> bool {
        self.record.is_special()
    }

    /// Whether the URL has an opaque path (such as `mailto:` or `data:` URLs).
    pub fn has_opaque_path(&self) -> bool {
        self.record.has_opaque_path()
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
    fn partial_cmp(&self, other: &Url) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Url {
    /// Orders by serialization.
    fn cmp(&self, other: &Url) -> std::cmp::Ordering {
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
