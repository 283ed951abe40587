//! The strict grammar of the "URL writing" and "host writing" sections, `grammar/writing.pest`,
//! compiled by pest_derive (build.rs's recognizer is only for `grammar/url.pest`). It accepts
//! valid URL strings only; [`crate::is_valid_url_string`] runs it.

use pest::Parser;
use std::ops::Range;

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
