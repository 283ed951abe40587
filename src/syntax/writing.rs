//! The strict grammar of the "URL writing" and "host writing" sections, `grammar/writing.pest`,
//! compiled by pest_derive (build.rs's recognizer is only for `grammar/url.pest`). It accepts
//! valid URL strings only; [`crate::is_valid_url_string`] runs it.

use alloc::vec::Vec;
use core::ops::Range;
use pest::Parser;

mod generated {
    // pest_derive generates `Rule` (one variant per rule of grammar/writing.pest, documented
    // by the rule's `///` comment) and a few items without docs of their own.
    #![allow(missing_docs)]

    /// The parser generated from `grammar/writing.pest` by pest_derive.
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar/writing.pest"]
    pub struct WritingGrammar;
}

pub use generated::{Rule as WritingRule, WritingGrammar};

/// Where an entry rule of `grammar/writing.pest` stopped matching: the byte offset of the
/// furthest position it reached, and the rules it expected there.
///
/// ```
/// use railurl::syntax::{check_writing, WritingRule};
/// let mismatch = check_writing(WritingRule::valid_url_without_base, "https://h/a b").unwrap_err();
/// assert_eq!(mismatch.at, 11);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WritingMismatch {
    /// The byte offset where matching stopped.
    pub at: usize,
    /// The rules the grammar tried at `at`.
    pub expected: Vec<WritingRule>,
}

/// Run `entry` (one of the `valid_url_*` rules) on `input`. On a match, the spans of every
/// `valid_domain` in it: the grammar only says where a domain is, not whether it is a valid
/// domain, which the caller decides.
///
/// ```
/// use railurl::syntax::{check_writing, WritingRule};
/// assert_eq!(check_writing(WritingRule::valid_url_without_base, "https://example.org/"), Ok(vec![8..19]));
/// assert_eq!(check_writing(WritingRule::valid_url_without_base, "https://[::1]/"), Ok(vec![]));
/// ```
pub fn check_writing(
    entry: WritingRule,
    input: &str,
) -> Result<Vec<Range<usize>>, WritingMismatch> {
    match WritingGrammar::parse(entry, input) {
        Ok(pairs) => Ok(pairs
            .flatten()
            .filter(|p| p.as_rule() == WritingRule::valid_domain)
            .map(|p| p.as_span().start()..p.as_span().end())
            .collect()),
        Err(error) => {
            let at = match error.location {
                pest::error::InputLocation::Pos(at) => at,
                pest::error::InputLocation::Span((at, _)) => at,
            };
            let expected = match error.variant {
                pest::error::ErrorVariant::ParsingError { positives, .. } => positives,
                pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
            };
            Err(WritingMismatch { at, expected })
        }
    }
}

/// The entry rule of `grammar/writing.pest` for a base: none, or a base with an opaque
/// path or not, and its scheme (the valid-URL-string forms depend on the base, as the
/// parser's "no scheme state" does).
///
/// ```
/// use railurl::syntax::{writing_entry, WritingRule};
/// assert_eq!(writing_entry(None), WritingRule::valid_url_without_base);
/// assert_eq!(writing_entry(Some((false, "https"))), WritingRule::valid_url_with_special_base);
/// ```
pub fn writing_entry(base: Option<(bool, &str)>) -> WritingRule {
    match base {
        None => WritingRule::valid_url_without_base,
        Some((true, _)) => WritingRule::valid_url_with_opaque_base,
        Some((false, "file")) => WritingRule::valid_url_with_file_base,
        Some((false, scheme)) if crate::record::is_special_scheme(scheme) => {
            WritingRule::valid_url_with_special_base
        }
        Some(_) => WritingRule::valid_url_with_base,
    }
}

impl WritingRule {
    /// What the rule stands for, in the spec's words.
    ///
    /// ```
    /// use railurl::syntax::WritingRule;
    /// assert_eq!(WritingRule::url_query.spec_words(), "a URL-query string");
    /// ```
    pub fn spec_words(self) -> &'static str {
        use WritingRule as R;
        match self {
            R::EOI => "the end of the input",
            R::scheme_delimiter => "\":\" after a URL-scheme string",
            R::absolute_url => "an absolute-URL string",
            R::special_scheme | R::file_scheme | R::non_special_scheme | R::url_scheme => {
                "a URL-scheme string followed by \":\""
            }
            R::special_relative_url | R::file_relative_url | R::relative_url => {
                "a relative-URL string"
            }
            R::scheme_relative_special_url => {
                "a scheme-relative-special-URL string (\"//\" and a host)"
            }
            R::scheme_relative_url => "a scheme-relative-URL string",
            R::scheme_relative_file_url => "a scheme-relative-file-URL string (\"//\")",
            R::url_port => "a URL-port string (digits for a 16-bit unsigned integer)",
            R::path_absolute_url => "a path-absolute-URL string",
            R::path_absolute_non_authority_url => "a path-absolute-non-authority-URL string",
            R::path_relative_scheme_less_url => "a path-relative-scheme-less-URL string",
            R::path_relative_url => "a path-relative-URL string",
            R::url_path_segment => "a URL-path-segment string",
            R::opaque_path_url => "an opaque-path-URL string",
            R::url_query => "a URL-query string",
            R::url_fragment => "a URL-fragment string",
            R::valid_host | R::valid_domain => "a valid host string",
            R::valid_ipv4_address => "a valid IPv4-address string",
            R::valid_ipv6_address => "a valid IPv6-address string",
            R::valid_opaque_host => "a valid opaque-host string",
            _ => "a valid URL string",
        }
    }
}
