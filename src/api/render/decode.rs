//! "URL rendering", "Internationalization and special characters": the sequences of
//! percent-encoded bytes in a path, query or fragment "replaced with code points resulting
//! from running UTF-8 decode without BOM on the percent-decoding of those sequences, unless
//! that renders those sequences invisible", where the result cannot be mistaken for another
//! URL or hide part of this one. Which sequences stay encoded, and why, is
//! docs/rendering.md's table; [`stays_encoded`] and [`decodes_ascii`] are that table.

use alloc::string::String;

/// Whether the ASCII byte `b`, percent-encoded, is shown decoded: only the unreserved
/// characters of RFC 3986 (letters, digits, `-`, `.`, `_`, `~`), which mean the same encoded
/// or not. Every other ASCII byte stays encoded: the delimiters (`/`, `?`, `#`, `&`, `=`,
/// `;`, `:`, `@`, `+`, ...) would change where a component or parameter seems to end; `%`
/// would make new escapes appear; the space and the controls are invisible; and the rest
/// (`"`, `<`, `>`, backtick, `{`, `}`, `|`, `\`, `^`) are the ones the URL parser encodes
/// itself or reads as delimiters (`\` is `/` in special URLs).
///
/// ```
/// # #[cfg(feature = "psl")] {
/// use railurl::render::decodes_ascii;
/// assert!(decodes_ascii(b'A') && decodes_ascii(b'~'));
/// assert!(!decodes_ascii(b'/') && !decodes_ascii(b'%') && !decodes_ascii(b' '));
/// # }
/// ```
pub fn decodes_ascii(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// Whether the non-ASCII code point `c`, percent-encoded as UTF-8, stays encoded when
/// rendered, whatever is around it: what is invisible or blank, what changes the direction
/// or the shaping of the text around it, what has no glyph of its own, and what looks like
/// a URL delimiter or a browser's security indicator. (Combining marks also stay encoded
/// after an ASCII character or at the start of a component, where they would draw over a
/// delimiter: see [`render_component`].)
///
/// ```
/// # #[cfg(feature = "psl")] {
/// use railurl::render::stays_encoded;
/// assert!(stays_encoded('\u{202E}')); // RIGHT-TO-LEFT OVERRIDE
/// assert!(stays_encoded('\u{200B}')); // ZERO WIDTH SPACE
/// assert!(stays_encoded('\u{2215}')); // DIVISION SLASH, which looks like `/`
/// assert!(stays_encoded('\u{1F512}')); // LOCK, the spec's example
/// assert!(!stays_encoded('é') && !stays_encoded('\u{5B57}') && !stays_encoded('\u{1F600}'));
/// # }
/// ```
pub fn stays_encoded(c: char) -> bool {
    let c = u32::from(c);
    let in_ranges = |ranges: &[(u32, u32)]| ranges.iter().any(|&(lo, hi)| (lo..=hi).contains(&c));
    // Noncharacters: U+FDD0..U+FDEF and the last two code points of every plane.
    (0xFDD0..=0xFDEF).contains(&c)
        || c & 0xFFFE == 0xFFFE
        || in_ranges(INVISIBLE)
        || in_ranges(LOOKALIKES)
}

/// Controls, blanks, format characters, fillers and variation selectors, private use and
/// the replacement character: code points that are invisible, blank, reorder or join the
/// text around them, or have no glyph anyone can check.
const INVISIBLE: &[(u32, u32)] = &[
    (0x0080, 0x00A0),    // C1 controls; NO-BREAK SPACE
    (0x00AD, 0x00AD),    // SOFT HYPHEN
    (0x034F, 0x034F),    // COMBINING GRAPHEME JOINER
    (0x0600, 0x0605),    // Arabic number signs (format)
    (0x061C, 0x061C),    // ARABIC LETTER MARK (bidi)
    (0x06DD, 0x06DD),    // ARABIC END OF AYAH (format)
    (0x070F, 0x070F),    // SYRIAC ABBREVIATION MARK (format)
    (0x0890, 0x0891),    // Arabic pound and piastre marks above (format)
    (0x08E2, 0x08E2),    // ARABIC DISPUTED END OF AYAH (format)
    (0x115F, 0x1160),    // Hangul choseong and jungseong fillers
    (0x1680, 0x1680),    // OGHAM SPACE MARK
    (0x17B4, 0x17B5),    // Khmer inherent vowels (invisible)
    (0x180B, 0x180F),    // Mongolian variation selectors, vowel separator
    (0x2000, 0x200F),    // spaces, zero width space, ZWNJ, ZWJ, LRM, RLM
    (0x2028, 0x202F),    // line and paragraph separators, bidi embeddings, NNBSP
    (0x205F, 0x206F),    // MMSP, word joiner, invisible operators, bidi isolates, ...
    (0x2800, 0x2800),    // BRAILLE PATTERN BLANK
    (0x3000, 0x3000),    // IDEOGRAPHIC SPACE
    (0x3164, 0x3164),    // HANGUL FILLER
    (0xE000, 0xF8FF),    // private use
    (0xFE00, 0xFE0F),    // variation selectors
    (0xFEFF, 0xFEFF),    // ZERO WIDTH NO-BREAK SPACE (BOM)
    (0xFFA0, 0xFFA0),    // HALFWIDTH HANGUL FILLER
    (0xFFF0, 0xFFFD),    // specials: interlinear annotation, object and replacement characters
    (0x110BD, 0x110BD),  // KAITHI NUMBER SIGN (format)
    (0x110CD, 0x110CD),  // KAITHI NUMBER SIGN ABOVE (format)
    (0x13430, 0x1343F),  // Egyptian hieroglyph format controls
    (0x1BCA0, 0x1BCA3),  // shorthand format controls
    (0x1D159, 0x1D159),  // MUSICAL SYMBOL NULL NOTEHEAD
    (0x1D173, 0x1D17A),  // musical symbol format controls
    (0xE0000, 0xE0FFF),  // tags, variation selectors supplement
    (0xF0000, 0x10FFFF), // supplementary private use areas
];

/// Code points that look like a URL delimiter (`/`, `\`, `?`, `#`, `.`, `:`, `@`, `%`,
/// `&`, `=`) or like a browser's lock icon.
const LOOKALIKES: &[(u32, u32)] = &[
    (0x0338, 0x0338),   // COMBINING LONG SOLIDUS OVERLAY
    (0x0589, 0x0589),   // ARMENIAN FULL STOP (a colon)
    (0x066A, 0x066A),   // ARABIC PERCENT SIGN
    (0x1735, 0x1735),   // PHILIPPINE SINGLE PUNCTUATION (a slash)
    (0x2024, 0x2024),   // ONE DOT LEADER
    (0x2044, 0x2044),   // FRACTION SLASH
    (0x20E5, 0x20E5),   // COMBINING REVERSE SOLIDUS OVERLAY
    (0x2215, 0x2216),   // DIVISION SLASH, SET MINUS
    (0x2236, 0x2236),   // RATIO
    (0x2571, 0x2572),   // box drawings diagonals
    (0x27CB, 0x27CB),   // MATHEMATICAL RISING DIAGONAL
    (0x27CD, 0x27CD),   // MATHEMATICAL FALLING DIAGONAL
    (0x29F5, 0x29F5),   // REVERSE SOLIDUS OPERATOR
    (0x29F8, 0x29F9),   // BIG SOLIDUS, BIG REVERSE SOLIDUS
    (0x3002, 0x3002),   // IDEOGRAPHIC FULL STOP
    (0xA789, 0xA789),   // MODIFIER LETTER COLON
    (0xFE52, 0xFE52),   // SMALL FULL STOP
    (0xFE55, 0xFE56),   // SMALL COLON, SMALL QUESTION MARK
    (0xFE5F, 0xFE60),   // SMALL NUMBER SIGN, SMALL AMPERSAND
    (0xFE66, 0xFE66),   // SMALL EQUALS SIGN
    (0xFE68, 0xFE68),   // SMALL REVERSE SOLIDUS
    (0xFE6A, 0xFE6B),   // SMALL PERCENT SIGN, SMALL COMMERCIAL AT
    (0xFF03, 0xFF03),   // FULLWIDTH NUMBER SIGN
    (0xFF05, 0xFF06),   // FULLWIDTH PERCENT SIGN, AMPERSAND
    (0xFF0E, 0xFF0F),   // FULLWIDTH FULL STOP, SOLIDUS
    (0xFF1A, 0xFF1A),   // FULLWIDTH COLON
    (0xFF1D, 0xFF1F),   // FULLWIDTH EQUALS SIGN, GREATER-THAN SIGN, QUESTION MARK
    (0xFF20, 0xFF20),   // FULLWIDTH COMMERCIAL AT
    (0xFF3C, 0xFF3C),   // FULLWIDTH REVERSE SOLIDUS
    (0xFF61, 0xFF61),   // HALFWIDTH IDEOGRAPHIC FULL STOP
    (0x1F512, 0x1F513), // LOCK, OPEN LOCK
];

/// Combining marks of the blocks whose marks draw over the character before them (accents,
/// overlays, enclosing marks): shown decoded only after a decoded non-ASCII character.
const COMBINING: &[(u32, u32)] = &[
    (0x0300, 0x036F), // Combining Diacritical Marks
    (0x0483, 0x0489), // Cyrillic combining marks
    (0x1AB0, 0x1AFF), // Combining Diacritical Marks Extended
    (0x1DC0, 0x1DFF), // Combining Diacritical Marks Supplement
    (0x20D0, 0x20FF), // Combining Diacritical Marks for Symbols
    (0xFE20, 0xFE2F), // Combining Half Marks
];

/// Whether `c` is one of the [`COMBINING`] marks.
fn is_combining(c: char) -> bool {
    let c = u32::from(c);
    COMBINING.iter().any(|&(lo, hi)| (lo..=hi).contains(&c))
}

/// The value of the escape `%XX` at the start of `text`, if it is one.
fn escape(text: &[u8]) -> Option<u8> {
    let hex = |b: u8| char::from(b).to_digit(16);
    match text {
        [b'%', high, low, ..] => Some((hex(*high)? * 16 + hex(*low)?) as u8),
        _ => None,
    }
}

/// The code point that the escapes at the start of `text` encode as one well-formed UTF-8
/// sequence, and how many bytes of `text` they take; `None` when they do not (a lone
/// continuation byte, an overlong form, a surrogate, a sequence cut short: UTF-8 decode
/// would make U+FFFD of them).
fn escaped_code_point(text: &[u8]) -> Option<(char, usize)> {
    let lead = escape(text)?;
    // The number of bytes, and the range of the second byte (Unicode's table of
    // well-formed UTF-8 byte sequences).
    let (length, second) = match lead {
        0x00..=0x7F => return Some((char::from(lead), 3)),
        0xC2..=0xDF => (2, 0x80..=0xBF),
        0xE0 => (3, 0xA0..=0xBF),
        0xED => (3, 0x80..=0x9F),
        0xE1..=0xEC | 0xEE..=0xEF => (3, 0x80..=0xBF),
        0xF0 => (4, 0x90..=0xBF),
        0xF1..=0xF3 => (4, 0x80..=0xBF),
        0xF4 => (4, 0x80..=0x8F),
        _ => return None,
    };
    let mut value = u32::from(lead) & (0x7F >> length);
    for i in 1..length {
        let byte = escape(text.get(3 * i..)?)?;
        let allowed = if i == 1 { second.clone() } else { 0x80..=0xBF };
        if !allowed.contains(&byte) {
            return None;
        }
        value = (value << 6) | u32::from(byte & 0x3F);
    }
    Some((char::from_u32(value)?, 3 * length))
}

/// Append `component` (a path, query or fragment as the URL serializes it) to `out`, its
/// percent-encoded UTF-8 sequences decoded where the rules above allow, every other byte as
/// it is.
///
/// ```
/// # #[cfg(feature = "psl")] {
/// use railurl::render::render_component;
/// let mut out = String::new();
/// render_component("/caf%C3%A9/a%2Fb/%E2%80%AEx/%FF/%41", &mut out);
/// assert_eq!(out, "/café/a%2Fb/%E2%80%AEx/%FF/A");
/// # }
/// ```
pub fn render_component(component: &str, out: &mut String) {
    let bytes = component.as_bytes();
    let mut copied = 0;
    let mut at = 0;
    while let Some(offset) = bytes
        .get(at..)
        .and_then(|rest| rest.iter().position(|&b| b == b'%'))
    {
        at += offset;
        let Some((c, length)) = escaped_code_point(&bytes[at..]) else {
            at += 1;
            continue;
        };
        let decoded = if c.is_ascii() {
            decodes_ascii(c as u8)
        } else if is_combining(c) {
            // Only after a decoded non-ASCII character, never over ASCII or a delimiter.
            out.push_str(&component[copied..at]);
            copied = at;
            out.chars()
                .next_back()
                .is_some_and(|before| !before.is_ascii())
        } else {
            !stays_encoded(c)
        };
        if decoded {
            out.push_str(&component[copied..at]);
            out.push(c);
            copied = at + length;
        }
        at += length;
    }
    out.push_str(&component[copied..]);
}
