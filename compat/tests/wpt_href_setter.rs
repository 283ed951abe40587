//! The `href` cases of WPT's setters_tests.json through `quirks::set_href`. url 2.5.8's
//! wpt.rs has no "href" setter kind (it reports "unknown setter kind"), so this is where the
//! compat crate shows it passes them.

use std::path::Path;
use url::{quirks, Url};

#[test]
fn href_setter_cases_of_setters_tests_json() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/wpt/setters_tests.json");
    let text = std::fs::read_to_string(&path).expect("the vendored WPT setters_tests.json");
    let data: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let cases = data["href"]
        .as_array()
        .expect("setters_tests.json has href cases");
    assert!(!cases.is_empty());
    for case in cases {
        let href = case["href"].as_str().expect("href");
        let value = case["new_value"].as_str().expect("new_value");
        let mut url = Url::parse(href).expect("the case's URL parses");
        let result = quirks::set_href(&mut url, value);
        for (name, expected) in case["expected"].as_object().expect("expected") {
            let got = match name.as_str() {
                "href" => quirks::href(&url),
                "protocol" => quirks::protocol(&url),
                "username" => quirks::username(&url),
                "password" => quirks::password(&url),
                "host" => quirks::host(&url),
                "hostname" => quirks::hostname(&url),
                "port" => quirks::port(&url),
                "pathname" => quirks::pathname(&url),
                "search" => quirks::search(&url),
                "hash" => quirks::hash(&url),
                _ => continue,
            };
            assert_eq!(
                Some(got),
                expected.as_str(),
                "{href} set href to {value}: {name} ({result:?})"
            );
        }
    }
}
