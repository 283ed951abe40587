//! Matching cost against input size and pattern size: matching is bounded by the program's
//! size times the input's length, regexp groups included. Criterion reports throughput in bytes/s: a constant throughput across input
//! sizes is a cost linear in the input; across the number of nested wildcards, the time per
//! wildcard should stay flat. Without the matcher's memo of failed states, the nested shapes
//! below are exponential and would not finish.
//! `cargo bench --features urlpattern --bench urlpattern_linear`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use railurl::pattern::UrlPattern;
use std::hint::black_box;

/// The fuzz finding's pattern: its hostname is eight `((?:.*)*)` groups, `(.*)` and `\.`.
const FINDING: &str = "*:*****************.///(//)6";

fn bench_sizes(c: &mut Criterion, name: &str, pattern: &str, url: &dyn Fn(usize) -> String) {
    let pattern = UrlPattern::parse(pattern, None).expect("a valid pattern");
    let cases = [1usize << 10, 4 << 10, 16 << 10, 64 << 10].map(|size| {
        let url = url(size);
        let bytes = Throughput::Bytes(url.len() as u64);
        (size, pattern.clone(), url, bytes)
    });
    bench_cases(c, name, cases);
}

/// One criterion group: each case's pattern matched against its URL, labelled by `id`.
fn bench_cases(
    c: &mut Criterion,
    name: &str,
    cases: impl IntoIterator<Item = (usize, UrlPattern, String, Throughput)>,
) {
    let mut group = c.benchmark_group(format!("urlpattern_linear/{name}"));
    group.sample_size(10);
    for (id, pattern, url, throughput) in cases {
        group.throughput(throughput);
        group.bench_with_input(BenchmarkId::from_parameter(id), &url, |b, url| {
            b.iter(|| {
                pattern
                    .exec(black_box(url.as_str()), None)
                    .ok()
                    .flatten()
                    .is_some()
            })
        });
    }
    group.finish();
}

fn linear(c: &mut Criterion) {
    // Labels "x." up to about `size` bytes of hostname.
    let labels = |size: usize| "x.".repeat(size / 2);
    bench_sizes(c, "nested full wildcards, no match", FINDING, &|size| {
        format!("https://{}x/////6", labels(size))
    });
    bench_sizes(c, "nested full wildcards, match", FINDING, &|size| {
        format!("https://{}/////6", labels(size))
    });
    // Segment wildcards repeated with a prefix, and a suffix the input lacks at the end.
    bench_sizes(
        c,
        "repeated segments, no match",
        "https://example.com/s{/:segment}+/end",
        &|size| format!("https://example.com/s{}", "/s".repeat(size / 2)),
    );
    bench_sizes(
        c,
        "repeated segments, match",
        "https://example.com/s{/:segment}+/end",
        &|size| format!("https://example.com/s{}/end", "/s".repeat(size / 2)),
    );

    // Regexp groups: nested quantifiers and alternatives inside a `( … )` group, exponential
    // for plain ECMAScript backtracking (as in regress), on a path of `a`s without a match,
    // and `\d+` on digits with one.
    let path = |size: usize| format!("https://example.com/{}", "a".repeat(size));
    bench_sizes(
        c,
        "regexp nested stars, no match",
        "https://example.com/((?:(?:a*)*)*b)",
        &path,
    );
    bench_sizes(
        c,
        "regexp alternation star, no match",
        "https://example.com/((?:a|a)*c)",
        &path,
    );
    bench_sizes(
        c,
        "regexp digits, match",
        "https://example.com/(\\d+)",
        &|size| format!("https://example.com/{}", "4".repeat(size)),
    );

    // Pattern size: 2 to 128 nested full wildcards in the hostname, 4 KiB of labels, no match.
    let url = format!("https://{}x/", labels(4 << 10));
    let cases = [2usize, 8, 32, 128].map(|wildcards| {
        let pattern = format!("https://{}./", "**".repeat(wildcards / 2));
        let pattern = UrlPattern::parse(&pattern, None).expect("a valid pattern");
        let per_wildcard = Throughput::Elements(wildcards as u64);
        (wildcards, pattern, url.clone(), per_wildcard)
    });
    bench_cases(c, "nested full wildcards by count", cases);
}

criterion_group!(benches, linear);
criterion_main!(benches);
