//! RFC 3986 section 5, reference resolution (`railurl::rfc3986::UriRef::resolve_against`):
//! section 5.4's 42 examples, fluent-uri's resolution cases (tests/data/rfc/README.md), and a
//! second formulation of section 5.2 (path segments as a list, not the RFC's buffers) that
//! every resolution in the tests is checked against.

use railurl::rfc3986::{remove_dot_segments, ResolveOptions, Uri, UriRef};
use serde_json::Value;

fn data(name: &str) -> Vec<Value> {
    let path = format!("{}/tests/data/rfc/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let value: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    value.as_array().cloned().unwrap_or_default()
}

fn field<'a>(case: &'a Value, key: &str) -> &'a str {
    case[key]
        .as_str()
        .unwrap_or_else(|| panic!("{key} in {case}"))
}

/// `reference` resolved against `base` with `options`, checked against the second
/// formulation.
fn resolve(base: &str, reference: &str, options: ResolveOptions) -> String {
    let base = Uri::parse(base).unwrap_or_else(|e| panic!("base {base:?}: {e}"));
    let r = UriRef::parse(reference).unwrap_or_else(|e| panic!("reference {reference:?}: {e}"));
    let target = r
        .resolve_with(&base, options)
        .unwrap_or_else(|e| panic!("{reference:?} against {base}: {e}"));
    if !options.normalizes_base() {
        assert_eq!(
            target.as_str(),
            second::resolve(&base, &r, options.is_strict()),
            "{reference:?} against {base}: the second formulation differs"
        );
    }
    target.into_string()
}

/// RFC 3986 section 5.4.1 ("Normal Examples") and 5.4.2 ("Abnormal Examples"), strict; and
/// the one example whose non-strict result the section gives.
#[test]
fn section_5_4_examples() {
    let cases = data("rfc3986_5_4.json");
    for case in &cases {
        let (base, input, expected) = (
            field(case, "base"),
            field(case, "input"),
            field(case, "expected"),
        );
        let got = resolve(base, input, ResolveOptions::new());
        assert_eq!(
            got,
            expected,
            "section {}: {input:?}",
            field(case, "section")
        );
        // The base is in normal form: normalizing it changes nothing.
        assert_eq!(
            resolve(base, input, ResolveOptions::new().normalize_base(true)),
            expected
        );
    }
    assert_eq!(cases.len(), 42);
    assert_eq!(cases.iter().filter(|c| c["section"] == "5.4.1").count(), 23);
    // 5.4.2: "http:g" = "http:g" ; for strict parsers / = "http://a/b/c/g" ; for backward
    // compatibility
    let loose = ResolveOptions::new().strict(false);
    assert_eq!(
        resolve("http://a/b/c/d;p?q", "http:g", loose),
        "http://a/b/c/g"
    );
}

/// fluent-uri's resolution cases. Where fluent-uri's results are RFC 3986's they are checked
/// as given. fluent-uri resolves against the base with its dot segments removed (section
/// 5.2.1's optional normalization), railurl by default against the base as given; those cases
/// are checked with `normalize_base(true)`, and the default's result is the one section
/// 5.2.2 gives for the base as given. fluent-uri's errors (a base with a fragment, a
/// reference with a path against a base with a rootless path, ".." above the root) are its
/// own choices: section 5.2.2 defines a result for each, checked here.
#[test]
fn fluent_uri_cases() {
    let normalized = ResolveOptions::new().normalize_base(true);
    // Base, reference, and the result of section 5.2.2 with the base as given.
    let base_as_given = [
        ("foo:/bar/baz/.%2E/", "..", "foo:/bar/baz/"),
        ("foo:/bar/..", ".", "foo:/bar/"),
    ];
    // Base, reference, and section 5.2.2's result where fluent-uri reports an error.
    let rfc_results = [
        (
            "http://example.com/#title1",
            "foo",
            "http://example.com/foo",
        ),
        ("foo:bar", "baz", "foo:baz"),
        ("foo:bar", "?baz", "foo:bar?baz"),
        ("http://a/b/c/d;p?q", "../../../g", "http://a/g"),
        ("http://a/b/c/d;p?q", "../../../../g", "http://a/g"),
        ("http://a/b/c/d;p?q", "/../g", "http://a/g"),
        ("foo:/..", "", "foo:/.."),
        ("foo:/..", "?a", "foo:/..?a"),
        ("foo:/..", "#a", "foo:/..#a"),
        ("foo:bar/..", "?a", "foo:bar/..?a"),
    ];
    let (mut as_given, mut errors, mut plain) = (0, 0, 0);
    for case in data("fluent_resolve.json") {
        let (base, input) = (field(&case, "base"), field(&case, "input"));
        if let Some(expected) = case["expected"].as_str() {
            if let Some((.., ours)) = base_as_given.iter().find(|c| (c.0, c.1) == (base, input)) {
                assert_eq!(
                    resolve(base, input, normalized),
                    expected,
                    "{input:?} against {base}"
                );
                assert_eq!(resolve(base, input, ResolveOptions::new()), *ours);
                as_given += 1;
            } else {
                assert_eq!(
                    resolve(base, input, ResolveOptions::new()),
                    expected,
                    "{input:?} against {base}"
                );
                plain += 1;
            }
        } else {
            let Some((.., ours)) = rfc_results.iter().find(|c| (c.0, c.1) == (base, input)) else {
                panic!("fluent-uri's error {case} is not listed here");
            };
            assert_eq!(resolve(base, input, ResolveOptions::new()), *ours);
            errors += 1;
        }
    }
    assert_eq!((plain, as_given, errors), (47, 3, 10));
}

/// The loophole of resolving against a base without an authority: section 5.2.2's path
/// can begin with "//", which section 5.3's string would make an authority.
#[test]
fn results_read_back_as_their_components() {
    for (base, input, expected, path) in [
        ("foo:/", ".//@@", "foo:/.//@@", "/.//@@"),
        ("foo:", "/..//bar", "foo:/.//bar", "/.//bar"),
        ("foo:a/b", "..//x", "foo:/.//x", "/.//x"),
        ("foo:/bar", "./..//baz", "foo:/.//baz", "/.//baz"),
        ("foo:/a", "//x/..//y", "foo://x//y", "//y"),
    ] {
        let got = resolve(base, input, ResolveOptions::new());
        assert_eq!(got, expected);
        let reread = Uri::parse(&got).unwrap();
        assert_eq!(reread.path(), path, "{got}");
        assert_eq!(
            remove_dot_segments(reread.path()),
            remove_dot_segments(path)
        );
        assert_eq!(
            reread.authority().is_some(),
            input.starts_with("//"),
            "{got}"
        );
    }
}

/// Section 5.2.4's algorithm against the second formulation, on paths made of every kind
/// of segment.
#[test]
fn remove_dot_segments_agrees_with_a_segment_list() {
    let pieces = ["", ".", "..", "a", "b.", ".c", "..."];
    let mut checked = 0;
    for n in 0..=4u32 {
        for mut k in 0..7usize.pow(n) {
            let mut segments = Vec::new();
            for _ in 0..n {
                segments.push(pieces[k % 7]);
                k /= 7;
            }
            let path = segments.join("/");
            for path in [path.clone(), format!("/{path}")] {
                assert_eq!(
                    remove_dot_segments(&path),
                    second::remove_dot_segments(&path),
                    "{path:?}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 2 * (1 + 7 + 49 + 343 + 2401));
}

/// Relativizing section 5.4's targets against its base, and back.
#[test]
fn relativize_inverts_resolution() {
    let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    for case in data("rfc3986_5_4.json") {
        let target = Uri::parse(field(&case, "expected")).unwrap();
        let r = base
            .relativize(&target)
            .unwrap_or_else(|| panic!("no reference to {target}"));
        let back = r.as_uri_ref().resolve_against(&base).unwrap();
        assert_eq!(back.as_str(), target.as_str(), "via {r}");
        assert!(
            r.as_str().len() <= field(&case, "input").len(),
            "{r} for {target}"
        );
    }
}

/// The second formulation: section 5.2.2 over lists of path segments.
mod second {
    use railurl::rfc3986::{Uri, UriRef};

    /// Section 5.2.4 as a list of segments: leading "./" and "../" (and a lone "." or "..")
    /// go; then the first segment, and each "/"-segment after it, is pushed, "." is skipped,
    /// ".." pops what was pushed last, and a "." or ".." at the end leaves a final "/".
    pub fn remove_dot_segments(path: &str) -> String {
        let mut rest = path;
        loop {
            if let Some(r) = rest.strip_prefix("./").or_else(|| rest.strip_prefix("../")) {
                rest = r;
            } else if rest == "." || rest == ".." {
                rest = "";
            } else {
                break;
            }
        }
        let (first, tail) = match rest.split_once('/') {
            Some((first, tail)) => (first, Some(tail)),
            None => (rest, None),
        };
        let mut pushed: Vec<String> = Vec::new();
        if !first.is_empty() {
            pushed.push(first.to_string());
        }
        let segments: Vec<&str> = tail.map(|t| t.split('/').collect()).unwrap_or_default();
        for (i, segment) in segments.iter().enumerate() {
            let last = i + 1 == segments.len();
            match *segment {
                "." | ".." => {
                    if *segment == ".." {
                        pushed.pop();
                    }
                    if last {
                        pushed.push("/".to_string());
                    }
                }
                s => pushed.push(format!("/{s}")),
            }
        }
        pushed.concat()
    }

    pub fn resolve(base: &Uri<'_>, r: &UriRef<'_>, strict: bool) -> String {
        let scheme = r
            .scheme()
            .filter(|s| strict || !s.eq_ignore_ascii_case(base.scheme()));
        let (scheme, authority, path, query) = if let Some(scheme) = scheme {
            (
                scheme,
                r.authority(),
                remove_dot_segments(r.path()),
                r.query(),
            )
        } else if r.authority().is_some() {
            (
                base.scheme(),
                r.authority(),
                remove_dot_segments(r.path()),
                r.query(),
            )
        } else if r.path().is_empty() {
            (
                base.scheme(),
                base.authority(),
                base.path().to_string(),
                r.query().or(base.query()),
            )
        } else if r.path().starts_with('/') {
            (
                base.scheme(),
                base.authority(),
                remove_dot_segments(r.path()),
                r.query(),
            )
        } else {
            let merged = match base.path().rsplit_once('/') {
                _ if base.authority().is_some() && base.path().is_empty() => {
                    format!("/{}", r.path())
                }
                Some((dir, _)) => format!("{dir}/{}", r.path()),
                None => r.path().to_string(),
            };
            (
                base.scheme(),
                base.authority(),
                remove_dot_segments(&merged),
                r.query(),
            )
        };
        let mut out = format!("{scheme}:");
        match authority {
            Some(authority) => out += &format!("//{authority}"),
            None if path.starts_with("//") => out += "/.",
            None => {}
        }
        out += &path;
        if let Some(query) = query {
            out += &format!("?{query}");
        }
        if let Some(fragment) = r.fragment() {
            out += &format!("#{fragment}");
        }
        out
    }
}
