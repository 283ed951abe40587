//! URLSearchParams from the spec's own examples ("URLSearchParams class" section) and the
//! tie between a URL's query and its search params (the "update" steps).

use railurl::{ParseError, Url, UrlSearchParams};

fn pairs(params: &UrlSearchParams) -> Vec<(&str, &str)> {
    params.iter().collect()
}

#[test]
fn constructor_from_a_record_stringifies() {
    // `new URLSearchParams({key: "730d67"}).toString()`
    let params = UrlSearchParams::from_pairs([("key", "730d67")]);
    assert_eq!(params.to_string(), "key=730d67");
    let collected: UrlSearchParams = vec![("key".to_string(), "730d67".to_string())]
        .into_iter()
        .collect();
    assert_eq!(collected, params);
}

#[test]
fn constructor_from_a_string_strips_one_leading_question_mark() {
    let params = UrlSearchParams::parse("?a=1&b=2");
    assert_eq!(pairs(&params), [("a", "1"), ("b", "2")]);
    assert_eq!(UrlSearchParams::parse("a=1&b=2"), params);
    assert_eq!(pairs(&UrlSearchParams::parse("??a")), [("?a", "")]);
    assert_eq!(pairs(&UrlSearchParams::parse("a?=?")), [("a?", "?")]);
    assert!(UrlSearchParams::parse("?").is_empty());
    assert_eq!(
        "?x=y".parse::<UrlSearchParams>().unwrap().get("x"),
        Some("y")
    );
    assert_eq!(UrlSearchParams::new(), UrlSearchParams::parse(""));
}

#[test]
fn size_getter_counts_pairs_including_duplicates() {
    let mut params = UrlSearchParams::parse("a=1&b=2&a=3");
    assert_eq!(params.size(), 3);
    params.append("c", "");
    assert_eq!(params.size(), 4);
    params.delete("a", None);
    assert_eq!(params.size(), 2);
    params.set("b", "x");
    assert_eq!(params.size(), 2);
}

#[test]
fn has_and_delete_with_a_value() {
    let mut params = UrlSearchParams::parse("a=1&a=2&b=1");
    assert!(params.has("a", Some("2")));
    assert!(!params.has("a", Some("3")));
    assert!(params.has("b", None) && !params.has("c", None));
    params.delete("a", Some("2"));
    assert_eq!(pairs(&params), [("a", "1"), ("b", "1")]);
    // A value that matches no pair with this name removes nothing.
    params.delete("a", Some("x"));
    params.delete("c", None);
    assert_eq!(pairs(&params), [("a", "1"), ("b", "1")]);
    params.delete("a", None);
    assert_eq!(pairs(&params), [("b", "1")]);
}

#[test]
fn get_get_all_and_set() {
    let mut params = UrlSearchParams::parse("a=1&b=2&a=3&a=4");
    assert_eq!(params.get("a"), Some("1"));
    assert_eq!(params.get("z"), None);
    assert_eq!(params.get_all("a"), ["1", "3", "4"]);
    assert!(params.get_all("z").is_empty());
    // `set` keeps the first pair's position and removes the others.
    params.set("a", "5");
    assert_eq!(pairs(&params), [("a", "5"), ("b", "2")]);
    params.set("c", "6");
    assert_eq!(pairs(&params), [("a", "5"), ("b", "2"), ("c", "6")]);
}

#[test]
fn sort_example_from_the_spec() {
    let mut url = Url::parse("https://example.org/?q=🏳️‍🌈&key=e1f7bc78").unwrap();
    url.search_params_mut().sort();
    assert_eq!(
        url.search(),
        "?key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"
    );
    // "To avoid altering the original input ... construct a new URLSearchParams object".
    let mut sorted = UrlSearchParams::parse(url.search());
    sorted.sort();
    assert_eq!(
        sorted.to_string(),
        "key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"
    );
}

#[test]
fn sort_is_stable() {
    let mut params = UrlSearchParams::parse("z=1&a=2&z=0&a=1&a=3");
    params.sort();
    assert_eq!(
        pairs(&params),
        [("a", "2"), ("a", "1"), ("a", "3"), ("z", "1"), ("z", "0")]
    );
}

#[test]
fn sort_compares_utf16_code_units_not_bytes() {
    // U+1F308 is D83C DF08 in UTF-16 and U+FB01 is FB01: code units put the astral
    // character first, while UTF-8 bytes (F0 .. vs EF ..) would put it last.
    assert!("\u{FB01}" < "\u{1F308}");
    let mut params = UrlSearchParams::from_pairs([("\u{FB01}", "1"), ("\u{1F308}", "2")]);
    params.sort();
    assert_eq!(pairs(&params), [("\u{1F308}", "2"), ("\u{FB01}", "1")]);
    // Below the surrogates, both orders agree; a prefix sorts first.
    let mut params = UrlSearchParams::from_pairs([
        ("\u{D7FF}", "a"),
        ("\u{1F308}", "b"),
        ("ab", "c"),
        ("a", "d"),
        ("", "e"),
        ("\u{E000}", "f"),
    ]);
    params.sort();
    let names: Vec<&str> = params.iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["", "a", "ab", "\u{D7FF}", "\u{1F308}", "\u{E000}"]);
}

#[test]
fn iteration_borrowed_and_owned() {
    let params = UrlSearchParams::parse("a=1&b=2");
    let mut seen = Vec::new();
    for (name, value) in &params {
        seen.push(format!("{name}:{value}"));
    }
    assert_eq!(seen, ["a:1", "b:2"]);
    assert_eq!(params.iter().len(), 2);
    assert_eq!(params.iter().next_back(), Some(("b", "2")));
    let owned: Vec<(String, String)> = params.into_iter().collect();
    assert_eq!(owned, [("a".into(), "1".into()), ("b".into(), "2".into())]);
}

#[test]
fn stringifier_uses_the_form_urlencoded_serializer() {
    let mut params = UrlSearchParams::new();
    params.append("a b", "c+d");
    params.append("é", "~*");
    params.extend([("", "")]);
    assert_eq!(params.to_string(), "a+b=c%2Bd&%C3%A9=%7E*&=");
}

#[test]
fn url_note_examples_space_and_tilde() {
    let mut url = Url::parse("https://example.com/?a=b ~").unwrap();
    assert_eq!(url.href(), "https://example.com/?a=b%20~");
    url.search_params_mut().sort();
    assert_eq!(url.href(), "https://example.com/?a=b+%7E");

    let url = Url::parse("https://example.com/?a=~&b=%7E").unwrap();
    assert_eq!(url.search(), "?a=~&b=%7E");
    assert_eq!(url.search_params().get("a"), Some("~"));
    assert_eq!(url.search_params().get("b"), Some("~"));
}

#[test]
fn append_through_the_url_changes_href_and_search() -> Result<(), ParseError> {
    let mut url = Url::parse("https://example.org/path#frag")?;
    assert!(url.search_params().is_empty());
    url.search_params_mut().append("q", "rust url");
    assert_eq!(url.href(), "https://example.org/path?q=rust+url#frag");
    assert_eq!(url.search(), "?q=rust+url");
    assert_eq!(url.query(), Some("q=rust+url"));

    let mut params = url.search_params_mut();
    params.append("lang", "en");
    // The handle reads its own list; the URL is already updated.
    assert_eq!(params.get("lang"), Some("en"));
    assert_eq!(params.size(), 2);
    assert_eq!(url.search(), "?q=rust+url&lang=en");
    assert_eq!(url.hash(), "#frag");
    Ok(())
}

#[test]
fn deleting_the_last_pair_makes_the_query_null() -> Result<(), ParseError> {
    let mut url = Url::parse("http://h/p?a=1#f")?;
    url.search_params_mut().delete("a", None);
    assert_eq!(url.href(), "http://h/p#f");
    assert_eq!((url.search(), url.query()), ("", None));

    // An empty list also nulls a query that was empty but non-null.
    let mut url = Url::parse("http://h/?")?;
    assert_eq!(url.query(), Some(""));
    url.search_params_mut().sort();
    assert_eq!((url.href(), url.query()), ("http://h/", None));
    Ok(())
}

#[test]
fn update_steps_reserialize_the_whole_query() -> Result<(), ParseError> {
    // Pairs the form parser drops or rewrites are normalized by any change.
    let mut url = Url::parse("http://h/?a&&b=%7e+c")?;
    url.search_params_mut().set("b", "x");
    assert_eq!(url.search(), "?a=&b=x");
    // A non-special URL and an opaque path take the same query.
    let mut url = Url::parse("mailto:me@example.org")?;
    url.search_params_mut().append("subject", "hi there");
    assert_eq!(url.href(), "mailto:me@example.org?subject=hi+there");
    Ok(())
}

#[test]
fn a_handle_that_does_not_mutate_leaves_the_url_alone() -> Result<(), ParseError> {
    let mut url = Url::parse("http://h/?a=b%20~&&")?;
    let params = url.search_params_mut();
    assert!(params.has("a", Some("b ~")));
    assert_eq!(params.to_string(), "a=b+%7E");
    assert_eq!(url.search(), "?a=b%20~&&");
    Ok(())
}

#[test]
fn snapshot_does_not_strip_a_question_mark_from_the_query() -> Result<(), ParseError> {
    // The URL object's "initialize" parses the query itself, not through the constructor.
    let url = Url::parse("http://h/??a=1")?;
    assert_eq!(url.query(), Some("?a=1"));
    assert_eq!(pairs(&url.search_params()), [("?a", "1")]);
    // The snapshot is detached.
    let mut snapshot = url.search_params();
    snapshot.append("b", "2");
    assert_eq!(url.search(), "??a=1");
    Ok(())
}

/// The URL the update steps give for `list` on `original`: its query set to the list's
/// serialization, or null when that is empty (through the search setter, which leaves the
/// serializer's output as it is).
fn updated(original: &Url, list: &UrlSearchParams) -> Url {
    let mut expected = original.clone();
    expected.set_search(&list.to_string());
    expected
}

#[test]
fn appends_in_place_equal_the_reserialized_list() -> Result<(), ParseError> {
    // Queries written otherwise than the serializer writes them (the first change rewrites
    // them), null and empty queries, and fragments after the query.
    let originals = [
        "https://example.org/?a=b ~#frag",
        "https://example.org/p?x=%7e&y#",
        "https://example.org/p#f",
        "https://example.org/?",
        "foo:opaque?q=1#f",
        "file:///C:/x?%zz=1",
    ];
    let pairs = [
        ("a b", "~&="),
        ("", ""),
        ("é", "😀 #?"),
        ("k", "v"),
        ("%", "+"),
    ];
    for original in originals {
        let original = Url::parse(original)?;
        let mut url = original.clone();
        let mut list = url.search_params();
        let mut params = url.search_params_mut();
        for (i, (name, value)) in pairs.iter().cycle().take(40).enumerate() {
            params.append(name, value);
            list.append(name, value);
            // Other changes in between: after each, appends continue from the new query.
            if i % 13 == 12 {
                params.delete("k", None);
                list.delete("k", None);
            }
            if i % 17 == 16 {
                params.sort();
                list.sort();
            }
        }
        drop(params);
        let expected = updated(&original, &list);
        assert_eq!(url, expected, "{original}");
        assert_eq!(url.hash(), original.hash());
        // The result is a URL like any other: it parses to itself.
        assert_eq!(Url::parse(url.href())?, url);
    }
    Ok(())
}

#[test]
fn each_append_updates_the_url_at_once() -> Result<(), ParseError> {
    for original in ["http://h/?b= x#f", "http://h/", "http://h/?c=1"] {
        let original = Url::parse(original)?;
        let mut url = original.clone();
        let mut list = url.search_params();
        let mut params = url.search_params_mut();
        for value in ["1", "2 2", "é", "", "&#"] {
            params.append("a", value);
            list.append("a", value);
            assert_eq!(
                *params.url(),
                updated(&original, &list),
                "{original} + a={value}"
            );
        }
    }
    let mut url = Url::parse("http://h/?b= x#f")?;
    let mut params = url.search_params_mut();
    params.append("a", "1");
    params.append("a", "2 2");
    assert_eq!(params.url().href(), "http://h/?b=+x&a=1&a=2+2#f");
    Ok(())
}

/// `append` on a URL's `search_params_mut` writes the new pair in place once the URL's query
/// is the list's serialization; the result must be exactly what the spec's update steps give
/// (the query set to the whole list's serialization), whatever surrounds the query.
#[test]
fn appends_in_place_equal_the_update_steps() {
    let pairs = [
        ("a", "1"),
        ("b c", "d&e"),
        ("", ""),
        ("é", "🏳️‍🌈"),
        ("=", "#?"),
        ("x", ""),
    ];
    for start in [
        "https://example.org/",
        "https://example.org/p?q=1",
        "https://example.org/p?",
        "https://example.org/p?a=b ~#frag",
        "https://example.org/p#frag",
        "https://example.org/p?#",
        "mailto:someone@example.org",
        "mailto:x?y#z",
        "non-spec:/a/b?c=d#e%20f",
        "file:///C:/x",
    ] {
        let mut url = railurl::Url::parse(start).unwrap();
        let mut expected_list = url.search_params();
        let mut params = url.search_params_mut();
        for (n, (name, value)) in pairs.iter().enumerate() {
            params.append(name, value);
            expected_list.append(name, value);
            // The list the handle holds is the one a fresh snapshot of the URL would parse to.
            assert_eq!(
                params.to_string(),
                expected_list.to_string(),
                "{start} after {n}"
            );
        }
        drop(params);
        // The update steps, done the long way on a copy of the start URL.
        let mut by_update = railurl::Url::parse(start).unwrap();
        by_update.set_search(&expected_list.to_string());
        assert_eq!(url.href(), by_update.href(), "{start}");
        assert_eq!(
            (url.search(), url.hash(), url.pathname(), url.query()),
            (
                by_update.search(),
                by_update.hash(),
                by_update.pathname(),
                by_update.query()
            ),
            "{start}"
        );
        // And the URL reparses to itself, with the same components.
        assert_eq!(railurl::Url::parse(url.href()).unwrap(), url, "{start}");
    }
}
