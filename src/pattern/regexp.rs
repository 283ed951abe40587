//! A "regexp" part's value as ECMAScript regular expression syntax (ECMA-262 §22.2.1
//! "Patterns", with the `v` flag's `[UnicodeMode]` and `[UnicodeSetsMode]` parameters, as
//! "generate a regular expression and name list" hands it to `RegExpCreate`), lowered to the
//! matcher's [`Node`] tree, so that a component with regexp groups compiles to the same
//! backtracking [`Program`](super::matcher::Program) as every other component and matches in
//! time bounded by the program's size times the input's length.
//!
//! The structure (Disjunction, Alternative, Term, Assertion, Quantifier, groups) becomes nodes
//! the program runs natively. Each Atom that matches one code point (a PatternCharacter, `.`,
//! a CharacterClassEscape such as `\d` or `\p{L}`, a CharacterEscape, a CharacterClass with
//! the `v` flag's nested classes and set operations) becomes a [`CharSet`]: a 128-bit table
//! for ASCII, computed here for simple atoms, and for anything else the atom itself compiled
//! on regress as `^(?:<atom>)$` and run on the single code point (regress then supplies the
//! Unicode property tables and "Canonicalize"'s simple case folding, and nothing here repeats
//! them). A class that holds strings (`\q{…}`) is ECMA-262's alternation of its strings,
//! longest first, then its single code points, then the empty string.
//!
//! The syntax was already checked: "compile a component" runs `RegExpCreate` on the whole
//! generated expression (regress, src/pattern/component.rs) before lowering it, so this parser
//! only has to be right on valid input; anything it does not recognize is an error value, never
//! a guess. Backreferences, lookarounds and properties of strings are errors too
//! ([`RegexpUnsupported`]), as is a counted quantifier that would unroll past the component's
//! budget.

use super::error::{PatternError, PatternErrorKind, RegexpUnsupported};
use super::matcher::{Assertion, Node};
use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

/// How many program instructions the regexp groups of one component may unroll to: a fixed
/// allowance plus a multiple of their length, so the program stays linear in the pattern's
/// length whatever its counted quantifiers say.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Budget {
    left: usize,
}

impl Budget {
    /// The budget of a component whose regexp parts' values are `regexp_bytes` long in all.
    pub(crate) fn for_regexp_bytes(regexp_bytes: usize) -> Budget {
        Budget {
            left: (1usize << 16).saturating_add(regexp_bytes.saturating_mul(16)),
        }
    }
}

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
    Oracle(Oracle),
}

/// An atom compiled on regress as `^(?:<atom>)$`, asked about one code point (or, for a
/// class with strings, one candidate string) at a time.
#[derive(Clone, Debug)]
struct Oracle {
    source: String,
    regex: Box<regress::Regex>,
}

impl PartialEq for Oracle {
    fn eq(&self, other: &Oracle) -> bool {
        self.source == other.source
    }
}

impl Eq for Oracle {}

impl Oracle {
    fn new(atom: &str, ignore_case: bool) -> Result<Oracle, PatternError> {
        let source = format!("^(?:{atom})$");
        let flags = if ignore_case { "vi" } else { "v" };
        let regex = regress::Regex::with_flags(&source, flags)
            .map_err(|e| PatternError::bare(PatternErrorKind::Regexp(e.to_string())))?;
        Ok(Oracle {
            source,
            regex: Box::new(regex),
        })
    }

    fn matches_str(&self, text: &str) -> bool {
        self.regex.find(text).is_some()
    }

    fn matches(&self, c: char) -> bool {
        let mut buffer = [0u8; 4];
        self.matches_str(c.encode_utf8(&mut buffer))
    }

    /// The ASCII table, one question per code point.
    fn ascii(&self) -> u128 {
        (0u8..128)
            .filter(|&b| self.matches(char::from(b)))
            .fold(0, |table, b| table | 1u128 << b)
    }
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
            NonAscii::Oracle(oracle) => oracle.matches(c),
        }
    }

    fn nothing() -> CharSet {
        CharSet {
            ascii: 0,
            non_ascii: NonAscii::Nothing,
        }
    }

    /// The set of an atom whose meaning only regress knows.
    fn of_oracle(oracle: Oracle) -> CharSet {
        CharSet {
            ascii: oracle.ascii(),
            non_ascii: NonAscii::Oracle(oracle),
        }
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
enum Item {
    Range(char, char),
    /// `\d`, `\w`, `\s` and their complements: (ASCII bits, beyond ASCII).
    Escape(u128, Beyond),
}

/// What a CharacterClassEscape holds beyond ASCII, without ignore case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Beyond {
    Nothing,
    Everything,
    WhiteSpace,
    NotWhiteSpace,
}

/// The CharacterClassEscapes `d D s S w W` as items.
fn class_escape_item(letter: char) -> Option<Item> {
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

/// The names of the `v` flag's properties of strings (ECMA-262 table "Binary Unicode
/// property aliases" for strings).
const PROPERTIES_OF_STRINGS: &[&str] = &[
    "Basic_Emoji",
    "Emoji_Keycap_Sequence",
    "RGI_Emoji_Modifier_Sequence",
    "RGI_Emoji_Flag_Sequence",
    "RGI_Emoji_Tag_Sequence",
    "RGI_Emoji_ZWJ_Sequence",
    "RGI_Emoji",
];

/// A lowered piece of the regexp and the number of program instructions it unrolls to.
struct Lowered {
    node: Node,
    size: usize,
}

/// Lower a "regexp" part's `value`, whose first capturing group (a named group; the tokenizer
/// allows no other) is numbered `first_group` in the generated expression: its node and the
/// number of capturing groups in it. `budget` is the component's, shared by its regexp parts.
pub(crate) fn lower(
    value: &str,
    first_group: usize,
    ignore_case: bool,
    budget: &mut Budget,
) -> Result<(Node, usize), PatternError> {
    let mut parser = Parser {
        text: value,
        pos: 0,
        next_group: first_group,
        ignore_case,
        largest_quantifier: None,
    };
    let lowered = parser.disjunction()?;
    if parser.pos != value.len() {
        // RegExpCreate accepted it, so this is a construct the parser does not know.
        return Err(parser.unsupported(parser.pos..value.len(), RegexpUnsupported::Other));
    }
    if lowered.size > budget.left {
        let construct = parser.largest_quantifier.map_or(value.into(), |(q, _)| q);
        return Err(unsupported(
            construct,
            RegexpUnsupported::QuantifierTooLarge,
        ));
    }
    budget.left -= lowered.size;
    Ok((lowered.node, parser.next_group - first_group))
}

fn unsupported(construct: String, why: RegexpUnsupported) -> PatternError {
    PatternError::bare(PatternErrorKind::UnsupportedRegexp { construct, why })
}

/// Recursive descent over ECMA-262's Pattern grammar, each method named after its production.
struct Parser<'a> {
    text: &'a str,
    pos: usize,
    /// The number of the next capturing group (left parentheses in order, as regress and
    /// ECMA-262 number them).
    next_group: usize,
    ignore_case: bool,
    /// The quantifier with the largest unrolled size so far, to name in an error.
    largest_quantifier: Option<(String, usize)>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    fn eat(&mut self, c: char) -> bool {
        let eaten = self.peek() == Some(c);
        if eaten {
            self.pos += c.len_utf8();
        }
        eaten
    }

    fn rest(&self) -> &str {
        &self.text[self.pos..]
    }

    fn unsupported(&self, span: Range<usize>, why: RegexpUnsupported) -> PatternError {
        let end = span.end.min(self.text.len()).max(span.start);
        let construct = self.text.get(span.start..end).unwrap_or_default();
        unsupported(construct.into(), why)
    }

    /// A construct the parser does not recognize here (valid, since RegExpCreate accepted
    /// the expression).
    fn other(&self) -> PatternError {
        let end = self.peek().map_or(self.pos, |c| self.pos + c.len_utf8());
        self.unsupported(self.pos..end, RegexpUnsupported::Other)
    }

    /// "Disjunction :: Alternative | Disjunction": alternatives in priority order (ECMA-262
    /// "MatchTwoAlternatives" tries the left one first).
    fn disjunction(&mut self) -> Result<Lowered, PatternError> {
        let mut alternatives = vec![self.alternative()?];
        while self.eat('|') {
            alternatives.push(self.alternative()?);
        }
        if alternatives.len() == 1 {
            return Ok(alternatives.remove(0));
        }
        // A Split and a Jump per alternative.
        let size = alternatives
            .iter()
            .fold(0usize, |s, a| s.saturating_add(a.size).saturating_add(2));
        let node = Node::Alt(alternatives.into_iter().map(|a| a.node).collect());
        Ok(Lowered { node, size })
    }

    /// "Alternative :: Alternative Term": the terms in order, runs of unquantified literal
    /// code points merged into one literal.
    fn alternative(&mut self) -> Result<Lowered, PatternError> {
        let mut nodes: Vec<Node> = Vec::new();
        let mut size = 0usize;
        while !matches!(self.peek(), None | Some('|') | Some(')')) {
            let term = self.term()?;
            if let (Node::Literal(new), Some(Node::Literal(last))) = (&term.node, nodes.last_mut())
            {
                last.push_str(new);
                continue;
            }
            size = size.saturating_add(term.size);
            nodes.push(term.node);
        }
        Ok(Lowered {
            node: Node::Seq(nodes),
            size,
        })
    }

    /// "Term :: Assertion | Atom | Atom Quantifier".
    fn term(&mut self) -> Result<Lowered, PatternError> {
        if let Some(assertion) = self.assertion()? {
            return Ok(Lowered {
                node: Node::Assert(assertion),
                size: 1,
            });
        }
        let first_group = self.next_group;
        let atom = self.atom()?;
        let start = self.pos;
        let Some((min, max)) = self.quantifier_prefix()? else {
            return Ok(atom);
        };
        // "Quantifier :: QuantifierPrefix ?": lazy.
        let greedy = !self.eat('?');
        let quantifier = &self.text[start..self.pos];
        // RepeatMatcher unrolled: `min` copies, then `max - min` optional ones behind a Split
        // each (a loop of one copy when max is infinity), each copy with a Mark, a Reset and a
        // Check around it at most.
        let copies = match max {
            Some(max) => max.max(min),
            None => min.saturating_add(1),
        };
        let size = atom
            .size
            .saturating_add(4)
            .saturating_mul(copies)
            .saturating_add(1);
        if self
            .largest_quantifier
            .as_ref()
            .is_none_or(|(_, s)| size > *s)
        {
            self.largest_quantifier = Some((quantifier.to_string(), size));
        }
        let captures = first_group..self.next_group;
        let node = Node::Repeat {
            node: Box::new(atom.node),
            min,
            max,
            greedy,
            captures,
        };
        Ok(Lowered { node, size })
    }

    /// "Assertion": `^` and `$` (without the `m` flag: the start and end of the component's
    /// whole text), `\b` and `\B`; lookarounds are errors.
    fn assertion(&mut self) -> Result<Option<Assertion>, PatternError> {
        let rest = self.rest();
        let (assertion, length) = if rest.starts_with('^') {
            (Assertion::Start, 1)
        } else if rest.starts_with('$') {
            (Assertion::End, 1)
        } else if rest.starts_with("\\b") {
            (Assertion::WordBoundary, 2)
        } else if rest.starts_with("\\B") {
            (Assertion::NotWordBoundary, 2)
        } else {
            for opener in ["(?=", "(?!", "(?<=", "(?<!"] {
                if rest.starts_with(opener) {
                    let span = self.pos..self.pos + opener.len();
                    return Err(self.unsupported(span, RegexpUnsupported::Lookaround));
                }
            }
            return Ok(None);
        };
        self.pos += length;
        Ok(Some(assertion))
    }

    /// "QuantifierPrefix": `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` as (min, max); counts past
    /// `usize` saturate (the budget rejects them anyway).
    fn quantifier_prefix(&mut self) -> Result<Option<(usize, Option<usize>)>, PatternError> {
        let bounds = match self.peek() {
            Some('*') => (0, None),
            Some('+') => (1, None),
            Some('?') => (0, Some(1)),
            Some('{') => {
                let start = self.pos;
                self.pos += 1;
                let min = self.decimal_digits().ok_or_else(|| self.other())?;
                let max = if self.eat(',') {
                    self.decimal_digits()
                } else {
                    Some(min)
                };
                if !self.eat('}') {
                    self.pos = start;
                    return Err(self.other());
                }
                return Ok(Some((min, max)));
            }
            _ => return Ok(None),
        };
        self.pos += 1;
        Ok(Some(bounds))
    }

    fn decimal_digits(&mut self) -> Option<usize> {
        let start = self.pos;
        let mut value = 0usize;
        while let Some(digit) = self.peek().and_then(|c| c.to_digit(10)) {
            value = value.saturating_mul(10).saturating_add(digit as usize);
            self.pos += 1;
        }
        (self.pos > start).then_some(value)
    }

    /// "Atom": a PatternCharacter, `.`, `\` AtomEscape, a CharacterClass, or a group.
    fn atom(&mut self) -> Result<Lowered, PatternError> {
        let start = self.pos;
        let one = |node: Node| Ok(Lowered { node, size: 1 });
        match self.next() {
            Some('.') => one(Node::Dot),
            Some('(') => self.group(start),
            Some('[') => {
                self.pos = start;
                self.character_class()
            }
            Some('\\') => self.atom_escape(start),
            Some(c) if !matches!(c, '*' | '+' | '?' | '{' | '}' | ']' | ')' | '|') => {
                self.character(c)
            }
            _ => {
                self.pos = start;
                Err(self.other())
            }
        }
    }

    /// "( GroupSpecifier Disjunction )" and "(?: Disjunction )", after the `(`.
    fn group(&mut self, start: usize) -> Result<Lowered, PatternError> {
        let capture = if self.rest().starts_with("?:") {
            self.pos += 2;
            None
        } else if self.rest().starts_with("?<") {
            // "GroupSpecifier :: ? GroupName": the name only labels the group.
            let Some(end) = self.rest().find('>') else {
                return Err(self.other());
            };
            self.pos += end + 1;
            Some(())
        } else if self.peek() == Some('?') {
            // Modifiers such as `(?i:` (ECMAScript 2025), if regress accepts them.
            self.pos = start;
            let end = self
                .rest()
                .find(':')
                .map_or(self.text.len(), |i| self.pos + i + 1);
            return Err(self.unsupported(start..end, RegexpUnsupported::Other));
        } else {
            Some(())
        };
        let index = capture.map(|()| {
            self.next_group += 1;
            self.next_group - 1
        });
        let inner = self.disjunction()?;
        if !self.eat(')') {
            return Err(self.other());
        }
        Ok(match index {
            Some(index) => Lowered {
                node: Node::Capture(index, Box::new(inner.node)),
                size: inner.size.saturating_add(2),
            },
            None => inner,
        })
    }

    /// One code point as an atom: a literal, compared as "Canonicalize" says with the `i`
    /// flag. The matcher folds ASCII literals exactly as simple case folding does (beyond
    /// ASCII only U+017F and U+212A fold to ASCII, and it maps those); a non-ASCII code point
    /// under ignore case asks regress.
    fn character(&mut self, c: char) -> Result<Lowered, PatternError> {
        let node = if c.is_ascii() || !self.ignore_case {
            Node::Literal(c.to_string())
        } else {
            let oracle = Oracle::new(&format!("\\u{{{:x}}}", c as u32), true)?;
            Node::Set(Box::new(CharSet::of_oracle(oracle)))
        };
        Ok(Lowered { node, size: 1 })
    }

    fn set_node(set: CharSet) -> Result<Lowered, PatternError> {
        Ok(Lowered {
            node: Node::Set(Box::new(set)),
            size: 1,
        })
    }

    /// "AtomEscape" after the `\` at `start`: DecimalEscape and `k` GroupName are
    /// backreferences; CharacterClassEscape; CharacterEscape.
    fn atom_escape(&mut self, start: usize) -> Result<Lowered, PatternError> {
        match self.peek() {
            Some('1'..='9') => {
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.pos += 1;
                }
                Err(self.unsupported(start..self.pos, RegexpUnsupported::Backreference))
            }
            Some('k') => {
                let end = self
                    .rest()
                    .find('>')
                    .map_or(self.text.len(), |i| self.pos + i + 1);
                Err(self.unsupported(start..end, RegexpUnsupported::Backreference))
            }
            Some(letter @ ('d' | 'D' | 's' | 'S' | 'w' | 'W')) => {
                self.pos += 1;
                let item = class_escape_item(letter).ok_or_else(|| self.other())?;
                Self::set_node(self.set(&self.text[start..self.pos], &[item], false)?)
            }
            Some('p' | 'P') => {
                self.property(start)?;
                let oracle = Oracle::new(&self.text[start..self.pos], self.ignore_case)?;
                Self::set_node(CharSet::of_oracle(oracle))
            }
            _ => match self.character_escape(start)? {
                Some(c) => self.character(c),
                // A lone surrogate matches no code point of a Rust string.
                None => Self::set_node(CharSet::nothing()),
            },
        }
    }

    /// `p{…}` or `P{…}` after a `\` at `start` ("CharacterClassEscape :: p{
    /// UnicodePropertyValueExpression }"): a property of strings is an error.
    fn property(&mut self, start: usize) -> Result<(), PatternError> {
        self.pos += 1;
        if !self.eat('{') {
            return Err(self.other());
        }
        let Some(end) = self.rest().find('}') else {
            return Err(self.other());
        };
        let text = self.text;
        let name = &text[self.pos..self.pos + end];
        self.pos += end + 1;
        if PROPERTIES_OF_STRINGS.contains(&name) {
            return Err(self.unsupported(start..self.pos, RegexpUnsupported::PropertyOfStrings));
        }
        Ok(())
    }

    /// "CharacterEscape" after a `\` at `start` (ControlEscape, `c` AsciiLetter, `0`,
    /// HexEscapeSequence, RegExpUnicodeEscapeSequence, IdentityEscape): its code point, or
    /// None for a lone surrogate.
    fn character_escape(&mut self, start: usize) -> Result<Option<char>, PatternError> {
        let Some(c) = self.next() else {
            self.pos = start;
            return Err(self.other());
        };
        let code = match c {
            'f' => 0x0c,
            'n' => 0x0a,
            'r' => 0x0d,
            't' => 0x09,
            'v' => 0x0b,
            'c' => match self.next() {
                Some(letter) if letter.is_ascii_alphabetic() => letter as u32 % 32,
                _ => {
                    self.pos = start;
                    return Err(self.other());
                }
            },
            '0' => 0,
            'x' => self.hex_digits(2).ok_or_else(|| self.other())?,
            'u' => return self.unicode_escape(start).map(char::from_u32),
            // IdentityEscape: SyntaxCharacter or `/` (and in a class, `-` and the
            // ClassSetReservedPunctuators).
            c if c.is_ascii_punctuation() => c as u32,
            _ => {
                self.pos = start;
                return Err(self.other());
            }
        };
        Ok(char::from_u32(code))
    }

    fn hex_digits(&mut self, count: usize) -> Option<u32> {
        let digits = self.rest().get(..count)?;
        let value = u32::from_str_radix(digits, 16).ok()?;
        digits
            .bytes()
            .all(|b| b.is_ascii_hexdigit())
            .then(|| self.pos += count)?;
        Some(value)
    }

    /// "RegExpUnicodeEscapeSequence[+UnicodeMode]" after `\u`: `u{…}`, or `uHHHH`, a lead
    /// surrogate followed by `\uHHHH` of a trail surrogate being one code point.
    fn unicode_escape(&mut self, start: usize) -> Result<u32, PatternError> {
        if self.eat('{') {
            let Some(end) = self.rest().find('}') else {
                return Err(self.other());
            };
            let code = u32::from_str_radix(&self.rest()[..end], 16).map_err(|_| self.other())?;
            self.pos += end + 1;
            return Ok(code);
        }
        let Some(lead) = self.hex_digits(4) else {
            self.pos = start;
            return Err(self.other());
        };
        if (0xd800..0xdc00).contains(&lead) && self.rest().starts_with("\\u") {
            let before = self.pos;
            self.pos += 2;
            match self.hex_digits(4) {
                Some(trail @ 0xdc00..0xe000) => {
                    return Ok(0x10000 + ((lead - 0xd800) << 10) + (trail - 0xdc00));
                }
                _ => self.pos = before,
            }
        }
        Ok(lead)
    }

    /// The set of an atom: computed here from `items` when [`simple_set`] can, otherwise by
    /// asking regress about `source`.
    fn set(&self, source: &str, items: &[Item], complement: bool) -> Result<CharSet, PatternError> {
        match simple_set(items, complement, self.ignore_case) {
            Some((ascii, beyond)) => {
                let non_ascii = match beyond {
                    Beyond::Nothing if self.ignore_case && ascii & (1 << b'k' | 1 << b's') != 0 => {
                        // U+212A KELVIN SIGN and U+017F LONG S fold to `k` and `s`.
                        NonAscii::Oracle(Oracle::new(source, true)?)
                    }
                    Beyond::Nothing => NonAscii::Nothing,
                    Beyond::Everything => NonAscii::Everything,
                    Beyond::WhiteSpace => NonAscii::WhiteSpace,
                    Beyond::NotWhiteSpace => NonAscii::NotWhiteSpace,
                };
                Ok(CharSet { ascii, non_ascii })
            }
            None => Ok(CharSet::of_oracle(Oracle::new(source, self.ignore_case)?)),
        }
    }

    /// "CharacterClass" (`v` flag: "ClassSetExpression", with nested classes, `&&`, `--` and
    /// `\q{…}`). The class's extent is found by its brackets; a simple class (code points,
    /// ranges, `\d`-style escapes, no nesting) is computed here, any other by regress. A class
    /// with strings is their alternation, longest first, then its single code points, then
    /// the empty string (ECMA-262 "CompileAtom" for a CharacterClass whose CharSet has strings).
    fn character_class(&mut self) -> Result<Lowered, PatternError> {
        let start = self.pos;
        let mut depth = 0usize;
        let mut strings: Vec<String> = Vec::new();
        loop {
            match self.next() {
                None => {
                    self.pos = start;
                    return Err(self.other());
                }
                Some('[') => depth += 1,
                Some(']') => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                Some('\\') => match self.peek() {
                    Some('q') => {
                        self.pos += 1;
                        self.class_string_disjunction(&mut strings)?;
                    }
                    Some('p' | 'P') => self.property(self.pos - 1)?,
                    _ => {
                        self.next();
                    }
                },
                Some(_) => {}
            }
        }
        let written = backspace_spelled_out(&self.text[start..self.pos]);
        let source = written.as_str();
        let singles = match (strings.is_empty(), self.simple_class(source)) {
            (true, Some((items, complement))) => self.set(source, &items, complement)?,
            _ => CharSet::of_oracle(Oracle::new(source, self.ignore_case)?),
        };
        if strings.is_empty() {
            return Self::set_node(singles);
        }
        // The class's strings: the candidates that regress finds in the whole class.
        let oracle = Oracle::new(source, self.ignore_case)?;
        strings.retain(|s| s.chars().count() != 1 && oracle.matches_str(s));
        strings.sort_by(|a, b| b.chars().count().cmp(&a.chars().count()).then(a.cmp(b)));
        strings.dedup();
        let has_empty = strings.last().is_some_and(String::is_empty);
        let mut alternatives = Vec::new();
        let mut size = 3usize;
        for string in strings.iter().filter(|s| !s.is_empty()) {
            let mut sequence = Vec::new();
            for c in string.chars() {
                let lowered = self.character(c)?;
                size = size.saturating_add(lowered.size);
                sequence.push(lowered.node);
            }
            size = size.saturating_add(2);
            alternatives.push(Node::Seq(sequence));
        }
        alternatives.push(Node::Set(Box::new(singles)));
        if has_empty {
            alternatives.push(Node::Seq(Vec::new()));
        }
        Ok(Lowered {
            node: Node::Alt(alternatives),
            size,
        })
    }

    /// "ClassStringDisjunction :: \q{ ClassStringDisjunctionContents }" after `\q`: each
    /// ClassString's code points, pushed onto `strings` (those with a lone surrogate are
    /// dropped: they match no Rust string).
    fn class_string_disjunction(&mut self, strings: &mut Vec<String>) -> Result<(), PatternError> {
        if !self.eat('{') {
            return Err(self.other());
        }
        let mut string = Some(String::new());
        loop {
            let at = self.pos;
            match self.next() {
                None => return Err(self.other()),
                Some('}') => break,
                Some('|') => {
                    strings.extend(string.replace(String::new()));
                }
                Some('\\') if self.peek() == Some('b') => {
                    self.pos += 1;
                    if let Some(s) = string.as_mut() {
                        s.push('\u{8}');
                    }
                }
                Some('\\') => {
                    let c = self.character_escape(at)?;
                    match (c, string.as_mut()) {
                        (Some(c), Some(s)) => s.push(c),
                        _ => string = None,
                    }
                }
                Some(c) => {
                    if let Some(s) = string.as_mut() {
                        s.push(c);
                    }
                }
            }
        }
        strings.extend(string);
        Ok(())
    }

    /// A class without nesting, set operations or `\p`/`\q` as items: "ClassSetCharacter"s,
    /// "ClassSetRange"s and CharacterClassEscapes. `None` for any other class.
    fn simple_class(&self, source: &str) -> Option<(Vec<Item>, bool)> {
        let inner = source.strip_prefix('[')?.strip_suffix(']')?;
        let (complement, inner) = match inner.strip_prefix('^') {
            Some(inner) => (true, inner),
            None => (false, inner),
        };
        let mut reader = Parser {
            text: inner,
            pos: 0,
            next_group: 0,
            ignore_case: self.ignore_case,
            largest_quantifier: None,
        };
        let mut items = Vec::new();
        while reader.pos < inner.len() {
            let low = match reader.class_set_character()? {
                Ok(c) => c,
                Err(item) => {
                    items.push(item);
                    continue;
                }
            };
            // "ClassSetRange :: ClassSetCharacter - ClassSetCharacter" (`--` is a
            // subtraction, which a simple class does not have).
            if reader.peek() == Some('-') {
                reader.pos += 1;
                let high = reader.class_set_character()?.ok()?;
                items.push(Item::Range(low, high));
            } else {
                items.push(Item::Range(low, low));
            }
        }
        Some((items, complement))
    }

    /// One "ClassSetCharacter" (a code point) or CharacterClassEscape (an item); `None` for
    /// anything a simple class does not have (and for a lone surrogate).
    fn class_set_character(&mut self) -> Option<Result<char, Item>> {
        let start = self.pos;
        match self.next()? {
            '\\' => match self.peek()? {
                'b' => {
                    self.pos += 1;
                    Some(Ok('\u{8}'))
                }
                letter @ ('d' | 'D' | 's' | 'S' | 'w' | 'W') => {
                    self.pos += 1;
                    class_escape_item(letter).map(Err)
                }
                'p' | 'P' | 'q' => None,
                _ => self.character_escape(start).ok()?.map(Ok),
            },
            // ClassSetSyntaxCharacter: not a code point on its own.
            '(' | ')' | '[' | ']' | '{' | '}' | '/' | '-' | '|' => None,
            // A ClassSetReservedDoublePunctuator such as `&&` is an operator.
            c if self.peek() == Some(c) && "&!#$%*+,.:;<=>?@^`~".contains(c) => None,
            c => Some(Ok(c)),
        }
    }
}

/// A class's text with each `\b` (ECMA-262 "ClassSetCharacter :: \ b": U+0008 BACKSPACE, in a
/// class as in its `\q{…}` strings) written `\x08`, for regress, which matches `b` for it under
/// the `v` flag (0.12). Every other escape is kept as it is.
fn backspace_spelled_out(class: &str) -> String {
    let mut out = String::with_capacity(class.len());
    let mut chars = class.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('b') => out.push_str("\\x08"),
            Some(escaped) => {
                out.push(c);
                out.push(escaped);
            }
            None => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests;
