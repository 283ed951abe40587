//! railurl's grammar tools: the grammars read, run, drawn, and run through the URL engine at
//! run time. This is an internal support crate of `railurl-cli` (the playground), also used by
//! railurl's conformance tool and by the tinkering examples (`parse_tree`, `railroad`). It is
//! published only because `railurl-cli` is, and makes no stability promise: depend on
//! `railurl` instead.
//!
//! How the pieces fit:
//!
//! ```text
//! text ──front-end──▶ Grammar (notation-neutral) ──peg::run──▶ Trace ──railroad──▶ SVG
//!   │   (pest::load,        │   └─abnf::derive (ABNF)──▶ Trace, nodes        ▲
//!   │    abnf::load)        └──────────────────────────railroad (no trace)───┘
//!   └──pest::load──▶ Compiled ──pairs::Runner──▶ pre-order nodes ──engine──▶ railurl's engine
//! ```
//!
//! - [`grammar`]: the notation-neutral model every tool works on: rules, with their docs and
//!   section headings, over an expression tree ([`grammar::Expr`]) whose nodes have ids.
//! - [`source`]: a grammar's text as files joined, and errors rendered at the file and line
//!   they come from.
//! - [`pest`]: the front-end for `.pest` grammars: the checks pest_derive makes, the
//!   notation-neutral [`grammar::Grammar`], and the compiled rules pest_vm runs.
//! - [`pairs`]: a compiled grammar run by pest_vm, its pairs walked into pre-order nodes with
//!   depths and spans.
//! - [`peg`]: a PEG interpreter with pest's semantics over the neutral model, which records
//!   the successful path: the rules it went through with their spans, each literal matched,
//!   each alternative taken and how often each repetition went round.
//! - [`railroad`]: a rule as a railroad diagram (SVG), with rule references linked and, given
//!   a trace, the input's path lit; and a page of all of a grammar's diagrams.
//! - [`engine`]: railurl's URL grammar: the built-in text, a grammar directory read in
//!   railurl's file order, and a compiled grammar as the parser `railurl::syntax::with_grammar`
//!   takes, so an edited grammar runs through the whole URL engine.
//!
//! - [`abnf`]: the RFCs' ABNF grammars (`grammar/*.abnf`) read and linted by the build step's
//!   own reader into the same [`grammar::Grammar`], which the railroad drawing and the page
//!   take as they are, and run by an interpreter of its own ([`abnf::derive()`]: alternatives are
//!   unordered, repetitions give back what the rest needs) that records the derivation's
//!   nodes and the same [`peg::Trace`]. [`grammar::Notation`] says which semantics apply;
//!   [`peg::run`] refuses a grammar that is not PEG, [`abnf::derive()`] one that is not ABNF.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod abnf;
pub mod engine;
pub mod grammar;
pub mod pairs;
pub mod peg;
pub mod pest;
pub mod railroad;
pub mod source;
