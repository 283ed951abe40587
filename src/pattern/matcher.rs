//! Matching a component without a regular expression engine. A part list is lowered to the
//! same structure "generate a regular expression and name list" writes
//! (`(?:<prefix>(<value>)<suffix>)<modifier>`, ...; src/pattern/matcher/lower.rs), a
//! "regexp" part's value lowered by src/pattern/matcher/regexp.rs (alternation, assertions,
//! quantifiers, one-code-point sets), then compiled to a small backtracking program
//! (src/pattern/matcher/program.rs) with ECMAScript's semantics (ECMA-262 "RepeatMatcher":
//! greedy or lazy order, captures reset on each iteration, an empty iteration beyond the
//! minimum rejected; "MatchTwoAlternatives": the left alternative first), so the groups are
//! exactly those `RegExpBuiltinExec` would give. Running it (src/pattern/matcher/exec.rs)
//! remembers the states that failed, which bounds a match by the program's size times the
//! input's length, with no step budget. regress only validates the generated expression and
//! answers, for atoms such as `\p{L}` or `[[a-z]--[aeiou]]`, whether one code point belongs
//! to them (src/pattern/matcher/regress_atom.rs).
//!
//! The files import downward only, along two chains that meet at the nodes:
//!
//! ```text
//! exec.rs ──▶ program.rs ──▶ ir.rs ──▶ char_set.rs ──▶ regress_atom.rs
//! lower.rs ──▶ regexp.rs (+ regexp/class.rs) ──▶ ir.rs
//! ```

pub(crate) mod char_set;
pub(crate) mod exec;
pub(crate) mod ir;
pub(crate) mod lower;
pub(crate) mod program;
pub(crate) mod regexp;
pub(crate) mod regress_atom;

#[cfg(test)]
mod tests;
