//! The canonical fast path (grammar/canonical.pest, src/fast_path.rs) against the full grammar
//! engine: for every input the fast path accepts, the full engine gives the same URL (the same
//! href, which is the input (with "/" put in when it has no path), and the same components). Checked on every WPT input, on the
//! corpus, on generated near-canonical strings (proptest) and, in the conformance run, on the
//! generator's inputs. And the failing fast path (grammar/failing.pest, src/failing.rs): for
//! every input it takes, the full engine fails with the same failure at the same place.

mod support;

use proptest::prelude::*;
use proptest::test_runner::Config;
use railurl::fast::{certain_failure, parse_canonical, parse_near_canonical};
use railurl::{Engine, ParseError, Position, Url};

/// Everything a `Url` says about itself: its href, every getter, its record and the positions
/// of its components.
#[allow(clippy::type_complexity)]
fn parts(
    u: &Url,
) -> (
    String,
    [String; 11],
    (Option<String>, Option<String>),
    (Option<u16>, bool, bool),
    String,
    [usize; 14],
) {
    (
        u.href().to_owned(),
        support::COMPONENTS.map(|name| support::getter(u, name)),
        (
            u.query().map(str::to_owned),
            u.fragment().map(str::to_owned),
        ),
        (u.port_number(), u.has_opaque_path(), u.is_special()),
        format!("{:?}", u.record()),
        [
            Position::AfterScheme,
            Position::BeforeUsername,
            Position::AfterUsername,
            Position::BeforePassword,
            Position::AfterPassword,
            Position::BeforeHost,
            Position::AfterHost,
            Position::BeforePort,
            Position::AfterPort,
            Position::BeforePath,
            Position::AfterPath,
            Position::BeforeQuery,
            Position::AfterQuery,
            Position::BeforeFragment,
        ]
        .map(|p| u[..p].len()),
    )
}

/// What the near-canonical fast path gives for `input`, compared with the full engine (the
/// same URL, component by component, and the same href from `href_into`; or, for a host the
/// IPv4 parser rejects, the same failure); `Ok(false)` when it declines.
fn check_near(input: &str) -> Result<bool, String> {
    let fast = match parse_near_canonical(input) {
        None => return Ok(false),
        Some(Ok(fast)) => fast,
        Some(Err(failure)) => return same_failure("near-canonical", input, failure),
    };
    let full = Engine::Grammar.parse(input, None).map_err(|e| {
        format!("{input:?}: near-canonical path accepted, full engine failed: {e:?}")
    })?;
    if parts(&fast) != parts(&full) {
        return Err(format!(
            "{input:?}: near-canonical path {:?} but full engine {:?}",
            parts(&fast),
            parts(&full)
        ));
    }
    let mut out = String::from("x");
    railurl::href_into(input, None, &mut out).map_err(|e| format!("{input:?}: {e:?}"))?;
    if out[1..] != *full.href() {
        return Err(format!("{input:?}: href_into wrote {out:?}"));
    }
    Ok(true)
}

/// What the failing fast path (grammar/failing.pest) says of `input`, compared with the full
/// engine; `Ok(false)` when it declines.
fn check_failing(input: &str) -> Result<bool, String> {
    match certain_failure(input) {
        Some(failure) => same_failure("failing", input, failure),
        None => Ok(false),
    }
}

/// Whether `failure`, which the fast path `path` found for `input`, is the full engine's (kind
/// and span), and what `Url::parse` and `href_into` return.
fn same_failure(path: &str, input: &str, failure: ParseError) -> Result<bool, String> {
    match Engine::Grammar.parse(input, None) {
        Err(error) if error == failure => {}
        full => {
            return Err(format!(
                "{input:?}: {path} path {failure:?} but full engine {:?}",
                full.map(|u| u.href().to_owned())
            ))
        }
    }
    let mut out = String::from("x");
    match (Url::parse(input), railurl::href_into(input, None, &mut out)) {
        (Err(error), Err(href)) if error == failure && href == failure && out == "x" => Ok(true),
        (parsed, href) => Err(format!(
            "{input:?}: Url::parse gave {:?}, href_into {href:?} ({out:?})",
            parsed.map(|u| u.href().to_owned())
        )),
    }
}

/// What the fast path gives for `input`, compared with the full engine; `Ok(false)` when the
/// fast path declines. Also checks the near-canonical and failing paths on the same input.
fn check(input: &str) -> Result<bool, String> {
    check_near(input)?;
    check_failing(input)?;
    let Some(fast) = parse_canonical(input) else {
        return Ok(false);
    };
    let full = Engine::Grammar
        .parse(input, None)
        .map_err(|e| format!("{input:?}: fast path accepted, full engine failed: {e:?}"))?;
    // The href is the input, or, when the input has no path, the input with the path "/"
    // put in where the path starts.
    let path_start = fast[..Position::BeforePath].len();
    let with_root_path = format!("{}/{}", &input[..path_start], &input[path_start..]);
    let unchanged = fast.href() == input;
    if !unchanged && (fast.href() != with_root_path || fast.pathname() != "/") {
        return Err(format!(
            "{input:?}: fast path changed the input to {:?}",
            fast.href()
        ));
    }
    if parts(&fast) != parts(&full) {
        return Err(format!(
            "{input:?}: fast path {:?} but full engine {:?}",
            parts(&fast),
            parts(&full)
        ));
    }
    Ok(true)
}

#[test]
fn fast_path_agrees_with_the_full_engine_on_every_wpt_input() {
    let data = support::wpt_json("urltestdata.json");
    let mut accepted = 0;
    for case in data.as_array().expect("an array").iter() {
        if let Some(input) = case.get("input").and_then(|i| i.as_str()) {
            accepted += usize::from(check(input).unwrap_or_else(|e| panic!("{e}")));
        }
    }
    eprintln!("fast path accepted {accepted} WPT inputs");
    assert!(accepted > 0);
}

#[test]
fn fast_path_agrees_with_the_full_engine_on_the_corpus_and_takes_most_of_it() {
    let corpus = include_str!("data/corpus.txt");
    let (mut accepted, mut total) = (0usize, 0usize);
    for line in corpus.lines() {
        total += 1;
        accepted += usize::from(check(line).unwrap_or_else(|e| panic!("{e}")));
    }
    eprintln!("fast path accepted {accepted} of {total} corpus URLs");
    // The fast path is worth having only if it takes most real URLs (89% are canonical).
    assert!(accepted * 100 >= total * 80, "{accepted} of {total}");
}

#[test]
fn fast_path_takes_canonical_urls_and_declines_what_the_parser_changes() {
    for input in [
        "https://example.org/",
        "http://a.b-c_d.example:8080/p/a;t@h:x/.well-known/x.y?q=1&r=%2F#frag?#",
        "wss://x/%41..b/...",
        "ftp://h:65535/",
        "http://h:1/",
        // No path: the path is [""], serialized as "/".
        "http://example.org",
        "https://example.org?q=1",
        "ws://h:8080#f",
        // IPv4 addresses as the IPv4 serializer writes them.
        "http://1.2.3.4/",
        "https://255.250.199.0:8443/x?y",
        "http://10.0.0.1",
        // "%" is copied whatever follows it (a validation error, not a change).
        "http://h/%zz/%/%2e%2e%2e/%2e.x?%s%#%%",
        // Credentials as the serializer writes them (WPT's urltestdata and the corpus): a
        // username, a password after ":", or both; every code point the userinfo
        // percent-encode set leaves alone; "%" whatever follows it; no path.
        "http://a:b@c:29/d",
        "http://foo.com:b@d/",
        "http://www.@pple.com",
        "http://%25DOMAIN:foobar@foodomain.com/",
        "http://:b@www.example.com",
        "http://user@example.net/",
        "ftp://joe:password@proxy.example.com",
        "wss://!$%&'()*+,-._~AZaz09:!$%&'()*+,-._~AZaz09@host/",
        "https://u%zz:%@1.2.3.4:8080?q@#@",
        "http://u@h/a@b:c",
    ] {
        assert_eq!(check(input), Ok(true), "{input}");
    }
    for input in [
        "HTTP://example.org/",
        "http://Example.org/",
        "http://example.org:80/",
        "https://example.org:443/",
        "ftp://example.org:21/",
        "http://example.org:080/",
        "http://example.org:65536/",
        "http://example.org:/",
        "http://1.2.3.04/",
        "http://01.2.3.4/",
        "http://1.2.3.256/",
        "http://1.2.3/",
        "http://1.2.3.4.5/",
        "http://0x1.2.3.4/",
        "http://1.2.3.4./",
        "http://a.0x1/",
        "http://a.1/",
        "http://xn--nxasmq6b/",
        "http://a.xn--nxasmq6b/",
        // Credentials the parser changes: an empty password after ":", nothing before "@",
        // a second ":" or "@", code points the userinfo percent-encode set encodes, or no host.
        "https://test:@test",
        "https://:@test",
        "http://@www.example.com",
        "http://::@c@d:2",
        "https://@@@example",
        "http://a@b@h/",
        "http://u:p:q@h/",
        "http://é@example.com",
        "http://`{}:`{}@h/",
        "http://u;=[]^|@h/",
        "http://u @h/",
        "http://user:pass@/",
        "http://u@:8080/",
        "http://u@H/",
        "http://u@h:80/",
        "http://h/a/./b",
        "http://h/a/../b",
        "http://h/a/%2e/b",
        "http://h/a/.%2E",
        "http://h/a b",
        "http://h/a\\b",
        "http://h/a^b",
        "http://h/?a'b",
        "http://h/#a`b",
        "http://h/é",
        " http://h/",
        "http://h/\t",
        "file:///x",
        "mailto:x",
        "sc://h/",
    ] {
        assert!(parse_canonical(input).is_none(), "{input}");
        // The full engine still decides these.
        let _ = Url::parse(input);
    }
}

/// A strategy that always gives `value`, as an owned string (beside regex strategies, which
/// give owned strings too).
fn just(value: &'static str) -> Just<String> {
    Just(value.to_owned())
}

/// Near-canonical strings: canonical parts mixed with everything the parser would change.
fn near_canonical() -> impl Strategy<Value = String> {
    let scheme = prop_oneof![
        Just("http"),
        Just("https"),
        Just("ws"),
        Just("wss"),
        Just("ftp"),
        Just("HTTP"),
        Just("file"),
        Just("sc"),
        Just("httpsx"),
    ];
    let label = prop_oneof![
        "[a-z][a-z0-9_-]{0,6}",
        "[0-9]{1,3}",
        "0x[0-9a-f]{0,2}",
        "0[xX0-7][0-9A-Fa-f]{0,8}",
        "[0-9]{4,11}",
        just("xn--nxasmq6b"),
        just("xn--a"),
        "[A-Za-z~%.!$]{1,3}",
        just(""),
    ];
    let host = proptest::collection::vec(label, 1..5).prop_map(|l| l.join("."));
    let userinfo = prop_oneof![
        just(""),
        just(""),
        "[a-zA-Z0-9%:é ;=|^\\[\\]<>`]{0,6}@",
        "[a-zA-Z0-9!$%&'()*+,._~-]{0,4}(:[a-zA-Z0-9!$%&'()*+,._~-]{0,4})?@",
        just("@"),
        just(":@"),
        just("a@b@"),
    ];
    let port = prop_oneof![
        just(""),
        "(:[0-9]{0,6})",
        just(":80"),
        just(":443"),
        just(":21"),
        just(":65535"),
        just(":65536"),
    ];
    let segment = prop_oneof![
        "[a-z0-9._~!$&'()*+,;=:@|\\[\\]-]{0,6}",
        just("."),
        just(".."),
        just("%2e"),
        just("%2E%2e"),
        just(".%2e"),
        "%[0-9a-fA-Fg]{0,2}",
        "[ \"<>^`{}\\\\%é]",
    ];
    let path = proptest::collection::vec(segment, 0..5)
        .prop_map(|s| s.iter().map(|s| format!("/{s}")).collect::<String>());
    let tail = "[ -~]{0,6}";
    let query = prop_oneof![just(""), tail.prop_map(|q| format!("?{q}"))];
    let fragment = prop_oneof![just(""), tail.prop_map(|f| format!("#{f}"))];
    ((scheme, userinfo, host), port, path, query, fragment)
        .prop_map(|((s, u, h), p, path, q, f)| format!("{s}://{u}{h}{p}{path}{q}{f}"))
}

/// Strings near the failing grammar's shapes: ends to trim, schemes and what is not one, slash
/// runs, authorities with "@", empty hosts, hosts with escapes and forbidden code points,
/// ports with other code points, and tabs.
fn failing_shaped() -> impl Strategy<Value = String> {
    let start = prop_oneof![just(""), just(""), "[\u{0}-\u{20}]{1,2}"];
    let scheme = prop_oneof![
        just("http:"),
        just("HTTPS:"),
        just("ws:"),
        just("file:"),
        just("foo:"),
        "[a-z0-9+.\t-]{0,4}[ :é]?",
        just(""),
    ];
    let slashes = "[/\\\\]{0,3}";
    let piece = prop_oneof![
        "[a-zA-Z0-9._-]{0,4}",
        "%[0-9a-fA-FzZ]{0,2}",
        "[<>^|\\[\\]@: \t\u{7f}é]",
    ];
    let authority = proptest::collection::vec(piece, 0..5).prop_map(|p| p.concat());
    let port = prop_oneof![just(""), "(:[0-9]{0,3}[0-9a-z%@ \t-]{0,2}[0-9]{0,2})"];
    let rest = prop_oneof![just(""), "[/\\\\?# \t][ -~]{0,4}", "[\u{0}-\u{20}]{1,2}"];
    (start, scheme, slashes, authority, port, rest)
        .prop_map(|(a, s, sl, h, p, r)| format!("{a}{s}{sl}{h}{p}{r}"))
}

proptest! {
    #![proptest_config(Config { cases: 4000, failure_persistence: None, ..Config::default() })]

    /// Whatever the failing path takes, the full engine fails on the same way.
    #[test]
    fn failing_path_is_sound_on_failing_shaped_strings(input in failing_shaped()) {
        check_failing(&input).map_err(TestCaseError::fail)?;
    }

    /// Whatever the fast path accepts, the full engine parses to the same URL.
    #[test]
    fn fast_path_is_sound_on_near_canonical_strings(input in near_canonical()) {
        check(&input).map_err(TestCaseError::fail)?;
    }

    /// And on arbitrary strings.
    #[test]
    fn fast_path_is_sound_on_arbitrary_strings(input in any::<String>()) {
        check(&input).map_err(TestCaseError::fail)?;
    }
}

#[path = "../benches/common/mod.rs"]
#[allow(dead_code)]
mod common;

/// The near-canonical path on the corpus and its three non-canonical variants: the same URL
/// as the full engine wherever it accepts, and it takes most of each variant (the canonical
/// fast path takes none of their edited URLs).
#[test]
fn near_canonical_path_agrees_with_the_full_engine_on_the_variants_and_takes_most_of_them() {
    let corpus = common::corpus();
    for (name, urls) in [
        ("corpus", corpus.clone()),
        ("non-canonical", common::non_canonical(&corpus)),
        ("mixed", common::non_canonical_mixed(&corpus)),
        ("spellings", common::non_canonical_spellings(&corpus)),
    ] {
        let mut accepted = 0usize;
        for url in &urls {
            accepted += usize::from(check_near(url).unwrap_or_else(|e| panic!("{e}")));
            // And the same with every "/" written "\" (the path's and the authority's).
            check_near(&url.replace('/', "\\")).unwrap_or_else(|e| panic!("{e}"));
        }
        eprintln!(
            "{name}: the near-canonical path accepted {accepted} of {}",
            urls.len()
        );
        assert!(accepted * 100 >= urls.len() * 80, "{name}: {accepted}");
    }
}

/// Inputs near each of the grammar's decisions: whether the near-canonical path takes each
/// (and, where it does, the same URL as the full engine).
#[test]
fn near_canonical_path_takes_the_shapes_it_argues_for_and_declines_the_others() {
    let cases = [
        ("HTTPS://EXAMPLE.ORG/", true),
        (
            " \u{1}http://Example.org:080\\a\\.\\b/%2E%2e/c?x y#z`\u{1f} ",
            true,
        ),
        ("http:example.org", true),
        ("http:\\\\example.org/", true),
        ("wss:///a.b:/", true),
        ("http://a.b./x", true),
        ("http://XN--NXASMQ6B.com:0/", true),
        ("ftp://h:21/..", true),
        ("ws://h/a/.%2E", true),
        ("http://h/a/%2e", true),
        ("http://h/a/./", true),
        ("http://1.2.3.4:00443/", true),
        ("https://1.2.3.4:00443/", true),
        ("http://h/{é}<^>?é'\"<>#<é>`", true),
        ("http://h/\u{1}\u{7f} x?\u{0} #\u{2} ", true),
        ("https://example.org/", true),
        ("http://h?", true),
        ("http://h#", true),
        ("http://u@h/", true),
        ("HTTP://User:Pa:ss@H:080/", true),
        ("http://@h/", true),
        ("http://:@h/", true),
        ("http://:p@h/", true),
        ("http://u:@h/", true),
        ("http:\\\\u%41 é<>`\u{1}:p;=[]|^@h?q", true),
        ("http://u\u{7f}\u{10ffff}@1.2.3.4:1/", true),
        ("http://a@b@h/", false),
        ("http://u@/", false),
        ("http://u@h@/", false),
        ("http://u@[::1]/", false),
        ("http://u\tv@h/", false),
        ("http://u:p\n@h/", false),
        ("http://u/@h/", true),
        ("http://u?@h/", true),
        ("http://u#@h/", true),
        ("http://u:p\\@h/", false),
        ("http://h:65535/", true),
        ("http://h:0000065535?", true),
        ("http://h:00/", true),
        ("http://h:65536/", false),
        ("http://h:000065536/", false),
        ("http://h:99999/", false),
        ("http://h:100000/", false),
        ("http://h:8\t0/", false),
        ("ht\ttp://h/", false),
        ("http://h/a\tb", false),
        ("http://h/?a\nb", false),
        ("http://1.2.3.04/", true),
        ("http://1.2.3.4./", true),
        ("HTTP://0X7F.1:80/", true),
        ("http://0x7f.0.0.1@0177.1", true),
        ("http://0x/", true),
        ("http://4294967295.", true),
        ("http://a_b.-.0x/", true),
        ("http://a.1/", true),
        ("http://a.0x1/", true),
        ("http://1.2.3.256/", true),
        ("http://4294967296/", true),
        ("http://1.2.3.4.5", true),
        ("http://1..2/", true),
        ("http://.1/", true),
        ("http://09/", true),
        ("http://0x1g/", true),
        ("http://1.2.3.4x/", true),
        ("http://1.2.3.4../", true),
        ("http://./", true),
        ("http://../", true),
        ("http://1.2.3.256:99999/", false),
        ("http://1.2.3.4 /", false),
        ("http://1.2.3.4\t/", false),
        ("http://1.2.3.4@h/", true),
        ("http://[::1]/", false),
        ("http://a%41/", false),
        ("http://a..b/", true),
        ("http://é/", false),
        ("http://a^b/", false),
        ("http://a|b/", false),
        ("http://a\u{7f}b/", false),
        ("https://*.Example.com,\"x\"$&'()+;=_`{}~/", true),
        ("http://foo.09../", true),
        ("http://a!b/", true),
        ("http:///", false),
        ("http://", false),
        ("file:///x", false),
        ("sc://h/", false),
        ("mailto:x", false),
    ];
    for (input, taken) in cases {
        assert_eq!(check_near(input), Ok(taken), "{input:?}");
    }
}

/// The failing path on the corpus and its three non-canonical variants (each with "/" also
/// written "\\"): the same failure as the full engine wherever it takes an input, and it
/// takes most of the corpus's failures in the four shapes it knows.
#[test]
fn failing_path_agrees_with_the_full_engine_on_the_variants_and_takes_most_failures() {
    let corpus = common::corpus();
    let (mut taken, mut failures) = (0usize, 0usize);
    for url in &corpus {
        taken += usize::from(check_failing(url).unwrap_or_else(|e| panic!("{e}")));
        failures += usize::from(Engine::Grammar.parse(url, None).is_err());
    }
    eprintln!("the failing path took {taken} of the corpus's {failures} failures");
    assert!(taken * 100 >= failures * 60, "{taken} of {failures}");
    for urls in [
        common::non_canonical(&corpus),
        common::non_canonical_mixed(&corpus),
        common::non_canonical_spellings(&corpus),
    ] {
        for url in &urls {
            check_failing(url).unwrap_or_else(|e| panic!("{e}"));
            check_failing(&url.replace('/', "\\")).unwrap_or_else(|e| panic!("{e}"));
        }
    }
}

/// Inputs near each of the failing grammar's decisions: whether the failing path takes each
/// (and, where it does, the full engine's failure).
#[test]
fn failing_path_takes_the_shapes_it_argues_for_and_declines_the_others() {
    let cases = [
        ("example.org/x", true),
        ("  a b c ", true),
        ("", true),
        (" \u{1} ", true),
        ("/a/b?c", true),
        ("1http://x", true),
        ("é:x", true),
        ("a\tb:c", false),
        ("ab\t", false),
        ("a b\tc", false),
        ("a:b", false),
        ("http:", true),
        ("HTTP://", true),
        ("http:///?x", true),
        ("ws:\\\\#", true),
        ("http://  ", true),
        ("http://:80/", true),
        ("http://u@/", true),
        ("http://u:p@", true),
        ("http://a@b@?", true),
        ("http://u@:80/", true),
        ("http://:p@h/", false),
        ("http://\t/", false),
        ("file:///", false),
        ("foo://", false),
        ("http://ho%0Dst/", true),
        ("http://ho%0dst:80/x", true),
        ("http://a%2/", true),
        ("http://a%%41/", true),
        ("https://a<b.org/", true),
        ("http://A%7C/", true),
        ("http://h%7f.org?", true),
        ("http://%41%00 ", true),
        ("http://h%80%00/", false),
        ("http://é%00/", false),
        ("http://a b%00/", false),
        ("http://h%00@g/", false),
        ("http://h%00:x@g/", false),
        ("http://[%00]/", false),
        ("http://h%41/", false),
        ("http://h:x", true),
        ("http://h:80x/", true),
        ("https://EXAMPLE.org.:1é", true),
        ("http://1.2.3.4:-1", true),
        ("http://h:%38", true),
        ("http://h:8 0", false),
        ("http://h:8\t0", false),
        ("http://h:x@g/", false),
        ("http://h:@g/", false),
        ("http://1.2.3.256:x", false),
        ("http://h.1:x", false),
        ("http://[::1]:x", false),
    ];
    for (input, taken) in cases {
        assert_eq!(check_failing(input), Ok(taken), "{input:?}");
    }
}
