//! RFC 3986 section 6 and RFC 3987 sections 3.2 and 5.3: normalization, comparison and
//! URI-to-IRI conversion, on the RFCs' own examples and fluent-uri's normalization cases
//! (tests/data/rfc/README.md).

use railurl::rfc3986::{Uri, UriRef};
use railurl::rfc3987::{Iri, IriRef};
use serde_json::Value;

fn data(name: &str) -> Vec<Value> {
    let path = format!("{}/tests/data/rfc/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let value: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    value.as_array().cloned().unwrap_or_default()
}

fn normalize(s: &str) -> String {
    let n = UriRef::parse(s).unwrap().normalize();
    // A normal form is its own normal form.
    assert_eq!(n.as_uri_ref().normalize().as_str(), n.as_str(), "{s}");
    n.into_string()
}

/// fluent-uri's normalization cases. Its normalizer is syntax-based (section 6.2.2) with
/// section 3.2.3's empty port omitted, which is railurl's `normalize_syntax`; the three cases
/// that rewrite IPv6 addresses in RFC 5952's text form are fluent-uri's own choice (RFC 3986
/// keeps an address as written, lower-cased), and are checked to keep it.
#[test]
fn fluent_uri_cases() {
    let rfc5952 = [
        ("//[0000:0000:0000::1]", "//[0000:0000:0000::1]"),
        (
            "//[0:0:0:0:0:ffff:192.0.2.1]",
            "//[0:0:0:0:0:ffff:192.0.2.1]",
        ),
        ("//[::192.0.2.1]", "//[::192.0.2.1]"),
    ];
    let (mut uris, mut iris, mut own) = (0, 0, 0);
    for case in data("fluent_normalize.json") {
        let input = case["input"].as_str().unwrap();
        let expected = case["expected"].as_str().unwrap();
        if let Some((_, ours)) = rfc5952.iter().find(|c| c.0 == input) {
            assert_eq!(
                UriRef::parse(input).unwrap().normalize_syntax().as_str(),
                *ours
            );
            own += 1;
        } else if case["kind"] == "iri-ref" {
            let iri = IriRef::parse(input).unwrap();
            assert_eq!(iri.normalize_syntax().as_str(), expected, "{input}");
            iris += 1;
        } else {
            let uri = UriRef::parse(input).unwrap();
            assert_eq!(uri.normalize_syntax().as_str(), expected, "{input}");
            assert!(
                uri.eq_normalized(&UriRef::parse(expected).unwrap()),
                "{input}"
            );
            uris += 1;
        }
    }
    assert_eq!((uris, iris, own), (23, 2, 3));
}

/// RFC 3986 section 6.2.2's and 6.2.3's examples.
#[test]
fn rfc3986_section_6_examples() {
    // 6.2.2: "example://a/b/c/%7Bfoo%7D" and "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"
    assert_eq!(
        normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"),
        "example://a/b/c/%7Bfoo%7D"
    );
    // 6.2.2.1: "HTTP://www.EXAMPLE.com/" is equivalent to "http://www.example.com/"
    assert_eq!(
        normalize("HTTP://www.EXAMPLE.com/"),
        "http://www.example.com/"
    );
    // 6.2.2.2: "%7Euser" and "~user"
    assert_eq!(
        normalize("http://example.com/%7Euser"),
        "http://example.com/~user"
    );
    // 6.2.3: the four equivalent http URIs; "http://example.com/?" is not one of them.
    for s in [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
    ] {
        assert_eq!(normalize(s), "http://example.com/");
    }
    assert_eq!(normalize("http://example.com/?"), "http://example.com/?");
    assert_eq!(normalize("http://example.com/#"), "http://example.com/#");
    // 6.2.3: "an explicit ":port", for which the port is empty or the default for the
    // scheme"; the other schemes railurl knows.
    for (s, n) in [
        ("https://h:443", "https://h/"),
        ("https://h:80", "https://h:80/"),
        ("ws://h:0080/x", "ws://h/x"),
        ("wss://h:443?q", "wss://h/?q"),
        ("foo://h:80", "foo://h:80"),
        ("foo://h:", "foo://h"),
        ("FILE://LocalHost/etc/./hosts", "file:///etc/hosts"),
        ("file://u@localhost/x", "file://u@localhost/x"),
        ("file://localhost:1/x", "file://localhost:1/x"),
        ("file:/etc/hosts", "file:///etc/hosts"),
        ("file:///", "file:///"),
    ] {
        assert_eq!(normalize(s), n, "{s}");
    }
}

/// The choices `UriRef::normalize` documents: where dot segments stay, hosts, zones, and the
/// "/." guard.
#[test]
fn documented_choices() {
    for (s, n) in [
        ("../a/./b/%2e%2E/c%2e", "../a/./b/%2E%2E/c."),
        ("urn:%2e/%2E%2E/x", "urn:%2E/%2E%2E/x"),
        ("http://h/a/%2e%2E/b", "http://h/b"),
        ("/a/../b", "/a/../b"),
        ("//h/a/../b", "//h/a/../b"),
        ("urn:a/../b", "urn:a/../b"),
        ("foo:/a/b/../../..//x", "foo:/.//x"),
        ("foo:/.//x", "foo:/.//x"),
        ("HTTP://[2001:DB8::A]:80/", "http://[2001:db8::a]/"),
        ("s://[V7.AbC]", "s://[v7.abc]"),
        ("s://%7E%C3%A9%c3%a9@H%C3%A9", "s://~%C3%A9%C3%A9@h%C3%A9"),
        ("s:%3a%2F%25%20", "s:%3A%2F%25%20"),
    ] {
        assert_eq!(normalize(s), n, "{s}");
    }
    let zoned = UriRef::parse_with_zone_id("HTTP://[FE80::1%25EtH%30]:80/").unwrap();
    assert_eq!(zoned.normalize().as_str(), "http://[fe80::1%25EtH0]/");
}

/// RFC 3987 section 5.3's examples, with IRI characters decoded (5.3.2.3).
#[test]
fn rfc3987_section_5_3_examples() {
    let n = |s: &str| {
        let n = IriRef::parse(s).unwrap().normalize();
        assert_eq!(n.as_iri_ref().normalize().as_str(), n.as_str());
        n.into_string()
    };
    // 5.3.2: "example://a/b/c/%7Bfoo%7D/ros&#xE9;" and
    // "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"
    assert_eq!(
        n("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"),
        "example://a/b/c/%7Bfoo%7D/rosé"
    );
    // 5.3.2.3: "http://example.org/~user", "http://example.org/%7euser", and
    // "http://example.org/%7Euser"
    for s in [
        "http://example.org/~user",
        "http://example.org/%7euser",
        "http://example.org/%7Euser",
    ] {
        assert_eq!(n(s), "http://example.org/~user");
    }
    // 5.3.3's four equivalent IRIs.
    for s in [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
    ] {
        assert_eq!(n(s), "http://example.com/");
    }
    // Invalid UTF-8, private use outside and in the query, and section 4.1's RLO stay encoded.
    assert_eq!(
        n("/%FC%C3?%EE%80%80#%e2%80%ae"),
        "/%FC%C3?%EE%80%80#%E2%80%AE"
    );
    let iri = Iri::parse("HTTP://Ü.example/%C3%BC").unwrap();
    assert_eq!(iri.normalize().as_str(), "http://Ü.example/ü");
    assert!(IriRef::parse("http://ü/%C3%BC")
        .unwrap()
        .eq_normalized(&IriRef::parse("HTTP://ü/ü").unwrap()));
}

/// RFC 3987 section 3.2.1's examples, and what step 2 keeps encoded.
#[test]
fn uri_to_iri_section_3_2() {
    let iri = |s: &str| {
        let uri = UriRef::parse(s).unwrap();
        let iri = uri.to_iri().unwrap();
        // Section 3.2: "The conversion ... will always result in an IRI that maps back to the
        // URI used as an input for the conversion (except for potential case differences in
        // percent-encoding and for potential percent-encoded unreserved characters)".
        let back = iri.as_iri_ref().to_uri();
        assert!(
            back.as_uri_ref().eq_normalized(&uri),
            "{s} -> {iri} -> {back}"
        );
        assert_eq!(
            back.as_uri_ref().normalize_syntax().as_str(),
            uri.normalize_syntax().as_str()
        );
        iri.into_string()
    };
    assert_eq!(
        iri("http://www.example.org/D%C3%BCrst"),
        "http://www.example.org/Dürst"
    );
    assert_eq!(
        iri("http://www.example.org/D%FCrst"),
        "http://www.example.org/D%FCrst"
    );
    assert_eq!(
        iri("http://xn--99zt52a.example.org/%e2%80%ae"),
        "http://xn--99zt52a.example.org/%E2%80%AE"
    );
    // Section 3.2's warning: "%E9" is not UTF-8 and must not become "é".
    assert_eq!(
        iri("http://www.example.org/r%E9sum%E9.html"),
        "http://www.example.org/r%E9sum%E9.html"
    );
    // Step 2: "%", reserved characters and ASCII that URIs do not allow stay encoded.
    let kept = "%25%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%20%22%3C%3E%5C%5E%60%7B%7C%7D%7F%00%1F";
    assert_eq!(iri(&format!("/{kept}")), format!("/{kept}"));
    // Per component: private use only in the query; user information and hosts too.
    assert_eq!(
        iri("s://%C3%A4@%C3%B6/%EE%80%80?%EE%80%80#%EE%80%80"),
        "s://ä@ö/%EE%80%80?\u{E000}#%EE%80%80"
    );
    // Overlong forms, surrogates, and a sequence cut short.
    assert_eq!(iri("/%C0%AF%ED%A0%80%E6%97"), "/%C0%AF%ED%A0%80%E6%97");
    let uri = Uri::parse("https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC%E8%AA%9E").unwrap();
    assert_eq!(
        uri.to_iri().unwrap().as_str(),
        "https://ja.wikipedia.org/wiki/日本語"
    );
    let zoned = UriRef::parse_with_zone_id("http://[fe80::1%25eth0]/").unwrap();
    assert!(zoned.to_iri().is_err());
}
