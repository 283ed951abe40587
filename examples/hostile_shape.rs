//! Parse one hostile input shape (tests/support/hostile_shapes.rs) once, for callgrind: the
//! instruction count per byte at two sizes shows whether the cost is linear, free of the
//! wall-clock noise and cache effects a timed bench has.
//!
//! `cargo run --release --example hostile_shape -- SHAPE BYTES url|grammar|prose|ada|none`,
//! where `url` is `Url::parse` (the canonical fast path, then the grammar engine), `ada` is
//! ada (the giant bench's reference) and `none` only builds the input (subtract it). SHAPE is a shape's name, e.g. "dots", or "segments then
//! dot-dots". `--list` prints the names.

#[path = "../tests/support/hostile_shapes.rs"]
#[allow(dead_code)]
mod hostile;
#[path = "common/shape_cli.rs"]
mod shape_cli;

fn main() {
    let names: Vec<&str> = hostile::SHAPES
        .iter()
        .map(|s| s.0)
        .chain(["segments then dot-dots"])
        .collect();
    let args = shape_cli::args(
        "hostile_shape SHAPE BYTES url|grammar|prose|ada|none",
        &names,
    );
    let (shape, size) = (args.shape.as_str(), args.size);
    let input = if shape == "segments then dot-dots" {
        hostile::segments_then_dot_dots(size)
    } else {
        let Some((_, prefix, unit, suffix)) = hostile::SHAPES.iter().find(|s| s.0 == shape) else {
            return;
        };
        hostile::build(prefix, unit, suffix, size)
    };
    let parsed = match args.mode.as_str() {
        "url" => railurl::Url::parse(&input).is_ok(),
        "grammar" => railurl::Engine::Grammar.parse(&input, None).is_ok(),
        "prose" => railurl::Engine::Prose.parse(&input, None).is_ok(),
        "ada" => ada_url::Url::parse(input.as_str(), None).is_ok(),
        _ => false,
    };
    println!("{} bytes, parsed: {parsed}", input.len());
}
