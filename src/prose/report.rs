//! How the prose engine fails.
//!
//! The spec signals a validation error in many places without stopping ("A validation error
//! does not mean that the parser terminates"). The prose engine hands each one to a
//! [`Report`] sink with the span it is about; plain parsing uses `Ignore`, whose calls
//! compile away. Where the spec says "`<name>` validation error, return failure", the engine
//! names the failure once ([`ParseErrorKind`]); its row of the table gives the validation
//! error signalled with it.

use crate::diagnostic::Report;
use crate::error::{ParseError, ParseErrorKind};
use core::ops::Range;

/// Why the basic URL parser returned failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Failure right after a validation error whose "Failure" column says yes; the
    /// [`ParseError`] names it and says where (also the host parser's failures).
    Error(ParseError),
    /// A "return failure" that the spec gives no validation error for. These steps are only
    /// reached when a state override is given (the spec marks them "API validation error"),
    /// so only the API setters see this.
    StateOverride,
}

impl From<ParseError> for Failure {
    fn from(error: ParseError) -> Failure {
        Failure::Error(error)
    }
}

/// The spec's "`<name>` validation error, return failure" inside the host parsers: signal the
/// failure's validation error about `span` (the host's, in the original input) to `report`
/// and return the failure, which the caller places.
pub(super) fn fail<R: Report + ?Sized>(
    report: &mut R,
    failure: ParseErrorKind,
    span: &Range<usize>,
) -> ParseErrorKind {
    if let Some(error) = failure.diagnostic_kind() {
        report.report(error, span.clone());
    }
    failure
}
