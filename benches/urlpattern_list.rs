//! `UrlPatternList` against looping `exec` over the same 1,000 routes, and against one
//! `exec` of the route that matches (the list's aim: under 3x one exec); and
//! the same two against the `urlpattern` crate (which has no list: a router loops over its
//! patterns). `cargo bench --features urlpattern --bench urlpattern_list`.

use criterion::{criterion_group, criterion_main, Criterion};
use railurl::pattern::{UrlPattern, UrlPatternList};
use std::hint::black_box;

const ROUTES: usize = 1_000;

fn route(i: usize) -> String {
    format!("https://example.com/api/v{}/resource{i}/:id", i % 3)
}

fn list_vs_loop(c: &mut Criterion) {
    let patterns: Vec<UrlPattern> = (0..ROUTES)
        .map(|i| UrlPattern::parse(&route(i), None).expect("a valid route"))
        .collect();
    let mut list = UrlPatternList::new();
    for pattern in &patterns {
        list.push(pattern.clone());
    }
    // The last route: looping exec tries all 1,000.
    let last = ROUTES - 1;
    let url = format!("https://example.com/api/v{}/resource{last}/42", last % 3);
    assert_eq!(
        list.exec(url.as_str(), None).ok().flatten().map(|(i, _)| i),
        Some(last)
    );

    let theirs: Vec<urlpattern::UrlPattern> = (0..ROUTES)
        .map(|i| {
            let init = urlpattern::UrlPatternInit::parse_constructor_string::<regex::Regex>(
                &route(i),
                None,
            )
            .expect("the crate parses the route");
            <urlpattern::UrlPattern>::parse(init, Default::default()).expect("and compiles it")
        })
        .collect();
    let crate_exec = |pattern: &urlpattern::UrlPattern, url: &str| {
        let url = url::Url::parse(url).expect("parses");
        pattern
            .exec(urlpattern::UrlPatternMatchInput::Url(url))
            .ok()
            .flatten()
            .is_some()
    };
    assert!(crate_exec(&theirs[last], &url));

    let mut group = c.benchmark_group("urlpattern_list_1000_routes");
    group.bench_function("one exec (the matching route)", |b| {
        b.iter(|| {
            patterns[last]
                .exec(black_box(url.as_str()), None)
                .ok()
                .flatten()
                .is_some()
        })
    });
    group.bench_function("UrlPatternList::exec", |b| {
        b.iter(|| {
            list.exec(black_box(url.as_str()), None)
                .ok()
                .flatten()
                .is_some()
        })
    });
    group.bench_function("urlpattern crate: one exec (the matching route)", |b| {
        b.iter(|| crate_exec(&theirs[last], black_box(url.as_str())))
    });
    group.sample_size(10);
    group.bench_function("urlpattern crate: exec on each route in order", |b| {
        b.iter(|| {
            theirs
                .iter()
                .position(|p| crate_exec(p, black_box(url.as_str())))
        })
    });
    group.bench_function("exec on each route in order", |b| {
        b.iter(|| {
            patterns.iter().position(|p| {
                p.exec(black_box(url.as_str()), None)
                    .ok()
                    .flatten()
                    .is_some()
            })
        })
    });
    group.finish();
}

criterion_group!(benches, list_vs_loop);
criterion_main!(benches);
