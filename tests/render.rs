//! "URL rendering": the display form of a URL (no credentials, the host through domain to
//! Unicode, percent-encoded UTF-8 decoded where it is safe) and its elision to a width that
//! keeps the registrable domain. The rules are docs/rendering.md's; these tests check each
//! row of its table, and two properties over every URL of WPT's urltestdata.json and the
//! corpus: the rendering parses back to the same URL, and every elision keeps what it must.

use railurl::Url;

fn render(url: &str) -> String {
    Url::parse(url).unwrap().render().to_string()
}

#[test]
fn no_credentials_and_the_host_in_unicode() {
    let cases = [
        (
            "https://examplecorp.com@attacker.example/",
            "https://attacker.example/",
        ),
        (
            "https://u:p@xn--bcher-kva.example:81/",
            "https://bücher.example:81/",
        ),
        ("https://xn--j28h.xn--938h/", "https://😅.🙂/"),
        // Domain to Unicode failed (the label is no valid Punycode): the ASCII domain.
        ("https://xn--a.example/", "https://xn--a.example/"),
        ("http://[::1]:8080/", "http://[::1]:8080/"),
        ("http://0x7f.1/", "http://127.0.0.1/"),
        ("foo://h%C3%A9/p", "foo://h%C3%A9/p"), // an opaque host stays as it is
        ("file:///C:/x", "file:///C:/x"),
        ("mailto:someone@example.com", "mailto:someone@example.com"),
        ("web+demo:/.//not-a-host/", "web+demo:/.//not-a-host/"),
    ];
    for (url, rendered) in cases {
        assert_eq!(render(url), rendered, "{url}");
    }
}

#[test]
fn what_is_decoded_and_what_stays_encoded() {
    let cases = [
        // UTF-8 letters, symbols and emoji: decoded, in path, query and fragment.
        ("/caf%C3%A9?q=%E2%9C%93#%F0%9F%98%80", "/café?q=✓#😀"),
        ("/%E5%AD%97/%D8%B9%D8%B1%D8%A8%D9%8A", "/字/عربي"),
        // Unreserved ASCII: decoded; every other ASCII byte stays encoded.
        ("/%41%7a%30%2D%2E%5F%7E", "/Az0-._~"),
        (
            "/a%2Fb%3Fc%23d%25e%26f%3Dg%2Bh%3Bi%3Aj%40k%20l",
            "/a%2Fb%3Fc%23d%25e%26f%3Dg%2Bh%3Bi%3Aj%40k%20l",
        ),
        (
            "/%00%09%0A%7F%22%3C%3E%60%7B%7D%7C%5C%5E",
            "/%00%09%0A%7F%22%3C%3E%60%7B%7D%7C%5C%5E",
        ),
        // Invalid UTF-8: a lone continuation byte, a cut sequence, overlong forms, a
        // surrogate, past U+10FFFF.
        (
            "/%80/%C3/%C3%28/%C0%AF/%E0%80%AF/%ED%A0%80/%F4%90%80%80",
            "/%80/%C3/%C3%28/%C0%AF/%E0%80%AF/%ED%A0%80/%F4%90%80%80",
        ),
        // C1 controls, no-break and other spaces, zero width and bidi controls.
        (
            "/%C2%85%C2%A0%E2%80%83%E2%80%8B%E2%80%8D%E2%80%AE%E2%81%A6%EF%BB%BF",
            "/%C2%85%C2%A0%E2%80%83%E2%80%8B%E2%80%8D%E2%80%AE%E2%81%A6%EF%BB%BF",
        ),
        // Fillers, variation selectors, private use, noncharacters, the replacement character.
        (
            "/%E3%85%A4%EF%B8%8F%EE%80%80%EF%B7%90%EF%BF%BF%EF%BF%BD",
            "/%E3%85%A4%EF%B8%8F%EE%80%80%EF%B7%90%EF%BF%BF%EF%BF%BD",
        ),
        // Delimiter lookalikes (fraction and division slashes, fullwidth `?` and `#`,
        // ideographic full stop) and the spec's lock.
        (
            "/%E2%81%84%E2%88%95%EF%BC%9F%EF%BC%83%E3%80%82%F0%9F%94%92",
            "/%E2%81%84%E2%88%95%EF%BC%9F%EF%BC%83%E3%80%82%F0%9F%94%92",
        ),
        // A combining mark after ASCII or a delimiter stays encoded; after a decoded letter
        // it is decoded.
        ("/e%CC%81/%CC%B8x/%C3%A9%CC%81", "/e%CC%81/%CC%B8x/é\u{301}"),
        // Lowercase escapes decode too; a `%` that starts no escape stays.
        ("/%c3%a9%/%zz", "/é%/%zz"),
    ];
    for (path, rendered) in cases {
        let url = format!("https://example.com{path}");
        assert_eq!(
            render(&url),
            format!("https://example.com{rendered}"),
            "{path}"
        );
    }
    // An opaque path decodes the same way.
    assert_eq!(render("mailto:%C3%A9%40x"), "mailto:é%40x");
}

/// The escapes of `text` with unreserved ASCII decoded and hex digits in upper case: the same
/// URL for the parser, written one way.
fn normalize(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let escape = rest
            .get(at + 1..at + 3)
            .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()));
        match escape.map(|h| u8::from_str_radix(h, 16).unwrap()) {
            Some(b) if b.is_ascii_alphanumeric() || b"-._~".contains(&b) => out.push(char::from(b)),
            Some(_) => out.push_str(&rest[at..at + 3].to_ascii_uppercase()),
            None => {
                out.push('%');
                rest = &rest[at + 1..];
                continue;
            }
        }
        rest = &rest[at + 3..];
    }
    out.push_str(rest);
    out
}

/// Every URL of WPT's urltestdata.json that parses, and of the corpus.
fn urls() -> Vec<Url> {
    let wpt: serde_json::Value =
        serde_json::from_str(include_str!("wpt/urltestdata.json")).unwrap();
    let wpt = wpt.as_array().unwrap().iter().filter_map(|case| {
        let input = case.get("input")?.as_str()?;
        let base = case.get("base").and_then(|b| b.as_str());
        match base {
            Some(base) => Url::parse_with_base(input, &Url::parse(base).ok()?).ok(),
            None => Url::parse(input).ok(),
        }
    });
    let corpus = include_str!("data/corpus.txt")
        .lines()
        .filter_map(|line| Url::parse(line).ok());
    wpt.chain(corpus).collect()
}

#[test]
fn the_rendering_parses_back_to_the_same_url_without_its_credentials() {
    let urls = urls();
    assert!(urls.len() > 11_000);
    for url in &urls {
        let mut expected = url.clone();
        expected.set_username("");
        expected.set_password("");
        let rendered = url.render();
        let reparsed = Url::parse(rendered.as_str())
            .unwrap_or_else(|e| panic!("{url}: the rendering {rendered} fails: {e}"));
        assert_eq!(
            normalize(reparsed.href()),
            normalize(expected.href()),
            "{url}: rendered {rendered}"
        );
    }
}

#[test]
fn the_spec_examples_of_elision() {
    // "examplecorp.com.evil.com should be elided as ...com.evil.com, not examplecorp.com..."
    let rendered = Url::parse("https://examplecorp.com.evil.com/")
        .unwrap()
        .render();
    assert_eq!(rendered.elide_host(13), "\u{2026}com.evil.com");
    assert_eq!(rendered.elide(22), "https://\u{2026}com.evil.com/");
    // "at least the registrable domain": never `...examplecorp.com` for this host.
    let rendered = Url::parse("https://not-really-examplecorp.com/")
        .unwrap()
        .render();
    for width in 0..40 {
        assert!(rendered.elide(width).contains("not-really-examplecorp.com"));
        assert_eq!(rendered.elide_host(width), "not-really-examplecorp.com");
    }
}

/// What every elision of `url` to any width keeps: the scheme and port, the host's
/// registrable domain (or the whole host without one), whole labels only, no cut escape,
/// and the width whenever that minimum fits in it.
fn check_elisions(url: &Url) {
    let rendered = url.render();
    let full = rendered.as_str();
    let columns = |text: &str| text.chars().count();
    let kept = rendered
        .registrable_domain()
        .unwrap_or(rendered.host())
        .to_owned();
    let slashes = if url.has_host() { "//" } else { "" };
    let head = &format!("{}{slashes}", url.protocol());
    let port = if url.port().is_empty() {
        String::new()
    } else {
        format!(":{}", url.port())
    };
    let minimum = columns(head) + columns(&kept) + 1 + columns(&port) + 2;
    for width in 0..=columns(full) + 1 {
        let elided = rendered.elide(width);
        assert!(elided.starts_with(head), "{full} at {width}: {elided}");
        let host_and_after = &elided[head.len()..];
        let host_part = host_and_after
            .strip_prefix('\u{2026}')
            .unwrap_or(host_and_after);
        assert!(
            host_part.contains(kept.as_str()),
            "{full} at {width}: {elided}"
        );
        assert!(
            elided.contains(&format!("{kept}{port}")),
            "{full} at {width}: {elided}"
        );
        if width >= columns(full) {
            assert_eq!(elided, full);
        } else if width >= minimum {
            assert!(columns(&elided) <= width, "{full} at {width}: {elided}");
        }
        // An escape is whole or absent: no `%` followed by fewer than two hex digits that
        // the rendering did not have.
        for (at, _) in elided.match_indices('%') {
            let hex = elided[at + 1..]
                .chars()
                .take(2)
                .filter(char::is_ascii_hexdigit)
                .count();
            assert!(
                hex == 2 || full.contains(&elided[at..]),
                "{full} at {width}: {elided}"
            );
        }
        let host = rendered.elide_host(width);
        assert!(
            host.ends_with(kept.as_str())
                && rendered
                    .host()
                    .ends_with(host.trim_start_matches('\u{2026}'))
        );
    }
}

#[test]
fn every_elision_keeps_what_it_must() {
    let urls = urls();
    // Every hundredth URL, at every width (and all of a few long-hosted ones).
    for url in urls.iter().step_by(100) {
        check_elisions(url);
    }
    for url in [
        "https://a.b.c.d.example.co.uk:8443/%E2%9C%93/path?query=1#frag",
        "https://xn--bcher-kva.shop.example.com/b%C3%BCcher",
        "http://[2001:db8::1]:8080/a/b/c",
        "https://www.city.kobe.jp./x",
        "https://github.io/whatwg/",
    ] {
        check_elisions(&Url::parse(url).unwrap());
    }
}
