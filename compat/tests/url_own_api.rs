//! url's own API (what the URL Standard's `URL` class does not define) behaves as url 2.5.8
//! does. Each test is one finding of the audit in compat/README.md ("url's own API, method by
//! method"); the expected values are url 2.5.8's results for the same calls (this file passes
//! against url 2.5.8 itself). `url_differences.rs` holds the cases where railurl-compat
//! differs on purpose.

use url::{Host, ParseError, Url};

fn parse(input: &str) -> Url {
    Url::parse(input).expect("the test's URL parses")
}

#[cfg(all(feature = "std", unix))]
mod file_paths {
    use super::*;
    use std::path::PathBuf;

    fn path(input: &str) -> Result<PathBuf, ()> {
        parse(input).to_file_path()
    }

    #[test]
    fn to_file_path_looks_at_host_and_path_only_not_the_scheme() {
        assert_eq!(path("unix:///x.sock"), Ok(PathBuf::from("/x.sock")));
        assert_eq!(
            path("redis+unix:///var/run/redis.sock"),
            Ok(PathBuf::from("/var/run/redis.sock"))
        );
        assert_eq!(path("foo://localhost/a%20b"), Ok(PathBuf::from("/a b")));
        assert_eq!(path("file:///tmp/x"), Ok(PathBuf::from("/tmp/x")));
        // A host other than localhost, an opaque path or an empty path list: no path.
        assert_eq!(path("file://server/share"), Err(()));
        assert_eq!(path("https://example.net/x"), Err(()));
        assert_eq!(path("unix:x.sock"), Err(()));
        assert_eq!(path("foo://localhost"), Err(()));
    }

    #[test]
    fn to_file_path_decodes_every_segment_as_url_does() {
        // url percent-decodes each segment whole, an encoded `/` included.
        assert_eq!(path("file:///a%2Fb"), Ok(PathBuf::from("/a/b")));
        // A final drive letter gets its `/`.
        assert_eq!(path("file:///C:"), Ok(PathBuf::from("/C:/")));
        assert_eq!(path("file:///x/c|"), Ok(PathBuf::from("/x/c|/")));
    }

    #[test]
    fn from_file_path_leaves_no_trailing_slash_as_url_does() {
        let url = Url::from_file_path("/tmp/some dir/").unwrap();
        assert_eq!(url.as_str(), "file:///tmp/some%20dir");
        assert_eq!(
            Url::from_file_path("/a//b/./c").unwrap().as_str(),
            "file:///a/b/c"
        );
        assert_eq!(Url::from_file_path("/").unwrap().as_str(), "file:///");
        assert_eq!(
            Url::from_directory_path("/tmp/").unwrap().as_str(),
            "file:///tmp/"
        );
        assert_eq!(
            Url::from_file_path("/a|b#c?d").unwrap().as_str(),
            "file:///a|b%23c%3Fd"
        );
        assert_eq!(Url::from_file_path("relative"), Err(()));
    }
}

#[test]
fn set_path_sets_an_opaque_path_as_url_does() {
    let mut url = parse("mailto:test@example.net");
    url.set_path("/foo");
    assert_eq!(url.path(), "%2Ffoo");
    assert_eq!(url.as_str(), "mailto:%2Ffoo");
    let mut url = parse("data:text/plain,x?q#f");
    url.set_path("text/html,<p>é\u{1}\t</p>");
    assert_eq!(url.as_str(), "data:text/html,<p>%C3%A9%01</p>?q#f");
    assert!(url.cannot_be_a_base());
    url.set_path("");
    assert_eq!(url.as_str(), "data:?q#f");
}

#[test]
fn set_host_ignores_a_port_and_parses_as_url_does() {
    use ParseError as E;
    let mut url = parse("https://example.org/x");
    assert_eq!(url.set_host(Some("example.com:8080")), Ok(()));
    assert_eq!(url.as_str(), "https://example.com/x");
    assert_eq!(url.set_host(Some("a.net:8080\\stuff")), Ok(()));
    assert_eq!(url.as_str(), "https://a.net/x");
    assert_eq!(url.set_host(Some(":80")), Err(E::InvalidDomainCharacter));
    assert_eq!(url.set_host(Some("a b")), Err(E::IdnaError));
    assert_eq!(url.set_host(Some("\tb.net")), Err(E::IdnaError));
    assert_eq!(url.set_host(Some("[::1]:2")), Err(E::InvalidIpv6Address));
    assert_eq!(url.set_host(Some("%C2%AD")), Err(E::EmptyHost));
    assert_eq!(url.set_host(Some("[::1]")), Ok(()));
    assert_eq!(url.as_str(), "https://[::1]/x");
    assert_eq!(url.set_host(Some("0x7f.1")), Ok(()));
    assert_eq!(url.as_str(), "https://127.0.0.1/x");
}

#[test]
fn set_host_on_file_and_non_special_urls_as_url_does() {
    use ParseError as E;
    let mut url = parse("file:///tmp");
    assert_eq!(url.set_host(Some("")), Err(E::EmptyHost));
    assert_eq!(url.set_host(Some("server")), Ok(()));
    assert_eq!(url.as_str(), "file://server/tmp");
    assert_eq!(url.set_host(None), Ok(()));
    assert_eq!(url.as_str(), "file:///tmp");

    let mut url = parse("foo:/x");
    assert_eq!(url.set_host(Some("")), Ok(()));
    assert_eq!(url.as_str(), "foo:///x");
    // url counts an empty host as none: nothing to remove.
    assert_eq!(url.set_host(None), Ok(()));
    assert_eq!(url.as_str(), "foo:///x");
    assert_eq!(url.set_host(Some("h\u{1}")), Ok(()));
    assert_eq!(url.as_str(), "foo://h%01/x");
    assert_eq!(url.set_host(Some("a b")), Err(E::InvalidDomainCharacter));
}

#[test]
fn set_scheme_takes_a_trailing_colon_and_never_file_as_url_does() {
    let mut url = parse("http://example.org:443/");
    assert_eq!(url.set_scheme("HTTPS:"), Ok(()));
    assert_eq!(url.as_str(), "https://example.org/");
    assert_eq!(url.set_scheme("h\r\ntt\tp"), Ok(()));
    assert_eq!(url.as_str(), "http://example.org/");
    assert_eq!(url.set_scheme("ws:x"), Err(()));
    assert_eq!(url.set_scheme("file"), Err(()));
    assert_eq!(parse("file:///x").set_scheme("file"), Err(()));
    assert_eq!(parse("foo://h/").set_scheme("bar:"), Ok(()));
    assert_eq!(url.as_str(), "http://example.org/");
}

#[test]
fn host_parsers_give_urls_errors() {
    use ParseError as E;
    assert_eq!(Host::parse("a<b"), Err(E::IdnaError));
    assert_eq!(Host::parse("\u{AD}"), Err(E::EmptyHost));
    assert_eq!(Host::parse("[::1"), Err(E::InvalidIpv6Address));
    let opaque = |s: &str| Ok(Host::Domain(s.to_owned()));
    assert_eq!(Host::parse_opaque(""), opaque(""));
    assert_eq!(Host::parse_opaque("https\u{C}"), opaque("https%0C"));
    assert_eq!(Host::parse_opaque("[::1]:2"), Err(E::InvalidIpv6Address));
    assert_eq!(Host::parse_opaque("a^b"), Err(E::InvalidDomainCharacter));
}

#[test]
fn parse_errors_are_urls_variants() {
    use ParseError as E;
    assert_eq!(Url::parse("http://a b/"), Err(E::IdnaError));
    assert_eq!(Url::parse("http://ho%2Fst/"), Err(E::IdnaError));
    assert_eq!(Url::parse("https://%C2%AD/"), Err(E::EmptyHost));
    assert_eq!(Url::parse("https://\u{AD}/"), Err(E::EmptyHost));
    assert_eq!(Url::parse("http://\u{FDD0}zyx.com"), Err(E::IdnaError));
    assert_eq!(Url::parse("sc://a b/"), Err(E::InvalidDomainCharacter));
}

#[test]
fn path_segments_mut_removes_tabs_and_newlines_as_url_does() {
    let mut url = parse("https://example.org/a/");
    url.path_segments_mut()
        .unwrap()
        .pop_if_empty()
        .push("b\tc\n")
        .extend(["\r", "d"]);
    assert_eq!(url.as_str(), "https://example.org/a/bc//d");
}

#[cfg(feature = "std")]
#[test]
fn socket_addrs_errors_are_urls() {
    use std::io::ErrorKind;
    let error = parse("unix:/run/x").socket_addrs(|| Some(1)).unwrap_err();
    assert_eq!(
        (error.kind(), error.to_string()),
        (ErrorKind::InvalidData, "No host name in the URL".into())
    );
    let error = parse("foo://127.0.0.1/").socket_addrs(|| None).unwrap_err();
    assert_eq!(error.to_string(), "No port number in the URL");
    assert_eq!(
        parse("foo://[::1]/").socket_addrs(|| Some(9)).unwrap(),
        ["[::1]:9".parse().unwrap()]
    );
}

#[test]
fn quirks_set_host_reports_as_url_does() {
    use url::quirks;
    // The host is taken before the port state fails: url reports success.
    let mut url = parse("http://example.org:81/");
    assert_eq!(quirks::set_host(&mut url, "example.com:invalid"), Ok(()));
    assert_eq!(url.as_str(), "http://example.com:81/");
    // A file URL's empty host part leaves the URL as it is: url reports failure.
    let mut url = parse("file:///x");
    assert_eq!(quirks::set_host(&mut url, "/y"), Err(()));
    assert_eq!(quirks::set_hostname(&mut url, "\t"), Err(()));
    assert_eq!(quirks::set_host(&mut url, ""), Ok(()));
    assert_eq!(url.as_str(), "file:///x");
}

#[test]
fn idna_errors_convert_to_parse_error() {
    let errors = idna::domain_to_ascii_strict("a\u{200C}b").unwrap_err();
    assert_eq!(ParseError::from(errors), ParseError::IdnaError);
}

#[cfg(feature = "serde")]
#[test]
fn host_has_urls_derived_serde() {
    let hosts = [
        Host::Domain("example.org".to_owned()),
        Host::Ipv4([127, 0, 0, 1].into()),
        Host::Ipv6(std::net::Ipv6Addr::LOCALHOST),
    ];
    let json = serde_json::to_string(&hosts).unwrap();
    assert_eq!(
        json,
        r#"[{"Domain":"example.org"},{"Ipv4":"127.0.0.1"},{"Ipv6":"::1"}]"#
    );
    assert_eq!(serde_json::from_str::<Vec<Host>>(&json).unwrap(), hosts);
}
