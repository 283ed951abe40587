//! One rule's tokens to a [`Rule`]: RFC 5234 section 4 from `rule` down to `element`.
//!
//! ```text
//! rule          = rulename defined-as alternation
//! alternation   = concatenation *( "/" concatenation )
//! concatenation = repetition *( 1*c-wsp repetition )   ; white space between elements
//! repetition    = [repeat] element                      ; no white space after the repeat
//! element       = rulename / group / option / char-val / num-val / prose-val
//! ```

use super::ast::{DefinedAs, Loc, Node, Rule};
use super::error::Error;
use super::lex::{Tok, Token};

/// Parses the tokens of one rule, which starts on `line` of `file`.
pub fn parse_rule(tokens: &[Token], file: &str, line: usize) -> Result<Rule, Error> {
    let start = Loc {
        file: file.to_owned(),
        line,
        col: 1,
    };
    let (name, loc) = match tokens.first() {
        Some(Token {
            tok: Tok::Name(name),
            loc,
            ..
        }) => (name.clone(), loc.clone()),
        Some(t) => return Err(Error::new(&t.loc, None, "expected a rule name")),
        None => return Err(Error::new(&start, None, "expected a rule")),
    };
    let defined_as = match tokens.get(1).map(|t| &t.tok) {
        Some(Tok::Eq) => DefinedAs::Basic,
        Some(Tok::EqSlash) => DefinedAs::Incremental,
        _ => {
            let at = tokens.get(1).map_or(&loc, |t| &t.loc);
            return Err(Error::new(at, Some(&name), "expected \"=\" or \"=/\""));
        }
    };
    let mut parser = Parser {
        tokens,
        at: 2,
        rule: &name,
        end: tokens.last().map_or(loc.clone(), |t| t.loc.clone()),
    };
    let node = parser.alternation()?;
    if let Some(t) = tokens.get(parser.at) {
        return Err(parser.error(&t.loc, "unexpected token (an unmatched \")\" or \"]\"?)"));
    }
    Ok(Rule {
        name,
        defined_as,
        node,
        loc,
    })
}

struct Parser<'a> {
    tokens: &'a [Token],
    at: usize,
    rule: &'a str,
    end: Loc,
}

impl Parser<'_> {
    fn error(&self, loc: &Loc, message: &str) -> Error {
        Error::new(loc, Some(self.rule), message)
    }

    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn alternation(&mut self) -> Result<Node, Error> {
        let mut items = vec![self.concatenation()?];
        while matches!(self.peek(), Some(t) if t.tok == Tok::Alt) {
            self.at += 1;
            items.push(self.concatenation()?);
        }
        Ok(one_or(items, Node::Alt))
    }

    fn concatenation(&mut self) -> Result<Node, Error> {
        let mut items = vec![self.repetition()?];
        while let Some(t) = self.peek() {
            if matches!(t.tok, Tok::Alt | Tok::RParen | Tok::RBracket) {
                break;
            }
            if !t.space_before {
                return Err(self.error(
                    &t.loc,
                    "the elements of a concatenation must be separated by white space",
                ));
            }
            items.push(self.repetition()?);
        }
        Ok(one_or(items, Node::Seq))
    }

    fn repetition(&mut self) -> Result<Node, Error> {
        if let Some(Token {
            tok: Tok::Repeat(min, max),
            loc,
            ..
        }) = self.peek()
        {
            let (min, max, loc) = (*min, *max, loc.clone());
            self.at += 1;
            if matches!(self.peek(), Some(t) if t.space_before) {
                return Err(self.error(&loc, "white space between a repeat and its element"));
            }
            if matches!(max, Some(max) if max < min) {
                return Err(self.error(&loc, "the repeat's maximum is below its minimum"));
            }
            let node = self.element()?;
            return Ok(Node::Repeat {
                min,
                max,
                node: Box::new(node),
            });
        }
        self.element()
    }

    fn element(&mut self) -> Result<Node, Error> {
        let tokens = self.tokens;
        let Some(token) = tokens.get(self.at) else {
            return Err(self.error(&self.end, "expected an element at the end of the rule"));
        };
        let loc = token.loc.clone();
        self.at += 1;
        Ok(match &token.tok {
            Tok::Name(name) => Node::Name(name.clone(), loc),
            Tok::LParen => Node::Group(Box::new(self.closed(Tok::RParen, &loc)?)),
            Tok::LBracket => Node::Optional(Box::new(self.closed(Tok::RBracket, &loc)?)),
            Tok::Str(text, case_sensitive, explicit) => Node::Str {
                text: text.clone(),
                case_sensitive: *case_sensitive,
                explicit: *explicit,
            },
            Tok::Chars(values, radix) => Node::Chars(values.clone(), *radix),
            Tok::Range(lo, hi, radix) => Node::Range(*lo, *hi, *radix),
            Tok::Prose(text) => Node::Prose(text.clone(), loc),
            Tok::Eq | Tok::EqSlash => {
                return Err(self.error(
                    &loc,
                    "\"=\" inside a rule (is the next rule's name indented too far?)",
                ))
            }
            Tok::Alt | Tok::RParen | Tok::RBracket | Tok::Repeat(..) => {
                return Err(self.error(&loc, "expected an element"))
            }
        })
    }

    /// An alternation and its closing token; `open` is where the group or option opens.
    fn closed(&mut self, close: Tok, open: &Loc) -> Result<Node, Error> {
        let node = self.alternation()?;
        match self.peek() {
            Some(t) if t.tok == close => {
                self.at += 1;
                Ok(node)
            }
            Some(t) => Err(self.error(&t.loc, "unexpected token in a group or option")),
            None => Err(self.error(open, "this group or option is not closed")),
        }
    }
}

/// The one item of `items`, or `many` of them (an alternation or a concatenation of one
/// element is that element).
fn one_or(mut items: Vec<Node>, many: fn(Vec<Node>) -> Node) -> Node {
    if items.len() == 1 {
        items.remove(0)
    } else {
        many(items)
    }
}

#[cfg(test)]
mod tests {
    use super::super::lex::Notation;
    use super::super::read::read_rules;

    fn one(text: &str) -> String {
        let rules = read_rules("t.abnf", text, Notation::Abnf).unwrap();
        rules[0].to_string()
    }

    fn error(text: &str) -> String {
        let errors = read_rules("t.abnf", text, Notation::Abnf).unwrap_err();
        errors[0].to_string()
    }

    #[test]
    fn elements_print_back() {
        assert_eq!(one("a = 1*4HEXDIG"), "a = 1*4HEXDIG");
        assert_eq!(one("a = *( \"/\" b ) [ c ]"), "a = *( \"/\" b ) [ c ]");
        assert_eq!(
            one("a = %x41-5A / %x0D.0A / %d13 / %b101"),
            "a = %x41-5A / %x0D.0A / %d13 / %b101"
        );
        assert_eq!(
            one("a = %s\"aB\" %i\"c\" \"d\""),
            "a = %s\"aB\" %i\"c\" \"d\""
        );
        assert_eq!(one("a = 0<pchar>"), "a = 0<pchar>");
        assert_eq!(one("a =/ 2DIGIT 3*b *5c"), "a =/ 2DIGIT 3*b *5c");
    }

    #[test]
    fn errors_name_the_file_line_and_rule() {
        assert_eq!(
            error("a = b c)"),
            "t.abnf:1:8: rule \"a\": unexpected token (an unmatched \")\" or \"]\"?)"
        );
        assert_eq!(
            error("a = ( b"),
            "t.abnf:1:5: rule \"a\": this group or option is not closed"
        );
        assert_eq!(error("a = \"x\"\"y\""), "t.abnf:1:8: rule \"a\": the elements of a concatenation must be separated by white space");
        assert_eq!(
            error("a = 2 b"),
            "t.abnf:1:5: rule \"a\": white space between a repeat and its element"
        );
        assert_eq!(
            error("a = 3*2b"),
            "t.abnf:1:5: rule \"a\": the repeat's maximum is below its minimum"
        );
        assert_eq!(
            error("a = b | c"),
            "t.abnf:1:7: rule \"a\": \"|\" is not ABNF: RFC 5234 writes alternatives with \"/\""
        );
        assert_eq!(
            error("a b"),
            "t.abnf:1:3: rule \"a\": expected \"=\" or \"=/\""
        );
        assert_eq!(
            error("a = %x5A-41"),
            "t.abnf:1:12: rule \"a\": the range's upper bound is below its lower bound"
        );
    }

    #[test]
    fn rfc2396_notation() {
        let rules = read_rules("t", "a_b = c | \"|\" | d_e\n", Notation::Rfc2396).unwrap();
        assert_eq!(rules[0].to_string(), "a_b = c / \"|\" / d_e");
    }
}
