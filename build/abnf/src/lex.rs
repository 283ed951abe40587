//! ABNF text to tokens, one rule's lines at a time (RFC 5234 section 4, with RFC 7405's `%s`
//! and `%i` strings). Comments run from `;` to the end of the line; line ends and white space
//! separate tokens, and each token remembers whether white space came before it, because
//! ABNF needs it between the elements of a concatenation and forbids it after a repeat.

use super::ast::{Loc, Radix};
use super::error::Error;

/// Which notation a file is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// RFC 5234's ABNF with RFC 7405's `%s"..."` and `%i"..."`.
    Abnf,
    /// RFC 2396 section 1.6: RFC 822's BNF with `|` for alternatives; rule names may contain
    /// `_`. Read into the same rules as ABNF.
    Rfc2396,
}

/// A token's kind and value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// A rule name.
    Name(String),
    /// `=`.
    Eq,
    /// `=/`.
    EqSlash,
    /// `/` (ABNF) or `|` (RFC 2396).
    Alt,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `[`.
    LBracket,
    /// `]`.
    RBracket,
    /// A repeat prefix: `n`, `n*m`, `*`, ...
    Repeat(u32, Option<u32>),
    /// A quoted string; `(text, case_sensitive, explicit %s/%i)`.
    Str(String, bool, bool),
    /// `%x41.42`.
    Chars(Vec<u32>, Radix),
    /// `%x41-5A`.
    Range(u32, u32, Radix),
    /// `<prose>`.
    Prose(String),
}

/// A token, where it starts, and whether white space (or a line end) came before it.
#[derive(Clone, Debug)]
pub struct Token {
    /// What.
    pub tok: Tok,
    /// Where it starts.
    pub loc: Loc,
    /// White space, a comment or a line end came right before it.
    pub space_before: bool,
}

/// One line of a rule: its 1-based number and its text.
pub type Line<'a> = (usize, &'a str);

/// The tokens of one rule, written on `lines` of `file`.
pub fn tokens(file: &str, lines: &[Line<'_>], notation: Notation) -> Result<Vec<Token>, Error> {
    let mut out = Vec::new();
    for &(line, text) in lines {
        let mut lexer = Lexer {
            file,
            line,
            chars: text.chars().collect(),
            at: 0,
            notation,
        };
        let mut space = true;
        while let Some(c) = lexer.peek() {
            if c == ' ' || c == '\t' || c == '\x0c' {
                lexer.at += 1;
                space = true;
                continue;
            }
            if c == ';' {
                break;
            }
            let loc = lexer.loc();
            let tok = lexer.token()?;
            out.push(Token {
                tok,
                loc,
                space_before: space,
            });
            space = false;
        }
    }
    Ok(out)
}

struct Lexer<'a> {
    file: &'a str,
    line: usize,
    chars: Vec<char>,
    at: usize,
    notation: Notation,
}

impl Lexer<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn loc(&self) -> Loc {
        Loc {
            file: self.file.to_owned(),
            line: self.line,
            col: self.at + 1,
        }
    }

    fn error(&self, message: impl Into<String>) -> Error {
        Error::new(&self.loc(), None, message)
    }

    fn token(&mut self) -> Result<Tok, Error> {
        let c = self.peek().unwrap_or(' ');
        if c.is_ascii_alphabetic() {
            return Ok(Tok::Name(self.name()));
        }
        if c.is_ascii_digit() || c == '*' {
            return self.repeat();
        }
        self.at += 1;
        Ok(match c {
            '=' if self.peek() == Some('/') => {
                self.at += 1;
                Tok::EqSlash
            }
            '=' => Tok::Eq,
            '/' if self.notation == Notation::Abnf => Tok::Alt,
            '|' if self.notation == Notation::Rfc2396 => Tok::Alt,
            '/' => {
                self.at -= 1;
                return Err(self.error("\"/\" is not an operator in RFC 2396's notation, which writes alternatives with \"|\""));
            }
            '|' => {
                self.at -= 1;
                return Err(
                    self.error("\"|\" is not ABNF: RFC 5234 writes alternatives with \"/\"")
                );
            }
            '(' => Tok::LParen,
            ')' => Tok::RParen,
            '[' => Tok::LBracket,
            ']' => Tok::RBracket,
            '"' => {
                let text = self.quoted()?;
                Tok::Str(text, false, false)
            }
            '%' => self.percent()?,
            '<' => self.prose()?,
            other => {
                self.at -= 1;
                return Err(self.error(format!("unexpected character {other:?}")));
            }
        })
    }

    fn name(&mut self) -> String {
        let start = self.at;
        while let Some(c) = self.peek() {
            let ok = c.is_ascii_alphanumeric()
                || c == '-'
                || (c == '_' && self.notation == Notation::Rfc2396);
            if !ok {
                break;
            }
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }

    fn number(&mut self, radix: u32) -> Result<Option<u32>, Error> {
        let start = self.at;
        let mut value: u32 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(radix)) {
            value = value
                .checked_mul(radix)
                .and_then(|v| v.checked_add(d))
                .ok_or_else(|| self.error("number too large"))?;
            self.at += 1;
        }
        Ok((self.at > start).then_some(value))
    }

    /// `1*DIGIT / (*DIGIT "*" *DIGIT)`.
    fn repeat(&mut self) -> Result<Tok, Error> {
        let min = self.number(10)?;
        if self.peek() != Some('*') {
            let n = min.unwrap_or(0);
            return Ok(Tok::Repeat(n, Some(n)));
        }
        self.at += 1;
        let max = self.number(10)?;
        Ok(Tok::Repeat(min.unwrap_or(0), max))
    }

    /// The characters up to the closing `"` (the opening one is consumed): RFC 5234's
    /// `char-val` allows SP and VCHAR except DQUOTE.
    fn quoted(&mut self) -> Result<String, Error> {
        self.delimited('"', "unterminated quoted string", |c| {
            if (' '..='~').contains(&c) {
                Ok(())
            } else {
                Err(format!(
                    "{c:?} in a quoted string (only space and visible ASCII characters)"
                ))
            }
        })
    }

    /// The characters up to `close`, which is consumed, each one `allowed` (or the error
    /// that says why not); `unterminated` is the error at the end of the input.
    fn delimited(
        &mut self,
        close: char,
        unterminated: &str,
        allowed: fn(char) -> Result<(), String>,
    ) -> Result<String, Error> {
        let mut text = String::new();
        loop {
            match self.peek() {
                None => return Err(self.error(unterminated)),
                Some(c) if c == close => {
                    self.at += 1;
                    return Ok(text);
                }
                Some(c) => {
                    allowed(c).map_err(|why| self.error(why))?;
                    text.push(c);
                    self.at += 1;
                }
            }
        }
    }

    /// After `%`: `s"..."`, `i"..."`, or a numeric value.
    fn percent(&mut self) -> Result<Tok, Error> {
        let (radix, base) = match self.peek().map(|c| c.to_ascii_lowercase()) {
            Some(c @ ('s' | 'i')) if self.chars.get(self.at + 1) == Some(&'"') => {
                self.at += 2;
                return Ok(Tok::Str(self.quoted()?, c == 's', true));
            }
            Some('x') => (Radix::Hex, 16),
            Some('d') => (Radix::Dec, 10),
            Some('b') => (Radix::Bin, 2),
            _ => return Err(self.error("expected x, d, b, s\" or i\" after \"%\"")),
        };
        self.at += 1;
        let first = self
            .number(base)?
            .ok_or_else(|| self.error("expected a digit in the numeric value"))?;
        match self.peek() {
            Some('-') => {
                self.at += 1;
                let hi = self
                    .number(base)?
                    .ok_or_else(|| self.error("expected the range's upper bound"))?;
                if hi < first {
                    return Err(self.error("the range's upper bound is below its lower bound"));
                }
                Ok(Tok::Range(first, hi, radix))
            }
            Some('.') => {
                let mut values = vec![first];
                while self.peek() == Some('.') {
                    self.at += 1;
                    values.push(
                        self.number(base)?
                            .ok_or_else(|| self.error("expected a digit after \".\""))?,
                    );
                }
                Ok(Tok::Chars(values, radix))
            }
            _ => Ok(Tok::Chars(vec![first], radix)),
        }
    }

    /// `<...>`, the `<` consumed.
    fn prose(&mut self) -> Result<Tok, Error> {
        let text = self.delimited('>', "unterminated prose value \"<...>\"", |_| Ok(()))?;
        Ok(Tok::Prose(text))
    }
}
