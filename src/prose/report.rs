//! Validation errors as the prose engine signals them, and how parsing fails.
//!
//! The spec signals a validation error in many places without stopping ("A validation error
//! does not mean that the parser terminates"). The prose engine hands each one to a [`Report`]
//! sink. Plain parsing uses [`Ignore`], whose calls compile away.

use crate::error::ParseError;

/// A validation error, one variant per row of the spec's validation-error table ("Validation
/// errors" in the "Writing" section), named after the first column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValidationError {
    /// domain-to-ASCII: Unicode ToASCII records an error when CheckHyphens, UseSTD3ASCIIRules
    /// and VerifyDnsLength are all true.
    DomainToAscii,
    /// domain-percent-encoded: a host to be processed as a domain contains a percent-encoded
    /// byte.
    DomainPercentEncoded,
    /// host-invalid-code-point: an opaque host contains a forbidden host code point.
    HostInvalidCodePoint,
    /// IPv4-empty-part: an IPv4 address ends with a U+002E (.).
    Ipv4EmptyPart,
    /// IPv4-too-few-parts: an IPv4 address does not consist of exactly 4 parts.
    Ipv4TooFewParts,
    /// IPv4-too-many-parts: an IPv4 address has more than 4 parts.
    Ipv4TooManyParts,
    /// IPv4-non-numeric-part: an IPv4 address part is not numeric.
    Ipv4NonNumericPart,
    /// IPv4-non-decimal-part: an IPv4 address part uses hexadecimal or octal digits.
    Ipv4NonDecimalPart,
    /// IPv4-out-of-range-part: an IPv4 address part exceeds 255.
    Ipv4OutOfRangePart,
    /// IPv6-unclosed: an IPv6 address is missing the closing U+005D (]).
    Ipv6Unclosed,
    /// IPv6-invalid-compression: an IPv6 address begins with improper compression.
    Ipv6InvalidCompression,
    /// IPv6-too-many-pieces: an IPv6 address contains more than 8 pieces.
    Ipv6TooManyPieces,
    /// IPv6-multiple-compression: an IPv6 address is compressed in more than one spot.
    Ipv6MultipleCompression,
    /// IPv6-invalid-code-point: an IPv6 address contains a code point that is neither an ASCII
    /// hex digit nor a U+003A (:), or it unexpectedly ends.
    Ipv6InvalidCodePoint,
    /// IPv6-too-few-pieces: an uncompressed IPv6 address contains fewer than 8 pieces.
    Ipv6TooFewPieces,
    /// IPv6-piece-leading-zero: an IPv6 address piece has a leading zero.
    Ipv6PieceLeadingZero,
    /// IPv4-in-IPv6-too-many-pieces: an IPv6 address with IPv4 address syntax has more than 6
    /// pieces before the IPv4 part.
    Ipv4InIpv6TooManyPieces,
    /// IPv4-in-IPv6-invalid-code-point: the IPv4 part of an IPv6 address is empty, has a
    /// leading 0, or contains a code point that is not an ASCII digit or U+002E (.).
    Ipv4InIpv6InvalidCodePoint,
    /// IPv4-in-IPv6-out-of-range-part: an IPv4 part of an IPv6 address exceeds 255.
    Ipv4InIpv6OutOfRangePart,
    /// IPv4-in-IPv6-too-few-parts: the IPv4 part of an IPv6 address has too few parts.
    Ipv4InIpv6TooFewParts,
    /// invalid-URL-unit: a code point is found that is not a URL unit.
    InvalidUrlUnit,
    /// special-scheme-missing-following-solidus: the input's scheme is not followed by "//".
    SpecialSchemeMissingFollowingSolidus,
    /// missing-scheme-non-relative-URL: the input is missing a scheme and there is no usable
    /// base URL.
    MissingSchemeNonRelativeUrl,
    /// invalid-reverse-solidus: a special URL uses U+005C (\) instead of U+002F (/).
    InvalidReverseSolidus,
    /// invalid-credentials: the input includes credentials.
    InvalidCredentials,
    /// host-missing: the input has a special scheme but no host.
    HostMissing,
    /// port-out-of-range: the input's port is too big.
    PortOutOfRange,
    /// port-invalid: the input's port is invalid.
    PortInvalid,
    /// file-invalid-Windows-drive-letter: a relative-URL string starts with a Windows drive
    /// letter and the base URL's scheme is "file".
    FileInvalidWindowsDriveLetter,
    /// file-invalid-Windows-drive-letter-host: a file: URL's host is a Windows drive letter.
    FileInvalidWindowsDriveLetterHost,
}

impl ValidationError {
    /// The spec's name for this error (the first column of the validation-error table).
    pub fn spec_name(self) -> &'static str {
        use ValidationError::*;
        match self {
            DomainToAscii => "domain-to-ASCII",
            DomainPercentEncoded => "domain-percent-encoded",
            HostInvalidCodePoint => "host-invalid-code-point",
            Ipv4EmptyPart => "IPv4-empty-part",
            Ipv4TooFewParts => "IPv4-too-few-parts",
            Ipv4TooManyParts => "IPv4-too-many-parts",
            Ipv4NonNumericPart => "IPv4-non-numeric-part",
            Ipv4NonDecimalPart => "IPv4-non-decimal-part",
            Ipv4OutOfRangePart => "IPv4-out-of-range-part",
            Ipv6Unclosed => "IPv6-unclosed",
            Ipv6InvalidCompression => "IPv6-invalid-compression",
            Ipv6TooManyPieces => "IPv6-too-many-pieces",
            Ipv6MultipleCompression => "IPv6-multiple-compression",
            Ipv6InvalidCodePoint => "IPv6-invalid-code-point",
            Ipv6TooFewPieces => "IPv6-too-few-pieces",
            Ipv6PieceLeadingZero => "IPv6-piece-leading-zero",
            Ipv4InIpv6TooManyPieces => "IPv4-in-IPv6-too-many-pieces",
            Ipv4InIpv6InvalidCodePoint => "IPv4-in-IPv6-invalid-code-point",
            Ipv4InIpv6OutOfRangePart => "IPv4-in-IPv6-out-of-range-part",
            Ipv4InIpv6TooFewParts => "IPv4-in-IPv6-too-few-parts",
            InvalidUrlUnit => "invalid-URL-unit",
            SpecialSchemeMissingFollowingSolidus => "special-scheme-missing-following-solidus",
            MissingSchemeNonRelativeUrl => "missing-scheme-non-relative-URL",
            InvalidReverseSolidus => "invalid-reverse-solidus",
            InvalidCredentials => "invalid-credentials",
            HostMissing => "host-missing",
            PortOutOfRange => "port-out-of-range",
            PortInvalid => "port-invalid",
            FileInvalidWindowsDriveLetter => "file-invalid-Windows-drive-letter",
            FileInvalidWindowsDriveLetterHost => "file-invalid-Windows-drive-letter-host",
        }
    }
}

/// Where the prose engine signals validation errors.
pub trait Report {
    /// Signal `error` (the spec's "`<name>` validation error").
    fn report(&mut self, error: ValidationError);

    /// Whether this sink records anything. When false the parser skips work whose only
    /// purpose is a validation error (the domain parser's strict ToASCII run).
    fn wants_reports(&self) -> bool {
        true
    }
}

/// A sink that drops every validation error: what plain parsing uses.
#[derive(Clone, Copy, Debug, Default)]
pub struct Ignore;

impl Report for Ignore {
    #[inline(always)]
    fn report(&mut self, _error: ValidationError) {}

    #[inline(always)]
    fn wants_reports(&self) -> bool {
        false
    }
}

/// Collects the validation errors in the order the parser signals them.
impl Report for Vec<ValidationError> {
    fn report(&mut self, error: ValidationError) {
        self.push(error);
    }
}

/// Why the basic URL parser returned failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Failure right after a validation error whose "Failure" column says yes; the
    /// [`ParseError`] names it (also the host parser's failures).
    Error(ParseError),
    /// A "return failure" that the spec gives no validation error for. These steps are only
    /// reached when a state override is given (the spec marks them "API validation error"),
    /// so only the API setters see this.
    StateOverride,
}

impl From<ParseError> for Failure {
    fn from(error: ParseError) -> Failure {
        Failure::Error(error)
    }
}

/// Signal `error` to `report` and return the failure named `failure`: the spec's
/// "`<name>` validation error, return failure".
pub(super) fn fail<R: Report + ?Sized>(
    report: &mut R,
    error: ValidationError,
    failure: ParseError,
) -> ParseError {
    report.report(error);
    failure
}
