//! url's `quirks` module: the `URL` class's getters and setters ("URL class" section of the
//! URL Standard), which railurl has natively with the spec's names.
//!
//! ```
//! use url::{quirks, Url};
//! let mut url = Url::parse("https://example.org/a")?;
//! quirks::set_pathname(&mut url, "/b c");
//! assert_eq!(quirks::pathname(&url), "/b%20c");
//! assert!(quirks::set_port(&mut url, "99999").is_err());
//! # Ok::<(), url::ParseError>(())
//! ```

use crate::{ParseError, Url};
use alloc::string::String;

/// The getters and setters that only forward to railurl's attribute of the same name: `get`
/// returns it, `set` sets it, and `try_set` reports with `Err(())` that railurl did not take
/// the value (railurl's `try_set_*` says why).
macro_rules! attributes {
    () => {};
    ($(#[$doc:meta])* get $name:ident; $($rest:tt)*) => {
        $(#[$doc])*
        pub fn $name(url: &Url) -> &str {
            url.inner.$name()
        }
        attributes!($($rest)*);
    };
    ($(#[$doc:meta])* set $name:ident($value:ident); $($rest:tt)*) => {
        $(#[$doc])*
        pub fn $name(url: &mut Url, $value: &str) {
            url.inner.$name($value)
        }
        attributes!($($rest)*);
    };
    ($(#[$doc:meta])* try_set $name:ident($value:ident) => $inner:ident; $($rest:tt)*) => {
        $(#[$doc])*
        #[allow(clippy::result_unit_err)]
        pub fn $name(url: &mut Url, $value: &str) -> Result<(), ()> {
            url.inner.$inner($value).map_err(drop)
        }
        attributes!($($rest)*);
    };
}

/// The host parser for a special URL, as an ASCII string; the empty string on failure.
///
/// ```
/// assert_eq!(url::quirks::domain_to_ascii("😅.🙂"), "xn--j28h.xn--938h");
/// ```
pub fn domain_to_ascii(domain: &str) -> String {
    match crate::Host::parse(domain) {
        Ok(crate::Host::Domain(d)) => d,
        _ => String::new(),
    }
}

/// [`domain_to_ascii`], then "domain to Unicode"; the empty string on failure.
///
/// ```
/// assert_eq!(url::quirks::domain_to_unicode("xn--j28h.xn--938h"), "😅.🙂");
/// ```
pub fn domain_to_unicode(domain: &str) -> String {
    match crate::Host::parse(domain) {
        Ok(crate::Host::Domain(d)) => railurl::domain_to_unicode(&d),
        _ => String::new(),
    }
}

/// The `href` getter.
///
/// ```
/// let url = url::Url::parse("HTTP://a")?;
/// assert_eq!(url::quirks::href(&url), "http://a/");
/// # Ok::<(), url::ParseError>(())
/// ```
pub fn href(url: &Url) -> &str {
    url.inner.href()
}

/// The `href` setter.
///
/// ```
/// let mut url = url::Url::parse("http://a")?;
/// assert!(url::quirks::set_href(&mut url, "mal//formed").is_err());
/// # Ok::<(), url::ParseError>(())
/// ```
pub fn set_href(url: &mut Url, value: &str) -> Result<(), ParseError> {
    url.inner.set_href(value).map_err(ParseError::from_railurl)
}

/// The `origin` getter (the ASCII serialization).
///
/// ```
/// let url = url::Url::parse("http://a:80/x")?;
/// assert_eq!(url::quirks::origin(&url), "http://a");
/// # Ok::<(), url::ParseError>(())
/// ```
pub fn origin(url: &Url) -> String {
    url.inner.origin().ascii_serialization()
}

attributes! {
    /// The `protocol` getter.
    ///
    /// ```
    /// let url = url::Url::parse("http://a")?;
    /// assert_eq!(url::quirks::protocol(&url), "http:");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    get protocol;

    /// The `protocol` setter; `Err` when the scheme did not change to the value's.
    ///
    /// ```
    /// let mut url = url::Url::parse("http://a")?;
    /// assert!(url::quirks::set_protocol(&mut url, "mailto").is_err());
    /// assert!(url::quirks::set_protocol(&mut url, "https").is_ok());
    /// # Ok::<(), url::ParseError>(())
    /// ```
    try_set set_protocol(new_protocol) => try_set_protocol;

    /// The `username` getter.
    ///
    /// ```
    /// let url = url::Url::parse("http://me@a")?;
    /// assert_eq!(url::quirks::username(&url), "me");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    get username;

    /// The `username` setter; `Err` when the URL cannot have a username.
    ///
    /// ```
    /// let mut url = url::Url::parse("file:///x")?;
    /// assert!(url::quirks::set_username(&mut url, "me").is_err());
    /// # Ok::<(), url::ParseError>(())
    /// ```
    try_set set_username(new_username) => try_set_username;

    /// The `password` getter.
    ///
    /// ```
    /// let url = url::Url::parse("http://me:pw@a")?;
    /// assert_eq!(url::quirks::password(&url), "pw");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    get password;

    /// The `password` setter; `Err` when the URL cannot have a password.
    ///
    /// ```
    /// let mut url = url::Url::parse("http://a")?;
    /// url::quirks::set_password(&mut url, "pw").unwrap();
    /// assert_eq!(url.as_str(), "http://:pw@a/");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    try_set set_password(new_password) => try_set_password;

    /// The `host` getter.
    ///
    /// ```
    /// let url = url::Url::parse("http://a:81")?;
    /// assert_eq!(url::quirks::host(&url), "a:81");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    get host;
}

/// Whether the `host` or `hostname` setter leaves a `file:` URL's host as it is because the
/// value's host part is empty (the "file host state" sets the empty host it has, when the
/// value is not empty itself): url reports that as not taken.
fn keeps_file_host(url: &Url, value: &str) -> bool {
    let rest = value.trim_start_matches(['\t', '\n', '\r']);
    url.scheme() == "file"
        && !value.is_empty()
        && (rest.is_empty() || rest.starts_with(['/', '\\', '?', '#']))
}

/// The `host` setter; `Err` when the host was not taken. As in url, a port that is not
/// taken after a host that is (`example.com:invalid`) is not an error.
///
/// ```
/// let mut url = url::Url::parse("http://a")?;
/// assert!(url::quirks::set_host(&mut url, "b:8080").is_ok());
/// assert_eq!(url.as_str(), "http://b:8080/");
/// assert!(url::quirks::set_host(&mut url, "c:invalid").is_ok());
/// assert_eq!(url.as_str(), "http://c:8080/");
/// # Ok::<(), url::ParseError>(())
/// ```
#[allow(clippy::result_unit_err)]
pub fn set_host(url: &mut Url, new_host: &str) -> Result<(), ()> {
    use railurl::{ParseErrorKind as E, SetterError};
    if keeps_file_host(url, new_host) {
        return Err(());
    }
    match url.inner.try_set_host(new_host) {
        // The host state sets the host before the port state fails.
        Ok(()) => Ok(()),
        Err(SetterError::Parse(e)) if matches!(e.kind(), E::PortInvalid | E::PortOutOfRange) => {
            Ok(())
        }
        Err(_) => Err(()),
    }
}

/// The `hostname` getter.
///
/// ```
/// let url = url::Url::parse("http://a:81")?;
/// assert_eq!(url::quirks::hostname(&url), "a");
/// # Ok::<(), url::ParseError>(())
/// ```
pub fn hostname(url: &Url) -> &str {
    url.inner.hostname()
}

/// The `hostname` setter; `Err` when the value was not taken.
///
/// ```
/// let mut url = url::Url::parse("moz://user@servo/")?;
/// assert!(url::quirks::set_hostname(&mut url, "").is_err());
/// # Ok::<(), url::ParseError>(())
/// ```
#[allow(clippy::result_unit_err)]
pub fn set_hostname(url: &mut Url, new_hostname: &str) -> Result<(), ()> {
    if keeps_file_host(url, new_hostname) {
        return Err(());
    }
    url.inner.try_set_hostname(new_hostname).map_err(drop)
}

attributes! {
    /// The `port` getter.
    ///
    /// ```
    /// let url = url::Url::parse("http://a:81")?;
    /// assert_eq!(url::quirks::port(&url), "81");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    get port;

    /// The `port` setter; `Err` when the value was not taken.
    ///
    /// ```
    /// let mut url = url::Url::parse("http://a:8000")?;
    /// assert!(url::quirks::set_port(&mut url, "\u{0}9000").is_err());
    /// assert_eq!(url.port(), Some(8000));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    try_set set_port(new_port) => try_set_port;

    /// The `pathname` getter.
    ///
    /// ```
    /// let url = url::Url::parse("http://a/b/../c")?;
    /// assert_eq!(url::quirks::pathname(&url), "/c");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    get pathname;

    /// The `pathname` setter.
    ///
    /// ```
    /// let mut url = url::Url::parse("http://a/")?;
    /// url::quirks::set_pathname(&mut url, "x y");
    /// assert_eq!(url.path(), "/x%20y");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    set set_pathname(new_pathname);

    /// The `search` getter.
    ///
    /// ```
    /// let url = url::Url::parse("http://a/?q")?;
    /// assert_eq!(url::quirks::search(&url), "?q");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    get search;

    /// The `search` setter.
    ///
    /// ```
    /// let mut url = url::Url::parse("http://a/")?;
    /// url::quirks::set_search(&mut url, "?a b");
    /// assert_eq!(url.query(), Some("a%20b"));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    set set_search(new_search);

    /// The `hash` getter.
    ///
    /// ```
    /// let url = url::Url::parse("http://a/#f")?;
    /// assert_eq!(url::quirks::hash(&url), "#f");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    get hash;

    /// The `hash` setter.
    ///
    /// ```
    /// let mut url = url::Url::parse("http://a/")?;
    /// url::quirks::set_hash(&mut url, "x");
    /// assert_eq!(url.fragment(), Some("x"));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    set set_hash(new_hash);
}
