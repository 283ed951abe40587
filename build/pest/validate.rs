//! Checks on a grammar once all its files are read, before it is optimized and compiled: every
//! identifier names a rule or a supported built-in, no rule is defined twice or shadows a
//! built-in, no rule calls itself before consuming input (left recursion: the recognizer would
//! recurse without end), and no repetition repeats something that can match the empty string.
//! Errors name the file, line and rule.

use super::ast::{Expr, Rule};
use super::reader::Reference;
use crate::common::SourceError;
use std::collections::{BTreeMap, BTreeSet};

/// The built-ins the generated recognizer implements.
pub const BUILT_INS: &[&str] = &[
    "ANY",
    "SOI",
    "EOI",
    "ASCII_DIGIT",
    "ASCII_NONZERO_DIGIT",
    "ASCII_BIN_DIGIT",
    "ASCII_OCT_DIGIT",
    "ASCII_HEX_DIGIT",
    "ASCII_ALPHA_LOWER",
    "ASCII_ALPHA_UPPER",
    "ASCII_ALPHA",
    "ASCII_ALPHANUMERIC",
    "ASCII",
];

/// Every problem of the grammar (empty when there is none).
pub fn validate(rules: &[Rule], references: &[Reference]) -> Vec<SourceError> {
    let mut errors = Vec::new();
    let mut seen: BTreeMap<&str, &Rule> = BTreeMap::new();
    for rule in rules {
        if BUILT_INS.contains(&rule.name.as_str()) {
            errors.push(rule.error(format!(
                "`{}` is a built-in and cannot be redefined",
                rule.name
            )));
        } else if matches!(rule.name.as_str(), "WHITESPACE" | "COMMENT") {
            errors.push(rule.error("implicit white space and comments (WHITESPACE, COMMENT) are not supported by the generated recognizer",
            ));
        } else if let Some(first) = seen.insert(&rule.name, rule) {
            errors.push(rule.error(format!(
                "the rule is defined twice (first at {}:{})",
                first.file, first.line
            )));
        }
    }
    for reference in references {
        if !seen.contains_key(reference.name.as_str())
            && !BUILT_INS.contains(&reference.name.as_str())
        {
            errors.push(reference.place.clone());
        }
    }
    if !errors.is_empty() {
        return errors;
    }
    let nullable = nullable_rules(rules);
    for rule in rules {
        for expr in rule.expr.walk() {
            let repeated = match expr {
                Expr::Rep(inner) | Expr::RepOnce(inner) | Expr::RepMin(inner, _) => inner,
                _ => continue,
            };
            if can_be_empty(repeated, &nullable) {
                errors.push(rule.error("a repetition of an expression that can match the empty string would repeat without end",
                ));
                break;
            }
        }
    }
    if let Some(cycle) = left_recursion(rules, &nullable) {
        if let Some(rule) = seen.get(cycle[0].as_str()) {
            errors.push(rule.error(format!(
                "left recursion: {} (a rule calls itself before consuming input)",
                cycle.join(" -> ")
            )));
        }
    }
    errors
}

/// The rules that can match the empty string.
pub fn nullable_rules(rules: &[Rule]) -> BTreeSet<String> {
    let mut nullable = BTreeSet::new();
    loop {
        let before = nullable.len();
        for rule in rules {
            if can_be_empty(&rule.expr, &nullable) {
                nullable.insert(rule.name.clone());
            }
        }
        if nullable.len() == before {
            return nullable;
        }
    }
}

/// Whether `expr` can succeed without consuming input, given the nullable rules.
pub fn can_be_empty(expr: &Expr, nullable: &BTreeSet<String>) -> bool {
    match expr {
        Expr::Str(s) | Expr::Insens(s) => s.is_empty(),
        Expr::Range(..) => false,
        Expr::Ident(name) => match name.as_str() {
            "SOI" | "EOI" => true,
            _ if BUILT_INS.contains(&name.as_str()) => false,
            _ => nullable.contains(name),
        },
        Expr::PosPred(_) | Expr::NegPred(_) | Expr::Opt(_) | Expr::Rep(_) | Expr::RepMax(..) => {
            true
        }
        Expr::Skip(_) => true,
        Expr::Seq(a, b) => can_be_empty(a, nullable) && can_be_empty(b, nullable),
        Expr::Choice(a, b) => can_be_empty(a, nullable) || can_be_empty(b, nullable),
        Expr::RepOnce(e) | Expr::RepExact(e, _) => can_be_empty(e, nullable),
        Expr::RepMin(e, n) | Expr::RepMinMax(e, n, _) => *n == 0 || can_be_empty(e, nullable),
    }
}

/// The rules `expr` may call at the position it starts at.
fn calls_at_start<'e>(expr: &'e Expr, nullable: &BTreeSet<String>, out: &mut Vec<&'e str>) {
    match expr {
        Expr::Ident(name) => out.push(name),
        Expr::Seq(a, b) => {
            calls_at_start(a, nullable, out);
            if can_be_empty(a, nullable) {
                calls_at_start(b, nullable, out);
            }
        }
        _ => {
            for child in expr.children() {
                calls_at_start(child, nullable, out);
            }
        }
    }
}

/// A cycle of rules that call each other at the same position, if there is one.
fn left_recursion(rules: &[Rule], nullable: &BTreeSet<String>) -> Option<Vec<String>> {
    let graph: BTreeMap<&str, Vec<&str>> = rules
        .iter()
        .map(|rule| {
            let mut calls = Vec::new();
            calls_at_start(&rule.expr, nullable, &mut calls);
            (rule.name.as_str(), calls)
        })
        .collect();
    // Depth-first search; `path` is the chain of calls being followed.
    fn visit<'g>(
        name: &'g str,
        graph: &BTreeMap<&'g str, Vec<&'g str>>,
        path: &mut Vec<&'g str>,
        done: &mut BTreeSet<&'g str>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|n| *n == name) {
            let mut cycle: Vec<String> = path[i..].iter().map(|s| (*s).to_owned()).collect();
            cycle.push(name.to_owned());
            return Some(cycle);
        }
        if !done.insert(name) {
            return None;
        }
        path.push(name);
        for next in graph.get(name).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    for rule in rules {
        if let Some(cycle) = visit(&rule.name, &graph, &mut Vec::new(), &mut done) {
            return Some(cycle);
        }
    }
    None
}
