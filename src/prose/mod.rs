//! The prose engine: a literal transcription of the URL Standard's "basic URL parser" (the
//! "URL parsing" section) and of the "Host parsing" section's host, IPv4, IPv4 number, IPv6
//! and opaque-host parsers.
//!
//! It is written for faithfulness, not speed: a `State` per spec state, one `match` on the
//! state per code point, the spec's "c", "remaining" and "decrease pointer", and every spec
//! sentence quoted above the code that carries it out. It builds the same
//! [`UrlRecord`] as the grammar engine and shares the serializer,
//! the percent-encode sets and the domain parser with it, which makes it an independent
//! formulation to check the grammar engine against.
//!
//! ```
//! use railurl::{prose, Url};
//! let base = prose::parse("https://example.org/a/b")?;
//! let url = Url::try_from(&prose::parse_with_base("../c?x#y", &base)?)?;
//! assert_eq!(url.href(), "https://example.org/c?x#y");
//! # Ok::<(), railurl::ParseError>(())
//! ```
//!
//! Validation errors go to a [`Report`] sink:
//!
//! ```
//! use railurl::{prose, DiagnosticKind};
//! let mut errors: Vec<DiagnosticKind> = Vec::new();
//! let url = prose::parse_reporting("https:\\\\example.org\\a", None, &mut errors)?;
//! assert_eq!(railurl::Url::try_from(&url)?.href(), "https://example.org/a");
//! assert_eq!(
//!     errors,
//!     [
//!         DiagnosticKind::SpecialSchemeMissingFollowingSolidus,
//!         DiagnosticKind::SpecialSchemeMissingFollowingSolidus,
//!         DiagnosticKind::SpecialSchemeMissingFollowingSolidus,
//!         DiagnosticKind::InvalidReverseSolidus,
//!     ]
//! );
//! # Ok::<(), railurl::ParseError>(())
//! ```

mod host_parser;
mod ipv4;
mod ipv6;
mod machine;
mod pointer;
mod report;
mod states_authority;
mod states_path;
mod states_scheme;

pub(crate) use machine::State;
pub use report::Failure;

pub(crate) use machine::basic_url_parser;

use crate::diagnostic::{Ignore, Report};
use crate::error::{ParseError, ParseErrorKind};
use crate::record::{Host, StateOverride, UrlRecord};

/// Parse an absolute URL with the prose engine: the basic URL parser with a null base. The
/// URL record it returns owns its strings.
///
/// ```
/// use railurl::{prose, ParseError, ParseErrorKind, Url};
/// let record = prose::parse("HTTP://EXAMPLE.com:80/a/../b")?;
/// assert_eq!(Url::try_from(&record)?.href(), "http://example.com/b");
/// let error = prose::parse("http://a:99999").unwrap_err();
/// assert_eq!((error.kind(), error.span()), (ParseErrorKind::PortOutOfRange, 9..14));
/// # Ok::<(), ParseError>(())
/// ```
pub fn parse(input: &str) -> Result<UrlRecord<'static>, ParseError> {
    parse_reporting(input, None, &mut Ignore)
}

/// Parse `input` against `base` with the prose engine.
///
/// ```
/// use railurl::{prose, Url};
/// let base = prose::parse("file:///C:/dir/file")?;
/// assert_eq!(Url::try_from(&prose::parse_with_base("/x", &base)?)?.href(), "file:///C:/x");
/// # Ok::<(), railurl::ParseError>(())
/// ```
pub fn parse_with_base<'b>(input: &str, base: &UrlRecord<'b>) -> Result<UrlRecord<'b>, ParseError> {
    parse_reporting(input, Some(base), &mut Ignore)
}

/// Parse `input` (against `base`, if given), signalling each validation error to `report` in
/// the order the spec signals them.
///
/// ```
/// use railurl::{prose, DiagnosticKind, Url};
/// let mut kinds: Vec<DiagnosticKind> = Vec::new();
/// let record = prose::parse_reporting("http://example.org\\a", None, &mut kinds)?;
/// assert_eq!(Url::try_from(&record)?.href(), "http://example.org/a");
/// assert_eq!(kinds, [DiagnosticKind::InvalidReverseSolidus]);
/// # Ok::<(), railurl::ParseError>(())
/// ```
pub fn parse_reporting<'b, R: Report>(
    input: &str,
    base: Option<&UrlRecord<'b>>,
    report: &mut R,
) -> Result<UrlRecord<'b>, ParseError> {
    match basic_url_parser(input, base, None, None, report) {
        Ok(Some(record)) => Ok(record),
        // Without a given url the parser always returns the new URL.
        Ok(None) => Err(internal("the basic URL parser returned no URL")),
        Err(Failure::Error(error)) => Err(error),
        // Only reachable with a state override, which parsing does not give.
        Err(Failure::StateOverride) => {
            Err(internal("state-override failure without a state override"))
        }
    }
}

/// The spec's "host parser" on `input` alone, with isOpaque `is_opaque` (the host of a
/// non-special URL): `input` as the host state would hand it over, nothing trimmed or cut at
/// a delimiter. A failure is about the whole of `input`.
pub(crate) fn host_parser(input: &str, is_opaque: bool) -> Result<Host<'static>, ParseError> {
    let span = 0..input.len();
    host_parser::host_parser(input, is_opaque, &mut Ignore, &span)
        .map_err(|kind| ParseError::new(kind, span.clone()))
}

/// A bug in the prose engine, which the API reports rather than panics on.
fn internal(what: &'static str) -> ParseError {
    ParseError::new(ParseErrorKind::Internal(what), 0..0)
}

/// "Basic URL parse" `input` with `url` and a state override (the URL class's setters).
pub(crate) fn parse_with_override(
    input: &str,
    url: &mut UrlRecord,
    state_override: StateOverride,
) -> Result<(), ParseError> {
    let state = match state_override {
        StateOverride::SchemeStart => State::SchemeStart,
        StateOverride::Host => State::Host,
        StateOverride::Hostname => State::Hostname,
        StateOverride::Port => State::Port,
        StateOverride::PathStart => State::PathStart,
        StateOverride::Query => State::Query,
        StateOverride::Fragment => State::Fragment,
    };
    match basic_url_parser(input, None, Some(url), Some(state), &mut Ignore) {
        Ok(_) => Ok(()),
        Err(Failure::Error(e)) => Err(e),
        Err(Failure::StateOverride) => Err(internal("the state override returned failure")),
    }
}

#[cfg(test)]
mod tests;
