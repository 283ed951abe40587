//! Generates the grammar engine's recognizer from grammar/url.pest.
//!
//! pest_derive compiles the grammar into a parser on pest's runtime (kept for tinkering and as
//! the reference in tests/recognizer.rs). For speed, this build script compiles the same
//! grammar, read with pest_meta, into straight-line Rust: one function per rule, matching
//! bytes directly and recording the same tree (same `Rule` names, same spans) in a flat token
//! list. grammar/url.pest stays the single source of truth.

#[path = "build/codegen.rs"]
mod codegen;

fn main() {
    let grammar_path = "grammar/url.pest";
    println!("cargo:rerun-if-changed={grammar_path}");
    println!("cargo:rerun-if-changed=build/codegen.rs");
    let grammar = std::fs::read_to_string(grammar_path).expect("grammar/url.pest is readable");
    let code = match codegen::generate(&grammar) {
        Ok(code) => code,
        Err(message) => panic!("cannot generate the recognizer from {grammar_path}: {message}"),
    };
    let out =
        std::path::Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("recognizer.rs");
    std::fs::write(&out, code).expect("write the generated recognizer");
}
