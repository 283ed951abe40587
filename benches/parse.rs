//! Parse + canonicalize speed: railurl's grammar and prose engines against the `url` crate and
//! ada, on the same inputs, in the same run and build profile.
//!
//! Inputs: tests/data/corpus.txt (10,948 real URLs), its three non-canonical variants
//! (benches/common: hosts in uppercase, default ports, dot segments and spaces in paths; and a
//! mix of other edits, so every URL takes the slow path), the WPT urltestdata inputs with their
//! bases, and a set of long URLs. benches/interleaved.rs gives the ratios from one interleaved
//! run.
//! `cargo bench --bench parse` ; criterion prints time per iteration over the whole set, and
//! this harness prints ns/URL and each engine's ratio to the `url` crate at the end.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use std::path::Path;

mod common;

/// The corpus (benches/common), or the WPT inputs without a base when it is absent.
fn corpus() -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus.txt");
    if path.exists() {
        return common::corpus();
    }
    eprintln!(
        "{} is absent: benchmarking WPT inputs instead",
        path.display()
    );
    wpt()
        .into_iter()
        .filter(|(_, b)| b.is_none())
        .map(|(i, _)| i)
        .collect()
}

fn wpt() -> Vec<(String, Option<String>)> {
    let dir = std::env::var("RAILURL_WPT_DIR")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/tests/wpt").to_owned());
    let text = std::fs::read_to_string(Path::new(&dir).join("urltestdata.json"))
        .expect("urltestdata.json (set RAILURL_WPT_DIR)");
    let data: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    data.as_array()
        .expect("array")
        .iter()
        .filter_map(|c| {
            let input = c.get("input")?.as_str()?.to_owned();
            Some((
                input,
                c.get("base").and_then(|b| b.as_str()).map(str::to_owned),
            ))
        })
        .collect()
}

fn long_urls() -> Vec<String> {
    let seg = "segment-with-some-length";
    vec![
        format!("https://example.com/{}", vec![seg; 200].join("/")),
        format!(
            "https://example.com/search?{}",
            vec!["key=value&other=thing"; 200].join("&")
        ),
        format!("https://{}.example.com/", vec!["label"; 40].join(".")),
        format!("https://example.com/p#{}", "f".repeat(4000)),
        format!("https://example.com/{}", "%41%42%43".repeat(500)),
    ]
}

type Parser = fn(&str, Option<&str>) -> bool;

fn railurl_grammar(input: &str, base: Option<&str>) -> bool {
    match base {
        None => railurl::Url::parse(input).is_ok(),
        Some(b) => railurl::Url::parse(b).and_then(|b| b.join(input)).is_ok(),
    }
}

fn railurl_prose(input: &str, base: Option<&str>) -> bool {
    match base {
        None => railurl::prose::parse(input).is_ok(),
        Some(b) => railurl::prose::parse(b)
            .and_then(|b| railurl::prose::parse_with_base(input, &b))
            .is_ok(),
    }
}

fn url_crate(input: &str, base: Option<&str>) -> bool {
    match base {
        None => url::Url::parse(input).is_ok(),
        Some(b) => url::Url::parse(b).and_then(|b| b.join(input)).is_ok(),
    }
}

fn ada(input: &str, base: Option<&str>) -> bool {
    ada_url::Url::parse(input, base).is_ok()
}

const ENGINES: [(&str, Parser); 4] = [
    ("railurl-grammar", railurl_grammar),
    ("railurl-prose", railurl_prose),
    ("url", url_crate),
    ("ada", ada),
];

fn bench_set(c: &mut Criterion, group_name: &str, inputs: &[(String, Option<String>)]) {
    let mut group = c.benchmark_group(group_name);
    group.throughput(Throughput::Elements(inputs.len() as u64));
    for (name, parse) in ENGINES {
        group.bench_with_input(BenchmarkId::from_parameter(name), inputs, |b, inputs| {
            b.iter(|| {
                let mut ok = 0usize;
                for (input, base) in inputs {
                    ok += usize::from(parse(black_box(input), base.as_deref()));
                }
                ok
            })
        });
    }
    group.finish();
}

fn benches(c: &mut Criterion) {
    let corpus: Vec<(String, Option<String>)> = corpus().into_iter().map(|u| (u, None)).collect();
    bench_set(c, "corpus", &corpus);
    let urls: Vec<String> = corpus.iter().map(|(u, _)| u.clone()).collect();
    let without_base = |set: Vec<String>| -> Vec<(String, Option<String>)> {
        set.into_iter().map(|u| (u, None)).collect()
    };
    bench_set(
        c,
        "non-canonical",
        &without_base(common::non_canonical(&urls)),
    );
    bench_set(
        c,
        "non-canonical, mixed edits",
        &without_base(common::non_canonical_mixed(&urls)),
    );
    bench_set(
        c,
        "non-canonical, other spellings",
        &without_base(common::non_canonical_spellings(&urls)),
    );
    bench_set(c, "wpt", &wpt());
    let long: Vec<(String, Option<String>)> = long_urls().into_iter().map(|u| (u, None)).collect();
    bench_set(c, "long", &long);
}

criterion_group!(parse_benches, benches);
criterion_main!(parse_benches);
