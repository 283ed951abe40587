//! The failing-URL grammar (grammar/failing.pest, compiled with grammar/canonical.pest and
//! grammar/near_canonical.pest, whose rules it uses): inputs on which the URL parser, with no
//! base URL, certainly fails, and which failure. As for the two fast paths' grammars, build.rs
//! compiles it twice: to a tagged DFA written as code ([`match_failing_url`]) and with the URL
//! grammar's recognizer generator (with the near-canonical grammar's rules), the second
//! formulation the tests compare it with.

#[cfg(test)]
use super::recognizer::near_canonical::{self, NearCanonicalRule};
#[cfg(test)]
use super::recognizer::{FewTokens, Tokens};

/// The DFA generated from grammar/failing.pest's `failing_url`.
mod dfa {
    include!(concat!(env!("OUT_DIR"), "/failing_dfa.rs"));
}

/// Which of grammar/failing.pest's failures an input reaches: its visible rules, each named
/// after the failure (url.bs's validation error that returns failure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Failing {
    /// `missing_scheme_non_relative_url`: no scheme, and no base URL.
    MissingSchemeNonRelativeUrl,
    /// `host_missing`: a special URL's authority with an empty host.
    HostMissing,
    /// `domain_invalid_code_point`: an ASCII host that decodes to a forbidden domain code
    /// point.
    DomainInvalidCodePoint,
    /// `port_invalid`: a port with a code point that is not a digit.
    PortInvalid,
}

/// The failure `input` certainly reaches (with no base URL), and the span (byte offsets) of
/// the input it is about: `None` when grammar/failing.pest does not match the whole of
/// `input`, which says nothing about whether it parses.
#[inline]
pub(crate) fn match_failing_url(input: &str) -> Option<(Failing, (u32, u32))> {
    if super::grammar_replaced() {
        return None;
    }
    let m = dfa::match_failing_url(input.as_bytes())?;
    failure([
        (
            Failing::MissingSchemeNonRelativeUrl,
            m.missing_scheme_non_relative_url,
        ),
        (Failing::HostMissing, m.host_missing),
        (Failing::DomainInvalidCodePoint, m.domain_invalid_code_point),
        (Failing::PortInvalid, m.port_invalid),
    ])
}

/// The one failure whose rule has a span (a match of `failing_url` has exactly one).
fn failure(spans: [(Failing, Option<(u32, u32)>); 4]) -> Option<(Failing, (u32, u32))> {
    let mut found = spans
        .into_iter()
        .filter_map(|(failing, span)| Some((failing, span?)));
    let first = found.next()?;
    found.next().is_none().then_some(first)
}

/// [`match_failing_url`] by the recognizer generated from the same grammar: the second
/// formulation the tests compare the DFA with.
#[cfg(test)]
pub(crate) fn match_failing_url_recognizer(input: &str) -> Option<(Failing, (u32, u32))> {
    // Spans are 32-bit.
    u32::try_from(input.len()).ok()?;
    if super::grammar_replaced() {
        return None;
    }
    let entry = NearCanonicalRule::failing_url;
    // A scheme, a host and the failure at most: on the stack.
    let mut tokens: FewTokens<NearCanonicalRule, 4> = FewTokens::new(entry);
    let end = near_canonical::recognize(entry, input, &mut tokens)?;
    if end != input.len() {
        return None;
    }
    let tokens = tokens.recorded()?;
    let span = |rule: NearCanonicalRule| {
        tokens
            .iter()
            .find(|t| t.rule == rule)
            .map(|t| (t.start, t.end))
    };
    failure([
        (
            Failing::MissingSchemeNonRelativeUrl,
            span(NearCanonicalRule::missing_scheme_non_relative_url),
        ),
        (Failing::HostMissing, span(NearCanonicalRule::host_missing)),
        (
            Failing::DomainInvalidCodePoint,
            span(NearCanonicalRule::domain_invalid_code_point),
        ),
        (Failing::PortInvalid, span(NearCanonicalRule::port_invalid)),
    ])
}

#[cfg(test)]
mod tests {
    use super::{dfa as automaton, match_failing_url as dfa, match_failing_url_recognizer};
    use crate::syntax::dfa_agreement::{self, same};
    use alloc::{format, string::String, vec::Vec};

    /// The DFA and the recognizer agree on `input`: the same verdict and span; and so does
    /// the automaton with its SSE2 skips and with its scalar ones.
    fn agree(input: &str) {
        same(input, dfa, match_failing_url_recognizer);
        let bytes = input.as_bytes();
        assert_eq!(
            automaton::match_failing_url(bytes),
            automaton::match_failing_url_scalar(bytes),
            "{input:?}"
        );
    }

    /// Each skip's SSE2 and scalar forms end every run at the same place.
    #[test]
    fn the_sse2_and_the_scalar_skips_agree() {
        dfa_agreement::skips_agree(&automaton::SKIPS);
    }

    /// Every corpus URL, each with every code point replaced by each of a few that decide
    /// something in the grammar, and a sample of their prefixes; and every corpus URL in
    /// uppercase, with backslashes, and with C0 controls and spaces around it.
    #[test]
    fn the_dfa_and_the_recognizer_agree_on_the_corpus_and_its_edits() {
        let edits = [
            "/", "\\", ":", "?", "#", "%", "%0", "%0D", "%2f", "%41", "0", "x", "@", "[", " ",
            "\t", "\0", "<", "é",
        ];
        dfa_agreement::corpus_and_edits(&edits, agree);
        dfa_agreement::corpus_spellings(agree);
    }

    /// Every input of WPT's urltestdata.json.
    #[test]
    fn the_dfa_and_the_recognizer_agree_on_the_wpt_inputs() {
        dfa_agreement::wpt_inputs(agree);
    }

    /// Inputs put together near each of the grammar's decisions (trimmed ends, schemes and
    /// what is not one, slash runs, "@", empty hosts, hosts with each kind of forbidden code
    /// point or escape, ports with a code point that is not a digit, tabs), every failure
    /// among them.
    #[test]
    fn the_dfa_and_the_recognizer_agree_on_generated_inputs() {
        let starts = ["", " ", "\u{0}\u{1f} ", "\t"];
        let schemes = [
            "https:", "HTTP:", "wSs:", "ftp:", "file:", "foo:", "htt", "h\tttp:", "1a:", "",
        ];
        let slashes = ["//", "", "/", "\\\\", "/\\/", "///"];
        let authorities = [
            "",
            "a",
            "Example.ORG",
            "1.2.3.4",
            "@",
            "u@",
            "u:p@",
            "a@b@",
            ":",
            ":x",
            "u@:x",
            "ho%0Dst",
            "h%2fx",
            "h%zz",
            "h%2",
            "a<b",
            "A%7Cb",
            "%41",
            "h%41b",
            "é%00",
            "[::1]",
            "a%00[",
            "h:x",
            "h:80x",
            "h:é",
            "h: 1",
            "h:1@g",
            "1.2.3.4:-1",
            "0x7f.1:x",
            "a.1:x",
            "a.0x1g:x",
            "$*.b:x",
            "1.2.3.4.:x",
            "h%00:x@g",
            "h\t%00",
        ];
        let rests = [
            "", "/", "?q", "#f", "\\x", " ", "\u{1}\n", "\t", " x", "/a\tb",
        ];
        let mut inputs: Vec<String> = Vec::new();
        for (i, scheme) in schemes.iter().enumerate() {
            for (j, authority) in authorities.iter().enumerate() {
                let start = starts[(i + j) % starts.len()];
                for (k, slash) in slashes.iter().enumerate() {
                    for rest in rests {
                        if (i + j + k) % 2 == 0 {
                            inputs.push(format!("{start}{scheme}{slash}{authority}{rest}"));
                        }
                    }
                }
            }
        }
        let mut seen = [0usize; 4];
        for input in &inputs {
            agree(input);
            if let Some((failing, _)) = dfa(input) {
                seen[failing as usize] += 1;
            }
        }
        // Every failure occurs, and most inputs are not matched.
        let matched: usize = seen.iter().sum();
        assert!(seen.iter().all(|&n| n > 20), "{seen:?}");
        assert!(inputs.len() > 2 * matched, "{matched} of {}", inputs.len());
    }
}
