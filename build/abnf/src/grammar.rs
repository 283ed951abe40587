//! A grammar: the rules of its files put together (`=` defines, `=/` adds alternatives, an
//! update file's `=` replaces), and the lints the generator relies on.
//!
//! Lints, each naming file, line and rule:
//! - a rule referenced but not defined;
//! - a rule defined twice with `=` (an update file may replace a rule of the files before it
//!   once), or `=/` for a rule not defined before;
//! - a prose value `<...>`, except under a repeat of at most zero (`0<pchar>`, RFC 3986's
//!   `path-empty`), where it stands for the empty string;
//! - a rule that refers to itself, directly or through others: the generator inlines every
//!   rule into one finite automaton, so the grammar must be regular;
//! - a rule that no entry rule uses, unless it is in a library file (the core rules) or named
//!   as a summary (a rule the RFC defines for the reader, such as RFC 3986's `path`).

use super::ast::{DefinedAs, Loc, Node, Rule};
use super::error::{Error, Errors};
use super::lex::Notation;
use super::read::read_rules;
use std::collections::HashMap;

/// What a file is to the grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Rules offered to the grammar (RFC 5234's core rules): unused ones are fine.
    Library,
    /// The grammar's own rules.
    Main,
    /// An update of the files before it (RFC 6874 updating RFC 3986): its `=` replaces a rule
    /// of theirs.
    Update,
}

/// One file of a grammar.
#[derive(Clone, Copy, Debug)]
pub struct Source {
    /// The path from the repository root.
    pub path: &'static str,
    /// What it is to the grammar.
    pub role: Role,
    /// How it is written.
    pub notation: Notation,
}

/// A rule of the grammar after `=/` and updates: its whole right-hand side.
#[derive(Clone, Debug)]
pub struct Definition {
    /// The name as its `=` definition spells it.
    pub name: String,
    /// The right-hand side (the alternatives of every `=/` appended).
    pub node: Node,
    /// Where its `=` definition is.
    pub loc: Loc,
    /// Defined in a library file.
    pub library: bool,
    /// Defined (or last replaced) in an update file.
    replaced_by_update: bool,
}

/// The rules of a grammar, by case-insensitive name.
#[derive(Clone, Debug, Default)]
pub struct Grammar {
    /// In the order the files define them.
    pub rules: Vec<Definition>,
    index: HashMap<String, usize>,
}

impl Grammar {
    /// Reads `files` (each with its text) in order and puts their rules together.
    pub fn load(files: &[(Source, &str)]) -> Result<Grammar, Errors> {
        let mut grammar = Grammar::default();
        let mut errors = Vec::new();
        for (source, text) in files {
            match read_rules(source.path, text, source.notation) {
                Ok(rules) => {
                    for rule in rules {
                        if let Err(e) = grammar.add(rule, source.role) {
                            errors.push(e);
                        }
                    }
                }
                Err(mut e) => errors.append(&mut e),
            }
        }
        if errors.is_empty() {
            Ok(grammar)
        } else {
            Err(Errors(errors))
        }
    }

    /// The rule called `name` (case-insensitively).
    pub fn get(&self, name: &str) -> Option<&Definition> {
        self.index
            .get(&name.to_ascii_lowercase())
            .map(|&i| &self.rules[i])
    }

    fn add(&mut self, rule: Rule, role: Role) -> Result<(), Error> {
        let key = rule.name.to_ascii_lowercase();
        let existing = self.index.get(&key).copied();
        match (rule.defined_as, existing) {
            (DefinedAs::Basic, None) => {
                self.index.insert(key, self.rules.len());
                self.rules.push(Definition {
                    name: rule.name,
                    node: rule.node,
                    loc: rule.loc,
                    library: role == Role::Library,
                    replaced_by_update: role == Role::Update,
                });
                Ok(())
            }
            (DefinedAs::Basic, Some(i)) => {
                let old = &mut self.rules[i];
                if role == Role::Update && !old.replaced_by_update {
                    old.node = rule.node;
                    old.loc = rule.loc;
                    old.replaced_by_update = true;
                    return Ok(());
                }
                Err(Error::new(
                    &rule.loc,
                    Some(&rule.name),
                    format!("defined twice (first at {})", old.loc),
                ))
            }
            (DefinedAs::Incremental, Some(i)) => {
                let old = &mut self.rules[i];
                let mut items = match std::mem::replace(&mut old.node, Node::Alt(Vec::new())) {
                    Node::Alt(items) => items,
                    other => vec![other],
                };
                match rule.node {
                    Node::Alt(more) => items.extend(more),
                    other => items.push(other),
                }
                old.node = Node::Alt(items);
                Ok(())
            }
            (DefinedAs::Incremental, None) => Err(Error::new(
                &rule.loc,
                Some(&rule.name),
                "\"=/\" adds alternatives to a rule, but this rule is not defined before",
            )),
        }
    }

    /// All lints; `entries` are the rules the generator compiles, `summaries` rules that may
    /// stay unused.
    pub fn lint(&self, entries: &[&str], summaries: &[&str]) -> Result<(), Errors> {
        let mut errors = Vec::new();
        for def in &self.rules {
            def.node.each_name(&mut |name, loc| {
                if self.get(name).is_none() {
                    errors.push(Error::new(
                        loc,
                        Some(&def.name),
                        format!("\"{name}\" is not defined"),
                    ));
                }
            });
            prose(&def.node, false, &def.name, &mut errors);
        }
        self.recursion(&mut errors);
        self.unused(entries, summaries, &mut errors);
        if errors.is_empty() {
            Ok(())
        } else {
            errors.sort_by(|a, b| a.loc.cmp(&b.loc));
            Err(Errors(errors))
        }
    }

    /// Every rule reachable from `roots` (the roots included), by index.
    pub fn reachable(&self, roots: &[&str]) -> Vec<bool> {
        let mut seen = vec![false; self.rules.len()];
        let mut stack: Vec<usize> = roots
            .iter()
            .filter_map(|r| self.index.get(&r.to_ascii_lowercase()).copied())
            .collect();
        while let Some(i) = stack.pop() {
            if std::mem::replace(&mut seen[i], true) {
                continue;
            }
            self.rules[i].node.each_name(&mut |name, _| {
                if let Some(&j) = self.index.get(&name.to_ascii_lowercase()) {
                    stack.push(j);
                }
            });
        }
        seen
    }

    fn unused(&self, entries: &[&str], summaries: &[&str], errors: &mut Vec<Error>) {
        let roots: Vec<&str> = entries.iter().chain(summaries).copied().collect();
        for name in &roots {
            if self.get(name).is_none() {
                let loc = self.rules.first().map_or_else(
                    || Loc {
                        file: String::from("(grammar table)"),
                        line: 0,
                        col: 0,
                    },
                    |d| d.loc.clone(),
                );
                errors.push(Error::new(
                    &loc,
                    Some(name),
                    "named by the grammar table but not defined",
                ));
            }
        }
        let seen = self.reachable(&roots);
        for (def, seen) in self.rules.iter().zip(seen) {
            if !seen && !def.library {
                errors.push(Error::new(
                    &def.loc,
                    Some(&def.name),
                    "not used by any entry rule (name it a summary if that is intended)",
                ));
            }
        }
    }

    fn recursion(&self, errors: &mut Vec<Error>) {
        // 0: not visited, 1: on the stack, 2: done.
        let mut state = vec![0u8; self.rules.len()];
        let mut path = Vec::new();
        for i in 0..self.rules.len() {
            self.visit(i, &mut state, &mut path, errors);
        }
    }

    fn visit(&self, i: usize, state: &mut [u8], path: &mut Vec<usize>, errors: &mut Vec<Error>) {
        match state[i] {
            2 => return,
            1 => {
                let from = path.iter().position(|&j| j == i).unwrap_or(0);
                let cycle: Vec<&str> = path[from..]
                    .iter()
                    .chain([&i])
                    .map(|&j| self.rules[j].name.as_str())
                    .collect();
                errors.push(Error::new(
                    &self.rules[i].loc,
                    Some(&self.rules[i].name),
                    format!(
                        "recursive ({}): the generator needs a regular grammar",
                        cycle.join(" -> ")
                    ),
                ));
                return;
            }
            _ => {}
        }
        state[i] = 1;
        path.push(i);
        let mut next = Vec::new();
        self.rules[i].node.each_name(&mut |name, _| {
            if let Some(&j) = self.index.get(&name.to_ascii_lowercase()) {
                next.push(j);
            }
        });
        for j in next {
            self.visit(j, state, path, errors);
        }
        path.pop();
        state[i] = 2;
    }
}

/// Reports prose values, except under a repeat of at most zero.
fn prose(node: &Node, empty: bool, rule: &str, errors: &mut Vec<Error>) {
    match node {
        Node::Alt(items) | Node::Seq(items) => {
            items.iter().for_each(|n| prose(n, empty, rule, errors))
        }
        Node::Repeat { max, node, .. } => prose(node, empty || *max == Some(0), rule, errors),
        Node::Group(node) | Node::Optional(node) => prose(node, empty, rule, errors),
        Node::Prose(text, loc) if !empty => errors.push(Error::new(
            loc,
            Some(rule),
            format!("prose value <{text}>: the generator cannot compile prose"),
        )),
        _ => {}
    }
}
