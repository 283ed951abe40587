//! Where railurl-compat differs from url 2.5.8 on purpose, one test per difference listed in
//! compat/README.md: url's result there is a URL that the URL Standard's parser cannot
//! produce (its serialization parses to another URL), url 2.5.8 lags the current standard,
//! or url contradicts itself. Each test asserts the standard's result.

use url::{Position, Url};

fn parse(input: &str) -> Url {
    Url::parse(input).expect("the test's URL parses")
}

/// Every URL here is one the parser produces: its serialization parses to itself.
fn assert_reparses(url: &Url) {
    assert_eq!(&parse(url.as_str()), url, "{url} does not parse to itself");
}

#[test]
fn set_path_encodes_what_would_end_an_opaque_path() {
    // url writes `?`, `#`, a final space and a leading `/` (after a tab) as they are: its
    // "mailto:c?d#e" would parse to a query and a fragment.
    let mut url = parse("mailto:a@b");
    url.set_path("c?d#e");
    assert_eq!(url.as_str(), "mailto:c%3Fd%23e");
    assert_reparses(&url);
    url.set_path("trailing ");
    assert_eq!(url.as_str(), "mailto:trailing%20");
    assert_reparses(&url);
    url.set_path("\t/lead");
    assert_eq!(url.as_str(), "mailto:%2Flead");
    assert_reparses(&url);
}

#[test]
fn set_path_on_a_hierarchical_path_is_the_pathname_setter() {
    // url 2.5.8 drops a non-special URL's path when the value starts with `?` or `#`, and
    // leaves `^` unencoded; the "path start state" with a state override reads both.
    let mut url = parse("foo://host/x");
    url.set_path("?a#b");
    assert_eq!(url.as_str(), "foo://host/%3Fa%23b");
    url.set_path("a^b");
    assert_eq!(url.as_str(), "foo://host/a%5Eb");
    // "//p" on a URL without a host is a path, not a host: url writes "foo://p".
    let mut url = parse("foo:/x");
    url.set_path("//p");
    assert_eq!(url.as_str(), "foo:/.//p");
    assert_eq!(url.host(), None);
    // A `file:` URL's first segment `c|` is the drive letter `c:`.
    let mut url = parse("file:///x");
    url.set_path("c|");
    assert_eq!(url.as_str(), "file:///c:");
    for url in ["foo://host/a%5Eb", "foo:/.//p", "file:///c:"] {
        assert_reparses(&parse(url));
    }
}

#[test]
fn set_host_refuses_an_empty_host_beside_credentials_or_a_port() {
    // url sets it and writes "foo://:1/" or "foo://u@/", which do not parse.
    for input in ["foo://h:1/", "foo://u@h/", "foo://:p@h/"] {
        let mut url = parse(input);
        assert_eq!(url.set_host(Some("")), Err(url::ParseError::EmptyHost));
        assert_eq!(url.as_str(), input);
    }
}

#[test]
fn hosts_keep_a_host_less_path_that_starts_with_two_slashes() {
    // url removes the "/." that keeps "//" from reading as an authority.
    let mut url = parse("non-spec:/.//x");
    url.set_host(Some("h")).unwrap();
    assert_eq!(url.as_str(), "non-spec://h//x");
    let mut url = parse("non-spec:/.//x");
    url.set_ip_host([127, 0, 0, 1].into()).unwrap();
    assert_eq!(url.as_str(), "non-spec://127.0.0.1//x");
    let mut url = parse("non-spec:/.//");
    url.path_segments_mut().unwrap().pop();
    assert_eq!(url.as_str(), "non-spec:/");
    assert_reparses(&url);
    // Removing the host of a URL whose path is empty leaves the path "/" (url leaves
    // "sc:?x", which parses to an opaque path).
    let mut url = parse("sc://h?x");
    url.set_host(None).unwrap();
    assert_eq!(url.as_str(), "sc:/?x");
    assert_reparses(&url);
}

#[test]
fn path_segments_push_encodes_caret_and_ignores_dots_left_by_tabs() {
    let mut url = parse("https://example.org/");
    url.path_segments_mut()
        .unwrap()
        .pop_if_empty()
        .push("a^b")
        .push(".\t.")
        .push("c");
    assert_eq!(url.as_str(), "https://example.org/a%5Eb/c");
    assert_reparses(&url);
}

#[cfg(all(feature = "std", unix))]
#[test]
fn from_file_path_makes_only_urls_the_parser_makes() {
    // url writes `..`, a first segment `c|` and `^` as they are; these are the parser's
    // readings of the same string, and `c|` is encoded so that it stays a file name.
    for (path, url) in [
        ("/a/../b", "file:///b"),
        ("/a/b/..", "file:///a/"),
        ("/c|", "file:///c%7C"),
        ("/x/c|", "file:///x/c|"),
        ("/a^b", "file:///a%5Eb"),
    ] {
        assert_eq!(Url::from_file_path(path).unwrap().as_str(), url, "{path}");
    }
    assert_eq!(
        Url::from_file_path("/c|").unwrap().to_file_path(),
        Ok("/c|".into())
    );
    for path in ["/a/../b", "/c|", "/a^b", "/tmp/x y"] {
        assert_reparses(&Url::from_file_path(path).unwrap());
    }
}

#[test]
fn password_positions_without_a_password() {
    // url's BeforePassword..AfterPassword is "@" here (and a failed debug assertion); the
    // password is empty.
    let url = parse("https://user@example.org/");
    assert_eq!(&url[Position::BeforePassword..Position::AfterPassword], "");
    assert_eq!(&url[..Position::AfterPassword], "https://user");
    assert_eq!(&url[Position::BeforeHost..], "example.org/");
    // url panics (index out of bounds) slicing a non-special URL with an empty host.
    let url = parse("foo://");
    assert_eq!(&url[..Position::AfterPassword], "foo://");
    assert_eq!(&url[Position::BeforePassword..], "");
}

#[test]
fn a_blob_urls_origin_is_its_inner_urls_only_for_http_https_and_file() {
    // "origin": a blob: URL's inner URL gives its origin only for "http", "https" or "file".
    assert_eq!(
        parse("blob:https://example.org/x")
            .origin()
            .ascii_serialization(),
        "https://example.org"
    );
    assert!(!parse("blob:ws://example.org/").origin().is_tuple());
    assert!(!parse("blob:ftp://host/path").origin().is_tuple());
    assert!(!parse("blob:blob:https://example.org/").origin().is_tuple());
}

#[test]
fn make_relative_gives_a_reference_that_joins_back() {
    // url ignores credentials ("" here, which joins to the base) and can answer "/" where
    // "./" is the relative path reference.
    let base = parse("https://user@example.org/");
    assert_eq!(base.make_relative(&parse("https://example.org/")), None);
    let base = parse("http://example.com/a");
    let target = parse("http://example.com/");
    let relative = base.make_relative(&target).unwrap();
    assert_eq!(relative, "./");
    assert_eq!(base.join(&relative).unwrap(), target);
}

#[test]
fn quirks_setters_are_the_url_class_setters() {
    use url::quirks;
    // "\t" is not the empty string: the port setter leaves the port (url removes it).
    let mut url = parse("http://example.org:8080/");
    assert!(quirks::set_port(&mut url, "\t").is_err());
    assert_eq!(url.as_str(), "http://example.org:8080/");
    // The protocol setter changes "http" to "file" when there are no credentials and no
    // port (url refuses every change to "file").
    let mut url = parse("http://example.org/x");
    assert!(quirks::set_protocol(&mut url, "file").is_ok());
    assert_eq!(url.as_str(), "file://example.org/x");
    // The pathname setter removes tabs before it looks at the first code point.
    let mut url = parse("http://example.org/");
    quirks::set_pathname(&mut url, "\t/x");
    assert_eq!(url.as_str(), "http://example.org/x");
}
