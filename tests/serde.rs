//! The `serde` feature: `Url` as its href string, parsed back on deserialization; `Origin` as
//! its ASCII serialization. Run with `cargo test --all-features`.
#![cfg(feature = "serde")]

use railurl::{Origin, Url};

#[test]
fn url_serializes_as_its_href() {
    let url = Url::parse("HTTPS://EXAMPLE.org/a/../b?q=ü#f").unwrap();
    assert_eq!(
        serde_json::to_string(&url).unwrap(),
        r#""https://example.org/b?q=%C3%BC#f""#
    );
}

#[test]
fn url_deserializes_by_parsing() {
    let url: Url = serde_json::from_str(r#""http://EXAMPLE.com:80/./x""#).unwrap();
    assert_eq!(url.href(), "http://example.com/x");
    // Round trip through a struct and a list.
    let urls = vec![url.clone(), Url::parse("file:///C:/dir/").unwrap()];
    let json = serde_json::to_string(&urls).unwrap();
    assert_eq!(json, r#"["http://example.com/x","file:///C:/dir/"]"#);
    assert_eq!(serde_json::from_str::<Vec<Url>>(&json).unwrap(), urls);
}

#[test]
fn url_parse_failure_is_a_serde_error_naming_the_spec_failure() {
    let err = serde_json::from_str::<Url>(r#""http://[::1""#).unwrap_err();
    assert!(err.to_string().contains("IPv6-unclosed"), "{err}");
    let err = serde_json::from_str::<Url>(r#""no scheme""#).unwrap_err();
    assert!(
        err.to_string().contains("missing-scheme-non-relative-URL"),
        "{err}"
    );
    // Not a string at all.
    assert!(serde_json::from_str::<Url>("42").is_err());
}

#[test]
fn origin_serializes_as_its_ascii_serialization() {
    let origin = Url::parse("https://a.b:8443/x").unwrap().origin();
    assert_eq!(
        serde_json::to_string(&origin).unwrap(),
        r#""https://a.b:8443""#
    );
    assert_eq!(
        serde_json::to_string(&Origin::Opaque(railurl::OpaqueOrigin::new())).unwrap(),
        r#""null""#
    );
    let ipv6 = Url::parse("http://[::1]/").unwrap().origin();
    assert_eq!(serde_json::to_value(&ipv6).unwrap(), "http://[::1]");
}
