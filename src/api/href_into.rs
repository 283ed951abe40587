//! A URL's href written into the caller's string, without a [`Url`] in between: for programs
//! that serialize many URLs into one buffer (a column of strings, a file, a response body),
//! where a `Url` per input would be an allocation, a copy and a free each.

use super::url::Url;
use crate::engine::Engine;
use crate::error::ParseError;
use crate::fast_path::canonical_offsets;
use alloc::string::String;

/// Parse `input` (against `base`, when given) and append its href, the URL's serialization,
/// to `out`; on a failure `out` is left as it was. The href is the one
/// `Url::parse(input)?.href()` (or [`Url::parse_with_base`]) gives, and so is the error.
///
/// A canonical URL string (one the parser returns unchanged, found by the same canonical fast
/// path as [`Url::parse`]'s, see [`crate::fast`]) is copied straight from `input` into `out`:
/// nothing is allocated when `out` has room. Any other input goes through the grammar engine.
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
    if base.is_none() {
        if let Some(canonical) = canonical_offsets(input) {
            canonical.write(input, out);
            return Ok(());
        }
    }
    // The grammar engine returns its serialization in a string of its own.
    let url = Engine::Grammar.parse(input, base)?;
    out.push_str(url.href());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
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
        for input in &inputs {
            let before = out.len();
            let written = href_into(input, None, &mut out);
            match Url::parse(input) {
                Ok(url) => {
                    assert_eq!(written, Ok(()), "{input}");
                    assert_eq!(&out[before..], url.href(), "{input}");
                }
                Err(error) => {
                    assert_eq!(written, Err(error), "{input}");
                    assert_eq!(out.len(), before, "{input}");
                }
            }
        }
        assert!(out.starts_with("before|"));
    }
}
