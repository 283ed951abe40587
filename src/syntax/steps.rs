//! Reading a path's run of steps one step at a time (see `ast::PathPieces`): the tree of a
//! URL records a run (`special_path_steps`, past a path's first 32 pieces; a stretch of plain
//! steps) as one token, and each of its steps is recognized here, from where the previous one
//! ended, when the semantic actions ask for it.

use super::recognizer;
#[cfg(feature = "pest-runtime")]
use super::recognizer::may_start_stretch;
use super::rule::Rule;
use super::token::Token;
use alloc::vec::Vec;

impl Rule {
    /// For a rule whose match is a run of path steps, the rule that reads one step of it:
    /// `special_path_step` for `special_path_steps` and `special_plain_stretch`, `path_step`
    /// for `path_steps` and `plain_stretch`, and the setters' own. The tree records such a run
    /// as one node (a path of a million segments is a handful of nodes); running the step rule
    /// from where the run starts, then from where each step ended, reads its segments.
    ///
    /// ```
    /// use railurl::syntax::{parse, parse_rule, Entry, Rule};
    /// let input = "http://h/a/../b/c";
    /// let tree = parse(Entry::WithoutBase, input).unwrap();
    /// let path = tree.nodes().last().unwrap();
    /// // The turns after the first segment: the ".." step, then a stretch of plain steps.
    /// let turns = path.children().last().unwrap();
    /// let stretch = turns.children().last().unwrap();
    /// assert_eq!((stretch.rule(), stretch.text()), (Rule::special_plain_stretch, "/b/c"));
    /// let step = stretch.rule().path_step().unwrap();
    /// let first = parse_rule(step, &input[stretch.start()..]).unwrap();
    /// assert_eq!(format!("{first:?}"), r#"[special_path_step(0..2, "/b")[special_path_segment(1..2, "b")]]"#);
    /// ```
    pub fn path_step(self) -> Option<Rule> {
        Some(match self {
            Rule::special_path_steps
            | Rule::special_plain_stretch
            | Rule::special_reverse_solidus_stretch => Rule::special_path_step,
            Rule::path_steps | Rule::plain_stretch => Rule::path_step,
            Rule::setter_special_path_steps => Rule::setter_special_path_step,
            Rule::setter_path_steps => Rule::setter_path_step,
            _ => return None,
        })
    }

    /// For a run of path steps that the path state reads step by step (`special_path_steps`,
    /// `path_steps`), the rule of a stretch of its plain steps, which the typed syntax tree
    /// reads as one piece: `special_plain_stretch`, `plain_stretch`. (The setters' runs have
    /// none: they are read one step at a time.)
    ///
    /// ```
    /// use railurl::syntax::{parse_rule, Rule};
    /// let stretch = Rule::special_path_steps.plain_stretch().unwrap();
    /// // Plain steps up to the dot segment.
    /// assert_eq!(parse_rule(stretch, "/a/b/../c").unwrap().end(), 4);
    /// assert!(parse_rule(stretch, "/../c").is_err());
    /// ```
    pub fn plain_stretch(self) -> Option<Rule> {
        Some(match self {
            Rule::special_path_steps => Rule::special_plain_stretch,
            Rule::path_steps => Rule::plain_stretch,
            _ => return None,
        })
    }
}

/// How many pieces (steps, or stretches of plain steps) one [`read_steps`] call reads at
/// most: enough that the call's own cost vanishes per step, few enough that the token list
/// stays a constant size (at most three tokens a step, one a stretch) whatever the path's
/// length.
pub(crate) const STEPS_PER_READ: usize = 64;

/// Recognize the step rule `rule` again and again from `at` of `input`, each time where the
/// previous piece ended, up to `end` or [`STEPS_PER_READ`] pieces; with a `stretch` rule (see
/// [`Rule::plain_stretch`]), a stretch of plain steps is read as one piece, by that rule,
/// wherever it matches. Their trees (spans in `input`, one after the other; a stretch is one
/// leaf) replace what `tokens` held. Returns where the last piece ended, or `None` when a
/// step does not match or does not move forward before `end`. Under `with_grammar` (feature
/// `pest-runtime`) the caller's grammar reads the pieces, one at a time.
pub(crate) fn read_steps(
    rule: Rule,
    stretch: Option<Rule>,
    input: &str,
    (at, end): (usize, usize),
    tokens: &mut Vec<Token>,
) -> Option<usize> {
    tokens.clear();
    #[cfg(feature = "pest-runtime")]
    if super::runtime::is_active() {
        return read_steps_with_grammar(rule, stretch, input, (at, end), tokens);
    }
    recognizer::recognize_steps(rule, stretch, input, (at, end), STEPS_PER_READ, tokens)
}

/// [`read_steps`] with the caller's grammar (`with_grammar`), one piece at a time.
#[cfg(feature = "pest-runtime")]
fn read_steps_with_grammar(
    rule: Rule,
    stretch: Option<Rule>,
    input: &str,
    (mut at, end): (usize, usize),
    tokens: &mut Vec<Token>,
) -> Option<usize> {
    let mut steps = 0;
    while at < end && steps < STEPS_PER_READ {
        let rest = input.get(at..)?;
        let stretch_tree = stretch
            .filter(|_| may_start_stretch(input.as_bytes(), at))
            .and_then(|stretch| super::runtime::parse(stretch, rest)?.ok());
        let tree = match stretch_tree {
            Some(tree) => tree,
            None => super::runtime::parse(rule, rest)?.ok()?,
        };
        let shift = u32::try_from(at).ok()?;
        let base = u32::try_from(tokens.len()).ok()?;
        tokens.extend(tree.tokens.iter().map(|t| Token {
            start: t.start + shift,
            end: t.end + shift,
            next: t.next + base,
            ..*t
        }));
        let next = at + tree.end;
        if next <= at || next > end {
            return None;
        }
        at = next;
        steps += 1;
    }
    Some(at)
}
