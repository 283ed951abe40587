//! # railurl-compat
//!
//! The public API of the [url](https://docs.rs/url/2.5) crate, version 2.5, on top of
//! [railurl], a parser that follows the current
//! [WHATWG URL Standard](https://url.spec.whatwg.org/). Switch a program that uses url by one
//! line of `Cargo.toml`:
//!
//! ```toml
//! url = { package = "railurl-compat", version = "0.1" }
//! ```
//!
//! Every type and method here delegates to railurl: this crate parses nothing itself. Where
//! url 2.5 and the current URL Standard disagree, this crate follows the standard; the
//! crate's README lists each difference that url's own tests notice.
//!
//! ```
//! use url::{Host, Url};
//! let base = Url::parse("https://example.net/a/b.html")?;
//! let mut url = base.join("../c?x=1#top")?;
//! assert_eq!(url.as_str(), "https://example.net/c?x=1#top");
//! assert_eq!(url.host(), Some(Host::Domain("example.net")));
//! url.path_segments_mut().map_err(|_| "cannot be a base")?.push("d e");
//! url.query_pairs_mut().append_pair("y", "2 3");
//! assert_eq!(url.as_str(), "https://example.net/c/d%20e?x=1&y=2+3#top");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Features
//!
//! - `std` (default): `from_file_path`, `from_directory_path`, `to_file_path` and
//!   `socket_addrs`, as in url. With `default-features = false` the crate is `no_std` with
//!   `alloc`, as url is (railurl too is then built without `std`).
//! - `serde`: `Url` as its serialization.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

// `#![no_std]` always (as url does), so that only the `std` feature's items can use std.
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod file_path;
mod host;
mod origin;
mod parser;
mod path_segments;
pub mod quirks;
mod setters;
mod slicing;
mod traits;

/// The `form_urlencoded` crate, re-exported as url re-exports it: [`Url::query_pairs`] and
/// [`Url::query_pairs_mut`] return its types, so that the values pass to code written for
/// that crate (serde_urlencoded's `Serializer`, for one).
pub use form_urlencoded;
pub use form_urlencoded::EncodingOverride;
pub use host::Host;
pub use origin::{OpaqueOrigin, Origin};
pub use parser::{ParseError, SyntaxViolation};
pub use path_segments::PathSegmentsMut;
pub use slicing::Position;

use alloc::borrow::{Borrow, ToOwned};
use alloc::format;
use alloc::string::String;
#[cfg(feature = "std")]
use alloc::vec::Vec;
use core::fmt;
use core::hash;
use core::net::IpAddr;
use core::str;
#[cfg(feature = "std")]
use std::net::SocketAddr;

/// A parsed URL: a [`railurl::Url`] with url's methods.
///
/// ```
/// use url::Url;
/// let url = Url::parse("https://user:pass@example.com:8443/p/a/t/h?query=string#hash")?;
/// assert_eq!(url.scheme(), "https");
/// assert_eq!(url.password(), Some("pass"));
/// assert_eq!(url.port(), Some(8443));
/// assert_eq!(url.path_segments().map(|s| s.collect::<Vec<_>>()), Some(vec!["p", "a", "t", "h"]));
/// # Ok::<(), url::ParseError>(())
/// ```
#[derive(Clone)]
pub struct Url {
    pub(crate) inner: railurl::Url,
}

/// Options for parsing: a base URL, an encoding override and a callback for syntax
/// violations; made by [`Url::options`].
#[derive(Copy, Clone)]
#[must_use]
pub struct ParseOptions<'a> {
    base_url: Option<&'a Url>,
    encoding_override: EncodingOverride<'a>,
    violation_fn: Option<&'a dyn Fn(SyntaxViolation)>,
}

impl<'a> ParseOptions<'a> {
    /// The base URL to resolve against (`None`: no base).
    ///
    /// ```
    /// let base = url::Url::parse("https://a/b/")?;
    /// let url = url::Url::options().base_url(Some(&base)).parse("c")?;
    /// assert_eq!(url.as_str(), "https://a/b/c");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn base_url(mut self, new: Option<&'a Url>) -> Self {
        self.base_url = new;
        self
    }

    /// Accepted for url's API and kept, but not applied: railurl, like the URL Standard's API
    /// (the `URL` class), encodes queries as UTF-8.
    ///
    /// ```
    /// let url = url::Url::options().encoding_override(None).parse("http://a/?é")?;
    /// assert_eq!(url.query(), Some("%C3%A9"));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn encoding_override(mut self, new: EncodingOverride<'a>) -> Self {
        self.encoding_override = new;
        self
    }

    /// Call `new` with each validation error url has a [`SyntaxViolation`] for.
    ///
    /// ```
    /// use url::{SyntaxViolation, Url};
    /// let seen = std::cell::RefCell::new(Vec::new());
    /// let push = |v| seen.borrow_mut().push(v);
    /// Url::options().syntax_violation_callback(Some(&push)).parse("http:////a\\b")?;
    /// assert_eq!(*seen.borrow(), [SyntaxViolation::ExpectedDoubleSlash, SyntaxViolation::Backslash]);
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn syntax_violation_callback(mut self, new: Option<&'a dyn Fn(SyntaxViolation)>) -> Self {
        self.violation_fn = new;
        self
    }

    /// Parse `input` with these options.
    ///
    /// ```
    /// let url = url::Url::options().parse("HTTP://A/")?;
    /// assert_eq!(url.as_str(), "http://a/");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn parse(self, input: &str) -> Result<Url, ParseError> {
        let base = self.base_url.map(|b| &b.inner);
        let _ = self.encoding_override;
        let result = match self.violation_fn {
            None => match base {
                Some(base) => railurl::Url::parse_with_base(input, base),
                None => railurl::Url::parse(input),
            },
            Some(report) => {
                let (result, diagnostics) = railurl::Url::parse_with_diagnostics(input, base);
                let file = match &result {
                    Ok(url) => url.scheme() == "file",
                    Err(_) => false,
                };
                for violation in parser::violations(input, &diagnostics, file) {
                    report(violation);
                }
                result
            }
        };
        result
            .map(|inner| Url { inner })
            .map_err(|e| match (e.kind(), base) {
                (railurl::ParseErrorKind::MissingSchemeNonRelativeUrl, Some(b))
                    if b.has_opaque_path() =>
                {
                    ParseError::RelativeUrlWithCannotBeABaseBase
                }
                (railurl::ParseErrorKind::DomainToAscii, _) => host::domain_failure(input, base),
                _ => ParseError::from_railurl(e),
            })
    }
}

impl fmt::Debug for ParseOptions<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseOptions")
            .field("base_url", &self.base_url)
            .field("encoding_override", &self.encoding_override.map(|_| ()))
            .field("violation_fn", &self.violation_fn.map(|_| ()))
            .finish()
    }
}

/// The query of a URL as a [`form_urlencoded::Target`]; made by [`Url::query_pairs_mut`].
/// The serializer appends to a copy of the query, and the URL's query is set to it through
/// railurl (its query setter) when the serializer is finished or dropped.
#[derive(Debug)]
pub struct UrlQuery<'a> {
    url: Option<&'a mut Url>,
    query: String,
}

impl<'a> form_urlencoded::Target for UrlQuery<'a> {
    fn as_mut_string(&mut self) -> &mut String {
        &mut self.query
    }

    type Finished = &'a mut Url;

    fn finish(mut self) -> &'a mut Url {
        let query = core::mem::take(&mut self.query);
        let url = self.url.take();
        match url {
            Some(url) => {
                url.inner.set_query(Some(&query));
                url
            }
            // A UrlQuery holds its URL until `finish` (which consumes it) or `drop` takes it.
            None => unreachable!("a UrlQuery without its URL"),
        }
    }
}

impl Drop for UrlQuery<'_> {
    fn drop(&mut self) {
        if let Some(url) = self.url.take() {
            url.inner.set_query(Some(&self.query));
        }
    }
}

impl Url {
    /// Parse an absolute URL (the URL Standard's "URL parser" with no base).
    ///
    /// ```
    /// let url = url::Url::parse("https://example.net")?;
    /// assert_eq!(url.as_str(), "https://example.net/");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[inline]
    pub fn parse(input: &str) -> Result<Url, ParseError> {
        Url::options().parse(input)
    }

    /// Parse, then append the pairs to the query (application/x-www-form-urlencoded).
    ///
    /// ```
    /// let url = url::Url::parse_with_params("https://e.net/?x=1", &[("lang", "rust")])?;
    /// assert_eq!(url.as_str(), "https://e.net/?x=1&lang=rust");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn parse_with_params<I, K, V>(input: &str, iter: I) -> Result<Url, ParseError>
    where
        I: IntoIterator,
        I::Item: Borrow<(K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        let mut url = Url::options().parse(input)?;
        url.query_pairs_mut().extend_pairs(iter);
        Ok(url)
    }

    /// Resolve `input` against this URL.
    ///
    /// ```
    /// let base = url::Url::parse("https://e.net/a/b")?;
    /// assert_eq!(base.join("c")?.as_str(), "https://e.net/a/c");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[inline]
    pub fn join(&self, input: &str) -> Result<Url, ParseError> {
        Url::options().base_url(Some(self)).parse(input)
    }

    /// A relative reference from this URL to `url` ([`railurl::Url::make_relative`]).
    ///
    /// ```
    /// let base = url::Url::parse("https://e.net/a/b")?;
    /// let url = url::Url::parse("https://e.net/a/c/d")?;
    /// assert_eq!(base.make_relative(&url).as_deref(), Some("c/d"));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn make_relative(&self, url: &Url) -> Option<String> {
        self.inner.make_relative(&url.inner)
    }

    /// Parsing options with no base, no encoding override and no callback.
    ///
    /// ```
    /// let url = url::Url::options().parse("http://a")?;
    /// assert_eq!(url.as_str(), "http://a/");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn options<'a>() -> ParseOptions<'a> {
        ParseOptions {
            base_url: None,
            encoding_override: None,
            violation_fn: None,
        }
    }

    /// The serialization.
    ///
    /// ```
    /// assert_eq!(url::Url::parse("http://A")?.as_str(), "http://a/");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[inline]
    pub fn as_str(&self) -> &str {
        self.inner.href()
    }

    /// The serialization, as a `String`; deprecated as in url (use `String::from(url)`).
    ///
    /// ```
    /// # #[allow(deprecated)]
    /// assert_eq!(url::Url::parse("http://a")?.into_string(), "http://a/");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[inline]
    #[deprecated(since = "2.3.0", note = "use Into<String>")]
    pub fn into_string(self) -> String {
        self.inner.into()
    }

    /// Check that the URL is what parsing its own serialization gives (url's internal
    /// consistency check).
    ///
    /// ```
    /// url::Url::parse("m:/.//\\")?.check_invariants().unwrap();
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn check_invariants(&self) -> Result<(), String> {
        let reparsed = railurl::Url::parse(self.as_str())
            .map_err(|e| format!("{:?} does not parse: {e}", self.as_str()))?;
        if reparsed.record() != self.inner.record() {
            return Err(format!(
                "{:?} parses to a different URL record: {:?} != {:?}",
                self.as_str(),
                reparsed.record(),
                self.inner.record()
            ));
        }
        Ok(())
    }

    /// The origin ([`railurl::Url::origin`]).
    ///
    /// ```
    /// let url = url::Url::parse("blob:https://e.net/uuid")?;
    /// assert_eq!(url.origin().ascii_serialization(), "https://e.net");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn origin(&self) -> Origin {
        Origin::from_railurl(self.inner.origin())
    }

    /// The scheme, lowercase, without `:`.
    ///
    /// ```
    /// assert_eq!(url::Url::parse("HTTP://a")?.scheme(), "http");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[inline]
    pub fn scheme(&self) -> &str {
        self.inner.scheme()
    }

    /// Whether the scheme is special.
    ///
    /// ```
    /// assert!(url::Url::parse("ws://a")?.is_special());
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn is_special(&self) -> bool {
        self.inner.is_special()
    }

    /// Whether the URL has an authority (`scheme://`), even an empty one.
    ///
    /// ```
    /// assert!(url::Url::parse("file:///tmp")?.has_authority());
    /// assert!(!url::Url::parse("unix:/run")?.has_authority());
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn has_authority(&self) -> bool {
        self.inner.has_host()
    }

    /// The authority (`[userinfo@]host[:port]`) as serialized, or the empty string.
    ///
    /// ```
    /// let url = url::Url::parse("ftp://user@127.0.0.1:2121/")?;
    /// assert_eq!(url.authority(), "user@127.0.0.1:2121");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn authority(&self) -> &str {
        if self.has_authority() {
            &self.inner[railurl::Position::BeforeUsername..railurl::Position::AfterPort]
        } else {
            ""
        }
    }

    /// Whether the URL has an opaque path (url's "cannot be a base").
    ///
    /// ```
    /// assert!(url::Url::parse("mailto:a@b")?.cannot_be_a_base());
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn cannot_be_a_base(&self) -> bool {
        self.inner.has_opaque_path()
    }

    /// The username, percent-encoded (empty when there is none).
    ///
    /// ```
    /// assert_eq!(url::Url::parse("ftp://rms@e.net")?.username(), "rms");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn username(&self) -> &str {
        self.inner.username()
    }

    /// The password, percent-encoded, or `None` when it is empty.
    ///
    /// ```
    /// assert_eq!(url::Url::parse("ftp://:pw@e.net")?.password(), Some("pw"));
    /// assert_eq!(url::Url::parse("ftp://rms@e.net")?.password(), None);
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn password(&self) -> Option<&str> {
        Some(self.inner.password()).filter(|p| !p.is_empty())
    }

    /// Whether the URL has a non-empty host (url counts an empty host as none).
    ///
    /// ```
    /// assert!(url::Url::parse("ftp://e.net")?.has_host());
    /// assert!(!url::Url::parse("file:///x")?.has_host());
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn has_host(&self) -> bool {
        self.host_str().is_some()
    }

    /// The serialized host, or `None` for a null or empty host.
    ///
    /// ```
    /// assert_eq!(url::Url::parse("https://[::1]/")?.host_str(), Some("[::1]"));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn host_str(&self) -> Option<&str> {
        self.inner.host_str().filter(|h| !h.is_empty())
    }

    /// The host, or `None` for a null or empty host.
    ///
    /// ```
    /// use url::{Host, Url};
    /// assert_eq!(Url::parse("https://e.net/")?.host(), Some(Host::Domain("e.net")));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn host(&self) -> Option<Host<&str>> {
        Some(match self.inner.host_view()? {
            railurl::HostView::Domain(d) | railurl::HostView::Opaque(d) => Host::Domain(d),
            railurl::HostView::Ipv4(a) => Host::Ipv4(a),
            railurl::HostView::Ipv6(a) => Host::Ipv6(a),
            railurl::HostView::Empty => return None,
        })
    }

    /// The host if it is a domain (also an opaque host of a non-special URL, as in url).
    ///
    /// ```
    /// assert_eq!(url::Url::parse("https://127.0.0.1/")?.domain(), None);
    /// assert_eq!(url::Url::parse("file://./foo")?.domain(), Some("."));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn domain(&self) -> Option<&str> {
        match self.host()? {
            Host::Domain(d) => Some(d),
            _ => None,
        }
    }

    /// The port, or `None` when it is null (also when it was the scheme's default).
    ///
    /// ```
    /// assert_eq!(url::Url::parse("https://e.net:443/")?.port(), None);
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[inline]
    pub fn port(&self) -> Option<u16> {
        self.inner.port_number()
    }

    /// The port, or the scheme's default port.
    ///
    /// ```
    /// assert_eq!(url::Url::parse("https://e.net/")?.port_or_known_default(), Some(443));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[inline]
    pub fn port_or_known_default(&self) -> Option<u16> {
        self.inner.port_or_known_default()
    }

    /// Resolve the host and port to socket addresses, as url does: the port is the URL's,
    /// the scheme's default, or `default_port_number`'s; a domain is resolved with the
    /// standard library ([`std::net::ToSocketAddrs`]). A URL without a (non-empty) host or
    /// without a port is an [`InvalidData`](std::io::ErrorKind::InvalidData) error with
    /// url's message.
    ///
    /// ```
    /// let url = url::Url::parse("https://127.0.0.1/")?;
    /// assert_eq!(url.socket_addrs(|| None)?, ["127.0.0.1:443".parse()?]);
    /// let error = url::Url::parse("unix:/run/x")?.socket_addrs(|| None).unwrap_err();
    /// assert_eq!(error.to_string(), "No host name in the URL");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    pub fn socket_addrs(
        &self,
        default_port_number: impl Fn() -> Option<u16>,
    ) -> std::io::Result<Vec<SocketAddr>> {
        use std::io::{Error, ErrorKind};
        use std::net::ToSocketAddrs;
        let host = self
            .host()
            .ok_or_else(|| Error::new(ErrorKind::InvalidData, "No host name in the URL"))?;
        let port = self
            .port_or_known_default()
            .or_else(default_port_number)
            .ok_or_else(|| Error::new(ErrorKind::InvalidData, "No port number in the URL"))?;
        Ok(match host {
            Host::Domain(domain) => (domain, port).to_socket_addrs()?.collect(),
            Host::Ipv4(address) => alloc::vec![(address, port).into()],
            Host::Ipv6(address) => alloc::vec![(address, port).into()],
        })
    }

    /// The path, percent-encoded ("URL path serializing").
    ///
    /// ```
    /// assert_eq!(url::Url::parse("https://e.net/a/../b")?.path(), "/b");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn path(&self) -> &str {
        self.inner.pathname()
    }

    /// The path's segments, or `None` for an opaque path (or an empty path list).
    ///
    /// ```
    /// let url = url::Url::parse("https://e.net/a/b")?;
    /// assert_eq!(url.path_segments().unwrap().collect::<Vec<_>>(), ["a", "b"]);
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn path_segments(&self) -> Option<str::Split<'_, char>> {
        if self.cannot_be_a_base() {
            return None;
        }
        self.path().strip_prefix('/').map(|rest| rest.split('/'))
    }

    /// The query, or `None`.
    ///
    /// ```
    /// assert_eq!(url::Url::parse("https://e.net/?page=2")?.query(), Some("page=2"));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn query(&self) -> Option<&str> {
        self.inner.query()
    }

    /// The query's pairs, parsed lazily.
    ///
    /// ```
    /// let url = url::Url::parse("https://e.net/?a=1&b=2")?;
    /// assert_eq!(url.query_pairs().count(), 2);
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn query_pairs(&self) -> form_urlencoded::Parse<'_> {
        form_urlencoded::parse(self.query().unwrap_or("").as_bytes())
    }

    /// The fragment, or `None`.
    ///
    /// ```
    /// assert_eq!(url::Url::parse("https://e.net/#x")?.fragment(), Some("x"));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn fragment(&self) -> Option<&str> {
        self.inner.fragment()
    }

    /// The railurl URL inside.
    ///
    /// ```
    /// let url = url::Url::parse("http://a")?;
    /// assert_eq!(url.as_railurl().hostname(), "a");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn as_railurl(&self) -> &railurl::Url {
        &self.inner
    }
}
