//! "compile a component" and "create a component match result" ("Internals").

use super::error::{PatternError, PatternErrorKind};
use super::generate;
use super::matcher::{self, Captures, Program};
use super::parts::{self, Options, Part, PartType};
use alloc::boxed::Box;
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;

/// An encoding callback ("canonicalize a …") as a function, kept with the component it
/// compiled: the tentative `generate` encodes group values with it.
pub(crate) type EncodingFn = fn(&str) -> Result<String, PatternError>;

/// How a component matches: the part list directly, or (with "regexp" parts) the generated
/// regular expression on regress, with the `v` flag (and `i` for ignore case).
#[derive(Clone, Debug)]
enum Engine {
    Parts(Program),
    Regexp(Box<regress::Regex>),
}

/// A component: its pattern string, how it matches, its group name list and whether it has
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
    engine: Engine,
}

/// `RegExpCreate(pattern, "v")` (or `"vi"`) on regress. regress applies the `v` flag's
/// syntax inside character classes, but outside them it accepts what only non-Unicode
/// patterns may hold (identity escapes such as `\m`, a lone `{` or `]`). ECMAScript's
/// grammar outside classes is the same for `u` and `v`, so the pattern must also compile with
/// the `u` flag once each class is replaced by `[a]`.
fn regexp_create(pattern: &str, ignore_case: bool) -> Result<regress::Regex, PatternError> {
    let throw = |e: regress::Error| PatternError::bare(PatternErrorKind::Regexp(e.to_string()));
    let flags = if ignore_case { "vi" } else { "v" };
    let regex = regress::Regex::with_flags(pattern, flags).map_err(throw)?;
    regress::Regex::with_flags(&classes_replaced(pattern), "u").map_err(throw)?;
    Ok(regex)
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
        let part_list = parts::parse(input, &options, &encoding_callback)?;
        let (regular_expression_string, group_name_list) =
            generate::regular_expression_and_name_list(&part_list, &options);
        let has_regexp_groups = part_list.iter().any(|p| p.kind == PartType::Regexp);
        let engine = match matcher::compile(&part_list, &options) {
            Some(node) => Engine::Parts(Program::new(&node, group_name_list.len())),
            None => {
                // "Let regular expression be RegExpCreate(regular expression string, flags).
                // If this throws an exception, catch it, and throw a TypeError."
                Engine::Regexp(Box::new(regexp_create(
                    &regular_expression_string,
                    options.ignore_case,
                )?))
            }
        };
        let pattern_string = generate::pattern_string(&part_list, &options);
        Ok(Component {
            pattern_string,
            regular_expression_string,
            group_name_list,
            has_regexp_groups,
            part_list,
            options,
            encoding_callback,
            engine,
        })
    }

    /// `RegExpBuiltinExec` on `input`: `None` when it does not match, otherwise each group's
    /// byte range in `input` (None for a group that did not participate).
    pub(crate) fn captures(&self, input: &str) -> Option<Captures> {
        match &self.engine {
            Engine::Parts(program) => program.exec(input, self.options.ignore_case),
            Engine::Regexp(regex) => {
                let m = regex.find(input)?;
                Some(
                    (1..=self.group_name_list.len())
                        .map(|i| m.group(i))
                        .collect(),
                )
            }
        }
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
