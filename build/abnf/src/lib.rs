//! railurl's ABNF front-end and recognizer generator: the grammars in `grammar/*.abnf`, as the
//! RFCs write them, to Rust tables that railurl's `rfc3986`, `rfc3987` and `rfc2396` modules
//! run.
//!
//! ```text
//! grammar/*.abnf ──read (lex, parse)──▶ rules (ast::Rule) ──Grammar::load──▶ Grammar
//!   ──lint──▶ checked Grammar ──nfa::compile──▶ tagged NFA (bytes) ──tdfa::build──▶ tagged DFA
//!   ──emit──▶ Rust source ($OUT_DIR/abnf_<standard>.rs)
//! ```
//!
//! - [`read`] understands RFC 5234 (with RFC 7405's `%s`/`%i`) as RFCs print it: indentation,
//!   page breaks, comments; and RFC 2396's notation (`|`).
//! - [`grammar`] puts the files of a grammar together and lints it (undefined and unused
//!   rules, duplicates, prose values, recursion), each error naming file, line and rule.
//! - [`nfa`] and [`tdfa`] compile an entry rule into a DFA that records the captured rules'
//!   boundaries while it matches ([`standards`] says which).
//! - [`regex`] is the second, independent formulation: the same rules as a regular
//!   expression for the `regex` crate, with a named group per capture; [`sample`] generates
//!   strings from the rules. The tests compare the two.
//!
//! build.rs includes this crate's modules with `#[path]` (the library's build script has no
//! dependencies); as a crate of its own (`railurl-abnf`, not published) it is tested by
//! `cargo test --workspace` and used by railurl's tests and fuzz targets.

pub mod ast;
#[path = "../../dfa_code.rs"]
pub mod dfa_code;
pub mod emit;
pub mod error;
pub mod fragment;
pub mod grammar;
pub mod lex;
#[path = "../../minimize.rs"]
pub mod minimize;
pub mod nfa;
pub mod parse;
pub mod read;
pub mod regex;
pub mod sample;
pub mod standards;
pub mod tdfa;
pub mod utf8;

use error::{Error, Errors};
use grammar::Grammar;
use standards::Standard;
use std::path::Path;

/// The most DFA states an entry may have (a guard against a grammar edit that explodes it).
pub const STATE_LIMIT: usize = 4000;

/// Reads and lints the grammar of `standard`, its files relative to `root`.
pub fn load(root: &Path, standard: &Standard) -> Result<Grammar, Errors> {
    let mut texts = Vec::new();
    for source in standard.sources {
        let path = root.join(source.path);
        match std::fs::read_to_string(&path) {
            Ok(text) => texts.push((*source, text)),
            Err(e) => {
                return Err(Errors(vec![Error::new(
                    &ast::Loc {
                        file: source.path.to_owned(),
                        line: 0,
                        col: 0,
                    },
                    None,
                    format!("cannot read: {e}"),
                )]))
            }
        }
    }
    let files: Vec<(grammar::Source, &str)> = texts.iter().map(|(s, t)| (*s, t.as_str())).collect();
    let grammar = Grammar::load(&files)?;
    grammar.lint(standard.entries, standard.summaries)?;
    Ok(grammar)
}

/// Compiles every entry of `standard` into a tagged DFA, in the order of `standard.entries`.
pub fn compile(grammar: &Grammar, standard: &Standard) -> Result<Vec<tdfa::Dfa>, String> {
    let mut used = vec![false; standard.captures.len()];
    let mut dfas = Vec::new();
    for entry in standard.entries {
        let nfa = nfa::compile(grammar, entry, standard.captures, &mut used)
            .map_err(|e| e.to_string())?;
        let dfa = tdfa::build(&nfa, STATE_LIMIT).map_err(|e| format!("{entry}: {e}"))?;
        dfas.push(dfa);
    }
    if let Some(i) = used.iter().position(|u| !u) {
        return Err(format!(
            "{}: the capture of \"{}\" matches no reference in any entry",
            standard.name, standard.captures[i].rule
        ));
    }
    Ok(dfas)
}

/// The Rust source for `standard`: its tag constants and one DFA per entry.
pub fn generate(root: &Path, standard: &Standard) -> Result<String, String> {
    let grammar = load(root, standard).map_err(|e| e.to_string())?;
    let dfas = compile(&grammar, standard)?;
    emit::standard(standard, &dfas)
}
