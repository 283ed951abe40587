//! Running the grammar: an entry rule on a whole input, or any rule on a prefix, with the
//! generated recognizer (or, under `with_grammar`, a run-time grammar), giving a [`Tree`].

use super::entry::Entry;
use super::pool::{pooled_tokens, return_tokens};
use super::recognizer;
use super::rule::Rule;
use super::tree::{GrammarMismatch, Tree};

/// Run `entry` on `input` with the generated recognizer; it must match the whole input.
///
/// ```
/// use railurl::syntax::{parse, Entry, Rule};
/// let tree = parse(Entry::WithoutBase, "https://example.org/a?b").unwrap();
/// let rules: Vec<Rule> = tree.nodes().map(|n| n.rule()).collect();
/// assert_eq!(
///     rules,
///     [Rule::special_scheme, Rule::authority_slashes, Rule::special_host_text, Rule::special_path, Rule::query]
/// );
/// ```
pub fn parse(entry: Entry, input: &str) -> Result<Tree<'_>, GrammarMismatch> {
    let tree = parse_rule(entry.rule(), input)?;
    if tree.end != input.len() {
        return Err(GrammarMismatch(entry.rule()));
    }
    Ok(tree)
}

/// Run any rule of the grammar at the start of `input` with the generated recognizer. Like
/// pest's `Parser::parse`, the rule may match a prefix; [`Tree::end`] says where it ended.
///
/// ```
/// use railurl::syntax::{parse_rule, Rule};
/// let tree = parse_rule(Rule::scheme, "git+ssh://x").unwrap();
/// assert_eq!(tree.end(), 7); // the scheme rule matched a prefix
/// assert_eq!(tree.nodes().next().unwrap().text(), "git+ssh");
/// ```
pub fn parse_rule(rule: Rule, input: &str) -> Result<Tree<'_>, GrammarMismatch> {
    // Spans are stored as u32; longer inputs are refused rather than mis-recorded.
    if u32::try_from(input.len()).is_err() {
        return Err(GrammarMismatch(rule));
    }
    #[cfg(feature = "pest-runtime")]
    if let Some(result) = super::runtime::parse(rule, input) {
        return result;
    }
    let mut tokens = pooled_tokens();
    match recognizer::recognize(rule, input, &mut tokens) {
        Some(end) => Ok(Tree { input, tokens, end }),
        None => {
            return_tokens(tokens);
            Err(GrammarMismatch(rule))
        }
    }
}
