//! url's `ParseError` and `SyntaxViolation`, mapped from railurl's spec-named failures and
//! validation errors.

use alloc::vec::Vec;
use core::fmt;

macro_rules! simple_enum {
    ($(#[$attr:meta])* $name:ident { $($(#[$vattr:meta])* $variant:ident => $text:expr,)+ }) => {
        $(#[$attr])*
        #[derive(Copy, Clone, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum $name {
            $($(#[$vattr])* $variant,)+
        }

        impl $name {
            /// The message url gives.
            pub fn description(&self) -> &'static str {
                match *self {
                    $($name::$variant => $text,)+
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.description())
            }
        }
    };
}

simple_enum! {
    /// Why parsing failed, in url's terms. railurl's [`railurl::ParseError`] names the URL
    /// Standard's failure more precisely; [`ParseError::from_railurl`] maps it.
    ///
    /// ```
    /// use url::{ParseError, Url};
    /// assert_eq!(Url::parse("no scheme"), Err(ParseError::RelativeUrlWithoutBase));
    /// assert_eq!(Url::parse("http://[::1"), Err(ParseError::InvalidIpv6Address));
    /// assert_eq!(ParseError::InvalidPort.to_string(), "invalid port number");
    /// ```
    ParseError {
        /// A special URL needs a host.
        EmptyHost => "empty host",
        /// Domain to ASCII failed.
        IdnaError => "invalid international domain name",
        /// The port is not a number in range.
        InvalidPort => "invalid port number",
        /// An IPv4 address is malformed.
        InvalidIpv4Address => "invalid IPv4 address",
        /// An IPv6 address is malformed.
        InvalidIpv6Address => "invalid IPv6 address",
        /// The host holds a forbidden code point.
        InvalidDomainCharacter => "invalid domain character",
        /// A relative reference without a base URL.
        RelativeUrlWithoutBase => "relative URL without a base",
        /// A relative reference against a base with an opaque path.
        RelativeUrlWithCannotBeABaseBase => "relative URL with a cannot-be-a-base base",
        /// `set_host` on a URL with an opaque path.
        SetHostOnCannotBeABaseUrl => "a cannot-be-a-base URL doesn’t have a host to set",
        /// The input, or the URL's serialization, is 4 GiB or longer (railurl's
        /// [`railurl::ParseErrorKind::TooLong`]: its `Url` keeps 32-bit offsets, as url's does).
        Overflow => "URLs more than 4 GB are not supported",
    }
}

impl core::error::Error for ParseError {}

/// As in url: a failed UTS 46 conversion is an [`IdnaError`](ParseError::IdnaError).
///
/// ```
/// let errors = idna::domain_to_ascii_strict("a\u{200C}b").unwrap_err();
/// assert_eq!(url::ParseError::from(errors), url::ParseError::IdnaError);
/// ```
impl From<idna::Errors> for ParseError {
    fn from(_: idna::Errors) -> ParseError {
        ParseError::IdnaError
    }
}

impl ParseError {
    /// url's name for railurl's failure.
    ///
    /// ```
    /// use url::ParseError;
    /// use railurl::ParseErrorKind;
    /// let railurl_error = |kind| railurl::ParseError::new(kind, 0..0);
    /// let port = railurl_error(ParseErrorKind::PortOutOfRange);
    /// assert_eq!(ParseError::from_railurl(port), ParseError::InvalidPort);
    /// let too_long = railurl_error(ParseErrorKind::TooLong);
    /// assert_eq!(ParseError::from_railurl(too_long), ParseError::Overflow);
    /// ```
    pub fn from_railurl(error: railurl::ParseError) -> ParseError {
        use railurl::ParseErrorKind as E;
        match error.kind() {
            // url runs UTS 46 with the URL Standard's forbidden domain code points as its deny
            // list, so a forbidden code point in a domain is an IDNA error there; only an
            // opaque host's forbidden code points are "invalid domain character".
            E::DomainToAscii | E::DomainInvalidCodePoint => ParseError::IdnaError,
            E::HostInvalidCodePoint => ParseError::InvalidDomainCharacter,
            E::Ipv4TooManyParts | E::Ipv4NonNumericPart | E::Ipv4OutOfRangePart => {
                ParseError::InvalidIpv4Address
            }
            E::Ipv6Unclosed
            | E::Ipv6InvalidCompression
            | E::Ipv6TooManyPieces
            | E::Ipv6MultipleCompression
            | E::Ipv6InvalidCodePoint
            | E::Ipv6TooFewPieces
            | E::Ipv4InIpv6TooManyPieces
            | E::Ipv4InIpv6InvalidCodePoint
            | E::Ipv4InIpv6OutOfRangePart
            | E::Ipv4InIpv6TooFewParts => ParseError::InvalidIpv6Address,
            E::MissingSchemeNonRelativeUrl | E::InvalidBase => ParseError::RelativeUrlWithoutBase,
            E::HostMissing => ParseError::EmptyHost,
            E::PortOutOfRange | E::PortInvalid => ParseError::InvalidPort,
            E::TooLong => ParseError::Overflow,
            // railurl's internal errors and any failure a later URL Standard adds.
            _ => ParseError::IdnaError,
        }
    }
}

simple_enum! {
    /// A validation error of the URL Standard that url reports (railurl reports every one of
    /// the spec's, as [`railurl::Diagnostic`]s; these are the ones url has a name for).
    ///
    /// ```
    /// use url::{SyntaxViolation, Url};
    /// let seen = std::cell::Cell::new(None);
    /// Url::options()
    ///     .syntax_violation_callback(Some(&|v| seen.set(Some(v))))
    ///     .parse("http://example.org\\path")?;
    /// assert_eq!(seen.get(), Some(SyntaxViolation::Backslash));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    SyntaxViolation {
        /// invalid-reverse-solidus.
        Backslash => "backslash",
        /// invalid-URL-unit: leading or trailing C0 control or space.
        C0SpaceIgnored => "leading or trailing control or space character are ignored in URLs",
        /// invalid-credentials.
        EmbeddedCredentials => "embedding authentication information (username or password) in an URL is not recommended",
        /// special-scheme-missing-following-solidus.
        ExpectedDoubleSlash => "expected //",
        /// special-scheme-missing-following-solidus in a `file:` URL.
        ExpectedFileDoubleSlash => "expected // after file:",
        /// file-invalid-Windows-drive-letter-host.
        FileWithHostAndWindowsDrive => "file: with host and Windows drive letter",
        /// invalid-URL-unit: not a URL code point.
        NonUrlCodePoint => "non-URL code point",
        /// invalid-URL-unit: U+0000 in the fragment.
        NullInFragment => "NULL characters are ignored in URL fragment identifiers",
        /// invalid-URL-unit: `%` not followed by two hex digits.
        PercentDecode => "expected 2 hex digits after %",
        /// invalid-URL-unit: ASCII tab or newline.
        TabOrNewlineIgnored => "tabs or newlines are ignored in URLs",
        /// invalid-credentials for a second `@`.
        UnencodedAtSign => "unencoded @ sign in username or password",
    }
}

/// url's violations for railurl's diagnostics of one parse of `input`, in order, with runs of
/// the same violation reported once (url reports "expected //" once for a run of slashes).
pub(crate) fn violations(
    input: &str,
    diagnostics: &[railurl::Diagnostic],
    file: bool,
) -> Vec<SyntaxViolation> {
    use railurl::DiagnosticKind as K;
    let mut out: Vec<SyntaxViolation> = Vec::new();
    let mut credentials_seen = false;
    let trimmed = |c: char| c <= ' ';
    let leading = input.len() - input.trim_start_matches(trimmed).len();
    let trailing_from = input.trim_end_matches(trimmed).len();
    for d in diagnostics {
        let at = d.span.start;
        let violation = match d.kind {
            K::InvalidReverseSolidus => SyntaxViolation::Backslash,
            K::InvalidCredentials if credentials_seen => SyntaxViolation::UnencodedAtSign,
            K::InvalidCredentials => {
                credentials_seen = true;
                SyntaxViolation::EmbeddedCredentials
            }
            K::SpecialSchemeMissingFollowingSolidus if file => {
                SyntaxViolation::ExpectedFileDoubleSlash
            }
            K::SpecialSchemeMissingFollowingSolidus => SyntaxViolation::ExpectedDoubleSlash,
            K::FileInvalidWindowsDriveLetterHost => SyntaxViolation::FileWithHostAndWindowsDrive,
            K::InvalidUrlUnit => match input.get(at..).and_then(|s| s.chars().next()) {
                Some('\t' | '\n' | '\r') => SyntaxViolation::TabOrNewlineIgnored,
                Some(_) if at < leading || at >= trailing_from => SyntaxViolation::C0SpaceIgnored,
                Some('%') => SyntaxViolation::PercentDecode,
                Some('\0') if input[..at].contains('#') => SyntaxViolation::NullInFragment,
                _ => SyntaxViolation::NonUrlCodePoint,
            },
            _ => continue,
        };
        if out.last() != Some(&violation) {
            out.push(violation);
        }
    }
    out
}
