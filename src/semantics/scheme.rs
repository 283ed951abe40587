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
/// length and first letter (no two rows share both): one lookup in [`ROWS`], without a branch
/// per row (the near-canonical writer asks for every special scheme it rewrites).
#[inline]
pub(crate) fn special_scheme_row(text: &str) -> Option<&'static (&'static str, Option<u16>)> {
    let first = *text.as_bytes().first()?;
    let index = *ROWS.get(row_key(text.len(), first | 0x20))?;
    SPECIAL_SCHEMES.get(usize::from(index))
}

/// A special scheme's place in [`ROWS`]: its length, and bits 3 and 4 of its (lowercase)
/// first letter, which tell "f", "h" and "w" apart.
const fn row_key(len: usize, first: u8) -> usize {
    len.saturating_mul(4) + ((first >> 3) & 3) as usize
}

/// The index in SPECIAL_SCHEMES of each row, by [`row_key`] (`u8::MAX` where there is none),
/// built from the table itself; two rows with one key would stop the build.
const ROWS: [u8; 24] = {
    let mut rows = [u8::MAX; 24];
    let mut i = 0;
    while i < SPECIAL_SCHEMES.len() {
        let name = SPECIAL_SCHEMES[i].0.as_bytes();
        let key = row_key(name.len(), name[0]);
        assert!(rows[key] == u8::MAX, "two special schemes share a row key");
        rows[key] = i as u8;
        i += 1;
    }
    rows
};
