//! The `application/x-www-form-urlencoded` format (the URL Standard's
//! "application/x-www-form-urlencoded" section): a list of name-value tuples written as
//! `name=value` pairs joined by `&`.
//!
//! Only UTF-8 is supported, the only conforming encoding; the legacy `_charset_` handling the
//! spec mentions in a note is not described by the spec and is not done here.
//!
//! ```
//! use railurl::form_urlencoded::{parse, serialize};
//! let pairs = parse(b"q=caf%C3%A9+au+lait&n=1");
//! assert_eq!(pairs, [("q".to_string(), "café au lait".to_string()), ("n".into(), "1".into())]);
//! assert_eq!(serialize(pairs.iter().map(|(n, v)| (n, v))), "q=caf%C3%A9+au+lait&n=1");
//! ```

use crate::percent;
use alloc::string::String;
use alloc::vec::Vec;

/// The "application/x-www-form-urlencoded parser": split `input` on `&`, skip empty pieces,
/// split each at its first `=` (no `=` means an empty value), turn `+` into space,
/// percent-decode, then "UTF-8 decode without BOM" (invalid sequences become U+FFFD; a
/// leading BOM is kept).
///
/// ```
/// use railurl::form_urlencoded::parse;
/// let pairs = parse(b"a=1&&b&=c&a==2&%FF=%2B+");
/// let expected = [("a", "1"), ("b", ""), ("", "c"), ("a", "=2"), ("\u{FFFD}", "+ ")];
/// assert_eq!(pairs.len(), expected.len());
/// for ((n, v), (en, ev)) in pairs.iter().zip(expected) {
///     assert_eq!((n.as_str(), v.as_str()), (en, ev));
/// }
/// ```
pub fn parse(input: &[u8]) -> Vec<(String, String)> {
    input
        .split(|&b| b == b'&')
        .filter(|bytes| !bytes.is_empty())
        .map(|bytes| {
            let (name, value) = match bytes.iter().position(|&b| b == b'=') {
                Some(eq) => (&bytes[..eq], &bytes[eq + 1..]),
                None => (bytes, &[][..]),
            };
            (decode_component(name), decode_component(value))
        })
        .collect()
}

/// The "application/x-www-form-urlencoded string parser" (the spec's "Hooks"): UTF-8 encode
/// `input` and [`parse`] it. Unlike the `URLSearchParams` constructor, a leading `?` is data.
///
/// ```
/// use railurl::form_urlencoded::parse_str;
/// assert_eq!(parse_str("?a=b"), [("?a".to_string(), "b".to_string())]);
/// ```
pub fn parse_str(input: &str) -> Vec<(String, String)> {
    parse(input.as_bytes())
}

/// One name or value of the parser: `+` to space, percent-decode, UTF-8 decode without BOM.
fn decode_component(bytes: &[u8]) -> String {
    // "+" must become a space before percent-decoding, so that "%2B" stays a plus sign.
    let plus_as_space: Vec<u8> = bytes
        .iter()
        .map(|&b| if b == b'+' { b' ' } else { b })
        .collect();
    let decoded = percent::decode(&plus_as_space);
    // Rust's lossy decoding replaces each maximal invalid subpart with one U+FFFD, as the
    // Encoding Standard's UTF-8 decoder does, and never strips a BOM.
    match String::from_utf8(decoded) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

/// The "application/x-www-form-urlencoded serializer" with UTF-8: each name and value is
/// "percent-encoded after encoding" with the application/x-www-form-urlencoded percent-encode
/// set ([`percent::FORM_URLENCODED`]), space written as `+`; pairs are joined as
/// `name=value` with `&`. The result is ASCII.
///
/// ```
/// use railurl::form_urlencoded::serialize;
/// assert_eq!(serialize([("a b", "~&="), ("é", "*-._")]), "a+b=%7E%26%3D&%C3%A9=*-._");
/// assert_eq!(serialize(Vec::<(String, String)>::new()), "");
/// ```
pub fn serialize<I, K, V>(pairs: I) -> String
where
    I: IntoIterator<Item = (K, V)>,
    K: AsRef<str>,
    V: AsRef<str>,
{
    let mut output = String::new();
    for (name, value) in pairs {
        if !output.is_empty() {
            output.push('&');
        }
        encode_into(&mut output, name.as_ref());
        output.push('=');
        encode_into(&mut output, value.as_ref());
    }
    output
}

/// The spec's "percent-encode after encoding" with UTF-8 and the
/// application/x-www-form-urlencoded percent-encode set, appending to `out`: the set's
/// `spaceAsPlus` is true, so a space becomes `+` and every other byte in the set becomes
/// `%XX`.
///
/// ```
/// let mut out = String::from("q=");
/// railurl::form_urlencoded::encode_into(&mut out, "1 + 1 = 2");
/// assert_eq!(out, "q=1+%2B+1+%3D+2");
/// ```
pub fn encode_into(out: &mut String, input: &str) {
    for (i, piece) in input.split(' ').enumerate() {
        if i > 0 {
            out.push('+');
        }
        percent::encode_into(out, piece, percent::FORM_URLENCODED);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|&(n, v)| (n.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn plus_is_replaced_before_percent_decoding() {
        assert_eq!(parse(b"a+b=%2B+"), pairs(&[("a b", "+ ")]));
    }

    #[test]
    fn utf8_decode_keeps_bom_and_replaces_invalid_subparts() {
        assert_eq!(parse(b"%EF%BB%BFx"), pairs(&[("\u{FEFF}x", "")]));
        // One U+FFFD per maximal subpart: F0 9F 8F is one truncated 4-byte sequence.
        assert_eq!(
            parse(b"%F0%9F%8F=%C0%80"),
            pairs(&[("\u{FFFD}", "\u{FFFD}\u{FFFD}")])
        );
        // Raw invalid bytes (not from percent-decoding) are decoded the same way.
        assert_eq!(parse(b"\xFF=\xE2\x82"), pairs(&[("\u{FFFD}", "\u{FFFD}")]));
    }

    #[test]
    fn serializer_encodes_everything_but_alphanumerics_and_four_marks() {
        let all_ascii: String = (0x20u8..0x7F).map(char::from).collect();
        let out = serialize([(all_ascii.as_str(), "")]);
        let expected = "+%21%22%23%24%25%26%27%28%29*%2B%2C-.%2F0123456789%3A%3B%3C%3D%3E%3F%40\
                        ABCDEFGHIJKLMNOPQRSTUVWXYZ%5B%5C%5D%5E_%60abcdefghijklmnopqrstuvwxyz\
                        %7B%7C%7D%7E=";
        assert_eq!(out, expected);
        assert_eq!(
            serialize([("\0\n\u{7F}", "\u{1F308}")]),
            "%00%0A%7F=%F0%9F%8C%88"
        );
    }

    #[test]
    fn serialize_then_parse_round_trips() {
        let list = pairs(&[("a b", "c+d"), ("", ""), ("=&%", "\u{FEFF}\u{10FFFF}")]);
        assert_eq!(
            parse(serialize(list.iter().map(|(n, v)| (n, v))).as_bytes()),
            list
        );
    }
}
