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
}

/// Recognize the step rule `rule` at `at` of `input`, its tree (spans in `input`) replacing
/// what `tokens` held; where the step ended, or `None` when it does not match there. Under
/// `with_grammar` (feature `pest-runtime`) the caller's grammar reads the step.
pub(crate) fn read_step(
    rule: Rule,
    input: &str,
    at: usize,
    tokens: &mut Vec<Token>,
) -> Option<usize> {
    tokens.clear();
    #[cfg(feature = "pest-runtime")]
    if let Some(result) = super::runtime::parse(rule, input.get(at..)?) {
        let tree = result.ok()?;
        let shift = u32::try_from(at).ok()?;
        tokens.extend(tree.tokens.iter().map(|t| Token {
            start: t.start + shift,
            end: t.end + shift,
            ..*t
        }));
        return Some(at + tree.end);
    }
    recognizer::recognize_step(rule, input, at, tokens)
}
