//! The sets of code points a regexp group's one-code-point atoms match (a class, a class
//! escape such as `\d`, a property, a literal under ignore case): a 128-bit table for ASCII,
//! and beyond ASCII one of a few shapes, or the atom itself asked on regress
//! (src/pattern/matcher/regress_atom.rs). The common atoms (`\d`, `[a-z]`, `[^/]`, ...) are
//! computed here without regress.

use super::super::error::PatternError;
use super::regress_atom::RegressAtom;

/// The set of code points a one-code-point atom matches (ECMA-262 "CharacterSetMatcher", with
/// "Canonicalize" applied by whoever computed the set).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CharSet {
    /// Bit `b` for the ASCII code point `b`.
    ascii: u128,
    non_ascii: NonAscii,
}

/// Which code points from U+0080 on a [`CharSet`] holds.
#[derive(Clone, Debug, PartialEq, Eq)]
enum NonAscii {
    Nothing,
    Everything,
    /// ECMAScript's WhiteSpace and LineTerminator (`\s` beyond ASCII).
    WhiteSpace,
    /// Every code point but those (`\S` beyond ASCII).
    NotWhiteSpace,
    /// Ask the atom itself, compiled on regress.
    Regress(RegressAtom),
}

/// ECMAScript's WhiteSpace and LineTerminator code points beyond ASCII (ECMA-262 §12.2,
/// §12.3: U+00A0, U+FEFF and the other "Zs" code points, U+2028 and U+2029), which `\s`
/// matches ("CharacterClassEscape :: s").
fn is_non_ascii_white_space(c: char) -> bool {
    matches!(
        c,
        '\u{A0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200A}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202F}'
                | '\u{205F}'
                | '\u{3000}'
                | '\u{FEFF}'
    )
}

impl CharSet {
    /// Whether the set holds `c` (the program's `Inst::Set`).
    pub(crate) fn contains(&self, c: char) -> bool {
        if c.is_ascii() {
            return self.ascii & 1u128 << (c as u32) != 0;
        }
        match &self.non_ascii {
            NonAscii::Nothing => false,
            NonAscii::Everything => true,
            NonAscii::WhiteSpace => is_non_ascii_white_space(c),
            NonAscii::NotWhiteSpace => !is_non_ascii_white_space(c),
            NonAscii::Regress(atom) => atom.matches(c),
        }
    }

    /// The empty set.
    pub(crate) fn nothing() -> CharSet {
        CharSet {
            ascii: 0,
            non_ascii: NonAscii::Nothing,
        }
    }

    /// The set of an atom whose meaning only regress knows.
    pub(crate) fn of_regress_atom(atom: RegressAtom) -> CharSet {
        CharSet {
            ascii: atom.ascii(),
            non_ascii: NonAscii::Regress(atom),
        }
    }

    /// The set of an atom written `source`: computed here from its `items` (complemented
    /// with `complement`) when [`simple_set`] can, otherwise by asking regress about `source`.
    pub(crate) fn of_items(
        source: &str,
        items: &[Item],
        complement: bool,
        ignore_case: bool,
    ) -> Result<CharSet, PatternError> {
        match simple_set(items, complement, ignore_case) {
            Some((ascii, beyond)) => {
                let non_ascii = match beyond {
                    Beyond::Nothing if ignore_case && ascii & (1 << b'k' | 1 << b's') != 0 => {
                        // U+212A KELVIN SIGN and U+017F LONG S fold to `k` and `s`.
                        NonAscii::Regress(RegressAtom::new(source, true)?)
                    }
                    Beyond::Nothing => NonAscii::Nothing,
                    Beyond::Everything => NonAscii::Everything,
                    Beyond::WhiteSpace => NonAscii::WhiteSpace,
                    Beyond::NotWhiteSpace => NonAscii::NotWhiteSpace,
                };
                Ok(CharSet { ascii, non_ascii })
            }
            None => Ok(CharSet::of_regress_atom(RegressAtom::new(
                source,
                ignore_case,
            )?)),
        }
    }

    /// Whether the set asks regress about code points beyond ASCII.
    #[cfg(test)]
    pub(crate) fn asks_regress(&self) -> bool {
        matches!(self.non_ascii, NonAscii::Regress(_))
    }
}

const DIGITS: u128 = 0x03ff << b'0';
const LOWER: u128 = 0x03ff_ffff << b'a';
const UPPER: u128 = 0x03ff_ffff << b'A';
/// "WordCharacters" without ignore case: `[A-Za-z0-9_]`.
const WORD: u128 = DIGITS | LOWER | UPPER | 1 << b'_';
/// TAB, LF, VT, FF, CR and SPACE.
const ASCII_WHITE_SPACE: u128 = 0x1f << 9 | 1 << b' ';

/// One piece of a simple class (or a CharacterClassEscape on its own), for the sets computed
/// without regress.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Item {
    Range(char, char),
    /// `\d`, `\w`, `\s` and their complements: (ASCII bits, beyond ASCII).
    Escape(u128, Beyond),
}

/// What a CharacterClassEscape holds beyond ASCII, without ignore case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Beyond {
    Nothing,
    Everything,
    WhiteSpace,
    NotWhiteSpace,
}

/// The CharacterClassEscapes `d D s S w W` as items.
pub(crate) fn class_escape_item(letter: char) -> Option<Item> {
    Some(match letter {
        'd' => Item::Escape(DIGITS, Beyond::Nothing),
        'D' => Item::Escape(!DIGITS, Beyond::Everything),
        'w' => Item::Escape(WORD, Beyond::Nothing),
        'W' => Item::Escape(!WORD, Beyond::Everything),
        's' => Item::Escape(ASCII_WHITE_SPACE, Beyond::WhiteSpace),
        'S' => Item::Escape(!ASCII_WHITE_SPACE, Beyond::NotWhiteSpace),
        _ => return None,
    })
}

/// The set of a union of items, possibly complemented, computed here when that is simple:
/// without ignore case, any items whose non-ASCII part is one of [`Beyond`]'s; with ignore
/// case, a non-complemented union of ASCII code points and `\d` (its other ASCII case added;
/// beyond ASCII only U+017F and U+212A fold to ASCII, to `s` and `k`). `None` otherwise:
/// the caller asks regress.
fn simple_set(items: &[Item], complement: bool, ignore_case: bool) -> Option<(u128, Beyond)> {
    let mut ascii = 0u128;
    let mut beyond = Beyond::Nothing;
    for item in items {
        let (bits, more) = match *item {
            Item::Range(low, high) => {
                if high as u32 >= 0x80 {
                    return None;
                }
                let bits = (low as u32..=high as u32).fold(0u128, |b, c| b | 1u128 << c);
                (bits, Beyond::Nothing)
            }
            Item::Escape(bits, more) => {
                if ignore_case && (bits, more) != (DIGITS, Beyond::Nothing) {
                    return None;
                }
                (bits, more)
            }
        };
        ascii |= bits;
        beyond = match (beyond, more) {
            (Beyond::Nothing, x) | (x, Beyond::Nothing) => x,
            (Beyond::Everything, _) | (_, Beyond::Everything) => Beyond::Everything,
            (Beyond::WhiteSpace, Beyond::NotWhiteSpace)
            | (Beyond::NotWhiteSpace, Beyond::WhiteSpace) => Beyond::Everything,
            (x, _) => x,
        };
    }
    if ignore_case {
        if complement {
            return None;
        }
        // "Canonicalize": an ASCII letter is equivalent to its other case.
        ascii |= (ascii & LOWER) >> 32 | (ascii & UPPER) << 32;
        return Some((ascii, Beyond::Nothing));
    }
    if complement {
        ascii = !ascii;
        beyond = match beyond {
            Beyond::Nothing => Beyond::Everything,
            Beyond::Everything => Beyond::Nothing,
            Beyond::WhiteSpace => Beyond::NotWhiteSpace,
            Beyond::NotWhiteSpace => Beyond::WhiteSpace,
        };
    }
    Some((ascii, beyond))
}
