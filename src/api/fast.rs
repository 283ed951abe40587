//! The canonical fast path on its own: a URL string that grammar/canonical.pest accepts is its
//! own serialization, so it becomes a [`Url`] by one copy, without the full engine.
//! [`Url::parse`] tries it first; src/fast_path.rs does the recognizing. And the near-canonical
//! fast path on its own ([`parse_near_canonical`]), which `Url::parse` tries second: a special
//! URL whose components each need only a simple rewriting, written from its DFA's spans
//! (src/near_canonical.rs).

use super::url::Url;
use crate::fast_path::{canonical_credentials_serialization, canonical_serialization};
use crate::near_canonical::near_canonical_serialization;

/// Parse `input` if it is a canonical URL string of grammar/canonical.pest (a special URL
/// other than `file:` that the URL parser would return unchanged, with a domain or IPv4 host
/// and credentials as the serializer writes them or none, or one that only lacks the path's
/// "/"); `None` otherwise, which says nothing about whether it parses. A `Some` is always the URL [`Url::parse`] (and the full engine)
/// gives for `input`.
///
/// ```
/// use railurl::{fast::parse_canonical, Url};
/// let url = parse_canonical("https://example.org:8443/a/b?q=1#top").unwrap();
/// assert_eq!(url, Url::parse("https://example.org:8443/a/b?q=1#top")?);
/// assert_eq!((url.hostname(), url.port(), url.search()), ("example.org", "8443", "?q=1"));
/// // A special URL without a path has the path "/".
/// assert_eq!(parse_canonical("https://example.org?q").unwrap().href(), "https://example.org/?q");
/// // Not canonical (the parser would change them), or outside the grammar's subset:
/// assert!(parse_canonical("HTTPS://example.org/").is_none());
/// assert!(parse_canonical("https://example.org:443/").is_none());
/// assert!(parse_canonical("https://example.org/a/../b").is_none());
/// assert!(parse_canonical("https://127.1/").is_none());
/// // An IPv4 address written as the serializer writes it is canonical.
/// assert_eq!(parse_canonical("http://127.0.0.1:8080/").unwrap().hostname(), "127.0.0.1");
/// // Credentials the parser keeps as they are; not an empty password, or an empty "@".
/// let url = parse_canonical("ftp://joe:pass%41@proxy.example.com").unwrap();
/// assert_eq!((url.username(), url.password(), url.pathname()), ("joe", "pass%41", "/"));
/// assert!(parse_canonical("https://joe:@example.org/").is_none());
/// assert!(parse_canonical("https://@example.org/").is_none());
/// # Ok::<(), railurl::ParseError>(())
/// ```
pub fn parse_canonical(input: &str) -> Option<Url> {
    canonical_serialization(input)
        .or_else(|| canonical_credentials_serialization(input))
        .map(Url::from_serialization)
}

/// Parse `input` if it is a near-canonical URL string of grammar/near_canonical.pest (a special
/// URL other than `file:`, with an ASCII domain or IPv4 host and at most one "@", whose
/// canonicalization rewrites each component on its own: the scheme's and host's case, leading
/// and trailing spaces, the credentials' code points to percent-encode, the port's leading
/// zeros and default port, "\" and dot segments in the path, code points to percent-encode); `None` otherwise, which says nothing about whether it
/// parses. A `Some` is always the URL [`Url::parse`] (and the full engine) gives for `input`.
///
/// ```
/// use railurl::{fast::parse_near_canonical, Url};
/// let input = " HTTP://Example.ORG:080\\a\\./b/../c d?q=\"x\"#`f` ";
/// let url = parse_near_canonical(input).unwrap();
/// assert_eq!(url.href(), "http://example.org/a/c%20d?q=%22x%22#%60f%60");
/// assert_eq!(url, Url::parse(input)?);
/// let url = parse_near_canonical("https://us er:pa:ss@example.org/").unwrap();
/// assert_eq!((url.username(), url.password()), ("us%20er", "pa%3Ass"));
/// // Two "@", IPv6 and other IPv4 spellings, tabs inside, other schemes: the engine's.
/// assert!(parse_near_canonical("https://a@b@example.org/").is_none());
/// assert!(parse_near_canonical("https://0x7f.1/").is_none());
/// assert!(parse_near_canonical("https://exa\tmple.org/").is_none());
/// assert!(parse_near_canonical("file:///x").is_none());
/// # Ok::<(), railurl::ParseError>(())
/// ```
pub fn parse_near_canonical(input: &str) -> Option<Url> {
    near_canonical_serialization(input).map(Url::from_serialization)
}
