//! Our own cases in WPT's formats (described in `tests/data/README.md`): each guards a
//! disagreement between the engines that was found and fixed, with the expected values reasoned
//! out from the spec. Every case runs through every engine, checking every component given and
//! that both engines build the same URL record (which the getters alone cannot always tell).

mod support;

use railurl::{Engine, Url};
use serde_json::Value;
use support::{check_case, getter};

fn data(name: &str) -> Value {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Each engine's URL, when both produced one, must be the same record.
fn same_records(label: &str, urls: [Option<Url>; 2]) -> Option<String> {
    match urls {
        [Some(g), Some(p)] if g.record() != p.record() => Some(format!(
            "{label}: records differ\n  grammar {:?}\n  prose   {:?}",
            g.record(),
            p.record()
        )),
        _ => None,
    }
}

#[test]
fn url_regressions_all_engines() {
    let data = data("regressions.json");
    let cases = support::case_objects(&data, "regressions.json");
    assert!(!cases.is_empty(), "regressions.json has no cases");
    let mut failures: Vec<String> = Engine::ALL
        .into_iter()
        .flat_map(|engine| cases.iter().flat_map(move |case| check_case(engine, case)))
        .collect();
    for case in &cases {
        let (input, base) = (case["input"].as_str().unwrap_or(""), case["base"].as_str());
        let urls = Engine::ALL.map(|engine| match base.map(|b| engine.parse(b, None)) {
            None => engine.parse(input, None).ok(),
            Some(Ok(base)) => engine.parse(input, Some(&base)).ok(),
            Some(Err(_)) => None,
        });
        failures.extend(same_records(
            &format!("input {input:?} base {base:?}"),
            urls,
        ));
    }
    support::assert_none_failed(&failures);
}

#[test]
fn setter_regressions_all_engines() {
    let data = data("setters_regressions.json");
    let mut failures = Vec::new();
    let mut ran = 0;
    for (component, case) in support::setter_cases(&data) {
        ran += 1;
        let href = case["href"].as_str().expect("href");
        let value = case["new_value"].as_str().expect("new_value");
        let label = format!("{href:?}.{component} = {value:?}");
        let urls = Engine::ALL.map(|engine| {
            let mut url = engine.parse(href, None).expect("the starting href parses");
            let _ = url.set_with(engine, component, value);
            for (getter_name, want) in case["expected"].as_object().expect("expected") {
                let got = getter(&url, getter_name);
                if Some(got.as_str()) != want.as_str() {
                    failures.push(format!(
                        "[{engine:?}] {label}: {getter_name} is {got:?}, expected {want}"
                    ));
                }
            }
            Some(url)
        });
        failures.extend(same_records(&label, urls));
    }
    assert!(ran > 0, "setters_regressions.json has no cases");
    support::assert_none_failed(&failures);
}

/// The protocol setter keeps what parsing a file URL would normalize when it makes a URL a
/// file URL, so the href does not parse to itself: the spec's setter changes only the
/// scheme, while the parser's "file host state" would empty a "localhost" host and its "path
/// state" would make a first segment "z|" the drive letter "z:". Found by
/// tests/properties.rs; both engines agree.
#[test]
fn protocol_setter_to_file_keeps_what_parsing_would_normalize() {
    for (input, set, reparsed) in [
        ("http:localhost/", "file://localhost/", "file:///"),
        ("http:C:/z|", "file://c/z|", "file://c/z:"),
    ] {
        for engine in railurl::Engine::ALL {
            let mut url = engine.parse(input, None).expect("parses");
            url.set_with(engine, railurl::Component::Protocol, "file")
                .expect("the protocol setter does not fail");
            assert_eq!(url.href(), set, "{engine:?}");
            assert_eq!(
                engine.parse(url.href(), None).map(|u| u.href().to_owned()),
                Ok(reparsed.to_owned()),
                "{engine:?}"
            );
        }
    }
}
