//! RFC 3987's character classes beyond ASCII, for the steps that decide one character at a
//! time (normalization, URI-to-IRI conversion); the recognizers have the same classes compiled
//! from `grammar/rfc3987.abnf`, and the tests below check the two agree.

/// `ucschar` (section 2.2): the characters an IRI allows wherever RFC 3986 allows
/// `unreserved`.
///
/// ```text
/// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
///         / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
///         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
///         / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
///         / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
///         / %xD0000-DFFFD / %xE1000-EFFFD
/// ```
pub(crate) fn is_ucschar(c: char) -> bool {
    let c = u32::from(c);
    match c {
        0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF => true,
        // Each plane 1 to 14 but its last two code points (noncharacters), and in plane 14
        // not the first 4096 (tags and variation selectors).
        0x1_0000..=0xE_FFFD => c & 0xFFFE != 0xFFFE && !(0xE_0000..0xE_1000).contains(&c),
        _ => false,
    }
}

/// `iprivate` (section 2.2), allowed in queries only: `%xE000-F8FF / %xF0000-FFFFD /
/// %x100000-10FFFD`.
pub(crate) fn is_iprivate(c: char) -> bool {
    matches!(u32::from(c), 0xE000..=0xF8FF | 0xF_0000..=0xF_FFFD | 0x10_0000..=0x10_FFFD)
}

/// The bidirectional formatting characters section 4.1 forbids in IRIs: "IRIs MUST NOT
/// contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)", and
/// the isolates Unicode added later for the same purpose (LRI, RLI, FSI, PDI) and ALM.
pub(crate) fn is_bidi_format(c: char) -> bool {
    matches!(
        u32::from(c),
        0x200E | 0x200F | 0x202A..=0x202E | 0x2066..=0x2069 | 0x061C
    )
}

/// Characters railurl does not show decoded when converting a URI to an IRI for display
/// (section 6.1: "The UCS contains many areas of characters for which there are strong visual
/// look-alikes ... It also includes many look-alikes of "space""): those that are invisible
/// or look like a space. Unicode's `White_Space` characters from U+00A0 on, and its
/// default-ignorable ones (soft hyphen, zero-width and joiner characters, fillers, variation
/// selectors, the byte-order mark).
pub(crate) fn is_invisible(c: char) -> bool {
    matches!(
        u32::from(c),
        0xA0 | 0xAD
            | 0x034F
            | 0x115F
            | 0x1160
            | 0x1680
            | 0x17B4
            | 0x17B5
            | 0x180B..=0x180F
            | 0x2000..=0x200F
            | 0x2028..=0x202F
            | 0x205F..=0x206F
            | 0x3000
            | 0x3164
            | 0xFE00..=0xFE0F
            | 0xFEFF
            | 0xFFA0
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE_0000..=0xE_0FFF
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc3987::iri::IriRef;
    use alloc::format;

    /// The classes agree with the grammar's: a character alone is a path (`ucschar`), after
    /// "?" a query (`ucschar` or `iprivate`). Every plane's boundaries and a stride through
    /// the rest.
    #[test]
    fn classes_agree_with_the_grammar() {
        let mut checked = 0;
        let edges = (0..=0x10u32).flat_map(|plane| {
            let base = plane << 16;
            [base, base + 1, base + 0xFFFD, base + 0xFFFE, base + 0xFFFF]
        });
        let singles = [
            0x9F, 0xA0, 0xD7FF, 0xE000, 0xF8FF, 0xF900, 0xFDCF, 0xFDD0, 0xFDEF, 0xFDF0, 0xFFEF,
            0xFFF0, 0xE0FFF, 0xE1000,
        ];
        for c in (0x80..0x11_0000)
            .step_by(97)
            .chain(edges)
            .chain(singles)
            .filter_map(char::from_u32)
        {
            let path = format!("{c}");
            let query = format!("?{c}");
            assert_eq!(IriRef::parse(&path).is_ok(), is_ucschar(c), "{c:?}");
            assert_eq!(
                IriRef::parse(&query).is_ok(),
                is_ucschar(c) || is_iprivate(c),
                "{c:?}"
            );
            checked += 1;
        }
        assert!(checked > 11_000);
    }
}
