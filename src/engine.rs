//! Engine selection: the grammar engine (the default) or the prose engine, behind one API.

use crate::diagnostic::{self, Diagnostic};
use crate::error::ParseError;
use crate::record::UrlRecord;
use crate::setters::StateOverride;
use crate::url::Url;

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
    /// `grammar/url.pest` and its semantic actions.
    #[default]
    Grammar,
    /// The literal transcription of the spec's state machine ([`crate::prose`]).
    Prose,
}

impl Engine {
    /// Every engine.
    pub const ALL: [Engine; 2] = [Engine::Grammar, Engine::Prose];

    /// The engine's name, as the CLI's `--engine` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Grammar => "grammar",
            Engine::Prose => "prose",
        }
    }

    /// Parse `input` against an optional base with this engine.
    pub fn parse(self, input: &str, base: Option<&Url>) -> Result<Url, ParseError> {
        match self {
            Engine::Grammar => crate::semantics::parse(input, base),
            Engine::Prose => match base {
                Some(b) => crate::prose::parse_with_base(input, b),
                None => crate::prose::parse(input),
            },
        }
    }
}

impl Engine {
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
        let result = match self {
            Engine::Grammar => crate::semantics::parse_reporting(input, base, &mut diagnostics),
            Engine::Prose => crate::prose::parse_reporting(input, base, &mut diagnostics),
        };
        diagnostic::sort(&mut diagnostics);
        (result, diagnostics)
    }
}

impl std::str::FromStr for Engine {
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
        Engine::Prose => {
            use crate::prose::{Failure, State};
            let state = match state {
                StateOverride::SchemeStart => State::SchemeStart,
                StateOverride::Host => State::Host,
                StateOverride::Hostname => State::Hostname,
                StateOverride::Port => State::Port,
                StateOverride::PathStart => State::PathStart,
                StateOverride::Query => State::Query,
                StateOverride::Fragment => State::Fragment,
            };
            match crate::prose::basic_url_parser(
                input,
                None,
                Some(url),
                Some(state),
                &mut crate::prose::Ignore,
            ) {
                Ok(_) => Ok(()),
                Err(Failure::Error(e)) => Err(e),
                Err(Failure::StateOverride) => {
                    Err(ParseError::Internal("the state override returned failure"))
                }
            }
        }
    }
}
