//! "Parsing" ("Parsing pattern strings"), the semantic half of "parse a pattern string": the
//! grammar's items (src/syntax/pattern.rs) lowered to the standard's part list, with the
//! encoding callback run on fixed text, prefixes and suffixes.

use super::error::{PatternError, PatternErrorKind};
use super::part::{Modifier, Options, Part, PartType, FULL_WILDCARD_REGEXP};
use crate::syntax::pattern::{self as syntax, PatternItem, RegexpOrWildcard};
use alloc::collections::BTreeSet;
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;

/// "parse a pattern string" with an identity encoding callback: the part list of `input`.
///
/// ```
/// use railurl::pattern::{parse_pattern_string, Options, PartType};
/// let parts = parse_pattern_string("{a}?*", &Options::DEFAULT).unwrap();
/// assert_eq!(parts[0].kind, PartType::FixedText);
/// assert_eq!(parts[1].kind, PartType::FullWildcard);
/// assert!(parse_pattern_string("(", &Options::DEFAULT).is_err());
/// ```
pub fn parse_pattern_string(input: &str, options: &Options) -> Result<Vec<Part>, PatternError> {
    parse(input, options, &|s: &str| Ok(s.to_string()))
}

/// An encoding callback: validates and encodes a piece of fixed text, or throws.
pub(crate) type EncodingCallback<'c> = dyn Fn(&str) -> Result<String, PatternError> + 'c;

/// The pattern parser's state beside its token list ("Parsing").
struct PatternParser<'c> {
    encoding_callback: &'c EncodingCallback<'c>,
    segment_wildcard_regexp: String,
    part_list: Vec<Part>,
    /// The names of the part list's groups, so that "is a duplicate name" is one lookup: a
    /// walk of the list at each group would make a pattern of n groups cost O(n²).
    names: BTreeSet<String>,
    pending_fixed_value: String,
    next_numeric_name: usize,
}

/// "parse a pattern string" given `input`, `options` and an encoding callback.
pub(crate) fn parse(
    input: &str,
    options: &Options,
    encoding_callback: &EncodingCallback<'_>,
) -> Result<Vec<Part>, PatternError> {
    let mut parser = PatternParser {
        encoding_callback,
        segment_wildcard_regexp: options.segment_wildcard_regexp(),
        part_list: Vec::new(),
        names: BTreeSet::new(),
        pending_fixed_value: String::new(),
        next_numeric_name: 0,
    };
    for item in syntax::parse_pattern(input)? {
        match item {
            // "If fixed token is not null: append fixed token's value to parser's pending
            // fixed value."
            PatternItem::FixedText(value) => parser.pending_fixed_value.push_str(value),
            PatternItem::Group {
                braced,
                mut prefix,
                name,
                regexp_or_wildcard,
                suffix,
                modifier,
                span,
            } => {
                if !braced {
                    // "If prefix is not the empty string and not options's prefix code point:
                    // append prefix to pending fixed value, set prefix to the empty string."
                    let is_prefix_code_point = options.prefix.is_some_and(|p| {
                        let mut chars = prefix.chars();
                        chars.next() == Some(p) && chars.next().is_none()
                    });
                    if !prefix.is_empty() && !is_prefix_code_point {
                        parser.pending_fixed_value.push_str(&prefix);
                        prefix.clear();
                    }
                    parser.maybe_add_part_from_pending()?;
                }
                parser
                    .add_part(
                        &prefix,
                        name,
                        regexp_or_wildcard,
                        &suffix,
                        Modifier::from_token(modifier),
                    )
                    .map_err(|e| {
                        if e.span.is_empty() {
                            PatternError { span, ..e }
                        } else {
                            e
                        }
                    })?;
            }
        }
    }
    // "Run maybe add a part from the pending fixed value" before the "end" token.
    parser.maybe_add_part_from_pending()?;
    Ok(parser.part_list)
}

impl PatternParser<'_> {
    /// "maybe add a part from the pending fixed value".
    fn maybe_add_part_from_pending(&mut self) -> Result<(), PatternError> {
        if self.pending_fixed_value.is_empty() {
            return Ok(());
        }
        let encoded_value = (self.encoding_callback)(&self.pending_fixed_value)?;
        self.pending_fixed_value.clear();
        self.part_list.push(Part {
            kind: PartType::FixedText,
            value: encoded_value,
            modifier: Modifier::None,
            name: String::new(),
            prefix: String::new(),
            suffix: String::new(),
        });
        Ok(())
    }

    /// "add a part".
    fn add_part(
        &mut self,
        prefix: &str,
        name_token: Option<&str>,
        regexp_or_wildcard_token: Option<RegexpOrWildcard<'_>>,
        suffix: &str,
        modifier: Modifier,
    ) -> Result<(), PatternError> {
        // "If name token is null and regexp or wildcard token is null and modifier is none":
        // a "{foo}" grouping, combined with the pending fixed value.
        if name_token.is_none() && regexp_or_wildcard_token.is_none() && modifier == Modifier::None
        {
            self.pending_fixed_value.push_str(prefix);
            return Ok(());
        }
        self.maybe_add_part_from_pending()?;
        if name_token.is_none() && regexp_or_wildcard_token.is_none() {
            // A "{foo}?" grouping: a fixed-text part with a modifier. (The grammar only gives
            // a suffix after a name or regexp, so suffix is empty here.)
            if prefix.is_empty() {
                return Ok(());
            }
            let encoded_value = (self.encoding_callback)(prefix)?;
            self.part_list.push(Part {
                kind: PartType::FixedText,
                value: encoded_value,
                modifier,
                name: String::new(),
                prefix: String::new(),
                suffix: String::new(),
            });
            return Ok(());
        }
        // "Next, we convert the regexp or wildcard token into a regular expression."
        let mut regexp_value = match regexp_or_wildcard_token {
            None => self.segment_wildcard_regexp.clone(),
            Some(RegexpOrWildcard::Wildcard) => FULL_WILDCARD_REGEXP.to_string(),
            Some(RegexpOrWildcard::Regexp(value)) => value.to_string(),
        };
        let mut kind = PartType::Regexp;
        if regexp_value == self.segment_wildcard_regexp {
            kind = PartType::SegmentWildcard;
            regexp_value.clear();
        } else if regexp_value == FULL_WILDCARD_REGEXP {
            kind = PartType::FullWildcard;
            regexp_value.clear();
        }
        let name = match name_token {
            Some(name) => name.to_string(),
            None => {
                let name = self.next_numeric_name.to_string();
                self.next_numeric_name += 1;
                name
            }
        };
        // "is a duplicate name": a group of the part list has this name (fixed-text parts have
        // none).
        if !self.names.insert(name.clone()) {
            return Err(PatternError::bare(PatternErrorKind::DuplicateName(name)));
        }
        let encoded_prefix = (self.encoding_callback)(prefix)?;
        let encoded_suffix = (self.encoding_callback)(suffix)?;
        self.part_list.push(Part {
            kind,
            value: regexp_value,
            modifier,
            name,
            prefix: encoded_prefix,
            suffix: encoded_suffix,
        });
        Ok(())
    }
}
