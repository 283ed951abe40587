//! Errors. A [`ParseError`] is the spec failure the parser reached ([`ParseErrorKind`], from
//! the validation-error table in src/validation_errors.rs) and where it was reached: a byte
//! span of the input as given. It renders with a caret under that span, as a
//! [`Diagnostic`](crate::Diagnostic) does, by the same renderer.

use crate::diagnostic::render::caret_render;
use crate::validation_errors::DiagnosticKind;
pub use crate::validation_errors::ParseErrorKind;
use alloc::string::String;
use core::fmt;
use core::ops::Range;

/// Why parsing failed and where: a [`ParseErrorKind`] (the spec's validation error that
/// returned failure) and the byte span of the input (as given, before the parser's first
/// steps removed anything) that the failure is about. The span is the one the validation
/// error's [`Diagnostic`](crate::Diagnostic) has, and both engines give the same.
///
/// It is two words and a kind: failing allocates nothing.
///
/// ```
/// use railurl::{ParseErrorKind, Url};
/// let input = "http://[::1";
/// let error = Url::parse(input).unwrap_err();
/// assert_eq!(error.kind(), ParseErrorKind::Ipv6Unclosed);
/// assert_eq!(error.spec_name(), "IPv6-unclosed");
/// assert_eq!(error.span(), 7..11);
/// assert_eq!(
///     error.render(input),
///     "IPv6-unclosed: the IPv6 address is missing its closing ']'\n\
///      \x20 | http://[::1\n\
///      \x20 |        ^^^^\n"
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ParseError {
    kind: ParseErrorKind,
    start: u32,
    end: u32,
}

impl ParseError {
    /// A failure of `kind` about the bytes `span` of the input (offsets past 4 GiB are
    /// clamped, as railurl parses nothing that long).
    ///
    /// ```
    /// use railurl::{ParseError, ParseErrorKind};
    /// let error = ParseError::new(ParseErrorKind::InvalidBase, 0..0);
    /// assert_eq!((error.kind(), error.span()), (ParseErrorKind::InvalidBase, 0..0));
    /// ```
    pub fn new(kind: ParseErrorKind, span: Range<usize>) -> ParseError {
        let at = |i: usize| u32::try_from(i).unwrap_or(u32::MAX);
        ParseError {
            kind,
            start: at(span.start),
            end: at(span.end.max(span.start)),
        }
    }

    /// Which failure: match on it (the enum is `#[non_exhaustive]`).
    ///
    /// ```
    /// use railurl::{ParseErrorKind, Url};
    /// match Url::parse("http://a:99999").unwrap_err().kind() {
    ///     ParseErrorKind::PortOutOfRange => {}
    ///     other => panic!("{other:?}"),
    /// }
    /// ```
    pub fn kind(&self) -> ParseErrorKind {
        self.kind
    }

    /// The bytes of the input as given that the failure is about (empty when it is about a
    /// position, such as the end of the input where a host was expected).
    ///
    /// ```
    /// // port-invalid is about the code point that is not a digit.
    /// let error = railurl::Url::parse("https://example.org:7z/").unwrap_err();
    /// assert_eq!(error.span(), 21..22);
    /// ```
    pub fn span(&self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    /// The validation error the parser signals right before returning this failure, if any;
    /// see [`ParseErrorKind::diagnostic_kind`].
    ///
    /// ```
    /// use railurl::{DiagnosticKind, Url};
    /// let error = Url::parse("http://a:b").unwrap_err();
    /// assert_eq!(error.diagnostic_kind(), Some(DiagnosticKind::PortInvalid));
    /// ```
    pub fn diagnostic_kind(&self) -> Option<DiagnosticKind> {
        self.kind.diagnostic_kind()
    }

    /// The spec's name for this failure; see [`ParseErrorKind::spec_name`].
    ///
    /// ```
    /// let error = railurl::Url::parse("no scheme").unwrap_err();
    /// assert_eq!(error.spec_name(), "missing-scheme-non-relative-URL");
    /// ```
    pub fn spec_name(&self) -> &'static str {
        self.kind.spec_name()
    }

    /// A one-line explanation; see [`ParseErrorKind::message`].
    ///
    /// ```
    /// let error = railurl::Url::parse("http://a:99999").unwrap_err();
    /// assert_eq!(error.message(), "the port is greater than 65535");
    /// ```
    pub fn message(&self) -> &'static str {
        self.kind.message()
    }

    /// Compiler-style rendering against the input that failed: the spec name and message, the
    /// input echoed, and a caret line under the span, as [`Diagnostic::render`] draws it.
    ///
    /// [`Diagnostic::render`]: crate::Diagnostic::render
    ///
    /// ```
    /// let input = "https://exa mple.org/";
    /// let error = railurl::Url::parse(input).unwrap_err();
    /// assert!(error.render(input).ends_with("  | https://exa mple.org/\n  |         ^^^^^^^^^^^^\n"));
    /// ```
    pub fn render(&self, input: &str) -> String {
        caret_render(input, self.span(), self.spec_name(), self.message())
    }

    /// The same failure about `span` instead.
    pub(crate) fn at(self, span: Range<usize>) -> ParseError {
        ParseError::new(self.kind, span)
    }
}

impl From<ParseError> for ParseErrorKind {
    fn from(error: ParseError) -> ParseErrorKind {
        error.kind
    }
}

impl PartialEq<ParseErrorKind> for ParseError {
    /// Whether the failure is of that kind, wherever it was reached.
    fn eq(&self, kind: &ParseErrorKind) -> bool {
        self.kind == *kind
    }
}

impl fmt::Debug for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseError")
            .field("kind", &self.kind)
            .field("span", &self.span())
            .finish()
    }
}

impl fmt::Display for ParseError {
    /// The spec name and the message (render with [`ParseError::render`] to show where).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.spec_name(), self.message())
    }
}

impl core::error::Error for ParseError {}
