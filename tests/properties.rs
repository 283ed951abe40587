//! Properties of both engines over generated inputs (proptest): parsing is idempotent (an
//! href parses to itself), every setter leaves a URL whose href parses to itself, and parsing
//! never panics, with or without a base. Inputs are URL-shaped (schemes, userinfo, hosts of
//! every kind, dot segments, drive letters, percent signs, backslashes, tabs, non-ASCII) as
//! well as arbitrary strings. The case counts are set so the whole file runs in a few seconds
//! in debug builds; fuzz/ explores further.

use proptest::prelude::*;
use proptest::test_runner::Config;
use railurl::{Component, Engine, ParseError, ParseErrorKind, Url};

/// A strategy that always gives `value`, as an owned string (beside regex strategies, which
/// give owned strings too).
fn just(value: &'static str) -> Just<String> {
    Just(value.to_owned())
}

fn scheme() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("http:"),
        Just("https:"),
        Just("HTTPS:"),
        Just("hTtP:"),
        Just("ws:"),
        Just("wss:"),
        Just("ftp:"),
        Just("file:"),
        Just("FILE:"),
        Just("sc:"),
        Just("web+demo:"),
        Just("mailto:"),
        Just("data:"),
        Just("a1+-.:"),
        Just(""),
    ]
    .prop_map(str::to_owned)
}

fn slashes() -> impl Strategy<Value = &'static str> {
    prop_oneof![
        Just(""),
        Just("/"),
        Just("//"),
        Just("///"),
        Just("\\\\"),
        Just("/\\"),
    ]
}

fn userinfo() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => just(""),
        1 => "[a-z:%@ é]{0,6}@",
    ]
}

fn host() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-zA-Z0-9-]{1,8}(\\.[a-z0-9]{1,5}){0,3}\\.?",
        "(0x[0-9a-fA-F]{0,3}|0[0-7]{0,4}|[0-9]{1,10})(\\.(0x[0-9a-f]{1,2}|[0-9]{1,3})){0,4}\\.?",
        "\\[[0-9a-fA-F:.]{0,24}\\]?",
        just("[::ffff:192.168.0.1]"),
        just("\u{2615}.example"),
        just("xn--nxasmq6b"),
        just("%41%2e"),
        just("localhost"),
        just("C:"),
        just("c|"),
        just(""),
        "[a-z!$&'()*+,;=%é ^<>]{1,6}",
    ]
}

fn port() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => just(""),
        1 => ":[0-9]{0,6}",
        1 => just(":8a"),
    ]
}

fn segment() -> impl Strategy<Value = String> {
    prop_oneof![
        just("."),
        just(".."),
        just("%2e"),
        just(".%2E"),
        just("C:"),
        just("z|"),
        just(""),
        "[a-z0-9 %é\u{1F308}\t`{}^\"<>']{1,6}",
    ]
}

fn path() -> impl Strategy<Value = String> {
    (
        prop::collection::vec(segment(), 0..6),
        prop_oneof![Just("/"), Just("\\")],
    )
        .prop_map(|(segments, separator)| segments.join(separator))
}

fn query_or_fragment(mark: char) -> impl Strategy<Value = String> {
    prop_oneof![
        2 => just(""),
        1 => "[a-z=&+%' \"<>#é`]{0,8}".prop_map(move |s| format!("{mark}{s}")),
    ]
}

/// A URL-shaped string: most parts optional, in URL order, each part drawn from the values
/// the parser treats specially.
fn url_shaped() -> impl Strategy<Value = String> {
    (
        prop_oneof![Just(""), Just(" \u{1}"), Just("\t")],
        scheme(),
        slashes(),
        userinfo(),
        host(),
        port(),
        (slashes(), path()),
        query_or_fragment('?'),
        query_or_fragment('#'),
    )
        .prop_map(
            |(lead, scheme, slashes, userinfo, host, port, (sep, path), q, f)| {
                format!("{lead}{scheme}{slashes}{userinfo}{host}{port}{sep}{path}{q}{f}")
            },
        )
}

/// What a setter is given: URL-shaped fragments of every kind.
fn setter_value() -> impl Strategy<Value = String> {
    prop_oneof![
        host().prop_flat_map(|h| port().prop_map(move |p| format!("{h}{p}"))),
        path(),
        "[0-9]{0,6}[a-z/]{0,2}",
        scheme().prop_map(|s| s.trim_end_matches(':').to_owned()),
        query_or_fragment('?'),
        query_or_fragment('#'),
        url_shaped(),
        ".{0,12}",
    ]
}

fn component() -> impl Strategy<Value = Component> {
    prop::sample::select(Component::ALL.to_vec())
}

/// A failure names a spec failure, not railurl's internal-error escape hatch.
fn spec_failure(error: &ParseError) -> Result<(), TestCaseError> {
    prop_assert!(
        !matches!(error.kind(), ParseErrorKind::Internal(_)),
        "internal error: {error:?}"
    );
    Ok(())
}

/// `url`'s href parses, with `engine`, to itself.
fn reparses(engine: Engine, url: &Url) -> Result<(), TestCaseError> {
    let again = engine.parse(url.href(), None);
    prop_assert_eq!(
        again.as_ref().map(Url::href),
        Ok(url.href()),
        "{:?}",
        engine
    );
    Ok(())
}

fn config(cases: u32) -> Config {
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

proptest! {
    #![proptest_config(config(1000))]

    /// Idempotence: for every URL-shaped input that parses, its href parses to itself, with
    /// each engine.
    #[test]
    fn href_of_a_parsed_url_parses_to_itself(input in url_shaped()) {
        for engine in Engine::ALL {
            match engine.parse(&input, None) {
                Ok(url) => reparses(engine, &url)?,
                Err(e) => spec_failure(&e)?,
            }
        }
    }
}

proptest! {
    #![proptest_config(config(600))]

    /// The same against a base: the result's href is absolute and parses to itself, alone and
    /// against the base.
    #[test]
    fn href_of_a_joined_url_parses_to_itself(base in url_shaped(), input in url_shaped()) {
        for engine in Engine::ALL {
            let Ok(base) = engine.parse(&base, None) else { continue };
            match engine.parse(&input, Some(&base)) {
                Ok(url) => {
                    reparses(engine, &url)?;
                    let again = engine.parse(url.href(), Some(&base));
                    prop_assert_eq!(again.as_ref().map(Url::href), Ok(url.href()));
                }
                Err(e) => spec_failure(&e)?,
            }
        }
    }

    /// Every setter, on either engine, leaves a URL whose href parses to itself; only `href`
    /// can fail, and then the URL is unchanged.
    ///
    /// One exception is the URL Standard's own: the protocol setter turning a URL into a file
    /// URL changes only the scheme ("basic URL parse ... with scheme start state as state
    /// override"), keeping a host and path that parsing a file URL would have normalized: a
    /// "localhost" host (the "file host state" makes it the empty host), or a first path
    /// segment like "z|" (the "path state" makes a Windows drive letter "z:"). There both
    /// engines must give the same href.
    #[test]
    fn every_setter_leaves_an_href_that_parses_to_itself(
        url in url_shaped(),
        component in component(),
        value in setter_value(),
    ) {
        let mut hrefs = Vec::new();
        for engine in Engine::ALL {
            let Ok(original) = engine.parse(&url, None) else { continue };
            let mut url = original.clone();
            match url.set_with(engine, component, &value) {
                Ok(())
                    if component == Component::Protocol
                        && url.scheme() == "file"
                        && original.scheme() != "file" =>
                {
                    hrefs.push(url.href().to_owned());
                }
                Ok(()) => reparses(engine, &url)?,
                Err(e) => {
                    spec_failure(&e)?;
                    prop_assert_eq!(component, Component::Href);
                    prop_assert_eq!(&url, &original);
                }
            }
        }
        if let [grammar, prose] = &hrefs[..] {
            prop_assert_eq!(grammar, prose);
        }
    }
}

proptest! {
    #![proptest_config(config(1000))]

    /// Parsing arbitrary strings never panics, with or without a base, and a failure is a
    /// spec failure.
    #[test]
    fn parse_never_panics_on_arbitrary_strings(input in any::<String>(), base in url_shaped()) {
        let bases: Vec<Url> = Engine::ALL
            .iter()
            .filter_map(|engine| engine.parse(&base, None).ok())
            .collect();
        for engine in Engine::ALL {
            for base in std::iter::once(None).chain(bases.iter().map(Some)) {
                match engine.parse(&input, base) {
                    Ok(url) => reparses(engine, &url)?,
                    Err(e) => spec_failure(&e)?,
                }
            }
        }
    }

    /// Arbitrary strings spliced into URL-shaped ones reach deeper states than arbitrary
    /// strings alone.
    #[test]
    fn parse_never_panics_on_url_shaped_strings_with_arbitrary_parts(
        head in url_shaped(),
        junk in ".{0,16}",
        tail in url_shaped(),
    ) {
        let input = format!("{head}{junk}{tail}");
        for engine in Engine::ALL {
            match engine.parse(&input, None) {
                Ok(url) => reparses(engine, &url)?,
                Err(e) => spec_failure(&e)?,
            }
        }
    }
}
