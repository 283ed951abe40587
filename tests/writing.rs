//! The valid-URL-string checker (grammar/writing.pest) against the parser: parsing signals no
//! validation error (and does not fail) exactly when the checker accepts. Over the spec's own
//! example table, every WPT urltestdata input (with its base), and generated inputs. Where the
//! two part on principle, a named test below says why, quoting the spec.

mod support;

use railurl::{is_valid_url_string, Engine, Url};
use support::urltestdata_inputs;

/// Whether the parser (each engine) finds `input` valid: no failure, no validation error.
/// Panics if the engines disagree.
fn parser_says_valid(input: &str, base: Option<&Url>) -> bool {
    let verdicts: Vec<bool> = Engine::ALL
        .iter()
        .map(|e| {
            let (result, diagnostics) = e.parse_with_diagnostics(input, base);
            result.is_ok() && diagnostics.is_empty()
        })
        .collect();
    assert!(
        verdicts.windows(2).all(|w| w[0] == w[1]),
        "engines disagree on {input:?}"
    );
    verdicts[0]
}

/// A disagreement between the checker and the parser, if any.
fn disagreement(input: &str, base: Option<&Url>) -> Option<String> {
    let checker = is_valid_url_string(input, base);
    let parser = parser_says_valid(input, base);
    (checker.is_ok() != parser).then(|| {
        let (_, diagnostics) = Url::parse_with_diagnostics(input, base);
        format!(
            "input {input:?} base {:?}: checker {checker:?}, parser {:?}",
            base.map(Url::href),
            diagnostics
                .iter()
                .map(|d| d.kind.spec_name())
                .collect::<Vec<_>>()
        )
    })
}

#[test]
fn urltestdata_checker_agrees_with_the_parser() {
    let mut disagreements = Vec::new();
    for (input, base) in urltestdata_inputs() {
        disagreements.extend(disagreement(&input, base.as_ref()));
    }
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}

#[path = "support/generated.rs"]
mod generated;

#[test]
fn generated_inputs_checker_agrees_with_the_parser() {
    let bases = generated::parsed_bases();
    let mut disagreements = Vec::new();
    let mut valid = 0;
    let inputs = generated::inputs(4000);
    for input in &inputs {
        for base in &bases {
            disagreements.extend(disagreement(input, base.as_ref()));
            valid += usize::from(is_valid_url_string(input, base.as_ref()).is_ok());
        }
    }
    assert!(valid > 100, "too few valid inputs generated ({valid})");
    support::assert_none_failed(&disagreements);
}

/// The example table of the "URLs" section: (input, base, valid).
const SPEC_TABLE: &[(&str, Option<&str>, bool)] = &[
    ("https:example.org", None, false),
    ("https://////example.com///", None, false),
    ("https://example.com/././foo", None, true),
    ("hello:world", Some("https://example.com/"), true),
    ("https:example.org", Some("https://example.com/"), false),
    (
        "\\example\\..\\demo/.\\",
        Some("https://example.com/"),
        false,
    ),
    ("example", Some("https://example.com/demo"), true),
    ("file:///C|/demo", None, false),
    ("..", Some("file:///C:/demo"), true),
    ("file://localhost/", None, true),
    ("file://loc%61lhost/", None, false),
    ("https://user:password@example.org/", None, false),
    ("https://example.org/foo bar", None, false),
    ("https://EXAMPLE.com/../x", None, true),
    ("https://ex ample.org/", None, false),
    ("example", None, false),
    ("https://example.com:demo", None, false),
    ("http://[www.example.com]/", None, false),
    ("https://example.org//", None, true),
    ("https://example.com/[]?[]#[]", None, false),
    ("https://example/%?%#%", None, false),
    ("https://example/%25?%25#%25", None, true),
];

#[test]
fn the_spec_example_table_valid_column() {
    for &(input, base, valid) in SPEC_TABLE {
        let base = base.map(|b| Url::parse(b).expect("base"));
        assert_eq!(
            is_valid_url_string(input, base.as_ref()).is_ok(),
            valid,
            "checker: {input}"
        );
        assert_eq!(
            parser_says_valid(input, base.as_ref()),
            valid,
            "parser: {input}"
        );
    }
}

/// Exception: a host written with non-ASCII code points whose ASCII form is a valid IPv4
/// address (fullwidth digits and dots). "A valid host string must be a valid domain string, a
/// valid IPv4-address string, or ..."; a valid IPv4-address string is ASCII digits and ".",
/// and "if running the ends in a number checker on domain returns true, then return false"
/// rules it out as a valid domain. But the host parser maps it with ToASCII to "1.2.3.4",
/// which "ends in a number", and "the IPv4 parser" finds four decimal parts: no validation
/// error is signalled. So the string is not valid, yet the parser signals nothing.
#[test]
fn exception_non_ascii_spelling_of_an_ipv4_address() {
    let input = "https://\u{FF11}.\u{FF12}.\u{FF13}.\u{FF14}/";
    assert!(is_valid_url_string(input, None).is_err());
    assert!(parser_says_valid(input, None));
    assert_eq!(
        Url::parse(input).map(|u| u.host().to_owned()),
        Ok("1.2.3.4".to_owned())
    );
}

#[test]
fn mismatch_says_where_and_what_in_the_spec_words() {
    let m = is_valid_url_string("https://example.org:7z/", None).unwrap_err();
    assert_eq!((m.at, m.found), (21, Some('z')));
    let m = is_valid_url_string("https://exa mple.org/", None).unwrap_err();
    assert_eq!((m.at, m.found), (11, Some(' ')));
    // A domain the domain parser (beStrict true) rejects: the mismatch is the host.
    let m = is_valid_url_string("https://a..b/", None).unwrap_err();
    assert_eq!(m.at, 8);
    assert!(m.to_string().contains("a valid host string"), "{m}");
    let m = is_valid_url_string("https://example.org/a\\b", None).unwrap_err();
    assert_eq!((m.at, m.found), (21, Some('\\')));
    assert!(m
        .expected
        .contains(&"a URL unit (a URL code point or a percent-encoded byte)"));
}
