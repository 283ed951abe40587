//! Reading a path's run of steps one step at a time (see `ast::PathPieces`): the tree of a
//! URL records the run (`special_path_steps`, ...) as one token, and each of its steps is
//! recognized here, from where the previous one ended, when the semantic actions ask for it.

use super::recognizer::{self, Token};
use super::Rule;
use alloc::vec::Vec;

impl Rule {
    /// For a rule whose match is a run of path steps, the rule that reads one step of it:
    /// `special_path_step` for `special_path_steps` and `special_plain_steps`, `path_step` for
    /// `path_steps` and `plain_steps`, and the setters' own. The tree records such a run as one
    /// node (a path of a million segments is a handful of nodes); running the step rule from
    /// where the run starts, then from where each step ended, reads its segments.
    ///
    /// ```
    /// use railurl::syntax::{parse, parse_rule, Entry, Rule};
    /// let input = "http://h/a/../b";
    /// let tree = parse(Entry::WithoutBase, input).unwrap();
    /// let path = tree.nodes().last().unwrap();
    /// let run = path.children().last().unwrap();
    /// assert_eq!((run.rule(), run.text()), (Rule::special_path_steps, "/../b"));
    /// let step = run.rule().path_step().unwrap();
    /// let first = parse_rule(step, &input[run.start()..]).unwrap();
    /// assert_eq!(format!("{first:?}"), r#"[special_path_step(0..3, "/..")[double_dot_segment(1..3, "..")]]"#);
    /// ```
    pub fn path_step(self) -> Option<Rule> {
        Some(match self {
            Rule::special_path_steps | Rule::special_plain_steps => Rule::special_path_step,
            Rule::path_steps | Rule::plain_steps => Rule::path_step,
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

/// How many steps one [`read_steps`] call reads at most: enough that the call's own cost
/// vanishes per step, few enough that the token list stays a constant size (at most three
/// tokens a step) whatever the path's length.
pub(crate) const STEPS_PER_READ: usize = 64;

/// Recognize the step rule `rule` again and again from `at` of `input`, each time where the
/// previous step ended, up to `end` or [`STEPS_PER_READ`] steps, and, with `plain_stop`,
/// before a step (not the first) that a plain stretch would read; their trees (spans in
/// `input`, one after the other) replace what `tokens` held. Returns where the last step
/// ended, or `None` when a step does not match or does not move forward before `end`. Under
/// `with_grammar` (feature `pest-runtime`) the caller's grammar reads the steps, one at a
/// time and without stops.
pub(crate) fn read_steps(
    rule: Rule,
    input: &str,
    at: usize,
    end: usize,
    plain_stop: bool,
    tokens: &mut Vec<Token>,
) -> Option<usize> {
    tokens.clear();
    #[cfg(feature = "pest-runtime")]
    if super::runtime::is_active() {
        return read_steps_with_grammar(rule, input, at, end, tokens);
    }
    recognizer::recognize_steps(rule, input, (at, end), STEPS_PER_READ, plain_stop, tokens)
}

/// Where the stretch rule `rule` (see [`Rule::plain_stretch`]) that starts at `at` of `input`
/// ends, if it matches there; under `with_grammar`, by the caller's grammar.
pub(crate) fn read_stretch(rule: Rule, input: &str, at: usize) -> Option<usize> {
    #[cfg(feature = "pest-runtime")]
    if super::runtime::is_active() {
        let tree = super::runtime::parse(rule, input.get(at..)?)?.ok()?;
        return Some(at + tree.end);
    }
    recognizer::recognize_stretch(rule, input, at)
}

/// [`read_steps`] with the caller's grammar (`with_grammar`), one step at a time.
#[cfg(feature = "pest-runtime")]
fn read_steps_with_grammar(
    rule: Rule,
    input: &str,
    mut at: usize,
    end: usize,
    tokens: &mut Vec<Token>,
) -> Option<usize> {
    let mut steps = 0;
    while at < end && steps < STEPS_PER_READ {
        let tree = super::runtime::parse(rule, input.get(at..)?)?.ok()?;
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
