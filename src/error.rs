//! Errors. A [`ParseError`] names the spec failure that the parser reached: each variant is a
//! row of the validation-error table ("Validation errors" in the URL Standard) whose "failure"
//! column says yes, plus the two failures that are not about the input itself.

use crate::diagnostic::DiagnosticKind;
use core::fmt;

/// Why parsing failed, named after the spec's validation error that returned failure.
///
/// ```
/// use railurl::{ParseError, Url};
/// assert_eq!(Url::parse("https://exa mple.org"), Err(ParseError::DomainInvalidCodePoint));
/// assert_eq!(Url::parse("no scheme").unwrap_err().spec_name(), "missing-scheme-non-relative-URL");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseError {
    /// The domain parser's ToASCII failed, or produced the empty string.
    DomainToAscii,
    /// The domain parser's result contains a forbidden domain code point (signalled as
    /// domain-to-ASCII).
    DomainInvalidCodePoint,
    /// An opaque host contains a forbidden host code point.
    HostInvalidCodePoint,
    /// An IPv4 address has more than four parts.
    Ipv4TooManyParts,
    /// An IPv4 address part is not numeric.
    Ipv4NonNumericPart,
    /// An IPv4 address part exceeds 255 (or the last part exceeds what the remaining bytes hold).
    Ipv4OutOfRangePart,
    /// An IPv6 address is missing the closing `]`.
    Ipv6Unclosed,
    /// An IPv6 address begins with an improper compression (a single `:`).
    Ipv6InvalidCompression,
    /// An IPv6 address contains more than 8 pieces.
    Ipv6TooManyPieces,
    /// An IPv6 address is compressed in more than one spot.
    Ipv6MultipleCompression,
    /// An IPv6 address contains a code point that is neither an ASCII hex digit nor `:`, or
    /// ends unexpectedly.
    Ipv6InvalidCodePoint,
    /// An uncompressed IPv6 address contains fewer than 8 pieces.
    Ipv6TooFewPieces,
    /// An IPv6 address with IPv4 address syntax has more than 6 pieces before the IPv4 part.
    Ipv4InIpv6TooManyPieces,
    /// An IPv4 part of an IPv6 address is empty, has a leading zero or a bad code point.
    Ipv4InIpv6InvalidCodePoint,
    /// An IPv4 part of an IPv6 address exceeds 255.
    Ipv4InIpv6OutOfRangePart,
    /// An IPv4 part of an IPv6 address has fewer than 4 parts.
    Ipv4InIpv6TooFewParts,
    /// The input is missing a scheme, and there is no base URL it could be relative to (or the
    /// base has an opaque path).
    MissingSchemeNonRelativeUrl,
    /// A special URL (or a URL with credentials or a port) has an empty host.
    HostMissing,
    /// The port is greater than 65535.
    PortOutOfRange,
    /// The port contains something other than ASCII digits.
    PortInvalid,
    /// The base URL given as a string failed to parse.
    InvalidBase,
    /// Not a spec failure: the input, or the URL's serialization, is 4 GiB or longer, which
    /// railurl does not represent (a [`crate::Url`] keeps 32-bit offsets).
    ///
    /// ```
    /// use railurl::ParseError;
    /// assert_eq!(ParseError::TooLong.spec_name(), "too-long");
    /// assert_eq!(ParseError::TooLong.diagnostic_kind(), None);
    /// ```
    TooLong,
    /// A bug in railurl: the parse tree did not have the shape the semantic layer expects.
    /// Please report it with the input.
    Internal(&'static str),
}

impl ParseError {
    /// The validation error the parser signals right before returning this failure, if any
    /// (the domain parser's failures are all signalled as domain-to-ASCII).
    ///
    /// ```
    /// use railurl::{DiagnosticKind, ParseError};
    /// assert_eq!(ParseError::PortInvalid.diagnostic_kind(), Some(DiagnosticKind::PortInvalid));
    /// assert_eq!(ParseError::InvalidBase.diagnostic_kind(), None);
    /// ```
    pub fn diagnostic_kind(&self) -> Option<DiagnosticKind> {
        use DiagnosticKind as K;
        use ParseError as E;
        Some(match *self {
            E::DomainToAscii | E::DomainInvalidCodePoint => K::DomainToAscii,
            E::HostInvalidCodePoint => K::HostInvalidCodePoint,
            E::Ipv4TooManyParts => K::Ipv4TooManyParts,
            E::Ipv4NonNumericPart => K::Ipv4NonNumericPart,
            E::Ipv4OutOfRangePart => K::Ipv4OutOfRangePart,
            E::Ipv6Unclosed => K::Ipv6Unclosed,
            E::Ipv6InvalidCompression => K::Ipv6InvalidCompression,
            E::Ipv6TooManyPieces => K::Ipv6TooManyPieces,
            E::Ipv6MultipleCompression => K::Ipv6MultipleCompression,
            E::Ipv6InvalidCodePoint => K::Ipv6InvalidCodePoint,
            E::Ipv6TooFewPieces => K::Ipv6TooFewPieces,
            E::Ipv4InIpv6TooManyPieces => K::Ipv4InIpv6TooManyPieces,
            E::Ipv4InIpv6InvalidCodePoint => K::Ipv4InIpv6InvalidCodePoint,
            E::Ipv4InIpv6OutOfRangePart => K::Ipv4InIpv6OutOfRangePart,
            E::Ipv4InIpv6TooFewParts => K::Ipv4InIpv6TooFewParts,
            E::MissingSchemeNonRelativeUrl => K::MissingSchemeNonRelativeUrl,
            E::HostMissing => K::HostMissing,
            E::PortOutOfRange => K::PortOutOfRange,
            E::PortInvalid => K::PortInvalid,
            E::InvalidBase | E::TooLong | E::Internal(_) => return None,
        })
    }

    /// The spec's name for this error: the first column of the validation-error row the
    /// parser signals right before it returns failure. (A domain whose result holds a forbidden
    /// domain code point fails after the domain parser's strict run signalled domain-to-ASCII,
    /// so [`ParseError::DomainInvalidCodePoint`] is named domain-to-ASCII; its message says
    /// more.)
    ///
    /// ```
    /// use railurl::ParseError;
    /// assert_eq!(ParseError::PortInvalid.spec_name(), "port-invalid");
    /// assert_eq!(ParseError::DomainInvalidCodePoint.spec_name(), "domain-to-ASCII");
    /// ```
    pub fn spec_name(&self) -> &'static str {
        match self.diagnostic_kind() {
            Some(kind) => kind.spec_name(),
            None if *self == ParseError::InvalidBase => "invalid-base",
            None if *self == ParseError::TooLong => "too-long",
            None => "internal-error",
        }
    }

    /// A one-line explanation.
    pub fn message(&self) -> &'static str {
        use ParseError::*;
        match self {
            DomainToAscii => "the host is not a valid internationalized domain name",
            DomainInvalidCodePoint => "the host contains a code point forbidden in a domain",
            HostInvalidCodePoint => "the opaque host contains a forbidden host code point",
            Ipv4TooManyParts => "the IPv4 address has more than four parts",
            Ipv4NonNumericPart => "an IPv4 address part is not a number",
            Ipv4OutOfRangePart => "an IPv4 address part is out of range",
            Ipv6Unclosed => "the IPv6 address is missing its closing ']'",
            Ipv6InvalidCompression => "the IPv6 address starts with a single ':'",
            Ipv6TooManyPieces => "the IPv6 address has more than eight pieces",
            Ipv6MultipleCompression => "the IPv6 address has more than one '::'",
            Ipv6InvalidCodePoint => "the IPv6 address contains an invalid code point",
            Ipv6TooFewPieces => "the IPv6 address has fewer than eight pieces and no '::'",
            Ipv4InIpv6TooManyPieces => "too many IPv6 pieces before the embedded IPv4 address",
            Ipv4InIpv6InvalidCodePoint => "the embedded IPv4 address is malformed",
            Ipv4InIpv6OutOfRangePart => "an embedded IPv4 address part exceeds 255",
            Ipv4InIpv6TooFewParts => "the embedded IPv4 address has fewer than four parts",
            MissingSchemeNonRelativeUrl => "no scheme, and no base URL it could be relative to",
            HostMissing => "the URL needs a host but the host is empty",
            PortOutOfRange => "the port is greater than 65535",
            PortInvalid => "the port contains something other than digits",
            InvalidBase => "the base URL failed to parse",
            TooLong => "the URL is 4 GiB or longer, more than railurl represents",
            Internal(what) => what,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.spec_name(), self.message())
    }
}

impl core::error::Error for ParseError {}
