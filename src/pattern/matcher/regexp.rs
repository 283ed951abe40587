//! A "regexp" part's value as ECMAScript regular expression syntax (ECMA-262 §22.2.1
//! "Patterns", with the `v` flag's `[UnicodeMode]` and `[UnicodeSetsMode]` parameters, as
//! "generate a regular expression and name list" hands it to `RegExpCreate`), lowered to the
//! matcher's [`Node`] tree, so that a component with regexp groups compiles to the same
//! backtracking program (src/pattern/matcher/program.rs) as every other component and
//! matches in time bounded by the program's size times the input's length.
//!
//! The structure (Disjunction, Alternative, Term, Assertion, Quantifier, groups) becomes nodes
//! the program runs natively. Each Atom that matches one code point (a PatternCharacter, `.`,
//! a CharacterClassEscape such as `\d` or `\p{L}`, a CharacterEscape, a CharacterClass with
//! the `v` flag's nested classes and set operations) becomes a [`CharSet`]
//! (src/pattern/matcher/char_set.rs). A class that holds strings (`\q{…}`) is ECMA-262's
//! alternation of its strings, longest first, then its single code points, then the empty
//! string; classes are read in src/pattern/matcher/regexp/class.rs.
//!
//! The syntax was already checked: "compile a component" runs `RegExpCreate` on the whole
//! generated expression (regress, src/pattern/component.rs) before lowering it, so this parser
//! only has to be right on valid input; anything it does not recognize is an error value, never
//! a guess. Backreferences, lookarounds and properties of strings are errors too
//! ([`RegexpUnsupported`]), as is a counted quantifier that would unroll past the component's
//! budget.

use super::super::error::{PatternError, PatternErrorKind, RegexpUnsupported};
use super::char_set::{class_escape_item, CharSet};
use super::ir::{Assertion, Budget, Node};
use super::regress_atom::RegressAtom;
use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

mod class;

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
    if !budget.spend(lowered.size) {
        let construct = parser.largest_quantifier.map_or(value.into(), |(q, _)| q);
        return Err(unsupported(
            construct,
            RegexpUnsupported::QuantifierTooLarge,
        ));
    }
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
            let atom = RegressAtom::new(&format!("\\u{{{:x}}}", c as u32), true)?;
            Node::Set(Box::new(CharSet::of_regress_atom(atom)))
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
                let source = &self.text[start..self.pos];
                Self::set_node(CharSet::of_items(source, &[item], false, self.ignore_case)?)
            }
            Some('p' | 'P') => {
                self.property(start)?;
                let atom = RegressAtom::new(&self.text[start..self.pos], self.ignore_case)?;
                Self::set_node(CharSet::of_regress_atom(atom))
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
}

#[cfg(test)]
mod tests;
