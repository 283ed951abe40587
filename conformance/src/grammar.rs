//! The URL grammar at run time, for the engine comparison: edits a tinkerer makes, and which
//! rules and alternatives a set of inputs exercises. Reading, running and interpreting the
//! grammar is `railurl-grammar-tools`' work; this module holds what the comparison adds.
//!
//! - [`MUTATIONS`] are the edits a tinkerer makes (dropping a leniency rule, swapping two
//!   alternatives, widening a character set); `tests/grammar_mutations.rs` checks that each is
//!   caught, by the typed syntax tree's lowering or by the engine comparison.
//! - [`Coverage`] records which rules and which alternatives of each choice a set of inputs
//!   exercises, from the grammar tools' PEG interpreter run beside pest_vm.

use railurl::syntax::RuntimeParser;
use railurl_grammar_tools::engine;
use railurl_grammar_tools::grammar::{ExprId, ExprKind, Grammar};
use railurl_grammar_tools::peg::{self, Limits, Step};
use railurl_grammar_tools::pest::{load, show};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::rc::Rc;

/// The built-in URL grammar's text: its files joined in order.
///
/// ```
/// let text = railurl_conformance::grammar::builtin_text();
/// assert!(text.contains("url_without_base = "));
/// ```
pub fn builtin_text() -> String {
    engine::builtin_source().text().to_owned()
}

/// Grammar text compiled as pest_derive would, into the parser `with_grammar` takes; its
/// errors one per line.
///
/// ```
/// use railurl::{syntax::with_grammar, Url};
/// let text = railurl_conformance::grammar::builtin_text();
/// let parser = railurl_conformance::grammar::runtime_parser(&text)?;
/// let url = with_grammar(parser, || Url::parse("HTTP://h/a/../b"));
/// assert_eq!(url.map(|u| u.href().to_owned()), Ok("http://h/b".to_owned()));
/// # Ok::<(), String>(())
/// ```
pub fn runtime_parser(text: &str) -> Result<RuntimeParser, String> {
    engine::parser_for(text).map_err(|errors| {
        let lines: Vec<String> = errors
            .iter()
            .map(|e| format!("{}:{}: {}", e.line, e.column, e.message))
            .collect();
        lines.join("\n")
    })
}

/// An edit to the grammar text, as a tinkerer would make it.
#[derive(Clone, Copy, Debug)]
pub struct Mutation {
    /// What the edit does.
    pub name: &'static str,
    /// The text replaced (it must occur in the grammar).
    pub from: &'static str,
    /// What replaces it.
    pub to: &'static str,
}

impl Mutation {
    /// The grammar text with this edit made, or an error when the text to replace is absent.
    ///
    /// ```
    /// let text = railurl_conformance::grammar::builtin_text();
    /// for mutation in railurl_conformance::grammar::MUTATIONS {
    ///     assert_ne!(mutation.apply(&text)?, text);
    /// }
    /// # Ok::<(), String>(())
    /// ```
    pub fn apply(&self, text: &str) -> Result<String, String> {
        if !text.contains(self.from) {
            return Err(format!("{}: the grammar has no {:?}", self.name, self.from));
        }
        Ok(text.replacen(self.from, self.to, 1))
    }
}

/// The edits `tests/grammar_mutations.rs` makes, two of each kind.
pub const MUTATIONS: [Mutation; 6] = [
    Mutation {
        name: "drop a leniency rule: fewer than two slashes after a special scheme",
        from: "  | missing_solidus ~ special_authority ~ special_path\n",
        to: "",
    },
    Mutation {
        name: "drop a leniency rule: \"\\\" as a path separator in special URLs",
        from: "special_path_step = { (\"/\" | reverse_solidus) ~ special_segment }",
        to: "special_path_step = { \"/\" ~ special_segment }",
    },
    Mutation {
        name: "swap two alternatives: \"http\" before \"https\" in special_scheme",
        from: "(\"https\" | ^\"https\" | \"http\" | ^\"http\"",
        to: "(\"http\" | ^\"http\" | \"https\" | ^\"https\"",
    },
    Mutation {
        name: "swap two alternatives: decimal before octal in ipv4_part",
        from: "(ipv4_hex | ipv4_octal | ipv4_decimal)",
        to: "(ipv4_hex | ipv4_decimal | ipv4_octal)",
    },
    Mutation {
        name: "widen a character set: \"_\" in a scheme",
        from: "(ASCII_ALPHANUMERIC | \"+\" | \"-\" | \".\")*",
        to: "(ASCII_ALPHANUMERIC | \"+\" | \"-\" | \".\" | \"_\")*",
    },
    Mutation {
        name: "widen a character set: hex digits in a port",
        from: "port = @{ ASCII_DIGIT* }",
        to: "port = @{ ASCII_HEX_DIGIT* }",
    },
];

/// Which rules and which alternatives of each choice a set of runs exercised: counted only
/// when they were part of a successful match (an alternative tried and abandoned does not
/// count). Choices inside lookaheads are not reported: which code point of `!("?" | "#")`
/// stopped a run is not a structural decision; a rule that a lookahead ran to a match counts
/// as exercised.
#[derive(Debug)]
pub struct Coverage {
    grammar: Grammar,
    /// Rule index -> times it was part of a successful match.
    rule_hits: BTreeMap<usize, usize>,
    /// (choice, alternative) -> hits.
    alternative_hits: HashMap<(ExprId, usize), usize>,
}

/// One choice of the grammar and how often each of its alternatives was taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceCoverage {
    /// The rule the choice is in.
    pub rule: String,
    /// Which choice of the rule, counted in the order they are written (from 0).
    pub choice: usize,
    /// Each alternative's text as written and its hit count.
    pub alternatives: Vec<(String, usize)>,
}

impl Coverage {
    /// Coverage over the grammar `text`.
    ///
    /// ```
    /// let text = railurl_conformance::grammar::builtin_text();
    /// let coverage = railurl_conformance::grammar::Coverage::new(&text)?;
    /// assert!(coverage.unexercised_rules().len() > 10); // nothing has run yet
    /// # Ok::<(), String>(())
    /// ```
    pub fn new(text: &str) -> Result<Coverage, String> {
        let grammar = load(text)
            .map_err(|errors| format!("the grammar does not compile: {errors:?}"))?
            .grammar;
        Ok(Coverage {
            grammar,
            rule_hits: BTreeMap::new(),
            alternative_hits: HashMap::new(),
        })
    }

    /// Run `rule` on `input` and record what its match exercised. Returns whether it matched.
    ///
    /// ```
    /// let text = railurl_conformance::grammar::builtin_text();
    /// let mut coverage = railurl_conformance::grammar::Coverage::new(&text)?;
    /// assert!(coverage.run("url_without_base", "http://h/"));
    /// assert!(!coverage.unexercised_rules().contains(&"special_scheme".to_owned()));
    /// # Ok::<(), String>(())
    /// ```
    pub fn run(&mut self, rule: &str, input: &str) -> bool {
        let Ok(trace) = peg::run(&self.grammar, rule, input, Limits::default()) else {
            return false;
        };
        if trace.end.is_none() {
            return false;
        }
        for event in trace.events {
            match event.step {
                Step::Rule { rule, .. } => *self.rule_hits.entry(rule).or_default() += 1,
                Step::Alternative(choice, i) if !event.in_lookahead => {
                    *self.alternative_hits.entry((choice, i)).or_default() += 1
                }
                _ => {}
            }
        }
        true
    }

    /// The parser `with_grammar` takes that runs `runtime` (for the tree) and records coverage
    /// of every rule the library asks for into `coverage`.
    ///
    /// ```
    /// use railurl::{syntax::with_grammar, Url};
    /// use railurl_conformance::grammar::{builtin_text, runtime_parser, Coverage};
    /// use std::{cell::RefCell, rc::Rc};
    /// let text = builtin_text();
    /// let coverage = Rc::new(RefCell::new(Coverage::new(&text)?));
    /// let parser = Coverage::recording(coverage.clone(), runtime_parser(&text)?);
    /// with_grammar(parser, || Url::parse("http://[::1]/")).map_err(|e| e.to_string())?;
    /// assert!(!coverage.borrow().unexercised_rules().contains(&"ipv6_piece".to_owned()));
    /// # Ok::<(), String>(())
    /// ```
    pub fn recording(coverage: Rc<RefCell<Coverage>>, runtime: RuntimeParser) -> RuntimeParser {
        Rc::new(move |rule: &str, input: &str| {
            coverage.borrow_mut().run(rule, input);
            runtime(rule, input)
        })
    }

    /// The rules no run exercised, in grammar order.
    pub fn unexercised_rules(&self) -> Vec<String> {
        (0..self.grammar.rules.len())
            .filter(|i| !self.rule_hits.contains_key(i))
            .map(|i| self.grammar.rules[i].name.clone())
            .collect()
    }

    /// Every choice of the grammar with its alternatives' hit counts, in grammar order (but
    /// the choices of rules that only lookaheads run, and those inside lookaheads).
    pub fn choices(&self) -> Vec<ChoiceCoverage> {
        let lookahead_only = lookahead_only(&self.grammar);
        let mut out = Vec::new();
        for rule in &self.grammar.rules {
            if lookahead_only.contains(rule.name.as_str()) {
                continue;
            }
            let choices =
                rule.expr
                    .outside_lookaheads()
                    .into_iter()
                    .filter_map(|e| match &e.kind {
                        ExprKind::Choice(alternatives) => Some((e.id, alternatives)),
                        _ => None,
                    });
            for (number, (id, alternatives)) in choices.enumerate() {
                out.push(ChoiceCoverage {
                    rule: rule.name.clone(),
                    choice: number,
                    alternatives: alternatives
                        .iter()
                        .enumerate()
                        .map(|(i, alternative)| {
                            let hits = self.alternative_hits.get(&(id, i)).copied();
                            (show(alternative), hits.unwrap_or(0))
                        })
                        .collect(),
                });
            }
        }
        out
    }
}

/// The rules that only lookaheads run: every reference to them is inside `&` or `!`, or in
/// another such rule. Found by following references outside lookaheads from the entry rules
/// (those no rule refers to).
fn lookahead_only(grammar: &Grammar) -> BTreeSet<&str> {
    let referenced: BTreeSet<&str> = grammar
        .rules
        .iter()
        .flat_map(|r| r.expr.references())
        .collect();
    let mut reached: BTreeSet<&str> = grammar
        .rules
        .iter()
        .map(|r| r.name.as_str())
        .filter(|name| !referenced.contains(name))
        .collect();
    let mut work: Vec<&str> = reached.iter().copied().collect();
    while let Some(name) = work.pop() {
        let Some(rule) = grammar.rule(name) else {
            continue;
        };
        for expr in rule.expr.outside_lookaheads() {
            if let ExprKind::Rule(next) = &expr.kind {
                if reached.insert(next) {
                    work.push(next);
                }
            }
        }
    }
    grammar
        .rules
        .iter()
        .map(|r| r.name.as_str())
        .filter(|name| !reached.contains(name))
        .collect()
}

/// The coverage of the built-in grammar by `parses` (input, base) and `setters` (href,
/// component, value), each run through the grammar engine as the library runs it: every
/// entry rule it asks for, hosts and state overrides included.
///
/// ```
/// use railurl::Component;
/// let coverage = railurl_conformance::grammar::coverage_of(
///     &[("http://h/".to_owned(), None)],
///     &[("http://h/".to_owned(), Component::Port, "81".to_owned())],
/// )?;
/// let unexercised = coverage.unexercised_rules();
/// assert!(!unexercised.contains(&"port_state_override".to_owned()));
/// assert!(unexercised.contains(&"file_scheme".to_owned()));
/// # Ok::<(), String>(())
/// ```
pub fn coverage_of(
    parses: &[(String, Option<String>)],
    setters: &[(String, railurl::Component, String)],
) -> Result<Coverage, String> {
    let text = builtin_text();
    let coverage = Rc::new(RefCell::new(Coverage::new(&text)?));
    let parser = Coverage::recording(coverage.clone(), runtime_parser(&text)?);
    railurl::syntax::with_grammar(parser, || {
        for (input, base) in parses {
            let base = base.as_deref().and_then(|b| railurl::Url::parse(b).ok());
            let _ = railurl::Url::parse_with_diagnostics(input, base.as_ref());
        }
        for (href, component, value) in setters {
            if let Ok(mut url) = railurl::Url::parse(href) {
                let _ = url.set(*component, value);
            }
        }
    });
    Rc::try_unwrap(coverage)
        .map(RefCell::into_inner)
        .map_err(|_| "the coverage is still shared".to_owned())
}

/// The coverage report in Markdown: the rules never exercised, and each choice with an
/// alternative never taken.
pub fn coverage_report(coverage: &Coverage) -> String {
    let mut out = String::new();
    let rules = coverage.unexercised_rules();
    out.push_str(&format!("rules never exercised: {}\n", rules.len()));
    for rule in &rules {
        out.push_str(&format!("- `{rule}`\n"));
    }
    let gaps: Vec<ChoiceCoverage> = coverage
        .choices()
        .into_iter()
        .filter(|c| c.alternatives.iter().any(|(_, hits)| *hits == 0))
        .collect();
    out.push_str(&format!(
        "choices with an alternative never taken: {}\n",
        gaps.len()
    ));
    for choice in &gaps {
        for (i, (alternative, hits)) in choice.alternatives.iter().enumerate() {
            if *hits == 0 {
                out.push_str(&format!(
                    "- `{}`, choice {}, alternative {}: `{}`\n",
                    choice.rule,
                    choice.choice,
                    i + 1,
                    alternative
                ));
            }
        }
    }
    out
}
