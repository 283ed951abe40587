//! Wall-clock time per URL of `Url::parse` (railurl), the url crate and ada, measured in one
//! interleaved run: each round parses the whole set once with every parser, in a rotating
//! order, so that a noisy neighbour slows all of them alike; each ratio is the median over
//! the rounds of the ratio in that round. Each parser reads the href of every URL it parses,
//! as a caller would.
//!
//! `cargo bench --bench interleaved [-- ROUNDS]`: the corpus and its three non-canonical variants
//! (benches/common). criterion (benches/parse.rs) measures each parser on its own; this harness
//! is for the one figure criterion cannot give, the ratio taken under the same conditions.

use std::hint::black_box;
use std::time::Instant;

mod common;

type Parser = fn(&str) -> usize;

const PARSERS: [(&str, Parser); 3] = [
    ("railurl", |u| {
        railurl::Url::parse(u).map_or(0, |u| u.href().len())
    }),
    ("url", |u| {
        url::Url::parse(u).map_or(0, |u| u.as_str().len())
    }),
    ("ada", |u| {
        ada_url::Url::parse(u, None).map_or(0, |u| u.href().len())
    }),
];

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn run(name: &str, urls: &[String], rounds: usize) {
    // Warm-up: every parser once over the set (ada builds its IDNA tables on first use).
    for (_, parse) in PARSERS {
        urls.iter().for_each(|u| {
            black_box(parse(black_box(u)));
        });
    }
    let mut times = vec![Vec::with_capacity(rounds); PARSERS.len()];
    for round in 0..rounds {
        for k in 0..PARSERS.len() {
            let i = (round + k) % PARSERS.len();
            let parse = PARSERS[i].1;
            let start = Instant::now();
            let mut bytes = 0usize;
            for u in urls {
                bytes += parse(black_box(u));
            }
            black_box(bytes);
            times[i].push(start.elapsed().as_nanos() as f64 / urls.len() as f64);
        }
    }
    let medians: Vec<f64> = times.iter().cloned().map(median).collect();
    // The ratio of two parsers in each round, where both saw the same conditions; the median
    // of those is steadier than the ratio of the medians when the machine is busy.
    let paired =
        |a: usize, b: usize| median(times[a].iter().zip(&times[b]).map(|(x, y)| x / y).collect());
    println!(
        "{name}: {} URLs, {rounds} interleaved rounds, median ns/URL, median of the paired ratios",
        urls.len()
    );
    for (i, ((parser, _), m)) in PARSERS.iter().zip(&medians).enumerate() {
        println!(
            "  {parser:8} {m:8.1} ns   {:.2}x ada   {:.2}x url",
            paired(i, 2),
            paired(i, 1)
        );
    }
}

fn main() {
    let rounds = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(101);
    let corpus = common::corpus();
    run("corpus", &corpus, rounds);
    run(
        "non-canonical corpus",
        &common::non_canonical(&corpus),
        rounds,
    );
    run(
        "non-canonical corpus, mixed edits",
        &common::non_canonical_mixed(&corpus),
        rounds,
    );
    run(
        "non-canonical corpus, other spellings",
        &common::non_canonical_spellings(&corpus),
        rounds,
    );
}
