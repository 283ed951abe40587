//! Hostile inputs are answered, by both engines, without a panic or a stack overflow: every
//! shape the linear-cost bench measures (benches/linear.rs), at 256 KiB, on a thread with a
//! 256 KiB stack. (Whether the time is linear is the bench's job; this checks the answers.)

use railurl::{Engine, Url};

#[path = "support/hostile_shapes.rs"]
mod hostile_shapes;
use hostile_shapes::{build, SHAPES};

fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .expect("spawn a thread")
        .join()
        .expect("parsing on a 256 KiB stack neither panics nor overflows");
}

#[test]
fn hostile_shapes_at_256_kib_on_a_small_stack() {
    on_small_stack(|| {
        for (name, prefix, unit, suffix) in SHAPES {
            let input = build(prefix, unit, suffix, 256 << 10);
            let base = Url::parse("http://example.org/a/b").expect("base");
            for engine in Engine::ALL {
                let alone = engine.parse(&input, None);
                let joined = engine.parse(&input, Some(&base));
                // An answer either way; a success must serialize to something that reparses.
                for url in [alone, joined].into_iter().flatten() {
                    let again = engine.parse(url.href(), None);
                    assert_eq!(
                        again.as_ref().map(Url::href).ok(),
                        Some(url.href()),
                        "{name} ({engine:?})"
                    );
                }
            }
        }
    });
}
