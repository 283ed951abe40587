//! A URL's href written into the caller's string, without a [`Url`] in between: for programs
//! that serialize many URLs into one buffer (a column of strings, a file, a response body),
//! where a `Url` per input would be an allocation, a copy and a free each; and
//! `href_unless_input`, which says when the href is the input itself instead of copying it.

use super::url::Url;
use crate::error::{ParseError, ParseErrorKind};
use crate::fast_path::{canonical_slash_at, canonical_slash_in, write_serialization};
use crate::near_canonical::near_canonical_into;
use crate::semantics::parse_serialization_into;
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

/// What [`href_unless_input`] did with the href.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Href {
    /// The href is the input itself, unchanged: nothing was appended.
    Input,
    /// The href was appended to the output (it may still equal the input: only the canonical
    /// fast path says [`Href::Input`]).
    Appended,
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

/// The first half of [`href_unless_input`] (without a base URL): the canonical fast path
/// alone. `Some` when `input` is a canonical URL string: [`Href::Input`] (nothing appended),
/// or [`Href::Appended`] with its href appended to `out` (the input with the "/" of a missing
/// path put in); `None` otherwise, with `out` left as it was, which says nothing about whether
/// `input` parses: [`href_beyond_canonical`] then does the rest. For a caller that runs the
/// fast path over many inputs first and the others after (a column's rows, where the
/// canonical check's code stays hot between rows), with the hrefs the two calls give
/// together exactly those of `href_unless_input`.
///
/// ```
/// use railurl::{canonical_href, href_beyond_canonical, Href};
/// let mut out = String::new();
/// assert_eq!(canonical_href("https://example.org/a?b", &mut out), Some(Href::Input));
/// assert_eq!(canonical_href("https://example.org?b", &mut out), Some(Href::Appended));
/// assert_eq!(out, "https://example.org/?b");
/// out.clear();
/// // Declined (the parser changes it), and then written by the rest of the parser:
/// assert_eq!(canonical_href("HTTPS://example.org", &mut out), None);
/// assert_eq!(out, "");
/// assert_eq!(href_beyond_canonical("HTTPS://example.org", None, &mut out)?, Href::Appended);
/// assert_eq!(out, "https://example.org/");
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[inline]
pub fn canonical_href(input: &str, out: &mut String) -> Option<Href> {
    match canonical_slash_at(input)? {
        None => Some(Href::Input),
        Some(slash_at) => {
            write_serialization(input, Some(slash_at), out);
            Some(Href::Appended)
        }
    }
}

/// [`canonical_href`] for an input that lies inside a larger buffer (a row of a column of
/// strings: Arrow's values or views buffer, a file read whole, with `input` a slice of it):
/// the canonical check may then read the buffer's bytes after the input, so that its skips
/// step through whole blocks of bytes without a test of their own for the input's end, and
/// without code for its last bytes. The result is always `canonical_href(input, out)`'s;
/// where `input` is not a slice of `buffer` (their addresses say so; nothing is read to find
/// out), the check reads the input alone, as `canonical_href` does.
///
/// It is always inlined, so that the whole check is compiled into the caller's loop over its
/// rows, with the caller's target features: a loop in a function compiled for AVX2 (picked at
/// run time where the processor has it, as the Python package's column does) gets skips whose
/// pairs of sixteen-byte SSE2 blocks the compiler fuses into 32-byte AVX2 operations, and the
/// check's setup is not repeated behind a call at each row (docs/performance.md, "Reading past
/// a row's end" and "The check inlined into the row loop", has the measurements).
///
/// ```
/// use railurl::{canonical_href_in, Href};
/// // Three rows of a column, end to end in one buffer.
/// let buffer = "https://example.org/a?bhttps://example.orgHTTPS://example.org/";
/// let rows = [&buffer[..23], &buffer[23..42], &buffer[42..]];
/// let mut out = String::new();
/// assert_eq!(canonical_href_in(rows[0], buffer.as_bytes(), &mut out), Some(Href::Input));
/// assert_eq!(canonical_href_in(rows[1], buffer.as_bytes(), &mut out), Some(Href::Appended));
/// assert_eq!(out, "https://example.org/");
/// // Declined (the parser changes it): `href_beyond_canonical` writes it.
/// assert_eq!(canonical_href_in(rows[2], buffer.as_bytes(), &mut out), None);
/// // Not a slice of the buffer: the input alone is read.
/// assert_eq!(canonical_href_in("https://a/", b"xyz", &mut out), Some(Href::Input));
/// assert_eq!(out, "https://example.org/");
/// ```
///
/// A loop over a column's rows compiled for AVX2, BMI1 and BMI2, run where the processor has
/// them:
///
/// ```
/// use railurl::{canonical_href_in, Href};
///
/// /// The verdicts of the rows of `buffer` that end at `ends`, their hrefs appended to `out`.
/// #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
/// #[target_feature(enable = "avx2,bmi1,bmi2")]
/// fn column_avx2(buffer: &str, ends: &[usize], out: &mut String) -> Vec<Option<Href>> {
///     let mut start = 0;
///     let mut verdicts = Vec::new();
///     for &end in ends {
///         verdicts.push(canonical_href_in(&buffer[start..end], buffer.as_bytes(), out));
///         start = end;
///     }
///     verdicts
/// }
///
/// let buffer = "https://example.org/a?bhttps://example.orgHTTPS://example.org/";
/// let mut out = String::new();
/// #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
/// if std::is_x86_feature_detected!("avx2")
///     && std::is_x86_feature_detected!("bmi1")
///     && std::is_x86_feature_detected!("bmi2")
/// {
///     // SAFETY: the processor has AVX2, BMI1 and BMI2 (detected just above).
///     let verdicts = unsafe { column_avx2(buffer, &[23, 42, buffer.len()], &mut out) };
///     assert_eq!(verdicts, [Some(Href::Input), Some(Href::Appended), None]);
///     assert_eq!(out, "https://example.org/");
/// }
/// ```
#[inline(always)]
pub fn canonical_href_in(input: &str, buffer: &[u8], out: &mut String) -> Option<Href> {
    match canonical_slash_in(input, buffer)? {
        None => Some(Href::Input),
        Some(slash_at) => {
            write_serialization(input, Some(slash_at), out);
            Some(Href::Appended)
        }
    }
}

/// The second half of [`href_unless_input`]: its work for an input that [`canonical_href`]
/// declined (or with a base URL), the near-canonical fast path and then the grammar engine,
/// without trying the canonical fast path again. The href (or the failure) is the one
/// `href_unless_input` gives; it is always appended ([`Href::Appended`]), even for a canonical
/// URL string (which only costs the canonical fast path's saving), and on a failure `out` is
/// left as it was. Never inlined: the canonical path's code (most rows of a column) is
/// compiled on its own, whatever the size of the near-canonical path and the engine.
///
/// ```
/// use railurl::{href_beyond_canonical, Href, Url};
/// let mut out = String::new();
/// let base = Url::parse("https://example.org/dir/")?;
/// assert_eq!(href_beyond_canonical("x?y", Some(&base), &mut out)?, Href::Appended);
/// assert_eq!(out, "https://example.org/dir/x?y");
/// let error = href_beyond_canonical("http://ho%0Dst/", None, &mut out).unwrap_err();
/// assert_eq!((error.spec_name(), out.as_str()), ("domain-to-ASCII", "https://example.org/dir/x?y"));
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[inline(never)]
pub fn href_beyond_canonical(
    input: &str,
    base: Option<&Url>,
    out: &mut String,
) -> Result<Href, ParseError> {
    if base.is_none() && near_canonical_into(input, out) {
        return Ok(Href::Appended);
    }
    // The grammar engine, its serialization copied straight after what `out` holds. A URL
    // keeps 32-bit offsets (as `Engine::parse` checks).
    if u32::try_from(input.len()).is_err() {
        return Err(ParseError::new(ParseErrorKind::TooLong, 0..input.len()));
    }
    let base = base.map(Url::record);
    parse_serialization_into(input, base.as_ref(), out)?;
    Ok(Href::Appended)
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
            for slack in [0, 1, 16, 17, 40] {
                let end = (1 + input.len() + slack).min(buffer.len());
                let (row, buffer) = (&buffer[1..1 + input.len()], &buffer.as_bytes()[..end]);
                let mut from_buffer = String::new();
                assert_eq!(
                    canonical_href_in(row, buffer, &mut from_buffer),
                    expected,
                    "{input}"
                );
                assert_eq!(from_buffer, from_str, "{input}");
            }
            // Not a slice of the buffer: right after it, and right before it.
            let rows = alloc::format!("{input}{input}");
            let (first, second) = rows.split_at(input.len());
            for (row, buffer) in [(second, first), (first, second)] {
                let mut elsewhere = String::new();
                let href = canonical_href_in(row, buffer.as_bytes(), &mut elsewhere);
                assert_eq!(
                    (href, elsewhere.as_str()),
                    (expected, from_str.as_str()),
                    "{input}"
                );
            }
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
