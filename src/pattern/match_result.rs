//! "match" ("High-level operations") and its result: `test`, `exec` and `exec_url`, the
//! component strings "match" reads from its input, and the `URLPatternResult` and
//! `URLPatternComponentResult` dictionaries it returns.

use super::error::{PatternError, PatternErrorKind};
use super::init::{self, InitType};
use super::url_pattern::{UrlPattern, UrlPatternInput, COMPONENTS};
use crate::api::url::Url;
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec;
use alloc::vec::Vec;

/// `URLPatternComponentResult`: a component's input and its groups, in the order of the
/// component's groups. A group that did not participate in the match is `None`.
///
/// ```
/// use railurl::pattern::UrlPattern;
/// let pattern = UrlPattern::parse("https://example.com/:section/:id?", None)?;
/// let result = pattern.exec("https://example.com/books", None)?.unwrap();
/// assert_eq!(result.pathname.input, "/books");
/// assert_eq!(result.pathname.group("section"), Some(Some("books")));
/// assert_eq!(result.pathname.group("id"), Some(None));
/// assert_eq!(result.pathname.group("other"), None);
/// # Ok::<(), railurl::pattern::PatternError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct UrlPatternComponentResult {
    /// `input`: the component of the matched URL.
    pub input: String,
    /// `groups`: each group name and its value (None for undefined).
    pub groups: Vec<(String, Option<String>)>,
}

impl UrlPatternComponentResult {
    /// The value of group `name`: `None` if the component has no such group, `Some(None)` if
    /// the group did not participate.
    ///
    /// ```
    /// use railurl::pattern::UrlPattern;
    /// let pattern = UrlPattern::parse("https://example.com/:a{-:b}?", None)?;
    /// let result = pattern.exec("https://example.com/x", None)?.unwrap();
    /// assert_eq!(result.pathname.group("a"), Some(Some("x")));
    /// assert_eq!(result.pathname.group("b"), Some(None));
    /// assert_eq!(result.pathname.group("c"), None);
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn group(&self, name: &str) -> Option<Option<&str>> {
        self.groups
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_deref())
    }
}

/// `URLPatternResult`: what matched, component by component.
///
/// ```
/// use railurl::pattern::UrlPattern;
/// let pattern = UrlPattern::parse("https://*.example.com/*", None)?;
/// let result = pattern.exec("https://api.example.com/v1/users", None)?.unwrap();
/// assert_eq!(result.hostname.group("0"), Some(Some("api")));
/// assert_eq!(result.pathname.group("0"), Some(Some("v1/users")));
/// assert_eq!(result.inputs.len(), 1);
/// # Ok::<(), railurl::pattern::PatternError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct UrlPatternResult {
    /// `inputs`: the input, and the base URL string when one was given.
    pub inputs: Vec<UrlPatternInput>,
    /// `protocol`
    pub protocol: UrlPatternComponentResult,
    /// `username`
    pub username: UrlPatternComponentResult,
    /// `password`
    pub password: UrlPatternComponentResult,
    /// `hostname`
    pub hostname: UrlPatternComponentResult,
    /// `port`
    pub port: UrlPatternComponentResult,
    /// `pathname`
    pub pathname: UrlPatternComponentResult,
    /// `search`
    pub search: UrlPatternComponentResult,
    /// `hash`
    pub hash: UrlPatternComponentResult,
}

impl UrlPatternResult {
    /// Each component's name and result, in the standard's order (that of [`COMPONENTS`]).
    ///
    /// ```
    /// use railurl::pattern::UrlPattern;
    /// let pattern = UrlPattern::parse("https://:sub.example.com/:id", None)?;
    /// let result = pattern.exec("https://api.example.com/42", None)?.unwrap();
    /// let groups: Vec<(&str, usize)> =
    ///     result.components().iter().map(|(name, c)| (*name, c.groups.len())).collect();
    /// assert_eq!(groups[3], ("hostname", 1));
    /// assert_eq!(groups[5], ("pathname", 1));
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn components(&self) -> [(&'static str, &UrlPatternComponentResult); 8] {
        COMPONENTS.map(|name| (name, self.component_named(name)))
    }

    /// The result of the component `name`, one of [`COMPONENTS`].
    fn component_named(&self, name: &str) -> &UrlPatternComponentResult {
        match name {
            "protocol" => &self.protocol,
            "username" => &self.username,
            "password" => &self.password,
            "hostname" => &self.hostname,
            "port" => &self.port,
            "pathname" => &self.pathname,
            "search" => &self.search,
            _ => &self.hash,
        }
    }

    fn with_inputs(mut self, inputs: Vec<UrlPatternInput>) -> UrlPatternResult {
        self.inputs = inputs;
        self
    }
}

impl UrlPattern {
    /// `test(input, baseURL)`: whether the pattern matches. An error is the standard's
    /// TypeError (a URLPatternInit with a base URL string).
    ///
    /// ```
    /// use railurl::pattern::{UrlPattern, UrlPatternInit};
    /// let pattern = UrlPattern::parse("https://example.com/:a/:b", None)?;
    /// assert!(pattern.test("/x/y", Some("https://example.com/"))?);
    /// let init = UrlPatternInit { pathname: Some("/x/y".into()), ..Default::default() };
    /// assert!(!pattern.test(init, None)?);
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn test(
        &self,
        input: impl Into<UrlPatternInput>,
        base_url: Option<&str>,
    ) -> Result<bool, PatternError> {
        Ok(self.exec(input, base_url)?.is_some())
    }

    /// `exec(input, baseURL)`: "match". `Ok(None)` when it does not match (also when the
    /// input is not a URL); an error is the standard's TypeError.
    ///
    /// ```
    /// use railurl::pattern::UrlPattern;
    /// let pattern = UrlPattern::parse("https://example.com/books/:id", None)?;
    /// let result = pattern.exec("https://example.com/books/42?x", None)?.unwrap();
    /// assert_eq!(result.pathname.groups, [("id".to_string(), Some("42".to_string()))]);
    /// assert_eq!(pattern.exec("not a url", None)?, None);
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn exec(
        &self,
        input: impl Into<UrlPatternInput>,
        base_url: Option<&str>,
    ) -> Result<Option<UrlPatternResult>, PatternError> {
        let input = input.into();
        let Some(values) = MatchValues::new(&input, base_url)? else {
            return Ok(None);
        };
        Ok(self
            .match_components(values.components())
            .map(|r| r.with_inputs(match_inputs(input, base_url))))
    }

    /// "match" given a URL: its components against the pattern. `inputs` holds its href.
    ///
    /// ```
    /// use railurl::{pattern::UrlPattern, Url};
    /// let pattern = UrlPattern::parse("https://example.com/*", None)?;
    /// let url = Url::parse("https://example.com/a").unwrap();
    /// assert!(pattern.exec_url(&url).is_some());
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn exec_url(&self, url: &Url) -> Option<UrlPatternResult> {
        self.match_components(url_components(url))
            .map(|r| r.with_inputs(vec![UrlPatternInput::String(url.href().to_string())]))
    }

    /// The eight `RegExpBuiltinExec` steps of "match" on the input's components, and the
    /// result (without its `inputs`) when every one matches.
    pub(crate) fn match_components(&self, values: [&str; 8]) -> Option<UrlPatternResult> {
        // Every component first (most non-matches stop early), then the groups' strings.
        let mut captures = Vec::with_capacity(8);
        for (component, value) in self.components().into_iter().zip(values) {
            captures.push(component.captures(value)?);
        }
        let mut results = self.components().into_iter().zip(values).zip(captures).map(
            |((component, value), captures)| UrlPatternComponentResult {
                input: value.to_string(),
                groups: component.groups(value, captures),
            },
        );
        let mut next = || results.next().unwrap_or_default();
        Some(UrlPatternResult {
            inputs: Vec::new(),
            protocol: next(),
            username: next(),
            password: next(),
            hostname: next(),
            port: next(),
            pathname: next(),
            search: next(),
            hash: next(),
        })
    }
}

/// The `inputs` of a match result: the input, and the base URL string when one was given.
pub(crate) fn match_inputs(input: UrlPatternInput, base_url: Option<&str>) -> Vec<UrlPatternInput> {
    let mut inputs = vec![input];
    inputs.extend(base_url.map(|base| UrlPatternInput::String(base.to_string())));
    inputs
}

/// The component strings "match" reads from its input: a parsed URL's, or a processed
/// URLPatternInit's.
pub(crate) enum MatchValues {
    Url(Url),
    Init([String; 8]),
}

impl MatchValues {
    /// The first steps of "match" given `input` and `base_url`: `Ok(None)` where "match"
    /// returns null before matching.
    pub(crate) fn new(
        input: &UrlPatternInput,
        base_url: Option<&str>,
    ) -> Result<Option<MatchValues>, PatternError> {
        match input {
            UrlPatternInput::Init(init) => {
                if base_url.is_some() {
                    return Err(PatternError::bare(PatternErrorKind::InitWithBaseUrl));
                }
                // "If this throws an exception, catch it, and return null."
                let Ok(applied) = init::process(init, InitType::Url, Some("")) else {
                    return Ok(None);
                };
                Ok(Some(MatchValues::Init(
                    [
                        applied.protocol,
                        applied.username,
                        applied.password,
                        applied.hostname,
                        applied.port,
                        applied.pathname,
                        applied.search,
                        applied.hash,
                    ]
                    .map(Option::unwrap_or_default),
                )))
            }
            UrlPatternInput::String(input) => {
                let parsed = match base_url {
                    Some(base) => {
                        let Ok(base) = Url::parse(base) else {
                            return Ok(None);
                        };
                        Url::parse_with_base(input, &base)
                    }
                    None => Url::parse(input),
                };
                Ok(parsed.ok().map(MatchValues::Url))
            }
        }
    }

    /// The eight component strings.
    pub(crate) fn components(&self) -> [&str; 8] {
        match self {
            MatchValues::Url(url) => url_components(url),
            MatchValues::Init(values) => values.each_ref().map(String::as_str),
        }
    }
}

/// The components "match" reads from a URL: scheme, username, password, serialized host,
/// serialized port, URL path serialized, query and fragment.
fn url_components(url: &Url) -> [&str; 8] {
    [
        url.scheme(),
        url.username(),
        url.password(),
        url.hostname(),
        url.port(),
        url.pathname(),
        url.query().unwrap_or(""),
        url.fragment().unwrap_or(""),
    ]
}
