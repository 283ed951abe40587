//! Bounded memory (issue 15): one parse of each hostile shape at 1 MiB and 16 MiB, on both
//! engines, with and without a base, holds at its peak at most
//!
//! - grammar engine: 2 × max(input, href) + 64 KiB;
//! - prose engine: 6 × max(input, href) + 64 KiB
//!
//! of heap (the caller's input and base not counted; the resulting `Url` counted, since the
//! parse allocates it). A tracking global allocator in this test binary measures each
//! thread's peak (tests/support/peak_alloc.rs), so the tests run in parallel.
//!
//! The 1 MiB tests run with every `cargo test`. The 16 MiB tests are `#[ignore]`d, with a
//! reason the test run prints: a debug build parses these shapes at a few MiB/s, and 16 MiB of
//! every shape took over two minutes there. `.ci/run` runs them in release
//! (`cargo test --release --test memory -- --include-ignored`, about 30 s).
//!
//! `RAILURL_MEMORY_REPORT=1 cargo test --release --test memory -- --include-ignored
//! --nocapture` prints every figure.

#[path = "support/peak_alloc.rs"]
mod peak_alloc;
use peak_alloc::peak_of;

#[path = "support/hostile_shapes.rs"]
mod hostile_shapes;
use hostile_shapes::{build, segments_then_dot_dots, SHAPES};

use railurl::{Engine, Url};

/// The constant of the bounds: small allocations whose size does not grow with the input.
const CONSTANT: usize = 64 << 10;

/// The bound's factor for each engine.
fn factor(engine: Engine) -> usize {
    match engine {
        Engine::Grammar => 2,
        Engine::Prose => 6,
    }
}

/// One measured parse.
struct Measured {
    peak: usize,
    larger: usize,
}

fn measure(engine: Engine, input: &str, base: Option<&Url>) -> Measured {
    let (result, peak) = peak_of(|| engine.parse(input, base));
    let href = result.as_ref().map_or(0, |url| url.href().len());
    Measured {
        peak,
        larger: input.len().max(href),
    }
}

/// Every shape of the hostile list at `size`, plus the long path shortened by as many "..".
fn inputs(size: usize) -> Vec<(&'static str, String)> {
    let mut shapes: Vec<(&str, String)> = SHAPES
        .iter()
        .map(|(name, prefix, unit, suffix)| (*name, build(prefix, unit, suffix, size)))
        .collect();
    shapes.push(("segments then dot-dots", segments_then_dot_dots(size)));
    shapes
}

/// Parse every shape at `size` with `engine`, against a base or not, and check each peak
/// against the engine's bound. All failures are collected before the assertion, so one run
/// shows every shape over its bound.
fn check(engine: Engine, size: usize, with_base: bool) {
    let base = Url::parse("http://example.org/a/b").expect("the base parses");
    let base = with_base.then_some(&base);
    let report = std::env::var_os("RAILURL_MEMORY_REPORT").is_some();
    let mut over = Vec::new();
    for (name, input) in inputs(size) {
        let m = measure(engine, &input, base);
        let bound = factor(engine) * m.larger + CONSTANT;
        let line =
            format!(
            "{:<8} {:>3} MiB {name:<30} {:<9} peak {:>11} B = {:>5.2} x max(input, href) {:>10} B",
            engine.name(),
            size >> 20,
            if base.is_some() { "with base" } else { "no base" },
            m.peak,
            m.peak as f64 / m.larger as f64,
            m.larger,
        );
        if report {
            eprintln!("{line}");
        }
        if m.peak > bound {
            over.push(line);
        }
    }
    assert!(
        over.is_empty(),
        "over {} x max(input, href) + {CONSTANT} B:\n{}",
        factor(engine),
        over.join("\n")
    );
}

/// One test per engine, size and base, so that the harness runs them side by side; the
/// 16 MiB ones take minutes in a debug build, so `.ci/run` runs them with `--release
/// --include-ignored`.
macro_rules! memory_tests {
    ($($(#[$slow:meta])* $test:ident: $engine:ident, $mib:literal MiB, $with_base:literal;)*) => {$(
        #[test]
        $(#[$slow])*
        fn $test() {
            check(Engine::$engine, $mib << 20, $with_base);
        }
    )*};
}

memory_tests! {
    grammar_engine_at_1_mib: Grammar, 1 MiB, false;
    grammar_engine_at_1_mib_with_a_base: Grammar, 1 MiB, true;
    prose_engine_at_1_mib: Prose, 1 MiB, false;
    prose_engine_at_1_mib_with_a_base: Prose, 1 MiB, true;
    #[ignore = "minutes in a debug build: .ci/run runs it with --release --include-ignored"]
    grammar_engine_at_16_mib: Grammar, 16 MiB, false;
    #[ignore = "minutes in a debug build: .ci/run runs it with --release --include-ignored"]
    grammar_engine_at_16_mib_with_a_base: Grammar, 16 MiB, true;
    #[ignore = "minutes in a debug build: .ci/run runs it with --release --include-ignored"]
    prose_engine_at_16_mib: Prose, 16 MiB, false;
    #[ignore = "minutes in a debug build: .ci/run runs it with --release --include-ignored"]
    prose_engine_at_16_mib_with_a_base: Prose, 16 MiB, true;
}
