//! Hostile inputs are answered, by both engines, without a panic or a stack overflow, on a
//! thread with a 256 KiB stack: every shape the linear-cost bench measures (benches/linear.rs)
//! at 256 KiB, and the heaviest shapes at 64 MiB. (Whether the time is linear is the bench's
//! job; this checks the answers.)
//!
//! A debug build parses these shapes at roughly 1-5 MiB/s, so debug runs (`cargo test`, CI)
//! take three 64 MiB cases, one test each so that they run in parallel: the grammar engine on
//! 13 million path segments then as many ".." (a run of 26 million path steps read one at a
//! time, and the shape that was once quadratic) and on an unclosed run of "[" (the host rule's
//! bracket loop), and the prose engine on one 64 MiB path segment (its per-code-point state
//! machine). Measured on the 2-core machine in debug: about 11 s for each grammar case and
//! 15-28 s for the prose one (depending on what else runs), 37 s for the whole file. A release
//! build (`cargo test --release --test hostile`) also runs every shape through both engines
//! at 64 MiB: 56 s, 2.4 GB peak memory.

use railurl::{Engine, Url};

#[path = "support/hostile_shapes.rs"]
mod hostile_shapes;
use hostile_shapes::{build, segments_then_dot_dots, SHAPES};

const MIB_64: usize = 64 << 20;

fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .expect("spawn a thread")
        .join()
        .expect("parsing on a 256 KiB stack neither panics nor overflows");
}

/// An answer either way; a success must serialize to something that reparses to itself, and a
/// failure must name a spec failure.
fn answers(engine: Engine, name: &str, input: &str, base: Option<&Url>) -> Option<Url> {
    match engine.parse(input, base) {
        Ok(url) => {
            let again = engine.parse(url.href(), None);
            assert_eq!(
                again.as_ref().map(Url::href).ok(),
                Some(url.href()),
                "{name} ({engine:?})"
            );
            Some(url)
        }
        Err(e) => {
            assert!(
                !matches!(e.kind(), railurl::ParseErrorKind::Internal(_)),
                "{name} ({engine:?}): {e:?}"
            );
            None
        }
    }
}

#[test]
fn hostile_shapes_at_256_kib_on_a_small_stack() {
    on_small_stack(|| {
        let base = Url::parse("http://example.org/a/b").expect("base");
        let mut shapes: Vec<(&str, String)> = SHAPES
            .iter()
            .map(|(name, prefix, unit, suffix)| (*name, build(prefix, unit, suffix, 256 << 10)))
            .collect();
        shapes.push(("segments then dot-dots", segments_then_dot_dots(256 << 10)));
        for (name, input) in &shapes {
            for engine in Engine::ALL {
                answers(engine, name, input, None);
                answers(engine, name, input, Some(&base));
            }
        }
    });
}

/// The 64 MiB input of a shape.
fn input_64_mib(name: &str) -> String {
    if name == "segments then dot-dots" {
        return segments_then_dot_dots(MIB_64);
    }
    let (_, prefix, unit, suffix) = SHAPES
        .iter()
        .find(|shape| shape.0 == name)
        .expect("a shape of that name");
    build(prefix, unit, suffix, MIB_64)
}

/// One 64 MiB shape through one engine, without a base, on a 256 KiB stack. In debug builds a
/// success's 64 MiB href is not reparsed (that would double the time; the 256 KiB test and the
/// release run reparse).
fn at_64_mib(engine: Engine, name: &'static str) {
    on_small_stack(move || {
        let input = input_64_mib(name);
        let url = if cfg!(debug_assertions) {
            engine.parse(&input, None).map_err(|e| {
                assert!(
                    !matches!(e.kind(), railurl::ParseErrorKind::Internal(_)),
                    "{name}: {e:?}"
                )
            })
        } else {
            answers(engine, name, &input, None).ok_or(())
        };
        if name == "segments then dot-dots" {
            assert_eq!(url.as_ref().map(Url::href), Ok("file:///C:/x"));
        }
    });
}

#[test]
fn grammar_engine_at_64_mib_shortening_a_long_path() {
    at_64_mib(Engine::Grammar, "segments then dot-dots");
}

#[test]
fn grammar_engine_at_64_mib_unclosed_brackets() {
    at_64_mib(Engine::Grammar, "open brackets");
}

#[test]
fn prose_engine_at_64_mib_one_long_segment() {
    at_64_mib(Engine::Prose, "dots");
}

/// Every shape through both engines at 64 MiB, reparsing each success: release builds only
/// (`cargo test --release --test hostile`).
#[test]
fn every_shape_at_64_mib_in_release() {
    if cfg!(debug_assertions) {
        return;
    }
    for (name, ..) in SHAPES {
        for engine in Engine::ALL {
            at_64_mib(engine, name);
        }
    }
    for engine in Engine::ALL {
        at_64_mib(engine, "segments then dot-dots");
    }
}
