//! Properties of RFC 3986 resolution and normalization and RFC 3987's conversions
//! (`railurl::rfc3986`, `railurl::rfc3987`), over generated URI references (proptest) and the
//! corpus (tests/data/corpus.txt):
//! - normalization is idempotent, and its result reads back as a reference with the same
//!   components, equal to the input by `eq_normalized`;
//! - a resolved reference reads back as the URI section 5.2.2 computed, and relativizing it
//!   against the base gives a reference that resolves to it again;
//! - a URI converted to an IRI (RFC 3987 section 3.2) maps back (section 3.1) to a URI with
//!   the same syntax-based normal form, and converting that again gives the same IRI.
//!
//! fuzz/ (target `rfc3986`) runs the same checks on arbitrary input.

#[path = "../fuzz/src/rfc.rs"]
mod rfc;

use proptest::prelude::*;
use proptest::test_runner::Config;

fn scheme() -> impl Strategy<Value = &'static str> {
    prop_oneof![
        Just(""),
        Just("http:"),
        Just("HTTPS:"),
        Just("ws:"),
        Just("wss:"),
        Just("file:"),
        Just("foo:"),
        Just("urn:"),
    ]
}

fn authority() -> impl Strategy<Value = String> {
    prop_oneof![
        2 => Just(String::new()),
        1 => Just("//".to_owned()),
        3 => "//([a-z%@]{0,4}@)?([a-zA-Z.]{0,6}|%4[1-9a-f]|127\\.0\\.0\\.1|\\[::[0-9A-F]{0,3}\\]|\\[v1\\.Ab\\]|LocalHost)(:[0-9]{0,3})?",
    ]
}

fn segment() -> impl Strategy<Value = &'static str> {
    prop_oneof![
        Just(""),
        Just("."),
        Just(".."),
        Just("a"),
        Just("B"),
        Just("%2e"),
        Just("%2E%2e"),
        Just("%7e"),
        Just("%c3%a9"),
        Just("%FC"),
        Just("%e2%80%ae"),
        Just("x:y"),
        Just("@"),
        Just("é"),
    ]
}

fn path() -> impl Strategy<Value = String> {
    (any::<bool>(), prop::collection::vec(segment(), 0..5)).prop_map(|(absolute, segments)| {
        format!("{}{}", if absolute { "/" } else { "" }, segments.join("/"))
    })
}

fn tail() -> impl Strategy<Value = String> {
    ("(\\?[a-z=%4F/?.]{0,4})?", "(#[a-z%4f/.]{0,3})?").prop_map(|(q, f)| format!("{q}{f}"))
}

/// A string that is often a URI reference, often an IRI reference, sometimes neither.
fn reference() -> impl Strategy<Value = String> {
    (scheme(), authority(), path(), tail()).prop_map(|(s, a, p, t)| {
        let p = if !a.is_empty() && !p.is_empty() && !p.starts_with('/') {
            format!("/{p}")
        } else {
            p
        };
        format!("{s}{a}{p}{t}")
    })
}

proptest! {
    #![proptest_config(Config { cases: 2000, ..Config::default() })]

    #[test]
    fn one_reference(r in reference()) {
        rfc::check_reference(&r);
    }

    #[test]
    fn a_reference_against_a_base(base in reference(), r in reference()) {
        rfc::rfc3986(format!("{base}\n{r}").as_bytes());
    }
}

/// Every corpus URL normalized and converted, and resolved against the URL before it (and
/// relativized back); every tenth also the base of two relative references (the checks take
/// about half a millisecond per pair in a debug build).
#[test]
fn corpus_round_trips() {
    let path = format!("{}/tests/data/corpus.txt", env!("CARGO_MANIFEST_DIR"));
    let corpus = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let lines: Vec<&str> = corpus.lines().collect();
    let mut uris = 0;
    for (i, url) in lines.iter().enumerate() {
        if rfc::check_reference(url) {
            uris += 1;
        }
        let previous = lines[i.saturating_sub(1)];
        rfc::check_resolution(previous, url);
        for r in [
            "",
            "..",
            "./x/../y",
            "?q",
            "#f",
            "//h",
            "/a/./b",
            "../../..//c",
        ] {
            rfc::check_resolution(url, r);
        }
    }
    // Most of the corpus is valid RFC 3986 (the rest has spaces, "|", non-ASCII, ...).
    assert!(uris * 10 > lines.len() * 9, "{uris} of {}", lines.len());
}
