//! Sites (HTML Standard, "Sites"): "obtain a site", "same site" and "schemelessly same
//! site", on pairs of origins of every kind, against the HTML Standard's definitions applied
//! by hand to each pair (the expected answers are written out, not computed).

use railurl::{Origin, Site, Url};

fn origin(url: &str) -> Origin {
    Url::parse(url).unwrap().origin()
}

#[test]
fn obtain_a_site() {
    let cases = [
        ("https://example.com/", "https://example.com"),
        ("https://sub.www.example.com:8443/x", "https://example.com"),
        ("http://EXAMPLE.com./", "http://example.com."),
        ("https://whatwg.github.io/", "https://whatwg.github.io"),
        ("https://a.whatwg.github.io/", "https://whatwg.github.io"),
        ("https://github.io/", "https://github.io"),
        ("https://b\u{fc}cher.de/", "https://xn--bcher-kva.de"),
        ("https://localhost:3000/", "https://localhost"),
        ("http://127.0.0.1/", "http://127.0.0.1"),
        ("http://[2001:db8::1]:80/", "http://[2001:db8::1]"),
        ("ws://chat.example.co.uk/", "ws://example.co.uk"),
        ("blob:https://a.example.com/uuid", "https://example.com"),
        ("data:text/plain,x", "null"),
        ("file:///etc/hosts", "null"),
    ];
    for (url, site) in cases {
        assert_eq!(origin(url).site().to_string(), site, "{url}");
    }
    // The registrable domain becomes the site's host, a domain.
    let Site::SchemeAndHost { scheme, host } = origin("https://a.b.example.com/").site() else {
        panic!("a tuple origin's site is a scheme-and-host");
    };
    assert_eq!(scheme, "https");
    assert_eq!(host, railurl::Host::Domain("example.com".into()));
}

#[test]
fn same_site_and_schemelessly_same_site() {
    // (A, B, same origin, schemelessly same site, same site)
    let cases = [
        (
            "https://example.com",
            "https://example.com",
            true,
            true,
            true,
        ),
        (
            "https://example.com",
            "https://sub.example.com",
            false,
            true,
            true,
        ),
        (
            "https://example.com",
            "https://sub.other.example.com",
            false,
            true,
            true,
        ),
        (
            "https://example.com",
            "http://non-secure.example.com",
            false,
            true,
            false,
        ),
        (
            "https://example.com:443",
            "https://example.com:8443",
            false,
            true,
            true,
        ),
        (
            "https://example.com",
            "wss://example.com",
            false,
            true,
            false,
        ),
        (
            "https://example.com",
            "https://example.com.",
            false,
            false,
            false,
        ),
        (
            "https://example.com",
            "https://example.org",
            false,
            false,
            false,
        ),
        (
            "https://whatwg.github.io",
            "https://wicg.github.io",
            false,
            false,
            false,
        ),
        (
            "https://whatwg.github.io",
            "https://spec.whatwg.github.io",
            false,
            true,
            true,
        ),
        ("https://github.io", "https://github.io", true, true, true),
        (
            "https://github.io",
            "https://whatwg.github.io",
            false,
            false,
            false,
        ),
        (
            "http://127.0.0.1",
            "http://127.0.0.1:8080",
            false,
            true,
            true,
        ),
        ("http://127.0.0.1", "http://127.0.0.2", false, false, false),
        ("http://[::1]", "https://[::1]", false, true, false),
        ("http://localhost", "http://localhost:1", false, true, true),
        // `localhost` is no rule: the implicit `*` makes it a public suffix.
        (
            "http://a.localhost",
            "http://b.localhost",
            false,
            false,
            false,
        ),
        (
            "http://a.localhost",
            "http://x.a.localhost",
            false,
            true,
            true,
        ),
    ];
    for (a, b, same_origin, schemelessly, same_site) in cases {
        let (a_origin, b_origin) = (origin(a), origin(b));
        let got = (
            a_origin.same_origin(&b_origin),
            a_origin.is_schemelessly_same_site(&b_origin),
            a_origin.is_same_site(&b_origin),
        );
        assert_eq!(got, (same_origin, schemelessly, same_site), "{a} and {b}");
        // Both relations are symmetric.
        assert_eq!(
            (
                b_origin.is_schemelessly_same_site(&a_origin),
                b_origin.is_same_site(&a_origin)
            ),
            (schemelessly, same_site),
            "{b} and {a}"
        );
        // Same site is having the same site.
        assert_eq!(a_origin.site() == b_origin.site(), same_site, "{a} and {b}");
    }
}

#[test]
fn opaque_origins_are_only_their_own_site() {
    let data = origin("data:,x");
    let copy = data.clone();
    assert!(data.is_same_site(&copy) && data.is_schemelessly_same_site(&copy));
    assert_eq!(data.site(), copy.site());
    let other = origin("data:,x");
    assert!(!data.is_same_site(&other) && !data.is_schemelessly_same_site(&other));
    assert_ne!(data.site(), other.site());
    let tuple = origin("https://example.com/");
    assert!(!data.is_same_site(&tuple) && !tuple.is_schemelessly_same_site(&data));
}
