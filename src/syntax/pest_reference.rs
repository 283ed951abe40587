//! The reference the generated recognizer is checked against (feature `pest-runtime`): the
//! same grammar files compiled by pest_derive onto pest's runtime ([`UrlGrammar`]), and
//! [`parse_rule_with_pest`], which gives its match as the same kind of [`Tree`].

use super::rule::Rule;
use super::token::Token;
use super::tree::{GrammarMismatch, Tree};
use alloc::format;
use alloc::vec::Vec;

mod derived {
    // pest_derive generates its own `Rule` (one variant per grammar rule, plus `EOI`) and a
    // few items without docs of their own; `parse_rule_with_pest` maps its rules to
    // [`super::Rule`] by name.
    #![allow(missing_docs)]

    /// The parser pest_derive generates from the URL grammar (the files of
    /// [`GRAMMAR_FILES`](super::super::GRAMMAR_FILES)), on pest's runtime.
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar/entry.pest"]
    #[grammar = "grammar/special.pest"]
    #[grammar = "grammar/file.pest"]
    #[grammar = "grammar/non_special.pest"]
    #[grammar = "grammar/path.pest"]
    #[grammar = "grammar/host.pest"]
    pub struct UrlGrammar;
}

/// pest_derive's own rule enum for [`UrlGrammar`] (the same names as [`Rule`], plus pest's
/// `EOI`); [`Rule::to_pest`] converts.
pub use derived::Rule as PestRule;
pub use derived::UrlGrammar;

impl Rule {
    /// The same rule in [`UrlGrammar`]'s enum (feature `pest-runtime`), for running it on
    /// pest's runtime. `None` only if the two compilations of the grammar disagree on its
    /// rules, which tests/recognizer.rs rules out.
    ///
    /// ```
    /// use railurl::syntax::{PestRule, Rule};
    /// assert_eq!(Rule::port.to_pest(), Some(PestRule::port));
    /// ```
    pub fn to_pest(self) -> Option<PestRule> {
        // Both enums list the grammar's rules in grammar order.
        PestRule::all_rules()
            .get(self as usize)
            .copied()
            .filter(|r| format!("{r:?}") == self.name())
    }
}

/// Run any rule with pest's runtime (the [`UrlGrammar`] that pest_derive generates), giving
/// the same kind of tree. The reference the generated recognizer is tested against
/// (feature `pest-runtime`).
///
/// ```
/// use railurl::syntax::{parse_rule, parse_rule_with_pest, Rule};
/// let input = "http://[::1]:8080/a/../b";
/// // The generated recognizer and pest's runtime build the same tree.
/// assert_eq!(parse_rule(Rule::url_without_base, input), parse_rule_with_pest(Rule::url_without_base, input));
/// ```
pub fn parse_rule_with_pest(rule: Rule, input: &str) -> Result<Tree<'_>, GrammarMismatch> {
    use pest::Parser;
    let by_name = |rule: derived::Rule| Rule::from_name(&format!("{rule:?}"));
    let pairs = rule
        .to_pest()
        .and_then(|entry| UrlGrammar::parse(entry, input).ok())
        .ok_or(GrammarMismatch(rule))?;
    let mut tokens = Vec::new();
    fn walk(
        pairs: pest::iterators::Pairs<'_, derived::Rule>,
        tokens: &mut Vec<Token>,
        map: &dyn Fn(derived::Rule) -> Option<Rule>,
    ) {
        for pair in pairs {
            let index = tokens.len();
            let span = pair.as_span();
            // pest's `EOI` is the one rule the grammar does not name; url.pest never records it.
            let Some(rule) = map(pair.as_rule()) else {
                continue;
            };
            tokens.push(Token {
                rule,
                start: span.start() as u32,
                end: span.end() as u32,
                next: 0,
            });
            walk(pair.into_inner(), tokens, map);
            let next = tokens.len() as u32;
            if let Some(t) = tokens.get_mut(index) {
                t.next = next;
            }
        }
    }
    let end = pairs.clone().last().map_or(0, |p| p.as_span().end());
    walk(pairs, &mut tokens, &by_name);
    Ok(Tree { input, tokens, end })
}
