//! "Converting part lists to regular expressions" and "Converting part lists to pattern
//! strings".

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
    let is_prefix_code_point = |s: &str| {
        options.prefix.is_some_and(|p| {
            let mut chars = s.chars();
            chars.next() == Some(p) && chars.next().is_none()
        })
    };
    for (index, part) in part_list.iter().enumerate() {
        let previous_part = index.checked_sub(1).map(|i| &part_list[i]);
        let next_part = part_list.get(index + 1);
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
        let custom_name = !starts_with_ascii_digit(&part.name);
        let mut needs_grouping = !part.suffix.is_empty()
            || (!part.prefix.is_empty() && !is_prefix_code_point(&part.prefix));
        if !needs_grouping
            && custom_name
            && part.kind == PartType::SegmentWildcard
            && part.modifier == Modifier::None
        {
            if let Some(next) = next_part.filter(|n| n.prefix.is_empty() && n.suffix.is_empty()) {
                if next.kind == PartType::FixedText {
                    needs_grouping = next
                        .value
                        .chars()
                        .next()
                        .is_some_and(|c| is_valid_name_code_point(c, false));
                } else {
                    needs_grouping = starts_with_ascii_digit(&next.name);
                }
            }
        }
        if !needs_grouping && part.prefix.is_empty() {
            if let Some(previous) = previous_part {
                if previous.kind == PartType::FixedText
                    && options.prefix.is_some()
                    && previous.value.chars().last() == options.prefix
                {
                    needs_grouping = true;
                }
            }
        }
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
