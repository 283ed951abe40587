//! The grammar engine's host parsing actions ("Host parsing" section; the prose engine's
//! transcription is `src/prose/host_parser.rs`): the host buffer comes typed from
//! a host production of the URL grammar (an IPv6 literal, an unclosed one, or text); IPv4 and
//! IPv6 addresses are read by the grammar's `ipv4_host` and `ipv6_host` entry rules, and the
//! actions here do the arithmetic on their spans.

use crate::code_points::{is_bad_percent, is_forbidden_host_code_point, is_url_code_point};
use crate::diagnostic::{DiagnosticKind, Ignore, Report};
use crate::error::ParseErrorKind;
use crate::host::{domain_facts, domain_parser_with, ends_in_a_number, FORBIDDEN};
use crate::percent;
use crate::record::Host;
use crate::serialize::{serialize_ipv4, serialize_ipv6, HostKind};
use crate::syntax::ast::{self, HostSyntax, Ipv4InIpv6, Ipv4InIpv6Part, Ipv4Part, Ipv6Item};
use crate::syntax::{self, Entry};
use alloc::borrow::Cow;
use alloc::string::String;
use core::ops::Range;

fn internal(_: syntax::GrammarMismatch) -> ParseErrorKind {
    ParseErrorKind::Internal("a host entry rule of the URL grammar did not match")
}

/// A lowering error of an address's tree, as the host parser's failure.
fn unexpected(error: ast::Unexpected) -> ParseErrorKind {
    super::unexpected(error).kind()
}

/// "`<error>` validation error, return failure" in the host parser: signal the failure's
/// validation error (about the host, `span`) and return the failure, which the caller places
/// at the host.
fn fail<R: Report>(report: &mut R, failure: ParseErrorKind, span: &Range<usize>) -> ParseErrorKind {
    if let Some(kind) = failure.diagnostic_kind() {
        report.report(kind, span.clone());
    }
    failure
}

/// What the host parser returned, written by [`write_host`]: for a domain or an opaque host,
/// its text; for an address, the host serializer's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Written {
    /// A domain.
    Domain,
    /// An opaque host.
    Opaque,
    /// The empty host (nothing was written).
    Empty,
    /// An IPv4 address.
    Ipv4(u32),
    /// An IPv6 address.
    Ipv6([u16; 8]),
}

impl Written {
    /// The host value, given the text [`write_host`] wrote.
    pub(crate) fn into_host(self, text: String) -> Host<'static> {
        match self {
            Written::Domain => Host::Domain(Cow::Owned(text)),
            Written::Opaque => Host::Opaque(Cow::Owned(text)),
            Written::Empty => Host::Empty,
            Written::Ipv4(address) => Host::Ipv4(address),
            Written::Ipv6(pieces) => Host::Ipv6(pieces),
        }
    }

    /// The kind of host.
    pub(crate) fn kind(self) -> HostKind {
        match self {
            Written::Domain => HostKind::Domain,
            Written::Opaque => HostKind::Opaque,
            Written::Empty => HostKind::Empty,
            Written::Ipv4(_) => HostKind::Ipv4,
            Written::Ipv6(_) => HostKind::Ipv6,
        }
    }
}

/// "The host parser" given a host buffer of the tree parsed from `input`, and isOpaque,
/// followed by "the host serializer": the host's serialization is appended to `out`.
/// Validation errors go to `report`, all about the host's span in the original input, `span`;
/// a failure is the caller's to place at the host.
pub(crate) fn write_host<R: Report>(
    out: &mut String,
    host: &HostSyntax,
    input: &str,
    is_opaque: bool,
    report: &mut R,
    span: Range<usize>,
) -> Result<Written, ParseErrorKind> {
    match host {
        // 1. "If input starts with U+005B ([), then: if input does not end with U+005D (]),
        // IPv6-unclosed validation error, return failure."
        HostSyntax::Ipv6Unclosed(_) => Err(fail(report, ParseErrorKind::Ipv6Unclosed, &span)),
        // "Return the result of IPv6 parsing input with its leading U+005B ([) and trailing
        // U+005D (]) removed."
        HostSyntax::Ipv6 { address, .. } => {
            let pieces =
                ipv6(address.text(input), report, &span).map_err(|e| fail(report, e, &span))?;
            out.push('[');
            serialize_ipv6(&pieces, out);
            out.push(']');
            Ok(Written::Ipv6(pieces))
        }
        // 2. "If isOpaque is true, then return the result of opaque-host parsing input."
        HostSyntax::Text(buffer) if is_opaque => {
            opaque_host(out, buffer.text(input), report, &span)
        }
        HostSyntax::Text(buffer) => domain_host(out, buffer.text(input), report, &span),
    }
}

/// "The host parser" as [`write_host`], as a host value (for the setters' state overrides).
pub(crate) fn parse_host<R: Report>(
    host: &HostSyntax,
    input: &str,
    is_opaque: bool,
    report: &mut R,
    span: Range<usize>,
) -> Result<Host<'static>, ParseErrorKind> {
    let mut text = String::new();
    let written = write_host(&mut text, host, input, is_opaque, report, span)?;
    Ok(written.into_host(text))
}

/// Steps 4-9 of the host parser for a buffer that is not an IPv6 literal, not opaque.
fn domain_host<R: Report>(
    out: &mut String,
    input: &str,
    report: &mut R,
    span: &Range<usize>,
) -> Result<Written, ParseErrorKind> {
    // 4-5. "If input contains a percent-encoded byte, domain-percent-encoded validation
    // error." "Let domain be the result of running UTF-8 decode without BOM on the
    // percent-decoding of input."
    // "%" is a forbidden domain code point: the facts say whether to look for one.
    let facts = domain_facts(input);
    if facts & FORBIDDEN != 0 && input.contains('%') {
        let bytes = input.as_bytes();
        if report.wants_reports()
            && (0..bytes.len()).any(|i| bytes[i] == b'%' && !is_bad_percent(bytes, i))
        {
            report.report(DiagnosticKind::DomainPercentEncoded, span.clone());
        }
        let decoded = percent::decode_utf8(input);
        let host = domain_to_host(out, &decoded, domain_facts(&decoded), report, span);
        crate::spare_strings::recycle(decoded);
        return host;
    }
    domain_to_host(out, input, facts, report, span)
}

/// Steps 6-9 of the host parser: the domain parser, then IPv4 when the result "ends in a
/// number".
fn domain_to_host<R: Report>(
    out: &mut String,
    domain: &str,
    facts: u8,
    report: &mut R,
    span: &Range<usize>,
) -> Result<Written, ParseErrorKind> {
    // "Let asciiDomain be the result of running domain parser with domain and false." Its
    // strict run, only when reporting, signals domain-to-ASCII.
    let start = out.len();
    let strict_failed = domain_parser_with(out, domain, facts, report.wants_reports())
        .map_err(|e| fail(report, e, span))?;
    if strict_failed {
        report.report(DiagnosticKind::DomainToAscii, span.clone());
    }
    // "If asciiDomain ends in a number, then return the result of IPv4 parsing asciiDomain."
    let ascii = out.get(start..).unwrap_or("");
    if ends_in_a_number(ascii) {
        let address = ipv4(ascii, report, span);
        out.truncate(start);
        let address = address?;
        serialize_ipv4(address, out);
        return Ok(Written::Ipv4(address));
    }
    Ok(Written::Domain)
}

/// "The opaque-host parser", followed by the host serializer.
fn opaque_host<R: Report>(
    out: &mut String,
    input: &str,
    report: &mut R,
    span: &Range<usize>,
) -> Result<Written, ParseErrorKind> {
    // "If input contains a forbidden host code point, host-invalid-code-point validation
    // error, return failure."
    if input.chars().any(is_forbidden_host_code_point) {
        return Err(fail(report, ParseErrorKind::HostInvalidCodePoint, span));
    }
    if report.wants_reports() {
        // "If input contains a code point that is not a URL code point and not U+0025 (%),
        // invalid-URL-unit validation error." "If input contains a U+0025 (%) and the two
        // code points following it are not ASCII hex digits, invalid-URL-unit validation
        // error."
        if input.chars().any(|c| !is_url_code_point(c) && c != '%') {
            report.report(DiagnosticKind::InvalidUrlUnit, span.clone());
        }
        if (0..input.len()).any(|i| is_bad_percent(input.as_bytes(), i)) {
            report.report(DiagnosticKind::InvalidUrlUnit, span.clone());
        }
    }
    // "Host representation": "An opaque host is a non-empty ASCII string" and "An empty host
    // is the empty string", so an empty input (the host and hostname setters' "host state"
    // with state override and an empty buffer) gives the empty host, not an empty opaque one.
    if input.is_empty() {
        return Ok(Written::Empty);
    }
    // "Return the result of running UTF-8 percent-encode on input using the C0 control
    // percent-encode set."
    percent::encode_c0_control_into(out, input);
    Ok(Written::Opaque)
}

/// The value of one IPv4 part, by the radix its production gives it ("IPv4 number parser").
/// Values too large for `u64` saturate: they fail the range checks all the same.
fn ipv4_number(part: &Ipv4Part, input: &str) -> Result<u64, ParseErrorKind> {
    let (digits, radix) = match part {
        Ipv4Part::Hex(digits) => (digits.text(input), 16),
        Ipv4Part::Octal(digits) => (digits.text(input), 8),
        Ipv4Part::Decimal(digits) => (digits.text(input), 10),
        // "If input is the empty string, then return failure" / "If input contains a code
        // point that is not a radix-R digit, then return failure."
        Ipv4Part::NonNumeric(_) | Ipv4Part::Empty => {
            return Err(ParseErrorKind::Ipv4NonNumericPart)
        }
        // Never a number: `ipv4` fails on it before reading numbers.
        Ipv4Part::TooMany { .. } => return Err(ParseErrorKind::Ipv4TooManyParts),
    };
    Ok(digits.bytes().fold(0u64, |acc, b| {
        let digit = u64::from(char::from(b).to_digit(16).unwrap_or(0));
        acc.saturating_mul(radix).saturating_add(digit)
    }))
}

/// "IPv4 parsing" a domain that the domain parser returned and that ends in a number (the host
/// parser's "If asciiDomain ends in a number, then return the result of IPv4 parsing
/// asciiDomain"), for the near-canonical writer (src/near_canonical.rs), which runs the domain
/// parser itself: the address, or the failure, which the caller places at the host.
pub(crate) fn ipv4_parser(ascii_domain: &str) -> Result<u32, ParseErrorKind> {
    ipv4(ascii_domain, &mut Ignore, &(0..0))
}

/// "The IPv4 parser", reading parts from the `ipv4_address` production.
fn ipv4<R: Report>(
    input: &str,
    report: &mut R,
    span: &Range<usize>,
) -> Result<u32, ParseErrorKind> {
    let tree = syntax::parse(Entry::Ipv4Host, input).map_err(internal)?;
    // "Let parts be the result of strictly splitting input on U+002E (.)."
    let mut count = 0usize;
    let mut last_is_empty = false;
    for part in ast::ipv4_parts(&tree) {
        match part.map_err(unexpected)? {
            // More than four parts: the grammar read no further. "If the last item in parts
            // is the empty string, IPv4-empty-part validation error"; then "If parts's size is
            // greater than 4, IPv4-too-many-parts validation error, return failure."
            Ipv4Part::TooMany { empty_last } => {
                if empty_last {
                    report.report(DiagnosticKind::Ipv4EmptyPart, span.clone());
                }
                return Err(fail(report, ParseErrorKind::Ipv4TooManyParts, span));
            }
            part => last_is_empty = matches!(part, Ipv4Part::Empty),
        }
        count += 1;
    }
    // "If the last item in parts is the empty string, then: IPv4-empty-part validation error;
    // if parts's size is greater than 1, then remove the last item from parts."
    if last_is_empty {
        report.report(DiagnosticKind::Ipv4EmptyPart, span.clone());
        if count > 1 {
            count -= 1;
        }
    }
    // "If parts's size is less than 4, IPv4-too-few-parts validation error."
    if count < 4 {
        report.report(DiagnosticKind::Ipv4TooFewParts, span.clone());
    }
    // "If parts's size is greater than 4, IPv4-too-many-parts validation error, return
    // failure."
    if count > 4 {
        return Err(fail(report, ParseErrorKind::Ipv4TooManyParts, span));
    }
    let mut numbers = [0u64; 4];
    for (slot, part) in numbers.iter_mut().zip(ast::ipv4_parts(&tree).take(count)) {
        let part = part.map_err(unexpected)?;
        // "If result is failure, IPv4-non-numeric-part validation error, return failure."
        *slot = ipv4_number(&part, input).map_err(|e| fail(report, e, span))?;
        // "If result[1] is true, IPv4-non-decimal-part validation error."
        if matches!(part, Ipv4Part::Hex(_) | Ipv4Part::Octal(_)) {
            report.report(DiagnosticKind::Ipv4NonDecimalPart, span.clone());
        }
    }
    let numbers = &numbers[..count];
    // "If any item in numbers is greater than 255, IPv4-out-of-range-part validation error."
    // (The failures below come with no further validation error.)
    if numbers.iter().any(|&n| n > 255) {
        report.report(DiagnosticKind::Ipv4OutOfRangePart, span.clone());
    }
    let (last, init) = numbers
        .split_last()
        .ok_or(ParseErrorKind::Ipv4NonNumericPart)?;
    // "If any but the last item in numbers is greater than 255, then return failure."
    if init.iter().any(|&n| n > 255) {
        return Err(ParseErrorKind::Ipv4OutOfRangePart);
    }
    // "If the last item in numbers is greater than or equal to 256^(5 − numbers's size), then
    // return failure."
    if *last >= 256u64.pow(5 - numbers.len() as u32) {
        return Err(ParseErrorKind::Ipv4OutOfRangePart);
    }
    // "Let ipv4 be the last item in numbers ... increment ipv4 by n × 256^(3 − counter)."
    let mut ipv4 = *last;
    for (counter, n) in init.iter().enumerate() {
        ipv4 += n * 256u64.pow(3 - counter as u32);
    }
    u32::try_from(ipv4).map_err(|_| ParseErrorKind::Ipv4OutOfRangePart)
}

/// "The IPv6 parser", one step of the `ipv6_address` production at a time. The failure's
/// validation error is the caller's to signal; IPv6-piece-leading-zero is signalled here,
/// about the whole host.
fn ipv6<R: Report>(
    input: &str,
    report: &mut R,
    span: &Range<usize>,
) -> Result<[u16; 8], ParseErrorKind> {
    let tree = syntax::parse(Entry::Ipv6Host, input).map_err(internal)?;
    let mut address = [0u16; 8];
    let mut piece_index = 0usize;
    let mut compress: Option<usize> = None;
    let mut items = ast::ipv6_items(&tree).peekable();
    while let Some(item) = items.next() {
        let item = item.map_err(unexpected)?;
        match item {
            // "If c is U+003A (:), then: ... Increase pointer by 2. Increase pieceIndex by 1
            // and then set compress to pieceIndex."
            Ipv6Item::LeadingCompression => {
                piece_index += 1;
                compress = Some(piece_index);
                continue;
            }
            // "If remaining does not start with U+003A (:), IPv6-invalid-compression
            // validation error, return failure."
            Ipv6Item::InvalidCompression => return Err(ParseErrorKind::Ipv6InvalidCompression),
            // After a piece's digits: "if c is the EOF code point" after ":", or "if c is not
            // the EOF code point": IPv6-invalid-code-point.
            Ipv6Item::InvalidAfterPiece => return Err(ParseErrorKind::Ipv6InvalidCodePoint),
            _ => {}
        }
        // Every other item starts a turn of the main loop, whose first step is "If pieceIndex
        // is 8, IPv6-too-many-pieces validation error, return failure."
        if piece_index == 8 {
            return Err(ParseErrorKind::Ipv6TooManyPieces);
        }
        match item {
            // "If c is U+003A (:), then: if compress is non-null, IPv6-multiple-compression
            // validation error, return failure. Increase pointer and pieceIndex by 1, set
            // compress to pieceIndex, and then continue."
            Ipv6Item::Compression => {
                if compress.is_some() {
                    return Err(ParseErrorKind::Ipv6MultipleCompression);
                }
                piece_index += 1;
                compress = Some(piece_index);
            }
            Ipv6Item::Piece(piece) => {
                // The piece ends well only when ":" with more to come, or the end, follows.
                if matches!(items.peek(), Some(Ok(Ipv6Item::InvalidAfterPiece))) {
                    return Err(ParseErrorKind::Ipv6InvalidCodePoint);
                }
                let digits = piece.text(input);
                let value = digits.bytes().fold(0u16, |v, b| {
                    v.wrapping_mul(0x10)
                        .wrapping_add(char::from(b).to_digit(16).unwrap_or(0) as u16)
                });
                // "If length is greater than 1 and value is less than 0x10^(length − 1),
                // IPv6-piece-leading-zero validation error."
                if digits.len() > 1 && digits.starts_with('0') {
                    report.report(DiagnosticKind::Ipv6PieceLeadingZero, span.clone());
                }
                address[piece_index] = value;
                piece_index += 1;
            }
            Ipv6Item::Ipv4(tail) => {
                // "If pieceIndex is greater than 6, IPv4-in-IPv6-too-many-pieces".
                if piece_index > 6 {
                    return Err(ParseErrorKind::Ipv4InIpv6TooManyPieces);
                }
                ipv4_in_ipv6(tail, input, &mut address, &mut piece_index)?;
            }
            // "If c is U+002E (.), then: If length is 0, IPv4-in-IPv6-invalid-code-point".
            Ipv6Item::EmptyIpv4Part => return Err(ParseErrorKind::Ipv4InIpv6InvalidCodePoint),
            Ipv6Item::InvalidCodePoint => return Err(ParseErrorKind::Ipv6InvalidCodePoint),
            Ipv6Item::LeadingCompression
            | Ipv6Item::InvalidCompression
            | Ipv6Item::InvalidAfterPiece => {
                return Err(ParseErrorKind::Internal("an IPv6 step out of place"))
            }
        }
    }
    // "If compress is non-null, then: let swaps be pieceIndex − compress ..."
    if let Some(compress) = compress {
        let mut swaps = piece_index - compress;
        let mut index = 7;
        while index != 0 && swaps > 0 {
            address.swap(index, compress + swaps - 1);
            index -= 1;
            swaps -= 1;
        }
    } else if piece_index != 8 {
        return Err(ParseErrorKind::Ipv6TooFewPieces);
    }
    Ok(address)
}

/// The IPv4-in-IPv6 steps of the IPv6 parser, over the parts of the `ipv4_in_ipv6`
/// production: the grammar has read the dots (and stops after four parts); the digits of each
/// part are the arithmetic here.
fn ipv4_in_ipv6(
    parts: Ipv4InIpv6<'_>,
    input: &str,
    address: &mut [u16; 8],
    piece_index: &mut usize,
) -> Result<(), ParseErrorKind> {
    let mut numbers_seen = 0;
    for part in parts {
        let digits = match part.map_err(unexpected)? {
            Ipv4InIpv6Part::Part(digits) => digits,
            // "If c is not an ASCII digit, IPv4-in-IPv6-invalid-code-point validation error,
            // return failure." (also "Otherwise" after a fourth part)
            Ipv4InIpv6Part::Invalid => return Err(ParseErrorKind::Ipv4InIpv6InvalidCodePoint),
        };
        let mut ipv4_piece: Option<u16> = None;
        for c in digits.text(input).bytes() {
            let number = u16::from(c.wrapping_sub(b'0'));
            ipv4_piece = match ipv4_piece {
                None => Some(number),
                // "Otherwise, if ipv4Piece is 0, IPv4-in-IPv6-invalid-code-point validation
                // error, return failure."
                Some(0) => return Err(ParseErrorKind::Ipv4InIpv6InvalidCodePoint),
                Some(p) => Some(p * 10 + number),
            };
            // "If ipv4Piece is greater than 255, IPv4-in-IPv6-out-of-range-part validation
            // error, return failure."
            if ipv4_piece.is_some_and(|p| p > 255) {
                return Err(ParseErrorKind::Ipv4InIpv6OutOfRangePart);
            }
        }
        let piece = ipv4_piece.unwrap_or(0);
        let slot = address
            .get_mut(*piece_index)
            .ok_or(ParseErrorKind::Ipv4InIpv6TooManyPieces)?;
        *slot = *slot * 0x100 + piece;
        numbers_seen += 1;
        if numbers_seen == 2 || numbers_seen == 4 {
            *piece_index += 1;
        }
    }
    // "If numbersSeen is not 4, IPv4-in-IPv6-too-few-parts validation error, return failure."
    if numbers_seen != 4 {
        return Err(ParseErrorKind::Ipv4InIpv6TooFewParts);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::Ignore;

    #[test]
    fn ipv4_parser_spec_examples() {
        // "Host parsing" examples and the IPv4 number parser's radixes.
        assert_eq!(ipv4("127.0.0.1", &mut Ignore, &(0..0)), Ok(0x7F00_0001));
        assert_eq!(ipv4("0x7F.1", &mut Ignore, &(0..0)), Ok(0x7F00_0001));
        assert_eq!(ipv4("0177.0.0.1", &mut Ignore, &(0..0)), Ok(0x7F00_0001));
        assert_eq!(ipv4("2130706433", &mut Ignore, &(0..0)), Ok(0x7F00_0001));
        assert_eq!(ipv4("1.2.3.4.", &mut Ignore, &(0..0)), Ok(0x0102_0304));
        assert_eq!(ipv4("0x", &mut Ignore, &(0..0)), Ok(0));
        assert_eq!(
            ipv4("1.2.3.4.5", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4TooManyParts)
        );
        assert_eq!(
            ipv4("1.2.3.09", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4NonNumericPart)
        );
        assert_eq!(
            ipv4("1..2", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4NonNumericPart)
        );
        assert_eq!(
            ipv4("256.1", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4OutOfRangePart)
        );
        assert_eq!(
            ipv4("1.16777216", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4OutOfRangePart)
        );
        assert_eq!(
            ipv4("4294967296", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4OutOfRangePart)
        );
        assert_eq!(
            ipv4("99999999999999999999999", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4OutOfRangePart)
        );
    }

    #[test]
    fn ipv6_parser_spec_examples() {
        assert_eq!(
            ipv6("::1", &mut Ignore, &(0..0)),
            Ok([0, 0, 0, 0, 0, 0, 0, 1])
        );
        assert_eq!(
            ipv6("1::", &mut Ignore, &(0..0)),
            Ok([1, 0, 0, 0, 0, 0, 0, 0])
        );
        assert_eq!(ipv6("::", &mut Ignore, &(0..0)), Ok([0; 8]));
        assert_eq!(
            ipv6("1:2:3:4:5:6:7::", &mut Ignore, &(0..0)),
            Ok([1, 2, 3, 4, 5, 6, 7, 0])
        );
        assert_eq!(
            ipv6("2001:db8::1:0:0:1", &mut Ignore, &(0..0)),
            Ok([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1])
        );
        assert_eq!(
            ipv6("::ffff:192.168.0.1", &mut Ignore, &(0..0)),
            Ok([0, 0, 0, 0, 0, 0xffff, 0xc0a8, 1])
        );
        assert_eq!(
            ipv6(":1", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6InvalidCompression)
        );
        assert_eq!(
            ipv6("1:::2", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6MultipleCompression)
        );
        assert_eq!(
            ipv6("1::2::3", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6MultipleCompression)
        );
        assert_eq!(
            ipv6("1:2:3:4:5:6:7:8:9", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6TooManyPieces)
        );
        // "If pieceIndex is 8" comes before looking at c where a piece would start...
        assert_eq!(
            ipv6("1:2:3:4:5:6:7:8:12345", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6TooManyPieces)
        );
        assert_eq!(
            ipv6("1:2:3:4:5:6:7:8:", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6InvalidCodePoint)
        );
        assert_eq!(
            ipv6("1:2:3:4:5:6:7::X", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6TooManyPieces)
        );
        assert_eq!(
            ipv6("1:2:3:4:5:6:7:8:x", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6TooManyPieces)
        );
        // ...but right after a piece's digits, c is checked first.
        assert_eq!(
            ipv6("1:2:3:4:5:6:7:8x", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6InvalidCodePoint)
        );
        assert_eq!(
            ipv6("1:2:3:4:5:6::7:8", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6TooManyPieces)
        );
        assert_eq!(
            ipv6("1:2:3", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6TooFewPieces)
        );
        assert_eq!(
            ipv6("", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6TooFewPieces)
        );
        assert_eq!(
            ipv6("1:", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6InvalidCodePoint)
        );
        assert_eq!(
            ipv6("12345::", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6InvalidCodePoint)
        );
        assert_eq!(
            ipv6("g::", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv6InvalidCodePoint)
        );
        assert_eq!(
            ipv6("::.1", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4InIpv6InvalidCodePoint)
        );
        assert_eq!(
            ipv6("::1.2.3", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4InIpv6TooFewParts)
        );
        assert_eq!(
            ipv6("::1.2.3.256", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4InIpv6OutOfRangePart)
        );
        assert_eq!(
            ipv6("::1.2.3.04", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4InIpv6InvalidCodePoint)
        );
        assert_eq!(
            ipv6("1:2:3:4:5:6:7:1.2.3.4", &mut Ignore, &(0..0)),
            Err(ParseErrorKind::Ipv4InIpv6TooManyPieces)
        );
    }

    /// The host parser on `buffer` as the file host setter's grammar reads it.
    fn parse_host(
        buffer: &str,
        is_opaque: bool,
        report: &mut Ignore,
        span: Range<usize>,
    ) -> Result<Host<'static>, ParseErrorKind> {
        let tree = syntax::parse(Entry::FileHostStateOverride, buffer).map_err(internal)?;
        let host = ast::file_host_override(&tree).map_err(unexpected)?;
        super::parse_host(&host, buffer, is_opaque, report, span).map(Host::into_owned)
    }

    #[test]
    fn host_parser_dispatch() {
        assert_eq!(
            parse_host("[::1", false, &mut Ignore, 0..0),
            Err(ParseErrorKind::Ipv6Unclosed)
        );
        assert_eq!(
            parse_host("EXAMPLE.com", false, &mut Ignore, 0..0),
            Ok(Host::Domain("example.com".into()))
        );
        assert_eq!(
            parse_host("%41.com", false, &mut Ignore, 0..0),
            Ok(Host::Domain("a.com".into()))
        );
        assert_eq!(
            parse_host("0x7f.1", false, &mut Ignore, 0..0),
            Ok(Host::Ipv4(0x7F00_0001))
        );
        assert_eq!(
            parse_host("a b", true, &mut Ignore, 0..0),
            Err(ParseErrorKind::HostInvalidCodePoint)
        );
        assert_eq!(
            parse_host("%zz\u{E9}", true, &mut Ignore, 0..0),
            Ok(Host::Opaque("%zz%C3%A9".into()))
        );
        // The empty string is the empty host, never an empty opaque host.
        assert_eq!(parse_host("", true, &mut Ignore, 0..0), Ok(Host::Empty));
        assert_eq!(
            parse_host("\u{FF10}x\u{FF17}f.1", false, &mut Ignore, 0..0),
            Ok(Host::Ipv4(0x7F00_0001))
        );
    }
}
