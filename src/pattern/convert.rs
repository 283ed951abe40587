//! "Converting part lists to regular expressions" and "Converting part lists to pattern
//! strings": the regular expression a component matches with (as the standard writes it; the
//! matcher lowers the same part list to the same structure) and its normalized pattern string.

use super::part::{escape_regexp_string, Modifier, Options, Part, PartType, FULL_WILDCARD_REGEXP};
use crate::syntax::pattern::is_valid_name_code_point;
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;

/// "generate a regular expression and name list" given `part_list` and `options`.
pub(crate) fn regular_expression_and_name_list(
    part_list: &[Part],
    options: &Options,
) -> (String, Vec<String>) {
    let mut result = String::from("^");
    let mut name_list = Vec::new();
    for part in part_list {
        if part.kind == PartType::FixedText {
            if part.modifier == Modifier::None {
                escape_regexp_string(&part.value, &mut result);
            } else {
                // "(?:<fixed text>)<modifier>"
                result.push_str("(?:");
                escape_regexp_string(&part.value, &mut result);
                result.push(')');
                result.push_str(part.modifier.as_str());
            }
            continue;
        }
        name_list.push(part.name.clone());
        let regexp_value = match part.kind {
            PartType::SegmentWildcard => options.segment_wildcard_regexp(),
            PartType::FullWildcard => FULL_WILDCARD_REGEXP.to_string(),
            _ => part.value.clone(),
        };
        if part.prefix.is_empty() && part.suffix.is_empty() {
            if matches!(part.modifier, Modifier::None | Modifier::Optional) {
                // "(<regexp value>)<modifier>"
                result.push('(');
                result.push_str(&regexp_value);
                result.push(')');
                result.push_str(part.modifier.as_str());
            } else {
                // "((?:<regexp value>)<modifier>)"
                result.push_str("((?:");
                result.push_str(&regexp_value);
                result.push(')');
                result.push_str(part.modifier.as_str());
                result.push(')');
            }
            continue;
        }
        if matches!(part.modifier, Modifier::None | Modifier::Optional) {
            // "(?:<prefix>(<regexp value>)<suffix>)<modifier>"
            result.push_str("(?:");
            escape_regexp_string(&part.prefix, &mut result);
            result.push('(');
            result.push_str(&regexp_value);
            result.push(')');
            escape_regexp_string(&part.suffix, &mut result);
            result.push(')');
            result.push_str(part.modifier.as_str());
            continue;
        }
        // "(?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?"
        result.push_str("(?:");
        escape_regexp_string(&part.prefix, &mut result);
        result.push_str("((?:");
        result.push_str(&regexp_value);
        result.push_str(")(?:");
        escape_regexp_string(&part.suffix, &mut result);
        escape_regexp_string(&part.prefix, &mut result);
        result.push_str("(?:");
        result.push_str(&regexp_value);
        result.push_str("))*)");
        escape_regexp_string(&part.suffix, &mut result);
        result.push(')');
        if part.modifier == Modifier::ZeroOrMore {
            result.push('?');
        }
    }
    result.push('$');
    (result, name_list)
}

/// "escape a pattern string", appended to `out`.
pub(crate) fn escape_pattern_string(input: &str, out: &mut String) {
    for c in input.chars() {
        if matches!(c, '+' | '*' | '?' | ':' | '{' | '}' | '(' | ')' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
}

/// "escape a pattern string" as a new string.
pub(crate) fn escaped_pattern_string(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    escape_pattern_string(input, &mut out);
    out
}

fn starts_with_ascii_digit(s: &str) -> bool {
    s.as_bytes().first().is_some_and(u8::is_ascii_digit)
}

/// "generate a pattern string" given `part_list` and `options`.
pub(crate) fn pattern_string(part_list: &[Part], options: &Options) -> String {
    let mut result = String::new();
    for (index, part) in part_list.iter().enumerate() {
        let previous_part = index.checked_sub(1).map(|i| &part_list[i]);
        let next_part = part_list.get(index + 1);
        // "If part's type is "fixed-text" then:"
        if part.kind == PartType::FixedText {
            if part.modifier == Modifier::None {
                escape_pattern_string(&part.value, &mut result);
                continue;
            }
            result.push('{');
            escape_pattern_string(&part.value, &mut result);
            result.push('}');
            result.push_str(part.modifier.as_str());
            continue;
        }
        // "Let custom name be true if part's name[0] is not an ASCII digit; otherwise false."
        let custom_name = !starts_with_ascii_digit(&part.name);
        let needs_grouping = needs_grouping(part, previous_part, next_part, options, custom_name);
        if needs_grouping {
            result.push('{');
        }
        escape_pattern_string(&part.prefix, &mut result);
        if custom_name {
            result.push(':');
            result.push_str(&part.name);
        }
        match part.kind {
            PartType::Regexp => {
                result.push('(');
                result.push_str(&part.value);
                result.push(')');
            }
            PartType::SegmentWildcard if !custom_name => {
                result.push('(');
                result.push_str(&options.segment_wildcard_regexp());
                result.push(')');
            }
            PartType::FullWildcard => {
                let plain_asterisk = previous_part
                    .is_none_or(|p| p.kind == PartType::FixedText || p.modifier != Modifier::None)
                    || needs_grouping
                    || !part.prefix.is_empty();
                if !custom_name && plain_asterisk {
                    result.push('*');
                } else {
                    result.push('(');
                    result.push_str(FULL_WILDCARD_REGEXP);
                    result.push(')');
                }
            }
            _ => {}
        }
        // A suffix that starts with a name code point would continue the name: escape it.
        if part.kind == PartType::SegmentWildcard
            && custom_name
            && part
                .suffix
                .chars()
                .next()
                .is_some_and(|c| is_valid_name_code_point(c, false))
        {
            result.push('\\');
        }
        escape_pattern_string(&part.suffix, &mut result);
        if needs_grouping {
            result.push('}');
        }
        result.push_str(part.modifier.as_str());
    }
    result
}

/// "needs grouping" in "generate a pattern string": whether a part with a group must be
/// written inside `{ … }`, because of its prefix or suffix, or because its neighbours would
/// read differently without the braces.
fn needs_grouping(
    part: &Part,
    previous_part: Option<&Part>,
    next_part: Option<&Part>,
    options: &Options,
    custom_name: bool,
) -> bool {
    // "part's suffix is not the empty string", or "part's prefix is not the empty string and
    // is not options's prefix code point".
    let is_prefix_code_point = |s: &str| {
        options.prefix.is_some_and(|p| {
            let mut chars = s.chars();
            chars.next() == Some(p) && chars.next().is_none()
        })
    };
    if !part.suffix.is_empty() || (!part.prefix.is_empty() && !is_prefix_code_point(&part.prefix)) {
        return true;
    }
    // A named segment wildcard followed directly by a part whose text would continue its
    // name.
    if custom_name && part.kind == PartType::SegmentWildcard && part.modifier == Modifier::None {
        if let Some(next) = next_part.filter(|n| n.prefix.is_empty() && n.suffix.is_empty()) {
            let continues_name = if next.kind == PartType::FixedText {
                next.value
                    .chars()
                    .next()
                    .is_some_and(|c| is_valid_name_code_point(c, false))
            } else {
                starts_with_ascii_digit(&next.name)
            };
            if continues_name {
                return true;
            }
        }
    }
    // A part without a prefix after fixed text that ends with the prefix code point, which
    // would otherwise become its prefix.
    part.prefix.is_empty()
        && previous_part.is_some_and(|previous| {
            previous.kind == PartType::FixedText
                && options.prefix.is_some()
                && previous.value.chars().last() == options.prefix
        })
}
