//! Setters that say why they refused a value: the `URL` class's setters ("URL class" section,
//! whose steps are in `src/api/setters.rs`), reporting through `Result` whether they took the
//! value, and typed setters for ports and IP addresses. The spec's setters ignore a
//! value they cannot use; these do exactly what the spec's setter does to the URL, and say
//! when (and why) the value was not taken.

use super::url::Url;
use crate::code_points::is_ascii_tab_or_newline;
use crate::engine::parse_with_override;
use crate::engine::Engine;
use crate::error::{ParseError, ParseErrorKind};
use crate::record::StateOverride;
use crate::record::{default_port, is_special_scheme, Host, Path};
use alloc::format;
use alloc::string::String;
use alloc::string::ToString;
use core::fmt;
use core::net::IpAddr;

/// Whether `s` is a scheme: an ASCII alpha, then ASCII alphanumerics, `+`, `-` or `.`
/// ("scheme start state" and "scheme state").
fn is_scheme(s: &str) -> bool {
    let mut bytes = s.bytes();
    bytes.next().is_some_and(|b| b.is_ascii_alphabetic())
        && bytes.all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
}

impl Url {
    /// Run the basic URL parser with a state override on this URL's record, keep what it
    /// changed (as the spec's setters do, also on failure), and return its result.
    fn override_with(&mut self, value: &str, state: StateOverride) -> Result<(), ParseError> {
        let mut record = self.record().into_owned();
        let result = parse_with_override(Engine::Grammar, value, &mut record, state);
        if let Ok(url) = Url::from_record(&record) {
            *self = url;
        }
        result
    }

    /// The `protocol` setter, reporting whether the scheme changed to the value's scheme (the
    /// value up to its first `:`, ASCII-lowercased). The scheme state refuses some changes:
    /// special to non-special and back, to `file` with credentials or a port, and away from
    /// a `file` URL with an empty host.
    ///
    /// ```
    /// use railurl::{SetterError, Url};
    /// let mut url = Url::parse("http://example.org/")?;
    /// assert_eq!(url.try_set_protocol("HTTPS:"), Ok(()));
    /// assert_eq!(url.try_set_protocol("mailto"), Err(SetterError::SchemeChangeNotAllowed));
    /// assert_eq!(url.try_set_protocol("1http"), Err(SetterError::InvalidScheme));
    /// assert_eq!(url.href(), "https://example.org/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn try_set_protocol(&mut self, value: &str) -> Result<(), SetterError> {
        let wanted = value.split(':').next().unwrap_or("");
        // The scheme state removes tabs and newlines before it reads the value.
        let wanted: String = wanted
            .chars()
            .filter(|&c| !is_ascii_tab_or_newline(c))
            .collect();
        if !is_scheme(&wanted) {
            return Err(SetterError::InvalidScheme);
        }
        let wanted = wanted.to_ascii_lowercase();
        self.set_protocol(value);
        if self.scheme() == wanted {
            Ok(())
        } else {
            Err(SetterError::SchemeChangeNotAllowed)
        }
    }

    /// The `username` setter; fails when the URL "cannot have a username/password/port" (its
    /// host is null or empty, or its scheme is `file`).
    ///
    /// ```
    /// use railurl::{SetterError, Url};
    /// let mut url = Url::parse("ftp://example.org/")?;
    /// assert_eq!(url.try_set_username("me@home"), Ok(()));
    /// assert_eq!(url.href(), "ftp://me%40home@example.org/");
    /// let mut file = Url::parse("file:///x")?;
    /// assert_eq!(file.try_set_username("me"), Err(SetterError::CannotHaveUsernamePasswordPort));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn try_set_username(&mut self, value: &str) -> Result<(), SetterError> {
        if self.record().cannot_have_username_password_port() {
            return Err(SetterError::CannotHaveUsernamePasswordPort);
        }
        self.set_username(value);
        Ok(())
    }

    /// The `password` setter; fails as [`Url::try_set_username`] does.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("ftp://me@example.org/")?;
    /// assert_eq!(url.try_set_password("p:w"), Ok(()));
    /// assert_eq!(url.href(), "ftp://me:p%3Aw@example.org/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn try_set_password(&mut self, value: &str) -> Result<(), SetterError> {
        if self.record().cannot_have_username_password_port() {
            return Err(SetterError::CannotHaveUsernamePasswordPort);
        }
        self.set_password(value);
        Ok(())
    }

    /// The `host` setter (host and optional port). As the spec's "host state" does, a valid
    /// host followed by an invalid port is set before the port fails.
    ///
    /// ```
    /// use railurl::{ParseError, ParseErrorKind, SetterError, Url};
    /// let mut url = Url::parse("https://example.org/")?;
    /// assert_eq!(url.try_set_host("example.com:8443"), Ok(()));
    /// // The failure is about the value given: here, its host.
    /// let invalid = ParseError::new(ParseErrorKind::DomainInvalidCodePoint, 0..12);
    /// assert_eq!(url.try_set_host("exa mple.com"), Err(SetterError::Parse(invalid)));
    /// assert_eq!(url.href(), "https://example.com:8443/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn try_set_host(&mut self, value: &str) -> Result<(), SetterError> {
        if self.has_opaque_path() {
            return Err(SetterError::OpaquePath);
        }
        self.override_with(value, StateOverride::Host)
            .map_err(SetterError::Parse)
    }

    /// The `hostname` setter (a host without port).
    ///
    /// ```
    /// use railurl::{ParseErrorKind, SetterError, Url};
    /// let mut url = Url::parse("https://example.org:8443/")?;
    /// assert_eq!(url.try_set_hostname("[::1]"), Ok(()));
    /// assert_eq!(url.href(), "https://[::1]:8443/");
    /// let Err(SetterError::Parse(error)) = url.try_set_hostname("") else { panic!() };
    /// assert_eq!(error.kind(), ParseErrorKind::HostMissing);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn try_set_hostname(&mut self, value: &str) -> Result<(), SetterError> {
        if self.has_opaque_path() {
            return Err(SetterError::OpaquePath);
        }
        self.override_with(value, StateOverride::Hostname)
            .map_err(SetterError::Parse)
    }

    /// The `port` setter (the empty string makes the port null); fails when the URL cannot
    /// have a port, or the value does not start with a port number in range.
    ///
    /// ```
    /// use railurl::{ParseError, ParseErrorKind, SetterError, Url};
    /// let mut url = Url::parse("https://example.org/")?;
    /// assert_eq!(url.try_set_port("8443"), Ok(()));
    /// let failure = |kind, span| Err(SetterError::Parse(ParseError::new(kind, span)));
    /// assert_eq!(url.try_set_port("99999"), failure(ParseErrorKind::PortOutOfRange, 0..5));
    /// assert_eq!(url.try_set_port("x"), failure(ParseErrorKind::PortInvalid, 0..1));
    /// assert_eq!(url.port(), "8443");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn try_set_port(&mut self, value: &str) -> Result<(), SetterError> {
        if self.record().cannot_have_username_password_port() {
            return Err(SetterError::CannotHaveUsernamePasswordPort);
        }
        // "If the given value is the empty string, then set this's URL's port to null."
        if value.is_empty() {
            self.set_port("");
            return Ok(());
        }
        // The port state returns failure for a value with no digits before its first
        // non-digit only through its "Otherwise" branch, when the buffer is empty.
        let digits = value
            .chars()
            .filter(|&c| !is_ascii_tab_or_newline(c))
            .take_while(char::is_ascii_digit)
            .count();
        let result = self.override_with(value, StateOverride::Port);
        match result {
            Err(e) => Err(SetterError::Parse(e)),
            Ok(()) if digits == 0 => {
                let first = value.chars().next().map_or(0, char::len_utf8);
                let error = ParseError::new(ParseErrorKind::PortInvalid, 0..first);
                Err(SetterError::Parse(error))
            }
            Ok(()) => Ok(()),
        }
    }

    /// The `pathname` setter; fails for a URL with an opaque path ("If this's URL has an
    /// opaque path, then return").
    ///
    /// ```
    /// use railurl::{SetterError, Url};
    /// let mut url = Url::parse("https://example.org/")?;
    /// assert_eq!(url.try_set_pathname("a/../b c"), Ok(()));
    /// assert_eq!(url.href(), "https://example.org/b%20c");
    /// let mut mailto = Url::parse("mailto:x@y")?;
    /// assert_eq!(mailto.try_set_pathname("/z"), Err(SetterError::OpaquePath));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn try_set_pathname(&mut self, value: &str) -> Result<(), SetterError> {
        if self.has_opaque_path() {
            return Err(SetterError::OpaquePath);
        }
        self.set_pathname(value);
        Ok(())
    }

    /// Set the port as a number (`None` for null); the scheme's default port is stored as
    /// null, as the "port state" does.
    ///
    /// ```
    /// use railurl::{SetterError, Url};
    /// let mut url = Url::parse("https://example.org/")?;
    /// url.set_port_number(Some(8443))?;
    /// assert_eq!(url.href(), "https://example.org:8443/");
    /// url.set_port_number(Some(443))?;
    /// assert_eq!(url.href(), "https://example.org/");
    /// let mut file = Url::parse("file:///x")?;
    /// assert_eq!(file.set_port_number(Some(1)), Err(SetterError::CannotHaveUsernamePasswordPort));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_port_number(&mut self, port: Option<u16>) -> Result<(), SetterError> {
        let mut record = self.record().into_owned();
        if record.cannot_have_username_password_port() {
            return Err(SetterError::CannotHaveUsernamePasswordPort);
        }
        record.port = port.filter(|&p| Some(p) != default_port(&record.scheme));
        if let Ok(url) = Url::from_record(&record) {
            *self = url;
        }
        Ok(())
    }

    /// Set the host to an IP address, through the `hostname` setter (so a non-special URL
    /// gets it as an opaque host, as parsing would give it).
    ///
    /// ```
    /// use railurl::Url;
    /// let mut url = Url::parse("http://example.com/")?;
    /// url.set_ip_host("127.0.0.1".parse().unwrap())?;
    /// assert_eq!(url.host_str(), Some("127.0.0.1"));
    /// url.set_ip_host("::1".parse().unwrap())?;
    /// assert_eq!(url.host_str(), Some("[::1]"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_ip_host(&mut self, address: IpAddr) -> Result<(), SetterError> {
        let text = match address {
            IpAddr::V4(a) => a.to_string(),
            IpAddr::V6(a) => format!("[{a}]"),
        };
        self.try_set_hostname(&text)
    }

    /// Make the host null, which the `URL` class cannot do: for a non-special URL the
    /// authority goes (credentials and port with it), leaving `scheme:/path`; a `file:` URL
    /// gets the empty host instead, and other special URLs must keep a host. An empty path
    /// becomes `/`, so that the URL does not turn into one with an opaque path.
    ///
    /// ```
    /// use railurl::{SetterError, Url};
    /// let mut url = Url::parse("moz://user:pw@servo:1/baz")?;
    /// url.remove_host()?;
    /// assert_eq!(url.href(), "moz:/baz");
    /// let mut file = Url::parse("file://server/share")?;
    /// file.remove_host()?;
    /// assert_eq!(file.href(), "file:///share");
    /// let mut https = Url::parse("https://example.org/")?;
    /// assert_eq!(https.remove_host(), Err(SetterError::HostRequired));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn remove_host(&mut self) -> Result<(), SetterError> {
        if self.has_opaque_path() {
            return Err(SetterError::OpaquePath);
        }
        let mut record = self.record().into_owned();
        if record.scheme == "file" {
            record.host = Some(Host::Empty);
        } else if is_special_scheme(&record.scheme) {
            return Err(SetterError::HostRequired);
        } else {
            record.host = None;
            record.username = "".into();
            record.password = "".into();
            record.port = None;
            if record.path.is_empty() {
                record.path = Path::list_from_serialized("/");
            }
        }
        if let Ok(url) = Url::from_record(&record) {
            *self = url;
        }
        Ok(())
    }
}

/// Why a `try_set_*` setter (or another mutating capability) did not take its value.
///
/// ```
/// use railurl::{SetterError, Url};
/// let mut url = Url::parse("mailto:someone@example.org")?;
/// assert_eq!(url.try_set_hostname("example.com"), Err(SetterError::OpaquePath));
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SetterError {
    /// The URL has an opaque path (such as `mailto:` URLs): it has no host to set and its path
    /// is not a list ("URL class": "If this's URL has an opaque path, then return").
    OpaquePath,
    /// The URL "cannot have a username/password/port": its host is null or empty, or its
    /// scheme is `file`.
    CannotHaveUsernamePasswordPort,
    /// The value does not start with a scheme (an ASCII alpha followed by ASCII alphanumerics,
    /// `+`, `-` or `.`), or has more than a scheme where only a scheme is allowed.
    InvalidScheme,
    /// The scheme change is one the scheme state forbids: special to non-special or back, to
    /// `file` while the URL has credentials or a port, or away from `file` with an empty host.
    SchemeChangeNotAllowed,
    /// A special URL other than `file:` must have a non-empty host.
    HostRequired,
    /// The value is not exactly one host: it holds a delimiter (`/`, `?`, `#`, or `\` for
    /// special URLs) after which the setter would ignore the rest.
    TrailingInput,
    /// The basic URL parser with the setter's state override returned failure.
    Parse(ParseError),
}

impl fmt::Display for SetterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetterError::OpaquePath => f.write_str("the URL has an opaque path"),
            SetterError::CannotHaveUsernamePasswordPort => {
                f.write_str("the URL cannot have a username, password or port")
            }
            SetterError::InvalidScheme => f.write_str("the value is not a scheme"),
            SetterError::SchemeChangeNotAllowed => {
                f.write_str("the scheme state does not allow this scheme change")
            }
            SetterError::HostRequired => f.write_str("a special URL needs a non-empty host"),
            SetterError::TrailingInput => f.write_str("the value holds more than a host"),
            SetterError::Parse(e) => write!(f, "the value does not parse: {e}"),
        }
    }
}

impl core::error::Error for SetterError {}
