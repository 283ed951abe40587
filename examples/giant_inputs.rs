//! Giant hostile inputs (issue 15): each shape of tests/support/hostile_shapes.rs at a given
//! size, parsed once by railurl's `Url::parse` (the grammar engine) and once by ada; prints
//! a Markdown table of the times, railurl's peak heap (measured by a tracking global
//! allocator, the input not counted) and its ratio to the larger of input and href.
//!
//! ```sh
//! cargo run --release --example giant_inputs -- 100          # MB (10^6 bytes); default 100
//! cargo run --release --example giant_inputs -- 16Mi slash   # 16 MiB, shapes whose name has "slash"
//! ```
//!
//! One run per shape and engine (a giant input is its own benchmark: seconds, not
//! nanoseconds); benches/giant.rs measures 16 MiB with criterion.

use std::time::{Duration, Instant};

#[path = "../tests/support/hostile_shapes.rs"]
mod hostile_shapes;
#[path = "../tests/support/peak_alloc.rs"]
mod peak_alloc;

fn size_arg(arg: Option<&str>) -> usize {
    match arg {
        Some(s) if s.ends_with("Mi") => {
            s.trim_end_matches("Mi").parse::<usize>().unwrap_or(100) << 20
        }
        Some(s) => s.parse::<usize>().unwrap_or(100) * 1_000_000,
        None => 100_000_000,
    }
}

/// The input of the shape called `name`, `size` bytes long.
fn input_of(name: &str, size: usize) -> String {
    match hostile_shapes::SHAPES.iter().find(|shape| shape.0 == name) {
        Some(&(_, prefix, unit, suffix)) => hostile_shapes::build(prefix, unit, suffix, size),
        None => hostile_shapes::segments_then_dot_dots(size),
    }
}

fn seconds(d: Duration) -> String {
    format!("{:.3} s", d.as_secs_f64())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let size = size_arg(args.get(1).map(String::as_str));
    let filter = args.get(2).cloned().unwrap_or_default();
    let names = hostile_shapes::SHAPES
        .iter()
        .map(|shape| shape.0)
        .chain(["segments then dot-dots"]);
    println!("{size} bytes per input; one parse each; peak heap of railurl's parse (input not counted)\n");
    println!("| shape | railurl | ada | railurl / ada | railurl peak heap | / max(input, href) | result |");
    println!("|---|---:|---:|---:|---:|---:|---|");
    for name in names {
        if !name.contains(filter.as_str()) {
            continue;
        }
        let input = input_of(name, size);
        let start = Instant::now();
        let (result, peak) = peak_alloc::peak_of(|| railurl::Url::parse(&input));
        let ours = start.elapsed();
        let href = result.as_ref().map_or(0, |u| u.href().len());
        let outcome = match &result {
            Ok(_) => "parsed".to_owned(),
            Err(e) => format!("failed: {}", e.spec_name()),
        };
        drop(result);
        let start = Instant::now();
        let ada_ok = ada_url::Url::parse(input.as_str(), None).is_ok();
        let theirs = start.elapsed();
        let larger = input.len().max(href);
        println!(
            "| {name} | {} | {} | {:.2} | {:.1} MB | {:.2} | {outcome}{} |",
            seconds(ours),
            seconds(theirs),
            ours.as_secs_f64() / theirs.as_secs_f64().max(1e-9),
            peak as f64 / 1e6,
            peak as f64 / larger as f64,
            if ada_ok == outcome.starts_with("parsed") {
                ""
            } else {
                " (ada differs)"
            },
        );
    }
}
