//! The second formulation: an entry rule as a regular expression for the `regex` crate,
//! written straight from the rules (no NFA, no fragments, no tags), with a named group per
//! captured rule reference. The `regex` crate's leftmost-first semantics prefer the first
//! alternative and more repetitions, the preference the tagged DFA implements, so for every
//! input the two must agree on membership and on every recorded boundary.
//!
//! Rule references are inlined; a captured one becomes `(?P<name__n>...)`, `name` its tag base
//! (`IPV4ADDRESS`) and `n` a counter, since a rule may be captured at several places (only one
//! of which takes part in a match: captures are never inside a repetition).

use super::ast::Node;
use super::grammar::Grammar;
use super::standards::Capture;
use std::fmt::Write;

/// The regular expression for `entry`, anchored at both ends.
pub fn entry(grammar: &Grammar, entry: &str, captures: &[Capture]) -> Option<String> {
    let def = grammar.get(entry)?;
    let mut w = Writer {
        grammar,
        captures,
        out: String::from("^(?:"),
        groups: 0,
    };
    w.node(&def.node, &def.name)?;
    w.out.push_str(")$");
    Some(w.out)
}

/// The group name's base for a capture of `rule` (`IPv4address` gives `IPV4ADDRESS`).
pub fn group_base(rule: &str) -> String {
    rule.to_ascii_uppercase().replace('-', "_")
}

struct Writer<'g> {
    grammar: &'g Grammar,
    captures: &'g [Capture],
    out: String,
    groups: usize,
}

impl Writer<'_> {
    fn node(&mut self, node: &Node, rule: &str) -> Option<()> {
        match node {
            Node::Alt(items) => {
                self.out.push_str("(?:");
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        self.out.push('|');
                    }
                    self.node(item, rule)?;
                }
                self.out.push(')');
            }
            Node::Seq(items) => {
                for item in items {
                    self.node(item, rule)?;
                }
            }
            Node::Group(inner) => {
                self.out.push_str("(?:");
                self.node(inner, rule)?;
                self.out.push(')');
            }
            Node::Optional(inner) => {
                self.out.push_str("(?:");
                self.node(inner, rule)?;
                self.out.push_str(")?");
            }
            Node::Repeat { min, max, node } => {
                if *max == Some(0) {
                    return Some(());
                }
                self.out.push_str("(?:");
                self.node(node, rule)?;
                self.out.push(')');
                let _ = match max {
                    None => write!(self.out, "{{{min},}}"),
                    Some(max) => write!(self.out, "{{{min},{max}}}"),
                };
            }
            Node::Name(name, _) => self.name(name, rule)?,
            Node::Str {
                text,
                case_sensitive,
                ..
            } => {
                for ch in text.chars() {
                    if !case_sensitive && ch.is_ascii_alphabetic() {
                        let _ = write!(
                            self.out,
                            "[{}{}]",
                            ch.to_ascii_lowercase(),
                            ch.to_ascii_uppercase()
                        );
                    } else {
                        self.char(u32::from(ch));
                    }
                }
            }
            Node::Chars(values, _) => values.iter().for_each(|&v| self.char(v)),
            Node::Range(lo, hi, _) => {
                let _ = write!(self.out, "[\\x{{{lo:X}}}-\\x{{{hi:X}}}]");
            }
            Node::Prose(..) => return None,
        }
        Some(())
    }

    fn char(&mut self, c: u32) {
        let _ = write!(self.out, "\\x{{{c:X}}}");
    }

    fn name(&mut self, name: &str, rule: &str) -> Option<()> {
        let def = self.grammar.get(name)?;
        let captured = self.captures.iter().any(|c| {
            c.rule.eq_ignore_ascii_case(name)
                && c.parent.is_none_or(|p| p.eq_ignore_ascii_case(rule))
        });
        if captured {
            let _ = write!(self.out, "(?P<{}__{}>", group_base(&def.name), self.groups);
            self.groups += 1;
        } else {
            self.out.push_str("(?:");
        }
        self.node(&def.node, &def.name)?;
        self.out.push(')');
        Some(())
    }
}
