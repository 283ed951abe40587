//! Validation errors found by the semantic actions: from the tree where it shows them (error
//! productions, separators, userinfo), and by scanning spans for the per-code-point checks.
//! Every method starts with `wants_reports()`, so with the `Ignore` sink they compile away.

use super::Actions;
use crate::diagnostic::{is_bad_percent, is_url_code_point, DiagnosticKind, Report};
use crate::error::ParseError;
use crate::syntax::Node;
use std::ops::Range;

impl<R: Report> Actions<'_, '_, '_, R> {
    /// The original input's bytes for `range` of the tree being walked.
    pub(super) fn original(&self, range: Range<usize>) -> Range<usize> {
        if !self.report.wants_reports() {
            return 0..0;
        }
        let range = range.start + self.shift..range.end + self.shift;
        self.offsets.map_or(range.clone(), |o| o.span(range))
    }

    /// The code point at `at` of the tree being walked, or an empty range at the end: where
    /// the spec's "c" was when it signalled.
    fn code_point(&self, at: usize) -> Range<usize> {
        let len = self
            .input
            .get(at + self.shift..)
            .and_then(|rest| rest.chars().next())
            .map_or(0, char::len_utf8);
        at..at + len
    }

    /// Signal `kind` about `range` of the tree being walked.
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

    /// Signal `kind` once for each code point of `node` that `which` selects.
    pub(super) fn signal_each(
        &mut self,
        node: &Node<'_, '_>,
        kind: DiagnosticKind,
        which: fn(char) -> bool,
    ) {
        if !self.report.wants_reports() {
            return;
        }
        for (i, c) in node.text().char_indices().filter(|&(_, c)| which(c)) {
            let at = node.start() + i;
            self.signal(kind, at..at + c.len_utf8());
        }
    }

    /// The validation error that comes with the failure `error`, about `range`; returns the
    /// failure.
    pub(super) fn fail(&mut self, error: ParseError, range: Range<usize>) -> ParseError {
        if let Some(kind) = DiagnosticKind::of_failure(error) {
            self.signal(kind, range);
        }
        error
    }

    /// [`Actions::fail`] about the code point at `at`.
    pub(super) fn fail_at(&mut self, error: ParseError, at: usize) -> ParseError {
        self.fail(error, self.code_point(at))
    }

    /// The two slashes the grammar matches as literals right before `at` (after "//" of a
    /// special relative reference or of "file:"): each "\" is an invalid-reverse-solidus.
    pub(super) fn check_two_slashes_before(&mut self, at: usize) {
        if !self.report.wants_reports() || at < 2 {
            return;
        }
        for p in [at - 2, at - 1] {
            if self.input.as_bytes().get(p + self.shift) == Some(&b'\\') {
                self.signal(DiagnosticKind::InvalidReverseSolidus, p..p + 1);
            }
        }
    }

    /// The invalid-URL-unit checks of the path, opaque path, query and fragment states on each
    /// code point of `range`: "If c is not a URL code point and not U+0025 (%)" and "If c is
    /// U+0025 (%) and remaining does not start with two ASCII hex digits".
    pub(super) fn check_url_units(&mut self, range: Range<usize>) {
        if !self.report.wants_reports() {
            return;
        }
        let text = self
            .input
            .get(range.start + self.shift..range.end + self.shift)
            .unwrap_or("");
        for (i, c) in text.char_indices() {
            let at = range.start + i;
            let bad = if c == '%' {
                is_bad_percent(self.input.as_bytes(), at + self.shift)
            } else {
                !is_url_code_point(c)
            };
            if bad {
                self.signal(DiagnosticKind::InvalidUrlUnit, at..at + c.len_utf8());
            }
        }
    }

    /// The "path start state" and "path state" checks on a path production: for a special
    /// URL each "\" separator is an invalid-reverse-solidus; every other code point but "/"
    /// gets the URL-unit checks, except the first `skip` ones (a buffer an earlier state
    /// filled).
    pub(super) fn check_path(&mut self, path: &Node<'_, '_>, skip: usize) {
        if !self.report.wants_reports() {
            return;
        }
        let special = self.url.is_special();
        for (i, c) in path.text().char_indices().skip(skip) {
            let at = path.start() + i;
            match c {
                '/' => {}
                '\\' if special => self.signal(DiagnosticKind::InvalidReverseSolidus, at..at + 1),
                _ => self.check_url_units(at..at + c.len_utf8()),
            }
        }
    }
}
