//! The library's build step: code generated from the grammar files into `OUT_DIR`, with no
//! dependencies. Each generator lives under `build/` (see `build/common.rs` for what they
//! share); this file only says which sources each one compiles.
//!
//! - `build/pest/`: the WHATWG grammars in pest's notation, to straight-line Rust recognizers
//!   (one function per rule, matching bytes directly and recording the same tree as pest's
//!   runtime would, in a flat token list): the URL grammar (`Rule`, `recognize`), the
//!   canonical-URL grammar of the fast path (`CanonicalRule`) and, with the `writing` feature,
//!   the valid-URL-string grammar (`WritingRule`, with pest's report of the first mismatch as
//!   a second run). The grammar files stay the single source of truth; pest_derive compiles
//!   the same files only behind the optional `pest-runtime` and `urlpattern` features.
//! - `build/abnf/` (also the library of the workspace crate `railurl-abnf`, whose manifest and
//!   tests are in `build/abnf-tests/`), with the `rfc` feature: the RFCs' ABNF grammars
//!   (`grammar/*.abnf`) to tagged DFAs that recognize URI references and record their
//!   components, `abnf_<standard>.rs` for `rfc3986`, `rfc3987` and `rfc2396`.
//! - `build/psl/` (feature `psl`): the Public Suffix List, `data/psl/public_suffix_list.dat`,
//!   to flat static tables for the library's public suffix and registrable domain lookups.

#[path = "build/common.rs"]
mod common;
#[path = "build/pest/mod.rs"]
mod pest;
// A generator whose feature is off is not even compiled: cargo passes the package's features
// to the build script as it does to the library, and a crate that needs only the URL parser
// (railurl-compat) should not pay for the others.
// The regex formulation and the sampler are for the tests, not the build.
#[cfg(feature = "rfc")]
#[allow(dead_code)]
#[path = "build/abnf/src/lib.rs"]
mod abnf;
#[cfg(feature = "psl")]
#[path = "build/psl/mod.rs"]
mod psl;

#[path = "src/syntax/grammar_files.rs"]
mod grammar_files;

fn main() {
    let mut build = common::Build::from_env();
    build.watch("build");
    build.watch("src/syntax/grammar_files.rs");

    let url_files: Vec<String> = grammar_files::GRAMMAR_FILES
        .iter()
        .map(|f| format!("grammar/{f}"))
        .collect();
    let url_files: Vec<&str> = url_files.iter().map(String::as_str).collect();
    pest::generate(
        &mut build,
        &pest::Grammar {
            files: &url_files,
            enum_name: "Rule",
            rules_out: "rules.rs",
            recognizer_out: "recognizer.rs",
            track_failures: false,
        },
    );
    pest::generate(
        &mut build,
        &pest::Grammar {
            files: &["grammar/canonical.pest"],
            enum_name: "CanonicalRule",
            rules_out: "canonical_rules.rs",
            recognizer_out: "canonical_recognizer.rs",
            track_failures: false,
        },
    );
    // The same grammar as a tagged DFA written as code: the fast path's recognizer.
    pest::generate_dfa(
        &mut build,
        &["grammar/canonical.pest"],
        "canonical_url",
        "canonical_dfa.rs",
    );
    pest::generate_dfa(
        &mut build,
        &["grammar/canonical.pest"],
        "canonical_credentials_url",
        "canonical_credentials_dfa.rs",
    );
    // Small grammars whose generated code tests/dfa_codegen.rs runs against the automaton's
    // tables (only the tests include them).
    for name in ["runs", "literals", "many_sets", "entries", "pairs"] {
        pest::generate_dfa(
            &mut build,
            &[&format!("tests/data/dfa/{name}.pest")],
            "top",
            &format!("dfa_test_{name}.rs"),
        );
    }
    // The near-canonical grammar and the failing one (which uses its rules and canonical.pest's
    // IPv4 rule), with canonical.pest: the second fast path's recognizer and the certain
    // failures' as DFAs, and their recognizer for the tests' second formulation.
    let near = [
        "grammar/canonical.pest",
        "grammar/near_canonical.pest",
        "grammar/failing.pest",
    ];
    pest::generate(
        &mut build,
        &pest::Grammar {
            files: &near,
            enum_name: "NearCanonicalRule",
            rules_out: "near_canonical_rules.rs",
            recognizer_out: "near_canonical_recognizer.rs",
            track_failures: false,
        },
    );
    pest::generate_dfa(
        &mut build,
        &near,
        "near_canonical_url",
        "near_canonical_dfa.rs",
    );
    pest::generate_dfa(
        &mut build,
        &near,
        "near_canonical_credentials_url",
        "near_canonical_credentials_dfa.rs",
    );
    pest::generate_dfa(&mut build, &near, "failing_url", "failing_dfa.rs");
    // The valid-URL-string checker's grammar, with pest's report of the first mismatch.
    if std::env::var_os("CARGO_FEATURE_WRITING").is_some() {
        pest::generate(
            &mut build,
            &pest::Grammar {
                files: &["grammar/writing.pest"],
                enum_name: "WritingRule",
                rules_out: "writing_rules.rs",
                recognizer_out: "writing_recognizer.rs",
                track_failures: true,
            },
        );
    }
    #[cfg(feature = "rfc")]
    for standard in abnf::standards::STANDARDS {
        for source in standard.sources {
            build.watch(source.path);
        }
        match abnf::generate(std::path::Path::new("."), standard) {
            Ok(code) => build.write(&format!("abnf_{}.rs", standard.name), code),
            Err(message) => build.error(message),
        }
    }
    #[cfg(feature = "psl")]
    psl::generate(&mut build, "data/psl/public_suffix_list.dat");
    build.finish();
}
