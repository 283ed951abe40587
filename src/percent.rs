//! The spec's percent-encode sets ("Percent-encoded bytes" section of the URL Standard),
//! as `percent_encoding::AsciiSet` constants named after the spec's sets, plus the two
//! operations built on them that both engines share.
//!
//! Every set contains the C0 controls and every byte above 0x7E (the spec says "code points
//! greater than U+007E"); UTF-8 percent-encoding a code point encodes each of its bytes, so a
//! byte-level set is exactly the spec's code-point set.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use percent_encoding::{AsciiSet, CONTROLS};

/// A percent-encode set as a table: `true` for each byte the set contains. Each spec set is
/// defined once, below, as a table made from the set the spec defines it from; its
/// `AsciiSet` constant is computed from it at compile time, and the encoder reads the table
/// itself (no lazy initialization, which would need std's `OnceLock`).
type SetTable = [bool; 256];

/// The table of `base` with the bytes of `added`.
const fn with(base: SetTable, added: &[u8]) -> SetTable {
    let mut table = base;
    let mut i = 0;
    while i < added.len() {
        table[added[i] as usize] = true;
        i += 1;
    }
    table
}

/// The C0 control percent-encode set's table: C0 controls and every byte above 0x7E.
const C0_CONTROL_SET: SetTable = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = b <= 0x1F || b > 0x7E;
        b += 1;
    }
    table
};
const FRAGMENT_SET: SetTable = with(C0_CONTROL_SET, b" \"<>`");
const QUERY_SET: SetTable = with(C0_CONTROL_SET, b" \"#<>");
const SPECIAL_QUERY_SET: SetTable = with(QUERY_SET, b"'");
const PATH_SET: SetTable = with(QUERY_SET, b"?^`{}");
const USERINFO_SET: SetTable = with(PATH_SET, b"/:;=@[\\]|");
const COMPONENT_SET: SetTable = with(USERINFO_SET, b"$%&+,");
const FORM_URLENCODED_SET: SetTable = with(COMPONENT_SET, b"!'()~");

/// The `AsciiSet` of a table. An `AsciiSet` holds ASCII bytes only (percent_encoding encodes
/// every non-ASCII byte whatever the set); every spec set holds the C0 controls, so starting
/// from `CONTROLS` adds nothing the table lacks.
const fn ascii_set(table: &SetTable) -> AsciiSet {
    // An owned copy of `CONTROLS` (NUL is in it already).
    let mut set = CONTROLS.add(0);
    let mut b = 0;
    while b < 0x80 {
        if table[b] {
            set = set.add(b as u8);
        }
        b += 1;
    }
    set
}

/// The C0 control percent-encode set: C0 controls and all code points greater than U+007E.
pub const C0_CONTROL: &AsciiSet = &ascii_set(&C0_CONTROL_SET);

/// The fragment percent-encode set: C0 control set and space, `"`, `<`, `>`, `` ` ``.
pub const FRAGMENT: &AsciiSet = &ascii_set(&FRAGMENT_SET);

/// The query percent-encode set: C0 control set and space, `"`, `#`, `<`, `>`.
pub const QUERY: &AsciiSet = &ascii_set(&QUERY_SET);

/// The special-query percent-encode set: the query set and `'`.
pub const SPECIAL_QUERY: &AsciiSet = &ascii_set(&SPECIAL_QUERY_SET);

/// The path percent-encode set: the query set and `?`, `^`, `` ` ``, `{`, `}`.
pub const PATH: &AsciiSet = &ascii_set(&PATH_SET);

/// The userinfo percent-encode set: the path set and `/`, `:`, `;`, `=`, `@`, `[` to `]`, `|`.
pub const USERINFO: &AsciiSet = &ascii_set(&USERINFO_SET);

/// The component percent-encode set: the userinfo set and `$` to `&`, `+`, `,`.
pub const COMPONENT: &AsciiSet = &ascii_set(&COMPONENT_SET);

/// The application/x-www-form-urlencoded percent-encode set: the component set and `!`,
/// `'` to `)`, `~`.
pub const FORM_URLENCODED: &AsciiSet = &ascii_set(&FORM_URLENCODED_SET);

/// UTF-8 percent-encode `input` using `set`, appending to `out` (the spec's
/// "UTF-8 percent-encode" applied to each code point of a string).
///
/// ```
/// let mut out = String::from("/");
/// railurl::percent::encode_into(&mut out, "a b{c}", railurl::percent::PATH);
/// assert_eq!(out, "/a%20b%7Bc%7D");
/// ```
pub fn encode_into(out: &mut String, input: &str, set: &'static AsciiSet) {
    match spec_set_table(set) {
        Some(table) => encode_with(out, input, table),
        // A set that is none of the spec's: its own encoder.
        None => out.extend(percent_encoding::utf8_percent_encode(input, set)),
    }
}

/// [`encode_into`] with the path percent-encode set, for the path state, which knows its set:
/// no search for the set's table.
pub(crate) fn encode_path_into(out: &mut String, input: &str) {
    encode_with(out, input, &PATH_SET);
}

/// The path state over steps each after a "/" or a "\\" (a special URL's path, where "\\"
/// acts as "/"): each separator written as "/", each segment UTF-8 percent-encoded with the
/// path percent-encode set. One scan for what to change: a "\\" or a byte in the set (every
/// byte of a code point beyond ASCII is, so the runs left alone are ASCII).
pub(crate) fn encode_path_steps_into(out: &mut String, input: &str) {
    let bytes = input.as_bytes();
    let mut at = 0;
    loop {
        let rest = bytes.get(at..).unwrap_or_default();
        let Some(found) = crate::syntax::recognizer::first_in(rest, &PATH_OR_REVERSE_SOLIDUS)
        else {
            out.push_str(input.get(at..).unwrap_or_default());
            return;
        };
        let stop = at + found;
        if found > 0 {
            out.push_str(input.get(at..stop).unwrap_or_default());
        }
        match bytes.get(stop) {
            Some(b'\\') => out.push('/'),
            Some(&b) => push_encoded(out, b),
            None => return,
        }
        at = stop + 1;
    }
}

/// The path percent-encode set and "\\": what [`encode_path_steps_into`] stops at.
const PATH_OR_REVERSE_SOLIDUS: SetTable = with(PATH_SET, b"\\");

/// [`encode_into`] with the special-query percent-encode set when `special`, else the query
/// percent-encode set ("query state").
pub(crate) fn encode_query_into(out: &mut String, input: &str, special: bool) {
    let set = if special {
        &SPECIAL_QUERY_SET
    } else {
        &QUERY_SET
    };
    encode_with(out, input, set);
}

/// [`encode_into`] with the fragment percent-encode set ("fragment state").
pub(crate) fn encode_fragment_into(out: &mut String, input: &str) {
    encode_with(out, input, &FRAGMENT_SET);
}

/// [`encode_into`] with the userinfo percent-encode set ("authority state").
pub(crate) fn encode_userinfo_into(out: &mut String, input: &str) {
    encode_with(out, input, &USERINFO_SET);
}

/// [`encode_into`] with the C0 control percent-encode set (opaque paths and hosts).
pub(crate) fn encode_c0_control_into(out: &mut String, input: &str) {
    encode_with(out, input, &C0_CONTROL_SET);
}

/// "UTF-8 percent-encode" `input` using the spec set whose table is `set`, appending to
/// `out`. Every byte the set leaves alone is ASCII; every non-ASCII byte is in every spec set,
/// so encoding a code point is encoding each of its bytes, and the byte after an encoded one
/// may be scanned as a byte too. Most inputs need nothing encoded: one scan (four bytes a
/// step, as the recognizer's) and one copy. From the first byte to encode on, one pass byte
/// by byte, with room for the longest encoding made first: each byte is pushed, or its "%XX"
/// written as three pushes (a copy call per encoded byte or per short run left alone, or a
/// scan for the end of each run, cost more than the bytes they move).
#[inline]
fn encode_with(out: &mut String, input: &str, set: &'static SetTable) {
    match crate::syntax::recognizer::first_in(input.as_bytes(), set) {
        None => out.push_str(input),
        Some(first) => encode_from(out, input, first, set),
    }
}

/// [`encode_with`] from `first`, the first byte in the set (not inlined: the scan and the copy
/// of a text with nothing to encode, nearly every one, stay small where they are called).
#[inline(never)]
fn encode_from(out: &mut String, input: &str, first: usize, set: &'static SetTable) {
    let bytes = input.as_bytes();
    let rest = bytes.get(first..).unwrap_or_default();
    if input.len() > LARGE {
        // Room for exactly the encoded text, rather than doubling up to twice that.
        out.reserve_exact(first + encoded_len_with(input.get(first..).unwrap_or(""), set));
    } else {
        out.reserve(first + 3 * rest.len());
    }
    // The bytes before `first` are ASCII: a code point boundary.
    out.push_str(input.get(..first).unwrap_or_default());
    for &b in rest {
        if set[usize::from(b)] {
            push_encoded(out, b);
        } else {
            // A byte the set leaves alone is ASCII: a whole code point.
            out.push(char::from(b));
        }
    }
}

/// "Percent-encode" the byte `b`: "%" and its two uppercase hex digits.
#[inline(always)]
fn push_encoded(out: &mut String, b: u8) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('%');
    out.push(char::from(HEX[usize::from(b >> 4)]));
    out.push(char::from(HEX[usize::from(b & 0x0F)]));
}

/// Inputs longer than this are measured before they are encoded, so that the output holds no
/// more than it needs (a URL's serialization is built beside it: issue 15's memory bound of
/// twice the larger of input and href). Shorter ones, nearly every real URL's, are not.
const LARGE: usize = 4096;

/// The length of `input` UTF-8 percent-encoded with `set`: three bytes for each byte in the
/// set, one for each other.
fn encoded_len(input: &str, set: &'static AsciiSet) -> usize {
    match spec_set_table(set) {
        Some(table) => encoded_len_with(input, table),
        None => percent_encoding::utf8_percent_encode(input, set)
            .map(str::len)
            .sum(),
    }
}

/// [`encoded_len`] for the spec set whose table is `set`.
fn encoded_len_with(input: &str, set: &SetTable) -> usize {
    input
        .bytes()
        .map(|b| if set[usize::from(b)] { 3 } else { 1 })
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
#[inline]
pub fn encode_code_point(out: &mut String, c: char, set: &'static AsciiSet) {
    match u8::try_from(c) {
        // A byte in no spec set, unless `set` is another set that holds it.
        Ok(b) if IN_NO_SET[usize::from(b)] && !in_set(b, set) => out.push(c),
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
pub fn encode<'a>(input: &'a str, set: &'static AsciiSet) -> Cow<'a, str> {
    // Skip the prefix of bytes that `set` leaves alone, then let the set decide the rest.
    let clean = match spec_set_table(set) {
        Some(table) => input
            .bytes()
            .position(|b| table[usize::from(b)])
            .unwrap_or(input.len()),
        None => 0,
    };
    let Some(rest) = input.get(clean..).filter(|r| !r.is_empty()) else {
        return Cow::Borrowed(input);
    };
    let mut chunks = percent_encoding::utf8_percent_encode(rest, set);
    match chunks.next() {
        // The first chunk is all of `rest` only when nothing needed encoding. (A borrowed
        // chunk is not enough: "%22" for a lone `"` is a borrowed static string too.)
        Some(first) if core::ptr::eq(first, rest) => Cow::Borrowed(input),
        None => Cow::Borrowed(input),
        Some(first) => {
            // A short input gets room for the longest encoding (each byte as "%XX"), so that
            // its spare string (src/spare_strings.rs) does not grow on the way.
            let capacity = if input.len() > LARGE {
                clean + encoded_len(rest, set)
            } else {
                clean + 3 * rest.len()
            };
            let mut out = crate::spare_strings::string(capacity);
            out.push_str(&input[..clean]);
            out.push_str(first);
            out.extend(chunks);
            Cow::Owned(out)
        }
    }
}

/// For each byte, whether `set` holds it, if `set` is one of the spec's (found by comparing
/// set values). Other sets are left to `percent_encoding`'s own encoder.
#[inline(always)]
fn spec_set_table(set: &'static AsciiSet) -> Option<&'static SetTable> {
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
    static TABLES: [&SetTable; 8] = [
        &PATH_SET,
        &SPECIAL_QUERY_SET,
        &QUERY_SET,
        &FRAGMENT_SET,
        &C0_CONTROL_SET,
        &USERINFO_SET,
        &COMPONENT_SET,
        &FORM_URLENCODED_SET,
    ];
    SETS.iter()
        .position(|s| *s == set)
        .and_then(|index| TABLES.get(index).copied())
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
#[inline]
pub fn in_set(b: u8, set: &'static AsciiSet) -> bool {
    // `AsciiSet` has no public membership test, but removing a byte it holds changes it.
    !b.is_ascii() || set.remove(b) != *set
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
    match spec_set_table(set) {
        Some(table) => input.bytes().any(|b| table[usize::from(b)]),
        None => input.bytes().any(|b| in_set(b, set)),
    }
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

/// "UTF-8 decode without BOM" of the percent-decoding of `input` (the host parser's step 5),
/// in a spare string (src/spare_strings.rs): invalid sequences become U+FFFD.
pub(crate) fn decode_utf8(input: &str) -> String {
    let mut bytes = crate::spare_strings::string(input.len()).into_bytes();
    bytes.extend(percent_encoding::percent_decode(input.as_bytes()));
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(invalid) => {
            let mut bytes = invalid.into_bytes();
            // Each invalid byte becomes at most the three bytes of U+FFFD.
            let mut text = crate::spare_strings::string(3 * bytes.len());
            for chunk in bytes.utf8_chunks() {
                text.push_str(chunk.valid());
                if !chunk.invalid().is_empty() {
                    text.push(char::REPLACEMENT_CHARACTER);
                }
            }
            bytes.clear();
            if let Ok(empty) = String::from_utf8(bytes) {
                crate::spare_strings::recycle(empty);
            }
            text
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(s: &str, set: &'static AsciiSet) -> String {
        let mut out = String::new();
        encode_into(&mut out, s, set);
        out
    }

    /// The spec's percent-encode sets.
    const SPEC_SETS: [&AsciiSet; 8] = [
        C0_CONTROL,
        FRAGMENT,
        QUERY,
        SPECIAL_QUERY,
        PATH,
        USERINFO,
        COMPONENT,
        FORM_URLENCODED,
    ];

    /// A set that is none of the spec's, for [`encode_into_is_utf8_percent_encode`].
    static NOT_A_SPEC_SET: &AsciiSet = &percent_encoding::CONTROLS.add(b'a').add(b'{');

    /// `encode_into` (and `encode_code_point`, `encode`, `encoded_len`, `needs_encoding`)
    /// give what `percent_encoding` gives, for every spec set and another,
    /// on random strings of ASCII (controls included) and multi-byte code points, of every
    /// length up to 40, and one longer than [`LARGE`] (which is measured before it is encoded).
    #[test]
    fn encode_into_is_utf8_percent_encode() {
        let sets: Vec<&'static AsciiSet> = SPEC_SETS.into_iter().chain([NOT_A_SPEC_SET]).collect();
        let alphabet: Vec<char> = (0u8..0x80)
            .map(char::from)
            .chain(['\u{e9}', '\u{20ac}', '\u{1f600}', '\u{80}'])
            .collect();
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        for round in 0..4000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let len = round % 40;
            // Mostly letters, so that runs left alone are long enough to matter.
            let text: String = (0..len)
                .map(|i| {
                    let r = (state >> (i % 60)) as usize;
                    if r.is_multiple_of(3) {
                        alphabet[r % alphabet.len()]
                    } else {
                        char::from(b'a' + (r % 26) as u8)
                    }
                })
                .collect();
            for &set in &sets {
                let expected: String = percent_encoding::utf8_percent_encode(&text, set).collect();
                let mut out = String::from("x");
                encode_into(&mut out, &text, set);
                assert_eq!(out[1..], expected, "{text:?}");
                let mut by_code_point = String::new();
                for c in text.chars() {
                    encode_code_point(&mut by_code_point, c, set);
                }
                assert_eq!(by_code_point, expected, "{text:?}");
                assert_eq!(encode(&text, set), expected, "{text:?}");
                assert_eq!(encoded_len(&text, set), expected.len(), "{text:?}");
                assert_eq!(needs_encoding(&text, set), expected != text, "{text:?}");
            }
        }
        let long = "a b\u{e9}c".repeat(LARGE / 4);
        for &set in &sets {
            let expected: String = percent_encoding::utf8_percent_encode(&long, set).collect();
            let mut out = String::new();
            encode_into(&mut out, &long, set);
            assert_eq!(out, expected);
        }
    }

    #[test]
    fn the_tables_give_the_spec_sets() {
        // Each set as the "Percent-encoded bytes" section words it, built with
        // percent_encoding's own `add`, against the one built from the tables above.
        let c0 = percent_encoding::CONTROLS.add(0x7F);
        let query = c0.add(b' ').add(b'"').add(b'#').add(b'<').add(b'>');
        let path = query.add(b'?').add(b'^').add(b'`').add(b'{').add(b'}');
        let userinfo = path
            .add(b'/')
            .add(b':')
            .add(b';')
            .add(b'=')
            .add(b'@')
            .add(b'[')
            .add(b'\\')
            .add(b']')
            .add(b'|');
        let component = userinfo.add(b'$').add(b'%').add(b'&').add(b'+').add(b',');
        assert_eq!(C0_CONTROL, &c0);
        assert_eq!(
            FRAGMENT,
            &c0.add(b' ').add(b'"').add(b'<').add(b'>').add(b'`')
        );
        assert_eq!(QUERY, &query);
        assert_eq!(SPECIAL_QUERY, &query.add(b'\''));
        assert_eq!(PATH, &path);
        assert_eq!(USERINFO, &userinfo);
        assert_eq!(COMPONENT, &component);
        assert_eq!(
            FORM_URLENCODED,
            &component.add(b'!').add(b'\'').add(b'(').add(b')').add(b'~')
        );
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
        let sets = SPEC_SETS;
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
        let sets = SPEC_SETS;
        for set in sets {
            let table = spec_set_table(set).expect("a spec set");
            for b in 0..=255u8 {
                assert_eq!(table[usize::from(b)], in_set(b, set), "byte {b:#x}");
            }
        }
        assert!(matches!(
            encode("/a/b?c=d", PATH),
            alloc::borrow::Cow::Owned(_)
        ));
        assert!(matches!(
            encode("/a/b;c=d", PATH),
            alloc::borrow::Cow::Borrowed(_)
        ));
        // A single code point that needs encoding is a change, not a borrow.
        assert_eq!(encode("\"", FRAGMENT), "%22");
        assert!(needs_encoding("\"", FRAGMENT) && needs_encoding("a\"", FRAGMENT));
        assert!(matches!(
            encode("a-b", FRAGMENT),
            alloc::borrow::Cow::Borrowed("a-b")
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
