//! A part list lowered to the matcher's nodes, mirroring "generate a regular expression and
//! name list" form by form (`(?:<prefix>(<value>)<suffix>)<modifier>`, ...), so that the
//! program built from the nodes captures exactly the groups the generated expression does. A
//! "regexp" part's value is lowered by src/pattern/matcher/regexp.rs.

use super::super::error::PatternError;
use super::super::part::{Modifier, Options, Part, PartType};
use super::ir::{Budget, Node};
use super::regexp;
use alloc::boxed::Box;
use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

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

/// Lower a part list, mirroring "generate a regular expression and name list" form by form:
/// the node and the number of capturing groups in the generated expression (one per part that
/// is not fixed text, and the named groups inside regexp parts, numbered as ECMA-262 numbers
/// left parentheses). A regexp part's value that railurl cannot match is an error.
pub(crate) fn part_list(
    part_list: &[Part],
    options: &Options,
) -> Result<(Node, usize), PatternError> {
    let regexp_bytes = part_list
        .iter()
        .filter(|p| p.kind == PartType::Regexp)
        .map(|p| p.value.len())
        .sum();
    let mut lowering = Lowering {
        options,
        budget: Budget::for_regexp_bytes(regexp_bytes),
        groups: 0,
    };
    let mut seq = Vec::new();
    for part in part_list {
        seq.push(if part.kind == PartType::FixedText {
            fixed_text(part)
        } else {
            lowering.group(part)?
        });
    }
    Ok((Node::Seq(seq), lowering.groups))
}

/// A fixed-text part: "<fixed text>", or "(?:<fixed text>)<modifier>".
fn fixed_text(part: &Part) -> Node {
    let literal = Node::Literal(part.value.clone());
    if part.modifier == Modifier::None {
        return literal;
    }
    let (min, max) = modifier_bounds(part.modifier);
    repeat(literal, min, max, true, 0..0)
}

/// The lowering's state across the part list: the options, the component's budget for
/// counted quantifiers, and the number of capturing groups so far.
struct Lowering<'o> {
    options: &'o Options,
    budget: Budget,
    groups: usize,
}

impl Lowering<'_> {
    /// The part's regexp value, its own groups numbered from `first`: its node and the range
    /// of those groups.
    fn regexp_value(
        &mut self,
        part: &Part,
        first: usize,
    ) -> Result<(Node, Range<usize>), PatternError> {
        let node = match part.kind {
            // "[^<delimiter>]+?"
            PartType::SegmentWildcard => repeat(
                Node::NotDelimiter(self.options.delimiter),
                1,
                None,
                false,
                0..0,
            ),
            // ".*"
            PartType::FullWildcard => repeat(Node::Dot, 0, None, true, 0..0),
            _ => {
                let ignore_case = self.options.ignore_case;
                let (node, count) =
                    regexp::lower(&part.value, first, ignore_case, &mut self.budget)?;
                return Ok((node, first..first + count));
            }
        };
        Ok((node, first..first))
    }

    /// A part with a group (every type but fixed text), in the form its modifier and its
    /// prefix and suffix select.
    fn group(&mut self, part: &Part) -> Result<Node, PatternError> {
        self.groups += 1;
        let group = self.groups;
        let repeating = matches!(part.modifier, Modifier::ZeroOrMore | Modifier::OneOrMore);
        let affixed = !part.prefix.is_empty() || !part.suffix.is_empty();
        match (repeating, affixed) {
            (false, _) => self.single_group(part, group),
            (true, false) => self.repeated_group(part, group),
            (true, true) => self.repeated_affixed_group(part, group),
        }
    }

    /// "(<regexp value>)<modifier>" or "(?:<prefix>(<regexp value>)<suffix>)<modifier>", the
    /// modifier none or optional.
    fn single_group(&mut self, part: &Part, group: usize) -> Result<Node, PatternError> {
        let (node, inner) = self.regexp_value(part, group + 1)?;
        self.groups = inner.end - 1;
        // The group and the groups inside it, reset by the modifier's RepeatMatcher.
        let this = group..inner.end;
        let capture = Node::Capture(group, Box::new(node));
        let body = if part.prefix.is_empty() && part.suffix.is_empty() {
            capture
        } else {
            Node::Seq(vec![
                Node::Literal(part.prefix.clone()),
                capture,
                Node::Literal(part.suffix.clone()),
            ])
        };
        Ok(if part.modifier == Modifier::None {
            body
        } else {
            repeat(body, 0, Some(1), true, this)
        })
    }

    /// "((?:<regexp value>)<modifier>)", the modifier zero-or-more or one-or-more.
    fn repeated_group(&mut self, part: &Part, group: usize) -> Result<Node, PatternError> {
        let (min, max) = modifier_bounds(part.modifier);
        let (node, inner) = self.regexp_value(part, group + 1)?;
        self.groups = inner.end - 1;
        let inner = repeat(node, min, max, true, inner);
        Ok(Node::Capture(group, Box::new(inner)))
    }

    /// "(?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?"
    /// (without the final `?` for one-or-more): the regexp value twice, its groups numbered
    /// once for each.
    fn repeated_affixed_group(&mut self, part: &Part, group: usize) -> Result<Node, PatternError> {
        let prefix = Node::Literal(part.prefix.clone());
        let suffix = Node::Literal(part.suffix.clone());
        let (first, first_groups) = self.regexp_value(part, group + 1)?;
        let (second, second_groups) = self.regexp_value(part, first_groups.end)?;
        self.groups = second_groups.end - 1;
        let again = Node::Seq(vec![suffix.clone(), prefix.clone(), second]);
        let captured = Node::Seq(vec![first, repeat(again, 0, None, true, second_groups)]);
        let body = Node::Seq(vec![
            prefix,
            Node::Capture(group, Box::new(captured)),
            suffix,
        ]);
        Ok(if part.modifier == Modifier::ZeroOrMore {
            repeat(body, 0, Some(1), true, group..self.groups + 1)
        } else {
            body
        })
    }
}
