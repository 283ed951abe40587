//! Giant hostile inputs against ada (issue 15): each shape of tests/support/hostile_shapes.rs
//! at 16 MiB, parsed by railurl (`Url::parse`: the canonical fast path declines these, so it
//! is the grammar engine) and by ada, in the same run and build profile. The target is each
//! shape within 3x ada's time. `cargo bench --bench giant` (`-- giant/slashes` for one shape);
//! the figures are in docs/performance.md ("Hostile inputs"). examples/giant_inputs.rs records the
//! 100 MB figures (time and peak heap).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use std::time::Duration;

#[path = "../tests/support/hostile_shapes.rs"]
mod hostile;

const SIZE: usize = 16 << 20;

fn giant(c: &mut Criterion) {
    let mut shapes: Vec<(&str, String)> = hostile::SHAPES
        .iter()
        .map(|(name, prefix, unit, suffix)| (*name, hostile::build(prefix, unit, suffix, SIZE)))
        .collect();
    shapes.push((
        "segments then dot-dots",
        hostile::segments_then_dot_dots(SIZE),
    ));
    for (name, input) in &shapes {
        let mut group = c.benchmark_group(format!("giant/{name}"));
        group.sample_size(10);
        group.warm_up_time(Duration::from_secs(1));
        group.measurement_time(Duration::from_secs(3));
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_with_input(BenchmarkId::from_parameter("railurl"), input, |b, input| {
            b.iter(|| railurl::Url::parse(black_box(input)).is_ok())
        });
        group.bench_with_input(BenchmarkId::from_parameter("ada"), input, |b, input| {
            b.iter(|| ada_url::Url::parse(black_box(input.as_str()), None).is_ok())
        });
        group.finish();
    }
}

criterion_group!(benches, giant);
criterion_main!(benches);
