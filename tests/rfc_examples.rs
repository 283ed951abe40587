//! The RFCs' own examples and the inputs issue 24 lists, with their components and host types:
//! RFC 3986 sections 1.1.2, 3 and 5.4, RFC 3987 section 3.1, RFC 2396's hostnames.

use core::net::{Ipv4Addr, Ipv6Addr};
use railurl::rfc3986::{AbsoluteUri, Host, HostKind, PathKind, Uri, UriRef};
use railurl::rfc3987::{Iri, IriRef};
use serde_json::Value;

/// Components: scheme, authority, userinfo, host, port, path, query, fragment.
type Parts<'a> = [Option<&'a str>; 8];

fn parts<'a>(r: &UriRef<'a>) -> Parts<'a> {
    [
        r.scheme(),
        r.authority(),
        r.userinfo(),
        r.host(),
        r.port(),
        Some(r.path()),
        r.query(),
        r.fragment(),
    ]
}

/// RFC 3986 section 1.1.2, "Examples", and section 3's two figures.
#[test]
fn rfc3986_examples() {
    let n = None;
    let cases: &[(&str, Parts<'_>, Option<HostKind>)] = &[
        (
            "ftp://ftp.is.co.za/rfc/rfc1808.txt",
            [
                Some("ftp"),
                Some("ftp.is.co.za"),
                n,
                Some("ftp.is.co.za"),
                n,
                Some("/rfc/rfc1808.txt"),
                n,
                n,
            ],
            Some(HostKind::RegName),
        ),
        (
            "http://www.ietf.org/rfc/rfc2396.txt",
            [
                Some("http"),
                Some("www.ietf.org"),
                n,
                Some("www.ietf.org"),
                n,
                Some("/rfc/rfc2396.txt"),
                n,
                n,
            ],
            Some(HostKind::RegName),
        ),
        (
            "ldap://[2001:db8::7]/c=GB?objectClass?one",
            [
                Some("ldap"),
                Some("[2001:db8::7]"),
                n,
                Some("[2001:db8::7]"),
                n,
                Some("/c=GB"),
                Some("objectClass?one"),
                n,
            ],
            Some(HostKind::Ipv6),
        ),
        (
            "mailto:John.Doe@example.com",
            [
                Some("mailto"),
                n,
                n,
                n,
                n,
                Some("John.Doe@example.com"),
                n,
                n,
            ],
            None,
        ),
        (
            "news:comp.infosystems.www.servers.unix",
            [
                Some("news"),
                n,
                n,
                n,
                n,
                Some("comp.infosystems.www.servers.unix"),
                n,
                n,
            ],
            None,
        ),
        (
            "tel:+1-816-555-1212",
            [Some("tel"), n, n, n, n, Some("+1-816-555-1212"), n, n],
            None,
        ),
        (
            "telnet://192.0.2.16:80/",
            [
                Some("telnet"),
                Some("192.0.2.16:80"),
                n,
                Some("192.0.2.16"),
                Some("80"),
                Some("/"),
                n,
                n,
            ],
            Some(HostKind::Ipv4),
        ),
        (
            "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
            [
                Some("urn"),
                n,
                n,
                n,
                n,
                Some("oasis:names:specification:docbook:dtd:xml:4.1.2"),
                n,
                n,
            ],
            None,
        ),
        (
            "foo://example.com:8042/over/there?name=ferret#nose",
            [
                Some("foo"),
                Some("example.com:8042"),
                n,
                Some("example.com"),
                Some("8042"),
                Some("/over/there"),
                Some("name=ferret"),
                Some("nose"),
            ],
            Some(HostKind::RegName),
        ),
        (
            "urn:example:animal:ferret:nose",
            [
                Some("urn"),
                n,
                n,
                n,
                n,
                Some("example:animal:ferret:nose"),
                n,
                n,
            ],
            None,
        ),
    ];
    for (input, expected, kind) in cases {
        let uri = Uri::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(parts(&uri), *expected, "{input}");
        assert_eq!(uri.host_kind(), *kind, "{input}");
        assert_eq!(
            UriRef::parse(input).map(|r| parts(&r)),
            Ok(*expected),
            "{input}"
        );
    }
}

/// RFC 3986 section 5.4: every base is an absolute URI, every reference a URI reference, every
/// result a URI.
#[test]
fn rfc3986_section_5_4_strings_parse() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/rfc/rfc3986_5_4.json"
    );
    let cases: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let cases = cases.as_array().unwrap();
    assert_eq!(cases.len(), 42);
    for case in cases {
        let (base, input) = (
            case["base"].as_str().unwrap(),
            case["input"].as_str().unwrap(),
        );
        assert!(AbsoluteUri::parse(base).is_ok(), "{base}");
        assert!(UriRef::parse(input).is_ok(), "{input}");
        assert!(
            Uri::parse(case["expected"].as_str().unwrap()).is_ok(),
            "{case}"
        );
    }
}

/// Issue 24's list: inputs a naive PEG translation of Appendix A rejects or misreads.
#[test]
fn the_listed_inputs() {
    let v6 = |s: &str| Host::Ipv6 {
        address: s.parse::<Ipv6Addr>().unwrap(),
        zone: None,
    };
    let cases: &[(&str, &str, Host<'_>)] = &[
        (
            "ldap://[2001:db8::7]/c=GB?objectClass?one",
            "[2001:db8::7]",
            v6("2001:db8::7"),
        ),
        ("http://[fe80::1]", "[fe80::1]", v6("fe80::1")),
        ("http://[1::]", "[1::]", v6("1::")),
        (
            "http://[::ffff:192.168.0.1]/",
            "[::ffff:192.168.0.1]",
            v6("::ffff:192.168.0.1"),
        ),
        ("http://1.2.3.4.5/", "1.2.3.4.5", Host::RegName("1.2.3.4.5")),
        (
            "http://192.168.0.1/",
            "192.168.0.1",
            Host::Ipv4(Ipv4Addr::new(192, 168, 0, 1)),
        ),
        (
            "http://[V1.x]/",
            "[V1.x]",
            Host::IpvFuture {
                version: "1",
                address: "x",
            },
        ),
    ];
    for (input, host, typed) in cases {
        let r = UriRef::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(
            (r.host(), r.parsed_host()),
            (Some(*host), Some(*typed)),
            "{input}"
        );
        assert!(Uri::parse(input).is_ok(), "{input}");
    }
    // a/b is a relative path, whole: path-noscheme as a reference, path-rootless in a URI.
    let r = UriRef::parse("a/b").unwrap();
    assert_eq!((r.path(), r.path_kind()), ("a/b", PathKind::NoScheme));
    let uri = Uri::parse("x:a/b").unwrap();
    assert_eq!((uri.path(), uri.path_kind()), ("a/b", PathKind::Rootless));
    // Case-insensitive: HEXDIG's letters and IPvFuture's "v".
    assert_eq!(UriRef::parse("%7e").unwrap().path(), "%7e");
    assert_eq!(UriRef::parse("%7E").unwrap().path(), "%7E");
    assert_eq!(
        UriRef::parse("//[V1.x]").unwrap().host_kind(),
        Some(HostKind::IpvFuture)
    );
    // RFC 2396: www.example.com is a hostname of a server-based authority.
    let old = railurl::rfc2396::UriReference::parse("http://www.example.com/").unwrap();
    assert_eq!(old.host(), Some("www.example.com"));
    assert_eq!(old.host_kind(), Some(railurl::rfc2396::HostKind::Hostname));
    assert_eq!(
        old.authority_kind(),
        Some(railurl::rfc2396::AuthorityKind::Server)
    );
}

/// RFC 3987 section 3.1's examples of the mapping to URIs.
#[test]
fn rfc3987_mapping_examples() {
    let cases = [
        (
            "http://r\u{E9}sum\u{E9}.example.org",
            "http://r%C3%A9sum%C3%A9.example.org",
        ),
        (
            "http://www.example.org/red%09ros\u{E9}#red",
            "http://www.example.org/red%09ros%C3%A9#red",
        ),
        (
            "http://example.com/\u{10300}\u{10301}\u{10302}",
            "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
        ),
    ];
    for (iri, uri) in cases {
        let mapped = Iri::parse(iri).unwrap().to_uri();
        assert_eq!(mapped.as_str(), uri);
        // The mapped components are the IRI's, mapped.
        let (i, u) = (IriRef::parse(iri).unwrap(), mapped.as_uri());
        assert_eq!(
            u.host(),
            i.host()
                .map(|h| IriRef::parse(h).unwrap().to_uri().into_string())
                .as_deref()
        );
        assert_eq!(u.fragment().is_some(), i.fragment().is_some());
    }
}

/// RFC 6874's zone identifiers, only when asked for.
#[test]
fn zone_identifiers() {
    let input = "http://[fe80::a%25en1]/";
    assert!(UriRef::parse(input).is_err());
    let r = UriRef::parse_with_zone_id(input).unwrap();
    assert_eq!(
        r.parsed_host(),
        Some(Host::Ipv6 {
            address: "fe80::a".parse().unwrap(),
            zone: Some("en1")
        })
    );
    assert!(UriRef::parse_with_zone_id("http://[fe80::a%en1]/").is_err());
    assert!(UriRef::parse_with_zone_id("http://[fe80::a%25]/").is_err());
    assert!(UriRef::parse_with_zone_id("http://[fe80::a%25%65n1]/").is_ok());
}
