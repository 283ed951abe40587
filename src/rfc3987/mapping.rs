//! RFC 3987 section 3.1, "Mapping of IRIs to URIs": every character of `ucschar` or
//! `iprivate` (every non-ASCII character of a valid IRI) becomes its UTF-8 octets, each
//! percent-encoded as `%HH` with upper-case hex digits; everything else is kept. The result is
//! a URI reference whose components are those of the IRI, mapped one by one.

use crate::rfc3986::parts::Parts;
use alloc::string::String;

/// The mapped string of `text`, and the offsets of `parts` moved along.
pub(crate) fn to_uri(text: &str, parts: &Parts) -> (String, Parts) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let extra = text.bytes().filter(|b| !b.is_ascii()).count() * 2;
    let mut out = String::with_capacity(text.len() + extra);
    for c in text.chars() {
        if c.is_ascii() {
            out.push(c);
            continue;
        }
        let mut buf = [0u8; 4];
        for &b in c.encode_utf8(&mut buf).as_bytes() {
            out.push('%');
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 15)]));
        }
    }
    // Every offset is at a component boundary, an ASCII delimiter: it moves by two bytes per
    // non-ASCII byte before it.
    let bytes = text.as_bytes();
    let moved = parts.moved(|o| {
        let before = bytes.get(..o as usize).unwrap_or(bytes);
        o + 2 * before.iter().filter(|b| !b.is_ascii()).count() as u32
    });
    (out, moved)
}
