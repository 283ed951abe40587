//! The committed fuzz seeds (fuzz/seeds/<target>/) run through the same checks as the fuzz
//! targets (fuzz/src/checks.rs), so the fuzz properties are part of `cargo test` without
//! cargo-fuzz or a nightly toolchain.

#[path = "../fuzz/src/checks.rs"]
mod checks;

use std::path::Path;

fn run_seeds(target: &str, check: fn(&[u8])) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/seeds")
        .join(target);
    let mut count = 0;
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .flatten()
        .map(|entry| entry.path())
        .collect();
    entries.sort();
    for path in entries {
        let data = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        check(&data);
        count += 1;
    }
    assert!(count >= 10, "only {count} seeds in {}", dir.display());
}

#[test]
fn parse_seeds() {
    run_seeds("parse", checks::parse);
}

#[test]
fn fast_path_seeds() {
    run_seeds("fast_path", checks::fast_path);
}

#[test]
fn parse_with_base_seeds() {
    run_seeds("parse_with_base", checks::parse_with_base);
}

#[test]
fn setters_seeds() {
    run_seeds("setters", checks::setters);
}

#[test]
fn form_urlencoded_seeds() {
    run_seeds("form_urlencoded", checks::form_urlencoded);
}

#[test]
fn differential_seeds() {
    run_seeds("differential", checks::differential);
}

#[test]
fn setter_chain_seeds() {
    run_seeds("setter_chain", checks::setter_chain);
}

#[cfg(feature = "urlpattern")]
#[test]
fn urlpattern_seeds() {
    run_seeds("urlpattern", checks::urlpattern);
}

#[cfg(feature = "rfc")]
#[path = "../fuzz/src/rfc.rs"]
mod rfc;

#[cfg(feature = "rfc")]
#[test]
fn rfc3986_seeds() {
    run_seeds("rfc3986", rfc::rfc3986);
}
