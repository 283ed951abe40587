//! The JSON requests `railurl batch` and the playground's API share, one contract for both:
//! the same fields, unknown fields refused, the same engine names, and a setter's answer
//! saying whether the href changed.

use railurl::{Component, Engine, ParseError, Url};
use serde::Deserialize;

/// A parse: `{"input", "base"?, "engine"?}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ParseRequest {
    /// The URL string.
    pub input: String,
    /// The base URL string, if any.
    #[serde(default)]
    pub base: Option<String>,
    /// `grammar` or `prose`; none is the caller's default.
    #[serde(default)]
    pub engine: Option<String>,
}

/// A setter: `{"href", "setter", "value", "engine"?}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetRequest {
    /// The URL to change.
    pub href: String,
    /// Which setter: `href`, `protocol`, ..., `hash`.
    pub setter: String,
    /// The value to give it.
    pub value: String,
    /// `grammar` or `prose`; none is the caller's default.
    #[serde(default)]
    pub engine: Option<String>,
}

/// The engine a request names, or `default`.
pub fn engine(name: Option<&str>, default: Engine) -> Result<Engine, String> {
    name.map_or(Ok(default), str::parse)
}

/// The setter a request names.
pub fn component(name: &str) -> Result<Component, String> {
    name.parse()
}

/// What a setter request comes to: the URL after the setter and whether its href changed, or
/// the failure with the string that failed (`href`, or `value` for the href setter).
pub struct SetAnswer<'r> {
    /// The string the answer is about.
    pub input: &'r str,
    /// The href before the setter, when `href` parsed.
    pub before: Option<String>,
    /// The URL after the setter, or the failure.
    pub result: Result<Url, ParseError>,
}

impl SetAnswer<'_> {
    /// Whether the setter changed the href (`None` on failure).
    pub fn changed(&self) -> Option<bool> {
        match (&self.before, &self.result) {
            (Some(before), Ok(url)) => Some(url.href() != before),
            _ => None,
        }
    }
}

/// Run the `component` setter with `value` on `href`, parsed by `engine`.
pub fn set<'r>(
    engine: Engine,
    href: &'r str,
    component: Component,
    value: &'r str,
) -> SetAnswer<'r> {
    let mut url = match engine.parse(href, None) {
        Ok(url) => url,
        Err(e) => {
            return SetAnswer {
                input: href,
                before: None,
                result: Err(e),
            }
        }
    };
    let before = Some(url.href().to_owned());
    match url.set_with(engine, component, value) {
        Ok(()) => SetAnswer {
            input: href,
            before,
            result: Ok(url),
        },
        // Only the href setter fails: the value is what failed to parse.
        Err(e) => SetAnswer {
            input: value,
            before,
            result: Err(e),
        },
    }
}
