//! Host concepts shared by both engines ("Host miscellaneous" and "IDNA" sections): the
//! forbidden code points, the domain parser around UTS 46 (the `idna` crate), and the "ends in
//! a number" checker. The IPv4 and IPv6 parsers are engine-specific: the grammar engine reads
//! addresses from grammar rules, the prose engine transcribes the spec's parsers.

use crate::code_points::FORBIDDEN_DOMAIN_BYTE;
pub use crate::code_points::{is_forbidden_domain_code_point, is_forbidden_host_code_point};
use crate::error::{ParseError, ParseErrorKind};
use alloc::borrow::Cow;
use idna::uts46::{
    verify_dns_length, AsciiDenyList, ErrorPolicy, Hyphens, ProcessingSuccess, Uts46,
};

/// What the domain parser's first pass asks of each byte of its input, as bits of
/// [`DOMAIN_BYTE_FACTS`]: whether it is not ASCII, an ASCII upper alpha, or a forbidden domain
/// code point.
const NON_ASCII: u8 = 1;
const UPPERCASE: u8 = 2;
const FORBIDDEN: u8 = 4;

/// For each byte, its [`NON_ASCII`], [`UPPERCASE`] and [`FORBIDDEN`] bits: one lookup per byte
/// answers all three.
static DOMAIN_BYTE_FACTS: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = if b >= 128 {
            NON_ASCII
        } else if FORBIDDEN_DOMAIN_BYTE[b] {
            FORBIDDEN
        } else if (b as u8).is_ascii_uppercase() {
            UPPERCASE
        } else {
            0
        };
        b += 1;
    }
    table
};

/// The outcome of the domain parser: the ASCII domain, and whether the strict ToASCII run
/// failed (the spec's domain-to-ASCII validation error, which does not by itself fail).
///
/// ```
/// let parsed = railurl::host::domain_parser("EXAMPLE.com", false)?;
/// assert_eq!(parsed.domain, "example.com");
/// assert!(!parsed.strict_failed); // not computed unless asked for
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Debug)]
pub struct ParsedDomain<'a> {
    /// The ASCII domain.
    pub domain: Cow<'a, str>,
    /// Whether "domain parser ToASCII with domain and true" failed (a validation error).
    pub strict_failed: bool,
}

/// "Domain parser ToASCII": UTS 46 ToASCII with CheckHyphens, UseSTD3ASCIIRules and
/// VerifyDnsLength set to `be_strict`, CheckBidi and CheckJoiners true, nontransitional
/// processing, IgnoreInvalidPunycode false.
///
/// UTS 46 writes a result that differs from `domain` into a spare string (src/scratch.rs).
fn domain_parser_to_ascii(domain: &str, be_strict: bool) -> Option<Cow<'_, str>> {
    let (deny, hyphens) = if be_strict {
        (AsciiDenyList::STD3, Hyphens::Check)
    } else {
        (AsciiDenyList::EMPTY, Hyphens::Allow)
    };
    // Punycode of a label is at most about twice its UTF-8 length, plus "xn--".
    let mut sink = crate::scratch::string(2 * domain.len() + 8);
    let processed = Uts46::new().process(
        domain.as_bytes(),
        deny,
        hyphens,
        ErrorPolicy::FailFast,
        |_, _, _| false,
        &mut sink,
        None,
    );
    let result = match processed {
        Ok(ProcessingSuccess::WroteToSink) => Cow::Owned(sink),
        Ok(ProcessingSuccess::Passthrough) => {
            crate::scratch::recycle(sink);
            Cow::Borrowed(domain)
        }
        Err(_) => {
            crate::scratch::recycle(sink);
            return None;
        }
    };
    // VerifyDnsLength (beStrict), the root label's dot not allowed.
    if be_strict && !verify_dns_length(&result, false) {
        if let Cow::Owned(text) = result {
            crate::scratch::recycle(text);
        }
        return None;
    }
    Some(result)
}

/// The domain parser ("IDNA" section) with beStrict false, as the host parser runs it. A
/// failure is about the whole of `domain`.
///
/// `report_strict` asks for the strict run that only feeds the domain-to-ASCII validation
/// error; plain parsing skips it, since it cannot change the result.
///
/// ```
/// use railurl::host::domain_parser;
/// assert_eq!(domain_parser("B\u{FC}cher.example", false)?.domain, "xn--bcher-kva.example");
/// // ASCII input is lowercased whatever ToASCII thinks of it; the strict run only reports.
/// let odd = domain_parser("xn--a", true)?;
/// assert_eq!((&*odd.domain, odd.strict_failed), ("xn--a", true));
/// assert!(domain_parser("a<b", false).is_err());
/// # Ok::<(), railurl::ParseError>(())
/// ```
pub fn domain_parser(domain: &str, report_strict: bool) -> Result<ParsedDomain<'_>, ParseError> {
    run_domain_parser(domain, report_strict).map_err(|kind| ParseError::new(kind, 0..domain.len()))
}

/// [`domain_parser`], failing with the kind of failure alone: what the host parsers run.
pub(crate) fn run_domain_parser(
    domain: &str,
    report_strict: bool,
) -> Result<ParsedDomain<'_>, ParseErrorKind> {
    // 1-2. The strict run only signals a validation error.
    let strict_failed = report_strict
        && match domain_parser_to_ascii(domain, true) {
            Some(Cow::Owned(text)) => {
                crate::scratch::recycle(text);
                false
            }
            Some(Cow::Borrowed(_)) => false,
            None => true,
        };
    // 4. "If domain is an ASCII string, then set result to domain, lowercased." One pass
    // over the bytes answers "ASCII?", "any uppercase?" and "any forbidden domain code point?"
    // (step 7) for the common case.
    let facts = domain
        .bytes()
        .fold(0, |facts, b| facts | DOMAIN_BYTE_FACTS[usize::from(b)]);
    let (ascii, upper, forbidden) = (
        facts & NON_ASCII == 0,
        facts & UPPERCASE != 0,
        facts & FORBIDDEN != 0,
    );
    let result: Cow<'_, str> = if ascii {
        if domain.is_empty() {
            return Err(ParseErrorKind::DomainToAscii);
        }
        if forbidden {
            return Err(ParseErrorKind::DomainInvalidCodePoint);
        }
        return Ok(ParsedDomain {
            domain: if upper {
                let mut lowercase = crate::scratch::string(domain.len());
                lowercase.push_str(domain);
                lowercase.make_ascii_lowercase();
                Cow::Owned(lowercase)
            } else {
                Cow::Borrowed(domain)
            },
            strict_failed,
        });
    } else {
        // "Otherwise: set result to the result of running domain parser ToASCII with domain
        // and false. If result is a failure value, then return failure."
        domain_parser_to_ascii(domain, false).ok_or(ParseErrorKind::DomainToAscii)?
    };
    // 6. "If result is the empty string, then return failure."
    // 7. "If result contains a forbidden domain code point, then return failure." (The
    // result is ASCII, so a byte table decides.)
    let failure = if result.is_empty() {
        Some(ParseErrorKind::DomainToAscii)
    } else if result.bytes().any(|b| {
        FORBIDDEN_DOMAIN_BYTE
            .get(usize::from(b))
            .copied()
            .unwrap_or(true)
    }) {
        Some(ParseErrorKind::DomainInvalidCodePoint)
    } else {
        None
    };
    if let Some(failure) = failure {
        if let Cow::Owned(text) = result {
            crate::scratch::recycle(text);
        }
        return Err(failure);
    }
    Ok(ParsedDomain {
        domain: result,
        strict_failed,
    })
}

/// "The ends in a number checker": whether the last label (ignoring one trailing empty label)
/// is all ASCII digits, or `0x`/`0X` followed by zero or more hex digits.
///
/// ```
/// use railurl::host::ends_in_a_number;
/// assert!(ends_in_a_number("example.1") && ends_in_a_number("1.2.3.0x"));
/// assert!(!ends_in_a_number("1.example"));
/// ```
pub fn ends_in_a_number(input: &str) -> bool {
    let bytes = input.as_bytes();
    let trimmed = bytes.strip_suffix(b".").unwrap_or(bytes);
    let last = match trimmed.iter().rposition(|&b| b == b'.') {
        Some(dot) => &trimmed[dot + 1..],
        None => trimmed,
    };
    if !last.is_empty() && last.iter().all(u8::is_ascii_digit) {
        return true;
    }
    let b = last;
    b.len() >= 2
        && b[0] == b'0'
        && (b[1] | 0x20) == b'x'
        && b[2..].iter().all(u8::is_ascii_hexdigit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ends_in_a_number_spec_cases() {
        for yes in ["1", "09", "example.1", "example.1.", "0x", "0X1f", "a.0xAb"] {
            assert!(ends_in_a_number(yes), "{yes}");
        }
        for no in ["example", "1.example", "0x1g", "example..", "a.b"] {
            assert!(!ends_in_a_number(no), "{no}");
        }
    }

    #[test]
    fn domain_parser_lowercases_ascii_and_maps_unicode() {
        assert_eq!(
            domain_parser("EXAMPLE.com", false).unwrap().domain,
            "example.com"
        );
        // "☕.example becomes xn--53h.example and not failure."
        assert_eq!(
            domain_parser("\u{2615}.example", false).unwrap().domain,
            "xn--53h.example"
        );
        // ASCII input is lowercased regardless of the ToASCII outcome ("IDNA" section note).
        let d = domain_parser("xn--a", true).unwrap();
        assert_eq!(d.domain, "xn--a");
        assert!(d.strict_failed);
        assert_eq!(
            domain_parser("a%b", false).unwrap_err(),
            ParseErrorKind::DomainInvalidCodePoint
        );
        assert_eq!(
            domain_parser("\u{AD}", false).unwrap_err(),
            ParseErrorKind::DomainToAscii
        );
        assert_eq!(
            domain_parser("xn--a.\u{DF}", false).unwrap_err(),
            ParseErrorKind::DomainToAscii
        );
    }
}
