//! A reader of the `.pest` notation, the part of it the grammars use: rules with the `_`, `@`,
//! `$` and `!` modifiers; `///` doc comments, `//` and `/* */` comments; `~`, `|`, `?`, `*`,
//! `+`, `{n}`, `{n,}`, `{,n}`, `{n,m}`, `!`, `&` and parentheses; `"strings"` with pest's
//! escapes (`\"`, `\\`, `\r`, `\n`, `\t`, `\0`, `\'`, `\xHH`, `\u{H...}`); `^"strings"`; and
//! `'a'..'z'` ranges. The stack constructs (PUSH, POP, PEEK, DROP) and node tags are refused
//! with a message; which identifiers name rules or built-ins is for the validator.
//!
//! The tree is the one pest's own reader builds: `~` binds tighter than `|`, both group to the
//! left (`a ~ b ~ c` is `(a ~ b) ~ c`), a prefix operator applies to its term with the term's
//! postfix operators (`!a*` is `!(a*)`). The optimizer relies on that shape.

use super::ast::{Expr, Rule, RuleType};
use crate::common::{Source, SourceError};

/// An identifier used in a rule body: checked against the rules and built-ins once every file
/// of a grammar is read.
#[derive(Clone, Debug)]
pub struct Reference {
    /// The name used.
    pub name: String,
    /// Where: the error to report if it names nothing.
    pub place: SourceError,
}

/// Read the rules of `source`, appending them to `rules` and the identifiers their bodies use
/// to `references`.
pub fn read(
    source: &Source,
    rules: &mut Vec<Rule>,
    references: &mut Vec<Reference>,
) -> Result<(), SourceError> {
    let mut reader = Reader {
        source,
        text: source.text.as_bytes(),
        at: 0,
        rule: None,
        references,
    };
    reader.rules(rules)
}

struct Reader<'s, 'r> {
    source: &'s Source,
    text: &'s [u8],
    at: usize,
    /// The rule being read, for errors.
    rule: Option<String>,
    references: &'r mut Vec<Reference>,
}

/// The stack built-ins, which the generated recognizer does not model.
const STACK_BUILT_INS: &[&str] = &[
    "PUSH",
    "PUSH_LITERAL",
    "POP",
    "POP_ALL",
    "PEEK",
    "PEEK_ALL",
    "DROP",
];

impl Reader<'_, '_> {
    fn error_at(&self, at: usize, message: impl Into<String>) -> SourceError {
        let error = SourceError::at(&self.source.file, &self.source.text, at, message);
        match &self.rule {
            Some(rule) => error.in_rule(rule),
            None => error,
        }
    }

    fn error(&self, message: impl Into<String>) -> SourceError {
        self.error_at(self.at, message)
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn starts_with(&self, s: &str) -> bool {
        self.text[self.at.min(self.text.len())..].starts_with(s.as_bytes())
    }

    /// Skip white space and comments. With `docs`, collect `///` lines into it, and forget
    /// them at a blank line (a doc comment belongs to the rule right below it).
    fn skip_trivia(&mut self, mut docs: Option<&mut Vec<String>>) -> Result<(), SourceError> {
        let mut line_is_blank = false;
        loop {
            match self.peek() {
                Some(b'\n') => {
                    if line_is_blank {
                        if let Some(docs) = docs.as_deref_mut() {
                            docs.clear();
                        }
                    }
                    line_is_blank = true;
                    self.at += 1;
                }
                Some(b' ' | b'\t' | b'\r') => self.at += 1,
                Some(b'/') if self.starts_with("//") => {
                    line_is_blank = false;
                    let end = self.text[self.at..]
                        .iter()
                        .position(|&b| b == b'\n')
                        .map_or(self.text.len(), |i| self.at + i);
                    let line = &self.source.text[self.at..end];
                    if let (Some(doc), Some(docs)) = (line.strip_prefix("///"), docs.as_deref_mut())
                    {
                        let doc = doc.trim_end();
                        docs.push(doc.strip_prefix(' ').unwrap_or(doc).to_owned());
                    }
                    self.at = end;
                }
                Some(b'/') if self.starts_with("/*") => {
                    line_is_blank = false;
                    self.block_comment()?;
                }
                _ => return Ok(()),
            }
        }
    }

    /// A `/* ... */` comment, which may hold others.
    fn block_comment(&mut self) -> Result<(), SourceError> {
        let start = self.at;
        let mut depth = 0usize;
        while self.at < self.text.len() {
            if self.starts_with("/*") {
                depth += 1;
                self.at += 2;
            } else if self.starts_with("*/") {
                depth -= 1;
                self.at += 2;
                if depth == 0 {
                    return Ok(());
                }
            } else {
                self.at += 1;
            }
        }
        Err(self.error_at(start, "a /* comment is not closed"))
    }

    fn rules(&mut self, rules: &mut Vec<Rule>) -> Result<(), SourceError> {
        let mut docs = Vec::new();
        loop {
            self.rule = None;
            self.skip_trivia(Some(&mut docs))?;
            if self.at >= self.text.len() {
                return Ok(());
            }
            let name_at = self.at;
            let name = self
                .identifier()
                .ok_or_else(|| self.error("expected a rule name"))?;
            self.rule = Some(name.clone());
            self.skip_trivia(None)?;
            self.expect(b'=', "`=` after the rule name")?;
            self.skip_trivia(None)?;
            let ty = match self.peek() {
                Some(b'_') => Some(RuleType::Silent),
                Some(b'@') => Some(RuleType::Atomic),
                Some(b'$') => Some(RuleType::CompoundAtomic),
                Some(b'!') => Some(RuleType::NonAtomic),
                _ => None,
            };
            if ty.is_some() {
                self.at += 1;
                self.skip_trivia(None)?;
            }
            self.expect(b'{', "`{` to open the rule's body")?;
            let expr = self.expression()?;
            self.expect(
                b'}',
                "`}` to close the rule's body (or `~`, `|`, an operator)",
            )?;
            let (line, _) = crate::common::line_column(&self.source.text, name_at);
            rules.push(Rule {
                name,
                ty: ty.unwrap_or(RuleType::Normal),
                expr,
                docs: std::mem::take(&mut docs),
                file: self.source.file.clone(),
                line,
            });
        }
    }

    fn expect(&mut self, byte: u8, what: &str) -> Result<(), SourceError> {
        self.skip_trivia(None)?;
        if self.peek() == Some(byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(format!("expected {what}")))
        }
    }

    fn identifier(&mut self) -> Option<String> {
        let start = self.at;
        match self.peek() {
            Some(b) if b == b'_' || b.is_ascii_alphabetic() => self.at += 1,
            _ => return None,
        }
        while self
            .peek()
            .is_some_and(|b| b == b'_' || b.is_ascii_alphanumeric())
        {
            self.at += 1;
        }
        Some(self.source.text[start..self.at].to_owned())
    }

    /// `|`-separated sequences of `~`-separated terms (a leading `|` is allowed).
    fn expression(&mut self) -> Result<Expr, SourceError> {
        self.skip_trivia(None)?;
        if self.peek() == Some(b'|') {
            self.at += 1;
        }
        let mut choice: Option<Expr> = None;
        loop {
            let mut seq = self.term()?;
            loop {
                self.skip_trivia(None)?;
                if self.peek() != Some(b'~') {
                    break;
                }
                self.at += 1;
                seq = Expr::Seq(Box::new(seq), Box::new(self.term()?));
            }
            choice = Some(match choice {
                None => seq,
                Some(left) => Expr::Choice(Box::new(left), Box::new(seq)),
            });
            self.skip_trivia(None)?;
            if self.peek() != Some(b'|') {
                break;
            }
            self.at += 1;
        }
        choice.ok_or_else(|| self.error("expected an expression"))
    }

    /// Prefix operators, a node, postfix operators.
    fn term(&mut self) -> Result<Expr, SourceError> {
        let mut prefixes = Vec::new();
        loop {
            self.skip_trivia(None)?;
            match self.peek() {
                Some(b'&') => prefixes.push(true),
                Some(b'!') => prefixes.push(false),
                Some(b'#') => return Err(self.error("node tags (`#tag = ...`) are not supported")),
                _ => break,
            }
            self.at += 1;
        }
        let mut node = self.node()?;
        loop {
            self.skip_trivia(None)?;
            node = match self.peek() {
                Some(b'?') => Expr::Opt(Box::new(node)),
                Some(b'*') => Expr::Rep(Box::new(node)),
                Some(b'+') => Expr::RepOnce(Box::new(node)),
                Some(b'{') => {
                    node = self.repeat(node)?;
                    continue;
                }
                _ => break,
            };
            self.at += 1;
        }
        for positive in prefixes.into_iter().rev() {
            node = match positive {
                true => Expr::PosPred(Box::new(node)),
                false => Expr::NegPred(Box::new(node)),
            };
        }
        Ok(node)
    }

    /// `{n}`, `{n,}`, `{,n}` or `{n,m}` after `node`.
    fn repeat(&mut self, node: Expr) -> Result<Expr, SourceError> {
        let open = self.at;
        self.at += 1;
        self.skip_trivia(None)?;
        let min = self.number()?;
        self.skip_trivia(None)?;
        let comma = self.peek() == Some(b',');
        if comma {
            self.at += 1;
            self.skip_trivia(None)?;
        }
        let max = if comma { self.number()? } else { None };
        self.expect(b'}', "`}` to close the repetition")?;
        let node = Box::new(node);
        let zero = |what: &str| self.error_at(open, format!("cannot repeat 0 times ({what})"));
        Ok(match (min, comma, max) {
            (Some(0), false, _) => return Err(zero("{0}")),
            (Some(n), false, _) => Expr::RepExact(node, n),
            (Some(n), true, None) => Expr::RepMin(node, n),
            (None, true, Some(0)) => return Err(zero("{,0}")),
            (None, true, Some(m)) => Expr::RepMax(node, m),
            (Some(_), true, Some(0)) => return Err(zero("a maximum of 0")),
            (Some(n), true, Some(m)) if n > m => {
                return Err(self.error_at(
                    open,
                    format!("the repetition's minimum {n} is above its maximum {m}"),
                ))
            }
            (Some(n), true, Some(m)) => Expr::RepMinMax(node, n, m),
            _ => return Err(self.error_at(open, "expected a number in the repetition `{...}`")),
        })
    }

    fn number(&mut self) -> Result<Option<u32>, SourceError> {
        let start = self.at;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.at += 1;
        }
        if start == self.at {
            return Ok(None);
        }
        self.source.text[start..self.at]
            .parse()
            .map(Some)
            .map_err(|_| self.error_at(start, "the number does not fit 32 bits"))
    }

    /// `( expression )`, a string, `^` and a string, a range, or an identifier.
    fn node(&mut self) -> Result<Expr, SourceError> {
        self.skip_trivia(None)?;
        let start = self.at;
        match self.peek() {
            Some(b'(') => {
                self.at += 1;
                let inner = self.expression()?;
                self.expect(b')', "`)`")?;
                Ok(inner)
            }
            Some(b'"') => Ok(Expr::Str(self.string()?)),
            Some(b'^') => {
                self.at += 1;
                self.skip_trivia(None)?;
                if self.peek() != Some(b'"') {
                    return Err(self.error("expected a string after `^`"));
                }
                Ok(Expr::Insens(self.string()?))
            }
            Some(b'\'') => {
                let lo = self.character()?;
                self.skip_trivia(None)?;
                if !self.starts_with("..") {
                    return Err(
                        self.error_at(start, "a character literal must start a range `'a'..'z'`")
                    );
                }
                self.at += 2;
                self.skip_trivia(None)?;
                if self.peek() != Some(b'\'') {
                    return Err(self.error("expected a character literal after `..`"));
                }
                let hi = self.character()?;
                Ok(Expr::Range(lo, hi))
            }
            _ => {
                let Some(name) = self.identifier() else {
                    return Err(self.error(
                        "expected an expression: a string, a range, a rule, `(`, `!` or `&`",
                    ));
                };
                if STACK_BUILT_INS.contains(&name.as_str()) {
                    return Err(self.error_at(
                        start,
                        format!("`{name}`: PUSH/PEEK/POP and the other stack built-ins are not supported by the generated recognizer"),
                    ));
                }
                self.references.push(Reference {
                    place: self.error_at(start, format!("unknown rule `{name}`: neither a rule of the grammar nor a built-in the generated recognizer supports (ANY, SOI, EOI, the ASCII_* classes)")),
                    name: name.clone(),
                });
                Ok(Expr::Ident(name))
            }
        }
    }

    /// A `"..."` string, unescaped.
    fn string(&mut self) -> Result<String, SourceError> {
        let start = self.at;
        self.at += 1;
        let mut out = String::new();
        loop {
            let rest = &self.source.text[self.at..];
            let Some(c) = rest.chars().next() else {
                return Err(self.error_at(start, "a string is not closed"));
            };
            match c {
                '"' => {
                    self.at += 1;
                    return Ok(out);
                }
                '\\' => out.push(self.escape()?),
                c => {
                    out.push(c);
                    self.at += c.len_utf8();
                }
            }
        }
    }

    /// A `'c'` character literal, unescaped.
    fn character(&mut self) -> Result<char, SourceError> {
        let start = self.at;
        self.at += 1;
        let rest = &self.source.text[self.at..];
        let c = match rest.chars().next() {
            Some('\\') => self.escape()?,
            Some(c) if c != '\'' => {
                self.at += c.len_utf8();
                c
            }
            _ => return Err(self.error_at(start, "expected one character between `'` and `'`")),
        };
        if self.peek() != Some(b'\'') {
            return Err(self.error_at(start, "a character literal holds one character"));
        }
        self.at += 1;
        Ok(c)
    }

    /// The escape at `\`: what pest's strings and character literals allow.
    fn escape(&mut self) -> Result<char, SourceError> {
        let start = self.at;
        self.at += 1;
        let bad = |this: &Self| {
            this.error_at(
                start,
                "unknown escape: pest allows \\\" \\\\ \\r \\n \\t \\0 \\' \\xHH and \\u{H...}",
            )
        };
        let c = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'r') => '\r',
            Some(b'n') => '\n',
            Some(b't') => '\t',
            Some(b'0') => '\0',
            Some(b'\'') => '\'',
            Some(b'x') => {
                let hex = self
                    .source
                    .text
                    .get(self.at + 1..self.at + 3)
                    .ok_or_else(|| bad(self))?;
                let value = u8::from_str_radix(hex, 16).map_err(|_| bad(self))?;
                self.at += 3;
                return Ok(char::from(value));
            }
            Some(b'u') => {
                if self.text.get(self.at + 1) != Some(&b'{') {
                    return Err(bad(self));
                }
                let digits_at = self.at + 2;
                let len = self.text[digits_at..]
                    .iter()
                    .position(|&b| b == b'}')
                    .ok_or_else(|| bad(self))?;
                let hex = &self.source.text[digits_at..digits_at + len];
                if !(2..=6).contains(&len) {
                    return Err(self.error_at(start, "a \\u{...} escape has 2 to 6 hex digits"));
                }
                let c = u32::from_str_radix(hex, 16)
                    .ok()
                    .and_then(char::from_u32)
                    .ok_or_else(|| {
                        self.error_at(start, format!("\\u{{{hex}}} is not a Unicode scalar value"))
                    })?;
                self.at = digits_at + len + 1;
                return Ok(c);
            }
            _ => return Err(bad(self)),
        };
        self.at += 1;
        Ok(c)
    }
}
