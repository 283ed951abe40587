//! Unit tests of the basic URL parser: spec examples, validation errors and state overrides.

use super::*;
use crate::diagnostic::DiagnosticKind;
use crate::record::{Host, UrlRecord};
use alloc::string::String;
use alloc::vec::Vec;

fn href(input: &str) -> Result<String, ParseErrorKind> {
    parse(input)
        .map(|record| {
            crate::serialize::serialize_url(&record)
                .map(|(s, _)| s)
                .unwrap_or_default()
        })
        .map_err(|e| e.kind())
}

fn errors_of(input: &str, base: Option<&str>) -> Vec<DiagnosticKind> {
    let base = base.map(|b| parse(b).expect("base parses"));
    let mut errors: Vec<DiagnosticKind> = Vec::new();
    let _ = parse_reporting(input, base.as_ref(), &mut errors);
    errors
}

#[test]
fn parses_the_usual_shapes() {
    assert_eq!(
        href("https://example.org"),
        Ok("https://example.org/".into())
    );
    assert_eq!(href("  http://a/b\t/c\n "), Ok("http://a/b/c".into()));
    assert_eq!(href("mailto:x@y"), Ok("mailto:x@y".into()));
    assert_eq!(href("non-spec:/.//p"), Ok("non-spec:/.//p".into()));
    assert_eq!(href("file://localhost/c|/x"), Ok("file:///c:/x".into()));
    assert_eq!(href("http://[::1]:80/"), Ok("http://[::1]/".into()));
    assert_eq!(href("http://u:p@h/"), Ok("http://u:p@h/".into()));
    assert_eq!(href("http://a@b@c/"), Ok("http://a%40b@c/".into()));
    assert_eq!(href("sc: a ?b"), Ok("sc: a%20?b".into()));
}

#[test]
fn failures_name_the_spec_error() {
    for (input, expected) in [
        (
            "no scheme",
            Err(ParseErrorKind::MissingSchemeNonRelativeUrl),
        ),
        ("https://#fragment", Err(ParseErrorKind::HostMissing)),
        ("https://:443", Err(ParseErrorKind::HostMissing)),
        ("https://user:pass@", Err(ParseErrorKind::HostMissing)),
        (
            "https://example.org:70000",
            Err(ParseErrorKind::PortOutOfRange),
        ),
        ("https://example.org:7z", Err(ParseErrorKind::PortInvalid)),
        ("https://[::1", Err(ParseErrorKind::Ipv6Unclosed)),
        (
            "foo://exa[mple.org",
            Err(ParseErrorKind::HostInvalidCodePoint),
        ),
    ] {
        assert_eq!(href(input), expected, "{input:?}");
    }
    let mailto = parse("mailto:user@example.org").expect("parses");
    assert_eq!(
        parse_with_base("\u{1F4A9}", &mailto).unwrap_err(),
        ParseErrorKind::MissingSchemeNonRelativeUrl
    );
}

#[test]
fn validation_error_table_examples() {
    use crate::diagnostic::DiagnosticKind::*;
    assert_eq!(errors_of("https://example.org/>", None), [InvalidUrlUnit]);
    assert_eq!(errors_of(" https://example.org ", None), [InvalidUrlUnit]);
    assert_eq!(errors_of("ht\ntps://example.org", None), [InvalidUrlUnit]);
    assert_eq!(errors_of("https://example.org/%s", None), [InvalidUrlUnit]);
    assert_eq!(
        errors_of("file:c:/my-secret-folder", None),
        [SpecialSchemeMissingFollowingSolidus]
    );
    assert_eq!(
        errors_of("https:example.org", None),
        [SpecialSchemeMissingFollowingSolidus]
    );
    assert_eq!(
        errors_of("https:foo.html", Some("https://example.org/")),
        [SpecialSchemeMissingFollowingSolidus]
    );
    assert_eq!(
        errors_of("https://example.org\\path\\to\\file", None),
        [InvalidReverseSolidus; 3]
    );
    assert_eq!(
        errors_of("https://user@example.org", None),
        [InvalidCredentials]
    );
    assert_eq!(
        errors_of("ssh://user@example.org", None),
        [InvalidCredentials]
    );
    // The table's example for file-invalid-Windows-drive-letter, "/c:/path/to/file" against
    // "file:///c:/", goes through the file slash state, which signals nothing; the error is
    // only signalled in the file state, for input without a leading slash.
    assert_eq!(errors_of("/c:/path/to/file", Some("file:///c:/")), []);
    assert_eq!(
        errors_of("c|/path/to/file", Some("file:///c:/")),
        // "|" is not a URL code point.
        [FileInvalidWindowsDriveLetter, InvalidUrlUnit]
    );
    assert_eq!(
        errors_of("file://c:", None),
        [FileInvalidWindowsDriveLetterHost]
    );
    assert_eq!(
        errors_of("https://exam%70le.org", None),
        [DomainPercentEncoded]
    );
    assert_eq!(errors_of("https://[::01]", None), [Ipv6PieceLeadingZero]);
    assert_eq!(errors_of("https://xn--a.example", None), [DomainToAscii]);
    assert_eq!(errors_of("https://example.org/a?b#c", None), []);
}

#[test]
fn no_panic_on_odd_input() {
    for input in [
        "",
        ":",
        "::",
        "a:",
        "http:",
        "http://",
        "file:",
        "file:\u{20AC}",
        "\u{20AC}",
        "http://[",
        "http://[]",
        "http://[:",
        "http://[1:2:3:4:5:6:7:8.1.1.1]",
        "http://0x100000000000000000000000/",
        "http://1.2.3.4.5.6/",
        "file:/\u{20AC}:/x",
    ] {
        let _ = parse(input);
    }
    let file = parse("file:///C:/a").expect("parses");
    for input in [
        "\u{20AC}",
        "\u{20AC}x",
        "c\u{20AC}",
        "..",
        "?",
        "#",
        "C|",
        "//\u{20AC}",
    ] {
        let _ = parse_with_base(input, &file);
    }
}

/// Run the basic URL parser on a given url with a state override, as the API setters do.
fn with_override(url: &mut UrlRecord<'_>, input: &str, state: State) -> Result<(), Failure> {
    basic_url_parser(input, None, Some(url), Some(state), &mut Ignore).map(|none| {
        assert!(none.is_none());
    })
}

/// [`with_override`], which must succeed.
fn overrides(url: &mut UrlRecord<'_>, input: &str, state: State) {
    assert_eq!(
        with_override(url, input, state),
        Ok(()),
        "{input:?} in {state:?}"
    );
}

/// [`with_override`], which must fail as the setters' state overrides do.
fn refuses(url: &mut UrlRecord<'_>, input: &str, state: State) {
    assert_eq!(
        with_override(url, input, state),
        Err(Failure::StateOverride),
        "{input:?} in {state:?}"
    );
}

fn record(input: &str) -> UrlRecord<'static> {
    parse(input).expect("parses")
}

#[test]
fn state_override_scheme() {
    let mut url = record("http://example.org:443/");
    overrides(&mut url, "https:", State::SchemeStart);
    assert_eq!((&*url.scheme, url.port), ("https", None));
    // Special to non-special is refused without failure.
    overrides(&mut url, "foo:", State::SchemeStart);
    assert_eq!(url.scheme, "https");
    // Not a scheme: failure (used by Location's protocol setter).
    refuses(&mut url, "1", State::SchemeStart);
}

#[test]
fn state_override_host_port_and_path() {
    let mut url = record("http://example.org/a");
    overrides(&mut url, "other.test:81", State::Host);
    assert_eq!(url.host, Some(Host::Domain("other.test".into())));
    assert_eq!(url.port, Some(81));
    refuses(&mut url, "x:1", State::Hostname);
    overrides(&mut url, "80", State::Port);
    assert_eq!(url.port, None);
    refuses(&mut url, "x", State::Port);
    url.path.clear();
    overrides(&mut url, "/b/../c?d#e", State::PathStart);
    assert_eq!(url.path.as_str(), "/c%3Fd%23e");
    let mut file = record("file:///x");
    overrides(&mut file, "localhost", State::Host);
    assert_eq!(file.host, Some(Host::Empty));
}

#[test]
fn state_override_query_and_fragment() {
    let mut url = record("http://h/");
    url.query = Some(Default::default());
    overrides(&mut url, "a b#c", State::Query);
    assert_eq!(url.query.as_deref(), Some("a%20b%23c"));
    url.fragment = Some(Default::default());
    overrides(&mut url, "x y", State::Fragment);
    assert_eq!(url.fragment.as_deref(), Some("x%20y"));
}
