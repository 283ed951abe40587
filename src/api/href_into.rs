//! A URL's href written into the caller's string, without a [`Url`] in between: for programs
//! that serialize many URLs into one buffer (a column of strings, a file, a response body),
//! where a `Url` per input would be an allocation, a copy and a free each; and
//! `href_unless_input`, which says when the href is the input itself instead of copying it.

use super::fast::{canonical_href, href_beyond_canonical, Href};
use super::url::Url;
use crate::error::ParseError;
use alloc::string::String;

/// Parse `input` (against `base`, when given) and append its href, the URL's serialization,
/// to `out`; on a failure `out` is left as it was. The href is the one
/// `Url::parse(input)?.href()` (or [`Url::parse_with_base`]) gives, and so is the error.
///
/// A canonical URL string (one the parser returns unchanged, found by the same canonical fast
/// path as [`Url::parse`]'s, see [`crate::fast`]) is copied straight from `input` into `out`:
/// nothing is allocated when `out` has room. A near-canonical one (the same second fast path
/// as `Url::parse`'s: a special URL whose components each need a simple rewriting) is written
/// into `out` by its writer, also without an allocation of its own. Any other input goes
/// through the grammar engine.
///
/// ```
/// let mut out = String::new();
/// for input in ["https://example.org/a?b", "HTTP://EXAMPLE.org:80/x/../y", "https://[::1"] {
///     match railurl::href_into(input, None, &mut out) {
///         Ok(()) => out.push('\n'),
///         Err(e) => out.push_str(&format!("{} at {:?}\n", e.spec_name(), e.span())),
///     }
/// }
/// assert_eq!(out, "https://example.org/a?b\nhttp://example.org/y\nIPv6-unclosed at 8..12\n");
///
/// let base = railurl::Url::parse("https://example.org/dir/page")?;
/// out.clear();
/// railurl::href_into("../up?q", Some(&base), &mut out)?;
/// assert_eq!(out, "https://example.org/up?q");
/// # Ok::<(), railurl::ParseError>(())
/// ```
pub fn href_into(input: &str, base: Option<&Url>, out: &mut String) -> Result<(), ParseError> {
    if href_unless_input(input, base, out)? == Href::Input {
        out.push_str(input);
    }
    Ok(())
}

/// [`href_into`] for a caller that can keep the input where the href is the input itself (a
/// column of strings whose output rows may point into the input's buffers, a cache keyed by
/// input): a canonical URL string, which the canonical fast path recognizes, gives
/// [`Href::Input`] and appends nothing, where `href_into` copies it; any other href is
/// appended to `out` as `href_into` appends it ([`Href::Appended`]). On a failure `out` is
/// left as it was.
///
/// ```
/// use railurl::{href_unless_input, Href};
/// let mut out = String::new();
/// assert_eq!(href_unless_input("https://example.org/a?b", None, &mut out)?, Href::Input);
/// assert_eq!(out, "");
/// assert_eq!(href_unless_input("HTTPS://example.org", None, &mut out)?, Href::Appended);
/// assert_eq!(out, "https://example.org/");
/// assert!(href_unless_input("https://[::1", None, &mut out).is_err());
/// assert_eq!(out, "https://example.org/");
/// # Ok::<(), railurl::ParseError>(())
/// ```
pub fn href_unless_input(
    input: &str,
    base: Option<&Url>,
    out: &mut String,
) -> Result<Href, ParseError> {
    if base.is_none() {
        if let Some(href) = canonical_href(input, out) {
            return Ok(href);
        }
    }
    href_beyond_canonical(input, base, out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::fast::canonical_href_at;
    use alloc::vec::Vec;

    /// Every line of the corpus and its non-canonical spellings: the same href as
    /// `Url::parse`, appended after what `out` held, and nothing appended on a failure.
    #[test]
    fn the_href_of_url_parse_appended() {
        let corpus = include_str!("../../tests/data/corpus.txt");
        let mut out = String::from("before|");
        let mut inputs: Vec<String> = Vec::new();
        for line in corpus.lines() {
            inputs.push(line.into());
            inputs.push(line.to_ascii_uppercase());
            inputs.push(alloc::format!(" {line}/./x/..?#\t"));
        }
        inputs
            .extend(["https://h", "https://[::1", "", "a:b c", "http://h:99999/"].map(Into::into));
        let mut canonical = 0;
        for input in &inputs {
            let before = out.len();
            let written = href_into(input, None, &mut out);
            let appended = out.len();
            let unless_input = href_unless_input(input, None, &mut out);
            // The two halves give what `href_unless_input` gave, and append the same.
            let mut halves = String::new();
            let split = match canonical_href(input, &mut halves) {
                Some(href) => Ok(href),
                None => {
                    assert_eq!(halves, "", "{input}");
                    href_beyond_canonical(input, None, &mut halves)
                }
            };
            assert_eq!(split, unless_input, "{input}");
            assert_eq!(halves, out[appended..], "{input}");
            // The canonical half with the input inside a buffer, followed by more of a URL.
            let mut from_str = String::new();
            let expected = canonical_href(input, &mut from_str);
            let buffer = alloc::format!("x{input}{input}/a/b/c/d/e/f/g/h/i/j/k/l/m/n");
            let row = 1..1 + input.len();
            for slack in [0, 1, 16, 17, 40] {
                let end = (row.end + slack).min(buffer.len());
                let mut from_buffer = String::new();
                let href =
                    canonical_href_at(&buffer.as_bytes()[..end], row.clone(), &mut from_buffer);
                assert_eq!(href, expected, "{input}");
                assert_eq!(from_buffer, from_str, "{input}");
            }
            // A row that does not lie in the buffer is declined, and nothing is read past it.
            let mut outside = String::new();
            let short = &buffer.as_bytes()[..row.end - 1];
            assert_eq!(
                canonical_href_at(short, row.clone(), &mut outside),
                None,
                "{input}"
            );
            assert_eq!(
                canonical_href_at(short, row.end..row.start, &mut outside),
                None
            );
            assert_eq!(outside, "", "{input}");
            match Url::parse(input) {
                Ok(url) => {
                    assert_eq!(written, Ok(()), "{input}");
                    assert_eq!(&out[before..appended], url.href(), "{input}");
                    match unless_input {
                        Ok(Href::Input) => {
                            assert_eq!(url.href(), input, "{input}");
                            assert_eq!(out.len(), appended, "{input}");
                            canonical += 1;
                        }
                        Ok(Href::Appended) => assert_eq!(&out[appended..], url.href(), "{input}"),
                        Err(error) => panic!("{input}: {error:?}"),
                    }
                    out.truncate(appended);
                }
                Err(error) => {
                    assert_eq!(written, Err(error), "{input}");
                    assert_eq!(unless_input, Err(error), "{input}");
                    assert_eq!(out.len(), before, "{input}");
                }
            }
        }
        assert!(out.starts_with("before|"));
        // Most corpus lines are canonical URL strings.
        assert!(canonical > corpus.lines().count() / 2, "{canonical}");
    }
}
