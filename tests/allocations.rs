//! Allocations per parse of real URLs, counted by a global allocator in this test binary
//! (at most one per parse: the serialization). The grammar engine runs the
//! recognizer generated from the URL grammar (grammar/entry.pest and the files it names), so pest's runtime allocates nothing; the
//! token lists and the strings a record has to build (a lowercased host, a path with dot
//! segments removed, percent-encoded text) are reused from the parses before, per thread.
//!
//! That reuse needs std (thread-local storage). Without the `std` feature every parse also
//! allocates its token lists and those strings: then this test checks that a typical corpus
//! parse stays within four, and only prints the non-canonical figure.
//!
//! The parses are counted after one pass over the same URLs, which fills the thread's spares
//! (the first parses of a thread allocate them). The counting allocator sees every thread of
//! the binary, so this file holds one test.

#[path = "support/counting_alloc.rs"]
mod counting_alloc;
use counting_alloc::allocations_of;

#[path = "../benches/common/mod.rs"]
#[allow(dead_code)]
mod common;

/// Count each parse of `urls` (after a warm-up pass): the counts, sorted, and the URL that
/// took the most.
fn count(urls: &[String]) -> (Vec<usize>, &str) {
    for url in urls {
        let _ = railurl::Url::parse(url);
    }
    let (mut counts, mut worst) = (Vec::new(), "");
    for url in urls {
        let mut parsed = None;
        let n = allocations_of(|| parsed = Some(railurl::Url::parse(url)));
        drop(parsed);
        if counts.iter().all(|&c| n > c) {
            worst = url.as_str();
        }
        counts.push(n);
    }
    counts.sort_unstable();
    (counts, worst)
}

#[test]
fn a_parse_allocates_at_most_once() {
    let corpus = common::corpus();
    let non_canonical = common::non_canonical(&corpus);
    let mixed = common::non_canonical_mixed(&corpus);
    let spellings = common::non_canonical_spellings(&corpus);
    for (name, urls) in [
        ("corpus", &corpus),
        ("non-canonical", &non_canonical),
        ("non-canonical, mixed edits", &mixed),
        ("non-canonical, other spellings", &spellings),
    ] {
        let (counts, worst) = count(urls);
        let (most, total) = (counts[counts.len() - 1], counts.iter().sum::<usize>());
        let (median, p90) = (counts[counts.len() / 2], counts[counts.len() * 9 / 10]);
        eprintln!(
            "{name}: {total} allocations in {} parses ({:.3} per parse), median {median}, \
             p90 {p90}, at most {most} (in {worst:?})",
            urls.len(),
            total as f64 / urls.len() as f64
        );
        if cfg!(feature = "std") {
            assert!(most <= 1, "{name}: {most} allocations parsing {worst:?}");
        } else if name == "corpus" {
            // The token lists (the canonical fast path's and the tree's), the serialization
            // and a string or two of the record.
            assert!(
                median <= 4 && p90 <= 4,
                "{name}: median {median}, p90 {p90}"
            );
        } else {
            // Without std, reading a path's steps takes a new token list per chunk of
            // steps, and the record's strings are new: dot segments and percent-encoding
            // cost several allocations each. Not bounded here; the figure above says how
            // many.
            eprintln!("{name}: no bound checked without std (see the comment above)");
        }
    }
}
