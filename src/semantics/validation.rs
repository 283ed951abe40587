//! The validation errors ("Writing" section's table, written once in
//! `src/validation_errors.rs`) that the grammar engine's semantic actions find: from the tree
//! where it shows them (error productions, separators, credentials), and by scanning spans for
//! the per-code-point checks.
//! Every method starts with `wants_reports()`, so with the `Ignore` sink they compile away.

use super::Actions;
use crate::code_points::{is_bad_percent, is_url_code_point};
use crate::diagnostic::{DiagnosticKind, Report};
use crate::error::{ParseError, ParseErrorKind};
use crate::syntax::ast::{PathPiece, PathSyntax, Span};
use core::ops::Range;

impl<R: Report> Actions<'_, '_, '_, '_, R> {
    /// The original input's bytes for `range` of the tree.
    pub(super) fn original(&self, range: Range<usize>) -> Range<usize> {
        if !self.report.wants_reports() {
            return 0..0;
        }
        self.offsets.map_or(range.clone(), |o| o.span(range))
    }

    /// The code point at `at` of the tree's input, or an empty range at the end: where the
    /// spec's "c" was when it signalled.
    fn code_point(&self, at: usize) -> Range<usize> {
        let len = self
            .input
            .get(at..)
            .and_then(|rest| rest.chars().next())
            .map_or(0, char::len_utf8);
        at..at + len
    }

    /// Signal `kind` about `range` of the tree.
    pub(super) fn signal(&mut self, kind: DiagnosticKind, range: Range<usize>) {
        if self.report.wants_reports() {
            let span = self.original(range);
            self.report.report(kind, span);
        }
    }

    /// Signal `kind` about the code point at `at` (the end of the input: an empty span).
    pub(super) fn signal_at(&mut self, kind: DiagnosticKind, at: usize) {
        if self.report.wants_reports() {
            self.signal(kind, self.code_point(at));
        }
    }

    /// Signal `kind` once for each code point of `text` that `which` selects.
    pub(super) fn signal_each(
        &mut self,
        span: Span,
        kind: DiagnosticKind,
        which: fn(char) -> bool,
    ) {
        if !self.report.wants_reports() {
            return;
        }
        for (i, c) in span
            .text(self.input)
            .char_indices()
            .filter(|&(_, c)| which(c))
        {
            let at = span.start() + i;
            self.signal(kind, at..at + c.len_utf8());
        }
    }

    /// Two slashes of a special URL's "relative state", "relative slash state", "file state"
    /// or "file slash state": each "\" is an invalid-reverse-solidus.
    pub(super) fn signal_reverse_solidi(&mut self, slashes: Span) {
        self.signal_each(slashes, DiagnosticKind::InvalidReverseSolidus, |c| {
            c == '\\'
        });
    }

    /// "`<error>` validation error, return failure", about `range` of the tree's input: the
    /// failure's validation error goes to the report, and the failure says where (in the
    /// tree's input until `build` places it in the input as given).
    pub(super) fn fail(&mut self, failure: ParseErrorKind, range: Range<usize>) -> ParseError {
        if let Some(kind) = failure.diagnostic_kind() {
            self.signal(kind, range.clone());
        }
        ParseError::new(failure, range)
    }

    /// [`Actions::fail`] about the code point at `at`.
    pub(super) fn fail_at(&mut self, failure: ParseErrorKind, at: usize) -> ParseError {
        self.fail(failure, self.code_point(at))
    }

    /// The invalid-URL-unit checks of the path, opaque path, query and fragment states on each
    /// code point of `range`: "If c is not a URL code point and not U+0025 (%)" and "If c is
    /// U+0025 (%) and remaining does not start with two ASCII hex digits".
    pub(super) fn check_url_units(&mut self, range: Range<usize>) {
        if !self.report.wants_reports() {
            return;
        }
        let text = self.input.get(range.clone()).unwrap_or("");
        for (i, c) in text.char_indices() {
            let at = range.start + i;
            let bad = if c == '%' {
                is_bad_percent(self.input.as_bytes(), at)
            } else {
                !is_url_code_point(c)
            };
            if bad {
                self.signal(DiagnosticKind::InvalidUrlUnit, at..at + c.len_utf8());
            }
        }
    }

    /// The "path start state" and "path state" checks on a path production: for a special
    /// URL each "\" (a `reverse_solidus` piece) is an invalid-reverse-solidus; every other
    /// piece gets the URL-unit checks, from `units_from` on (code points before it were
    /// appended to the buffer by an earlier state).
    pub(super) fn check_path(
        &mut self,
        path: &PathSyntax<'_>,
        units_from: Option<usize>,
    ) -> Result<(), ParseError> {
        if !self.report.wants_reports() {
            return Ok(());
        }
        let from = units_from.unwrap_or(0);
        for piece in path.runs() {
            match piece.map_err(super::unexpected)? {
                PathPiece::ReverseSolidus(t) => {
                    self.signal(DiagnosticKind::InvalidReverseSolidus, t.range());
                }
                // Steps after "/" or "\\" (none a dot segment): each "\\" is a separator and an
                // invalid-reverse-solidus; what lies between them, segments and "/", gets the
                // URL-unit checks ("/" is a URL code point), in the order the path state meets
                // them.
                PathPiece::ReverseSolidusSteps(t) => {
                    let mut at = t.start();
                    for (i, _) in t.text(self.input).match_indices('\\') {
                        let separator = t.start() + i;
                        self.check_url_units(at.max(from)..separator.max(from));
                        self.signal(
                            DiagnosticKind::InvalidReverseSolidus,
                            separator..separator + 1,
                        );
                        at = separator + 1;
                    }
                    self.check_url_units(at.max(from)..t.end().max(from));
                }
                // A run of plain steps: its segments and the "/" between them, which is a URL
                // code point, so checking the run is checking each segment.
                PathPiece::Segment(t)
                | PathPiece::SingleDot(t)
                | PathPiece::DoubleDot(t)
                | PathPiece::DriveLetter(t)
                | PathPiece::PlainSteps(t) => {
                    self.check_url_units(t.start().max(from)..t.end().max(from));
                }
            }
        }
        Ok(())
    }
}
