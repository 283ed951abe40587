//! Why a string is not a URI: the byte where the grammar could not go on, and what it
//! expected there. The same type serves RFC 3987's IRIs and RFC 2396's URIs.

use crate::abnf::Mismatch;
use crate::diagnostic::render::caret_render;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

/// What kind of failure a [`UriError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UriErrorKind {
    /// The input does not match the grammar's rule: at [`UriError::position`], none of
    /// [`UriError::expected`] comes next.
    Syntax,
    /// The input is 4 GiB or longer, which railurl does not represent (its offsets are 32-bit).
    TooLong,
}

/// A string that is not a URI (reference), IRI (reference) or RFC 2396 URI: the rule that did
/// not match, the byte offset where the input leaves its language (the longest prefix that
/// some string of the language starts with ends there), and what the grammar expected there.
///
/// ```
/// use railurl::rfc3986::{Uri, UriRef};
/// let e = Uri::parse("exam=ple:foo").unwrap_err();
/// assert_eq!((e.rule(), e.position()), ("URI", 4));
/// assert_eq!(e.expected(), ["ALPHA", "DIGIT", "\"+\"", "\"-\"", "\".\"", "\":\""]);
/// assert_eq!(
///     e.to_string(),
///     "not a URI: at byte 4, expected ALPHA, DIGIT, \"+\", \"-\", \".\" or \":\""
/// );
/// // As a reference, "exam=ple" is a relative path whose first segment cannot hold ":".
/// assert_eq!(UriRef::parse("exam=ple:foo").unwrap_err().position(), 8);
/// // Where a path segment may continue, a space is not allowed.
/// let e = UriRef::parse("http://example.com/a b").unwrap_err();
/// assert_eq!(e.position(), 20);
/// assert_eq!(
///     e.expected(),
///     ["\":\"", "unreserved", "\"%\"", "sub-delims", "\"@\"", "\"/\"", "\"?\"", "\"#\"", "end of input"]
/// );
/// // "example.com:80ab" could still be user information: an "@" is missing at the end.
/// let e = UriRef::parse("http://example.com:80ab").unwrap_err();
/// assert_eq!((e.position(), e.expected().last()), (23, Some(&"\"@\"")));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UriError {
    kind: UriErrorKind,
    rule: &'static str,
    at: usize,
    mismatch: Option<Mismatch>,
}

/// The label of the end of the input in [`UriError::expected`].
pub const END_OF_INPUT: &str = "end of input";

impl UriError {
    pub(crate) fn syntax(rule: &'static str, mismatch: Mismatch) -> UriError {
        UriError {
            kind: UriErrorKind::Syntax,
            rule,
            at: mismatch.at,
            mismatch: Some(mismatch),
        }
    }

    pub(crate) fn too_long(rule: &'static str) -> UriError {
        UriError {
            kind: UriErrorKind::TooLong,
            rule,
            at: 0,
            mismatch: None,
        }
    }

    /// What kind of failure this is.
    ///
    /// ```
    /// use railurl::rfc3986::{UriErrorKind, UriRef};
    /// assert_eq!(UriRef::parse("a b").unwrap_err().kind(), UriErrorKind::Syntax);
    /// ```
    pub fn kind(&self) -> UriErrorKind {
        self.kind
    }

    /// The grammar rule the input was matched against (`URI-reference`, `URI`,
    /// `absolute-URI`, `IRI-reference`, ..., RFC 2396's `absoluteURI`).
    ///
    /// ```
    /// use railurl::rfc3986::AbsoluteUri;
    /// assert_eq!(AbsoluteUri::parse("a:b#c").unwrap_err().rule(), "absolute-URI");
    /// ```
    pub fn rule(&self) -> &'static str {
        self.rule
    }

    /// The byte offset of the input where it leaves the rule's language: the first byte no
    /// string of the language has there, or the input's length when the input stops short.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("http://[::1/").unwrap_err().position(), 11);
    /// assert_eq!(UriRef::parse("%4").unwrap_err().position(), 2);
    /// ```
    pub fn position(&self) -> usize {
        self.at
    }

    /// What the grammar allows at [`position`](UriError::position): character-class rules by
    /// name (`unreserved`, `HEXDIG`), terminals as the grammar writes them (`"/"`), and
    /// [`END_OF_INPUT`] when the input could have ended there. Empty for
    /// [`UriErrorKind::TooLong`].
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("%4").unwrap_err().expected(), ["HEXDIG"]);
    /// ```
    pub fn expected(&self) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        if let Some(m) = &self.mismatch {
            out.extend(m.expected());
            if m.end_allowed() {
                out.push(END_OF_INPUT);
            }
        }
        out
    }
}

impl UriError {
    /// Compiler-style rendering against the input that failed, as
    /// [`Diagnostic::render`](crate::Diagnostic::render) draws a validation error: `not a RULE:
    /// expected ...`, the input echoed (a window of it, controls escaped), and a caret under
    /// the byte where the input leaves the rule's language (past the end when it stops short).
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// let input = "http://[::1/";
    /// let error = UriRef::parse(input).unwrap_err();
    /// assert_eq!(
    ///     error.render(input),
    ///     "not a URI-reference: at byte 11, expected DIGIT, \".\", \":\", HEXDIG or \"]\"\n\
    ///      \x20 | http://[::1/\n\
    ///      \x20 |            ^\n"
    /// );
    /// ```
    pub fn render(&self, input: &str) -> String {
        let title = format!("not {} {}", article(self.rule), self.rule);
        let message = self.to_string();
        let message = message
            .strip_prefix(&format!("{title}: "))
            .unwrap_or(&message);
        // The one character the grammar refused (nothing when the input stopped short).
        let end = input
            .get(self.at..)
            .and_then(|rest| rest.chars().next())
            .map_or(self.at, |c| self.at + c.len_utf8());
        caret_render(input, self.at..end, &title, message)
    }
}

impl fmt::Display for UriError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind == UriErrorKind::TooLong {
            return write!(
                f,
                "not {} {}: 4 GiB or longer",
                article(self.rule),
                self.rule
            );
        }
        let (article, rule) = (article(self.rule), self.rule);
        write!(f, "not {article} {rule}: at byte {}, expected ", self.at)?;
        let expected = self.expected();
        for (i, e) in expected.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == expected.len() {
                    " or "
                } else {
                    ", "
                })?;
            }
            f.write_str(e)?;
        }
        if expected.is_empty() {
            f.write_str("nothing more")?;
        }
        Ok(())
    }
}

impl core::error::Error for UriError {}

/// "a URI", "a URI-reference", but "an IRI", "an absolute-URI".
fn article(rule: &str) -> &'static str {
    match rule.as_bytes().first() {
        Some(b'a' | b'e' | b'i' | b'o' | b'A' | b'E' | b'I' | b'O') => "an",
        _ => "a",
    }
}
