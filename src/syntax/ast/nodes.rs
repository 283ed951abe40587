//! The typed syntax tree's node types for a URL entry: one per production of the grammar
//! that the semantic actions tell apart.

use super::paths::PathSyntax;
use super::span::Span;

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
