//! Errors of the URL Pattern Standard: each place where it says "throw a TypeError" is a
//! [`PatternErrorKind`], with the span of the pattern string it concerns where there is one.

use super::part::{Modifier, PartType};
use alloc::format;
use alloc::string::String;
use alloc::string::ToString;
use core::fmt;
use core::ops::Range;

pub use crate::syntax::pattern::RegexpFault;

/// What failed, named after the standard's step that throws a TypeError.
///
/// ```
/// use railurl::pattern::{PatternErrorKind, UrlPattern};
/// let error = UrlPattern::parse("https://example.com/:id:id", None).unwrap_err();
/// assert_eq!(error.kind, PatternErrorKind::DuplicateName("id".into()));
/// assert_eq!(error.component, Some("pathname"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PatternErrorKind {
    /// Tokenizing (strict): a U+005C (\) that is the last code point.
    TrailingBackslash,
    /// Tokenizing (strict): a U+003A (:) not followed by a valid name.
    MissingName,
    /// Tokenizing (strict): a U+0028 (() that does not start a valid regexp group.
    InvalidRegexpGroup(RegexpFault),
    /// "consume a required token": the parser expected a "close" or "end" token here.
    UnexpectedToken,
    /// "is a duplicate name": two groups of one component have this name.
    DuplicateName(String),
    /// An encoding callback ("canonicalize a …") threw: the text is not valid in the component.
    InvalidComponentText(String),
    /// "RegExpCreate" threw: the generated regular expression is not valid ECMAScript with
    /// the `v` flag, or uses a construct regress does not support (its message).
    Regexp(String),
    /// A regexp group uses a construct that ECMAScript accepts but railurl does not match:
    /// railurl matches regexp groups in time linear in the input (bounded by the matcher's
    /// program size times the input's length), which the construct rules out. `construct` is
    /// its text in the regexp group.
    ///
    /// ```
    /// use railurl::pattern::{PatternErrorKind, RegexpUnsupported, UrlPattern};
    /// let error = UrlPattern::parse("https://example.com/((?<x>a)\\k<x>)", None).unwrap_err();
    /// assert_eq!(
    ///     error.kind,
    ///     PatternErrorKind::UnsupportedRegexp {
    ///         construct: "\\k<x>".into(),
    ///         why: RegexpUnsupported::Backreference,
    ///     }
    /// );
    /// ```
    UnsupportedRegexp {
        /// The construct's text, as written in the regexp group.
        construct: String,
        /// What kind of construct it is.
        why: RegexpUnsupported,
    },
    /// "create": a constructor string without a protocol and no base URL.
    MissingProtocol,
    /// "create" or "match": a URLPatternInit given together with a base URL string.
    InitWithBaseUrl,
    /// "process a URLPatternInit": the baseURL does not parse.
    InvalidBaseUrl,
    /// `generate` (tentative): not a component name.
    UnknownComponent(String),
    /// `generate` (tentative): the groups have no value for this group of the pattern.
    MissingGroup(String),
    /// `generate` (tentative): the encoded value of this group is not one its segment
    /// wildcard matches (it is empty or contains the delimiter code point).
    GroupValueNotMatched(String),
    /// `generate` (tentative): a part it does not fill in: a full wildcard, a regexp group, or
    /// any part with a modifier.
    NotGeneratable {
        /// The part's type.
        kind: PartType,
        /// The part's modifier.
        modifier: Modifier,
    },
    /// A railurl bug: a grammar rule that should have matched did not.
    Internal(&'static str),
}

impl PatternErrorKind {
    /// A one-line description.
    ///
    /// ```
    /// use railurl::pattern::PatternErrorKind;
    /// assert_eq!(PatternErrorKind::MissingName.message(), "\":\" is not followed by a valid name");
    /// ```
    pub fn message(&self) -> String {
        match self {
            PatternErrorKind::TrailingBackslash => "a \"\\\" ends the pattern".into(),
            PatternErrorKind::MissingName => "\":\" is not followed by a valid name".into(),
            PatternErrorKind::InvalidRegexpGroup(fault) => {
                let why = match fault {
                    RegexpFault::NonAscii => "holds a non-ASCII code point",
                    RegexpFault::StartsWithQuestionMark => "starts with \"?\"",
                    RegexpFault::CapturingGroup => {
                        "holds a capturing group (a nested \"(\" must be followed by \"?\")"
                    }
                    RegexpFault::Unbalanced => "is not closed",
                    RegexpFault::Empty => "is empty",
                };
                format!("the regexp group {why}")
            }
            PatternErrorKind::UnexpectedToken => "expected \"}\" or the end of the pattern".into(),
            PatternErrorKind::DuplicateName(name) => {
                format!("the group name {name:?} is used twice")
            }
            PatternErrorKind::InvalidComponentText(text) => {
                format!("{text:?} is not valid in this URL component")
            }
            PatternErrorKind::Regexp(message) => format!("invalid regular expression: {message}"),
            PatternErrorKind::UnsupportedRegexp { construct, why } => {
                format!(
                    "the regexp group's {construct:?} is not supported: {}",
                    why.reason()
                )
            }
            PatternErrorKind::MissingProtocol => {
                "a pattern string without a protocol needs a base URL".into()
            }
            PatternErrorKind::InitWithBaseUrl => {
                "a base URL string cannot be given with a URLPatternInit".into()
            }
            PatternErrorKind::InvalidBaseUrl => "the base URL does not parse".into(),
            PatternErrorKind::UnknownComponent(name) => {
                format!("{name:?} is not a URL pattern component")
            }
            PatternErrorKind::MissingGroup(name) => format!("no value for the group {name:?}"),
            PatternErrorKind::GroupValueNotMatched(name) => {
                format!("the value for the group {name:?} is empty or holds the delimiter")
            }
            PatternErrorKind::NotGeneratable { kind, modifier } => {
                let part = match kind {
                    PartType::FixedText => "fixed text",
                    PartType::Regexp => "a regexp group",
                    PartType::SegmentWildcard => "a named group",
                    PartType::FullWildcard => "a full wildcard",
                };
                match modifier {
                    Modifier::None => format!("generate cannot fill in {part}"),
                    _ => format!(
                        "generate cannot fill in {part} with the modifier {:?}",
                        modifier.as_str()
                    ),
                }
            }
            PatternErrorKind::Internal(what) => format!("internal error: {what}"),
        }
    }
}

/// The kinds of regular expression constructs a regexp group may not use in railurl
/// ([`PatternErrorKind::UnsupportedRegexp`]): each is valid ECMAScript, but railurl matches a
/// regexp group in time linear in the input, with a backtracking program that remembers the
/// states that failed, and the construct does not fit that.
///
/// ```
/// use railurl::pattern::{PatternErrorKind, RegexpUnsupported, UrlPattern};
/// let error = UrlPattern::parse("https://example.com/(a(?=b))", None).unwrap_err();
/// assert!(matches!(
///     error.kind,
///     PatternErrorKind::UnsupportedRegexp { why: RegexpUnsupported::Lookaround, .. }
/// ));
/// // The same group without the lookahead is matched, in linear time.
/// let pattern = UrlPattern::parse("https://example.com/(a+)b", None).unwrap();
/// assert!(pattern.test("https://example.com/aaab", None).unwrap());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RegexpUnsupported {
    /// A backreference (`\1`, `\k<name>`, ECMA-262 "DecimalEscape" and "GroupName" in an
    /// "AtomEscape"): whether it matches depends on the captures, so a state's failure cannot
    /// be remembered, and matching backreferences is NP-hard in general.
    Backreference,
    /// A lookahead or lookbehind assertion (`(?=`, `(?!`, `(?<=`, `(?<!`): a nested match
    /// at each position, which the remembered states of one forward match do not bound.
    Lookaround,
    /// A property of strings such as `\p{RGI_Emoji}` (the `v` flag's "UnicodeMatchProperty"
    /// for strings): matching it longest first needs the Unicode tables of its strings, which
    /// railurl does not carry (single-code-point properties are supported).
    PropertyOfStrings,
    /// A counted quantifier (`{n}`, `{n,}`, `{n,m}`) whose unrolled program would exceed
    /// the component's budget (65,536 instructions plus 16 per byte of its regexp groups):
    /// matching unrolls counted quantifiers, so their counts are bounded.
    QuantifierTooLarge,
    /// Another construct regress accepts and railurl's regexp parser does not (such as the
    /// modifiers `(?i:…)`).
    Other,
}

impl RegexpUnsupported {
    /// Why the construct is not supported, in a sentence.
    ///
    /// ```
    /// use railurl::pattern::RegexpUnsupported;
    /// assert!(RegexpUnsupported::Lookaround.reason().contains("linear"));
    /// ```
    pub fn reason(self) -> &'static str {
        match self {
            RegexpUnsupported::Backreference => {
                "railurl matches regexp groups in time linear in the input, and a backreference \
                 rules that out (whether it matches depends on earlier captures)"
            }
            RegexpUnsupported::Lookaround => {
                "railurl matches regexp groups in time linear in the input, and a lookaround \
                 assertion's nested match at each position rules that out"
            }
            RegexpUnsupported::PropertyOfStrings => {
                "railurl matches regexp groups in time linear in the input without regress, and \
                 has no tables of the strings a property of strings holds"
            }
            RegexpUnsupported::QuantifierTooLarge => {
                "railurl matches regexp groups in time linear in the input by unrolling counted \
                 quantifiers, and this one would unroll past the component's budget"
            }
            RegexpUnsupported::Other => {
                "railurl's regexp matcher, which matches in time linear in the input, does not \
                 implement it"
            }
        }
    }
}

/// The URL Pattern Standard's TypeError, as a value: what failed, in which component's pattern
/// string (if any), and where in it (a byte span; empty when the step has no position).
///
/// ```
/// use railurl::pattern::{PatternErrorKind, UrlPattern};
/// let error = UrlPattern::parse("https://example.com/a\\", None).unwrap_err();
/// assert_eq!(error.kind, PatternErrorKind::TrailingBackslash);
/// assert_eq!((error.component, error.span.clone()), (Some("pathname"), 2..3));
/// assert_eq!(error.to_string(), "pathname pattern \"/a\\\\\" at 2..3: a \"\\\" ends the pattern");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternError {
    /// What failed.
    pub kind: PatternErrorKind,
    /// The component whose pattern string failed ("pathname", ...), if any.
    pub component: Option<&'static str>,
    /// The component's pattern string, if any.
    pub pattern: Option<String>,
    /// Byte span in `pattern`.
    pub span: Range<usize>,
}

impl PatternError {
    pub(crate) fn new(kind: PatternErrorKind, span: Range<usize>) -> PatternError {
        PatternError {
            kind,
            component: None,
            pattern: None,
            span,
        }
    }

    pub(crate) fn bare(kind: PatternErrorKind) -> PatternError {
        PatternError::new(kind, 0..0)
    }

    /// Name the component and pattern string, unless already named.
    pub(crate) fn in_component(mut self, component: &'static str, pattern: &str) -> PatternError {
        if self.component.is_none() {
            self.component = Some(component);
            self.pattern = Some(pattern.to_string());
        }
        self
    }
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let (Some(component), Some(pattern)) = (self.component, &self.pattern) {
            write!(f, "{component} pattern {pattern:?}")?;
            if !self.span.is_empty() {
                write!(f, " at {:?}", self.span)?;
            }
            f.write_str(": ")?;
        }
        f.write_str(&self.kind.message())
    }
}

impl core::error::Error for PatternError {}

impl From<crate::syntax::pattern::SyntaxError> for PatternError {
    /// The pattern grammar's syntax errors are the standard's: the same reason, the same span.
    fn from(e: crate::syntax::pattern::SyntaxError) -> PatternError {
        use crate::syntax::pattern::SyntaxFault;
        let kind = match e.fault {
            SyntaxFault::Internal(what) => PatternErrorKind::Internal(what),
            SyntaxFault::TrailingBackslash => PatternErrorKind::TrailingBackslash,
            SyntaxFault::MissingName => PatternErrorKind::MissingName,
            SyntaxFault::InvalidRegexpGroup(fault) => PatternErrorKind::InvalidRegexpGroup(fault),
            SyntaxFault::UnexpectedToken => PatternErrorKind::UnexpectedToken,
        };
        PatternError::new(kind, e.span)
    }
}
