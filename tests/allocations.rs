//! Allocations per successful parse of typical real URLs, counted by a global allocator in
//! this test binary. railurl's own budget is at most 2 per parse (issue: the serialization,
//! plus at most one more); the grammar engine runs the recognizer generated from
//! grammar/url.pest, so pest's runtime allocates nothing during a parse.
//!
//! That budget relies on the per-thread reuse of token lists, which needs std. Without the
//! `std` feature every parse also allocates its two token lists (the canonical fast path's
//! and the tree's), so the budget is two more.

#[path = "support/counting_alloc.rs"]
mod counting_alloc;
use counting_alloc::allocations_of;

/// Typical URLs: the real-URL corpus (vendored in tests/data/).
fn typical() -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus.txt");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the vendored corpus {}: {e}", path.display()));
    text.lines().map(str::to_owned).collect()
}

#[test]
fn a_typical_grammar_engine_parse_allocates_at_most_two_times() {
    let urls = typical();
    // Warm the thread's token pool, as any second parse on a thread finds it warm.
    let _ = railurl::Url::parse("http://warm.up/");
    let mut counts = Vec::new();
    for url in &urls {
        let mut parsed = None;
        let n = allocations_of(|| parsed = railurl::Url::parse(url).ok());
        if let Some(p) = parsed {
            counts.push(n);
            drop(p);
        }
    }
    counts.sort_unstable();
    let median = counts[counts.len() / 2];
    let p90 = counts[counts.len() * 9 / 10];
    let mean = counts.iter().sum::<usize>() as f64 / counts.len() as f64;
    eprintln!(
        "allocations per successful parse over {} URLs: median {median}, p90 {p90}, mean {mean:.2}",
        counts.len()
    );
    let budget = if cfg!(feature = "std") { 2 } else { 2 + 2 };
    assert!(median <= budget, "median {median} allocations per parse");
    assert!(p90 <= budget, "p90 {p90} allocations per parse");
}
