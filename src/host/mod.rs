//! The shared steps of host parsing, under both engines ("Host miscellaneous", "IDNA" and
//! "Host parsing" sections): the forbidden code points, the domain parser around UTS 46 (the
//! `idna` crate), and the "ends in a number" checker. The host parser itself is
//! engine-specific: the grammar engine's host actions (`src/semantics/host_actions.rs`) read
//! addresses from grammar rules, the prose engine's host parser (`src/prose/host_parser.rs`)
//! transcribes the spec's. The host a URL record holds is [`crate::record::Host`].

use crate::code_points::FORBIDDEN_DOMAIN_BYTE;
pub use crate::code_points::{is_forbidden_domain_code_point, is_forbidden_host_code_point};
use crate::error::{ParseError, ParseErrorKind};
use alloc::borrow::Cow;
use alloc::string::String;
use idna::uts46::{
    verify_dns_length, AsciiDenyList, ErrorPolicy, Hyphens, ProcessingSuccess, Uts46,
};

/// What the domain parser's first pass asks of each byte of its input, as bits of
/// [`DOMAIN_BYTE_FACTS`]: whether it is not ASCII, an ASCII upper alpha, or a forbidden domain
/// code point.
const NON_ASCII: u8 = 1;
const UPPERCASE: u8 = 2;
pub(crate) const FORBIDDEN: u8 = 4;

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
/// processing, IgnoreInvalidPunycode false. The result is appended to `out`; `false` when it
/// is a failure value (and `out` is as it was).
fn domain_parser_to_ascii(out: &mut String, domain: &str, be_strict: bool) -> bool {
    let (deny, hyphens) = if be_strict {
        (AsciiDenyList::STD3, Hyphens::Check)
    } else {
        (AsciiDenyList::EMPTY, Hyphens::Allow)
    };
    let start = out.len();
    let processed = Uts46::new().process(
        domain.as_bytes(),
        deny,
        hyphens,
        ErrorPolicy::FailFast,
        |_, _, _| false,
        &mut *out,
        None,
    );
    match processed {
        Ok(ProcessingSuccess::WroteToSink) => {}
        Ok(ProcessingSuccess::Passthrough) => out.push_str(domain),
        Err(_) => {
            out.truncate(start);
            return false;
        }
    }
    // VerifyDnsLength (beStrict), the root label's dot not allowed.
    if be_strict && !verify_dns_length(out.get(start..).unwrap_or(""), false) {
        out.truncate(start);
        return false;
    }
    true
}

/// The domain parser ("IDNA" section) with beStrict false, as the host parser runs it.
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
    let mut out = crate::spare_strings::string(domain.len());
    match domain_parser_into(&mut out, domain, report_strict) {
        Ok(strict_failed) => Ok(ParsedDomain {
            domain: if out == domain {
                crate::spare_strings::recycle(out);
                Cow::Borrowed(domain)
            } else {
                Cow::Owned(out)
            },
            strict_failed,
        }),
        Err(e) => {
            crate::spare_strings::recycle(out);
            Err(e)
        }
    }
}

/// [`domain_parser`], appending the ASCII domain to `out`: whether the strict run failed (the
/// domain-to-ASCII validation error, when `report_strict` asks for it). On failure `out` is
/// as it was.
pub(crate) fn domain_parser_into(
    out: &mut String,
    domain: &str,
    report_strict: bool,
) -> Result<bool, ParseErrorKind> {
    domain_parser_with(out, domain, domain_facts(domain), report_strict)
}

/// What the domain parser asks of each byte of `domain`, for all of them at once: whether one
/// is not ASCII, an ASCII upper alpha, or a forbidden domain code point ([`FORBIDDEN`] holds
/// "%" too, which the host parser looks for first).
#[inline]
pub(crate) fn domain_facts(domain: &str) -> u8 {
    domain
        .bytes()
        .fold(0, |facts, b| facts | DOMAIN_BYTE_FACTS[usize::from(b)])
}

/// [`domain_parser_into`] given the [`domain_facts`] of `domain`.
pub(crate) fn domain_parser_with(
    out: &mut String,
    domain: &str,
    facts: u8,
    report_strict: bool,
) -> Result<bool, ParseErrorKind> {
    // 1-2. The strict run only signals a validation error.
    let strict_failed = report_strict && {
        let mut strict = crate::spare_strings::string(domain.len());
        let ok = domain_parser_to_ascii(&mut strict, domain, true);
        crate::spare_strings::recycle(strict);
        !ok
    };
    // 4. "If domain is an ASCII string, then set result to domain, lowercased." One pass
    // over the bytes (the facts) answers "ASCII?", "any uppercase?" and "any forbidden
    // domain code point?" (step 7) for the common case.
    let start = out.len();
    if facts & NON_ASCII == 0 {
        if domain.is_empty() {
            return Err(ParseErrorKind::DomainToAscii);
        }
        if facts & FORBIDDEN != 0 {
            return Err(ParseErrorKind::DomainInvalidCodePoint);
        }
        out.push_str(domain);
        if facts & UPPERCASE != 0 {
            if let Some(written) = out.get_mut(start..) {
                written.make_ascii_lowercase();
            }
        }
        return Ok(strict_failed);
    }
    // "Otherwise: set result to the result of running domain parser ToASCII with domain
    // and false. If result is a failure value, then return failure."
    if !domain_parser_to_ascii(out, domain, false) {
        return Err(ParseErrorKind::DomainToAscii);
    }
    // 6. "If result is the empty string, then return failure."
    // 7. "If result contains a forbidden domain code point, then return failure." (The
    // result is ASCII, so a byte table decides.)
    let result = out.get(start..).unwrap_or("");
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
    match failure {
        Some(failure) => {
            out.truncate(start);
            Err(failure)
        }
        None => Ok(strict_failed),
    }
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
    // A number's last code point is a digit, or a hex digit or the "x" of "0x": a domain's
    // last letter of most other kinds answers at once.
    if !trimmed
        .last()
        .is_some_and(|&b| b.is_ascii_hexdigit() || b | 0x20 == b'x')
    {
        return false;
    }
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
