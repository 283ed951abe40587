//! The Rust capabilities of issue 14 (src/api/), checked on the URL Standard's
//! examples and on every URL of WPT's urltestdata.json and setters_tests.json: each result is
//! compared with what the spec's getters, setters and parser say.

mod support;

use railurl::{FilePathError, HostView, Position, SetterError, Url};
use std::net::{Ipv4Addr, Ipv6Addr};

/// Every URL that urltestdata.json expects to parse (its inputs with their bases).
fn wpt_urls() -> Vec<(Option<Url>, Url)> {
    let data = support::wpt_json("urltestdata.json");
    let mut out = Vec::new();
    for case in data.as_array().expect("an array") {
        let Some(input) = case.get("input").and_then(|v| v.as_str()) else {
            continue;
        };
        let base = match case.get("base").and_then(|v| v.as_str()) {
            Some(b) => match Url::parse(b) {
                Ok(base) => Some(base),
                Err(_) => continue,
            },
            None => None,
        };
        let parsed = match &base {
            Some(b) => Url::parse_with_base(input, b),
            None => Url::parse(input),
        };
        if let Ok(url) = parsed {
            out.push((base, url));
        }
    }
    assert!(out.len() > 600, "urltestdata.json has its successful cases");
    out
}

/// The href parses back to the same URL record: the invariant every capability keeps.
fn assert_stable(url: &Url, what: &str) {
    let reparsed = Url::parse(url.href()).unwrap_or_else(|e| panic!("{what}: {url} fails: {e}"));
    assert_eq!(
        reparsed.record(),
        url.record(),
        "{what}: {url} reparses differently"
    );
}

#[test]
fn positions_slice_out_the_spec_getters() {
    for (_, url) in wpt_urls() {
        let s = |a, b| &url[a..b];
        assert_eq!(&url[..], url.href());
        assert_eq!(&url[..Position::AfterScheme], url.scheme());
        assert_eq!(
            s(Position::BeforeUsername, Position::AfterUsername),
            url.username()
        );
        assert_eq!(
            s(Position::BeforePassword, Position::AfterPassword),
            url.password()
        );
        assert_eq!(s(Position::BeforeHost, Position::AfterHost), url.hostname());
        assert_eq!(s(Position::BeforePort, Position::AfterPort), url.port());
        assert_eq!(s(Position::BeforePath, Position::AfterPath), url.pathname());
        let query = s(Position::BeforeQuery, Position::AfterQuery);
        assert_eq!(query, url.query().unwrap_or(""), "{url}");
        assert_eq!(
            &url[Position::BeforeFragment..],
            url.fragment().unwrap_or("")
        );
    }
}

#[test]
fn host_view_serializes_as_the_hostname_getter() {
    for (_, url) in wpt_urls() {
        match url.host_view() {
            Some(view) => {
                assert_eq!(view.to_string(), url.hostname(), "{url}");
                assert_eq!(Some(view.to_host()), url.host_value());
                assert_eq!(url.host_str(), Some(url.hostname()));
            }
            None => assert_eq!((url.host_str(), url.hostname()), (None, "")),
        }
    }
}

#[test]
fn host_view_spec_examples() {
    // "Host representation" examples: IPv4 and IPv6 hosts, and the IPv6 serializer's
    // compression, which differs from std's Display.
    let url = Url::parse("https://127.0.0.1/").unwrap();
    assert_eq!(url.host_view(), Some(HostView::Ipv4(Ipv4Addr::LOCALHOST)));
    let url = Url::parse("http://[2001:db8::1]/").unwrap();
    let v6 = Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1);
    assert_eq!(url.host_view(), Some(HostView::Ipv6(v6)));
    let url = Url::parse("http://[::ffff:192.0.2.1]/").unwrap();
    assert_eq!(url.hostname(), "[::ffff:c000:201]");
    assert_eq!(url.host_view().unwrap().to_string(), "[::ffff:c000:201]");
    assert_eq!(
        Url::parse("https://example.com:443/")
            .unwrap()
            .port_or_known_default(),
        Some(443)
    );
}

#[test]
fn query_pairs_parse_as_the_form_urlencoded_parser() {
    for (_, url) in wpt_urls() {
        let lazy: Vec<(String, String)> = url
            .query_pairs()
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect();
        let eager = railurl::form_urlencoded::parse(url.query().unwrap_or("").as_bytes());
        assert_eq!(lazy, eager, "{url}");
    }
}

#[test]
fn query_pairs_mut_writes_a_query_that_parses_back() {
    for (_, mut url) in wpt_urls() {
        let before: Vec<_> = url
            .search_params()
            .iter()
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect();
        url.query_pairs_mut().append_pair("a b", "c&d=é");
        assert_stable(&url, "query_pairs_mut");
        let after: Vec<_> = url
            .search_params()
            .iter()
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect();
        assert_eq!(after.len(), before.len() + 1, "{url}");
        assert_eq!(
            after.last().map(|(k, v)| (k.as_str(), v.as_str())),
            Some(("a b", "c&d=é"))
        );
    }
}

#[test]
fn path_segments_mut_keeps_urls_that_parse_to_themselves() {
    for (_, url) in wpt_urls() {
        if url.has_opaque_path() {
            let mut url = url.clone();
            assert_eq!(url.path_segments_mut().err(), Some(SetterError::OpaquePath));
            assert!(url.path_segments().is_none());
            continue;
        }
        let segments: Vec<String> = url.path_segments().unwrap().map(str::to_owned).collect();
        assert_eq!(
            format!("/{}", segments.join("/")).trim_end_matches('/'),
            url.pathname().trim_end_matches('/')
        );
        for edit in 0..6 {
            let mut changed = url.clone();
            {
                let mut path = changed.path_segments_mut().unwrap();
                match edit {
                    0 => path.push("x y/z\\?#%"),
                    1 => path.pop(),
                    2 => path.pop_if_empty(),
                    3 => path.clear(),
                    4 => path.push(".."),
                    _ => path.extend(["", "C|", "."]),
                };
            }
            assert_stable(&changed, &format!("path edit {edit} of {url}"));
            if edit == 0 {
                let last = changed
                    .path_segments()
                    .unwrap()
                    .next_back()
                    .map(str::to_owned);
                let expected = if url.is_special() {
                    "x%20y%2Fz%5C%3F%23%25"
                } else {
                    "x%20y%2Fz\\%3F%23%25"
                };
                assert_eq!(last.as_deref(), Some(expected), "{url}");
            }
            // Query and fragment are untouched.
            assert_eq!(
                (changed.query(), changed.fragment()),
                (url.query(), url.fragment())
            );
        }
    }
}

#[test]
fn make_relative_is_undone_by_join() {
    let urls: Vec<Url> = wpt_urls().into_iter().map(|(_, u)| u).collect();
    let mut found = 0;
    for base in &urls {
        for url in &urls {
            if let Some(relative) = base.make_relative(url) {
                found += 1;
                let joined = base
                    .join(&relative)
                    .unwrap_or_else(|e| panic!("{base} + {relative:?}: {e}"));
                assert_eq!(&joined, url, "base {base}, relative {relative:?}");
            }
        }
    }
    assert!(found > 1000, "only {found} related pairs");
}

#[test]
fn try_setters_have_the_spec_setters_effect() {
    let data = support::wpt_json("setters_tests.json");
    for (component, cases) in data.as_object().unwrap() {
        let Some(cases) = cases.as_array() else {
            continue;
        };
        for case in cases {
            let (Some(href), Some(value)) = (case["href"].as_str(), case["new_value"].as_str())
            else {
                continue;
            };
            let Ok(mut spec) = Url::parse(href) else {
                continue;
            };
            let mut tried = spec.clone();
            let result = match component.as_str() {
                "protocol" => {
                    spec.set_protocol(value);
                    tried.try_set_protocol(value)
                }
                "username" => {
                    spec.set_username(value);
                    tried.try_set_username(value)
                }
                "password" => {
                    spec.set_password(value);
                    tried.try_set_password(value)
                }
                "host" => {
                    spec.set_host(value);
                    tried.try_set_host(value)
                }
                "hostname" => {
                    spec.set_hostname(value);
                    tried.try_set_hostname(value)
                }
                "port" => {
                    spec.set_port(value);
                    tried.try_set_port(value)
                }
                "pathname" => {
                    spec.set_pathname(value);
                    tried.try_set_pathname(value)
                }
                _ => continue,
            };
            assert_eq!(tried.href(), spec.href(), "{component} {value:?} on {href}");
            // A value the setter took leaves its mark; one it refused changed nothing it names.
            if let Some(expected) = case["expected"]["href"].as_str() {
                assert_eq!(tried.href(), expected);
            }
            if result.is_err() && component != "host" && component != "port" {
                assert_eq!(
                    tried.href(),
                    Url::parse(href).unwrap().href(),
                    "{component} {value:?} on {href}: {result:?}"
                );
            }
        }
    }
}

#[test]
fn setters_report_what_the_spec_ignores() {
    let mut url = Url::parse("https://example.org/").unwrap();
    // The failure is about the value given: its digits.
    let out_of_range = railurl::ParseError::new(railurl::ParseErrorKind::PortOutOfRange, 0..5);
    assert_eq!(
        url.try_set_port("99999"),
        Err(SetterError::Parse(out_of_range))
    );
    assert_eq!(
        url.try_set_protocol("foo"),
        Err(SetterError::SchemeChangeNotAllowed)
    );
    assert_eq!(url.remove_host(), Err(SetterError::HostRequired));
    let mut file = Url::parse("file://host/x").unwrap();
    assert_eq!(
        file.try_set_username("u"),
        Err(SetterError::CannotHaveUsernamePasswordPort)
    );
    assert_eq!(file.try_set_protocol("http"), Ok(()));
    let mut empty_file = Url::parse("file:///x").unwrap();
    // Scheme state: "If url's scheme is "file" and its host is an empty host, then return."
    assert_eq!(
        empty_file.try_set_protocol("http"),
        Err(SetterError::SchemeChangeNotAllowed)
    );
    let mut url = Url::parse("foo://h:1/").unwrap();
    url.remove_host().unwrap();
    assert_eq!(url.href(), "foo:/");
    assert_stable(&url, "remove_host");
    let mut url = Url::parse("foo://h//x").unwrap();
    url.remove_host().unwrap();
    assert_eq!(url.href(), "foo:/.//x");
    assert_stable(&url, "remove_host");
}

#[test]
fn opaque_origins_are_unique() {
    // HTML: an opaque origin is only same origin with itself; the URL Standard's note on
    // "Otherwise": such URLs "cannot be same origin with themselves".
    let url = Url::parse("data:text/plain,x").unwrap();
    let (a, b) = (url.origin(), url.origin());
    assert!(a.same_origin(&a.clone()));
    assert!(!a.same_origin(&b));
    assert_ne!(a, b);
    assert_eq!(
        (a.to_string(), b.to_string()),
        ("null".into(), "null".into())
    );
    let https = Url::parse("https://example.org/").unwrap();
    assert!(https.origin().same_origin(
        &Url::parse("blob:https://example.org/uuid")
            .unwrap()
            .origin()
    ));
}

#[test]
fn windows_paths_on_every_platform() {
    let cases = [
        (r"C:\foo\bar", "file:///C:/foo/bar", r"C:\foo\bar"),
        (r"c:/foo/bar/", "file:///C:/foo/bar/", r"C:\foo\bar\"),
        (r"C:\", "file:///C:/", r"C:\"),
        (
            r"C:\a b\%\#\é",
            "file:///C:/a%20b/%25/%23/%C3%A9",
            r"C:\a b\%\#\é",
        ),
        (
            r"\\server\share\dir\f.txt",
            "file://server/share/dir/f.txt",
            r"\\server\share\dir\f.txt",
        ),
        (
            r"\\192.168.0.1\share\f",
            "file://192.168.0.1/share/f",
            r"\\192.168.0.1\share\f",
        ),
        (r"\\?\C:\foo\bar", "file:///C:/foo/bar", r"C:\foo\bar"),
        (
            r"\\?\UNC\server\share\f",
            "file://server/share/f",
            r"\\server\share\f",
        ),
        (r"C:\a\..\b\.\c", "file:///C:/b/c", r"C:\b\c"),
    ];
    for (path, href, back) in cases {
        let url = Url::from_windows_file_path(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(url.href(), href, "{path}");
        assert_stable(&url, path);
        assert_eq!(url.to_windows_file_path().as_deref(), Ok(back), "{href}");
    }
    for (path, error) in [
        ("relative", FilePathError::NotAbsolute),
        (r"..\relative", FilePathError::NotAbsolute),
        (r"\drive-relative", FilePathError::NotAbsolute),
        (r"C:drive-relative", FilePathError::NotAbsolute),
        (r"\\ucn\", FilePathError::UnsupportedPrefix),
        (r"\\.\some\path", FilePathError::UnsupportedPrefix),
        (r"\\?\Volume{x}\f", FilePathError::UnsupportedPrefix),
    ] {
        assert_eq!(Url::from_windows_file_path(path), Err(error), "{path}");
    }
    assert!(matches!(
        Url::from_windows_file_path(r"\\a b\share\f"),
        Err(FilePathError::InvalidHost(_))
    ));
    assert_eq!(
        Url::from_windows_directory_path(r"C:\foo").unwrap().href(),
        "file:///C:/foo/"
    );
    // Percent-encoded drive letters and "|" are drive letters too ("Windows drive letter").
    assert_eq!(
        Url::parse("file:///C%3A/x")
            .unwrap()
            .to_windows_file_path()
            .as_deref(),
        Ok(r"C:\x")
    );
    assert_eq!(
        Url::parse("file:///C|/x")
            .unwrap()
            .to_windows_file_path()
            .as_deref(),
        Ok(r"C:\x")
    );
    assert_eq!(
        Url::parse("file:///C:/a%5Cb")
            .unwrap()
            .to_windows_file_path(),
        Err(FilePathError::EncodedSeparator)
    );
    assert_eq!(
        Url::parse("file:///C:/%FF").unwrap().to_windows_file_path(),
        Err(FilePathError::InvalidUtf8)
    );
}

#[test]
fn unix_paths_on_every_platform() {
    let cases: [(&[u8], &str); 6] = [
        (b"/foo/bar", "file:///foo/bar"),
        (b"/", "file:///"),
        (b"/foo/ba\0r", "file:///foo/ba%00r"),
        (b"/foo/ba%00r", "file:///foo/ba%2500r"),
        (b"/foo/ba\\r/", "file:///foo/ba%5Cr/"),
        (b"/C|/ba\x80r", "file:///C%7C/ba%80r"),
    ];
    for (path, href) in cases {
        let url = Url::from_unix_file_path(path).unwrap();
        assert_eq!(url.href(), href);
        assert_stable(&url, href);
        assert_eq!(url.to_unix_file_path().as_deref(), Ok(path), "{href}");
    }
    assert_eq!(
        Url::from_unix_directory_path(b"/foo/bar").unwrap().href(),
        "file:///foo/bar/"
    );
    assert_eq!(
        Url::from_unix_file_path(b"/a/./b//../c").unwrap().href(),
        "file:///a/c"
    );
    assert_eq!(
        Url::parse("file://host/x").unwrap().to_unix_file_path(),
        Err(FilePathError::HasHost)
    );
    assert_eq!(
        Url::parse("file://localhost/x")
            .unwrap()
            .to_unix_file_path(),
        Ok(b"/x".to_vec())
    );
}

#[test]
fn conversions() {
    assert_eq!(Url::try_from("HTTP://a").unwrap().href(), "http://a/");
    assert_eq!(
        Url::try_from(String::from("no scheme"))
            .unwrap_err()
            .spec_name(),
        "missing-scheme-non-relative-URL"
    );
}

/// `socket_addrs` resolves names through std, so it exists with the `std` feature only.
#[cfg(feature = "std")]
#[test]
fn socket_addrs() {
    let addrs = Url::parse("wss://[::1]/")
        .unwrap()
        .socket_addrs(|| None)
        .unwrap();
    assert_eq!(addrs, ["[::1]:443".parse().unwrap()]);
    let err = Url::parse("foo://127.0.0.1/")
        .unwrap()
        .socket_addrs(|| None)
        .unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
}

#[test]
fn make_relative_examples() {
    let cases = [
        ("http://h/a/b?q", "http://h/a/b", Some("b")),
        ("http://h/a/x:y?q", "http://h/a/x:y", Some("./x:y")),
        ("http://h/a/?q", "http://h/a/", Some("./")),
        ("http://h/a/b", "http://h/a/b#f", Some("#f")),
        ("http://h/a/b", "http://h/c//d", Some("../c//d")),
        ("http://h/a", "http://h//d", Some(".//d")),
        ("http://h/a", "http://h/c:d", Some("./c:d")),
        ("http://h/a", "https://h/a", None),
        ("http://u@h/a", "http://h/a", None),
        ("file:///C:/a", "file:///D:/a", None),
        ("foo://h?q", "foo://h", None),
    ];
    for (base, url, expected) in cases {
        let (base, url) = (Url::parse(base).unwrap(), Url::parse(url).unwrap());
        let relative = base.make_relative(&url);
        assert_eq!(relative.as_deref(), expected, "{base} to {url}");
        if let Some(r) = relative {
            assert_eq!(base.join(&r).unwrap(), url, "{base} + {r}");
        }
    }
}

/// The example table of "Host parsing" in the URL Standard: input, the result for a special
/// URL (isOpaque false) and for a non-special one (isOpaque true); `None` is failure.
#[test]
fn parse_host_spec_examples() {
    use railurl::{parse_host, Host};
    let domain = |s: &str| Some(Host::Domain(s.to_owned().into()));
    let opaque = |s: &str| Some(Host::Opaque(s.to_owned().into()));
    let v4 = |a: [u8; 4]| Some(Host::Ipv4(u32::from_be_bytes(a)));
    let localhost_v6 = Some(Host::Ipv6([0, 0, 0, 0, 0, 0, 0, 1]));
    let table: [(&str, Option<Host<'static>>, Option<Host<'static>>); 14] = [
        ("EXAMPLE.COM", domain("example.com"), opaque("EXAMPLE.COM")),
        (
            "example%2Ecom",
            domain("example.com"),
            opaque("example%2Ecom"),
        ),
        (
            "faß.example",
            domain("xn--fa-hia.example"),
            opaque("fa%C3%9F.example"),
        ),
        ("0", v4([0, 0, 0, 0]), opaque("0")),
        ("%30", v4([0, 0, 0, 0]), opaque("%30")),
        ("0x", v4([0, 0, 0, 0]), opaque("0x")),
        ("0xffffffff", v4([255, 255, 255, 255]), opaque("0xffffffff")),
        ("[0:0::1]", localhost_v6.clone(), localhost_v6),
        ("[0:0::1%5D", None, None),
        ("[0:0::%31]", None, None),
        ("09", None, opaque("09")),
        ("example.255", None, opaque("example.255")),
        ("example^example", None, None),
        ("", None, Some(Host::Empty)),
    ];
    for (input, special, non_special) in table {
        assert_eq!(
            parse_host(input, true).ok(),
            special,
            "{input:?}, isOpaque false"
        );
        assert_eq!(
            parse_host(input, false).ok(),
            non_special,
            "{input:?}, isOpaque true"
        );
    }
}

/// `parse_host` is the host parser on the host alone, with nothing trimmed or cut off: the
/// opaque-host parser percent-encodes C0 controls other than the forbidden host code points
/// (NULL, TAB, LF, CR) wherever they stand, "domain to ASCII" forbids them all, and an input
/// that starts with `[` but does not end with `]` is IPv6-unclosed, whatever follows.
#[test]
fn parse_host_takes_the_host_alone() {
    use railurl::{parse_host, Host, ParseErrorKind as K};
    let opaque = |s: &str| Ok(Host::Opaque(s.to_owned().into()));
    assert_eq!(parse_host("https\x0C", false), opaque("https%0C"));
    assert_eq!(parse_host("\x01a\x1F", false), opaque("%01a%1F"));
    let failure = |input: &str, special: bool| {
        let e = parse_host(input, special).unwrap_err();
        (e.kind(), e.span())
    };
    let whole = |input: &str| 0..input.len();
    for input in ["https\x0C", "\x01a"] {
        assert_eq!(
            failure(input, true),
            (K::DomainInvalidCodePoint, whole(input))
        );
    }
    for input in ["\0a", "a\t", " a", "a ", "a:b", "a/b", "a@b"] {
        assert_eq!(
            failure(input, false),
            (K::HostInvalidCodePoint, whole(input)),
            "{input:?}"
        );
        assert_eq!(
            failure(input, true).0,
            K::DomainInvalidCodePoint,
            "{input:?}"
        );
    }
    for special in [true, false] {
        assert_eq!(failure("[::1]:2", special), (K::Ipv6Unclosed, 0..7));
        assert_eq!(failure("[::1", special), (K::Ipv6Unclosed, 0..4));
        assert_eq!(failure("[::1]x]", special).0, K::Ipv6InvalidCodePoint);
    }
}
