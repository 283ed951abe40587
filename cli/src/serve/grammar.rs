//! Grammars at run time for the playground: the built-in URL grammar's text, an edited copy
//! loaded by the grammar tools (the checks pest_derive makes) with errors at line and column,
//! run by pest_vm directly (the tree) and through the whole engine (`railurl::syntax::
//! with_grammar`), and the comparison of an edited grammar with the built-in one on WPT's
//! urltestdata.json.
//!
//! Everything here runs on a grammar thread ([`super::limits::GrammarJobs::run`]): pest_vm has
//! no cancel, so the bounds are pest's call limit per parse, a deadline checked between
//! parses, a cap on the input's length and on the grammar's nesting, and a large stack.

use railurl::{Engine, Url};
use railurl_grammar_tools::engine;
use railurl_grammar_tools::pairs::{Match, Runner};
use railurl_grammar_tools::pest::{self, Loaded};
use railurl_grammar_tools::source::{GrammarError, Source};
use serde::Serialize;
use serde_json::{json, Value};
use std::sync::OnceLock;
use std::time::Instant;

/// WPT's urltestdata.json, as vendored in the package (see cli/data/README.md).
const URLTESTDATA: &str = include_str!("../../data/urltestdata.json");

/// The built-in grammar: its files joined, as the editor shows them.
pub fn builtin() -> &'static Source {
    static SOURCE: OnceLock<Source> = OnceLock::new();
    SOURCE.get_or_init(engine::builtin_source)
}

/// A grammar error as the API answers it: `{"line", "column", "message"}`.
pub fn error_json(error: &GrammarError) -> Value {
    json!({ "line": error.line, "column": error.column, "message": error.message })
}

/// Load grammar text as pest_derive would (parse, validate, optimize), under pest's call
/// limit for reading a grammar ([`super::limits::compile_phase`]). Errors are sorted by
/// position.
pub fn load(text: &str) -> Result<Loaded, Vec<GrammarError>> {
    super::limits::compile_phase();
    let loaded = pest::load(text);
    super::limits::run_phase();
    loaded
}

/// Run rule `rule` of `runner`'s grammar on `input`, saying so when pest's call limit
/// stopped it.
pub fn run_rule(runner: &Runner, rule: &str, input: &str) -> Result<Match, String> {
    runner.run(rule, input).map_err(|message| {
        if !message.contains("call limit") {
            return message;
        }
        format!(
            "pest's call limit ({} rule calls) was reached: the grammar backtracks too much on this input",
            super::limits::CALL_LIMIT
        )
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
pub fn wpt_report(loaded: Loaded, deadline: Instant) -> Result<WptReport, String> {
    let builtin = builtin_outcomes();
    let bases = wpt_bases();
    let parser = engine::runtime_parser(Runner::new(loaded.compiled), Some(deadline));
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
    use std::time::Duration;

    #[test]
    fn the_builtin_grammar_loads_and_changes_no_wpt_result() {
        let loaded = load(builtin().text()).expect("the built-in grammar loads");
        assert!(loaded.compiled.names.contains("url_without_base"));
        let report = wpt_report(loaded, Instant::now() + Duration::from_secs(120)).unwrap();
        assert!(report.total > 800, "{} WPT cases", report.total);
        assert_eq!(report.changed, 0, "{:?}", report.changes);
    }

    #[test]
    fn errors_have_lines_and_columns() {
        let errors = load("a = { \"x\" }\nb = { a ~ }\n").unwrap_err();
        assert_eq!((errors[0].line, errors[0].column), (2, 11));
        let errors = load("a = { a ~ \"x\" }").unwrap_err();
        assert!(errors[0].message.contains("left-recursive"), "{errors:?}");
    }

    #[test]
    fn the_vendored_wpt_data_is_the_repositorys() {
        // cli/data/urltestdata.json stands for tests/wpt/urltestdata.json in the package.
        let repository =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/wpt/urltestdata.json");
        if let Ok(text) = std::fs::read_to_string(repository) {
            assert_eq!(text, URLTESTDATA);
        }
        assert!(wpt_cases().len() > 800);
    }
}
