//! railurl's `UrlPattern` against the `urlpattern` crate (denoland's rust-urlpattern: the url
//! crate parses the URL, the regex crate matches every component): the same patterns and the
//! same inputs, one `exec` each. Two ways in: a URL string (each library parses it with its
//! own URL parser, then matches), and an already parsed URL (railurl's `exec_url`, the
//! crate's `UrlPatternMatchInput::Url`). `cargo bench --features urlpattern --bench
//! urlpattern_crate`.

use criterion::{criterion_group, criterion_main, Criterion};
use railurl::pattern::UrlPattern;
use std::hint::black_box;

/// The `urlpattern` crate's pattern for a constructor string.
pub fn crate_pattern(pattern: &str) -> urlpattern::UrlPattern {
    let init = urlpattern::UrlPatternInit::parse_constructor_string::<regex::Regex>(pattern, None)
        .expect("the crate parses the pattern");
    <urlpattern::UrlPattern>::parse(init, Default::default()).expect("the crate compiles it")
}

/// Name, pattern, input URL.
const CASES: &[(&str, &str, &str)] = &[
    (
        "named group",
        "https://example.com/books/:id",
        "https://example.com/books/42",
    ),
    (
        "wildcards",
        "https://*.example.com/*",
        "https://shop.example.com/a/b/c?x=1#top",
    ),
    (
        "regexp group",
        "https://example.com/books/:id(\\d+)",
        "https://example.com/books/123",
    ),
    (
        "two groups and a suffix",
        "https://example.com/api/v1/users/:user/posts/:post.json",
        "https://example.com/api/v1/users/alice/posts/7.json",
    ),
    (
        "no match (pathname)",
        "https://example.com/books/:id",
        "https://example.com/films/42",
    ),
];

fn against_crate(c: &mut Criterion) {
    for (name, pattern, input) in CASES {
        let ours = UrlPattern::parse(pattern, None).expect("railurl parses the pattern");
        let theirs = crate_pattern(pattern);
        // Like with like: both match or both do not, with the same pathname groups.
        let our_result = ours.exec(*input, None).expect("no error");
        let url = url::Url::parse(input).expect("the url crate parses the input");
        let their_result = theirs
            .exec(urlpattern::UrlPatternMatchInput::Url(url.clone()))
            .expect("no error");
        assert_eq!(our_result.is_some(), their_result.is_some(), "{name}");
        if let (Some(ours), Some(theirs)) = (&our_result, &their_result) {
            for (group, value) in &ours.pathname.groups {
                assert_eq!(theirs.pathname.groups.get(group), Some(value), "{name}");
            }
        }
        let parsed = railurl::Url::parse(input).expect("railurl parses the input");

        let mut group = c.benchmark_group(format!("urlpattern_crate/{name}"));
        group.bench_function("railurl exec(string)", |b| {
            b.iter(|| ours.exec(black_box(*input), None).ok().flatten().is_some())
        });
        group.bench_function("urlpattern crate exec(Url::parse(string))", |b| {
            b.iter(|| {
                let url = url::Url::parse(black_box(input)).expect("parses");
                theirs
                    .exec(urlpattern::UrlPatternMatchInput::Url(url))
                    .ok()
                    .flatten()
                    .is_some()
            })
        });
        group.bench_function("railurl exec_url(parsed)", |b| {
            b.iter(|| ours.exec_url(black_box(&parsed)).is_some())
        });
        group.bench_function("urlpattern crate exec(parsed)", |b| {
            b.iter(|| {
                theirs
                    .exec(urlpattern::UrlPatternMatchInput::Url(
                        black_box(&url).clone(),
                    ))
                    .ok()
                    .flatten()
                    .is_some()
            })
        });
        group.finish();
    }
}

criterion_group!(benches, against_crate);
criterion_main!(benches);
