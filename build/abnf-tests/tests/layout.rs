//! Where this crate's files live. The generator's sources (`build/abnf/src/`) are files of the
//! `railurl` package, which build.rs compiles; `cargo package` leaves out any directory with a
//! Cargo.toml, so the manifest and the tests stay in `build/abnf-tests/` (see its Cargo.toml).
//! A test written into `build/abnf/tests/` would belong to no package and never run.

use std::path::Path;

#[test]
fn the_generators_directory_holds_sources_only() {
    let sources = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../abnf"));
    assert!(
        sources.join("src/lib.rs").is_file(),
        "{}",
        sources.display()
    );
    for stray in ["Cargo.toml", "tests", "benches", "examples"] {
        assert!(
            !sources.join(stray).exists(),
            "build/abnf/{stray} belongs in build/abnf-tests/: build/abnf/ must stay part of the \
             railurl package, and cargo leaves out directories with a Cargo.toml"
        );
    }
}
