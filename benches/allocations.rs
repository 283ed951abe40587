//! Allocations per parse of the real-URL corpus (over every parse, and over the successful
//! ones), by a counting global allocator:
//! railurl's own (the grammar engine end to end: recognizer, semantic actions, serialization)
//! and, for comparison, what pest's runtime would allocate to build the same tree with the
//! pest_derive parser (which the grammar engine never runs). `cargo bench --bench allocations
//! --features pest-runtime` (without the feature, railurl's own figure only).

#[cfg(feature = "pest-runtime")]
use railurl::syntax::{Entry, UrlGrammar};
#[path = "../tests/support/counting_alloc.rs"]
mod counting_alloc;
use counting_alloc::allocations_of as count;

fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus.txt");
    #[cfg(feature = "pest-runtime")]
    let entry = Entry::WithoutBase
        .rule()
        .to_pest()
        .expect("both compilations of the grammar have the entry rule");
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|_| "https://example.com/a/b?c#d\n".into());
    let urls: Vec<&str> = text.lines().collect();
    let _ = railurl::Url::parse("http://warm.up/");
    let (mut ours, mut parsed, mut failed) = (0usize, 0usize, 0usize);
    #[cfg_attr(not(feature = "pest-runtime"), allow(unused_mut))]
    let mut pest_runtime = 0usize;
    let mut histogram = std::collections::BTreeMap::new();
    for url in &urls {
        let mut ok = false;
        let n = count(|| ok = railurl::Url::parse(url).is_ok());
        if !ok {
            failed += n;
        }
        if ok {
            parsed += 1;
            ours += n;
            *histogram.entry(n).or_insert(0usize) += 1;
            #[cfg(feature = "pest-runtime")]
            {
                pest_runtime += count(|| {
                    let _ = <UrlGrammar as pest::Parser<_>>::parse(entry, url);
                });
            }
        }
    }
    println!(
        "allocations per parse, {} corpus URLs (`Url::parse`, end to end):",
        urls.len()
    );
    println!(
        "  every parse: {:.3}; the {} that fail: {failed} in all",
        (ours + failed) as f64 / urls.len() as f64,
        urls.len() - parsed
    );
    println!(
        "  per successful parse ({parsed}): {:.3}",
        ours as f64 / parsed as f64
    );
    println!("  histogram (allocations: URLs): {histogram:?}");
    if cfg!(feature = "pest-runtime") {
        println!(
            "  pest's runtime for the same tree (not used by the engine): {:.2}",
            pest_runtime as f64 / parsed as f64
        );
    }
}
