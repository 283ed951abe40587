//! Every case of WPT's setters_tests.json, through every engine's state overrides.
//! `RAILURL_WPT_FILTER=substring` narrows the run to hrefs or values containing it.

mod support;

use railurl::{Component, Url};
use serde_json::Value;
use support::{getter, selected, setter_cases, wpt_json, Engine};

fn check(engine: Engine, component: Component, case: &Value) -> Vec<String> {
    let href = case["href"].as_str().expect("href");
    let value = case["new_value"].as_str().expect("new_value");
    let label = format!("[{engine:?}] {href:?}.{component} = {value:?}");
    let mut url = match engine.parse(href, None) {
        Ok(u) => u,
        Err(e) => return vec![format!("{label}: the starting href failed to parse: {e}")],
    };
    let _ = url.set_with(engine, component, value);
    let expected = case["expected"].as_object().expect("expected is an object");
    expected
        .iter()
        .filter_map(|(name, want)| {
            let want = want.as_str()?;
            let got = getter(&url, name);
            (got != want).then(|| format!("{label}: {name} is {got:?}, expected {want:?}"))
        })
        .chain(
            // The setter must leave a URL that reparses to the same href.
            Url::parse(url.href())
                .ok()
                .filter(|re| re.href() != url.href())
                .map(|re| format!("{label}: href {:?} reparses as {:?}", url.href(), re.href())),
        )
        .collect()
}

#[test]
fn setters_tests_all_cases_all_engines() {
    let data = wpt_json("setters_tests.json");
    for engine in Engine::ALL {
        let mut failures = Vec::new();
        let mut ran = 0;
        for (component, case) in setter_cases(&data) {
            let (href, value) = (
                case["href"].as_str().unwrap_or(""),
                case["new_value"].as_str().unwrap_or(""),
            );
            if !selected(href) && !selected(value) {
                continue;
            }
            ran += 1;
            failures.extend(check(engine, component, case));
        }
        assert!(
            ran >= 200 || std::env::var_os("RAILURL_WPT_FILTER").is_some(),
            "only {ran} cases"
        );
        assert!(
            failures.is_empty(),
            "{} mismatches in {ran} cases:\n{}",
            failures.len(),
            failures.join("\n")
        );
        eprintln!("[{engine:?}] {ran} setters cases passed");
    }
}
