//! The spec's "IPv4 parser" and "IPv4 number parser" ("Host parsing" section).

use super::report::fail;
use crate::diagnostic::{DiagnosticKind, Report};
use crate::error::ParseErrorKind;
use alloc::vec::Vec;
use core::ops::Range;

/// "The IPv4 parser takes an ASCII string input and then runs these steps. They return failure
/// or an IPv4 address."
pub(super) fn ipv4_parser<R: Report + ?Sized>(
    input: &str,
    report: &mut R,
    span: &Range<usize>,
) -> Result<u32, ParseErrorKind> {
    // 1. "Let parts be the result of strictly splitting input on U+002E (.)." The list is
    // `input.split('.')`, read again where a step reads it rather than stored: steps 2 to 4
    // only ask for its size and its last item, and a host of a million parts would otherwise
    // hold a list of a million items before step 4 fails it.
    let parts = || input.split('.');
    let mut size = parts().count();
    // 2. "If the last item in parts is the empty string, then:"
    if parts().next_back().is_some_and(str::is_empty) {
        // 2.1. "IPv4-empty-part validation error."
        report.report(DiagnosticKind::Ipv4EmptyPart, span.clone());
        // 2.2. "If parts's size is greater than 1, then remove the last item from parts."
        if size > 1 {
            size -= 1;
        }
    }
    // 3. "If parts's size is less than 4, IPv4-too-few-parts validation error."
    if size < 4 {
        report.report(DiagnosticKind::Ipv4TooFewParts, span.clone());
    }
    // 4. "If parts's size is greater than 4, IPv4-too-many-parts validation error, return
    // failure."
    if size > 4 {
        return Err(fail(report, ParseErrorKind::Ipv4TooManyParts, span));
    }
    // 5. "Let numbers be an empty list."
    let mut numbers: Vec<u64> = Vec::with_capacity(4);
    // 6. "For each part of parts:"
    for part in parts().take(size) {
        // 6.1. "Let result be the result of parsing part."
        // 6.2. "If result is failure, IPv4-non-numeric-part validation error, return failure."
        let Some((number, non_decimal)) = ipv4_number_parser(part) else {
            return Err(fail(report, ParseErrorKind::Ipv4NonNumericPart, span));
        };
        // 6.3. "If result[1] is true, IPv4-non-decimal-part validation error."
        if non_decimal {
            report.report(DiagnosticKind::Ipv4NonDecimalPart, span.clone());
        }
        // 6.4. "Append result[0] to numbers."
        numbers.push(number);
    }
    // 7. "If any item in numbers is greater than 255, IPv4-out-of-range-part validation error."
    if numbers.iter().any(|&n| n > 255) {
        report.report(DiagnosticKind::Ipv4OutOfRangePart, span.clone());
    }
    // 8. "If any but the last item in numbers is greater than 255, then return failure."
    // (The failure follows the IPv4-out-of-range-part validation error of step 7.)
    let Some((&last, but_last)) = numbers.split_last() else {
        // parts is never empty ("strictly splitting" yields at least one item), so neither is
        // numbers.
        return Err(ParseErrorKind::Ipv4NonNumericPart);
    };
    if but_last.iter().any(|&n| n > 255) {
        return Err(ParseErrorKind::Ipv4OutOfRangePart);
    }
    // 9. "If the last item in numbers is greater than or equal to 256^(5 − numbers's size),
    // then return failure." (numbers's size is 1 to 4, so the exponent is 1 to 4.)
    let exponent = u32::try_from(5 - numbers.len()).unwrap_or(4);
    if last >= 256u64.pow(exponent) {
        return Err(ParseErrorKind::Ipv4OutOfRangePart);
    }
    // 10. "Let ipv4 be the last item in numbers."
    let mut ipv4: u64 = last;
    // 11. "Remove the last item from numbers."  12. "Let counter be 0."
    // 13. "For each n of numbers: increment ipv4 by n × 256^(3 − counter); increment counter
    // by 1."
    for (counter, &n) in (0u32..).zip(but_last) {
        ipv4 += n * 256u64.pow(3 - counter);
    }
    // 14. "Return ipv4." Steps 8 and 9 keep it below 2^32.
    u32::try_from(ipv4).map_err(|_| ParseErrorKind::Ipv4OutOfRangePart)
}

/// "The IPv4 number parser takes an ASCII string input and then runs these steps. They return
/// failure or a tuple of a number and a boolean."
///
/// The number is the mathematical value, saturated at `u64::MAX`: every value of 2^32 or more
/// is out of range for the IPv4 parser in the same way, so saturating does not change results.
pub(super) fn ipv4_number_parser(input: &str) -> Option<(u64, bool)> {
    // 1. "If input is the empty string, then return failure."
    if input.is_empty() {
        return None;
    }
    let mut input = input;
    // 2. "Let validationError be false."
    let mut validation_error = false;
    // 3. "Let R be 10."
    let mut radix: u32 = 10;
    // 4. "If input contains at least two code points and the first two code points are either
    // "0X" or "0x", then: set validationError to true; remove the first two code points from
    // input; set R to 16."
    if let Some(rest) = input
        .strip_prefix("0x")
        .or_else(|| input.strip_prefix("0X"))
    {
        validation_error = true;
        input = rest;
        radix = 16;
    }
    // 5. "Otherwise, if input contains at least two code points and the first code point is
    // U+0030 (0), then: set validationError to true; remove the first code point from input;
    // set R to 8."
    else if input.chars().count() >= 2 && input.starts_with('0') {
        validation_error = true;
        input = input.get(1..).unwrap_or("");
        radix = 8;
    }
    // 6. "If input is the empty string, then return (0, true)."
    if input.is_empty() {
        return Some((0, true));
    }
    // 7. "If input contains a code point that is not a radix-R digit, then return failure."
    // 8. "Let output be the mathematical integer value that is represented by input in
    // radix-R notation, using ASCII hex digits for digits with values 0 through 15."
    let mut output: u64 = 0;
    for c in input.chars() {
        let digit = c.to_digit(radix)?;
        output = output
            .saturating_mul(u64::from(radix))
            .saturating_add(u64::from(digit));
    }
    // 9. "Return (output, validationError)."
    Some((output, validation_error))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v4(input: &str) -> Result<u32, ParseErrorKind> {
        ipv4_parser(input, &mut crate::diagnostic::Ignore, &(0..0))
    }

    #[test]
    fn ipv4_number_parser_radixes() {
        assert_eq!(ipv4_number_parser(""), None);
        assert_eq!(ipv4_number_parser("0"), Some((0, false)));
        assert_eq!(ipv4_number_parser("255"), Some((255, false)));
        assert_eq!(ipv4_number_parser("0x"), Some((0, true)));
        assert_eq!(ipv4_number_parser("0XfF"), Some((255, true)));
        assert_eq!(ipv4_number_parser("010"), Some((8, true)));
        assert_eq!(ipv4_number_parser("09"), None);
        assert_eq!(ipv4_number_parser("0x1g"), None);
        assert_eq!(ipv4_number_parser("1a"), None);
        assert_eq!(
            ipv4_number_parser("99999999999999999999999999"),
            Some((u64::MAX, false))
        );
    }

    #[test]
    fn ipv4_parser_spec_host_examples() {
        // "Host parsing" examples: "0" and "0x" are 0.0.0.0, "0xffffffff" is
        // 255.255.255.255, "09" is failure.
        assert_eq!(v4("0"), Ok(0));
        assert_eq!(v4("0x"), Ok(0));
        assert_eq!(v4("0xffffffff"), Ok(0xFFFF_FFFF));
        assert_eq!(v4("09"), Err(ParseErrorKind::Ipv4NonNumericPart));
    }

    #[test]
    fn ipv4_parser_validation_error_table_examples() {
        let mut errors: Vec<DiagnosticKind> = Vec::new();
        // IPv4-empty-part: "https://127.0.0.1./"
        assert_eq!(
            ipv4_parser("127.0.0.1.", &mut errors, &(0..0)),
            Ok(0x7F00_0001)
        );
        assert_eq!(errors, [DiagnosticKind::Ipv4EmptyPart]);
        // IPv4-too-few-parts: "https://1.2.3/"
        errors.clear();
        assert_eq!(ipv4_parser("1.2.3", &mut errors, &(0..0)), Ok(0x0102_0003));
        assert_eq!(errors, [DiagnosticKind::Ipv4TooFewParts]);
        // IPv4-too-many-parts: "https://1.2.3.4.5"
        assert_eq!(v4("1.2.3.4.5"), Err(ParseErrorKind::Ipv4TooManyParts));
        // IPv4-non-numeric-part: "https://test.42" (test is not a number)
        assert_eq!(v4("test.42"), Err(ParseErrorKind::Ipv4NonNumericPart));
        // IPv4-non-decimal-part: "https://127.0.0x0.1"
        errors.clear();
        assert_eq!(
            ipv4_parser("127.0.0x0.1", &mut errors, &(0..0)),
            Ok(0x7F00_0001)
        );
        assert_eq!(errors, [DiagnosticKind::Ipv4NonDecimalPart]);
        // IPv4-out-of-range-part: "https://255.255.4000.1"
        errors.clear();
        assert_eq!(
            ipv4_parser("255.255.4000.1", &mut errors, &(0..0)),
            Err(ParseErrorKind::Ipv4OutOfRangePart)
        );
        assert_eq!(errors, [DiagnosticKind::Ipv4OutOfRangePart]);
    }

    #[test]
    fn ipv4_parser_last_part_fills_the_remaining_bytes() {
        for (input, expected) in [
            ("127.1", Ok(0x7F00_0001)),
            ("1.65535", Ok(0x0100_FFFF)),
            ("1.65536", Ok(0x0101_0000)),
            ("1.16777216", Err(ParseErrorKind::Ipv4OutOfRangePart)),
            ("4294967295", Ok(u32::MAX)),
            ("4294967296", Err(ParseErrorKind::Ipv4OutOfRangePart)),
            ("256.0.0.1", Err(ParseErrorKind::Ipv4OutOfRangePart)),
            (
                "0x100000000000000000000",
                Err(ParseErrorKind::Ipv4OutOfRangePart),
            ),
        ] {
            assert_eq!(v4(input), expected, "{input}");
        }
    }
}
