//! Grammars at run time for the playground: the built-in URL grammar's text (embedded), an
//! edited copy compiled by pest_meta (the checks pest_derive makes) with errors at line and
//! column, a parser for `railurl::syntax::with_grammar` run by pest_vm, and the comparison of
//! an edited grammar with the built-in one on WPT's urltestdata.json.
//!
//! Everything here runs on a grammar thread ([`super::limits::run_bounded`]): pest_vm has no
//! cancel, so the bounds are pest's call limit per parse, a deadline checked between parses,
//! a cap on the input's length and on the grammar's nesting, and a large stack.

use pest::error::{Error, LineColLocation};
use pest_meta::optimizer::OptimizedRule;
use pest_meta::parser::{self, Rule as MetaRule};
use railurl::syntax::{RuntimeNode, RuntimeParser};
use railurl::{Engine, Url};
use serde::Serialize;
use std::collections::BTreeSet;
use std::rc::Rc;
use std::sync::OnceLock;
use std::time::Instant;

/// The built-in grammar's files, in `GRAMMAR_FILES` order (a unit test checks the order).
pub const FILES: [(&str, &str); 6] = [
    ("entry.pest", include_str!("../../../grammar/entry.pest")),
    (
        "special.pest",
        include_str!("../../../grammar/special.pest"),
    ),
    ("file.pest", include_str!("../../../grammar/file.pest")),
    (
        "non_special.pest",
        include_str!("../../../grammar/non_special.pest"),
    ),
    ("path.pest", include_str!("../../../grammar/path.pest")),
    ("host.pest", include_str!("../../../grammar/host.pest")),
];

/// WPT's urltestdata.json, as vendored in tests/wpt/.
const URLTESTDATA: &str = include_str!("../../../tests/wpt/urltestdata.json");

/// The deepest nesting of parentheses a grammar may have: pest_meta's parser recurses once per
/// level, and a stack overflow would end the whole server.
const MAX_NESTING: usize = 200;
/// The most operators (`~ | ! & ? * +` and `{n}` counts) one rule may have: pest_meta nests
/// an expression one level per operator (`a ~ b ~ c` is `Seq(Seq(a, b), c)`), and its
/// validator, optimizer and destructor recurse through the nesting.
const MAX_OPERATORS: usize = 1000;

/// The built-in grammar as the editor shows it: each file after a comment line naming it.
pub fn builtin_text() -> &'static str {
    static TEXT: OnceLock<String> = OnceLock::new();
    TEXT.get_or_init(|| {
        let mut text = String::new();
        for (name, body) in FILES {
            text.push_str(&format!("// ==== grammar/{name} ====\n"));
            text.push_str(body);
            if !body.ends_with('\n') {
                text.push('\n');
            }
        }
        text
    })
}

/// One error in a grammar: where it starts (1-based line and column, in characters) and
/// pest_meta's message.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct GrammarError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
    /// What is wrong, as pest_meta says it (left recursion, an undefined rule, a syntax error).
    pub message: String,
}

/// A compiled grammar: its rules, ready for pest_vm, and their names.
#[derive(Debug)]
pub struct Compiled {
    /// The optimized rules.
    pub rules: Vec<OptimizedRule>,
    /// Every rule name (pest_vm panics on a rule it does not have, so callers ask first).
    pub names: BTreeSet<String>,
}

/// Compile grammar text as pest_derive would: parse, validate (undefined rules, left
/// recursion, ...), optimize. Errors are sorted by position.
pub fn compile(text: &str) -> Result<Compiled, Vec<GrammarError>> {
    check_shape(text)?;
    super::limits::compile_phase();
    let result = pest_meta::parse_and_optimize(text);
    super::limits::run_phase();
    let (_, rules) = result.map_err(|errors| {
        let mut errors: Vec<GrammarError> = errors.into_iter().map(grammar_error).collect();
        errors.sort_by_key(|e| (e.line, e.column));
        errors
    })?;
    let names = rules.iter().map(|r| r.name.clone()).collect();
    Ok(Compiled { rules, names })
}

/// pest_meta's error as a [`GrammarError`].
fn grammar_error(error: Error<MetaRule>) -> GrammarError {
    let error = error.renamed_rules(parser::rename_meta_rule);
    let (line, column) = match error.line_col {
        LineColLocation::Pos(pos) | LineColLocation::Span(pos, _) => pos,
    };
    GrammarError {
        line,
        column,
        message: error.variant.message().into_owned(),
    }
}

/// Refuse a grammar nested deeper than [`MAX_NESTING`] parentheses, or with a rule of more
/// than [`MAX_OPERATORS`] operators (outside strings and comments), naming where it went over.
fn check_shape(text: &str) -> Result<(), Vec<GrammarError>> {
    let (mut parens, mut braces, mut operators) = (0usize, 0usize, 0usize);
    let (mut line, mut column) = (1usize, 0usize);
    let mut chars = text.chars().peekable();
    let mut quote: Option<char> = None;
    let error = |line, column, message: String| {
        Err(vec![GrammarError {
            line,
            column,
            message,
        }])
    };
    while let Some(c) = chars.next() {
        column += 1;
        if c == '\n' {
            line += 1;
            column = 0;
            continue;
        }
        match (quote, c) {
            (Some(_), '\\') => {
                chars.next();
                column += 1;
            }
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '/') if chars.peek() == Some(&'/') => {
                // A comment runs to the end of the line.
                for c in chars.by_ref() {
                    if c == '\n' {
                        line += 1;
                        column = 0;
                        break;
                    }
                }
            }
            (None, '(') => {
                parens += 1;
                if parens > MAX_NESTING {
                    let message = format!(
                        "parentheses nested deeper than {MAX_NESTING} levels (the playground's limit)"
                    );
                    return error(line, column, message);
                }
            }
            (None, ')') => parens = parens.saturating_sub(1),
            (None, '{') => {
                // A rule's body opens at depth 1; a brace inside it is a repetition count.
                braces += 1;
                if braces == 1 {
                    operators = 0;
                } else {
                    operators += 1;
                }
            }
            (None, '}') => braces = braces.saturating_sub(1),
            (None, '~' | '|' | '!' | '&' | '?' | '*' | '+') if braces > 0 => {
                operators += 1;
                if operators > MAX_OPERATORS {
                    let message = format!(
                        "a rule with more than {MAX_OPERATORS} operators (the playground's limit)"
                    );
                    return error(line, column, message);
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The pre-order nodes of `rule`'s match on `input` by pest_vm, each with its depth, and
/// where the match ends; `Err` with pest's message when the rule does not match (or the call
/// limit stopped it), or when the grammar has no such rule.
pub fn run_rule(
    compiled: &Compiled,
    vm: &pest_vm::Vm,
    rule: &str,
    input: &str,
) -> Result<(Vec<RuntimeNode>, usize), String> {
    if !compiled.names.contains(rule) {
        return Err(format!("the grammar has no rule named {rule}"));
    }
    let pairs = vm.parse(rule, input).map_err(|e| {
        let message = e.variant.message().into_owned();
        if message.contains("call limit") {
            format!(
                "pest's call limit ({} rule calls) was reached: the grammar backtracks too much on this input",
                super::limits::CALL_LIMIT
            )
        } else {
            message
        }
    })?;
    let mut nodes = Vec::new();
    let mut end = 0;
    fn walk(pairs: pest::iterators::Pairs<'_, &str>, depth: usize, nodes: &mut Vec<RuntimeNode>) {
        for pair in pairs {
            let span = pair.as_span();
            nodes.push(RuntimeNode {
                rule: pair.as_rule().to_owned(),
                start: span.start(),
                end: span.end(),
                depth,
            });
            walk(pair.into_inner(), depth + 1, nodes);
        }
    }
    for pair in pairs.clone() {
        end = end.max(pair.as_span().end());
    }
    walk(pairs, 0, &mut nodes);
    Ok((nodes, end))
}

/// The parser `with_grammar` takes, running `compiled` on pest_vm. After `deadline` every
/// parse fails at once, so a slow grammar ends a long run promptly. A visible rule's match is
/// its own pair, which says where it ends (the library asks for the path step rules, which
/// match a prefix of what follows); the silent rules the library asks for are its entry
/// rules, which match whole inputs, so their match ends at the input's end.
pub fn runtime_parser(compiled: Compiled, deadline: Instant) -> RuntimeParser {
    let Compiled { rules, names } = compiled;
    let vm = pest_vm::Vm::new(rules);
    let compiled = Compiled {
        rules: Vec::new(),
        names,
    };
    Rc::new(move |rule: &str, input: &str| {
        if Instant::now() >= deadline {
            return None;
        }
        let (nodes, end) = run_rule(&compiled, &vm, rule, input).ok()?;
        let own_pair = matches!(nodes.as_slice(), [first, rest @ ..]
            if first.rule == rule && first.depth == 0 && rest.iter().all(|n| n.depth > 0));
        Some((nodes, if own_pair { end } else { input.len() }))
    })
}

/// What parsing one input came to: the href, or the failure's spec name.
pub type Outcome = Result<String, String>;

/// One WPT case: its input and its base (`None` for a null base).
pub struct Case {
    /// The input.
    pub input: String,
    /// The base URL string.
    pub base: Option<String>,
}

/// urltestdata.json's cases (its comment strings left out).
pub fn wpt_cases() -> &'static [Case] {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(|| {
        let data: serde_json::Value = serde_json::from_str(URLTESTDATA).unwrap_or_default();
        data.as_array()
            .map(|cases| {
                cases
                    .iter()
                    .filter_map(|case| {
                        Some(Case {
                            input: case.get("input")?.as_str()?.to_owned(),
                            base: case.get("base").and_then(|b| b.as_str()).map(str::to_owned),
                        })
                    })
                    .collect()
            })
            .unwrap_or_default()
    })
}

/// Parse one case with the grammar engine (the base with the built-in grammar, so only the
/// input's parse sees an edited grammar).
fn outcome(case: &Case, base: Option<&Result<Url, railurl::ParseError>>) -> Outcome {
    match base {
        Some(Err(e)) => Err(format!("base: {}", e.spec_name())),
        Some(Ok(base)) => Engine::Grammar
            .parse(&case.input, Some(base))
            .map(|u| u.href().to_owned())
            .map_err(|e| e.spec_name().to_owned()),
        None => Engine::Grammar
            .parse(&case.input, None)
            .map(|u| u.href().to_owned())
            .map_err(|e| e.spec_name().to_owned()),
    }
}

/// The parsed bases of the WPT cases, with the built-in grammar.
fn wpt_bases() -> Vec<Option<Result<Url, railurl::ParseError>>> {
    wpt_cases()
        .iter()
        .map(|c| c.base.as_deref().map(Url::parse))
        .collect()
}

/// The built-in grammar's outcome for each WPT case, computed once.
pub fn builtin_outcomes() -> &'static [Outcome] {
    static OUTCOMES: OnceLock<Vec<Outcome>> = OnceLock::new();
    OUTCOMES.get_or_init(|| {
        let bases = wpt_bases();
        wpt_cases()
            .iter()
            .zip(&bases)
            .map(|(case, base)| outcome(case, base.as_ref()))
            .collect()
    })
}

/// A WPT case whose result an edited grammar changes.
#[derive(Debug, Serialize)]
pub struct Change {
    /// The case's input.
    pub input: String,
    /// Its base.
    pub base: Option<String>,
    /// What the built-in grammar makes of it: `{"href": ...}` or `{"failure": ...}`.
    pub builtin: serde_json::Value,
    /// What the edited grammar makes of it.
    pub edited: serde_json::Value,
}

/// The comparison of an edited grammar with the built-in one on WPT's URL cases.
#[derive(Debug, Serialize)]
pub struct WptReport {
    /// The number of cases.
    pub total: usize,
    /// How many of them the edited grammar parses differently (another href, a failure
    /// instead of an href, or the other way round).
    pub changed: usize,
    /// The first changed cases (at most [`MAX_CHANGES_SHOWN`]).
    pub changes: Vec<Change>,
}

/// How many changed cases a report lists.
pub const MAX_CHANGES_SHOWN: usize = 50;

/// An outcome as JSON: `{"href": ...}` or `{"failure": ...}`.
pub fn outcome_json(outcome: &Outcome) -> serde_json::Value {
    match outcome {
        Ok(href) => serde_json::json!({ "href": href }),
        Err(failure) => serde_json::json!({ "failure": failure }),
    }
}

/// Run every WPT case through the engine on `compiled`, and count the results that differ
/// from the built-in grammar's. `Err` when the deadline passed first.
pub fn wpt_report(compiled: Compiled, deadline: Instant) -> Result<WptReport, String> {
    let builtin = builtin_outcomes();
    let bases = wpt_bases();
    let parser = runtime_parser(compiled, deadline);
    let edited: Vec<Outcome> = railurl::syntax::with_grammar(parser, || {
        wpt_cases()
            .iter()
            .zip(&bases)
            .map(|(case, base)| outcome(case, base.as_ref()))
            .collect()
    });
    if Instant::now() >= deadline {
        return Err("the edited grammar did not finish WPT's cases within the time limit".into());
    }
    let mut report = WptReport {
        total: builtin.len(),
        changed: 0,
        changes: Vec::new(),
    };
    for ((case, old), new) in wpt_cases().iter().zip(builtin).zip(&edited) {
        if old != new {
            report.changed += 1;
            if report.changes.len() < MAX_CHANGES_SHOWN {
                report.changes.push(Change {
                    input: case.input.clone(),
                    base: case.base.clone(),
                    builtin: outcome_json(old),
                    edited: outcome_json(new),
                });
            }
        }
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use railurl::syntax::GRAMMAR_FILES;
    use std::time::Duration;

    #[test]
    fn the_embedded_files_are_the_grammar_files_in_order() {
        let names: Vec<&str> = FILES.iter().map(|(name, _)| *name).collect();
        assert_eq!(names, GRAMMAR_FILES);
    }

    #[test]
    fn the_builtin_grammar_compiles_and_changes_no_wpt_result() {
        let compiled = compile(builtin_text()).expect("the built-in grammar compiles");
        assert!(compiled.names.contains("url_without_base"));
        let report = wpt_report(compiled, Instant::now() + Duration::from_secs(120)).unwrap();
        assert!(report.total > 800, "{} WPT cases", report.total);
        assert_eq!(report.changed, 0, "{:?}", report.changes);
    }

    #[test]
    fn errors_have_lines_and_columns() {
        let errors = compile("a = { \"x\" }\nb = { a ~ }\n").unwrap_err();
        assert_eq!((errors[0].line, errors[0].column), (2, 11));
        let errors = compile("a = { a ~ \"x\" }").unwrap_err();
        assert!(errors[0].message.contains("left-recursive"), "{errors:?}");
    }

    #[test]
    fn long_operator_chains_are_refused_before_pest_meta_sees_them() {
        for text in [
            format!("a = {{ {}\"x\" }}", "!".repeat(200_000)),
            format!("a = {{ \"x\"{} }}", "?".repeat(200_000)),
            format!("a = {{ \"x\"{} }}", " ~ \"x\"".repeat(100_000)),
        ] {
            let errors = compile(&text).unwrap_err();
            assert!(errors[0].message.contains("operators"), "{errors:?}");
            assert_eq!(errors[0].line, 1);
        }
        // Many rules each within the limit are fine.
        let many: String = (0..3000)
            .map(|i| format!("r{i} = {{ \"a\" ~ \"b\" }}\n"))
            .collect();
        assert!(compile(&many).is_ok());
    }

    #[test]
    fn deep_nesting_is_refused_before_pest_meta_sees_it() {
        let text = format!("a = {{ {}\"x\"{} }}", "(".repeat(300), ")".repeat(300));
        let errors = compile(&text).unwrap_err();
        assert!(errors[0].message.contains("nested deeper"), "{errors:?}");
        // Parentheses in strings and comments do not count.
        let text = format!("// {}\na = {{ \"{}\" }}", "(".repeat(300), "(".repeat(300));
        assert!(compile(&text).is_ok());
    }
}
