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

#[cfg(feature = "rfc")]
#[path = "../fuzz/src/rfc.rs"]
mod rfc;

/// One test per fuzz target, named after it, running its seeds through its check.
macro_rules! seed_tests {
    ($($(#[$gate:meta])* $test:ident: $checks:ident::$target:ident;)*) => {$(
        $(#[$gate])*
        #[test]
        fn $test() {
            run_seeds(stringify!($target), $checks::$target);
        }
    )*};
}

seed_tests! {
    parse_seeds: checks::parse;
    fast_path_seeds: checks::fast_path;
    parse_with_base_seeds: checks::parse_with_base;
    setters_seeds: checks::setters;
    form_urlencoded_seeds: checks::form_urlencoded;
    differential_seeds: checks::differential;
    setter_chain_seeds: checks::setter_chain;
    #[cfg(feature = "urlpattern")]
    urlpattern_seeds: checks::urlpattern;
    #[cfg(feature = "rfc")]
    rfc3986_seeds: rfc::rfc3986;
}
