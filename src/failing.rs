//! The failing fast path: an input (with no base URL) that grammar/failing.pest matches is one
//! the URL parser certainly fails on, and the visible rule that matched names the failure and
//! where it is. `Url::parse` and a column's second pass (`href_beyond_canonical`) try it where
//! the canonical and near-canonical fast paths decline, so that a common failure (no scheme, an
//! empty host, a port that is not a number, a host with a forbidden code point) is not
//! recognized whole and acted on up to the failing step by the grammar engine first.
//!
//! Why this is sound is argued part by part in grammar/failing.pest; tests/fast_path.rs
//! checks that the grammar engine fails on each input it takes with the same failure and span.

use crate::error::{ParseError, ParseErrorKind};
use crate::syntax::failing::{match_failing_url, Failing};

/// The failure the URL parser reaches on `input` with no base URL, when grammar/failing.pest
/// matches it: the same [`ParseError`] (kind and span) as the grammar engine's. `None` says
/// nothing about whether `input` parses.
#[inline]
pub(crate) fn certain_failure(input: &str) -> Option<ParseError> {
    let (failing, (start, end)) = match_failing_url(input)?;
    let kind = match failing {
        Failing::MissingSchemeNonRelativeUrl => ParseErrorKind::MissingSchemeNonRelativeUrl,
        Failing::HostMissing => ParseErrorKind::HostMissing,
        Failing::DomainInvalidCodePoint => ParseErrorKind::DomainInvalidCodePoint,
        Failing::PortInvalid => ParseErrorKind::PortInvalid,
    };
    Some(ParseError::new(kind, start as usize..end as usize))
}
