//! Generates the grammar engine's `Rule` enum and recognizer from the URL grammar, grammar/*.pest,
//! and the canonical fast path's `CanonicalRule` enum and recognizer from grammar/canonical.pest.
//!
//! pest_derive compiles the grammar into a parser on pest's runtime (kept for tinkering and as
//! the reference in tests/recognizer.rs). For speed, this build script compiles the same
//! grammar, read with pest_meta, into straight-line Rust: one function per rule, matching
//! bytes directly and recording the same tree (same `Rule` names, same spans) in a flat token
//! list. The grammar files stay the single source of truth.

#[path = "build/codegen.rs"]
mod codegen;

#[path = "src/syntax/grammar_files.rs"]
mod grammar_files;

fn main() {
    let grammar_path = "grammar/*.pest";
    println!("cargo:rerun-if-changed=build/codegen.rs");
    let mut grammar = String::new();
    println!("cargo:rerun-if-changed=src/syntax/grammar_files.rs");
    for file in grammar_files::GRAMMAR_FILES {
        let file = format!("grammar/{file}");
        println!("cargo:rerun-if-changed={file}");
        match std::fs::read_to_string(&file) {
            Ok(text) => {
                grammar.push_str(&text);
                grammar.push('\n');
            }
            Err(e) => {
                eprintln!("error: cannot read {file}: {e}");
                std::process::exit(1);
            }
        }
    }
    let generated = codegen::generate_rules(&grammar, grammar_path, "Rule")
        .and_then(|rules| Ok((rules, codegen::generate(&grammar, grammar_path, "Rule")?)));
    let (rules, code) = match generated {
        Ok(both) => both,
        Err(message) => {
            // A build script reports a failure by exiting non-zero; cargo shows its stderr.
            eprintln!("error: cannot generate the recognizer from {grammar_path}: {message}");
            std::process::exit(1);
        }
    };
    let out_dir = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    std::fs::write(out_dir.join("rules.rs"), rules).expect("write the generated Rule enum");
    std::fs::write(out_dir.join("recognizer.rs"), code).expect("write the generated recognizer");

    // The canonical-URL grammar: its own enum and recognizer, the same generator.
    let canonical_path = "grammar/canonical.pest";
    println!("cargo:rerun-if-changed={canonical_path}");
    let canonical = match std::fs::read_to_string(canonical_path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("error: cannot read {canonical_path}: {e}");
            std::process::exit(1);
        }
    };
    let generated =
        codegen::generate_rules(&canonical, canonical_path, "CanonicalRule").and_then(|rules| {
            Ok((
                rules,
                codegen::generate(&canonical, canonical_path, "CanonicalRule")?,
            ))
        });
    let (rules, code) = match generated {
        Ok(both) => both,
        Err(message) => {
            eprintln!("error: cannot generate the recognizer from {canonical_path}: {message}");
            std::process::exit(1);
        }
    };
    std::fs::write(out_dir.join("canonical_rules.rs"), rules)
        .expect("write the generated CanonicalRule enum");
    std::fs::write(out_dir.join("canonical_recognizer.rs"), code)
        .expect("write the generated canonical recognizer");
}
