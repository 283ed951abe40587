//! RFC 3986 reference parsing: railurl's `rfc3986::UriRef::parse` (the tagged DFA generated
//! from Appendix A) against fluent-uri 0.4, iri-string and oxiri, in one criterion run, on the
//! corpus (tests/data/corpus.txt) and on WPT's inputs that are valid URI references. Each
//! parser parses every input of the set and reads its path (iri-string and oxiri find some
//! components on demand). oxiri parses IRIs (RFC 3987), a superset, which on these ASCII sets
//! is the same language.
//!
//! `benches/rfc3986.sh` runs this bench and callgrind's instruction counts
//! (`examples/rfc_profile.rs`) and prints both tables.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

#[path = "rfc/sets.rs"]
mod sets;

/// A parser: parse, read the path's length (0 for an error).
type Parser = fn(&str) -> usize;

const PARSERS: [(&str, Parser); 4] = [
    ("railurl", |s| {
        railurl::rfc3986::UriRef::parse(s).map_or(0, |r| r.path().len())
    }),
    ("fluent-uri", |s| {
        fluent_uri::UriRef::parse(s).map_or(0, |r| r.path().as_str().len())
    }),
    ("iri-string", |s| {
        iri_string::types::UriReferenceStr::new(s).map_or(0, |r| r.path_str().len())
    }),
    ("oxiri", |s| {
        oxiri::IriRef::parse(s).map_or(0, |r| r.path().len())
    }),
];

fn bench(c: &mut Criterion) {
    for name in ["corpus", "wpt"] {
        let set = sets::set(name);
        let mut group = c.benchmark_group(format!("rfc3986/{name}"));
        group.throughput(Throughput::Elements(set.len() as u64));
        for (parser, parse) in PARSERS {
            group.bench_function(parser, |b| {
                b.iter(|| {
                    set.iter()
                        .map(|s| parse(std::hint::black_box(s)))
                        .sum::<usize>()
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
