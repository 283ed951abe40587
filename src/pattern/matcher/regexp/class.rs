//! "CharacterClass" with the `v` flag ("ClassSetExpression": nested classes, `&&`, `--` and
//! `\q{…}`) as the regexp parser's atoms: a simple class (code points, ranges, `\d`-style
//! escapes, no nesting) is computed without regress, any other asked of regress, and a class
//! with strings becomes their alternation.

use super::super::super::error::PatternError;
use super::super::char_set::{class_escape_item, CharSet, Item};
use super::super::ir::Node;
use super::super::regress_atom::RegressAtom;
use super::{Lowered, Parser};
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

impl Parser<'_> {
    /// "CharacterClass" (`v` flag: "ClassSetExpression", with nested classes, `&&`, `--` and
    /// `\q{…}`). The class's extent is found by its brackets; a simple class (code points,
    /// ranges, `\d`-style escapes, no nesting) is computed here, any other by regress. A class
    /// with strings is their alternation, longest first, then its single code points, then
    /// the empty string (ECMA-262 "CompileAtom" for a CharacterClass whose CharSet has strings).
    pub(super) fn character_class(&mut self) -> Result<Lowered, PatternError> {
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
            (true, Some((items, complement))) => {
                CharSet::of_items(source, &items, complement, self.ignore_case)?
            }
            _ => CharSet::of_regress_atom(RegressAtom::new(source, self.ignore_case)?),
        };
        if strings.is_empty() {
            return Self::set_node(singles);
        }
        // The class's strings: the candidates that regress finds in the whole class.
        let class = RegressAtom::new(source, self.ignore_case)?;
        strings.retain(|s| s.chars().count() != 1 && class.matches_str(s));
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
    pub(super) fn class_string_disjunction(
        &mut self,
        strings: &mut Vec<String>,
    ) -> Result<(), PatternError> {
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
pub(super) fn backspace_spelled_out(class: &str) -> String {
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
