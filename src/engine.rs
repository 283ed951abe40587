//! Engine selection: the grammar engine (the default) or the prose engine. At this layer both
//! take and return [`UrlRecord`]s; `Url` (src/api/url.rs) is built above them from the
//! serializer's output.

use crate::diagnostic::Report;
use crate::error::ParseError;
use crate::record::{StateOverride, UrlRecord};
use alloc::format;
use alloc::string::String;

/// Which formulation of the basic URL parser to run.
///
/// ```
/// use railurl::{Engine, Url};
/// let base = Url::parse("http://h/a/b")?;
/// for engine in Engine::ALL {
///     assert_eq!(engine.parse("../c", Some(&base))?.href(), "http://h/c");
/// }
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Engine {
    /// The URL grammar (grammar/*.pest) and its semantic actions.
    #[default]
    Grammar,
    /// The literal transcription of the spec's state machine ([`crate::prose`]).
    Prose,
}

impl Engine {
    /// Every engine.
    pub const ALL: [Engine; 2] = [Engine::Grammar, Engine::Prose];

    /// The engine's name, as the CLI's `--engine` takes it.
    ///
    /// ```
    /// assert_eq!(railurl::Engine::Prose.name(), "prose");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Engine::Grammar => "grammar",
            Engine::Prose => "prose",
        }
    }

    /// The basic URL parser on `input` against an optional base record, with this engine,
    /// signalling validation errors to `report`: the URL record.
    ///
    /// ```
    /// use railurl::{Engine, Ignore};
    /// for engine in Engine::ALL {
    ///     let record = engine.parse_record("HTTP://h/a/../b", None, &mut Ignore)?;
    ///     assert_eq!((&*record.scheme, record.path.as_str()), ("http", "/b"));
    /// }
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn parse_record<'a, R: Report>(
        self,
        input: &'a str,
        base: Option<&UrlRecord<'a>>,
        report: &mut R,
    ) -> Result<UrlRecord<'a>, ParseError> {
        match self {
            Engine::Grammar => crate::semantics::parse_reporting(input, base, report),
            Engine::Prose => crate::prose::parse_reporting(input, base, report),
        }
    }
}

impl core::str::FromStr for Engine {
    type Err = String;
    fn from_str(s: &str) -> Result<Engine, String> {
        Engine::ALL
            .into_iter()
            .find(|e| e.name() == s)
            .ok_or_else(|| format!("unknown engine {s:?} (expected grammar or prose)"))
    }
}

/// "Basic URL parse" `input` with `url` and a state override, by `engine`.
pub(crate) fn parse_with_override(
    engine: Engine,
    input: &str,
    url: &mut UrlRecord,
    state: StateOverride,
) -> Result<(), ParseError> {
    match engine {
        Engine::Grammar => crate::semantics::parse_with_override(input, url, state),
        Engine::Prose => crate::prose::parse_with_override(input, url, state),
    }
}
