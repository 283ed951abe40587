//! Linear cost: each hostile input shape at 64 KiB, 256 KiB and 1 MiB, through both engines.
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

criterion_group!(benches, linear);
criterion_main!(benches);
