//! The `.pest` generator: grammar files in pest's notation to a rule enum and a recognizer,
//! Rust source that `src/syntax/recognizer.rs` includes.
//!
//! The pipeline: [`reader`] turns each file into rules ([`ast`]), [`validate`] checks the whole
//! grammar (names, left recursion, empty repetitions), [`optimize`] rewrites each rule's
//! expression as pest does before generating its parser, and [`codegen`] writes one method per
//! rule and mode. Errors name the file, line and rule.
//!
//! The recognizer records the same tree as pest's runtime would (tests/recognizer.rs checks
//! that against pest_derive for the URL grammar), and with failure tracking reports the same
//! furthest failure (tests/writing_recognizer.rs checks that for the writing grammar).

pub mod ast;
pub mod codegen;
pub mod dfa;
// Also a module of build/abnf (the RFC grammars' DFA generator), which build.rs includes only
// with the `rfc` feature: the same file, so both generators share it.
#[allow(clippy::duplicate_mod)]
#[path = "../dfa_code.rs"]
pub mod dfa_code;
pub mod dfa_emit;
pub mod dfa_layout;
pub mod dfa_simd;
// Moore's partition refinement, shared with build/abnf's minimizations the same way.
#[allow(clippy::duplicate_mod)]
#[path = "../minimize.rs"]
pub mod minimize;
pub mod optimize;
pub mod reader;
pub mod validate;

use crate::common::{Build, Source, SourceError};
use ast::Rule;

/// One grammar to compile: its files (concatenated in this order, as pest_derive's several
/// `#[grammar]` attributes do), the name of the rule enum, and where the output goes.
pub struct Grammar<'a> {
    /// The files under the package root, in order.
    pub files: &'a [&'a str],
    /// The generated enum's name (`Rule`).
    pub enum_name: &'a str,
    /// The file in `OUT_DIR` for the enum.
    pub rules_out: &'a str,
    /// The file in `OUT_DIR` for the recognizer.
    pub recognizer_out: &'a str,
    /// Whether to generate `furthest_failure`, pest's error report, as a second run.
    pub track_failures: bool,
}

/// The generated Rust source of one grammar.
#[derive(Debug)]
pub struct Output {
    /// The rule enum.
    pub rules: String,
    /// The recognizer (`impl Recognizer` and `recognize`).
    pub recognizer: String,
}

/// Read the grammar made of `sources` and check it: its rules, or every error found.
fn read_checked(sources: &[Source]) -> Result<Vec<Rule>, Vec<SourceError>> {
    let mut rules = Vec::new();
    let mut references = Vec::new();
    let mut errors = Vec::new();
    for source in sources {
        if let Err(e) = reader::read(source, &mut rules, &mut references) {
            errors.push(e);
        }
    }
    if errors.is_empty() {
        errors = validate::validate(&rules, &references);
    }
    match errors.is_empty() {
        true => Ok(rules),
        false => Err(errors),
    }
}

/// Read, check, optimize and compile the grammar made of `sources`.
pub fn compile(
    sources: &[Source],
    enum_name: &str,
    track_failures: bool,
) -> Result<Output, Vec<SourceError>> {
    let rules = read_checked(sources)?;
    let names: Vec<String> = sources.iter().map(|s| format!("`{}`", s.file)).collect();
    let names = names.join(", ");
    let optimized = optimize::optimize(&rules, !track_failures);
    let recognizer =
        codegen::generate(&optimized, &names, enum_name, track_failures).map_err(|e| vec![e])?;
    Ok(Output {
        rules: codegen::generate_rules(&rules, &names, enum_name),
        recognizer,
    })
}

/// Compile `grammar` within the build: read its files, and write its enum and recognizer into
/// `OUT_DIR`, or record the errors.
pub fn generate(build: &mut Build, grammar: &Grammar<'_>) {
    let sources: Option<Vec<Source>> = grammar.files.iter().map(|f| build.read(f)).collect();
    let Some(sources) = sources else {
        return;
    };
    match compile(&sources, grammar.enum_name, grammar.track_failures) {
        Ok(output) => {
            build.write(grammar.rules_out, &output.rules);
            build.write(grammar.recognizer_out, &output.recognizer);
        }
        Err(errors) => {
            for error in errors {
                build.error(error);
            }
        }
    }
}

/// Read and check the grammar made of `sources`, and compile its rule `entry` to a tagged DFA
/// ([`dfa`]).
pub fn compile_dfa(sources: &[Source], entry: &str) -> Result<dfa::Dfa, Vec<SourceError>> {
    dfa::compile(&read_checked(sources)?, entry).map_err(|e| vec![e])
}

/// Compile the entry rule `entry` of the grammar in `files` to a tagged DFA written as code
/// ([`dfa`], [`dfa_emit`]) into `OUT_DIR` as `out`, or record the errors.
pub fn generate_dfa(build: &mut Build, files: &[&str], entry: &str, out: &str) {
    let sources: Option<Vec<Source>> = files.iter().map(|f| build.read(f)).collect();
    let Some(sources) = sources else {
        return;
    };
    match compile_dfa(&sources, entry) {
        Ok(automaton) => {
            let names: Vec<String> = files.iter().map(|f| format!("`{f}`")).collect();
            let (code, files) = dfa_emit::emit(&automaton, entry, &names.join(", "), out);
            build.write(out, code);
            for (name, bytes) in files {
                build.write(&name, bytes);
            }
        }
        Err(errors) => {
            for error in errors {
                build.error(error);
            }
        }
    }
}
