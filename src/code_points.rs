//! The code point classes the URL Standard's algorithms are written in, each defined once:
//! the Infra Standard's C0 control, the "Infrastructure" section's URL code points and URL
//! units, "Host miscellaneous"'s forbidden host and domain code points, and the basic URL
//! parser's first steps' C0 control or space and ASCII tab or newline. Both engines, the
//! domain parser, the pre-pass and the diagnostics use these. (The grammars write the classes
//! they decide structure by as rules of their own, such as `url_code_point` and
//! `forbidden_host_code_point` in grammar/writing.pest.)
//!
//! A leaf: it imports nothing from the crate.

use alloc::string::String;

/// "A C0 control is a code point in the range U+0000 NULL to U+001F INFORMATION SEPARATOR ONE,
/// inclusive." (Infra)
pub(crate) const fn is_c0_control(c: char) -> bool {
    c <= '\u{1F}'
}

/// "A C0 control or space is a C0 control or U+0020 SPACE." (Infra)
pub(crate) const fn is_c0_control_or_space(c: char) -> bool {
    c <= ' '
}

/// "An ASCII tab or newline is U+0009 TAB, U+000A LF, or U+000D CR." (Infra)
pub(crate) const fn is_ascii_tab_or_newline(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r')
}

/// The basic URL parser's "Remove all ASCII tab or newline from input", for an input that holds
/// some: each engine checks first, its own way, and borrows an input that holds none.
pub(crate) fn without_ascii_tab_or_newline(input: &str) -> String {
    input
        .chars()
        .filter(|&c| !is_ascii_tab_or_newline(c))
        .collect()
}

/// "The URL code points are ASCII alphanumeric, U+0021 (!), U+0024 ($), U+0026 (&), U+0027
/// ('), U+0028 LEFT PARENTHESIS, U+0029 RIGHT PARENTHESIS, U+002A (*), U+002B (+), U+002C (,),
/// U+002D (-), U+002E (.), U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+003F (?), U+0040
/// (@), U+005F (_), U+007E (~), and code points in the range U+00A0 to U+10FFFD, inclusive,
/// excluding surrogates and noncharacters."
///
/// ```
/// use railurl::is_url_code_point;
/// assert!(is_url_code_point('~') && is_url_code_point('\u{E9}'));
/// assert!(!is_url_code_point(' ') && !is_url_code_point('%') && !is_url_code_point('\u{FFFE}'));
/// ```
pub fn is_url_code_point(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric()
            || matches!(
                c,
                '!' | '$'
                    | '&'
                    | '\''
                    | '('
                    | ')'
                    | '*'
                    | '+'
                    | ','
                    | '-'
                    | '.'
                    | '/'
                    | ':'
                    | ';'
                    | '='
                    | '?'
                    | '@'
                    | '_'
                    | '~'
            );
    }
    // A `char` is never a surrogate. "A noncharacter is a code point that is in the range
    // U+FDD0 to U+FDEF, inclusive, or U+FFFE, U+FFFF, ..., U+10FFFE, U+10FFFF."
    let n = u32::from(c);
    let noncharacter = (0xFDD0..=0xFDEF).contains(&n) || (n & 0xFFFE) == 0xFFFE;
    ('\u{A0}'..='\u{10FFFD}').contains(&c) && !noncharacter
}

/// Whether the bytes at `at` are U+0025 (%) not followed by two ASCII hex digits: a "%" that
/// does not start a percent-encoded byte, so is not part of a URL unit ("URL units are URL
/// code points and percent-encoded bytes"). The second invalid-URL-unit check of the path,
/// opaque path, query and fragment states.
pub(crate) fn is_bad_percent(input: &[u8], at: usize) -> bool {
    input.get(at) == Some(&b'%')
        && !matches!(input.get(at + 1..at + 3), Some([x, y])
            if x.is_ascii_hexdigit() && y.is_ascii_hexdigit())
}

/// "A forbidden host code point is U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020
/// SPACE, U+0023 (#), U+002F (/), U+003A (:), U+003C (<), U+003E (>), U+003F (?), U+0040 (@),
/// U+005B ([), U+005C (\), U+005D (]), U+005E (^), or U+007C (|)."
///
/// ```
/// use railurl::host::is_forbidden_host_code_point;
/// assert!(is_forbidden_host_code_point('@') && is_forbidden_host_code_point(' '));
/// assert!(!is_forbidden_host_code_point('%') && !is_forbidden_host_code_point('\u{1}'));
/// ```
pub const fn is_forbidden_host_code_point(c: char) -> bool {
    matches!(
        c,
        '\0' | '\t'
            | '\n'
            | '\r'
            | ' '
            | '#'
            | '/'
            | ':'
            | '<'
            | '>'
            | '?'
            | '@'
            | '['
            | '\\'
            | ']'
            | '^'
            | '|'
    )
}

/// "A forbidden domain code point is a forbidden host code point, a C0 control, U+0025 (%), or
/// U+007F DELETE."
///
/// ```
/// use railurl::host::is_forbidden_domain_code_point;
/// assert!(is_forbidden_domain_code_point('%') && is_forbidden_domain_code_point('\u{1}'));
/// assert!(!is_forbidden_domain_code_point('-'));
/// ```
pub const fn is_forbidden_domain_code_point(c: char) -> bool {
    is_forbidden_host_code_point(c) || is_c0_control(c) || c == '%' || c == '\u{7F}'
}

/// [`is_forbidden_domain_code_point`] over the ASCII bytes, as a table: one lookup per byte
/// for the domain parser's check of its (always ASCII) result.
pub(crate) static FORBIDDEN_DOMAIN_BYTE: [bool; 128] = {
    let mut table = [false; 128];
    let mut b = 0;
    while b < 128 {
        table[b] = is_forbidden_domain_code_point(b as u8 as char);
        b += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forbidden_domain_byte_table_is_the_class() {
        for b in 0u8..128 {
            let c = char::from(b);
            assert_eq!(
                FORBIDDEN_DOMAIN_BYTE[usize::from(b)],
                is_forbidden_domain_code_point(c)
            );
        }
    }

    #[test]
    fn classes_nest_as_the_spec_defines_them() {
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            assert_eq!(is_c0_control_or_space(c), is_c0_control(c) || c == ' ');
            if is_forbidden_host_code_point(c) || is_c0_control(c) {
                assert!(is_forbidden_domain_code_point(c), "{c:?}");
            }
            if is_ascii_tab_or_newline(c) {
                assert!(is_c0_control(c) && is_forbidden_host_code_point(c), "{c:?}");
            }
            if is_url_code_point(c) {
                assert!(
                    !is_forbidden_domain_code_point(c)
                        || c == '/'
                        || c == ':'
                        || c == '?'
                        || c == '@',
                    "{c:?}"
                );
            }
        }
    }

    #[test]
    fn url_code_points() {
        for yes in ['a', 'Z', '0', '!', '~', '\u{A0}', '\u{FFFD}', '\u{10FFFD}'] {
            assert!(is_url_code_point(yes), "{yes:?}");
        }
        for no in [
            ' ',
            '"',
            '#',
            '%',
            '<',
            '\u{7F}',
            '\u{9F}',
            '\u{FDD0}',
            '\u{FFFE}',
            '\u{10FFFF}',
        ] {
            assert!(!is_url_code_point(no), "{no:?}");
        }
    }
}
