//! `url::form_urlencoded` is the form_urlencoded crate itself, as in url 2.5 (which does
//! `pub use form_urlencoded;`): `Url::query_pairs_mut()` returns that crate's
//! `Serializer<UrlQuery>`, so crates written against it take it. serde_urlencoded's
//! `Serializer::new` wants a `&mut form_urlencoded::Serializer<T>`, and reqwest's `query`
//! feature hands it `url.query_pairs_mut()` exactly as below.

use serde::Serialize;
use url::Url;

/// reqwest's `RequestBuilder::query`, reduced to what it does with the URL.
fn add_query<T: Serialize + ?Sized>(
    url: &mut Url,
    query: &T,
) -> Result<(), serde_urlencoded::ser::Error> {
    {
        let mut pairs = url.query_pairs_mut();
        let serializer = serde_urlencoded::Serializer::new(&mut pairs);
        query.serialize(serializer)?;
    }
    if let Some("") = url.query() {
        url.set_query(None);
    }
    Ok(())
}

#[test]
fn query_pairs_mut_feeds_serde_urlencoded() {
    let mut url = Url::parse("https://example.net/search?lang=en#results").unwrap();
    add_query(&mut url, &[("q", "rust & url"), ("page", "2")]).unwrap();
    assert_eq!(
        url.as_str(),
        "https://example.net/search?lang=en&q=rust+%26+url&page=2#results"
    );
    assert_eq!(url.fragment(), Some("results"));

    #[derive(serde_derive::Serialize)]
    struct Params<'a> {
        name: &'a str,
        limit: Option<u32>,
        tag: Option<&'a str>,
    }
    let mut url = Url::parse("http://example.org/api").unwrap();
    let params = Params {
        name: "é ö",
        limit: Some(10),
        tag: None,
    };
    add_query(&mut url, &params).unwrap();
    assert_eq!(
        url.as_str(),
        "http://example.org/api?name=%C3%A9+%C3%B6&limit=10"
    );
    assert_eq!(
        url.query_pairs().into_owned().collect::<Vec<_>>(),
        [
            ("name".to_owned(), "é ö".to_owned()),
            ("limit".to_owned(), "10".to_owned())
        ]
    );
}

#[test]
fn an_empty_query_is_removed_as_reqwest_does() {
    let mut url = Url::parse("https://example.net/").unwrap();
    add_query(&mut url, &Vec::<(&str, &str)>::new()).unwrap();
    assert_eq!(url.as_str(), "https://example.net/");
}

#[test]
fn the_types_are_the_form_urlencoded_crates() {
    // Each of these is a type of the form_urlencoded crate, named through url.
    let parse: form_urlencoded::Parse<'_> = url::form_urlencoded::parse(b"a=1");
    assert_eq!(parse.count(), 1);
    let mut url = Url::parse("https://example.net/").unwrap();
    let mut serializer: form_urlencoded::Serializer<'_, url::UrlQuery<'_>> = url.query_pairs_mut();
    serializer.append_pair("k", "v");
    let finished: &mut Url = serializer.finish();
    assert_eq!(finished.query(), Some("k=v"));
    let encoding: url::EncodingOverride<'_> = None;
    let _: form_urlencoded::EncodingOverride<'_> = encoding;
}
