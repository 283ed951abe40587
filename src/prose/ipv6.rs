//! The spec's "IPv6 parser" ("Host parsing" section).

use super::pointer::Pointer;
use super::report::fail;
use crate::diagnostic::{DiagnosticKind, Report};
use crate::error::ParseErrorKind;
use core::ops::Range;

/// "The IPv6 parser takes a scalar value string input and then runs these steps. They return
/// failure or an IPv6 address."
pub(super) fn ipv6_parser<R: Report + ?Sized>(
    input: &str,
    report: &mut R,
    span: &Range<usize>,
) -> Result<[u16; 8], ParseErrorKind> {
    // 1. "Let address be a new IPv6 address whose pieces are all 0."
    let mut address = [0u16; 8];
    // 2. "Let pieceIndex be 0."
    let mut piece_index: usize = 0;
    // 3. "Let compress be null."
    let mut compress: Option<usize> = None;
    // 4. "Let pointer be a pointer for input."
    let mut pointer = Pointer::new(input);

    // 5. "If c is U+003A (:), then:"
    if pointer.c() == Some(':') {
        // 5.1. "If remaining does not start with U+003A (:), IPv6-invalid-compression
        // validation error, return failure."
        if !pointer.remaining_starts_with(":") {
            return Err(fail(report, ParseErrorKind::Ipv6InvalidCompression, span));
        }
        // 5.2. "Increase pointer by 2."
        pointer.increase(2);
        // 5.3. "Increase pieceIndex by 1 and then set compress to pieceIndex."
        piece_index += 1;
        compress = Some(piece_index);
    }

    // 6. "While c is not the EOF code point:"
    while pointer.c().is_some() {
        // 6.1. "If pieceIndex is 8, IPv6-too-many-pieces validation error, return failure."
        if piece_index == 8 {
            return Err(fail(report, ParseErrorKind::Ipv6TooManyPieces, span));
        }
        // 6.2. "If c is U+003A (:), then:"
        if pointer.c() == Some(':') {
            // 6.2.1. "If compress is non-null, IPv6-multiple-compression validation error,
            // return failure."
            if compress.is_some() {
                return Err(fail(report, ParseErrorKind::Ipv6MultipleCompression, span));
            }
            // 6.2.2. "Increase pointer and pieceIndex by 1, set compress to pieceIndex, and
            // then continue."
            pointer.increase(1);
            piece_index += 1;
            compress = Some(piece_index);
            continue;
        }
        // 6.3. "Let value and length be 0."
        let mut value: u32 = 0;
        let mut length: usize = 0;
        // 6.4. "While length is less than 4 and c is an ASCII hex digit, set value to value ×
        // 0x10 + c interpreted as a hexadecimal number, and increase pointer and length by 1."
        while length < 4 {
            let Some(digit) = pointer.c().and_then(|c| c.to_digit(16)) else {
                break;
            };
            value = value * 0x10 + digit;
            pointer.increase(1);
            length += 1;
        }
        // 6.5. "If c is U+002E (.), then:"
        if pointer.c() == Some('.') {
            // 6.5.1. "If length is 0, IPv4-in-IPv6-invalid-code-point validation error,
            // return failure."
            if length == 0 {
                return Err(fail(
                    report,
                    ParseErrorKind::Ipv4InIpv6InvalidCodePoint,
                    span,
                ));
            }
            // 6.5.2. "Decrease pointer by length."
            pointer.decrease(length);
            // 6.5.3. "If pieceIndex is greater than 6, IPv4-in-IPv6-too-many-pieces
            // validation error, return failure."
            if piece_index > 6 {
                return Err(fail(report, ParseErrorKind::Ipv4InIpv6TooManyPieces, span));
            }
            // 6.5.4. "Let numbersSeen be 0."
            let mut numbers_seen = 0;
            // 6.5.5. "While c is not the EOF code point:"
            while let Some(c) = pointer.c() {
                // 6.5.5.1. "Let ipv4Piece be null."
                let mut ipv4_piece: Option<u32> = None;
                // 6.5.5.2. "If numbersSeen is greater than 0, then:"
                if numbers_seen > 0 {
                    // "If c is a U+002E (.) and numbersSeen is less than 4, then increase
                    // pointer by 1."
                    if c == '.' && numbers_seen < 4 {
                        pointer.increase(1);
                    }
                    // "Otherwise, IPv4-in-IPv6-invalid-code-point validation error, return
                    // failure."
                    else {
                        return Err(fail(
                            report,
                            ParseErrorKind::Ipv4InIpv6InvalidCodePoint,
                            span,
                        ));
                    }
                }
                // 6.5.5.3. "If c is not an ASCII digit, IPv4-in-IPv6-invalid-code-point
                // validation error, return failure."
                if !pointer.c().is_some_and(|c| c.is_ascii_digit()) {
                    return Err(fail(
                        report,
                        ParseErrorKind::Ipv4InIpv6InvalidCodePoint,
                        span,
                    ));
                }
                // 6.5.5.4. "While c is an ASCII digit:"
                while let Some(number) = pointer.c().and_then(|c| c.to_digit(10)) {
                    // "Let number be c interpreted as decimal number."
                    match ipv4_piece {
                        // "If ipv4Piece is null, then set ipv4Piece to number."
                        None => ipv4_piece = Some(number),
                        // "Otherwise, if ipv4Piece is 0, IPv4-in-IPv6-invalid-code-point
                        // validation error, return failure."
                        Some(0) => {
                            return Err(fail(
                                report,
                                ParseErrorKind::Ipv4InIpv6InvalidCodePoint,
                                span,
                            ));
                        }
                        // "Otherwise, set ipv4Piece to ipv4Piece × 10 + number."
                        Some(piece) => ipv4_piece = Some(piece * 10 + number),
                    }
                    // "If ipv4Piece is greater than 255, IPv4-in-IPv6-out-of-range-part
                    // validation error, return failure."
                    if ipv4_piece.is_some_and(|piece| piece > 255) {
                        return Err(fail(report, ParseErrorKind::Ipv4InIpv6OutOfRangePart, span));
                    }
                    // "Increase pointer by 1."
                    pointer.increase(1);
                }
                // 6.5.5.5. "Set address[pieceIndex] to address[pieceIndex] × 0x100 +
                // ipv4Piece." (pieceIndex is at most 7 here: it was at most 6 when the IPv4
                // part began and grows by one per two numbers, of which there are at most 4.)
                if let Some(piece) = address.get_mut(piece_index) {
                    let combined = u32::from(*piece) * 0x100 + ipv4_piece.unwrap_or(0);
                    *piece = u16::try_from(combined).unwrap_or(u16::MAX);
                }
                // 6.5.5.6. "Increase numbersSeen by 1."
                numbers_seen += 1;
                // 6.5.5.7. "If numbersSeen is 2 or 4, then increase pieceIndex by 1."
                if numbers_seen == 2 || numbers_seen == 4 {
                    piece_index += 1;
                }
            }
            // 6.5.6. "If numbersSeen is not 4, IPv4-in-IPv6-too-few-parts validation error,
            // return failure."
            if numbers_seen != 4 {
                return Err(fail(report, ParseErrorKind::Ipv4InIpv6TooFewParts, span));
            }
            // 6.5.7. "Break."
            break;
        }
        // 6.6. "Otherwise, if c is U+003A (:):"
        else if pointer.c() == Some(':') {
            // 6.6.1. "Increase pointer by 1."
            pointer.increase(1);
            // 6.6.2. "If c is the EOF code point, IPv6-invalid-code-point validation error,
            // return failure."
            if pointer.c().is_none() {
                return Err(fail(report, ParseErrorKind::Ipv6InvalidCodePoint, span));
            }
        }
        // 6.7. "Otherwise, if c is not the EOF code point, IPv6-invalid-code-point validation
        // error, return failure."
        else if pointer.c().is_some() {
            return Err(fail(report, ParseErrorKind::Ipv6InvalidCodePoint, span));
        }
        // 6.8. "If length is greater than 1 and value is less than 0x10^(length − 1),
        // IPv6-piece-leading-zero validation error."
        if length > 1 && value < 0x10u32.pow(u32::try_from(length - 1).unwrap_or(3)) {
            report.report(DiagnosticKind::Ipv6PieceLeadingZero, span.clone());
        }
        // 6.9. "Set address[pieceIndex] to value." (value has at most 4 hex digits, and
        // pieceIndex is below 8 by step 6.1.)
        if let Some(piece) = address.get_mut(piece_index) {
            *piece = u16::try_from(value).unwrap_or(u16::MAX);
        }
        // 6.10. "Increase pieceIndex by 1."
        piece_index += 1;
    }

    // 7. "If compress is non-null, then:"
    if let Some(compress) = compress {
        // 7.1. "Let swaps be pieceIndex − compress."
        let mut swaps = piece_index.saturating_sub(compress);
        // 7.2. "Set pieceIndex to 7."
        piece_index = 7;
        // 7.3. "While pieceIndex is not 0 and swaps is greater than 0, swap address[pieceIndex]
        // with address[compress + swaps − 1], and then decrease both pieceIndex and swaps by
        // 1."
        while piece_index != 0 && swaps > 0 {
            let other = compress + swaps - 1;
            if piece_index < address.len() && other < address.len() {
                address.swap(piece_index, other);
            }
            piece_index -= 1;
            swaps -= 1;
        }
    }
    // 8. "Otherwise, if compress is null and pieceIndex is not 8, IPv6-too-few-pieces
    // validation error, return failure."
    else if piece_index != 8 {
        return Err(fail(report, ParseErrorKind::Ipv6TooFewPieces, span));
    }
    // 9. "Return address."
    Ok(address)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::Ignore;
    use alloc::vec::Vec;

    fn v6(input: &str) -> Result<[u16; 8], ParseErrorKind> {
        ipv6_parser(input, &mut Ignore, &(0..0))
    }

    #[test]
    fn ipv6_parser_spec_host_examples() {
        // "[0:0::1]" is the IPv6 address [::1].
        assert_eq!(v6("0:0::1"), Ok([0, 0, 0, 0, 0, 0, 0, 1]));
        // "[0:0::%31]" is failure.
        assert_eq!(v6("0:0::%31"), Err(ParseErrorKind::Ipv6InvalidCodePoint));
    }

    #[test]
    fn ipv6_parser_validation_error_table_examples() {
        // IPv6-invalid-compression: "https://[:1]"
        assert_eq!(v6(":1"), Err(ParseErrorKind::Ipv6InvalidCompression));
        // IPv6-too-many-pieces: "https://[1:2:3:4:5:6:7:8:9]"
        assert_eq!(
            v6("1:2:3:4:5:6:7:8:9"),
            Err(ParseErrorKind::Ipv6TooManyPieces)
        );
        // IPv6-multiple-compression: "https://[1::1::1]"
        assert_eq!(v6("1::1::1"), Err(ParseErrorKind::Ipv6MultipleCompression));
        // IPv6-invalid-code-point: "https://[1:2:3!:4]" and "https://[1:2:3:]"
        assert_eq!(v6("1:2:3!:4"), Err(ParseErrorKind::Ipv6InvalidCodePoint));
        assert_eq!(v6("1:2:3:"), Err(ParseErrorKind::Ipv6InvalidCodePoint));
        // IPv6-too-few-pieces: "https://[1:2:3]"
        assert_eq!(v6("1:2:3"), Err(ParseErrorKind::Ipv6TooFewPieces));
        // IPv4-in-IPv6-too-many-pieces: "https://[1:1:1:1:1:1:1:127.0.0.1]"
        assert_eq!(
            v6("1:1:1:1:1:1:1:127.0.0.1"),
            Err(ParseErrorKind::Ipv4InIpv6TooManyPieces)
        );
        // IPv4-in-IPv6-invalid-code-point: "https://[ffff::.0.0.1]", "https://[ffff::127.0.xyz.1]",
        // "https://[ffff::127.0xyz]", "https://[ffff::127.00.0.1]", "https://[ffff::127.0.0.1.2]"
        for bad in [
            "ffff::.0.0.1",
            "ffff::127.0.xyz.1",
            "ffff::127.0xyz",
            "ffff::127.00.0.1",
            "ffff::127.0.0.1.2",
        ] {
            assert_eq!(
                v6(bad),
                Err(ParseErrorKind::Ipv4InIpv6InvalidCodePoint),
                "{bad}"
            );
        }
        // IPv4-in-IPv6-out-of-range-part: "https://[ffff::127.0.0.4000]"
        assert_eq!(
            v6("ffff::127.0.0.4000"),
            Err(ParseErrorKind::Ipv4InIpv6OutOfRangePart)
        );
        // IPv4-in-IPv6-too-few-parts: "https://[ffff::127.0.0]"
        assert_eq!(
            v6("ffff::127.0.0"),
            Err(ParseErrorKind::Ipv4InIpv6TooFewParts)
        );
    }

    #[test]
    fn ipv6_parser_compression_and_ipv4_part() {
        assert_eq!(v6("::"), Ok([0; 8]));
        assert_eq!(v6("1::"), Ok([1, 0, 0, 0, 0, 0, 0, 0]));
        assert_eq!(
            v6("2001:db8::1:0:0:1"),
            Ok([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1])
        );
        assert_eq!(
            v6("::ffff:127.0.0.1"),
            Ok([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1])
        );
        assert_eq!(
            v6("1:2:3:4:5:6:1.2.3.4"),
            Ok([1, 2, 3, 4, 5, 6, 0x102, 0x304])
        );
        assert_eq!(v6(""), Err(ParseErrorKind::Ipv6TooFewPieces));
        assert_eq!(v6("12345::"), Err(ParseErrorKind::Ipv6InvalidCodePoint));
        // IPv6-piece-leading-zero: "https://[::01]"
        let mut errors: Vec<DiagnosticKind> = Vec::new();
        assert_eq!(
            ipv6_parser("::01", &mut errors, &(0..0)),
            Ok([0, 0, 0, 0, 0, 0, 0, 1])
        );
        assert_eq!(errors, [DiagnosticKind::Ipv6PieceLeadingZero]);
    }
}
