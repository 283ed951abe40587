//! The prose engine's "host parser" and "opaque-host parser" ("Host parsing" section),
//! transcribed; the grammar engine's counterpart is `src/semantics/host_actions.rs`. The
//! domain parser and the forbidden code points are the shared ones in [`crate::host`].

use super::ipv4::ipv4_parser;
use super::ipv6::ipv6_parser;
use super::report::fail;
use crate::code_points::{is_forbidden_host_code_point, is_url_code_point};
use crate::diagnostic::{DiagnosticKind, Report};
use crate::error::ParseErrorKind;
use crate::host::{ends_in_a_number, run_domain_parser};
use crate::percent;
use crate::record::Host;
use alloc::string::String;
use core::ops::Range;

/// "The host parser takes a scalar value string input with an optional boolean isOpaque
/// (default false), and then runs these steps. They return failure or a host."
///
/// Every validation error it signals is about the whole host, `span` (the spec signals the
/// opaque host's invalid-URL-unit once per host, not per code point).
pub(super) fn host_parser<R: Report + ?Sized>(
    input: &str,
    is_opaque: bool,
    report: &mut R,
    span: &Range<usize>,
) -> Result<Host<'static>, ParseErrorKind> {
    // 1. "If input starts with U+005B ([), then:"
    if let Some(after_bracket) = input.strip_prefix('[') {
        // 1.1. "If input does not end with U+005D (]), IPv6-unclosed validation error, return
        // failure."
        let Some(inside) = after_bracket.strip_suffix(']') else {
            return Err(fail(report, ParseErrorKind::Ipv6Unclosed, span));
        };
        // 1.2. "Return the result of IPv6 parsing input with its leading U+005B ([) and
        // trailing U+005D (]) removed."
        return ipv6_parser(inside, report, span).map(Host::Ipv6);
    }
    // 2. "If isOpaque is true, then return the result of opaque-host parsing input."
    if is_opaque {
        return opaque_host_parser(input, report, span);
    }
    // 3. "Assert: input is not the empty string." (The callers make sure of it; if it were
    // empty the domain parser would return failure.)

    // 4. "If input contains a percent-encoded byte, domain-percent-encoded validation error."
    if contains_percent_encoded_byte(input) {
        report.report(DiagnosticKind::DomainPercentEncoded, span.clone());
    }
    // 5. "Let domain be the result of running UTF-8 decode without BOM on the percent-decoding
    // of input." (UTF-8 decode without BOM replaces invalid sequences with U+FFFD and keeps a
    // leading BOM, as `from_utf8_lossy` does.)
    let decoded = percent::decode(input.as_bytes());
    let domain = String::from_utf8_lossy(&decoded);
    // 6. "Let asciiDomain be the result of running domain parser with domain and false."
    // 7. "If asciiDomain is failure, then return failure."
    //
    // The domain parser signals domain-to-ASCII when its strict ToASCII run fails; the shared
    // domain parser runs that only when asked and says whether it failed. When the domain
    // parser fails outright, the strict run fails too (the relaxed run's failures, an empty
    // result and forbidden domain code points, are all strict failures as well).
    let ascii_domain = match run_domain_parser(&domain, report.wants_reports()) {
        Ok(parsed) => {
            if parsed.strict_failed {
                report.report(DiagnosticKind::DomainToAscii, span.clone());
            }
            parsed.domain.into_owned()
        }
        Err(error) => {
            report.report(DiagnosticKind::DomainToAscii, span.clone());
            return Err(error);
        }
    };
    // 8. "If asciiDomain ends in a number, then return the result of IPv4 parsing
    // asciiDomain."
    if ends_in_a_number(&ascii_domain) {
        return ipv4_parser(&ascii_domain, report, span).map(Host::Ipv4);
    }
    // 9. "Return asciiDomain."
    Ok(Host::Domain(ascii_domain.into()))
}

/// "The opaque-host parser takes a scalar value string input, and then runs these steps. They
/// return failure or an opaque host."
pub(super) fn opaque_host_parser<R: Report + ?Sized>(
    input: &str,
    report: &mut R,
    span: &Range<usize>,
) -> Result<Host<'static>, ParseErrorKind> {
    // 1. "If input contains a forbidden host code point, host-invalid-code-point validation
    // error, return failure."
    if input.chars().any(is_forbidden_host_code_point) {
        return Err(fail(report, ParseErrorKind::HostInvalidCodePoint, span));
    }
    if report.wants_reports() {
        // 2. "If input contains a code point that is not a URL code point and not U+0025 (%),
        // invalid-URL-unit validation error."
        if input.chars().any(|c| !is_url_code_point(c) && c != '%') {
            report.report(DiagnosticKind::InvalidUrlUnit, span.clone());
        }
        // 3. "If input contains a U+0025 (%) and the two code points following it are not
        // ASCII hex digits, invalid-URL-unit validation error."
        let bytes = input.as_bytes();
        let bad_percent = bytes.iter().enumerate().any(|(i, &b)| {
            b == b'%'
                && !matches!(bytes.get(i + 1..i + 3), Some([x, y])
                    if x.is_ascii_hexdigit() && y.is_ascii_hexdigit())
        });
        if bad_percent {
            report.report(DiagnosticKind::InvalidUrlUnit, span.clone());
        }
    }
    // 4. "Return the result of running UTF-8 percent-encode on input using the C0 control
    // percent-encode set."
    let mut output = String::with_capacity(input.len());
    percent::encode_into(&mut output, input, percent::C0_CONTROL);
    // An opaque host is a non-empty string; the empty string is the empty host.
    if output.is_empty() {
        Ok(Host::Empty)
    } else {
        Ok(Host::Opaque(output.into()))
    }
}

/// Whether `input` contains a "percent-encoded byte": U+0025 (%) followed by two ASCII hex
/// digits.
fn contains_percent_encoded_byte(input: &str) -> bool {
    input
        .as_bytes()
        .windows(3)
        .any(|w| matches!(w, [b'%', x, y] if x.is_ascii_hexdigit() && y.is_ascii_hexdigit()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::Ignore;
    use crate::serialize::serialize_host;
    use alloc::vec::Vec;

    /// A parse-serialize roundtrip, as in the spec's "Host parsing" example table.
    fn roundtrip(input: &str, is_opaque: bool) -> Result<String, ParseErrorKind> {
        let host = host_parser(input, is_opaque, &mut Ignore, &(0..0))?;
        let mut out = String::new();
        serialize_host(&host, &mut out);
        Ok(out)
    }

    #[test]
    fn host_parsing_example_table() {
        // (input, output with isOpaque false, output with isOpaque true); None is failure.
        let table: [(&str, Option<&str>, Option<&str>); 12] = [
            ("EXAMPLE.COM", Some("example.com"), Some("EXAMPLE.COM")),
            ("example%2Ecom", Some("example.com"), Some("example%2Ecom")),
            (
                "fa\u{DF}.example",
                Some("xn--fa-hia.example"),
                Some("fa%C3%9F.example"),
            ),
            ("0", Some("0.0.0.0"), Some("0")),
            ("%30", Some("0.0.0.0"), Some("%30")),
            ("0x", Some("0.0.0.0"), Some("0x")),
            ("0xffffffff", Some("255.255.255.255"), Some("0xffffffff")),
            ("[0:0::1]", Some("[::1]"), Some("[::1]")),
            ("[0:0::1%5D", None, None),
            ("[0:0::%31]", None, None),
            ("09", None, Some("09")),
            ("example.255", None, Some("example.255")),
        ];
        for (input, domain, opaque) in table {
            assert_eq!(roundtrip(input, false).ok().as_deref(), domain, "{input}");
            assert_eq!(roundtrip(input, true).ok().as_deref(), opaque, "{input}");
        }
        // "example^example": failure either way.
        assert_eq!(
            roundtrip("example^example", false),
            Err(ParseErrorKind::DomainInvalidCodePoint)
        );
        assert_eq!(
            roundtrip("example^example", true),
            Err(ParseErrorKind::HostInvalidCodePoint)
        );
    }

    #[test]
    fn host_parser_failures_name_the_spec_error() {
        // IPv6-unclosed: "https://[::1"
        assert_eq!(roundtrip("[::1", false), Err(ParseErrorKind::Ipv6Unclosed));
        // host-invalid-code-point: "foo://exa[mple.org"
        assert_eq!(
            roundtrip("exa[mple.org", true),
            Err(ParseErrorKind::HostInvalidCodePoint)
        );
        assert_eq!(roundtrip("", true), Ok(String::new()));
        assert_eq!(host_parser("", true, &mut Ignore, &(0..0)), Ok(Host::Empty));
    }

    #[test]
    fn host_parser_validation_errors() {
        // domain-percent-encoded: "https://exam%70le.org"
        let mut errors: Vec<DiagnosticKind> = Vec::new();
        assert_eq!(
            host_parser("exam%70le.org", false, &mut errors, &(0..0)),
            Ok(Host::Domain("example.org".into()))
        );
        assert_eq!(errors, [DiagnosticKind::DomainPercentEncoded]);
        errors.clear();
        assert_eq!(
            host_parser("a b%", true, &mut errors, &(0..0)),
            Err(ParseErrorKind::HostInvalidCodePoint)
        );
        assert_eq!(errors, [DiagnosticKind::HostInvalidCodePoint]);
        errors.clear();
        assert!(host_parser("a\u{7F}%zz", true, &mut errors, &(0..0)).is_ok());
        assert_eq!(
            errors,
            [
                DiagnosticKind::InvalidUrlUnit,
                DiagnosticKind::InvalidUrlUnit
            ]
        );
    }
}
