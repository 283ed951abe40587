//! The fast paths on their own. The canonical fast path: a URL string that
//! grammar/canonical.pest accepts is its own serialization, so it becomes a [`Url`] by one copy,
//! without the full engine. [`Url::parse`] tries it first; src/fast_path.rs does the
//! recognizing. And the near-canonical fast path on its own ([`parse_near_canonical`]), which
//! `Url::parse` tries second: a special URL whose components each need only a simple
//! rewriting, written from its DFA's spans (src/near_canonical.rs). And the failures both
//! decline that the parser certainly reaches ([`certain_failure`], src/failing.rs), which
//! `Url::parse` tries third.
//!
//! For a column of hrefs, [`href_unless_input`](crate::href_unless_input) in two halves:
//! [`canonical_href`] (or [`canonical_href_at`], for a row inside a larger buffer), the
//! canonical fast path alone, over many rows first, and [`href_beyond_canonical`], the rest of
//! the parser, for the rows it declined.

use super::url::Url;
use crate::error::{ParseError, ParseErrorKind};
use crate::failing;
use crate::fast_path::{
    canonical_credentials_serialization, canonical_row_slash_at, canonical_serialization,
    canonical_slash_at, write_serialization,
};
use crate::near_canonical::{near_canonical_into, near_canonical_serialization};
use crate::semantics::parse_serialization_into;
use alloc::string::String;
use core::ops::Range;

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
/// URL other than `file:`, with an ASCII host and at most one "@", whose canonicalization
/// rewrites each component on its own: the scheme's and host's case, a host that ends in a
/// number (any spelling of an IPv4 address) by the IPv4 parser, leading and trailing spaces, the
/// credentials' code points to percent-encode, the port's leading zeros and default port, "\"
/// and dot segments in the path, code points to percent-encode); `None` otherwise, which says
/// nothing about whether it parses. A `Some` is always [`Url::parse`]'s result (and the full
/// engine's) for `input`: the URL, or the failure of a host that the IPv4 parser rejects.
///
/// ```
/// use railurl::{fast::parse_near_canonical, Url};
/// let input = " HTTP://Example.ORG:080\\a\\./b/../c d?q=\"x\"#`f` ";
/// let url = parse_near_canonical(input).unwrap()?;
/// assert_eq!(url.href(), "http://example.org/a/c%20d?q=%22x%22#%60f%60");
/// assert_eq!(url, Url::parse(input)?);
/// let url = parse_near_canonical("https://us er:pa:ss@example.org/").unwrap()?;
/// assert_eq!((url.username(), url.password()), ("us%20er", "pa%3Ass"));
/// // Any spelling of an IPv4 address, and the IPv4 parser's failures.
/// assert_eq!(parse_near_canonical("https://0x7F.1./").unwrap()?.host(), "127.0.0.1");
/// let error = parse_near_canonical("http://1.2.3.256/").unwrap().unwrap_err();
/// assert_eq!((error.spec_name(), error.span()), ("IPv4-out-of-range-part", 7..16));
/// assert_eq!(Url::parse("http://1.2.3.256/"), Err(error));
/// // Two "@", IPv6, tabs inside, other schemes: the engine's.
/// assert!(parse_near_canonical("https://a@b@example.org/").is_none());
/// assert!(parse_near_canonical("https://[::1]/").is_none());
/// assert!(parse_near_canonical("https://exa\tmple.org/").is_none());
/// assert!(parse_near_canonical("file:///x").is_none());
/// # Ok::<(), railurl::ParseError>(())
/// ```
pub fn parse_near_canonical(input: &str) -> Option<Result<Url, ParseError>> {
    near_canonical_serialization(input).map(|written| written.map(Url::from_serialization))
}

/// The failure [`Url::parse`] returns for `input` when grammar/failing.pest says the parser
/// certainly fails on it (no scheme, a special URL's empty host, a port with a code point that
/// is not a digit, an ASCII host that decodes to a forbidden domain code point, in their common
/// shapes): the same [`ParseError`], kind and span, as the grammar engine's, found by one
/// automaton instead. `None` otherwise, which says nothing about whether `input` parses.
/// `Url::parse` and [`href_beyond_canonical`] try it after the near-canonical fast path.
///
/// ```
/// use railurl::{fast::certain_failure, ParseErrorKind, Url};
/// let error = certain_failure("https://example.org:8O80/").unwrap();
/// assert_eq!((error.kind(), error.span()), (ParseErrorKind::PortInvalid, 21..22));
/// assert_eq!(Some(error), Url::parse("https://example.org:8O80/").err());
/// assert_eq!(certain_failure("example.org/x").unwrap().spec_name(), "missing-scheme-non-relative-URL");
/// assert_eq!(certain_failure("http://ho%0Dst/").unwrap().span(), 7..14);
/// // Not every failure: an IPv4 host's is the near-canonical path's to find (or the engine's).
/// assert_eq!(certain_failure("http://1.2.3.256/"), None);
/// assert!(Url::parse("http://1.2.3.256/").is_err());
/// assert_eq!(certain_failure("https://example.org/"), None);
/// ```
pub fn certain_failure(input: &str) -> Option<ParseError> {
    failing::certain_failure(input)
}

/// What [`href_unless_input`](crate::href_unless_input) and the canonical fast path's
/// functions below did with the href.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Href {
    /// The href is the input itself, unchanged: nothing was appended.
    Input,
    /// The href was appended to the output (it may still equal the input: only the canonical
    /// fast path says [`Href::Input`]).
    Appended,
}

/// The first half of [`href_unless_input`](crate::href_unless_input) (without a base URL): the
/// canonical fast path alone. `Some` when `input` is a canonical URL string: [`Href::Input`]
/// (nothing appended), or [`Href::Appended`] with its href appended to `out` (the input with the
/// "/" of a missing path put in); `None` otherwise, with `out` left as it was, which says nothing
/// about whether `input` parses: [`href_beyond_canonical`] then does the rest. For a caller that
/// runs the fast path over many inputs first and the others after (a column's rows, where the
/// canonical check's code stays hot between rows), with the hrefs the two calls give together
/// exactly those of `href_unless_input`.
///
/// ```
/// use railurl::fast::{canonical_href, href_beyond_canonical, Href};
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

/// [`canonical_href`] for the row of a column whose bytes are `buffer[row]` (Arrow's values or
/// views buffer, a file read whole): the canonical check may then read the buffer's bytes
/// after the row, so that its skips step through whole blocks of bytes without a test of
/// their own for the row's end, and without code for its last bytes. The result is always
/// `canonical_href` of the row's text; `None` also where `row` does not lie in `buffer`, or
/// its bytes are not UTF-8 (a canonical URL string is ASCII).
///
/// It is always inlined, so that the whole check is compiled into the caller's loop over its
/// rows, with the caller's target features: a loop in a function compiled for AVX2 (picked at
/// run time where the processor has it, as the Python package's column does) gets skips whose
/// pairs of sixteen-byte SSE2 blocks the compiler fuses into 32-byte AVX2 operations, and the
/// check's setup is not repeated behind a call at each row (docs/performance.md, "Reading past
/// a row's end" and "The check inlined into the row loop", has the measurements). In a build
/// with debug assertions (the dev profile) the automaton inside it is a call of its own, so
/// that its code is compiled once rather than in each caller. The caller
/// needs no `&str` of the row: a column's loop finds the row's bytes from its offsets or view
/// alone.
///
/// ```
/// use railurl::fast::{canonical_href_at, Href};
/// // Three rows of a column, end to end in one buffer.
/// let buffer = b"https://example.org/a?bhttps://example.orgHTTPS://example.org/";
/// let mut out = String::new();
/// assert_eq!(canonical_href_at(buffer, 0..23, &mut out), Some(Href::Input));
/// assert_eq!(canonical_href_at(buffer, 23..42, &mut out), Some(Href::Appended));
/// assert_eq!(out, "https://example.org/");
/// // Declined (the parser changes it): `href_beyond_canonical` writes it.
/// assert_eq!(canonical_href_at(buffer, 42..buffer.len(), &mut out), None);
/// // Not inside the buffer.
/// assert_eq!(canonical_href_at(buffer, 42..100, &mut out), None);
/// assert_eq!(out, "https://example.org/");
/// ```
///
/// A loop over a column's rows compiled for AVX2, BMI1 and BMI2, run where the processor has
/// them:
///
/// ```
/// use railurl::fast::{canonical_href_at, Href};
///
/// /// The verdicts of the rows of `buffer` that end at `ends`, their hrefs appended to `out`.
/// #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
/// #[target_feature(enable = "avx2,bmi1,bmi2")]
/// fn column_avx2(buffer: &[u8], ends: &[usize], out: &mut String) -> Vec<Option<Href>> {
///     let mut start = 0;
///     let mut verdicts = Vec::new();
///     for &end in ends {
///         verdicts.push(canonical_href_at(buffer, start..end, out));
///         start = end;
///     }
///     verdicts
/// }
///
/// let buffer = b"https://example.org/a?bhttps://example.orgHTTPS://example.org/";
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
pub fn canonical_href_at(buffer: &[u8], row: Range<usize>, out: &mut String) -> Option<Href> {
    match canonical_row_slash_at(buffer, row.clone())? {
        None => Some(Href::Input),
        Some(slash_at) => {
            let input = core::str::from_utf8(buffer.get(row)?).ok()?;
            write_serialization(input, Some(slash_at), out);
            Some(Href::Appended)
        }
    }
}

/// The second half of [`href_unless_input`](crate::href_unless_input): its work for an input that
/// [`canonical_href`] declined (or with a base URL), the near-canonical fast path and then the
/// grammar engine, without trying the canonical fast path again. The href (or the failure) is the
/// one `href_unless_input` gives (the failure may come from [`certain_failure`], before the
/// engine); it is always appended ([`Href::Appended`]), even for a canonical
/// URL string (which only costs the canonical fast path's saving), and on a failure `out` is left
/// as it was. Never inlined: the canonical path's code (most rows of a column) is compiled on its
/// own, whatever the size of the near-canonical path and the engine.
///
/// ```
/// use railurl::{fast::{href_beyond_canonical, Href}, Url};
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
    if base.is_none() {
        if let Some(written) = near_canonical_into(input, out) {
            return written.map(|()| Href::Appended);
        }
        // A failure the failing fast path finds needs no engine.
        if let Some(error) = failing::certain_failure(input) {
            return Err(error);
        }
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
