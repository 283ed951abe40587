//! The strict grammar of the "URL writing" and "host writing" sections, `grammar/writing.pest`,
//! compiled by build.rs into a recognizer like the URL grammar's, with pest's report of the
//! furthest failure as a second run after a failed one. It accepts valid URL strings only;
//! [`crate::is_valid_url_string`] runs it.
//!
//! With the `pest-runtime` feature, pest_derive also compiles the file onto pest's runtime
//! (`WritingGrammar`, run by `check_writing_with_pest`): the reference
//! tests/writing_recognizer.rs checks the recognizer and its report against.

use super::recognizer::writing;
use super::writing_rule::WritingRule;
use alloc::vec::Vec;
use core::ops::Range;

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
/// domain, which the caller decides. On a mismatch, where the furthest failure is and the
/// rules that failed there, as pest reports a parse error. An input of 4 GiB or more is not
/// read (the recognizer's spans are 32-bit): it is a mismatch where its first 4 GiB end,
/// expecting nothing more (no URL parser reads it either).
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
    if u32::try_from(input.len()).is_err() {
        let at = (0..=u32::MAX as usize)
            .rev()
            .find(|&i| input.is_char_boundary(i))
            .unwrap_or(0);
        return Err(WritingMismatch {
            at,
            expected: Vec::new(),
        });
    }
    let mut tokens = Vec::new();
    match writing::recognize(entry, input, &mut tokens) {
        Some(_) => Ok(tokens
            .iter()
            .filter(|t| t.rule == WritingRule::valid_domain)
            .map(|t| t.start as usize..t.end as usize)
            .collect()),
        None => {
            let (at, expected) = writing::furthest_failure(entry, input).furthest();
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

#[cfg(feature = "pest-runtime")]
mod derived {
    // pest_derive generates `Rule` (one variant per rule of grammar/writing.pest) and a few
    // items without docs of their own.
    #![allow(missing_docs)]

    /// The parser generated from `grammar/writing.pest` by pest_derive, on pest's runtime
    /// (feature `pest-runtime`).
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar/writing.pest"]
    pub struct WritingGrammar;
}

/// pest_derive's own rule enum for [`WritingGrammar`] (the same names, in the same order, as
/// [`WritingRule`]).
#[cfg(feature = "pest-runtime")]
pub use derived::Rule as PestWritingRule;
#[cfg(feature = "pest-runtime")]
pub use derived::WritingGrammar;

/// [`check_writing`] on pest's runtime ([`WritingGrammar`], feature `pest-runtime`): the
/// reference the generated recognizer and its furthest-failure report are tested against.
///
/// ```
/// use railurl::syntax::{check_writing, check_writing_with_pest, WritingRule};
/// let entry = WritingRule::valid_url_without_base;
/// for input in ["https://example.org/", "https://h/a b", "https:example"] {
///     assert_eq!(check_writing(entry, input), check_writing_with_pest(entry, input));
/// }
/// ```
#[cfg(feature = "pest-runtime")]
pub fn check_writing_with_pest(
    entry: WritingRule,
    input: &str,
) -> Result<Vec<Range<usize>>, WritingMismatch> {
    use alloc::format;
    use pest::Parser;
    let ours = |rule: PestWritingRule| WritingRule::from_name(&format!("{rule:?}"));
    // pest's `all_rules` lists the grammar's rules; its `EOI` is a variant beside them.
    let theirs = match entry {
        WritingRule::EOI => Some(PestWritingRule::EOI),
        _ => PestWritingRule::all_rules()
            .iter()
            .copied()
            .find(|r| format!("{r:?}") == entry.name()),
    };
    let Some(theirs) = theirs else {
        return Err(WritingMismatch {
            at: 0,
            expected: Vec::new(),
        });
    };
    match WritingGrammar::parse(theirs, input) {
        Ok(pairs) => Ok(pairs
            .flatten()
            .filter(|p| ours(p.as_rule()) == Some(WritingRule::valid_domain))
            .map(|p| p.as_span().start()..p.as_span().end())
            .collect()),
        Err(error) => {
            let at = match error.location {
                pest::error::InputLocation::Pos(at) => at,
                pest::error::InputLocation::Span((at, _)) => at,
            };
            let expected = match error.variant {
                pest::error::ErrorVariant::ParsingError { positives, .. } => {
                    positives.into_iter().filter_map(ours).collect()
                }
                pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
            };
            Err(WritingMismatch { at, expected })
        }
    }
}
