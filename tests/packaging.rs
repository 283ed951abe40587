//! Every crate meant to be published builds from its own package (issue 29, defect 10): no
//! source it compiles reads a file from outside its package directory, which `cargo package`
//! would leave behind (railurl-cli embedded grammar/*.pest and WPT data from the repository),
//! and each carries the metadata crates.io shows. `.ci/package.sh` runs `cargo package` with
//! verification on all of them; this test keeps the cheap half of that on every test run.

use std::path::{Component, Path, PathBuf};

/// The published packages' directories, relative to the repository's root.
const PUBLISHED: [&str; 4] = [".", "cli", "compat", "grammar-tools"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `path` with `.` and `..` resolved by text (a link inside the package is the package's: cargo
/// stores what it points to).
fn normalized(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// The Rust files a package's build compiles: `build.rs`, `build/` and `src/`.
fn sources(package: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    if package.join("build.rs").is_file() {
        out.push(package.join("build.rs"));
    }
    walk(&package.join("build"), &mut out);
    walk(&package.join("src"), &mut out);
    out
}

/// The literal paths `text` names in `include_str!`, `include_bytes!`, `include!` and
/// `#[path = ...]`.
fn named_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for marker in [
        "include_str!(\"",
        "include_bytes!(\"",
        "include!(\"",
        "#[path = \"",
    ] {
        for (at, _) in text.match_indices(marker) {
            let rest = &text[at + marker.len()..];
            if let Some(end) = rest.find('"') {
                out.push(rest[..end].to_owned());
            }
        }
    }
    out
}

#[test]
fn published_crates_read_nothing_from_outside_their_package() {
    let mut outside = Vec::new();
    for package in PUBLISHED {
        let dir = normalized(&root().join(package));
        let files = sources(&dir);
        assert!(!files.is_empty(), "{package} has no sources");
        for file in files {
            let text = std::fs::read_to_string(&file).expect("a source file");
            for named in named_paths(&text) {
                let base = file.parent().expect("a directory");
                let target = normalized(&base.join(&named));
                if !target.starts_with(&dir) {
                    outside.push(format!("{}: {named}", file.display()));
                }
            }
        }
    }
    assert!(
        outside.is_empty(),
        "read from outside the package:\n{}",
        outside.join("\n")
    );
}

#[test]
fn published_crates_have_the_metadata_crates_io_shows() {
    for package in PUBLISHED {
        let manifest =
            std::fs::read_to_string(root().join(package).join("Cargo.toml")).expect("Cargo.toml");
        let section = manifest
            .split("[package]")
            .nth(1)
            .and_then(|rest| rest.split("\n[").next())
            .expect("a [package] table");
        for key in [
            "description",
            "license",
            "repository",
            "documentation",
            "keywords",
            "categories",
            "readme",
        ] {
            assert!(
                section.lines().any(|l| l.starts_with(&format!("{key} "))
                    || l.starts_with(&format!("{key}."))),
                "{package}/Cargo.toml has no {key}"
            );
        }
        assert!(
            !section.contains("publish = false"),
            "{package} is meant to be published"
        );
        let readme = section
            .lines()
            .find_map(|l| l.strip_prefix("readme = \""))
            .and_then(|r| r.strip_suffix('"'))
            .expect("a readme");
        let readme = normalized(&root().join(package).join(readme));
        assert!(
            readme.starts_with(normalized(&root().join(package))) && readme.is_file(),
            "{package}'s readme {} is not a file of its own package",
            readme.display()
        );
    }
}
