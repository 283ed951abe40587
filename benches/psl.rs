//! Registrable-domain lookups per host, railurl's against the `psl` and `publicsuffix`
//! crates', in one criterion run, on the sets of benches/psl/hosts.rs (the corpus's domains,
//! and a host under every rule of the list). Before timing, it prints how many answers of each
//! crate differ from railurl's (the `psl` crate compiles its own copy of the list, so a few
//! differences are the lists' versions).
//!
//! `benches/psl.sh` runs this bench and callgrind's instruction counts
//! (`examples/psl_profile.rs`) and prints both tables.

use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion, Throughput};
use std::hint::black_box;

#[path = "psl/hosts.rs"]
mod hosts;

/// Time `lookup` over every host of `set`.
fn time(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    set: &[String],
    lookup: impl Fn(&str) -> usize,
) {
    group.bench_function(name, |b| {
        b.iter(|| set.iter().map(|h| lookup(black_box(h))).sum::<usize>())
    });
}

fn bench(c: &mut Criterion) {
    let list = hosts::publicsuffix_list();
    for name in ["corpus", "rules"] {
        let set = hosts::set(name);
        let differ = |lookup: &dyn Fn(&str) -> usize| {
            set.iter()
                .filter(|h| lookup(h) != hosts::railurl(h))
                .count()
        };
        println!(
            "psl/{name}: {} hosts; answers unlike railurl's: psl {}, publicsuffix {}",
            set.len(),
            differ(&hosts::psl),
            differ(&|h| hosts::publicsuffix(&list, h)),
        );
        let mut group = c.benchmark_group(format!("psl/{name}"));
        group.throughput(Throughput::Elements(set.len() as u64));
        time(&mut group, "railurl", &set, hosts::railurl);
        time(&mut group, "psl", &set, hosts::psl);
        time(&mut group, "publicsuffix", &set, |h| {
            hosts::publicsuffix(&list, h)
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
