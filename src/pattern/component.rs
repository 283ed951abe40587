//! "compile a component" and "create a component match result" ("Internals"). Every
//! component matches with the matcher's [`Program`] (src/pattern/matcher.rs), regexp groups
//! included (src/pattern/matcher/regexp.rs); regress only runs "RegExpCreate"'s syntax check.

use super::convert;
use super::error::{PatternError, PatternErrorKind};
use super::matcher::exec::Captures;
use super::matcher::lower;
use super::matcher::program::Program;
use super::parse;
use super::part::{Options, Part, PartType};
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;

/// An encoding callback ("canonicalize a …") as a function, kept with the component it
/// compiled: the tentative `generate` encodes group values with it.
pub(crate) type EncodingFn = fn(&str) -> Result<String, PatternError>;

/// A component: its pattern string, its program, its group name list and whether it has
/// regexp groups.
#[derive(Clone, Debug)]
pub(crate) struct Component {
    pub(crate) pattern_string: String,
    pub(crate) regular_expression_string: String,
    pub(crate) group_name_list: Vec<String>,
    pub(crate) has_regexp_groups: bool,
    pub(crate) part_list: Vec<Part>,
    pub(crate) options: Options,
    pub(crate) encoding_callback: EncodingFn,
    program: Program,
}

/// `RegExpCreate(pattern, "v")` (or `"vi"`) on regress, as a syntax check: the expression is
/// then matched by the matcher's program, not by regress. regress applies the `v` flag's
/// syntax inside character classes, but outside them it accepts what only non-Unicode
/// patterns may hold (identity escapes such as `\m`, a lone `{` or `]`). ECMAScript's
/// grammar outside classes is the same for `u` and `v`, so the pattern must also compile with
/// the `u` flag once each class is replaced by `[a]`.
fn regexp_create(pattern: &str, ignore_case: bool) -> Result<(), PatternError> {
    let throw = |e: regress::Error| PatternError::bare(PatternErrorKind::Regexp(e.to_string()));
    let flags = if ignore_case { "vi" } else { "v" };
    regress::Regex::with_flags(pattern, flags).map_err(throw)?;
    regress::Regex::with_flags(&classes_replaced(pattern), "u").map_err(throw)?;
    Ok(())
}

/// `pattern` with each (possibly nested, `v`-flag) character class replaced by `[a]`.
fn classes_replaced(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut chars = pattern.chars();
    let mut depth = 0usize;
    while let Some(c) = chars.next() {
        match (c, depth) {
            ('\\', 0) => {
                out.push(c);
                out.extend(chars.next());
            }
            ('\\', _) => {
                chars.next();
            }
            ('[', 0) => {
                depth = 1;
                out.push_str("[a]");
            }
            ('[', _) => depth += 1,
            (']', 0) => out.push(c),
            (']', _) => depth -= 1,
            (_, 0) => out.push(c),
            _ => {}
        }
    }
    out
}

/// One component's match: its input and its groups, in group name order.
pub(crate) type Groups = Vec<(String, Option<String>)>;

impl Component {
    /// "compile a component" given `input`, an encoding callback and options.
    pub(crate) fn compile(
        input: &str,
        encoding_callback: EncodingFn,
        options: Options,
    ) -> Result<Component, PatternError> {
        let part_list = parse::parse(input, &options, &encoding_callback)?;
        let (regular_expression_string, group_name_list) =
            convert::regular_expression_and_name_list(&part_list, &options);
        let has_regexp_groups = part_list.iter().any(|p| p.kind == PartType::Regexp);
        if has_regexp_groups {
            // "Let regular expression be RegExpCreate(regular expression string, flags).
            // If this throws an exception, catch it, and throw a TypeError." (Without regexp
            // parts the generated expression is always valid.)
            regexp_create(&regular_expression_string, options.ignore_case)?;
        }
        let (node, groups) = lower::part_list(&part_list, &options)?;
        let program = Program::new(&node, groups);
        let pattern_string = convert::pattern_string(&part_list, &options);
        Ok(Component {
            pattern_string,
            regular_expression_string,
            group_name_list,
            has_regexp_groups,
            part_list,
            options,
            encoding_callback,
            program,
        })
    }

    /// `RegExpBuiltinExec` on `input`: `None` when it does not match, otherwise each group's
    /// byte range in `input` (None for a group that did not participate), every capturing
    /// group in order: "create a component match result" pairs the first ones with the group
    /// name list by index, as the standard does (so a named group inside a regexp part takes
    /// the place of the parts after it).
    pub(crate) fn captures(&self, input: &str) -> Option<Captures> {
        self.program.exec(input, self.options.ignore_case)
    }

    /// "create a component match result": the groups by name, from [`Component::captures`].
    pub(crate) fn groups(&self, input: &str, captures: Captures) -> Groups {
        self.group_name_list
            .iter()
            .zip(captures)
            .map(|(name, range)| (name.clone(), range.map(|r| input[r].to_string())))
            .collect()
    }

    /// Whether the component matches `input`.
    pub(crate) fn matches(&self, input: &str) -> bool {
        self.captures(input).is_some()
    }
}
