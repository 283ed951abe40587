//! Every case of WPT's urlpatterntestdata.json (tests/wpt/), checked as WPT's
//! urlpatterntests.js checks it: the constructor's result or TypeError, each component's
//! pattern string (computing the ones the data leaves out, as the harness does), `test`,
//! `exec` and its `inputs` and groups. No skip list. `RAILURL_WPT_FILTER=substring` narrows
//! the run to cases whose JSON contains it. Also every case of the tentative
//! urlpattern-compare-test-data.json and urlpattern-generate-test-data.json (`compareComponent`
//! and `generate`, not in the standard: src/pattern/wpt_tentative/).

mod support;

use railurl::pattern::{
    PatternError, UrlPattern, UrlPatternInit, UrlPatternInput, UrlPatternOptions, UrlPatternResult,
    COMPONENTS,
};
use serde_json::{Map, Value};

/// The file's text with each lone surrogate escape (`\uD83D` without its pair) replaced by
/// U+FFFD, as WebIDL's USVString conversion does before URLPattern sees it: serde_json
/// rejects lone surrogates.
fn replace_lone_surrogates(text: &str) -> String {
    let is_escape = |s: &str, range: std::ops::RangeInclusive<u16>| {
        s.len() >= 6
            && s.starts_with("\\u")
            && u16::from_str_radix(&s[2..6], 16).is_ok_and(|v| range.contains(&v))
    };
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("\\u") {
        // An escaped backslash before "u" is not an escape: count the backslashes.
        let backslashes = rest[..at].chars().rev().take_while(|c| *c == '\\').count();
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        if backslashes % 2 == 1 {
            out.push_str("\\u");
            rest = &tail[2..];
            continue;
        }
        if is_escape(tail, 0xD800..=0xDBFF) && is_escape(&tail[6..], 0xDC00..=0xDFFF) {
            out.push_str(&tail[..12]);
            rest = &tail[12..];
        } else if is_escape(tail, 0xD800..=0xDFFF) {
            out.push('\u{FFFD}');
            rest = &tail[6..];
        } else {
            out.push_str("\\u");
            rest = &tail[2..];
        }
    }
    out.push_str(rest);
    out
}

/// A WPT file from tests/wpt/ (or `RAILURL_WPT_DIR`), lone surrogates replaced.
fn load(name: &str) -> Value {
    let path = support::wpt_file(name);
    let text = std::fs::read_to_string(&path).expect("the vendored WPT file");
    serde_json::from_str(&replace_lone_surrogates(&text)).expect("valid JSON")
}

fn init_from(object: &Map<String, Value>) -> UrlPatternInit {
    let field = |name: &str| object.get(name).and_then(Value::as_str).map(str::to_string);
    UrlPatternInit {
        protocol: field("protocol"),
        username: field("username"),
        password: field("password"),
        hostname: field("hostname"),
        port: field("port"),
        pathname: field("pathname"),
        search: field("search"),
        hash: field("hash"),
        base_url: field("baseURL"),
    }
}

fn input_from(value: &Value) -> Result<UrlPatternInput, String> {
    match value {
        Value::String(s) => Ok(UrlPatternInput::String(s.clone())),
        Value::Object(o) => Ok(UrlPatternInput::Init(init_from(o))),
        other => Err(format!("unsupported input {other}")),
    }
}

/// Arguments as WPT's harness spreads them: input, then a base URL string and/or options.
type Args = (UrlPatternInput, Option<String>, UrlPatternOptions);

/// `Ok(None)` when WebIDL's argument conversion throws a TypeError.
fn args_from(list: &[Value]) -> Result<Option<Args>, String> {
    let input = match list.first() {
        None => UrlPatternInput::Init(UrlPatternInit::default()),
        Some(v) => input_from(v)?,
    };
    let options_from = |v: &Value| UrlPatternOptions {
        ignore_case: v
            .get("ignoreCase")
            .and_then(Value::as_bool)
            .unwrap_or(false),
    };
    let (base, options) = match &list[1.min(list.len())..] {
        [] => (None, UrlPatternOptions::default()),
        [Value::String(base)] => (Some(base.clone()), UrlPatternOptions::default()),
        [options @ Value::Object(_)] => (None, options_from(options)),
        [Value::String(base), options @ Value::Object(_)] => {
            (Some(base.clone()), options_from(options))
        }
        // WebIDL picks the (input, baseURL, options) overload for three arguments and
        // converts a non-object third argument to URLPatternOptions: a TypeError before
        // URLPattern runs.
        [_, _] => return Ok(None),
        other => return Err(format!("unsupported arguments {other:?}")),
    };
    Ok(Some((input, base, options)))
}

fn truthy_string<'v>(object: &'v Value, key: &str) -> Option<&'v str> {
    object
        .get(key)
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
}

/// The harness's expected pattern string for `component` when `expected_obj` leaves it out.
fn computed_expectation(entry: &Value, component: &str) -> Result<String, String> {
    let pattern = entry["pattern"].as_array().ok_or("pattern is not a list")?;
    let first = pattern.first();
    let empty = entry["exactly_empty_components"]
        .as_array()
        .is_some_and(|list| list.iter().any(|c| c == component));
    if empty {
        return Ok(String::new());
    }
    if let Some(value) = first
        .filter(|f| f.is_object())
        .and_then(|f| truthy_string(f, component))
    {
        return Ok(value.to_string());
    }
    let earlier: &[&str] = match component {
        "hostname" => &["protocol"],
        "port" => &["protocol", "hostname"],
        "pathname" => &["protocol", "hostname", "port"],
        "search" => &["protocol", "hostname", "port", "pathname"],
        "hash" => &["protocol", "hostname", "port", "pathname", "search"],
        _ => &[],
    };
    if let Some(Value::Object(o)) = first {
        if earlier.iter().any(|c| o.contains_key(*c)) {
            return Ok("*".to_string());
        }
    }
    let base = match (first, pattern.get(1)) {
        (Some(f), _) if truthy_string(f, "baseURL").is_some() => truthy_string(f, "baseURL"),
        (_, Some(Value::String(b))) => Some(b.as_str()),
        _ => None,
    };
    if let Some(base) = base.filter(|_| component != "username" && component != "password") {
        let url = railurl::Url::parse(base).map_err(|e| format!("base {base:?}: {e}"))?;
        let value = match component {
            "protocol" => url.scheme().to_string(),
            "hostname" => url.hostname().to_string(),
            "port" => url.port().to_string(),
            "pathname" => url.pathname().to_string(),
            "search" => url.search().strip_prefix('?').unwrap_or("").to_string(),
            "hash" => url.hash().strip_prefix('#').unwrap_or("").to_string(),
            _ => String::new(),
        };
        return Ok(value);
    }
    Ok("*".to_string())
}

fn exec(
    pattern: &UrlPattern,
    inputs: &[Value],
) -> Result<Result<Option<UrlPatternResult>, PatternError>, String> {
    let input = match inputs.first() {
        None => UrlPatternInput::Init(UrlPatternInit::default()),
        Some(v) => input_from(v)?,
    };
    let base = match inputs.get(1) {
        None => None,
        Some(Value::String(b)) => Some(b.clone()),
        Some(other) => return Err(format!("unsupported base {other}")),
    };
    Ok(pattern.exec(input, base.as_deref()))
}

fn input_matches(got: &UrlPatternInput, want: &Value) -> bool {
    match (got, want) {
        (UrlPatternInput::String(s), Value::String(w)) => s == w,
        (UrlPatternInput::Init(init), Value::Object(o)) => init == &init_from(o),
        _ => false,
    }
}

/// Check one case; the failures, described.
fn check(entry: &Value) -> Vec<String> {
    let mut failures = Vec::new();
    let pattern_args = entry["pattern"].as_array().cloned().unwrap_or_default();
    let constructed = match args_from(&pattern_args) {
        Ok(Some((input, base, options))) => {
            UrlPattern::new(input, base.as_deref(), options).map_err(|e| e.to_string())
        }
        Ok(None) => Err("TypeError in WebIDL argument conversion".to_string()),
        Err(e) => return vec![e],
    };
    let pattern = match (&entry["expected_obj"], constructed) {
        (Value::String(e), Err(_)) if e == "error" => return failures,
        (Value::String(e), Ok(_)) if e == "error" => {
            return vec!["the constructor should throw".to_string()]
        }
        (_, Err(e)) => return vec![format!("the constructor threw: {e}")],
        (_, Ok(p)) => p,
    };
    for component in COMPONENTS {
        let expected = match entry["expected_obj"].get(component).and_then(Value::as_str) {
            Some(s) => s.to_string(),
            None => match computed_expectation(entry, component) {
                Ok(s) => s,
                Err(e) => {
                    failures.push(e);
                    continue;
                }
            },
        };
        let got = pattern.component(component).unwrap_or("");
        if got != expected {
            failures.push(format!("{component} is {got:?}, expected {expected:?}"));
        }
    }
    let Some(inputs) = entry.get("inputs").and_then(Value::as_array) else {
        return failures;
    };
    let expected_match = &entry["expected_match"];
    let result = match exec(&pattern, inputs) {
        Ok(r) => r,
        Err(e) => return vec![e],
    };
    let result = match (expected_match, result) {
        (Value::String(e), Err(_)) if e == "error" => return failures,
        (Value::String(e), Ok(_)) if e == "error" => {
            failures.push("exec should throw".to_string());
            return failures;
        }
        (_, Err(e)) => {
            failures.push(format!("exec threw: {e}"));
            return failures;
        }
        (Value::Null, Ok(None)) => return failures,
        (Value::Null, Ok(Some(r))) => {
            failures.push(format!("expected no match, got {r:?}"));
            return failures;
        }
        (_, Ok(None)) => {
            failures.push("expected a match, got none".to_string());
            return failures;
        }
        (_, Ok(Some(r))) => r,
    };
    let expected_inputs = expected_match
        .get("inputs")
        .and_then(Value::as_array)
        .unwrap_or(inputs);
    if result.inputs.len() != expected_inputs.len()
        || !result
            .inputs
            .iter()
            .zip(expected_inputs)
            .all(|(g, w)| input_matches(g, w))
    {
        failures.push(format!(
            "inputs are {:?}, expected {expected_inputs:?}",
            result.inputs
        ));
    }
    let empty = entry["exactly_empty_components"].as_array();
    for (component, got) in result.components() {
        let (want_input, want_groups): (String, Vec<(String, Option<String>)>) =
            match expected_match.get(component) {
                Some(obj) => (
                    obj["input"].as_str().unwrap_or("").to_string(),
                    obj["groups"]
                        .as_object()
                        .map(|g| {
                            g.iter()
                                .map(|(k, v)| (k.clone(), v.as_str().map(str::to_string)))
                                .collect()
                        })
                        .unwrap_or_default(),
                ),
                None => {
                    let exactly_empty = empty.is_some_and(|l| l.iter().any(|c| c == component));
                    let groups = if exactly_empty {
                        vec![]
                    } else {
                        vec![("0".to_string(), Some(String::new()))]
                    };
                    (String::new(), groups)
                }
            };
        let mut got_groups = got.groups.clone();
        let mut want_groups = want_groups;
        got_groups.sort();
        want_groups.sort();
        if got.input != want_input || got_groups != want_groups {
            failures.push(format!(
                "{component}: got input {:?} groups {got_groups:?}, expected input {want_input:?} groups {want_groups:?}",
                got.input
            ));
        }
    }
    failures
}

#[test]
fn urlpatterntestdata_every_case() {
    let data = load("urlpatterntestdata.json");
    let cases = data.as_array().expect("a list of cases");
    let filter = std::env::var("RAILURL_WPT_FILTER").ok();
    let mut ran = 0;
    let mut failed = Vec::new();
    for entry in cases {
        let text = entry.to_string();
        if filter.as_deref().is_some_and(|f| !text.contains(f)) {
            continue;
        }
        ran += 1;
        let failures = check(entry);
        if !failures.is_empty() {
            failed.push(format!("{text}\n    {}", failures.join("\n    ")));
        }
    }
    eprintln!(
        "urlpatterntestdata.json: {} of {ran} cases pass",
        ran - failed.len()
    );
    support::assert_none_failed(&failed);
}

/// `UrlPatternList` (beyond the standard) answers what calling `exec` on each pattern in
/// insertion order answers: every WPT pattern that constructs, against every WPT input.
#[test]
fn pattern_list_agrees_with_exec_in_order_on_wpt_data() {
    use railurl::pattern::UrlPatternList;
    let data = load("urlpatterntestdata.json");
    let cases = data.as_array().expect("a list of cases");
    let mut list = UrlPatternList::new();
    let mut inputs = Vec::new();
    for entry in cases {
        let args = entry["pattern"].as_array().cloned().unwrap_or_default();
        if let Ok(Some((input, base, options))) = args_from(&args) {
            if let Ok(pattern) = UrlPattern::new(input, base.as_deref(), options) {
                list.push(pattern);
            }
        }
        if let Some(list) = entry.get("inputs").and_then(Value::as_array) {
            inputs.push(list.clone());
        }
    }
    assert!(list.patterns().len() > 200, "most WPT patterns construct");
    for args in &inputs {
        let Ok(input) = args.first().map_or(
            Ok(UrlPatternInput::Init(UrlPatternInit::default())),
            input_from,
        ) else {
            continue;
        };
        let base = args.get(1).and_then(Value::as_str);
        let mut looped = Ok(None);
        for (index, pattern) in list.patterns().iter().enumerate() {
            match pattern.exec(input.clone(), base) {
                Ok(None) => continue,
                Ok(Some(result)) => looped = Ok(Some((index, result))),
                Err(e) => looped = Err(e),
            }
            break;
        }
        assert_eq!(list.exec(input.clone(), base), looped, "inputs {args:?}");
    }
}

/// A tentative file's pattern: a constructor string or an init dictionary.
fn tentative_pattern(value: &Value) -> UrlPattern {
    let input = input_from(value).expect("a string or a dictionary");
    UrlPattern::new(input, None, UrlPatternOptions::default())
        .unwrap_or_else(|e| panic!("{value} constructs: {e}"))
}

/// Each case of a tentative file (`count` of them) through `check`, which says how a case
/// fails; every failing case listed.
fn every_tentative_case(name: &str, count: usize, check: impl Fn(&Value) -> Option<String>) {
    let data = load(name);
    let cases = data.as_array().expect("a list of cases");
    assert_eq!(cases.len(), count, "the vendored file's cases");
    let failed: Vec<String> = cases
        .iter()
        .filter_map(|entry| check(entry).map(|why| format!("{entry}: {why}")))
        .collect();
    support::assert_none_failed(&failed);
}

/// urlpattern-compare-test-data.json (tentative), every case as WPT's
/// urlpattern-compare-tests.tentative.js checks it: `compareComponent(component, left, right)`
/// is `expected`, `compareComponent(component, right, left)` its negation, and each pattern
/// equals itself.
#[test]
fn urlpattern_compare_test_data_every_case() {
    use std::cmp::Ordering;
    every_tentative_case("urlpattern-compare-test-data.json", 25, |entry| {
        let component = entry["component"].as_str().expect("a component name");
        let left = tentative_pattern(&entry["left"]);
        let right = tentative_pattern(&entry["right"]);
        let expected = match entry["expected"].as_i64() {
            Some(-1) => Ordering::Less,
            Some(0) => Ordering::Equal,
            Some(1) => Ordering::Greater,
            other => panic!("unexpected expectation {other:?}"),
        };
        let got = [
            UrlPattern::compare_component(component, &left, &right),
            UrlPattern::compare_component(component, &right, &left),
            UrlPattern::compare_component(component, &left, &left),
            UrlPattern::compare_component(component, &right, &right),
        ];
        let want = [
            expected,
            expected.reverse(),
            Ordering::Equal,
            Ordering::Equal,
        ]
        .map(Some);
        (got != want).then(|| format!("got {got:?}, expected {want:?}"))
    });
}

/// urlpattern-generate-test-data.json (tentative), every case as WPT's
/// urlpattern-generate-tests.tentative.js checks it: `generate(component, groups)` is
/// `expected`, or throws a TypeError where `expected` is null.
#[test]
fn urlpattern_generate_test_data_every_case() {
    every_tentative_case("urlpattern-generate-test-data.json", 19, |entry| {
        let pattern = tentative_pattern(&entry["pattern"]);
        let component = entry["component"].as_str().expect("a component name");
        let groups: Vec<(&str, &str)> = entry["groups"]
            .as_object()
            .expect("a groups record")
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str().expect("a string value")))
            .collect();
        let got = pattern.generate(component, &groups);
        let ok = match entry["expected"].as_str() {
            Some(expected) => got.as_deref() == Ok(expected),
            None => got.is_err(),
        };
        (!ok).then(|| format!("got {got:?}"))
    });
}
