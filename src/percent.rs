//! The spec's percent-encode sets ("Percent-encoded bytes" section of the URL Standard),
//! as `percent_encoding::AsciiSet` constants named after the spec's sets, plus the two
//! operations built on them that both engines share.
//!
//! Every set contains the C0 controls and every byte above 0x7E (the spec says "code points
//! greater than U+007E"); UTF-8 percent-encoding a code point encodes each of its bytes, so a
//! byte-level set is exactly the spec's code-point set.

use percent_encoding::{AsciiSet, CONTROLS};

/// The C0 control percent-encode set: C0 controls and all code points greater than U+007E.
pub const C0_CONTROL: &AsciiSet = &CONTROLS.add(0x7F);

/// The fragment percent-encode set: C0 control set and space, `"`, `<`, `>`, `` ` ``.
pub const FRAGMENT: &AsciiSet = &C0_CONTROL.add(b' ').add(b'"').add(b'<').add(b'>').add(b'`');

/// The query percent-encode set: C0 control set and space, `"`, `#`, `<`, `>`.
pub const QUERY: &AsciiSet = &C0_CONTROL.add(b' ').add(b'"').add(b'#').add(b'<').add(b'>');

/// The special-query percent-encode set: the query set and `'`.
pub const SPECIAL_QUERY: &AsciiSet = &QUERY.add(b'\'');

/// The path percent-encode set: the query set and `?`, `^`, `` ` ``, `{`, `}`.
pub const PATH: &AsciiSet = &QUERY.add(b'?').add(b'^').add(b'`').add(b'{').add(b'}');

/// The userinfo percent-encode set: the path set and `/`, `:`, `;`, `=`, `@`, `[` to `]`, `|`.
pub const USERINFO: &AsciiSet = &PATH
    .add(b'/')
    .add(b':')
    .add(b';')
    .add(b'=')
    .add(b'@')
    .add(b'[')
    .add(b'\\')
    .add(b']')
    .add(b'|');

/// The component percent-encode set: the userinfo set and `$` to `&`, `+`, `,`.
pub const COMPONENT: &AsciiSet = &USERINFO.add(b'$').add(b'%').add(b'&').add(b'+').add(b',');

/// The application/x-www-form-urlencoded percent-encode set: the component set and `!`,
/// `'` to `)`, `~`.
pub const FORM_URLENCODED: &AsciiSet =
    &COMPONENT.add(b'!').add(b'\'').add(b'(').add(b')').add(b'~');

/// UTF-8 percent-encode `input` using `set`, appending to `out` (the spec's
/// "UTF-8 percent-encode" applied to each code point of a string).
///
/// ```
/// let mut out = String::from("/");
/// railurl::percent::encode_into(&mut out, "a b{c}", railurl::percent::PATH);
/// assert_eq!(out, "/a%20b%7Bc%7D");
/// ```
pub fn encode_into(out: &mut String, input: &str, set: &'static AsciiSet) {
    if input.len() > LARGE {
        // Room for exactly the encoded text, rather than doubling up to twice that.
        out.reserve_exact(encoded_len(input, set));
    }
    for chunk in percent_encoding::utf8_percent_encode(input, set) {
        out.push_str(chunk);
    }
}

/// Inputs longer than this are measured before they are encoded, so that the output holds no
/// more than it needs (a URL's serialization is built beside it: issue 15's memory bound of
/// twice the larger of input and href). Shorter ones, nearly every real URL's, are not.
const LARGE: usize = 4096;

/// The length of `input` UTF-8 percent-encoded with `set`: three bytes for each byte in the
/// set, one for each other.
fn encoded_len(input: &str, set: &'static AsciiSet) -> usize {
    let keep = keep_table(set);
    input
        .bytes()
        .map(|b| if keep[usize::from(b)] { 1 } else { 3 })
        .sum()
}

/// Give back the capacity of a string built piece by piece when it is more than [`LARGE`]
/// bytes beyond its length (a path whose segments were encoded one at a time may have doubled
/// its buffer); small strings keep theirs, which costs nothing to keep.
pub(crate) fn release_slack(s: &mut String) {
    if s.capacity() - s.len() > LARGE {
        s.shrink_to_fit();
    }
}

/// "UTF-8 percent-encode c using set" for one code point, appending to `out`: what the
/// parser's states do code point by code point.
///
/// ```
/// let mut out = String::new();
/// for c in "a é".chars() {
///     railurl::percent::encode_code_point(&mut out, c, railurl::percent::PATH);
/// }
/// assert_eq!(out, "a%20%C3%A9");
/// ```
pub fn encode_code_point(out: &mut String, c: char, set: &'static AsciiSet) {
    match u8::try_from(c) {
        Ok(b) if IN_NO_SET[usize::from(b)] => out.push(c),
        _ => encode_into(out, c.encode_utf8(&mut [0; 4]), set),
    }
}

/// UTF-8 percent-encode `input` using `set`, borrowing `input` when nothing needs encoding.
///
/// ```
/// use std::borrow::Cow;
/// use railurl::percent::{encode, QUERY};
/// assert!(matches!(encode("a=b", QUERY), Cow::Borrowed("a=b")));
/// assert_eq!(encode("a b", QUERY), "a%20b");
/// ```
pub fn encode<'a>(input: &'a str, set: &'static AsciiSet) -> std::borrow::Cow<'a, str> {
    use std::borrow::Cow;
    // Skip the prefix of bytes that `set` leaves alone, then let the set decide the rest.
    let keep = keep_table(set);
    let clean = input
        .bytes()
        .position(|b| !keep[usize::from(b)])
        .unwrap_or(input.len());
    let Some(rest) = input.get(clean..).filter(|r| !r.is_empty()) else {
        return Cow::Borrowed(input);
    };
    let mut chunks = percent_encoding::utf8_percent_encode(rest, set);
    match chunks.next() {
        // The first chunk is all of `rest` only when nothing needed encoding. (A borrowed
        // chunk is not enough: "%22" for a lone `"` is a borrowed static string too.)
        Some(first) if std::ptr::eq(first, rest) => Cow::Borrowed(input),
        None => Cow::Borrowed(input),
        Some(first) => {
            let capacity = if input.len() > LARGE {
                clean + encoded_len(rest, set)
            } else {
                input.len() + 8
            };
            let mut out = String::with_capacity(capacity);
            out.push_str(&input[..clean]);
            out.push_str(first);
            out.extend(chunks);
            Cow::Owned(out)
        }
    }
}

/// For each byte, whether `set` leaves it alone. Built once per spec set from the `AsciiSet`
/// itself (found by comparing set values), so the sets above stay the only definition; any
/// other set gets the table of bytes no spec set contains.
fn keep_table(set: &'static AsciiSet) -> &'static [bool; 256] {
    use std::sync::OnceLock;
    // The most frequently encoded sets first: finding the set is a value comparison each.
    const SETS: [&AsciiSet; 8] = [
        PATH,
        SPECIAL_QUERY,
        QUERY,
        FRAGMENT,
        C0_CONTROL,
        USERINFO,
        COMPONENT,
        FORM_URLENCODED,
    ];
    static TABLES: OnceLock<[[bool; 256]; 8]> = OnceLock::new();
    let Some(index) = SETS.iter().position(|s| *s == set) else {
        return &IN_NO_SET;
    };
    let tables = TABLES.get_or_init(|| {
        SETS.map(|s| {
            let mut table = [false; 256];
            for b in 0..=255u8 {
                table[usize::from(b)] = !in_set(b, s);
            }
            table
        })
    });
    &tables[index]
}

/// Bytes that are in none of the spec's percent-encode sets: ASCII alphanumerics, `-`, `.`
/// and `_` (the application/x-www-form-urlencoded set, the largest, leaves out exactly these
/// and `*`).
static IN_NO_SET: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 128 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || c == b'-' || c == b'.' || c == b'_';
        b += 1;
    }
    table
};

/// Whether `set` contains the byte `b` (every non-ASCII byte is in every set).
///
/// ```
/// use railurl::percent::{in_set, QUERY, SPECIAL_QUERY};
/// assert!(in_set(b'\'', SPECIAL_QUERY) && !in_set(b'\'', QUERY));
/// assert!(in_set(0xC3, QUERY));
/// ```
pub fn in_set(b: u8, set: &'static AsciiSet) -> bool {
    !b.is_ascii()
        || percent_encoding::percent_encode(&[b], set)
            .next()
            .is_some_and(|s| s.len() == 3)
}

/// Whether UTF-8 percent-encoding `input` with `set` would change it.
///
/// ```
/// use railurl::percent::{needs_encoding, FRAGMENT};
/// assert!(needs_encoding("a`b", FRAGMENT));
/// assert!(!needs_encoding("a%60b", FRAGMENT));
/// ```
pub fn needs_encoding(input: &str, set: &'static AsciiSet) -> bool {
    // A scan of the set's table: no encoded string is built just to be thrown away.
    let keep = keep_table(set);
    input.bytes().any(|b| !keep[usize::from(b)])
}

/// The spec's "percent-decode" of a byte sequence: `%XX` with two hex digits becomes the byte,
/// everything else is copied.
///
/// ```
/// assert_eq!(railurl::percent::decode(b"%41%zz%"), b"A%zz%");
/// ```
pub fn decode(input: &[u8]) -> Vec<u8> {
    percent_encoding::percent_decode(input).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(s: &str, set: &'static AsciiSet) -> String {
        let mut out = String::new();
        encode_into(&mut out, s, set);
        out
    }

    #[test]
    fn sets_nest_as_the_spec_defines_them() {
        // Each set is a superset of the one it is defined from.
        let chain: [&AsciiSet; 6] = [
            C0_CONTROL,
            QUERY,
            PATH,
            USERINFO,
            COMPONENT,
            FORM_URLENCODED,
        ];
        for pair in chain.windows(2) {
            for b in 0u8..=0x7F {
                assert!(!in_set(b, pair[0]) || in_set(b, pair[1]), "byte {b:#x}");
            }
        }
        // The query set is not derived from the fragment set: it omits the backtick.
        assert!(in_set(b'`', FRAGMENT) && !in_set(b'`', QUERY));
        assert!(in_set(b'\'', SPECIAL_QUERY) && !in_set(b'\'', QUERY));
    }

    #[test]
    fn the_bytes_skipped_before_encoding_are_in_no_set() {
        let sets: [&AsciiSet; 8] = [
            C0_CONTROL,
            FRAGMENT,
            QUERY,
            SPECIAL_QUERY,
            PATH,
            USERINFO,
            COMPONENT,
            FORM_URLENCODED,
        ];
        for b in 0u8..=255 {
            if IN_NO_SET[usize::from(b)] {
                assert!(sets.iter().all(|set| !in_set(b, set)), "byte {b:#x}");
            } else if b.is_ascii() {
                // Every other ASCII byte is in the largest set, so the table is not too small.
                assert!(in_set(b, FORM_URLENCODED) || b == b'*', "byte {b:#x}");
            }
        }
        assert_eq!(encode("abc-._%zz é", FRAGMENT), "abc-._%zz%20%C3%A9");
        // Each spec set's table agrees with the set.
        let sets: [&AsciiSet; 8] = [
            C0_CONTROL,
            FRAGMENT,
            QUERY,
            SPECIAL_QUERY,
            PATH,
            USERINFO,
            COMPONENT,
            FORM_URLENCODED,
        ];
        for set in sets {
            let table = keep_table(set);
            for b in 0..=255u8 {
                assert_eq!(table[usize::from(b)], !in_set(b, set), "byte {b:#x}");
            }
        }
        assert!(matches!(
            encode("/a/b?c=d", PATH),
            std::borrow::Cow::Owned(_)
        ));
        assert!(matches!(
            encode("/a/b;c=d", PATH),
            std::borrow::Cow::Borrowed(_)
        ));
        // A single code point that needs encoding is a change, not a borrow.
        assert_eq!(encode("\"", FRAGMENT), "%22");
        assert!(needs_encoding("\"", FRAGMENT) && needs_encoding("a\"", FRAGMENT));
        assert!(matches!(
            encode("a-b", FRAGMENT),
            std::borrow::Cow::Borrowed("a-b")
        ));
    }

    #[test]
    fn spec_examples_of_utf8_percent_encode() {
        // "Percent-encoded bytes" section examples.
        assert_eq!(enc("\u{2261}", USERINFO), "%E2%89%A1");
        assert_eq!(enc("\u{203D}", USERINFO), "%E2%80%BD");
        assert_eq!(enc("%", USERINFO), "%");
        assert_eq!(enc("%", COMPONENT), "%25");
        assert_eq!(
            enc("Say what\u{2019}s writing", PATH),
            "Say%20what%E2%80%99s%20writing"
        );
        assert_eq!(enc("a b", FORM_URLENCODED), "a%20b");
    }

    #[test]
    fn percent_decode_keeps_malformed_sequences() {
        assert_eq!(decode(b"%25%s%1G"), b"%%s%1G");
        assert_eq!(decode("\u{203D}%25".as_bytes()), "\u{203D}%".as_bytes());
    }
}
