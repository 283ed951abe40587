//! Validation errors as diagnostics: a [`DiagnosticKind`] (a row of the spec's
//! validation-error table), the byte span of the original input it is about, and a message.
//! Both engines signal them to a [`Report`] sink; plain parsing uses [`Ignore`], whose calls
//! compile away, so it pays nothing for them.
//!
//! ```
//! use railurl::Url;
//! let (url, diagnostics) = Url::parse_with_diagnostics("https://example.org\\a b", None);
//! assert_eq!(url?.href(), "https://example.org/a%20b");
//! let found: Vec<_> = diagnostics.iter().map(|d| (d.kind.spec_name(), d.span.clone())).collect();
//! assert_eq!(found, [("invalid-reverse-solidus", 19..20), ("invalid-URL-unit", 21..22)]);
//! # Ok::<(), railurl::ParseError>(())
//! ```

pub(crate) mod render;
mod source_map;

pub use crate::validation_errors::DiagnosticKind;
use alloc::string::String;
use alloc::vec::Vec;
use render::caret_render;
pub(crate) use source_map::{original_span, prepass_errors, SourceMap, Unit};

use core::ops::Range;

/// One validation error: what (a row of the spec's table), where (a byte range of the
/// original input, before the parser's pre-pass removed anything), and a one-line message.
///
/// ```
/// use railurl::{Diagnostic, DiagnosticKind};
/// let d = Diagnostic::new(DiagnosticKind::PortInvalid, 21..22);
/// assert_eq!(d.message, "the port contains something other than ASCII digits");
/// assert_eq!(
///     d.render("https://example.org:7z"),
///     "port-invalid: the port contains something other than ASCII digits\n\
///      \x20 | https://example.org:7z\n\
///      \x20 |                      ^\n"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Diagnostic {
    /// Which validation error.
    pub kind: DiagnosticKind,
    /// The byte offsets of the original input it is about; empty when it is about a position
    /// (e.g. the end of the input, where a host was expected).
    pub span: Range<usize>,
    /// A one-line explanation ([`DiagnosticKind::message`]).
    pub message: &'static str,
}

impl Diagnostic {
    /// A diagnostic of `kind` at `span`, with the kind's message.
    ///
    /// ```
    /// use railurl::{Diagnostic, DiagnosticKind};
    /// let d = Diagnostic::new(DiagnosticKind::HostMissing, 8..8);
    /// assert_eq!(d.to_string(), "8..8: host-missing: the URL needs a host but the host is empty");
    /// ```
    pub fn new(kind: DiagnosticKind, span: Range<usize>) -> Diagnostic {
        Diagnostic {
            kind,
            span,
            message: kind.message(),
        }
    }

    /// Compiler-style rendering: the spec name and message, a window of the input, and a
    /// caret line under the span (one caret for an empty span). Control characters are echoed
    /// escaped (`\t`, `\u{1}`), and the carets follow them. The window is the span (at most
    /// 80 code points of it) with up to 40 code points on each side, `…` marking what is left
    /// out, so a rendering costs the same however long the input: rendering every diagnostic
    /// of a long input stays linear in it.
    ///
    /// ```
    /// use railurl::{Diagnostic, DiagnosticKind};
    /// let d = Diagnostic::new(DiagnosticKind::InvalidUrlUnit, 1..2);
    /// assert!(d.render("h\ttp://x").contains("h\\ttp://x\n  |  ^^\n"));
    /// let long = format!("http://h/{}a b{}", "x".repeat(1000), "y".repeat(1000));
    /// let d = Diagnostic::new(DiagnosticKind::InvalidUrlUnit, 1010..1011);
    /// let rendered = d.render(&long);
    /// assert!(rendered.contains(&format!("  | …{}a b{}…\n", "x".repeat(39), "y".repeat(39))));
    /// assert!(rendered.ends_with(&format!("  | {}^\n", " ".repeat(41))));
    /// ```
    pub fn render(&self, input: &str) -> String {
        caret_render(
            input,
            self.span.clone(),
            self.kind.spec_name(),
            self.message,
        )
    }
}

impl core::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{}..{}: {}: {}",
            self.span.start,
            self.span.end,
            self.kind.spec_name(),
            self.message
        )
    }
}

/// Where the engines signal validation errors (the spec's "`<name>` validation error"), with
/// the byte span of the original input each one is about.
///
/// ```
/// use railurl::{prose, DiagnosticKind, Report};
/// struct Count(usize);
/// impl Report for Count {
///     fn report(&mut self, _: DiagnosticKind, _: std::ops::Range<usize>) {
///         self.0 += 1;
///     }
/// }
/// let mut count = Count(0);
/// prose::parse_reporting("https://a@b", None, &mut count)?;
/// assert_eq!(count.0, 1);
/// # Ok::<(), railurl::ParseError>(())
/// ```
pub trait Report {
    /// Signal `error` about the original input's bytes `span`.
    ///
    /// ```
    /// use railurl::{DiagnosticKind, Report};
    /// let mut seen: Vec<DiagnosticKind> = Vec::new();
    /// seen.report(DiagnosticKind::InvalidCredentials, 7..8);
    /// assert_eq!(seen, [DiagnosticKind::InvalidCredentials]);
    /// ```
    fn report(&mut self, error: DiagnosticKind, span: Range<usize>);

    /// Whether this sink records anything. When false the parsers skip work whose only
    /// purpose is a validation error (the strict ToASCII run, code point scans, offsets).
    ///
    /// ```
    /// use railurl::{diagnostic::Ignore, DiagnosticKind, Report};
    /// assert!(!Ignore.wants_reports());
    /// assert!(Vec::<DiagnosticKind>::new().wants_reports());
    /// ```
    fn wants_reports(&self) -> bool {
        true
    }
}

/// A sink that drops every validation error: what plain parsing uses.
///
/// ```
/// use railurl::{prose, Ignore};
/// assert!(prose::parse_reporting("https:x", None, &mut Ignore).is_ok());
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Ignore;

impl Report for Ignore {
    #[inline(always)]
    fn report(&mut self, _error: DiagnosticKind, _span: Range<usize>) {}

    #[inline(always)]
    fn wants_reports(&self) -> bool {
        false
    }
}

/// Collects the kinds in the order they are signalled.
impl Report for Vec<DiagnosticKind> {
    fn report(&mut self, error: DiagnosticKind, _span: Range<usize>) {
        self.push(error);
    }
}

/// Collects diagnostics in the order they are signalled.
impl Report for Vec<Diagnostic> {
    fn report(&mut self, error: DiagnosticKind, span: Range<usize>) {
        self.push(Diagnostic::new(error, span));
    }
}

/// Put diagnostics in the order the API returns them: by where they start, then where they
/// end; diagnostics at the same span keep the order they were signalled in.
pub(crate) fn sort(diagnostics: &mut [Diagnostic]) {
    diagnostics.sort_by_key(|d| (d.span.start, d.span.end));
}
