//! An atom of a regexp group compiled on regress as `^(?:<atom>)$` and asked whether one code
//! point (or, for a class with strings, one candidate string) matches it. It answers for the
//! atoms whose meaning needs Unicode's tables (`\p{L}`, set operations, non-ASCII code
//! points under ignore case): regress carries the property tables and "Canonicalize"'s simple
//! case folding, so nothing in railurl repeats them. The matcher never runs regress on the
//! component's text, only on single code points.

use super::super::error::{PatternError, PatternErrorKind};
use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};

/// An atom compiled on regress as `^(?:<atom>)$`, asked about one code point (or, for a
/// class with strings, one candidate string) at a time.
#[derive(Clone, Debug)]
pub(crate) struct RegressAtom {
    source: String,
    regex: Box<regress::Regex>,
}

impl PartialEq for RegressAtom {
    fn eq(&self, other: &RegressAtom) -> bool {
        self.source == other.source
    }
}

impl Eq for RegressAtom {}

impl RegressAtom {
    /// The atom `atom` (its regexp syntax), with the `v` flag and, with `ignore_case`, `i`.
    pub(crate) fn new(atom: &str, ignore_case: bool) -> Result<RegressAtom, PatternError> {
        let source = format!("^(?:{atom})$");
        let flags = if ignore_case { "vi" } else { "v" };
        let regex = regress::Regex::with_flags(&source, flags)
            .map_err(|e| PatternError::bare(PatternErrorKind::Regexp(e.to_string())))?;
        Ok(RegressAtom {
            source,
            regex: Box::new(regex),
        })
    }

    /// Whether the atom matches all of `text`.
    pub(crate) fn matches_str(&self, text: &str) -> bool {
        self.regex.find(text).is_some()
    }

    /// Whether the atom matches the code point `c`.
    pub(crate) fn matches(&self, c: char) -> bool {
        let mut buffer = [0u8; 4];
        self.matches_str(c.encode_utf8(&mut buffer))
    }

    /// The ASCII table, one question per code point.
    pub(crate) fn ascii(&self) -> u128 {
        (0u8..128)
            .filter(|&b| self.matches(char::from(b)))
            .fold(0, |table, b| table | 1u128 << b)
    }
}
