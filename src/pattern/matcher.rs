//! Matching a component without a regular expression engine. A part list without "regexp"
//! parts is compiled to the same structure "generate a regular expression and name list"
//! writes (`(?:<prefix>(<value>)<suffix>)<modifier>`, ...) and run with ECMAScript's
//! backtracking semantics (ECMA-262 "RepeatMatcher": greedy or lazy order, captures reset on
//! each iteration, an empty iteration beyond the minimum rejected), so the groups are exactly
//! those `RegExpBuiltinExec` would give. A component with a "regexp" part runs the whole
//! generated regular expression on regress instead (src/pattern/component.rs).

use super::parts::{Modifier, Options, Part, PartType};
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

/// One node of the compiled part list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Node {
    /// Fixed text (already canonicalized, so ASCII in practice).
    Literal(String),
    /// One code point that is not `Some(delimiter)`: the segment wildcard's `[^<delimiter>]`.
    NotDelimiter(Option<char>),
    /// One code point that is not a line terminator: the full wildcard's `.`.
    Dot,
    /// A sequence.
    Seq(Vec<Node>),
    /// A capturing group, numbered from 1.
    Capture(usize, Box<Node>),
    /// A quantifier: `min`, `max` (None for infinity), greedy or lazy, and the capture
    /// numbers inside the repeated node (reset on each iteration).
    Repeat {
        node: Box<Node>,
        min: usize,
        max: Option<usize>,
        greedy: bool,
        captures: Range<usize>,
    },
}

fn repeat(
    node: Node,
    min: usize,
    max: Option<usize>,
    greedy: bool,
    captures: Range<usize>,
) -> Node {
    Node::Repeat {
        node: Box::new(node),
        min,
        max,
        greedy,
        captures,
    }
}

fn modifier_bounds(modifier: Modifier) -> (usize, Option<usize>) {
    match modifier {
        Modifier::None => (1, Some(1)),
        Modifier::Optional => (0, Some(1)),
        Modifier::ZeroOrMore => (0, None),
        Modifier::OneOrMore => (1, None),
    }
}

/// Compile a part list without "regexp" parts, mirroring "generate a regular expression and
/// name list" form by form. `None` if a part is a "regexp" part.
pub(crate) fn compile(part_list: &[Part], options: &Options) -> Option<Node> {
    let mut seq = Vec::new();
    let mut group = 0;
    for part in part_list {
        if part.kind == PartType::FixedText {
            let literal = Node::Literal(part.value.clone());
            if part.modifier == Modifier::None {
                seq.push(literal);
            } else {
                // "(?:<fixed text>)<modifier>"
                let (min, max) = modifier_bounds(part.modifier);
                seq.push(repeat(literal, min, max, true, 0..0));
            }
            continue;
        }
        group += 1;
        let value = || match part.kind {
            // "[^<delimiter>]+?"
            PartType::SegmentWildcard => Some(repeat(
                Node::NotDelimiter(options.delimiter),
                1,
                None,
                false,
                0..0,
            )),
            // ".*"
            PartType::FullWildcard => Some(repeat(Node::Dot, 0, None, true, 0..0)),
            _ => None,
        };
        let (min, max) = modifier_bounds(part.modifier);
        let repeating = matches!(part.modifier, Modifier::ZeroOrMore | Modifier::OneOrMore);
        let this = group..group + 1;
        if part.prefix.is_empty() && part.suffix.is_empty() {
            if !repeating {
                // "(<regexp value>)<modifier>"
                let capture = Node::Capture(group, Box::new(value()?));
                seq.push(if part.modifier == Modifier::None {
                    capture
                } else {
                    repeat(capture, 0, Some(1), true, this)
                });
            } else {
                // "((?:<regexp value>)<modifier>)"
                let inner = repeat(value()?, min, max, true, 0..0);
                seq.push(Node::Capture(group, Box::new(inner)));
            }
            continue;
        }
        let prefix = Node::Literal(part.prefix.clone());
        let suffix = Node::Literal(part.suffix.clone());
        if !repeating {
            // "(?:<prefix>(<regexp value>)<suffix>)<modifier>"
            let body = Node::Seq(vec![
                prefix,
                Node::Capture(group, Box::new(value()?)),
                suffix,
            ]);
            seq.push(if part.modifier == Modifier::None {
                body
            } else {
                repeat(body, 0, Some(1), true, this)
            });
            continue;
        }
        // "(?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?"
        let again = Node::Seq(vec![suffix.clone(), prefix.clone(), value()?]);
        let captured = Node::Seq(vec![value()?, repeat(again, 0, None, true, 0..0)]);
        let body = Node::Seq(vec![
            prefix,
            Node::Capture(group, Box::new(captured)),
            suffix,
        ]);
        seq.push(if part.modifier == Modifier::ZeroOrMore {
            repeat(body, 0, Some(1), true, this)
        } else {
            body
        });
    }
    Some(Node::Seq(seq))
}

/// Why a match stopped without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TooComplex;

/// The most backtracking steps one match may take.
const STEP_BUDGET: u64 = 10_000_000;
/// The most stack the continuations may use, in bytes: a repeated group nests one
/// continuation per iteration, so a long input could otherwise overflow the stack. Measured
/// from addresses of locals, so it holds whatever the frame sizes (debug or release).
const STACK_BUDGET: usize = 512 * 1024;

/// An address on the current stack frame.
fn stack_position() -> usize {
    let probe = 0u8;
    core::ptr::addr_of!(probe) as usize
}

struct Matcher<'t> {
    text: &'t str,
    ignore_case: bool,
    captures: Vec<Option<(usize, usize)>>,
    steps: u64,
    stack_base: usize,
    aborted: bool,
}

type Cont<'k, 't> = &'k mut dyn FnMut(&mut Matcher<'t>, usize) -> bool;

/// ECMAScript's "Canonicalize" for the `v` and `i` flags (simple case folding), as far as a
/// code point's lowercase of its uppercase gives it.
fn fold(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    let mut upper = c.to_uppercase();
    match (upper.next(), upper.next()) {
        (Some(u), None) => {
            let mut lower = u.to_lowercase();
            match (lower.next(), lower.next()) {
                (Some(l), None) => l,
                _ => c,
            }
        }
        _ => c,
    }
}

fn is_line_terminator(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{2028}' | '\u{2029}')
}

impl<'t> Matcher<'t> {
    fn single_char(&self, node: &Node, c: char) -> Option<bool> {
        match node {
            Node::NotDelimiter(d) => Some(match d {
                Some(d) if self.ignore_case => fold(c) != fold(*d),
                Some(d) => c != *d,
                None => true,
            }),
            Node::Dot => Some(!is_line_terminator(c)),
            _ => None,
        }
    }

    fn literal_at(&self, literal: &str, pos: usize) -> Option<usize> {
        let rest = &self.text[pos..];
        if !self.ignore_case {
            return rest.starts_with(literal).then(|| pos + literal.len());
        }
        let mut chars = rest.char_indices();
        for l in literal.chars() {
            let (_, c) = chars.next()?;
            if fold(c) != fold(l) {
                return None;
            }
        }
        Some(chars.next().map_or(self.text.len(), |(i, _)| pos + i))
    }

    fn run(&mut self, node: &Node, pos: usize, k: Cont<'_, 't>) -> bool {
        self.steps += 1;
        let stack_used = self.stack_base.abs_diff(stack_position());
        if self.aborted || self.steps > STEP_BUDGET || stack_used > STACK_BUDGET {
            self.aborted = true;
            return false;
        }
        self.run_node(node, pos, k)
    }

    fn run_node(&mut self, node: &Node, pos: usize, k: Cont<'_, 't>) -> bool {
        match node {
            Node::Literal(literal) => match self.literal_at(literal, pos) {
                Some(end) => k(self, end),
                None => false,
            },
            Node::NotDelimiter(_) | Node::Dot => match self.text[pos..].chars().next() {
                Some(c) if self.single_char(node, c) == Some(true) => k(self, pos + c.len_utf8()),
                _ => false,
            },
            Node::Seq(nodes) => self.seq(nodes, pos, k),
            Node::Capture(index, inner) => {
                let index = *index;
                self.run(inner, pos, &mut |m: &mut Matcher<'t>, end| {
                    let saved = m.captures[index];
                    m.captures[index] = Some((pos, end));
                    if k(m, end) {
                        return true;
                    }
                    m.captures[index] = saved;
                    false
                })
            }
            Node::Repeat {
                node,
                min,
                max,
                greedy,
                captures,
            } => self.repeat(node, *min, *max, *greedy, captures, pos, k),
        }
    }

    fn seq(&mut self, nodes: &[Node], pos: usize, k: Cont<'_, 't>) -> bool {
        match nodes.split_first() {
            None => k(self, pos),
            Some((first, rest)) => {
                self.run(first, pos, &mut |m: &mut Matcher<'t>, p| m.seq(rest, p, k))
            }
        }
    }

    /// ECMA-262 "RepeatMatcher"(m, min, max, greedy, x, c, parenIndex, parenCount).
    #[allow(clippy::too_many_arguments)]
    fn repeat(
        &mut self,
        node: &Node,
        min: usize,
        max: Option<usize>,
        greedy: bool,
        captures: &Range<usize>,
        pos: usize,
        k: Cont<'_, 't>,
    ) -> bool {
        // "If max = 0, return c(x)."
        if max == Some(0) {
            return k(self, pos);
        }
        // A single code point per iteration and no captures: iterate instead of recursing.
        // Each iteration consumes one code point, so the empty check never applies.
        if captures.is_empty() && matches!(node, Node::NotDelimiter(_) | Node::Dot) {
            let mut ends = vec![pos];
            for (i, c) in self.text[pos..].char_indices() {
                if max.is_some_and(|max| ends.len() > max)
                    || self.single_char(node, c) != Some(true)
                {
                    break;
                }
                ends.push(pos + i + c.len_utf8());
            }
            if ends.len() <= min {
                return false;
            }
            let candidates = ends[min..].to_vec();
            let mut try_end = |m: &mut Matcher<'t>, end: usize| {
                m.steps += 1;
                !m.aborted && k(m, end)
            };
            return if greedy {
                candidates.iter().rev().any(|&end| try_end(self, end))
            } else {
                candidates.iter().any(|&end| try_end(self, end))
            };
        }
        let saved: Vec<_> = self.captures[captures.clone()].to_vec();
        let restore = |m: &mut Matcher<'t>| m.captures[captures.clone()].copy_from_slice(&saved);
        let reset = |m: &mut Matcher<'t>| {
            for c in &mut m.captures[captures.clone()] {
                *c = None;
            }
        };
        // "If greedy is false, then: Let z be c(x). If z is not failure, return z."
        if min == 0 && !greedy && k(self, pos) {
            return true;
        }
        let result = {
            // "Let d be a new MatcherContinuation ... If min = 0 and y's endIndex = x's
            // endIndex, return failure."
            let mut d = |m: &mut Matcher<'t>, end: usize| {
                if min == 0 && end == pos {
                    return false;
                }
                let min2 = min.saturating_sub(1);
                let max2 = max.map(|max| max - 1);
                m.repeat(node, min2, max2, greedy, captures, end, k)
            };
            // "For each integer k in the inclusive interval from parenIndex + 1 to parenIndex
            // + parenCount, set xr's captures[k] to undefined."
            reset(self);
            self.run(node, pos, &mut d)
        };
        if result {
            return true;
        }
        restore(self);
        // "Let z be m(xr, d). If z is not failure, return z. Return c(x)."
        min == 0 && greedy && k(self, pos)
    }
}

/// The groups of a match: capture `i` (from 1) as a byte range of the text, or None when its
/// group did not participate.
pub(crate) type Captures = Vec<Option<Range<usize>>>;

/// Run `node` anchored at both ends of `text` (the generated expression's `^` and `$`), with
/// `groups` capturing groups. `Ok(None)` when it does not match.
pub(crate) fn exec(
    node: &Node,
    groups: usize,
    text: &str,
    ignore_case: bool,
) -> Result<Option<Captures>, TooComplex> {
    let mut matcher = Matcher {
        text,
        ignore_case,
        captures: vec![None; groups + 1],
        steps: 0,
        stack_base: stack_position(),
        aborted: false,
    };
    let mut found = None;
    let end = text.len();
    let matched = matcher.run(node, 0, &mut |m: &mut Matcher<'_>, at| {
        if at != end {
            return false;
        }
        found = Some(m.captures.clone());
        true
    });
    if matcher.aborted && !matched {
        return Err(TooComplex);
    }
    Ok(found.map(|captures| {
        captures
            .into_iter()
            .skip(1)
            .map(|c| c.map(|(start, end)| start..end))
            .collect()
    }))
}

#[cfg(test)]
mod tests {
    //! The matcher against regress on the regular expression "generate a regular expression
    //! and name list" writes for the same part list: same match, same groups.
    use super::super::generate::regular_expression_and_name_list;
    use super::super::parts::{parse_pattern_string, Options};
    use super::*;

    const PATTERNS: &[&str] = &[
        "*{}**?",
        "/:a/:b?",
        "/:a+",
        "/:a*",
        "/foo/:bar*/baz",
        "{/:a}?{/:b}+",
        "*.*",
        "**",
        ":a:b",
        "{a:b.c}*",
        "/*?",
        "{x}?{y}*z",
        "/:a{-:b}*",
        "{:a}?*",
        ":a*:b+",
        "{(.*)}",
    ];
    const INPUTS: &[&str] = &[
        "",
        "/",
        "/a",
        "/a/b",
        "/a/b/c",
        "a.b.c",
        "xyz",
        "xxyz",
        "/foo/baz",
        "/foo/1/2/baz",
        "/a-b-c",
        "ab",
        "A/b",
        "/FOO/baz",
        "a\nb",
    ];

    #[test]
    fn matcher_agrees_with_regress_on_generated_expressions() {
        for options in [Options::DEFAULT, Options::HOSTNAME, Options::PATHNAME] {
            for ignore_case in [false, true] {
                let options = options.with_ignore_case(ignore_case);
                for pattern in PATTERNS {
                    let parts = parse_pattern_string(pattern, &options).expect("parses");
                    let Some(node) = compile(&parts, &options) else {
                        continue;
                    };
                    let (regexp, names) = regular_expression_and_name_list(&parts, &options);
                    let flags = if ignore_case { "vi" } else { "v" };
                    let regex = regress::Regex::with_flags(&regexp, flags).expect("compiles");
                    for input in INPUTS {
                        let ours = exec(&node, names.len(), input, ignore_case).expect("in budget");
                        let theirs = regex
                            .find(input)
                            .map(|m| (1..=names.len()).map(|i| m.group(i)).collect::<Captures>());
                        assert_eq!(ours, theirs, "{pattern:?} ({regexp}) on {input:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn deep_repetition_is_an_error_not_a_stack_overflow() {
        let parts = parse_pattern_string("/:a+", &Options::PATHNAME).expect("parses");
        let node = compile(&parts, &Options::PATHNAME).expect("no regexp part");
        let input = "/x".repeat(100_000);
        assert_eq!(exec(&node, 1, &input, false), Err(TooComplex));
        let short = "/x".repeat(100);
        assert!(exec(&node, 1, &short, false).expect("in budget").is_some());
    }
}
