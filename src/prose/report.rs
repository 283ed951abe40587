//! Validation errors as the prose engine signals them, and how parsing fails.
//!
//! The spec signals a validation error in many places without stopping ("A validation error
//! does not mean that the parser terminates"). The prose engine hands each one to a [`Report`]
//! sink with the span it is about. Plain parsing uses [`Ignore`], whose calls compile away.

pub use crate::diagnostic::{DiagnosticKind, Ignore, Report};
use crate::error::ParseError;
use core::ops::Range;

/// A validation error: the crate's one enum for them, [`DiagnosticKind`], under the name the
/// prose engine has always used.
///
/// ```
/// use railurl::{prose::ValidationError, DiagnosticKind};
/// assert_eq!(ValidationError::HostMissing, DiagnosticKind::HostMissing);
/// ```
pub type ValidationError = DiagnosticKind;

/// Why the basic URL parser returned failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Failure right after a validation error whose "Failure" column says yes; the
    /// [`ParseError`] names it (also the host parser's failures).
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

/// Signal `error` about `span` to `report` and return the failure named `failure`: the spec's
/// "`<name>` validation error, return failure".
pub(super) fn fail<R: Report + ?Sized>(
    report: &mut R,
    error: ValidationError,
    failure: ParseError,
    span: &Range<usize>,
) -> ParseError {
    report.report(error, span.clone());
    failure
}
