//! The "scheme state"'s table lookups for the grammar engine: which row of the special scheme
//! table ("Special scheme") a scheme names, in any ASCII case, and the scheme buffer the
//! setters' state override compares.

use crate::record::SPECIAL_SCHEMES;
use alloc::borrow::Cow;

/// The scheme buffer of a URL given `text`, the scheme as written: a static string for a
/// special scheme, else `text` lowercased (borrowed when it is already lowercase).
pub(super) fn scheme_buffer(text: &str) -> Cow<'_, str> {
    if let Some(special) = special_scheme(text) {
        return Cow::Borrowed(special);
    }
    if text.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(text.to_ascii_lowercase())
    } else {
        Cow::Borrowed(text)
    }
}

/// The special scheme table's own string for `text` in any ASCII case, if it is one.
fn special_scheme(text: &str) -> Option<&'static str> {
    special_scheme_entry(text).map(|&(special, _)| special)
}

/// The row of the special scheme table for `text` in any ASCII case, if it is one: found by
/// its length and first letter, then compared.
pub(super) fn special_scheme_entry(text: &str) -> Option<&'static (&'static str, Option<u16>)> {
    // The table's schemes are lowercase letters: a byte matches one in either case exactly
    // when it equals it with the lowercase bit (0x20) set.
    special_scheme_row(text).filter(|(special, _)| {
        text.len() == special.len()
            && text
                .bytes()
                .zip(special.bytes())
                .all(|(a, b)| a | 0x20 == b)
    })
}

/// The one row of the special scheme table that `text` can be in any ASCII case, by its
/// length and first letter (no two rows share both).
#[inline]
pub(super) fn special_scheme_row(text: &str) -> Option<&'static (&'static str, Option<u16>)> {
    let index = match (text.len(), text.as_bytes().first().map(|b| b | 0x20)) {
        (3, Some(b'f')) => 0,
        (4, Some(b'f')) => 1,
        (4, Some(b'h')) => 2,
        (5, Some(b'h')) => 3,
        (2, Some(b'w')) => 4,
        (3, Some(b'w')) => 5,
        _ => return None,
    };
    SPECIAL_SCHEMES.get(index)
}
