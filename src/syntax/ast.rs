//! The typed syntax tree: the recognizer's token list lowered into structs and enums whose
//! shapes are the grammar's productions, with byte spans. One small function per production;
//! this is the only code after the recognizer that names [`Rule`]s. The nodes borrow the input
//! and the token list, live on the stack, and allocate nothing: a path's segments, an IPv4
//! address's parts and an IPv6 address's pieces are lowered one at a time as they are read.
//!
//! The shapes make the spec's impossible trees unrepresentable: a special URL always has an
//! [`Authority`] with a host; a port is digits or the code point that made it invalid; a path
//! yields segments, dot segments, drive letters and reverse solidi, nothing else. A token list
//! of another shape (a grammar edit the lowering does not know) is an [`Unexpected`] error
//! naming the production, never a panic.
//!
//! Nodes hold [`Span`]s (two 32-bit offsets) rather than strings, so a whole URL's tree is a
//! few dozen bytes; [`Span::text`] reads the text from the tree's input.
//!
//! ```
//! use railurl::syntax::{ast::{self, HostSyntax, UrlSyntax}, parse, Entry};
//! let input = "https://u:p@EXAMPLE.com:8080/a?q#f";
//! let tree = parse(Entry::WithoutBase, input).unwrap();
//! let UrlSyntax::Special { scheme, hierarchy, tail } = ast::url(Entry::WithoutBase, &tree)? else {
//!     panic!("a special URL");
//! };
//! assert_eq!(scheme.text(input), "https");
//! let userinfo = hierarchy.authority.userinfo.unwrap();
//! assert_eq!(userinfo.username.text(input), "u");
//! assert_eq!(userinfo.password.map(|p| p.text(input)), Some("p"));
//! assert!(matches!(hierarchy.authority.host, HostSyntax::Text(t) if t.text(input) == "EXAMPLE.com"));
//! assert_eq!(tail.query.map(|q| q.text(input)), Some("q"));
//! # Ok::<(), railurl::syntax::ast::Unexpected>(())
//! ```

use super::recognizer::Token;
use super::{Entry, Rule, Tree};
use core::fmt;
use core::ops::Range;

/// A token list whose shape the lowering does not expect: the grammar and this module
/// disagree. It names the production being lowered.
///
/// ```
/// use railurl::syntax::{ast, parse, Entry};
/// // A tree of the IPv4 entry is not a URL.
/// let tree = parse(Entry::Ipv4Host, "1.2.3.4").unwrap();
/// assert!(ast::url(Entry::WithoutBase, &tree).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unexpected(pub &'static str);

impl fmt::Display for Unexpected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the parse tree does not have the shape of {}", self.0)
    }
}

impl core::error::Error for Unexpected {}

/// A span of the tree's input: byte offsets (inputs longer than 4 GiB are refused before a
/// tree exists).
///
/// ```
/// use railurl::syntax::ast::Span;
/// let span = Span::new(8, 12);
/// assert_eq!((span.start(), span.end(), span.range()), (8, 12, 8..12));
/// assert_eq!(span.text("https://host/"), "host");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    start: u32,
    end: u32,
}

impl Span {
    /// The span from `start` to `end` (offsets that do not fit 32 bits saturate).
    ///
    /// ```
    /// assert_eq!(railurl::syntax::ast::Span::new(1, 3).range(), 1..3);
    /// ```
    pub fn new(start: usize, end: usize) -> Span {
        let clamp = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
        Span {
            start: clamp(start),
            end: clamp(end),
        }
    }

    /// Where the span starts.
    ///
    /// ```
    /// assert_eq!(railurl::syntax::ast::Span::new(1, 3).start(), 1);
    /// ```
    #[inline]
    pub fn start(&self) -> usize {
        self.start as usize
    }

    /// Where the span ends.
    ///
    /// ```
    /// assert_eq!(railurl::syntax::ast::Span::new(1, 3).end(), 3);
    /// ```
    #[inline]
    pub fn end(&self) -> usize {
        self.end as usize
    }

    /// The byte range.
    ///
    /// ```
    /// assert_eq!(railurl::syntax::ast::Span::new(1, 3).range(), 1..3);
    /// ```
    #[inline]
    pub fn range(&self) -> Range<usize> {
        self.start()..self.end()
    }

    /// Whether the span is empty.
    ///
    /// ```
    /// assert!(railurl::syntax::ast::Span::new(3, 3).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.start >= self.end
    }

    /// The text of the span in `input` (the input the tree was parsed from; empty if the span
    /// is not within it).
    ///
    /// ```
    /// assert_eq!(railurl::syntax::ast::Span::new(0, 4).text("http:x"), "http");
    /// ```
    #[inline]
    pub fn text<'i>(&self, input: &'i str) -> &'i str {
        input.get(self.range()).unwrap_or("")
    }

    #[inline]
    fn of(token: &Token) -> Span {
        Span {
            start: token.start,
            end: token.end,
        }
    }
}

/// The whole of a URL entry's tree: which production of the "no scheme state" matched.
#[derive(Clone, Debug)]
pub enum UrlSyntax<'t> {
    /// A special scheme other than "file", then its hierarchy ("special authority slashes
    /// state" onwards).
    Special {
        /// The scheme as written.
        scheme: Span,
        /// Slashes, authority and path.
        hierarchy: SpecialHierarchy<'t>,
        /// Query and fragment.
        tail: Tail,
    },
    /// "file:" then the "file state".
    File {
        /// The scheme as written.
        scheme: Span,
        /// What the file states read.
        file: FileState<'t>,
        /// Query and fragment.
        tail: Tail,
    },
    /// A non-special scheme, then its hierarchy.
    NonSpecial {
        /// The scheme as written.
        scheme: Span,
        /// Authority, absolute path or opaque path.
        hierarchy: NonSpecialHierarchy<'t>,
        /// Query and fragment.
        tail: Tail,
    },
    /// No scheme, and no base that makes it relative: the input.
    MissingScheme(Span),
    /// "#" and a fragment against a base with an opaque path.
    FragmentReference(Tail),
    /// The base's special scheme without "//": the "special relative or authority state" goes
    /// to the "relative state".
    SpecialRelativeOrAuthority {
        /// The scheme as written.
        scheme: Span,
        /// The reference after "scheme:".
        relative: SpecialRelative<'t>,
        /// Query and fragment.
        tail: Tail,
    },
    /// A reference against a special base ("relative state").
    SpecialRelative(SpecialRelative<'t>, Tail),
    /// A reference against a file base ("file state").
    FileRelative(FileState<'t>, Tail),
    /// A reference against a non-special base with a path list ("relative state").
    Relative(Relative<'t>, Tail),
}

/// The query and the fragment, each present or not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tail {
    /// The URL-query string after "?".
    pub query: Option<Span>,
    /// The URL-fragment string after "#".
    pub fragment: Option<Span>,
}

/// What follows a special scheme's ":".
#[derive(Clone, Debug)]
pub struct SpecialHierarchy<'t> {
    /// "//" or not.
    pub slashes: SpecialSlashes,
    /// The authority.
    pub authority: Authority,
    /// The path after the authority.
    pub path: PathSyntax<'t>,
}

/// The "special authority slashes state" and "special authority ignore slashes state".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecialSlashes {
    /// "//", then perhaps more slashes or backslashes, each ignored with a validation error.
    Two {
        /// The "//".
        slashes: Span,
        /// Further "/" and "\".
        ignored: Option<Span>,
    },
    /// Fewer than two "/" (a validation error); the slashes and backslashes there are.
    Missing(Span),
}

/// An authority: credentials, host and port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Authority {
    /// The credentials before the last "@".
    pub userinfo: Option<Userinfo>,
    /// The host buffer.
    pub host: HostSyntax,
    /// What follows ":" after the host.
    pub port: Option<PortSyntax>,
}

/// Credentials ("authority state").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Userinfo {
    /// Everything up to and including the last "@".
    pub span: Span,
    /// Up to the first ":".
    pub username: Span,
    /// After the first ":", if there is one.
    pub password: Option<Span>,
}

/// A host buffer as the host parser's first step sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostSyntax {
    /// "[" ... "]": the whole buffer, and what goes to the IPv6 parser.
    Ipv6 {
        /// The buffer, brackets included.
        buffer: Span,
        /// Without the first "[" and the last "]".
        address: Span,
    },
    /// Starts with "[" but does not end with "]".
    Ipv6Unclosed(Span),
    /// Any other buffer: a domain, an IPv4 address, or an opaque host (possibly empty).
    Text(Span),
}

impl HostSyntax {
    /// The whole host buffer.
    ///
    /// ```
    /// use railurl::syntax::ast::{HostSyntax, Span};
    /// let host = HostSyntax::Ipv6Unclosed(Span::new(7, 11));
    /// assert_eq!(host.buffer().range(), 7..11);
    /// ```
    pub fn buffer(&self) -> Span {
        match *self {
            HostSyntax::Ipv6 { buffer, .. } => buffer,
            HostSyntax::Ipv6Unclosed(t) | HostSyntax::Text(t) => t,
        }
    }
}

/// What follows the ":" after a host ("port state").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PortSyntax {
    /// ASCII digits, possibly none, up to the authority's end.
    Digits(Span),
    /// Digits, then a code point that is neither a digit nor the authority's end.
    Invalid {
        /// The digits before it.
        digits: Span,
        /// That code point and the rest of the authority.
        code_point: Span,
    },
}

/// What the file states read after "file:" or against a file base.
#[derive(Clone, Debug)]
pub enum FileState<'t> {
    /// Two slashes, a host buffer, then a path ("file host state").
    Host {
        /// The two "/" or "\".
        slashes: Span,
        /// The host buffer.
        host: HostSyntax,
        /// The path after it.
        path: PathSyntax<'t>,
    },
    /// Two slashes, then a Windows drive letter where the host would be: it is the path.
    DriveLetterHost {
        /// The two "/" or "\".
        slashes: Span,
        /// The path, starting with the drive letter.
        path: PathSyntax<'t>,
    },
    /// One slash, then a path ("file slash state").
    SlashPath(PathSyntax<'t>),
    /// A path with no leading slash.
    RelativePath(PathSyntax<'t>),
    /// Nothing before "?", "#" or the end.
    Empty,
}

/// What follows a non-special scheme's ":".
// One value per parse, on the stack: boxing the large variant would allocate for nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum NonSpecialHierarchy<'t> {
    /// "//", an authority, and perhaps an absolute path.
    Authority {
        /// The "//".
        slashes: Span,
        /// The authority.
        authority: Authority,
        /// The path after it.
        path: Option<PathSyntax<'t>>,
    },
    /// "/" and a path.
    Path(PathSyntax<'t>),
    /// An opaque path (possibly empty).
    Opaque(Span),
}

/// A reference against a special base ("relative state", "relative slash state").
// One value per parse, on the stack: boxing the large variant would allocate for nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum SpecialRelative<'t> {
    /// Two slashes (each "/" or "\"), perhaps more, then an authority and a path.
    Authority {
        /// The two slashes.
        slashes: Span,
        /// Further "/" and "\".
        ignored: Option<Span>,
        /// The authority.
        authority: Authority,
        /// The path after it.
        path: PathSyntax<'t>,
    },
    /// One slash and a path: the base's authority.
    PathAbsolute(PathSyntax<'t>),
    /// A path resolved against the base's path.
    PathRelative(PathSyntax<'t>),
    /// Nothing before "?", "#" or the end.
    Empty,
}

/// A reference against a non-special base with a path list.
// One value per parse, on the stack: boxing the large variant would allocate for nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Relative<'t> {
    /// "//", an authority, and perhaps an absolute path.
    Authority {
        /// The "//".
        slashes: Span,
        /// The authority.
        authority: Authority,
        /// The path after it.
        path: Option<PathSyntax<'t>>,
    },
    /// "/" and a path: the base's authority.
    PathAbsolute(PathSyntax<'t>),
    /// A path resolved against the base's path.
    PathRelative(PathSyntax<'t>),
    /// Nothing before "?", "#" or the end.
    Empty,
}

impl FileState<'_> {
    /// Whether the file state began with exactly "//" (the "scheme state" for "file" asks
    /// whether remaining "starts with "//"").
    ///
    /// ```
    /// use railurl::syntax::{ast::{self, UrlSyntax}, parse, Entry};
    /// for (input, two) in [("file://h/", true), ("file:\\\\h/", false), ("file:/x", false)] {
    ///     let tree = parse(Entry::WithoutBase, input).unwrap();
    ///     let Ok(UrlSyntax::File { file, .. }) = ast::url(Entry::WithoutBase, &tree) else { panic!() };
    ///     assert_eq!(file.starts_with_two_solidi(input), two, "{input}");
    /// }
    /// ```
    pub fn starts_with_two_solidi(&self, input: &str) -> bool {
        match self {
            FileState::Host { slashes, .. } | FileState::DriveLetterHost { slashes, .. } => {
                slashes.text(input) == "//"
            }
            _ => false,
        }
    }
}

/// Sibling tokens of a tree, read front to back (each step skips the token's subtree).
#[derive(Clone, Copy, Debug)]
struct Cursor<'t> {
    tokens: &'t [Token],
    at: usize,
    end: usize,
}

impl<'t> Cursor<'t> {
    /// The top-level tokens of a tree.
    fn top(tree: &'t Tree<'_>) -> Cursor<'t> {
        Cursor {
            tokens: &tree.tokens,
            at: 0,
            end: tree.tokens.len(),
        }
    }

    /// The children of the token at `index`.
    #[inline]
    fn children(tokens: &'t [Token], index: usize) -> Cursor<'t> {
        let end = tokens
            .get(index)
            .map_or(index, |t| (t.next as usize).min(tokens.len()));
        Cursor {
            tokens,
            at: index + 1,
            end,
        }
    }

    #[inline]
    fn peek(&self) -> Option<Rule> {
        (self.at < self.end)
            .then(|| self.tokens.get(self.at))
            .flatten()
            .map(|t| t.rule)
    }

    #[inline]
    fn next(&mut self) -> Option<&'t Token> {
        if self.at >= self.end {
            return None;
        }
        let token = self.tokens.get(self.at)?;
        // `at` always moves forward; a malformed list ends the walk instead of looping.
        self.at = (token.next as usize).max(self.at + 1);
        Some(token)
    }

    /// The next token's index if it is one of `rules`, moving past it.
    #[inline]
    fn take_index(&mut self, rules: &[Rule]) -> Option<usize> {
        let index = self.at;
        let rule = self.peek()?;
        rules.contains(&rule).then(|| {
            self.next();
            index
        })
    }

    /// The next token's span if it is `rule`, moving past it.
    #[inline]
    fn take(&mut self, rule: Rule) -> Option<Span> {
        if self.peek()? != rule {
            return None;
        }
        self.next().map(Span::of)
    }

    /// Nothing may be left over.
    #[inline]
    fn end(&mut self, what: &'static str) -> Result<(), Unexpected> {
        match self.next() {
            None => Ok(()),
            Some(_) => Err(Unexpected(what)),
        }
    }
}

/// Lower a URL entry's tree (`entry` is the entry it was parsed with, which says which
/// relative productions can appear).
///
/// ```
/// use railurl::syntax::{ast::{self, UrlSyntax}, parse, Entry};
/// let tree = parse(Entry::WithOpaqueBase, "#f").unwrap();
/// assert!(matches!(ast::url(Entry::WithOpaqueBase, &tree)?, UrlSyntax::FragmentReference(t) if t.fragment.is_some()));
/// # Ok::<(), railurl::syntax::ast::Unexpected>(())
/// ```
pub fn url<'t>(entry: Entry, tree: &'t Tree<'_>) -> Result<UrlSyntax<'t>, Unexpected> {
    let input = tree.input;
    let mut cursor = Cursor::top(tree);
    let syntax = match cursor.peek() {
        Some(Rule::special_scheme) => {
            let scheme = scheme(&mut cursor)?;
            let hierarchy = special_hierarchy(&mut cursor, input)?;
            UrlSyntax::Special {
                scheme,
                hierarchy,
                tail: tail(&mut cursor),
            }
        }
        Some(Rule::file_scheme) => {
            let scheme = scheme(&mut cursor)?;
            let file = file_state(&mut cursor, input)?;
            UrlSyntax::File {
                scheme,
                file,
                tail: tail(&mut cursor),
            }
        }
        Some(Rule::scheme) => {
            let scheme = scheme(&mut cursor)?;
            let hierarchy = non_special_hierarchy(&mut cursor, input)?;
            UrlSyntax::NonSpecial {
                scheme,
                hierarchy,
                tail: tail(&mut cursor),
            }
        }
        Some(Rule::missing_scheme) => UrlSyntax::MissingScheme(
            cursor
                .take(Rule::missing_scheme)
                .ok_or(Unexpected("a URL"))?,
        ),
        Some(Rule::special_relative_or_authority) => {
            let index = cursor
                .take_index(&[Rule::special_relative_or_authority])
                .ok_or(Unexpected("a URL"))?;
            let mut inner = Cursor::children(cursor.tokens, index);
            let scheme = scheme(&mut inner)?;
            let relative = special_relative(&mut inner, input)?;
            let tail = tail(&mut inner);
            inner.end("the special relative or authority state")?;
            UrlSyntax::SpecialRelativeOrAuthority {
                scheme,
                relative,
                tail,
            }
        }
        _ => match entry {
            Entry::WithOpaqueBase => UrlSyntax::FragmentReference(tail(&mut cursor)),
            Entry::WithSpecialBase
            | Entry::WithHttpBase
            | Entry::WithHttpsBase
            | Entry::WithWsBase
            | Entry::WithWssBase
            | Entry::WithFtpBase => {
                let relative = special_relative(&mut cursor, input)?;
                UrlSyntax::SpecialRelative(relative, tail(&mut cursor))
            }
            Entry::WithFileBase => {
                let file = file_state(&mut cursor, input)?;
                UrlSyntax::FileRelative(file, tail(&mut cursor))
            }
            Entry::WithBase => {
                let relative = relative(&mut cursor, input)?;
                UrlSyntax::Relative(relative, tail(&mut cursor))
            }
            _ => return Err(Unexpected("a URL")),
        },
    };
    cursor.end("a URL")?;
    Ok(syntax)
}

#[inline]
fn scheme(cursor: &mut Cursor<'_>) -> Result<Span, Unexpected> {
    cursor
        .next()
        .filter(|t| {
            matches!(
                t.rule,
                Rule::special_scheme | Rule::file_scheme | Rule::scheme
            )
        })
        .map(Span::of)
        .ok_or(Unexpected("a scheme"))
}

#[inline]
fn tail(cursor: &mut Cursor<'_>) -> Tail {
    // The file branch of absolute_url reads query_and_fragment twice (in file_state and after
    // it); the second finds nothing, so one pass collects what there is.
    Tail {
        query: cursor.take(Rule::query),
        fragment: cursor.take(Rule::fragment),
    }
}

#[inline]
fn special_hierarchy<'t>(
    cursor: &mut Cursor<'t>,
    input: &'t str,
) -> Result<SpecialHierarchy<'t>, Unexpected> {
    let slashes = if let Some(slashes) = cursor.take(Rule::authority_slashes) {
        SpecialSlashes::Two {
            slashes,
            ignored: cursor.take(Rule::ignored_slashes),
        }
    } else {
        SpecialSlashes::Missing(
            cursor
                .take(Rule::missing_solidus)
                .ok_or(Unexpected("a special URL's slashes"))?,
        )
    };
    let authority = authority(cursor)?;
    let path =
        path(cursor, input, &[Rule::special_path]).ok_or(Unexpected("a special URL's path"))?;
    Ok(SpecialHierarchy {
        slashes,
        authority,
        path,
    })
}

/// An authority: the userinfo, host and port rules of either kind of URL.
#[inline]
fn authority(cursor: &mut Cursor<'_>) -> Result<Authority, Unexpected> {
    let userinfo = match cursor.take_index(&[Rule::special_userinfo, Rule::userinfo]) {
        Some(index) => Some(userinfo(cursor.tokens, index)?),
        None => None,
    };
    let host = host(cursor)?;
    let port = port(cursor)?;
    Ok(Authority {
        userinfo,
        host,
        port,
    })
}

fn userinfo(tokens: &[Token], index: usize) -> Result<Userinfo, Unexpected> {
    let mut parts = Cursor::children(tokens, index);
    let username = parts
        .next()
        .filter(|t| matches!(t.rule, Rule::special_username | Rule::username))
        .map(Span::of)
        .ok_or(Unexpected("credentials"))?;
    let password = match parts.next() {
        None => None,
        Some(t) if matches!(t.rule, Rule::special_password | Rule::password) => Some(Span::of(t)),
        Some(_) => return Err(Unexpected("credentials")),
    };
    Ok(Userinfo {
        span: tokens.get(index).map(Span::of).unwrap_or_default(),
        username,
        password,
    })
}

/// A host buffer of any kind (special, opaque or file).
#[inline]
fn host(cursor: &mut Cursor<'_>) -> Result<HostSyntax, Unexpected> {
    let index = cursor.at;
    let token = cursor.next().ok_or(Unexpected("a host"))?;
    let buffer = Span::of(token);
    Ok(match token.rule {
        Rule::special_host_text | Rule::opaque_host_text | Rule::file_host_text => {
            HostSyntax::Text(buffer)
        }
        Rule::special_ipv6_literal | Rule::opaque_ipv6_literal | Rule::file_ipv6_literal => {
            let address = Cursor::children(cursor.tokens, index)
                .next()
                .filter(|t| {
                    matches!(
                        t.rule,
                        Rule::special_ipv6_text | Rule::opaque_ipv6_text | Rule::file_ipv6_text
                    )
                })
                .map(Span::of)
                .ok_or(Unexpected("an IPv6 host"))?;
            HostSyntax::Ipv6 { buffer, address }
        }
        Rule::special_ipv6_unclosed | Rule::opaque_ipv6_unclosed | Rule::file_ipv6_unclosed => {
            HostSyntax::Ipv6Unclosed(buffer)
        }
        _ => return Err(Unexpected("a host")),
    })
}

#[inline]
fn port(cursor: &mut Cursor<'_>) -> Result<Option<PortSyntax>, Unexpected> {
    if let Some(digits) = cursor.take(Rule::port) {
        return Ok(Some(PortSyntax::Digits(digits)));
    }
    let Some(index) = cursor.take_index(&[Rule::invalid_port]) else {
        return Ok(None);
    };
    let mut parts = Cursor::children(cursor.tokens, index);
    match (parts.next(), parts.next()) {
        (Some(digits), Some(code_point))
            if digits.rule == Rule::port_digits_before_invalid
                && code_point.rule == Rule::port_invalid_code_point =>
        {
            Ok(Some(PortSyntax::Invalid {
                digits: Span::of(digits),
                code_point: Span::of(code_point),
            }))
        }
        _ => Err(Unexpected("an invalid port")),
    }
}

/// A path production, if the next token is one of `rules` (`input` is the tree's input, from
/// which the path's runs of steps are read).
#[inline]
fn path<'t>(cursor: &mut Cursor<'t>, input: &'t str, rules: &[Rule]) -> Option<PathSyntax<'t>> {
    let index = cursor.take_index(rules)?;
    Some(PathSyntax {
        tokens: cursor.tokens,
        index: u32::try_from(index).ok()?,
        input,
    })
}

fn file_state<'t>(cursor: &mut Cursor<'t>, input: &'t str) -> Result<FileState<'t>, Unexpected> {
    if let Some(slashes) = cursor.take(Rule::special_relative_slashes) {
        if let Some(path) = path(cursor, input, &[Rule::drive_letter_host_path]) {
            return Ok(FileState::DriveLetterHost { slashes, path });
        }
        let host = host(cursor)?;
        let path =
            path(cursor, input, &[Rule::special_path]).ok_or(Unexpected("a file URL's path"))?;
        return Ok(FileState::Host {
            slashes,
            host,
            path,
        });
    }
    if let Some(path) = path(cursor, input, &[Rule::file_slash_path]) {
        return Ok(FileState::SlashPath(path));
    }
    if let Some(path) = path(cursor, input, &[Rule::file_relative_path]) {
        return Ok(FileState::RelativePath(path));
    }
    Ok(FileState::Empty)
}

fn non_special_hierarchy<'t>(
    cursor: &mut Cursor<'t>,
    input: &'t str,
) -> Result<NonSpecialHierarchy<'t>, Unexpected> {
    if let Some(slashes) = cursor.take(Rule::authority_slashes) {
        let authority = authority(cursor)?;
        return Ok(NonSpecialHierarchy::Authority {
            slashes,
            authority,
            path: path(cursor, input, &[Rule::path_absolute]),
        });
    }
    if let Some(path) = path(cursor, input, &[Rule::path_absolute]) {
        return Ok(NonSpecialHierarchy::Path(path));
    }
    let opaque = cursor
        .take(Rule::opaque_path)
        .ok_or(Unexpected("a non-special URL"))?;
    Ok(NonSpecialHierarchy::Opaque(opaque))
}

fn special_relative<'t>(
    cursor: &mut Cursor<'t>,
    input: &'t str,
) -> Result<SpecialRelative<'t>, Unexpected> {
    if let Some(slashes) = cursor.take(Rule::special_relative_slashes) {
        let ignored = cursor.take(Rule::ignored_slashes);
        let authority = authority(cursor)?;
        let path =
            path(cursor, input, &[Rule::special_path]).ok_or(Unexpected("a special URL's path"))?;
        return Ok(SpecialRelative::Authority {
            slashes,
            ignored,
            authority,
            path,
        });
    }
    if let Some(path) = path(cursor, input, &[Rule::special_path_absolute]) {
        return Ok(SpecialRelative::PathAbsolute(path));
    }
    if let Some(path) = path(cursor, input, &[Rule::special_path_relative]) {
        return Ok(SpecialRelative::PathRelative(path));
    }
    Ok(SpecialRelative::Empty)
}

fn relative<'t>(cursor: &mut Cursor<'t>, input: &'t str) -> Result<Relative<'t>, Unexpected> {
    if let Some(slashes) = cursor.take(Rule::authority_slashes) {
        let authority = authority(cursor)?;
        return Ok(Relative::Authority {
            slashes,
            authority,
            path: path(cursor, input, &[Rule::path_absolute]),
        });
    }
    if let Some(path) = path(cursor, input, &[Rule::path_absolute]) {
        return Ok(Relative::PathAbsolute(path));
    }
    if let Some(path) = path(cursor, input, &[Rule::path_relative]) {
        return Ok(Relative::PathRelative(path));
    }
    Ok(Relative::Empty)
}

mod addresses;
mod overrides;
mod paths;

pub use addresses::{
    ipv4_parts, ipv6_items, Ipv4InIpv6, Ipv4InIpv6Part, Ipv4Part, Ipv4Parts, Ipv6Item, Ipv6Items,
};
pub use overrides::{
    file_host_override, host_override, path_override, port_override, scheme_override,
    text_override, AfterHost,
};
pub use paths::{PathPiece, PathPieces, PathSyntax};
