//! Linear cost: each hostile input shape at 64 KiB, 256 KiB and 1 MiB, through both engines and
//! through `Url::parse` (the canonical fast path's recognizer first, then the grammar engine).
//! Criterion reports throughput in bytes/s per size; a constant throughput across sizes is a
//! linear cost, a falling one would be superlinear. The shapes are tests/hostile.rs's.
//! `cargo bench --bench linear`.

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

/// `search_params_mut().append` repeated n times on one URL (with a fragment, which each
/// append moves): the spec's update steps after every call, in time linear in n.
fn search_params_append(c: &mut Criterion) {
    let mut group = c.benchmark_group("linear/search_params append");
    group.sample_size(10);
    for n in [10_000usize, 40_000, 100_000] {
        group.throughput(Throughput::Elements(n as u64));
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| {
                let mut url = railurl::Url::parse("https://example.org/p?start=1#frag").unwrap();
                let mut params = url.search_params_mut();
                for i in 0..n {
                    params.append("key", if i % 2 == 0 { "value" } else { "välue" });
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
