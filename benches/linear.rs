//! Linear cost: each hostile input shape at 64 KiB, 256 KiB and 1 MiB, through both engines and
//! through `Url::parse` (the canonical fast path's recognizer first, then the grammar engine),
//! and runs of `search_params_mut().append`. Criterion reports throughput in bytes/s (or
//! elements/s) per size; a constant throughput across sizes is a linear cost, a falling one
//! would be superlinear. The shapes are tests/hostile.rs's. `cargo bench --bench linear`
//! (`-- append` for the appends alone).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use railurl::Engine;
use std::hint::black_box;

#[path = "../tests/support/hostile_shapes.rs"]
mod hostile;

fn linear(c: &mut Criterion) {
    for (name, prefix, unit, suffix) in hostile::SHAPES {
        let mut group = c.benchmark_group(format!("linear/{name}"));
        group.sample_size(10);
        for size in [64usize << 10, 256 << 10, 1 << 20] {
            let input = hostile::build(prefix, unit, suffix, size);
            group.throughput(Throughput::Bytes(input.len() as u64));
            for engine in Engine::ALL {
                group.bench_with_input(
                    BenchmarkId::new(engine.name(), size),
                    &input,
                    |b, input| b.iter(|| engine.parse(black_box(input), None).is_ok()),
                );
            }
            group.bench_with_input(BenchmarkId::new("Url::parse", size), &input, |b, input| {
                b.iter(|| railurl::Url::parse(black_box(input)).is_ok())
            });
        }
        group.finish();
    }
    // Not a repeated unit: n path segments, then n + 1 "..", each shortening a long path.
    let mut group = c.benchmark_group("linear/segments then dot-dots");
    group.sample_size(10);
    for size in [64usize << 10, 256 << 10, 1 << 20] {
        let input = hostile::segments_then_dot_dots(size);
        group.throughput(Throughput::Bytes(input.len() as u64));
        for engine in Engine::ALL {
            group.bench_with_input(BenchmarkId::new(engine.name(), size), &input, |b, input| {
                b.iter(|| engine.parse(black_box(input), None).is_ok())
            });
        }
    }
    group.finish();
}

/// `search_params_mut().append` repeated on one handle: each append is the spec's "update"
/// steps, so the URL's query is the whole list's serialization after every call; appended in
/// place, the cost per append stays flat from 10,000 to 100,000 appends (criterion reports
/// elements/s per run length).
fn search_params_append(c: &mut Criterion) {
    let mut group = c.benchmark_group("linear/search_params_mut append");
    group.sample_size(10);
    for n in [10_000u64, 30_000, 100_000] {
        group.throughput(Throughput::Elements(n));
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| {
                let mut url = railurl::Url::parse("https://example.org/search?q=x#top")
                    .expect("the URL parses");
                let mut params = url.search_params_mut();
                for i in 0..n {
                    params.append("key", black_box(if i % 2 == 0 { "a b" } else { "é" }));
                }
                drop(params);
                url.href().len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, linear, search_params_append);
criterion_main!(benches);
