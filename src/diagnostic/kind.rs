//! [`DiagnosticKind`]: one variant per row of the spec's validation-error table.

/// A validation error, one variant per row of the URL Standard's validation-error table
/// ("Validation errors" in the "Writing" section), named after its first column. Both engines
/// signal these; [`DiagnosticKind::spec_name`] gives the spec's exact name.
///
/// ```
/// use railurl::DiagnosticKind;
/// assert_eq!(DiagnosticKind::PortInvalid.spec_name(), "port-invalid");
/// assert!(DiagnosticKind::PortInvalid.is_failure());
/// assert!(!DiagnosticKind::InvalidCredentials.is_failure());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum DiagnosticKind {
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
    /// IPv4-too-few-parts: an IPv4 address has fewer than 4 parts.
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
    /// IPv6-piece-leading-zero: an IPv6 address piece contains a leading U+0030 (0).
    Ipv6PieceLeadingZero,
    /// IPv4-in-IPv6-too-many-pieces: an IPv6 address with IPv4 address syntax has more than 6
    /// pieces before the IPv4 part.
    Ipv4InIpv6TooManyPieces,
    /// IPv4-in-IPv6-invalid-code-point: an IPv4 part of an IPv6 address is empty, has a
    /// leading 0, contains a non-digit, or there are too many IPv4 parts.
    Ipv4InIpv6InvalidCodePoint,
    /// IPv4-in-IPv6-out-of-range-part: an IPv4 part of an IPv6 address exceeds 255.
    Ipv4InIpv6OutOfRangePart,
    /// IPv4-in-IPv6-too-few-parts: the IPv4 part of an IPv6 address has too few parts.
    Ipv4InIpv6TooFewParts,
    /// invalid-URL-unit: a code point is found that is not a URL unit.
    InvalidUrlUnit,
    /// special-scheme-missing-following-solidus: the input's scheme is not followed by "//".
    SpecialSchemeMissingFollowingSolidus,
    /// missing-scheme-non-relative-URL: the input is missing a scheme and there is no base URL
    /// it could be relative to.
    MissingSchemeNonRelativeUrl,
    /// invalid-reverse-solidus: a URL with a special scheme uses U+005C (\) instead of U+002F
    /// (/).
    InvalidReverseSolidus,
    /// invalid-credentials: the input includes credentials.
    InvalidCredentials,
    /// host-missing: the input has a special scheme (or credentials, or a port) but no host.
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

impl DiagnosticKind {
    /// Every kind, in the order of the spec's table.
    ///
    /// ```
    /// assert_eq!(railurl::DiagnosticKind::ALL.len(), 30);
    /// ```
    pub const ALL: [DiagnosticKind; 30] = {
        use DiagnosticKind::*;
        [
            DomainToAscii,
            DomainPercentEncoded,
            HostInvalidCodePoint,
            Ipv4EmptyPart,
            Ipv4TooFewParts,
            Ipv4TooManyParts,
            Ipv4NonNumericPart,
            Ipv4NonDecimalPart,
            Ipv4OutOfRangePart,
            Ipv6Unclosed,
            Ipv6InvalidCompression,
            Ipv6TooManyPieces,
            Ipv6MultipleCompression,
            Ipv6InvalidCodePoint,
            Ipv6TooFewPieces,
            Ipv6PieceLeadingZero,
            Ipv4InIpv6TooManyPieces,
            Ipv4InIpv6InvalidCodePoint,
            Ipv4InIpv6OutOfRangePart,
            Ipv4InIpv6TooFewParts,
            InvalidUrlUnit,
            SpecialSchemeMissingFollowingSolidus,
            MissingSchemeNonRelativeUrl,
            InvalidReverseSolidus,
            InvalidCredentials,
            HostMissing,
            PortOutOfRange,
            PortInvalid,
            FileInvalidWindowsDriveLetter,
            FileInvalidWindowsDriveLetterHost,
        ]
    };

    /// The spec's name for this error (the first column of the validation-error table).
    ///
    /// ```
    /// use railurl::DiagnosticKind;
    /// assert_eq!(DiagnosticKind::InvalidUrlUnit.spec_name(), "invalid-URL-unit");
    /// ```
    pub fn spec_name(self) -> &'static str {
        use DiagnosticKind::*;
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

    /// The kind whose [`spec_name`](DiagnosticKind::spec_name) is `name`.
    ///
    /// ```
    /// use railurl::DiagnosticKind;
    /// assert_eq!(DiagnosticKind::from_spec_name("host-missing"), Some(DiagnosticKind::HostMissing));
    /// assert_eq!(DiagnosticKind::from_spec_name("nope"), None);
    /// ```
    pub fn from_spec_name(name: &str) -> Option<DiagnosticKind> {
        DiagnosticKind::ALL
            .into_iter()
            .find(|k| k.spec_name() == name)
    }

    /// Whether the table's "Failure" column says yes: the parser returns failure right after
    /// signalling it. For domain-to-ASCII and IPv4-out-of-range-part the column says "Yes"
    /// with a condition (a relaxed ToASCII failure; a part other than the last, or a last part
    /// too big for the remaining bytes); whether one occurrence failed shows in the parse
    /// result.
    ///
    /// ```
    /// use railurl::DiagnosticKind;
    /// assert!(DiagnosticKind::HostMissing.is_failure());
    /// assert!(!DiagnosticKind::InvalidReverseSolidus.is_failure());
    /// ```
    pub fn is_failure(self) -> bool {
        use DiagnosticKind::*;
        !matches!(
            self,
            DomainPercentEncoded
                | Ipv4EmptyPart
                | Ipv4TooFewParts
                | Ipv4NonDecimalPart
                | Ipv6PieceLeadingZero
                | InvalidUrlUnit
                | SpecialSchemeMissingFollowingSolidus
                | InvalidReverseSolidus
                | InvalidCredentials
                | FileInvalidWindowsDriveLetter
                | FileInvalidWindowsDriveLetterHost
        )
    }

    /// A one-line explanation.
    ///
    /// ```
    /// use railurl::DiagnosticKind;
    /// assert_eq!(DiagnosticKind::PortOutOfRange.message(), "the port is greater than 65535");
    /// ```
    pub fn message(self) -> &'static str {
        use DiagnosticKind::*;
        match self {
            DomainToAscii => "the host is not a valid domain (Unicode ToASCII, strict, failed)",
            DomainPercentEncoded => "the domain contains a percent-encoded byte",
            HostInvalidCodePoint => "the opaque host contains a forbidden host code point",
            Ipv4EmptyPart => "the IPv4 address ends with '.'",
            Ipv4TooFewParts => "the IPv4 address has fewer than four parts",
            Ipv4TooManyParts => "the IPv4 address has more than four parts",
            Ipv4NonNumericPart => "an IPv4 address part is not a number",
            Ipv4NonDecimalPart => "an IPv4 address part is written in hexadecimal or octal",
            Ipv4OutOfRangePart => "an IPv4 address part exceeds 255",
            Ipv6Unclosed => "the IPv6 address is missing its closing ']'",
            Ipv6InvalidCompression => "the IPv6 address starts with a single ':'",
            Ipv6TooManyPieces => "the IPv6 address has more than eight pieces",
            Ipv6MultipleCompression => "the IPv6 address has more than one '::'",
            Ipv6InvalidCodePoint => "the IPv6 address has an invalid code point or ends early",
            Ipv6TooFewPieces => "the IPv6 address has fewer than eight pieces and no '::'",
            Ipv6PieceLeadingZero => "an IPv6 address piece has a leading '0'",
            Ipv4InIpv6TooManyPieces => "too many IPv6 pieces before the embedded IPv4 address",
            Ipv4InIpv6InvalidCodePoint => "the embedded IPv4 address is malformed",
            Ipv4InIpv6OutOfRangePart => "an embedded IPv4 address part exceeds 255",
            Ipv4InIpv6TooFewParts => "the embedded IPv4 address has fewer than four parts",
            InvalidUrlUnit => "not a URL unit (a URL code point or '%' and two hex digits)",
            SpecialSchemeMissingFollowingSolidus => "the special scheme is not followed by \"//\"",
            MissingSchemeNonRelativeUrl => "no scheme, and no base URL it could be relative to",
            InvalidReverseSolidus => "'\\' used instead of '/' in a special URL",
            InvalidCredentials => "the URL includes credentials",
            HostMissing => "the URL needs a host but the host is empty",
            PortOutOfRange => "the port is greater than 65535",
            PortInvalid => "the port contains something other than ASCII digits",
            FileInvalidWindowsDriveLetter => {
                "a relative URL against a file: base starts with a Windows drive letter"
            }
            FileInvalidWindowsDriveLetterHost => "the file: URL's host is a Windows drive letter",
        }
    }
}

impl core::fmt::Display for DiagnosticKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.spec_name())
    }
}
