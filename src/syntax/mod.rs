//! The parse tree: the tinkering API.
//!
//! This module follows the grammar and changes with it: [`Rule`]'s variants are the rule names
//! of the URL grammar (`grammar/entry.pest` and the files it names), and the shape of a
//! [`Tree`] is whatever the grammar's productions say. Programs that only parse URLs need none of it; [`crate::Url`] is the stable API.
//!
//! `build.rs` reads the URL grammar's files ([`GRAMMAR_FILES`]) with its own reader of pest's
//! notation (`build/pest/`) and generates both [`Rule`] and a specialized recognizer, so
//! parsing runs no pest code and building needs none. [`parse`] runs an entry rule and
//! hands back a [`Tree`] of typed [`Node`]s: a rule, a byte span and the matched text. Later
//! layers see no pest types.
//!
//! With the `pest-runtime` feature, pest_derive also compiles the same file onto pest's
//! runtime (`UrlGrammar`, run by `parse_rule_with_pest`): the reference the generated
//! recognizer is tested against. With the `writing` feature (on by default),
//! `grammar/writing.pest`, the strict "URL writing" rules, is compiled the same way and run by
//! `check_writing` (with `pest-runtime` too, pest_derive also compiles it, as `WritingGrammar`).

pub mod ast;
#[cfg(feature = "writing")]
mod attempts;
pub(crate) mod canonical;
#[cfg(test)]
mod dfa_agreement;
mod entry;
pub(crate) mod failing;
mod grammar_files;
mod grammar_sources;
pub(crate) mod near_canonical;
mod parse;
#[cfg(feature = "urlpattern")]
pub mod pattern;
#[cfg(feature = "pest-runtime")]
mod pest_reference;
mod pool;
pub(crate) mod recognizer;
mod rule;
#[cfg(feature = "pest-runtime")]
mod runtime;
mod steps;
mod token;
mod tree;
#[cfg(feature = "writing")]
mod writing;
#[cfg(feature = "writing")]
mod writing_rule;

pub use entry::Entry;
pub use grammar_files::GRAMMAR_FILES;
pub use grammar_sources::GRAMMAR_SOURCES;
pub use parse::{parse, parse_rule};
#[cfg(feature = "pest-runtime")]
pub use pest_reference::{parse_rule_with_pest, PestRule, UrlGrammar};
pub use rule::Rule;
#[cfg(feature = "pest-runtime")]
pub use runtime::{with_grammar, RuntimeNode, RuntimeParser};
pub use tree::{GrammarMismatch, Node, Nodes, Tree};
#[cfg(feature = "writing")]
pub use writing::{check_writing, writing_entry, WritingMismatch};
#[cfg(all(feature = "writing", feature = "pest-runtime"))]
pub use writing::{check_writing_with_pest, PestWritingRule, WritingGrammar};
#[cfg(feature = "writing")]
pub use writing_rule::WritingRule;

/// Whether a run-time grammar replaces the URL grammar (`with_grammar`): every parse is then
/// its, so the fast paths' automata and recognizers, compiled from the built-in grammars,
/// decline every input. Always `false` without the `pest-runtime` feature.
#[inline(always)]
pub(crate) fn grammar_replaced() -> bool {
    #[cfg(feature = "pest-runtime")]
    let replaced = runtime::is_active();
    #[cfg(not(feature = "pest-runtime"))]
    let replaced = false;
    replaced
}
