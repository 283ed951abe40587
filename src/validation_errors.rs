//! The URL Standard's validation-error table ("Validation errors" in the "Writing" section),
//! written once. Each row gives its spec name, its "Failure" column and a message; the
//! [`validation_error_table!`] macro turns the rows into [`DiagnosticKind`] (every row) and
//! [`ParseErrorKind`] (the rows whose "Failure" column says yes, plus the failures that are
//! not about a validation error), with their names, messages and the mapping between them. A
//! failing step of either engine names its row once: the failure kind, whose validation error
//! the engine signals before it returns the failure.
//!
//! A leaf: it imports nothing from the crate.

/// The table's rows in the spec's order: `Variant = "spec-name", failure, "message";` where
/// the failure column is `yes` or `no`. Generates [`DiagnosticKind`] and its methods, then
/// hands the `yes` rows to `failure_kinds!`.
macro_rules! validation_error_table {
    ($(
        $(#[doc = $doc:literal])*
        $kind:ident = $name:literal, $failure:ident, $message:literal;
    )*) => {
        /// A validation error, one variant per row of the URL Standard's validation-error
        /// table ("Validation errors" in the "Writing" section), named after its first column.
        /// Both engines signal these; [`DiagnosticKind::spec_name`] gives the spec's exact
        /// name.
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
            $($(#[doc = $doc])* $kind,)*
        }

        impl DiagnosticKind {
            /// Every kind, in the order of the spec's table.
            ///
            /// ```
            /// assert_eq!(railurl::DiagnosticKind::ALL.len(), 30);
            /// ```
            pub const ALL: [DiagnosticKind; 30] = [$(DiagnosticKind::$kind,)*];

            /// The spec's name for this error (the first column of the validation-error
            /// table).
            ///
            /// ```
            /// use railurl::DiagnosticKind;
            /// assert_eq!(DiagnosticKind::InvalidUrlUnit.spec_name(), "invalid-URL-unit");
            /// ```
            pub fn spec_name(self) -> &'static str {
                match self {
                    $(DiagnosticKind::$kind => $name,)*
                }
            }

            /// Whether the table's "Failure" column says yes: the parser returns failure right
            /// after signalling it. For domain-to-ASCII and IPv4-out-of-range-part the column
            /// says "Yes" with a condition (a relaxed ToASCII failure; a part other than the
            /// last, or a last part too big for the remaining bytes); whether one occurrence
            /// failed shows in the parse result.
            ///
            /// ```
            /// use railurl::DiagnosticKind;
            /// assert!(DiagnosticKind::HostMissing.is_failure());
            /// assert!(!DiagnosticKind::InvalidReverseSolidus.is_failure());
            /// ```
            pub fn is_failure(self) -> bool {
                match self {
                    $(DiagnosticKind::$kind => failure_column!($failure),)*
                }
            }

            /// A one-line explanation.
            ///
            /// ```
            /// use railurl::DiagnosticKind;
            /// assert_eq!(DiagnosticKind::PortOutOfRange.message(), "the port is greater than 65535");
            /// ```
            pub fn message(self) -> &'static str {
                match self {
                    $(DiagnosticKind::$kind => $message,)*
                }
            }
        }

        failure_kinds!([] $($kind $failure [$($doc)*];)*);
    };
}

/// The "Failure" column as a `bool`.
macro_rules! failure_column {
    (yes) => {
        true
    };
    (no) => {
        false
    };
}

/// Collects the rows whose "Failure" column is `yes` (a token muncher), then generates
/// [`ParseErrorKind`] from them and the failures that no row names.
macro_rules! failure_kinds {
    ([$($row:ident [$($doc:literal)*])*] $kind:ident yes [$($d:literal)*]; $($rest:tt)*) => {
        failure_kinds!([$($row [$($doc)*])* $kind [$($d)*]] $($rest)*);
    };
    ([$($row:ident [$($doc:literal)*])*] $kind:ident no [$($d:literal)*]; $($rest:tt)*) => {
        failure_kinds!([$($row [$($doc)*])*] $($rest)*);
    };
    ([$($row:ident [$($doc:literal)*])*]) => {
        /// Why parsing failed: the validation error the parser signalled right before it
        /// returned failure (one variant per row of the spec's table whose "Failure" column
        /// says yes, with that row's name), or one of the failures that are not about a
        /// validation error. A [`ParseError`](crate::ParseError) carries one, with where the
        /// failure was reached.
        ///
        /// ```
        /// use railurl::{ParseErrorKind, Url};
        /// let error = Url::parse("https://exa mple.org").unwrap_err();
        /// assert_eq!(error.kind(), ParseErrorKind::DomainInvalidCodePoint);
        /// assert_eq!(ParseErrorKind::PortInvalid.spec_name(), "port-invalid");
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum ParseErrorKind {
            $($(#[doc = $doc])* $row,)*
            /// The domain parser's result contains a forbidden domain code point. The spec
            /// signals domain-to-ASCII before it fails (its strict run fails on such a code
            /// point), so this failure's name is domain-to-ASCII; its message says more.
            DomainInvalidCodePoint,
            /// Not a spec failure of the input: the base URL given as a string failed to parse.
            InvalidBase,
            /// Not a spec failure: the input, or the URL's serialization, is 4 GiB or longer,
            /// which railurl does not represent (a [`Url`](crate::Url) keeps 32-bit offsets).
            ///
            /// ```
            /// use railurl::ParseErrorKind;
            /// assert_eq!(ParseErrorKind::TooLong.spec_name(), "too-long");
            /// assert_eq!(ParseErrorKind::TooLong.diagnostic_kind(), None);
            /// ```
            TooLong,
            /// A bug in railurl: the parse tree did not have the shape the semantic layer
            /// expects. Please report it with the input.
            Internal(&'static str),
        }

        impl ParseErrorKind {
            /// The validation error the parser signals right before returning this failure,
            /// if any (the domain parser's failures are all signalled as domain-to-ASCII).
            ///
            /// ```
            /// use railurl::{DiagnosticKind, ParseErrorKind};
            /// let kind = ParseErrorKind::PortInvalid;
            /// assert_eq!(kind.diagnostic_kind(), Some(DiagnosticKind::PortInvalid));
            /// assert_eq!(ParseErrorKind::InvalidBase.diagnostic_kind(), None);
            /// ```
            pub fn diagnostic_kind(self) -> Option<DiagnosticKind> {
                match self {
                    $(ParseErrorKind::$row => Some(DiagnosticKind::$row),)*
                    ParseErrorKind::DomainInvalidCodePoint => Some(DiagnosticKind::DomainToAscii),
                    ParseErrorKind::InvalidBase
                    | ParseErrorKind::TooLong
                    | ParseErrorKind::Internal(_) => None,
                }
            }

            /// The spec's name for this failure: the first column of the validation-error row
            /// the parser signals right before it returns failure (`invalid-base`, `too-long`
            /// and `internal-error` for the failures no row names).
            ///
            /// ```
            /// use railurl::ParseErrorKind;
            /// assert_eq!(ParseErrorKind::PortInvalid.spec_name(), "port-invalid");
            /// assert_eq!(ParseErrorKind::DomainInvalidCodePoint.spec_name(), "domain-to-ASCII");
            /// ```
            pub fn spec_name(self) -> &'static str {
                match self {
                    $(ParseErrorKind::$row => DiagnosticKind::$row.spec_name(),)*
                    ParseErrorKind::DomainInvalidCodePoint => DiagnosticKind::DomainToAscii.spec_name(),
                    ParseErrorKind::InvalidBase => "invalid-base",
                    ParseErrorKind::TooLong => "too-long",
                    ParseErrorKind::Internal(_) => "internal-error",
                }
            }

            /// A one-line explanation: the row's message.
            ///
            /// ```
            /// use railurl::ParseErrorKind;
            /// assert_eq!(ParseErrorKind::PortOutOfRange.message(), "the port is greater than 65535");
            /// ```
            pub fn message(self) -> &'static str {
                match self {
                    ParseErrorKind::DomainInvalidCodePoint => {
                        "the host contains a code point forbidden in a domain"
                    }
                    ParseErrorKind::InvalidBase => "the base URL failed to parse",
                    ParseErrorKind::TooLong => {
                        "the URL is 4 GiB or longer, more than railurl represents"
                    }
                    ParseErrorKind::Internal(what) => what,
                    $(ParseErrorKind::$row => DiagnosticKind::$row.message(),)*
                }
            }
        }

        /// The failure kinds of the table's rows, in the table's order.
        #[cfg(test)]
        const FAILURE_ROWS: &[ParseErrorKind] = &[$(ParseErrorKind::$row,)*];
    };
}

validation_error_table! {
    /// domain-to-ASCII: Unicode ToASCII records an error (with the strict flags, a validation
    /// error; as a failure, with the relaxed ones, or its result is empty).
    DomainToAscii = "domain-to-ASCII", yes,
        "the host is not a valid domain (Unicode ToASCII failed)";
    /// domain-percent-encoded: a host to be processed as a domain contains a percent-encoded
    /// byte.
    DomainPercentEncoded = "domain-percent-encoded", no,
        "the domain contains a percent-encoded byte";
    /// host-invalid-code-point: an opaque host contains a forbidden host code point.
    HostInvalidCodePoint = "host-invalid-code-point", yes,
        "the opaque host contains a forbidden host code point";
    /// IPv4-empty-part: an IPv4 address ends with a U+002E (.).
    Ipv4EmptyPart = "IPv4-empty-part", no,
        "the IPv4 address ends with '.'";
    /// IPv4-too-few-parts: an IPv4 address has fewer than 4 parts.
    Ipv4TooFewParts = "IPv4-too-few-parts", no,
        "the IPv4 address has fewer than four parts";
    /// IPv4-too-many-parts: an IPv4 address has more than 4 parts.
    Ipv4TooManyParts = "IPv4-too-many-parts", yes,
        "the IPv4 address has more than four parts";
    /// IPv4-non-numeric-part: an IPv4 address part is not numeric.
    Ipv4NonNumericPart = "IPv4-non-numeric-part", yes,
        "an IPv4 address part is not a number";
    /// IPv4-non-decimal-part: an IPv4 address part uses hexadecimal or octal digits.
    Ipv4NonDecimalPart = "IPv4-non-decimal-part", no,
        "an IPv4 address part is written in hexadecimal or octal";
    /// IPv4-out-of-range-part: an IPv4 address part exceeds 255 (a failure for a part other
    /// than the last, or a last part too big for the bytes the others leave).
    Ipv4OutOfRangePart = "IPv4-out-of-range-part", yes,
        "an IPv4 address part is out of range";
    /// IPv6-unclosed: an IPv6 address is missing the closing U+005D (]).
    Ipv6Unclosed = "IPv6-unclosed", yes,
        "the IPv6 address is missing its closing ']'";
    /// IPv6-invalid-compression: an IPv6 address begins with improper compression.
    Ipv6InvalidCompression = "IPv6-invalid-compression", yes,
        "the IPv6 address starts with a single ':'";
    /// IPv6-too-many-pieces: an IPv6 address contains more than 8 pieces.
    Ipv6TooManyPieces = "IPv6-too-many-pieces", yes,
        "the IPv6 address has more than eight pieces";
    /// IPv6-multiple-compression: an IPv6 address is compressed in more than one spot.
    Ipv6MultipleCompression = "IPv6-multiple-compression", yes,
        "the IPv6 address has more than one '::'";
    /// IPv6-invalid-code-point: an IPv6 address contains a code point that is neither an ASCII
    /// hex digit nor a U+003A (:), or it unexpectedly ends.
    Ipv6InvalidCodePoint = "IPv6-invalid-code-point", yes,
        "the IPv6 address has an invalid code point or ends early";
    /// IPv6-too-few-pieces: an uncompressed IPv6 address contains fewer than 8 pieces.
    Ipv6TooFewPieces = "IPv6-too-few-pieces", yes,
        "the IPv6 address has fewer than eight pieces and no '::'";
    /// IPv6-piece-leading-zero: an IPv6 address piece contains a leading U+0030 (0).
    Ipv6PieceLeadingZero = "IPv6-piece-leading-zero", no,
        "an IPv6 address piece has a leading '0'";
    /// IPv4-in-IPv6-too-many-pieces: an IPv6 address with IPv4 address syntax has more than 6
    /// pieces before the IPv4 part.
    Ipv4InIpv6TooManyPieces = "IPv4-in-IPv6-too-many-pieces", yes,
        "too many IPv6 pieces before the embedded IPv4 address";
    /// IPv4-in-IPv6-invalid-code-point: an IPv4 part of an IPv6 address is empty, has a
    /// leading 0, contains a non-digit, or there are too many IPv4 parts.
    Ipv4InIpv6InvalidCodePoint = "IPv4-in-IPv6-invalid-code-point", yes,
        "the embedded IPv4 address is malformed";
    /// IPv4-in-IPv6-out-of-range-part: an IPv4 part of an IPv6 address exceeds 255.
    Ipv4InIpv6OutOfRangePart = "IPv4-in-IPv6-out-of-range-part", yes,
        "an embedded IPv4 address part exceeds 255";
    /// IPv4-in-IPv6-too-few-parts: the IPv4 part of an IPv6 address has too few parts.
    Ipv4InIpv6TooFewParts = "IPv4-in-IPv6-too-few-parts", yes,
        "the embedded IPv4 address has fewer than four parts";
    /// invalid-URL-unit: a code point is found that is not a URL unit.
    InvalidUrlUnit = "invalid-URL-unit", no,
        "not a URL unit (a URL code point or '%' and two hex digits)";
    /// special-scheme-missing-following-solidus: the input's scheme is not followed by "//".
    SpecialSchemeMissingFollowingSolidus = "special-scheme-missing-following-solidus", no,
        "the special scheme is not followed by \"//\"";
    /// missing-scheme-non-relative-URL: the input is missing a scheme and there is no base URL
    /// it could be relative to (or the base has an opaque path).
    MissingSchemeNonRelativeUrl = "missing-scheme-non-relative-URL", yes,
        "no scheme, and no base URL it could be relative to";
    /// invalid-reverse-solidus: a URL with a special scheme uses U+005C (\) instead of U+002F
    /// (/).
    InvalidReverseSolidus = "invalid-reverse-solidus", no,
        "'\\' used instead of '/' in a special URL";
    /// invalid-credentials: the input includes credentials.
    InvalidCredentials = "invalid-credentials", no,
        "the URL includes credentials";
    /// host-missing: the input has a special scheme (or credentials, or a port) but no host.
    HostMissing = "host-missing", yes,
        "the URL needs a host but the host is empty";
    /// port-out-of-range: the input's port is too big.
    PortOutOfRange = "port-out-of-range", yes,
        "the port is greater than 65535";
    /// port-invalid: the input's port is invalid.
    PortInvalid = "port-invalid", yes,
        "the port contains something other than ASCII digits";
    /// file-invalid-Windows-drive-letter: a relative-URL string starts with a Windows drive
    /// letter and the base URL's scheme is "file".
    FileInvalidWindowsDriveLetter = "file-invalid-Windows-drive-letter", no,
        "a relative URL against a file: base starts with a Windows drive letter";
    /// file-invalid-Windows-drive-letter-host: a file: URL's host is a Windows drive letter.
    FileInvalidWindowsDriveLetterHost = "file-invalid-Windows-drive-letter-host", no,
        "the file: URL's host is a Windows drive letter";
}

impl DiagnosticKind {
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
}

impl core::fmt::Display for DiagnosticKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.spec_name())
    }
}

impl core::fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}: {}", self.spec_name(), self.message())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_failure_kinds_are_the_rows_whose_failure_column_says_yes() {
        let rows: alloc::vec::Vec<_> = FAILURE_ROWS.iter().map(|f| f.diagnostic_kind()).collect();
        let failures: alloc::vec::Vec<_> = DiagnosticKind::ALL
            .into_iter()
            .filter(|k| k.is_failure())
            .map(Some)
            .collect();
        assert_eq!(rows, failures);
        assert_eq!(rows.len(), 19);
        for failure in FAILURE_ROWS {
            assert_eq!(
                failure.spec_name(),
                failure.diagnostic_kind().unwrap().spec_name()
            );
        }
    }
}
