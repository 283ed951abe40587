//! The README stays what a new user needs (what, install, the two commands, a tour, links),
//! with long material under docs/, and every Rust example there and in docs/ is a complete
//! program that compiles as it stands: no hidden `# ` lines that rustdoc would add for it.
//! (The examples themselves run as doctests: `ReadmeDoctests` and its neighbours in lib.rs.)

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The Markdown files whose Rust examples users paste: the README and docs/*.md.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("docs/")
        .map(|e| e.expect("a docs/ entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// The ```rust blocks of `text`, each with the line it starts on.
fn rust_blocks(text: &str) -> Vec<(usize, Vec<&str>)> {
    let mut blocks = Vec::new();
    let mut current: Option<(usize, Vec<&str>)> = None;
    for (number, line) in text.lines().enumerate() {
        match (&mut current, line.trim_start()) {
            (None, fence) if fence.starts_with("```rust") => current = Some((number + 1, vec![])),
            (Some(_), "```") => blocks.extend(current.take()),
            (Some((_, lines)), _) => lines.push(line),
            (None, _) => {}
        }
    }
    blocks
}

#[test]
fn the_readme_is_short() {
    let lines = read(&root().join("README.md")).lines().count();
    assert!(
        lines < 400,
        "README.md has {lines} lines; long material belongs under docs/"
    );
}

#[test]
fn rust_examples_are_complete_programs_with_nothing_hidden() {
    let mut examples = 0;
    for page in pages() {
        let text = read(&page);
        for (start, lines) in rust_blocks(&text) {
            examples += 1;
            let at = format!("{}:{start}", page.display());
            for line in &lines {
                let trimmed = line.trim_start();
                assert!(
                    !(trimmed == "#" || trimmed.starts_with("# ")),
                    "{at}: a hidden line that shows on the page and not in the program: {line:?}"
                );
            }
            assert!(
                lines.iter().any(|l| l.starts_with("fn main(")),
                "{at}: not a complete program (no fn main)"
            );
        }
    }
    assert!(examples >= 4, "only {examples} Rust examples found");
}

#[test]
fn the_readme_links_to_pages_that_exist() {
    let text = read(&root().join("README.md"));
    let mut links = 0;
    for (rest, _) in text.match_indices("](") {
        let target = &text[rest + 2..];
        let target = &target[..target.find(')').expect("a closed link")];
        if target.contains("://") || target.starts_with('#') {
            continue;
        }
        links += 1;
        let path = target.split('#').next().unwrap_or(target);
        assert!(
            root().join(path).exists(),
            "README.md links to {target}, which does not exist"
        );
    }
    assert!(links > 5, "{links} links");
    assert!(
        text.contains("](docs/performance.md)"),
        "the measurements are linked"
    );
}

#[test]
fn docs_rs_documents_every_feature_with_its_mark() {
    // The published docs left out URLPattern: no [package.metadata.docs.rs] turned its
    // feature on. .ci/docs-rs.sh builds the docs as docs.rs does and checks the marks.
    let manifest = read(&root().join("Cargo.toml"));
    let metadata = manifest
        .split("[package.metadata.docs.rs]")
        .nth(1)
        .and_then(|rest| rest.split("\n[").next())
        .expect("a [package.metadata.docs.rs] table");
    assert!(metadata.contains("all-features = true"), "{metadata}");
    assert!(
        metadata.contains(r#"rustdoc-args = ["--cfg", "docsrs"]"#),
        "{metadata}"
    );
    let lib = read(&root().join("src/lib.rs"));
    assert!(lib.contains("#![cfg_attr(docsrs, feature(doc_cfg))]"));
}
