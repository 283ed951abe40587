//! docs/standards.md is what `railurl-standards` generates from the sources today: a change to
//! either standard's code, the generator or the data shows here, and the document is
//! regenerated with the command the failure names (or `RAILURL_BLESS=1` on this test).

use railurl_conformance::standards_doc::{document, MapOptions};
use std::path::Path;

#[test]
fn docs_standards_md_is_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/standards.md");
    let generated = document(MapOptions::default()).expect("the sources are readable");
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed == generated {
        return;
    }
    if std::env::var_os("RAILURL_BLESS").is_some() {
        std::fs::write(&path, &generated).expect("docs/standards.md is writable");
        return;
    }
    let first = committed
        .lines()
        .zip(generated.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| committed.lines().count().min(generated.lines().count()));
    panic!(
        "docs/standards.md is not current (first difference at line {}): run `cargo run --release \
         -p railurl-conformance --bin railurl-standards -- --out docs/standards.md`",
        first + 1
    );
}
