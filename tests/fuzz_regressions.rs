//! Regression tests for what fuzzing (fuzz/README.md) and the robustness review found. Each
//! test is named after what it guards and holds its input inline; the comment says where the
//! input came from and which spec step decides the answer.

use railurl::{Engine, ParseErrorKind, Url};

/// Parse with both engines; both must give `expected` (an href) and reparse it to itself.
fn both_engines(input: &str, base: Option<&str>, expected: &str) {
    for engine in Engine::ALL {
        let base = base.map(|b| engine.parse(b, None).expect("base parses"));
        let url = engine
            .parse(input, base.as_ref())
            .unwrap_or_else(|e| panic!("{input:?} ({engine:?}): {e}"));
        assert_eq!(url.href(), expected, "{input:?} ({engine:?})");
        let again = engine.parse(url.href(), None).expect("href reparses");
        assert_eq!(again.href(), expected, "{input:?} reparsed ({engine:?})");
    }
}

/// Found by the review for fuzzing (both engines): "shorten a url's path" counted the path's
/// segments to check "path's size is 1" for file URLs, so a file path of n segments followed
/// by n ".." segments cost O(n²) (1.2 s for n = 40,000 in release). The check now looks at
/// the path's first three bytes. Its cost is measured where speed belongs, in a bench:
/// benches/linear.rs's "file dot-dots" and "segments then dot-dots" shapes, and callgrind's
/// count per byte with examples/hostile_shape. Here, the result at that size.
#[test]
fn shortening_a_long_file_path_gives_the_spec_result() {
    let n = 200_000;
    let input = format!("file:///{}{}x", "a/".repeat(n), "../".repeat(n));
    both_engines(&input, None, "file:///x");
    let input = format!("file:///C:/{}{}x", "a\\".repeat(n), "..\\".repeat(n + 5));
    both_engines(&input, None, "file:///C:/x");
}

/// Found by `cargo fuzz run parse` (grammar engine): input `httpS:/ampl.eo-g\u{25E}\u{41D}=c=d#e`.
/// The grammar's `special_scheme` tried the exact literal "http" before the case-insensitive
/// "https", so "httpS" matched "http", the ":" lookahead failed, and the ordered choice gave
/// up: "httpS" was parsed as a non-special scheme and its href `https:/ampl...` did not
/// reparse to itself. Spec: "scheme state" lowercases the buffer, and "https" is special, so
/// the special authority slashes state follows.
#[test]
fn mixed_case_special_scheme_is_special() {
    both_engines(
        "httpS:/ampl.eo-g\u{25E}\u{41D}=c=d#e",
        None,
        "https://ampl.xn--eo-g=c=d-bsd409b/#e",
    );
    both_engines("HTTPs://h/", None, "https://h/");
    both_engines("wSs:h", None, "wss://h/");
    both_engines("hTtP:x", Some("http://h/a/b"), "http://h/a/x");
}

/// Both engines fail `input` (against `base`) with exactly `expected`.
fn both_fail(input: &str, base: Option<&str>, expected: ParseErrorKind) {
    for engine in Engine::ALL {
        let base = base.map(|b| engine.parse(b, None).expect("base parses"));
        assert_eq!(
            engine.parse(input, base.as_ref()).map_err(|e| e.kind()),
            Err(expected),
            "{input:?} ({engine:?})"
        );
    }
}

/// Found by `cargo fuzz run differential` (grammar engine), input
/// `zs://[\0 7>...\TEEE.:...]?...`, reduced to `sc://[\:1]/`. The grammar's bracket run
/// inside a host stopped at "\" for non-special URLs too, so the grammar ended the host at the
/// ":" after it and failed with IPv6-unclosed. Spec: in the "host state" only a special URL
/// ends the host at "\"; for a non-special URL "\" is appended to the buffer, insideBrackets
/// stays true, ":" does not end the host, and the IPv6 parser fails on "\" with
/// IPv6-invalid-code-point.
#[test]
fn backslash_inside_brackets_of_a_non_special_host_stays_in_the_host() {
    both_fail("sc://[\\:1]/", None, ParseErrorKind::Ipv6InvalidCodePoint);
    both_fail(
        "sc://[::1\\]:2/",
        None,
        ParseErrorKind::Ipv6InvalidCodePoint,
    );
    // For a special URL "\" ends the host: "[" alone is unclosed.
    both_fail("http://[\\:1]/", None, ParseErrorKind::Ipv6Unclosed);
    for engine in Engine::ALL {
        let mut url = Url::parse("sc://h/p").expect("parses");
        url.set_with(engine, railurl::Component::Host, "[\\:1]:2")
            .expect("setters other than href do not fail");
        assert_eq!(url.href(), "sc://h/p", "{engine:?}");
    }
}

/// Found by `cargo fuzz run differential` (grammar engine), input
/// `h\tttp:[1:0E:0:0E::0E:0:0E:44404440E]04U444444404440E]/`. After eight pieces and a ":",
/// the grammar engine looked at what followed (nine hex digits, an ipv6_invalid node) and
/// failed with IPv6-invalid-code-point. Spec, IPv6 parser: each turn of the loop first says
/// "If pieceIndex is 8, IPv6-too-many-pieces validation error, return failure", whatever c is.
#[test]
fn ipv6_ninth_piece_is_too_many_pieces_whatever_it_holds() {
    both_fail(
        "h\tttp:[1:0E:0:0E::0E:0:0E:44404440E]04U444444404440E]/",
        None,
        ParseErrorKind::Ipv6TooManyPieces,
    );
    both_fail(
        "http://[1:2:3:4:5:6:7:8:12345]/",
        None,
        ParseErrorKind::Ipv6TooManyPieces,
    );
    both_fail(
        "http://[1:2:3:4:5:6:7:8:g]/",
        None,
        ParseErrorKind::Ipv6TooManyPieces,
    );
    both_fail(
        "http://[1:2:3:4:5:6:7:8:.]/",
        None,
        ParseErrorKind::Ipv6TooManyPieces,
    );
    // One piece fewer, the same text is the invalid code point.
    both_fail(
        "http://[1:2:3:4:5:6:7:12345]/",
        None,
        ParseErrorKind::Ipv6InvalidCodePoint,
    );
}

/// Found by `cargo fuzz run setters` (grammar engine), input `\x0f\x0f/a:t` (the hostname
/// setter, picked by its first byte), `hhttp:/s7//@9`, value "". The grammar engine's
/// opaque-host parser returned an opaque host holding "" where the prose engine returns the
/// empty host, so the record said `Opaque("")` until the href was parsed again, which says
/// `Empty`. Spec: an opaque host is a non-empty ASCII string; the opaque-host parser on ""
/// returns "", which is the empty host.
#[test]
fn empty_host_set_on_a_non_special_url_is_the_empty_host() {
    for engine in Engine::ALL {
        for component in [railurl::Component::Host, railurl::Component::Hostname] {
            let mut url = Url::parse("hhttp:/s7//@9").expect("parses");
            url.set_with(engine, component, "").expect("not href");
            assert_eq!(url.href(), "hhttp:///s7//@9", "{engine:?} {component}");
            assert_eq!(url.host_value(), Some(railurl::Host::Empty), "{engine:?}");
            let again = Url::parse(url.href()).expect("reparses");
            assert_eq!(again.record(), url.record(), "{engine:?} {component}");
        }
    }
}

/// URL patterns (feature `urlpattern`).
#[cfg(feature = "urlpattern")]
mod urlpattern {
    use railurl::pattern::{PartType, UrlPattern, UrlPatternList};

    /// A component's groups as the standard computes them: `RegExpBuiltinExec` of the
    /// regular expression "generate a regular expression and name list" writes, on regress
    /// (flags "v"). Only for short inputs: regress backtracks through every way of splitting
    /// the input among nested wildcards.
    fn standard_groups(
        pattern: &UrlPattern,
        component: &str,
        input: &str,
    ) -> Option<Vec<Option<String>>> {
        let expression = pattern.regular_expression(component).expect("a component");
        let regex = regress::Regex::with_flags(expression, "v").expect("compiles");
        let groups = pattern.parts(component).expect("a component");
        let groups = groups.iter().filter(|p| p.kind != PartType::FixedText);
        let found = regex.find(input)?;
        Some(
            (1..=groups.count())
                .map(|i| found.group(i).map(|r| input[r].to_string()))
                .collect(),
        )
    }

    /// Found by `cargo fuzz run urlpattern` (2026-11-22, `-seed=7`): the pattern
    /// `*:*****************.///(//)6`, whose hostname pattern is eight `((?:.*)*)` groups, a
    /// `(.*)` and `\.` (an unquoted `*` after a `*` is its modifier). The old matcher's
    /// backtracking was exponential in those nested quantifiers: it ran out of its step
    /// budget and answered `MatchTooComplex`, while `UrlPatternList`, which first filters on
    /// the pathname's fixed prefix, answered no match. The matcher now remembers failed
    /// states (src/pattern/matcher/exec.rs), so a match is linear in the input here, has no budget,
    /// and both answer as the standard's generated expression does.
    #[test]
    fn nested_full_wildcards_match_as_the_generated_expression_does() {
        let pattern = UrlPattern::parse("*:*****************.///(//)6", None).expect("parses");
        assert_eq!(pattern.hostname(), "*****************.");
        let mut list = UrlPatternList::new();
        list.push(pattern.clone());
        list.push(UrlPattern::parse("https://*/*", None).expect("parses"));

        // The fuzz input's URL: the hostname has no final ".".
        let url = "https://example.com/";
        assert_eq!(pattern.exec(url, None), Ok(None));
        assert_eq!(list.exec(url, None).map(|m| m.map(|(i, _)| i)), Ok(Some(1)));

        // Short enough for regress: the same groups as the generated expression.
        let url = "https://a.b./////6";
        let result = pattern.exec(url, None).expect("no error").expect("matches");
        let groups: Vec<Option<String>> =
            result.hostname.groups.iter().map(|g| g.1.clone()).collect();
        assert_eq!(Some(groups), standard_groups(&pattern, "hostname", "a.b."));
        assert_eq!(result.hostname.group("0"), Some(Some("a.b")));
        assert_eq!(result.pathname.group("0"), Some(Some("//")));
        assert_eq!(list.exec(url, None), Ok(Some((0, result))));

        // 10,000 labels: exponential backtracking would never finish. With a final "." the
        // first group takes all but it (greedy, as on "a.b." above), and the others are empty
        // (each `(?:.*)*` iteration would be empty: RepeatMatcher rejects it).
        let labels = "x.".repeat(10_000);
        let url = format!("https://{labels}/////6");
        let result = pattern
            .exec(url.as_str(), None)
            .expect("no error")
            .expect("matches");
        assert_eq!(
            result.hostname.group("0"),
            Some(Some(&labels[..labels.len() - 1]))
        );
        for name in 1..=8 {
            assert_eq!(result.hostname.group(&name.to_string()), Some(Some("")));
        }
        assert_eq!(list.exec(url.as_str(), None), Ok(Some((0, result))));
        // Without it, no way of splitting the labels among the groups matches.
        let url = format!("https://{labels}x/////6");
        assert_eq!(pattern.exec(url.as_str(), None), Ok(None));
        assert_eq!(
            list.exec(url.as_str(), None).map(|m| m.map(|(i, _)| i)),
            Ok(Some(1))
        );
    }
}
