//! The ABNF reader of railurl's build step: the same files `build.rs` compiles the RFC
//! grammars with (`build/abnf/src/`), so that the tools read a grammar exactly as the build
//! does, with the same lints and the same error messages. They are symbolic links to the build
//! step's sources (the build step has no manifest of its own, and this crate is packaged on
//! its own: `cargo package` stores the linked files themselves, as `railurl-cli` does with its
//! WPT data). The generator's modules (NFA, tagged DFA, code emission) stay in the build step.

// The build step uses all of these; the tools use what reading and linting need.
#![allow(dead_code)]

pub mod ast;
pub mod error;
pub mod grammar;
pub mod lex;
pub mod parse;
pub mod read;
pub mod standards;
