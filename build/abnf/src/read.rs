//! A grammar file's text to its rules: the layout of ABNF as RFCs print it.
//!
//! - A rule starts on a line whose text begins at the file's rule column (the indentation of
//!   its first rule: RFCs indent their ABNF, RFC 5234 section 3.1's column 1 is the case of no
//!   indentation) with `rulename = ...` or `rulename =/ ...`; lines indented further continue
//!   it (RFC 5234 section 3.1: "continues if next line starts with white space").
//! - Blank lines and comment-only lines are skipped, also inside a rule.
//! - RFC page breaks are skipped, also inside a rule: a form feed, the page footer (`... [Page
//!   49]` at column 1) and the page header (`RFC 3986   URI Generic Syntax   January 2005`).
//! - Anything else at or left of the rule column is an error, so that text never silently
//!   disappears.

use super::ast::{Loc, Rule};
use super::error::Error;
use super::lex::{tokens, Line, Notation};
use super::parse::parse_rule;

/// The rules of one file, in order. Every malformed rule is reported, not only the first.
pub fn read_rules(file: &str, text: &str, notation: Notation) -> Result<Vec<Rule>, Vec<Error>> {
    let mut column = None;
    let mut chunks: Vec<Vec<Line<'_>>> = Vec::new();
    let mut errors = Vec::new();
    for (i, raw) in text.split('\n').enumerate() {
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        let number = i + 1;
        if skipped(line) {
            continue;
        }
        let indent = line.len() - line.trim_start_matches([' ', '\t']).len();
        let column = *column.get_or_insert(indent);
        let loc = Loc {
            file: file.to_owned(),
            line: number,
            col: indent + 1,
        };
        if indent == column {
            chunks.push(vec![(number, line)]);
        } else if indent > column && !chunks.is_empty() {
            if let Some(chunk) = chunks.last_mut() {
                chunk.push((number, line));
            }
        } else if indent > column {
            errors.push(Error::new(
                &loc,
                None,
                "a continuation line before any rule",
            ));
        } else {
            errors.push(Error::new(
                &loc,
                None,
                format!(
                    "text left of the rule column {} that is not a rule, a comment or a page break",
                    column + 1
                ),
            ));
        }
    }
    let mut rules = Vec::new();
    for chunk in &chunks {
        match tokens(file, chunk, notation).and_then(|toks| parse_rule(&toks, file, chunk[0].0)) {
            Ok(rule) => rules.push(rule),
            Err(mut e) => {
                if e.rule.is_none() {
                    let name: String = chunk[0]
                        .1
                        .trim_start()
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                        .collect();
                    e.rule = (!name.is_empty()).then_some(name);
                }
                errors.push(e)
            }
        }
    }
    if errors.is_empty() {
        Ok(rules)
    } else {
        Err(errors)
    }
}

/// Blank, comment-only, or part of an RFC page break.
fn skipped(line: &str) -> bool {
    let text = line.trim_matches([' ', '\t', '\x0c']);
    text.is_empty() || text.starts_with(';') || page_footer(line) || page_header(line)
}

/// `Berners-Lee, et al.         Standards Track                    [Page 49]`: at column 1,
/// no `=`, ending in `[Page N]`.
fn page_footer(line: &str) -> bool {
    let text = line.trim_end();
    if line.starts_with([' ', '\t']) || text.contains('=') {
        return false;
    }
    let Some(rest) = text.strip_suffix(']') else {
        return false;
    };
    match rest.rfind("[Page ") {
        Some(at) => {
            let n = &rest[at + "[Page ".len()..];
            !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())
        }
        None => false,
    }
}

/// `RFC 3986                   URI Generic Syntax               January 2005`: at column 1,
/// no `=`, "RFC", a number, then a gap of several spaces.
fn page_header(line: &str) -> bool {
    let Some(rest) = line.strip_prefix("RFC ") else {
        return false;
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && !line.contains('=') && rest[digits..].starts_with("  ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_breaks_are_recognized() {
        assert!(page_footer(
            "Berners-Lee, et al.         Standards Track                    [Page 49]"
        ));
        assert!(page_header(
            "RFC 3986                   URI Generic Syntax               January 2005"
        ));
        assert!(skipped("\x0c"));
        assert!(!page_footer("   foo = [Page 49]"));
        assert!(!page_header("RFC = 1"));
    }

    #[test]
    fn a_rule_continues_across_a_page_break() {
        let text = "   a = \"x\"\n\nAuthor         Standards Track          [Page 7]\n\x0c\nRFC 1   Title   May 2000\n\n     / \"y\"\n   b = a\n";
        let rules = read_rules("t.abnf", text, Notation::Abnf).unwrap();
        assert_eq!(rules.len(), 2);
        assert_eq!(rules[0].to_string(), "a = \"x\" / \"y\"");
    }

    #[test]
    fn text_left_of_the_rule_column_is_an_error() {
        let errors =
            read_rules("t.abnf", "   a = \"x\"\nprose here\n", Notation::Abnf).unwrap_err();
        assert_eq!(errors[0].loc.line, 2);
        assert!(errors[0].message.contains("rule column 4"), "{}", errors[0]);
    }
}
