//! The URL Pattern grammar's syntax layer, beside the URL grammar's: `grammar/pattern.pest`
//! compiled by pest_derive, and its pairs turned into typed values with byte spans (`Token`s
//! for "tokenize", `PatternItem`s for "parse a pattern string"). The only code that names the
//! pattern grammar's rules; `crate::pattern` sees typed values and `SyntaxError`s, which it
//! turns into its `PatternError`.

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;
use pest::iterators::Pair;
use pest::Parser;

/// Which of the tokenizer's checks on a regexp group failed ("Tokenizing").
///
/// ```
/// use railurl::pattern::{parse_pattern_string, Options, PatternErrorKind, RegexpFault};
/// let fault = |p| match parse_pattern_string(p, &Options::DEFAULT).unwrap_err().kind {
///     PatternErrorKind::InvalidRegexpGroup(fault) => Some(fault),
///     _ => None,
/// };
/// assert_eq!(fault("/(a(b))"), Some(RegexpFault::CapturingGroup));
/// assert_eq!(fault("/(?a)"), Some(RegexpFault::StartsWithQuestionMark));
/// assert_eq!(fault("/()"), Some(RegexpFault::Empty));
/// assert_eq!(fault("/(é)"), Some(RegexpFault::NonAscii));
/// assert_eq!(fault("/(a"), Some(RegexpFault::Unbalanced));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RegexpFault {
    /// A code point that is not an ASCII code point.
    NonAscii,
    /// The group starts with U+003F (?).
    StartsWithQuestionMark,
    /// A nested U+0028 (() not followed by U+003F (?): a capturing group.
    CapturingGroup,
    /// The input ends before the group is closed.
    Unbalanced,
    /// "()": the regexp length is zero.
    Empty,
}

/// What the pattern grammar found wrong, in the standard's terms; `crate::pattern` turns it
/// into the matching `PatternErrorKind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SyntaxFault {
    /// The grammar did not match where it always matches: a bug, naming the rule.
    Internal(&'static str),
    /// "tokenize": a U+005C (\) at the end of the input.
    TrailingBackslash,
    /// "tokenize": a U+003A (:) without a valid name after it.
    MissingName,
    /// "tokenize": a regexp group the standard rejects, and why.
    InvalidRegexpGroup(RegexpFault),
    /// "consume a required token": a "close" or "end" token was expected.
    UnexpectedToken,
}

/// A [`SyntaxFault`] and the byte span of the input it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SyntaxError {
    /// What is wrong.
    pub fault: SyntaxFault,
    /// Where, in bytes of the pattern string.
    pub span: Range<usize>,
}

impl SyntaxError {
    fn new(fault: SyntaxFault, span: Range<usize>) -> SyntaxError {
        SyntaxError { fault, span }
    }
}

mod generated {
    // pest_derive generates `Rule` (one variant per rule of grammar/pattern.pest, documented
    // by the rule's `///` comment) and a few items without docs of their own.
    #![allow(missing_docs)]

    /// The parser generated from `grammar/pattern.pest` by pest_derive, for tinkering: its
    /// rules are [`PatternRule`](super::PatternRule)'s variants.
    ///
    /// ```
    /// use pest::Parser;
    /// use railurl::pattern::{PatternGrammar, PatternRule};
    /// let tokens = PatternGrammar::parse(PatternRule::tokens, "/books/:id").unwrap();
    /// assert_eq!(tokens.as_str(), "/books/:id");
    /// ```
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar/pattern.pest"]
    pub struct PatternGrammar;
}

use generated::Rule;
pub use generated::{PatternGrammar, Rule as PatternRule};

/// A token's type ("Tokens").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TokenType {
    Open,
    Close,
    Regexp,
    Name,
    Char,
    EscapedChar,
    OtherModifier,
    Asterisk,
    End,
    InvalidChar,
}

/// A token: its type, its "index" (here the byte offset of its first code point) and value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token<'a> {
    pub(crate) kind: TokenType,
    pub(crate) index: usize,
    pub(crate) value: &'a str,
}

fn internal(what: &'static str) -> SyntaxError {
    SyntaxError::new(SyntaxFault::Internal(what), 0..0)
}

/// "tokenize" `input` given the "lenient" policy: never fails (a tokenizing error is an
/// "invalid-char" token); ends with an "end" token.
pub(crate) fn tokenize_lenient(input: &str) -> Result<Vec<Token<'_>>, SyntaxError> {
    let pairs = PatternGrammar::parse(Rule::tokens, input)
        .map_err(|_| internal("grammar/pattern.pest's tokens rule did not match"))?;
    let mut list = Vec::new();
    for pair in pairs.flatten() {
        let index = pair.as_span().start();
        let (kind, value) = match pair.as_rule() {
            Rule::asterisk => (TokenType::Asterisk, pair.as_str()),
            Rule::other_modifier => (TokenType::OtherModifier, pair.as_str()),
            Rule::escaped_char => (TokenType::EscapedChar, inner_str(&pair)),
            Rule::open => (TokenType::Open, pair.as_str()),
            Rule::close => (TokenType::Close, pair.as_str()),
            Rule::name => (TokenType::Name, inner_str(&pair)),
            Rule::regexp => (TokenType::Regexp, inner_str(&pair)),
            Rule::invalid_char => (TokenType::InvalidChar, pair.as_str()),
            Rule::char => (TokenType::Char, pair.as_str()),
            _ => continue,
        };
        list.push(Token { kind, index, value });
    }
    list.push(Token {
        kind: TokenType::End,
        index: input.len(),
        value: "",
    });
    Ok(list)
}

/// The value of a token with one inner value pair (name, regexp, escaped-char).
fn inner_str<'a>(pair: &Pair<'a, Rule>) -> &'a str {
    pair.clone().into_inner().next().map_or("", |p| p.as_str())
}

/// "tokenize" `input` given the "strict" policy: the first tokenizing error is an error value
/// naming the tokenizer step that failed, with its span.
pub(crate) fn check_strict(input: &str) -> Result<(), SyntaxError> {
    let pairs = PatternGrammar::parse(Rule::tokens, input)
        .map_err(|_| internal("grammar/pattern.pest's tokens rule did not match"))?;
    for pair in pairs.flatten() {
        let start = pair.as_span().start();
        let kind = match pair.as_rule() {
            Rule::trailing_backslash => SyntaxFault::TrailingBackslash,
            Rule::invalid_name => SyntaxFault::MissingName,
            Rule::invalid_regexp => SyntaxFault::InvalidRegexpGroup(regexp_fault(input, start)),
            _ => continue,
        };
        return Err(SyntaxError::new(kind, start..start + 1));
    }
    Ok(())
}

/// Which of the tokenizer's regexp checks fails for the "(" at `start` (only called once the
/// grammar's `regexp` rule did not match there): the tokenizer's regexp loop, run for its
/// first error alone ("Tokenizing", the steps after "If tokenizer's code point is U+0028").
fn regexp_fault(input: &str, start: usize) -> RegexpFault {
    let body: Vec<char> = input[start + 1..].chars().collect();
    let mut depth = 1;
    let mut position = 0;
    while position < body.len() {
        let c = body[position];
        if !c.is_ascii() {
            return RegexpFault::NonAscii;
        }
        if position == 0 && c == '?' {
            return RegexpFault::StartsWithQuestionMark;
        }
        match c {
            '\\' => match body.get(position + 1) {
                None => return RegexpFault::Unbalanced,
                Some(escaped) if !escaped.is_ascii() => return RegexpFault::NonAscii,
                Some(_) => position += 1,
            },
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return if position == 0 {
                        RegexpFault::Empty
                    } else {
                        RegexpFault::Unbalanced
                    };
                }
            }
            '(' => {
                depth += 1;
                if body.get(position + 1) != Some(&'?') {
                    return RegexpFault::CapturingGroup;
                }
            }
            _ => {}
        }
        position += 1;
    }
    RegexpFault::Unbalanced
}

/// What a `group_body` holds besides the name: a "regexp" token's value or an "asterisk".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RegexpOrWildcard<'a> {
    Regexp(&'a str),
    Wildcard,
}

/// One iteration of the loop of "parse a pattern string", as the grammar matched it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum PatternItem<'a> {
    /// A "char" or "escaped-char" token buffered as pending fixed value (its value).
    FixedText(&'a str),
    /// `<prefix char><name><regexp><modifier>` (`braced` false) or
    /// `{<prefix><name><regexp><suffix>}<modifier>` (`braced` true).
    Group {
        braced: bool,
        prefix: String,
        name: Option<&'a str>,
        regexp_or_wildcard: Option<RegexpOrWildcard<'a>>,
        suffix: String,
        modifier: Option<&'a str>,
        span: Range<usize>,
    },
}

/// "parse a pattern string"'s token-level steps: the items of `input` in order. The strict
/// tokenizer's errors come first; then a token the parser cannot consume ("consume a required
/// token") is an error with its position.
pub(crate) fn parse_pattern(input: &str) -> Result<Vec<PatternItem<'_>>, SyntaxError> {
    check_strict(input)?;
    let pairs = PatternGrammar::parse(Rule::pattern, input).map_err(|e| {
        let at = match e.location {
            pest::error::InputLocation::Pos(at) | pest::error::InputLocation::Span((at, _)) => at,
        };
        let end = input[at..].chars().next().map_or(at, |c| at + c.len_utf8());
        SyntaxError::new(SyntaxFault::UnexpectedToken, at..end)
    })?;
    let mut items = Vec::new();
    let Some(pattern) = pairs.into_iter().next() else {
        return Err(internal("no pattern pair"));
    };
    for pair in pattern.into_inner() {
        match pair.as_rule() {
            Rule::char => items.push(PatternItem::FixedText(pair.as_str())),
            Rule::escaped_char => items.push(PatternItem::FixedText(inner_str(&pair))),
            Rule::matching_group | Rule::group => items.push(group(pair)?),
            Rule::EOI => {}
            _ => return Err(internal("unexpected rule in pattern")),
        }
    }
    Ok(items)
}

/// A `matching_group` or `group` pair as a [`PatternItem::Group`].
fn group(pair: Pair<'_, Rule>) -> Result<PatternItem<'_>, SyntaxError> {
    let braced = pair.as_rule() == Rule::group;
    let span = pair.as_span().start()..pair.as_span().end();
    let mut prefix = String::new();
    let mut name = None;
    let mut regexp_or_wildcard = None;
    let mut suffix = String::new();
    let mut modifier = None;
    for inner in pair.into_inner() {
        match inner.as_rule() {
            Rule::char => prefix.push_str(inner.as_str()),
            Rule::group_prefix => prefix = text(inner),
            Rule::group_suffix => suffix = text(inner),
            Rule::name => name = Some(inner_str(&inner)),
            Rule::regexp => regexp_or_wildcard = Some(RegexpOrWildcard::Regexp(inner_str(&inner))),
            Rule::asterisk => regexp_or_wildcard = Some(RegexpOrWildcard::Wildcard),
            Rule::modifier => modifier = Some(inner.as_str()),
            Rule::open | Rule::close => {}
            _ => return Err(internal("unexpected rule in group")),
        }
    }
    Ok(PatternItem::Group {
        braced,
        prefix,
        name,
        regexp_or_wildcard,
        suffix,
        modifier,
        span,
    })
}

/// "consume text": the values of the "char" and "escaped-char" tokens of a group's text.
fn text(pair: Pair<'_, Rule>) -> String {
    let mut out = String::new();
    for token in pair.into_inner() {
        match token.as_rule() {
            Rule::escaped_char => out.push_str(inner_str(&token)),
            _ => out.push_str(token.as_str()),
        }
    }
    out
}

/// "is a valid name code point" given `c` and whether it is the first.
pub(crate) fn is_valid_name_code_point(c: char, first: bool) -> bool {
    if first {
        pest::unicode::ID_START(c) || c == '$' || c == '_'
    } else {
        pest::unicode::ID_CONTINUE(c) || matches!(c, '$' | '\u{200C}' | '\u{200D}')
    }
}
