//! The URL class's setters ("URL class" section): the setter steps, shared by both engines,
//! around each engine's "basic URL parse with url and state override".

use super::url::Url;
use crate::engine::Engine;
use crate::error::ParseError;
use crate::percent;
use crate::record::{StateOverride, UrlRecord};
use alloc::format;
use alloc::string::String;

/// A settable component of a URL, named after the URL class's attributes.
///
/// ```
/// use railurl::{Component, Url};
/// let mut url = Url::parse("http://example.org/")?;
/// url.set(Component::Pathname, "/a b")?;
/// assert_eq!(url.href(), "http://example.org/a%20b");
/// assert_eq!("hostname".parse::<Component>(), Ok(Component::Hostname));
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Component {
    /// `href`
    Href,
    /// `protocol`
    Protocol,
    /// `username`
    Username,
    /// `password`
    Password,
    /// `host`
    Host,
    /// `hostname`
    Hostname,
    /// `port`
    Port,
    /// `pathname`
    Pathname,
    /// `search`
    Search,
    /// `hash`
    Hash,
}

impl Component {
    /// Every component, in the URL class's order.
    pub const ALL: [Component; 10] = [
        Component::Href,
        Component::Protocol,
        Component::Username,
        Component::Password,
        Component::Host,
        Component::Hostname,
        Component::Port,
        Component::Pathname,
        Component::Search,
        Component::Hash,
    ];

    /// The attribute's name, as in `setters_tests.json` and the CLI.
    pub fn name(self) -> &'static str {
        match self {
            Component::Href => "href",
            Component::Protocol => "protocol",
            Component::Username => "username",
            Component::Password => "password",
            Component::Host => "host",
            Component::Hostname => "hostname",
            Component::Port => "port",
            Component::Pathname => "pathname",
            Component::Search => "search",
            Component::Hash => "hash",
        }
    }
}

impl core::str::FromStr for Component {
    type Err = String;
    fn from_str(s: &str) -> Result<Component, String> {
        Component::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or_else(|| format!("unknown URL component {s:?}"))
    }
}

impl core::fmt::Display for Component {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// "Basic URL parse" with a url and a state override, by the chosen engine. Failures are the
/// parser's "return failure"; as in the spec, what was set before it stays set.
fn basic_parse_override(engine: Engine, value: &str, url: &mut UrlRecord, state: StateOverride) {
    let _ = crate::engine::parse_with_override(engine, value, url, state);
}

/// The setter steps for `component` other than href, on a copy of the URL's record: false
/// when they "return" without changing the URL, true when `url` is the URL to keep.
fn setter_steps<'a>(
    engine: Engine,
    url: &mut UrlRecord<'a>,
    component: Component,
    value: &'a str,
) -> bool {
    match component {
        // Handled by the caller: href replaces the URL rather than editing its record.
        Component::Href => {}
        // "basic URL parse the given value, followed by U+003A (:), with this's URL as url
        // and scheme start state as state override."
        Component::Protocol => {
            let value = format!("{value}:");
            basic_parse_override(engine, &value, url, StateOverride::SchemeStart);
        }
        Component::Username | Component::Password => {
            // "If this's URL cannot have a username/password/port, then return."
            if url.cannot_have_username_password_port() {
                return false;
            }
            // "Set the username/password given this's URL and the given value."
            let target = if component == Component::Username {
                &mut url.username
            } else {
                &mut url.password
            };
            *target = percent::encode(value, percent::USERINFO);
        }
        Component::Host | Component::Hostname => {
            // "If this's URL has an opaque path, then return."
            if url.has_opaque_path() {
                return false;
            }
            let state = if component == Component::Host {
                StateOverride::Host
            } else {
                StateOverride::Hostname
            };
            basic_parse_override(engine, value, url, state);
        }
        Component::Port => {
            if url.cannot_have_username_password_port() {
                return false;
            }
            // "If the given value is the empty string, then set this's URL's port to null."
            if value.is_empty() {
                url.port = None;
            } else {
                basic_parse_override(engine, value, url, StateOverride::Port);
            }
        }
        Component::Pathname => {
            if url.has_opaque_path() {
                return false;
            }
            // "Empty this's URL's path."
            url.path.clear();
            basic_parse_override(engine, value, url, StateOverride::PathStart);
        }
        Component::Search | Component::Hash => {
            let (target, prefix, state) = if component == Component::Search {
                (&mut url.query, '?', StateOverride::Query)
            } else {
                (&mut url.fragment, '#', StateOverride::Fragment)
            };
            // "If the given value is the empty string, then set url's query/fragment to null
            // ... and return."
            if value.is_empty() {
                *target = None;
            } else {
                // "Let input be the given value with a single leading U+003F (?)/U+0023 (#)
                // removed, if any. Set url's query/fragment to the empty string."
                let input = value.strip_prefix(prefix).unwrap_or(value);
                *target = Some(Default::default());
                basic_parse_override(engine, input, url, state);
            }
        }
    }
    true
}

impl Url {
    /// Set a component as the URL class's setter does, with the given engine. Only `href`
    /// can fail (with the parse failure); the other setters, like the URL class's, leave the
    /// URL unchanged (or partly changed, where the spec says so) when the value is unusable.
    ///
    /// ```
    /// use railurl::{Component, Engine, Url};
    /// let mut url = Url::parse("https://example.org:8080/")?;
    /// url.set_with(Engine::Grammar, Component::Host, "example.com:99999")?;
    /// // The host is set before the port fails, as the spec's host state does.
    /// assert_eq!(url.href(), "https://example.com:8080/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn set_with(
        &mut self,
        engine: Engine,
        component: Component,
        value: &str,
    ) -> Result<(), ParseError> {
        if component == Component::Href {
            // "Let parsedURL be the result of running the basic URL parser on the given value.
            // If parsedURL is failure, then throw a TypeError. Set this's URL to parsedURL."
            *self = engine.parse(value, None)?;
            return Ok(());
        }
        let mut url = self.record().clone();
        if setter_steps(engine, &mut url, component, value) {
            if let Ok(url) = Url::from_record(&url) {
                *self = url;
            }
        }
        Ok(())
    }

    /// [`Url::set_with`] with the grammar engine.
    pub fn set(&mut self, component: Component, value: &str) -> Result<(), ParseError> {
        self.set_with(Engine::Grammar, component, value)
    }

    /// The `href` setter: replace this URL with `value` parsed, or fail and leave it as is.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://a/")?;
    /// assert!(url.set_href("not a url").is_err());
    /// url.set_href("https://b/c")?;
    /// assert_eq!(url.href(), "https://b/c");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn set_href(&mut self, value: &str) -> Result<(), ParseError> {
        self.set(Component::Href, value)
    }
}

/// The URL class's setters other than `href`'s: each runs [`Url::set`] for its component and
/// ignores the answer, as the attribute does (only the `href` setter can fail).
macro_rules! setters {
    ($($(#[$doc:meta])* $name:ident => $component:ident;)*) => {
        impl Url {
            $(
                $(#[$doc])*
                pub fn $name(&mut self, value: &str) {
                    let _ = self.set(Component::$component, value);
                }
            )*
        }
    };
}

setters! {
    /// The `protocol` setter. A special scheme cannot become non-special or the reverse.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://a:443/")?;
    /// url.set_protocol("https");
    /// assert_eq!(url.href(), "https://a/");
    /// url.set_protocol("foo");
    /// assert_eq!(url.protocol(), "https:");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    set_protocol => Protocol;
    /// The `username` setter (percent-encodes with the userinfo percent-encode set).
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://a/")?;
    /// url.set_username("me@home");
    /// assert_eq!(url.href(), "http://me%40home@a/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    set_username => Username;
    /// The `password` setter.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://me@a/")?;
    /// url.set_password("s:cret");
    /// assert_eq!(url.href(), "http://me:s%3Acret@a/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    set_password => Password;
    /// The `host` setter: a host, optionally followed by `:` and a port.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://a/p")?;
    /// url.set_host("EXAMPLE.org:81");
    /// assert_eq!(url.href(), "http://example.org:81/p");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    set_host => Host;
    /// The `hostname` setter: a host; a value with a port is ignored.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://a/p")?;
    /// url.set_hostname("[::1]");
    /// assert_eq!(url.host(), "[::1]");
    /// url.set_hostname("b:80");
    /// assert_eq!(url.host(), "[::1]");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    set_hostname => Hostname;
    /// The `port` setter; the empty string removes the port.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://a/")?;
    /// url.set_port("8080abc");
    /// assert_eq!(url.port(), "8080");
    /// url.set_port("80");
    /// assert_eq!(url.href(), "http://a/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    set_port => Port;
    /// The `pathname` setter. `?` and `#` in the value are percent-encoded.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://a/x?q")?;
    /// url.set_pathname("b/../c?d");
    /// assert_eq!(url.href(), "http://a/c%3Fd?q");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    set_pathname => Pathname;
    /// The `search` setter; a leading `?` is optional, the empty string removes the query.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://a/#f")?;
    /// url.set_search("?x=1 2#3");
    /// assert_eq!(url.href(), "http://a/?x=1%202%233#f");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    set_search => Search;
    /// The `hash` setter; a leading `#` is optional, the empty string removes the fragment.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://a/")?;
    /// url.set_hash("top");
    /// assert_eq!(url.href(), "http://a/#top");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    set_hash => Hash;
}
