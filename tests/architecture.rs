//! ARCHITECTURE.md stays true: every path it names in backticks exists, and it names every
//! grammar file and every top-level module of `src/`.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

/// The repository root (this package's directory).
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The backticked spans of ARCHITECTURE.md that are paths: they contain a `/` and neither a
/// space nor `::`.
fn named_paths() -> BTreeSet<String> {
    let text = fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|s| s.contains('/') && !s.contains(' ') && !s.contains("::"))
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_path_it_names_exists() {
    let paths = named_paths();
    assert!(paths.len() > 50, "too few paths found: {paths:?}");
    let missing: Vec<_> = paths
        .iter()
        .filter(|p| !root().join(p.trim_end_matches('/')).exists())
        .collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names missing paths: {missing:?}"
    );
}

#[test]
fn it_names_every_grammar_file_and_every_top_level_module() {
    let paths = named_paths();
    let mut unnamed = Vec::new();
    for folder in ["grammar", "src"] {
        for entry in fs::read_dir(root().join(folder)).expect(folder) {
            let entry = entry.unwrap();
            let name = entry.file_name().into_string().unwrap();
            let path = if entry.file_type().unwrap().is_dir() {
                format!("{folder}/{name}/")
            } else {
                format!("{folder}/{name}")
            };
            if !paths.contains(&path) {
                unnamed.push(path);
            }
        }
    }
    assert!(
        unnamed.is_empty(),
        "ARCHITECTURE.md does not name {unnamed:?}"
    );
}
