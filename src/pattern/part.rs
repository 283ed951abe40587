//! The part list's vocabulary ("Parts" and "Options"): part types, modifiers, parts, and the
//! options a component is parsed and matched with. A leaf: the parser, the error type, the
//! converters and the matcher all read these, and this module reads none of them.
//!
//! "escape a regexp string" lives here too (the standard writes it with the converters)
//! because "generate a segment wildcard regexp", a method of the options, needs it.

use alloc::string::String;
use alloc::string::ToString;

/// A part's type ("Parts").
///
/// ```
/// use railurl::pattern::{parse_pattern_string, Options, PartType};
/// let parts = parse_pattern_string("/books/:id(\\d+)/*", &Options::PATHNAME).unwrap();
/// let types: Vec<PartType> = parts.iter().map(|p| p.kind).collect();
/// assert_eq!(types, [PartType::FixedText, PartType::Regexp, PartType::FullWildcard]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PartType {
    /// "fixed-text": a simple fixed text string.
    FixedText,
    /// "regexp": a matching group with a custom regular expression.
    Regexp,
    /// "segment-wildcard": matches up to the next separator code point (`:name`).
    SegmentWildcard,
    /// "full-wildcard": greedily matches all code points (`*`).
    FullWildcard,
}

/// A part's modifier.
///
/// ```
/// use railurl::pattern::{parse_pattern_string, Modifier, Options};
/// let parts = parse_pattern_string("/:a?/:b+/:c*", &Options::PATHNAME).unwrap();
/// let modifiers: Vec<Modifier> = parts.iter().map(|p| p.modifier).collect();
/// assert_eq!(modifiers, [Modifier::Optional, Modifier::OneOrMore, Modifier::ZeroOrMore]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Modifier {
    /// "none"
    None,
    /// "optional" (`?`)
    Optional,
    /// "zero-or-more" (`*`)
    ZeroOrMore,
    /// "one-or-more" (`+`)
    OneOrMore,
}

impl Modifier {
    /// "convert a modifier to a string".
    ///
    /// ```
    /// assert_eq!(railurl::pattern::Modifier::OneOrMore.as_str(), "+");
    /// ```
    pub fn as_str(self) -> &'static str {
        match self {
            Modifier::None => "",
            Modifier::Optional => "?",
            Modifier::ZeroOrMore => "*",
            Modifier::OneOrMore => "+",
        }
    }

    pub(crate) fn from_token(token: Option<&str>) -> Modifier {
        match token {
            Some("?") => Modifier::Optional,
            Some("*") => Modifier::ZeroOrMore,
            Some("+") => Modifier::OneOrMore,
            _ => Modifier::None,
        }
    }
}

/// A part: one piece of a pattern string, with at most one matching group ("Parts").
///
/// ```
/// use railurl::pattern::{parse_pattern_string, Options, PartType};
/// let parts = parse_pattern_string("/:id", &Options::PATHNAME).unwrap();
/// assert_eq!((parts[0].kind, parts[0].name.as_str(), parts[0].prefix.as_str()),
///            (PartType::SegmentWildcard, "id", "/"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Part {
    /// The part's type.
    pub kind: PartType,
    /// The fixed text, or the regular expression of a "regexp" part (empty for wildcards).
    pub value: String,
    /// The modifier.
    pub modifier: Modifier,
    /// The group name (a number for unnamed groups; empty for fixed text).
    pub name: String,
    /// Fixed text before the group, inside its modifier.
    pub prefix: String,
    /// Fixed text after the group, inside its modifier.
    pub suffix: String,
}

/// "Options": the delimiter and prefix code points and ignore case.
///
/// ```
/// use railurl::pattern::Options;
/// assert_eq!(Options::HOSTNAME.delimiter, Some('.'));
/// assert_eq!(Options::PATHNAME.prefix, Some('/'));
/// assert!(!Options::DEFAULT.ignore_case);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// "delimiter code point" (None for the empty string).
    pub delimiter: Option<char>,
    /// "prefix code point" (None for the empty string).
    pub prefix: Option<char>,
    /// "ignore case".
    pub ignore_case: bool,
}

impl Options {
    /// "default options": no delimiter or prefix code point (protocol, username, password,
    /// port, search, hash, and an opaque pathname).
    ///
    /// ```
    /// use railurl::pattern::Options;
    /// assert_eq!((Options::DEFAULT.delimiter, Options::DEFAULT.prefix), (None, None));
    /// ```
    pub const DEFAULT: Options = Options {
        delimiter: None,
        prefix: None,
        ignore_case: false,
    };
    /// "hostname options": delimiter ".".
    ///
    /// ```
    /// use railurl::pattern::Options;
    /// assert_eq!((Options::HOSTNAME.delimiter, Options::HOSTNAME.prefix), (Some('.'), None));
    /// ```
    pub const HOSTNAME: Options = Options {
        delimiter: Some('.'),
        prefix: None,
        ignore_case: false,
    };
    /// "pathname options": delimiter and prefix "/".
    ///
    /// ```
    /// use railurl::pattern::Options;
    /// assert_eq!((Options::PATHNAME.delimiter, Options::PATHNAME.prefix), (Some('/'), Some('/')));
    /// ```
    pub const PATHNAME: Options = Options {
        delimiter: Some('/'),
        prefix: Some('/'),
        ignore_case: false,
    };

    /// A copy with "ignore case" set.
    ///
    /// ```
    /// use railurl::pattern::Options;
    /// let options = Options::PATHNAME.with_ignore_case(true);
    /// assert!(options.ignore_case && options.prefix == Some('/'));
    /// ```
    pub fn with_ignore_case(self, ignore_case: bool) -> Options {
        Options {
            ignore_case,
            ..self
        }
    }

    /// "generate a segment wildcard regexp".
    ///
    /// ```
    /// assert_eq!(railurl::pattern::Options::PATHNAME.segment_wildcard_regexp(), "[^\\/]+?");
    /// ```
    pub fn segment_wildcard_regexp(&self) -> String {
        let mut result = String::from("[^");
        if let Some(d) = self.delimiter {
            escape_regexp_string(&d.to_string(), &mut result);
        }
        result.push_str("]+?");
        result
    }
}

/// "escape a regexp string", appended to `out`.
pub(crate) fn escape_regexp_string(input: &str, out: &mut String) {
    for c in input.chars() {
        if matches!(
            c,
            '.' | '+'
                | '*'
                | '?'
                | '^'
                | '$'
                | '{'
                | '}'
                | '('
                | ')'
                | '['
                | ']'
                | '|'
                | '/'
                | '\\'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
}

/// The "full wildcard regexp value".
pub(crate) const FULL_WILDCARD_REGEXP: &str = ".*";
