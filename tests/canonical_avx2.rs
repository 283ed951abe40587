//! `railurl::fast::canonical_href_at` compiled for AVX2, BMI1 and BMI2 (always inlined, so a caller
//! compiles it with its own target features, as the Python package's column does where the
//! processor has them; its automaton is inlined too only where debug assertions are off, so
//! `.ci/run` runs this test in release as well) against the same function in the baseline
//! build and against `canonical_href`: the same verdict and the same href on every corpus URL
//! and on its three non-canonical variants, each inside a buffer followed by bytes of several
//! kinds, at every amount of slack up to 40 bytes.

#![cfg(any(target_arch = "x86", target_arch = "x86_64"))]

use railurl::fast::{canonical_href, canonical_href_at, Href};
use std::ops::Range;

#[path = "../benches/common/mod.rs"]
#[allow(dead_code)]
mod common;

/// `canonical_href_at` compiled for AVX2, BMI1 and BMI2 (the way the Python package's column
/// loop is).
#[target_feature(enable = "avx2,bmi1,bmi2")]
fn canonical_href_at_avx2(buffer: &[u8], row: Range<usize>, out: &mut String) -> Option<Href> {
    canonical_href_at(buffer, row, out)
}

/// Whether this processor has what `canonical_href_at_avx2` is compiled for.
fn has_avx2() -> bool {
    std::is_x86_feature_detected!("avx2")
        && std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("bmi2")
}

/// The href and verdict of a check: what it returned and what it appended.
fn run(check: impl FnOnce(&mut String) -> Option<Href>) -> (Option<Href>, String) {
    let mut out = String::from("before:");
    let href = check(&mut out);
    (href, out)
}

#[test]
fn the_avx2_check_agrees_with_the_plain_ones_on_the_corpus_and_its_variants_at_every_slack() {
    if !has_avx2() {
        eprintln!(
            "SKIPPED: this processor lacks AVX2, BMI1 or BMI2, which canonical_href_at_avx2 \
             needs; the plain check is tested elsewhere"
        );
        return;
    }
    let corpus = common::corpus();
    // After a row: bytes a skip runs on through (more of a path, more of a host), bytes it
    // stops at, and random bytes; and, in the loop, the next row (a column's buffer).
    let mut random = 0x9E37_79B9_7F4A_7C15u64;
    let mut noise = || {
        random ^= random << 13;
        random ^= random >> 7;
        random ^= random << 17;
        random as u8
    };
    let random: Vec<u8> = (0..40).map(|_| noise()).collect();
    let fills: [&[u8]; 4] = [
        b"/a/b.c/d%41e/f/g.h/i/j/k/l/m/n/o/p/q/r/s",
        b".0a.b-c.d1.e_f.g.h.ij-k.l.m.n.o.p.q.r.st",
        b"\x00 \xff#?@\\%:\t\n\r\x7f\x80\x00 \xff#?@\\%:\t\n\r\x7f\x80\x00 \xff#?@\\%:\t\n\r\x7f",
        &random,
    ];
    let (mut rows, mut canonical) = (0usize, 0usize);
    for (name, urls) in [
        ("non-canonical", common::non_canonical(&corpus)),
        ("mixed", common::non_canonical_mixed(&corpus)),
        ("spellings", common::non_canonical_spellings(&corpus)),
        ("corpus", corpus),
    ] {
        for (n, url) in urls.iter().enumerate() {
            let expected = run(|out| canonical_href(url, out));
            canonical += usize::from(expected.0.is_some());
            rows += 1;
            let next = urls[(n + 1) % urls.len()].as_bytes();
            let after = match n % 5 {
                4 => next,
                k => fills[k],
            };
            let buffer = [b"x", url.as_bytes(), after].concat();
            let end = 1 + url.len();
            for slack in 0..=after.len().min(40) {
                let buffer = &buffer[..end + slack];
                let plain = run(|out| canonical_href_at(buffer, 1..end, out));
                // SAFETY: the processor has AVX2, BMI1 and BMI2 (`has_avx2` above).
                let avx2 = run(|out| unsafe { canonical_href_at_avx2(buffer, 1..end, out) });
                assert_eq!(plain, expected, "{name} {url:?}, {slack} bytes after");
                assert_eq!(avx2, expected, "{name} {url:?}, {slack} bytes after");
            }
            // The row alone, as its own buffer.
            // SAFETY: as above.
            let alone =
                run(|out| unsafe { canonical_href_at_avx2(url.as_bytes(), 0..url.len(), out) });
            assert_eq!(alone, expected, "{name} {url:?} alone");
        }
    }
    // Both verdicts occur often (the corpus is mostly canonical, its variants mostly not).
    assert!(
        canonical * 5 > rows && (rows - canonical) * 2 > rows,
        "{canonical} of {rows}"
    );
}
