//! The `URLPattern` class ("The URLPattern class") over the URL pattern struct: its
//! arguments, "create", the getters and `hasRegExpGroups` ("High-level operations"). "match"
//! is in src/pattern/match_result.rs.

use super::canonicalize;
use super::component::{Component, EncodingFn};
use super::constructor::{parse_constructor_string, protocol_component_matches_special_scheme};
use super::error::{PatternError, PatternErrorKind};
use super::init::{self, InitType, UrlPatternInit};
use super::part::Options;
use crate::record::{default_port, is_special_scheme};
use alloc::string::String;
use alloc::string::ToString;

/// `URLPatternInput`: a constructor string (or URL string) or a [`UrlPatternInit`].
///
/// ```
/// use railurl::pattern::{UrlPatternInit, UrlPatternInput};
/// assert!(matches!(UrlPatternInput::from("https://*.example.com/*"), UrlPatternInput::String(_)));
/// assert!(matches!(UrlPatternInput::from(UrlPatternInit::default()), UrlPatternInput::Init(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum UrlPatternInput {
    /// A string.
    String(String),
    /// A `URLPatternInit` dictionary.
    Init(UrlPatternInit),
}

impl From<&str> for UrlPatternInput {
    fn from(s: &str) -> Self {
        UrlPatternInput::String(s.to_string())
    }
}

impl From<String> for UrlPatternInput {
    fn from(s: String) -> Self {
        UrlPatternInput::String(s)
    }
}

impl From<UrlPatternInit> for UrlPatternInput {
    fn from(init: UrlPatternInit) -> Self {
        UrlPatternInput::Init(init)
    }
}

/// `URLPatternOptions`.
///
/// ```
/// use railurl::pattern::{UrlPattern, UrlPatternOptions};
/// let options = UrlPatternOptions { ignore_case: true };
/// let pattern = UrlPattern::new("https://example.com/Books/*", None, options)?;
/// assert!(pattern.test("https://example.com/books/1", None)?);
/// # Ok::<(), railurl::pattern::PatternError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct UrlPatternOptions {
    /// `ignoreCase`: match the pathname, search and hash case-insensitively.
    pub ignore_case: bool,
}

/// A URL pattern ("The URL pattern struct") with the `URLPattern` class's operations.
///
/// ```
/// use railurl::pattern::UrlPattern;
/// let pattern = UrlPattern::parse("https://example.com/books/:id(\\d+)", None)?;
/// assert!(pattern.test("https://example.com/books/123", None)?);
/// assert!(!pattern.test("https://example.com/books/abc", None)?);
/// assert_eq!(pattern.pathname(), "/books/:id(\\d+)");
/// assert!(pattern.has_regexp_groups());
/// # Ok::<(), railurl::pattern::PatternError>(())
/// ```
#[derive(Clone, Debug)]
pub struct UrlPattern {
    protocol: Component,
    username: Component,
    password: Component,
    hostname: Component,
    port: Component,
    pathname: Component,
    search: Component,
    hash: Component,
}

/// The component names, in the standard's order.
///
/// ```
/// use railurl::pattern::{UrlPattern, COMPONENTS};
/// let pattern = UrlPattern::parse("https://example.com/*", None)?;
/// let strings: Vec<&str> = COMPONENTS.iter().filter_map(|c| pattern.component(c)).collect();
/// assert_eq!(strings, ["https", "*", "*", "example.com", "", "/*", "*", "*"]);
/// # Ok::<(), railurl::pattern::PatternError>(())
/// ```
pub const COMPONENTS: [&str; 8] = [
    "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash",
];

/// "hostname pattern is an IPv6 address".
fn hostname_pattern_is_an_ipv6_address(input: &str) -> bool {
    let mut chars = input.chars();
    matches!(
        (chars.next(), chars.next()),
        (Some('['), Some(_)) | (Some('{' | '\\'), Some('['))
    )
}

/// The first steps of "create": the URLPatternInit of `input`, a constructor string (with
/// `base_url` as its base URL) or an init (which may not come with a base URL).
fn init_of_input(
    input: UrlPatternInput,
    base_url: Option<&str>,
) -> Result<UrlPatternInit, PatternError> {
    match input {
        // "If input is a scalar value string then:"
        UrlPatternInput::String(input) => {
            // "Set init to the result of running parse a constructor string given input."
            let mut init = parse_constructor_string(&input)?;
            // "If baseURL is null and init["protocol"] does not exist, then throw a TypeError."
            if base_url.is_none() && init.protocol.is_none() {
                return Err(PatternError::bare(PatternErrorKind::MissingProtocol));
            }
            // "If baseURL is not null, set init["baseURL"] to baseURL."
            if let Some(base) = base_url {
                init.base_url = Some(base.to_string());
            }
            Ok(init)
        }
        UrlPatternInput::Init(init) => {
            // "If baseURL is not null, then throw a TypeError."
            if base_url.is_some() {
                return Err(PatternError::bare(PatternErrorKind::InitWithBaseUrl));
            }
            Ok(init)
        }
    }
}

impl UrlPattern {
    /// `new URLPattern(input, baseURL, options)`: "create" a URL pattern.
    ///
    /// ```
    /// use railurl::pattern::{PatternErrorKind, UrlPattern, UrlPatternInit};
    /// let pattern = UrlPattern::new("/books/:id", Some("https://example.com"), Default::default())?;
    /// assert_eq!((pattern.hostname(), pattern.port()), ("example.com", ""));
    /// let init = UrlPatternInit { pathname: Some("/a".into()), ..Default::default() };
    /// let error = UrlPattern::new(init, Some("https://example.com"), Default::default()).unwrap_err();
    /// assert_eq!(error.kind, PatternErrorKind::InitWithBaseUrl);
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn new(
        input: impl Into<UrlPatternInput>,
        base_url: Option<&str>,
        options: UrlPatternOptions,
    ) -> Result<UrlPattern, PatternError> {
        let init = init_of_input(input.into(), base_url)?;
        // "Let processedInit be the result of process a URLPatternInit given init, "pattern",
        // null, null, null, null, null, null, null, and null."
        let processed_init = init::process(&init, InitType::Pattern, None)?;
        UrlPattern::compile_components(processed_init, options)
    }

    /// The steps of "create" from "For each componentName ..." on: each component of
    /// `processed_init` (a wildcard where it has none) compiled with its encoding callback
    /// and options.
    fn compile_components(
        processed_init: UrlPatternInit,
        options: UrlPatternOptions,
    ) -> Result<UrlPattern, PatternError> {
        let UrlPatternInit {
            protocol,
            username,
            password,
            hostname,
            mut port,
            pathname,
            search,
            hash,
            base_url: _,
        } = processed_init;
        // "For each componentName of « "protocol", ... »: If processedInit[componentName] does
        // not exist, then set processedInit[componentName] to "*"."
        let compile = |name: &'static str, value: Option<String>, callback: EncodingFn, options| {
            let value = value.unwrap_or_else(|| "*".to_string());
            Component::compile(&value, callback, options).map_err(|e| e.in_component(name, &value))
        };
        // "If processedInit["protocol"] is a special scheme and processedInit["port"] is a
        // string which represents its corresponding default port in radix-10 using ASCII
        // digits then set processedInit["port"] to the empty string."
        if let (Some(protocol), Some(value)) = (&protocol, &mut port) {
            if is_special_scheme(protocol)
                && default_port(protocol).is_some_and(|p| p.to_string() == *value)
            {
                value.clear();
            }
        }
        let default = Options::DEFAULT;
        let protocol = compile("protocol", protocol, canonicalize::protocol, default)?;
        let username = compile("username", username, canonicalize::username, default)?;
        let password = compile("password", password, canonicalize::password, default)?;
        let hostname_callback: EncodingFn = match &hostname {
            Some(value) if hostname_pattern_is_an_ipv6_address(value) => {
                canonicalize::ipv6_hostname
            }
            _ => canonicalize::hostname,
        };
        let hostname = compile("hostname", hostname, hostname_callback, Options::HOSTNAME)?;
        let port = compile("port", port, canonicalize::port_without_protocol, default)?;
        // "Let compileOptions be a copy of the default options with the ignore case property
        // set to options["ignoreCase"]."
        let compile_options = default.with_ignore_case(options.ignore_case);
        // "If the result of running protocol component matches a special scheme given
        // urlPattern's protocol component is true", the pathname options and "canonicalize a
        // pathname"; otherwise compileOptions and "canonicalize an opaque pathname".
        let (pathname_callback, pathname_options): (EncodingFn, _) =
            if protocol_component_matches_special_scheme(&protocol) {
                let path_compile_options = Options::PATHNAME.with_ignore_case(options.ignore_case);
                (canonicalize::pathname, path_compile_options)
            } else {
                (canonicalize::opaque_pathname, compile_options)
            };
        let pathname = compile("pathname", pathname, pathname_callback, pathname_options)?;
        let search = compile("search", search, canonicalize::search, compile_options)?;
        let hash = compile("hash", hash, canonicalize::hash, compile_options)?;
        Ok(UrlPattern {
            protocol,
            username,
            password,
            hostname,
            port,
            pathname,
            search,
            hash,
        })
    }

    /// [`UrlPattern::new`] with a constructor string and default options.
    ///
    /// ```
    /// let pattern = railurl::pattern::UrlPattern::parse("https://example.com/*", None)?;
    /// assert_eq!(pattern.search(), "*");
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn parse(input: &str, base_url: Option<&str>) -> Result<UrlPattern, PatternError> {
        UrlPattern::new(input, base_url, UrlPatternOptions::default())
    }

    /// The eight components, in the standard's order (that of [`COMPONENTS`]).
    pub(crate) fn components(&self) -> [&Component; 8] {
        [
            &self.protocol,
            &self.username,
            &self.password,
            &self.hostname,
            &self.port,
            &self.pathname,
            &self.search,
            &self.hash,
        ]
    }

    /// The `protocol` getter: the protocol component's pattern string.
    ///
    /// ```
    /// let pattern = railurl::pattern::UrlPattern::parse("https://*.example.com:8080/books/:id/?q=1#top", None)?;
    /// assert_eq!(pattern.protocol(), "https");
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn protocol(&self) -> &str {
        &self.protocol.pattern_string
    }
    /// The `username` getter: the username component's pattern string.
    ///
    /// ```
    /// use railurl::pattern::{UrlPattern, UrlPatternInit};
    /// let init = UrlPatternInit { username: Some("alice".into()), ..Default::default() };
    /// let pattern = UrlPattern::new(init, None, Default::default())?;
    /// assert_eq!(pattern.username(), "alice");
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn username(&self) -> &str {
        &self.username.pattern_string
    }
    /// The `password` getter: the password component's pattern string.
    ///
    /// ```
    /// use railurl::pattern::{UrlPattern, UrlPatternInit};
    /// let init = UrlPatternInit { password: Some("secret".into()), ..Default::default() };
    /// let pattern = UrlPattern::new(init, None, Default::default())?;
    /// assert_eq!(pattern.password(), "secret");
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn password(&self) -> &str {
        &self.password.pattern_string
    }
    /// The `hostname` getter: the hostname component's pattern string.
    ///
    /// ```
    /// let pattern = railurl::pattern::UrlPattern::parse("https://*.example.com:8080/books/:id/?q=1#top", None)?;
    /// assert_eq!(pattern.hostname(), "*.example.com");
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn hostname(&self) -> &str {
        &self.hostname.pattern_string
    }
    /// The `port` getter: the port component's pattern string.
    ///
    /// ```
    /// let pattern = railurl::pattern::UrlPattern::parse("https://*.example.com:8080/books/:id/?q=1#top", None)?;
    /// assert_eq!(pattern.port(), "8080");
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn port(&self) -> &str {
        &self.port.pattern_string
    }
    /// The `pathname` getter: the pathname component's pattern string.
    ///
    /// ```
    /// let pattern = railurl::pattern::UrlPattern::parse("https://*.example.com:8080/books/:id/?q=1#top", None)?;
    /// assert_eq!(pattern.pathname(), "/books/:id/");
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn pathname(&self) -> &str {
        &self.pathname.pattern_string
    }
    /// The `search` getter: the search component's pattern string.
    ///
    /// ```
    /// let pattern = railurl::pattern::UrlPattern::parse("https://*.example.com:8080/books/:id/?q=1#top", None)?;
    /// assert_eq!(pattern.search(), "q=1");
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn search(&self) -> &str {
        &self.search.pattern_string
    }
    /// The `hash` getter: the hash component's pattern string.
    ///
    /// ```
    /// let pattern = railurl::pattern::UrlPattern::parse("https://*.example.com:8080/books/:id/?q=1#top", None)?;
    /// assert_eq!(pattern.hash(), "top");
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn hash(&self) -> &str {
        &self.hash.pattern_string
    }

    /// A component's pattern string by name (`"protocol"`, ... `"hash"`).
    ///
    /// ```
    /// let pattern = railurl::pattern::UrlPattern::parse("https://example.com/a", None)?;
    /// assert_eq!(pattern.component("hostname"), Some("example.com"));
    /// assert_eq!(pattern.component("href"), None);
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn component(&self, name: &str) -> Option<&str> {
        Some(&self.component_named(name)?.pattern_string)
    }

    /// A component by name (`"protocol"`, ... `"hash"`).
    pub(crate) fn component_named(&self, name: &str) -> Option<&Component> {
        let index = COMPONENTS.iter().position(|c| *c == name)?;
        Some(self.components()[index])
    }

    /// A component's generated regular expression ("generate a regular expression and name
    /// list"), as the standard would give it to `RegExpCreate`.
    ///
    /// ```
    /// let pattern = railurl::pattern::UrlPattern::parse("https://example.com/:id", None)?;
    /// assert_eq!(pattern.regular_expression("pathname"), Some("^(?:\\/([^\\/]+?))$"));
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn regular_expression(&self, name: &str) -> Option<&str> {
        let index = COMPONENTS.iter().position(|c| *c == name)?;
        Some(&self.components()[index].regular_expression_string)
    }

    /// A component's part list ("Parts"), after canonicalization.
    ///
    /// ```
    /// use railurl::pattern::{PartType, UrlPattern};
    /// let pattern = UrlPattern::parse("https://example.com/:id", None)?;
    /// let parts = pattern.parts("pathname").unwrap();
    /// assert_eq!((parts[0].kind, parts[0].name.as_str()), (PartType::SegmentWildcard, "id"));
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn parts(&self, name: &str) -> Option<&[super::part::Part]> {
        let index = COMPONENTS.iter().position(|c| *c == name)?;
        Some(&self.components()[index].part_list)
    }

    /// Whether the pathname matches case-insensitively (the ignoreCase option).
    pub(crate) fn pathname_ignores_case(&self) -> bool {
        self.pathname.options.ignore_case
    }

    /// `hasRegExpGroups`: whether a component uses a `( … )` regexp group.
    ///
    /// ```
    /// use railurl::pattern::UrlPattern;
    /// assert!(UrlPattern::parse("https://example.com/:id(\\d+)", None)?.has_regexp_groups());
    /// assert!(!UrlPattern::parse("https://example.com/:id", None)?.has_regexp_groups());
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn has_regexp_groups(&self) -> bool {
        self.components().iter().any(|c| c.has_regexp_groups)
    }
}
