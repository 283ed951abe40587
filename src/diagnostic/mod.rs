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

mod kind;
mod offsets;

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
pub use kind::DiagnosticKind;
pub(crate) use offsets::{prepass_errors, Offsets, Unit};

use core::fmt::Write as _;
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
        let start = char_boundary(input, self.span.start);
        let end = char_boundary(input, self.span.end.max(start));
        // Up to RENDER_CONTEXT code points before the span, at most RENDER_SPAN of it, and
        // (when the span is shown whole) up to RENDER_CONTEXT after it.
        let from = input[..start]
            .char_indices()
            .rev()
            .nth(RENDER_CONTEXT - 1)
            .map_or(0, |(i, _)| i);
        let shown_end = input[start..end]
            .char_indices()
            .nth(RENDER_SPAN)
            .map_or(end, |(i, _)| start + i);
        let to = if shown_end < end {
            shown_end
        } else {
            input[end..]
                .char_indices()
                .nth(RENDER_CONTEXT)
                .map_or(input.len(), |(i, _)| end + i)
        };
        let mut echo = String::new();
        let mut carets = String::new();
        if from > 0 {
            echo.push('…');
            carets.push(' ');
        }
        for (i, c) in input[from..to].char_indices() {
            let shown = shown(c);
            let under = if from + i < start { ' ' } else { '^' };
            if from + i < shown_end {
                carets.extend(core::iter::repeat_n(under, shown.chars().count()));
            }
            echo.push_str(&shown);
        }
        if to < input.len() {
            echo.push('…');
        }
        if start == end {
            carets.push('^');
        } else if shown_end < end {
            carets.push('…');
        }
        let mut out = String::new();
        let _ = writeln!(out, "{}: {}", self.kind.spec_name(), self.message);
        let _ = writeln!(out, "  | {echo}");
        let _ = writeln!(out, "  | {}", carets.trim_end_matches(' '));
        out
    }
}

/// How many code points [`Diagnostic::render`] shows on each side of a span.
const RENDER_CONTEXT: usize = 40;
/// How many code points of a span [`Diagnostic::render`] shows at most.
const RENDER_SPAN: usize = 80;

/// `at`, or the end of `input` when it is past it, moved back to a code point's start.
fn char_boundary(input: &str, at: usize) -> usize {
    let mut at = at.min(input.len());
    while !input.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// How a code point is echoed by [`Diagnostic::render`].
fn shown(c: char) -> String {
    match c {
        '\t' => "\\t".into(),
        '\n' => "\\n".into(),
        '\r' => "\\r".into(),
        c if c.is_control() => format!("\\u{{{:x}}}", u32::from(c)),
        c => c.into(),
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

/// "The URL code points are ASCII alphanumeric, U+0021 (!), U+0024 ($), U+0026 (&), U+0027
/// ('), U+0028 LEFT PARENTHESIS, U+0029 RIGHT PARENTHESIS, U+002A (*), U+002B (+), U+002C (,),
/// U+002D (-), U+002E (.), U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+003F (?), U+0040
/// (@), U+005F (_), U+007E (~), and code points in the range U+00A0 to U+10FFFD, inclusive,
/// excluding surrogates and noncharacters."
///
/// ```
/// use railurl::is_url_code_point;
/// assert!(is_url_code_point('~') && is_url_code_point('\u{E9}'));
/// assert!(!is_url_code_point(' ') && !is_url_code_point('%') && !is_url_code_point('\u{FFFE}'));
/// ```
pub fn is_url_code_point(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric()
            || matches!(
                c,
                '!' | '$'
                    | '&'
                    | '\''
                    | '('
                    | ')'
                    | '*'
                    | '+'
                    | ','
                    | '-'
                    | '.'
                    | '/'
                    | ':'
                    | ';'
                    | '='
                    | '?'
                    | '@'
                    | '_'
                    | '~'
            );
    }
    // A `char` is never a surrogate. "A noncharacter is a code point that is in the range
    // U+FDD0 to U+FDEF, inclusive, or U+FFFE, U+FFFF, ..., U+10FFFE, U+10FFFF."
    let n = u32::from(c);
    let noncharacter = (0xFDD0..=0xFDEF).contains(&n) || (n & 0xFFFE) == 0xFFFE;
    ('\u{A0}'..='\u{10FFFD}').contains(&c) && !noncharacter
}

/// Whether the bytes at `at` are U+0025 (%) not followed by two ASCII hex digits: the second
/// invalid-URL-unit check of the path, opaque path, query and fragment states.
pub(crate) fn is_bad_percent(input: &[u8], at: usize) -> bool {
    input.get(at) == Some(&b'%')
        && !matches!(input.get(at + 1..at + 3), Some([x, y])
            if x.is_ascii_hexdigit() && y.is_ascii_hexdigit())
}
