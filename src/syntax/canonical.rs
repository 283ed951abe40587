//! The canonical-URL grammar (grammar/canonical.pest) and the one entry point the fast path
//! uses. build.rs compiles the grammar twice: to a tagged DFA written as code (build/pest/dfa.rs,
//! the fast path's recognizer, [`match_canonical`]), and with the URL grammar's recognizer
//! generator (the second formulation: the tests check that both give the same verdict and
//! spans on every input they try).

#[cfg(test)]
use super::recognizer::canonical::{self, CanonicalRule};
#[cfg(test)]
use super::recognizer::{FewTokens, Tokens};
use core::ops::Range;

/// The DFA generated from grammar/canonical.pest's `canonical_url`.
mod dfa {
    include!(concat!(env!("OUT_DIR"), "/canonical_dfa.rs"));
}

/// The DFA generated from its `canonical_credentials_url`.
mod credentials_dfa {
    include!(concat!(env!("OUT_DIR"), "/canonical_credentials_dfa.rs"));
}

/// Where the components of a canonical URL string lie: byte offsets into the input, which is
/// also the URL's serialization.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct CanonicalSpans {
    /// End of the scheme (the index of its ":").
    pub scheme_end: u32,
    /// End of the username: where the host starts when there are no credentials; else the
    /// index of the ":" before the password when there is one, or of the "@" (the password
    /// lies between that ":" and the "@").
    pub username_end: u32,
    /// The host's start and end.
    pub host: (u32, u32),
    /// Whether the host is an IPv4 address (else it is a domain).
    pub ipv4: bool,
    /// The port's digits, when there is a port.
    pub port: Option<(u32, u32)>,
    /// Start of the path; `None` when the input has no path (a special URL's path is then
    /// [""], serialized as "/").
    pub path_start: Option<u32>,
    /// Index of "?", when there is a query.
    pub query_start: Option<u32>,
    /// Index of "#", when there is a fragment.
    pub fragment_start: Option<u32>,
}

/// The spans of a match of either entry rule (the two automata's span types have the same
/// fields but the credentials'), with the username's end `$username_end` (a function of the
/// host's start): `None` unless it has exactly one of the two hosts.
macro_rules! spans {
    ($m:ident, $username_end:expr) => {{
        let (host, ipv4) = match ($m.canonical_host, $m.canonical_ipv4) {
            (Some(host), None) => (host, false),
            (None, Some(host)) => (host, true),
            _ => return None,
        };
        Some(CanonicalSpans {
            scheme_end: $m.canonical_scheme?.1,
            username_end: $username_end(host.0),
            host,
            ipv4,
            port: $m.canonical_port,
            path_start: $m.canonical_path.map(|p| p.0),
            // The spans are the query without "?" (and the fragment without "#").
            query_start: $m.canonical_query.map(|q| q.0.saturating_sub(1)),
            fragment_start: $m.canonical_fragment.map(|f| f.0.saturating_sub(1)),
        })
    }};
}

/// Match the whole of `input` against `canonical_url` (no credentials); its components' spans
/// on success. `None` when the input is not a canonical URL string of that rule (or is over
/// 4 GiB).
#[inline(always)]
pub(crate) fn match_canonical(input: &str) -> Option<CanonicalSpans> {
    if super::grammar_replaced() {
        return None;
    }
    let m = dfa::match_canonical_url(input.as_bytes())?;
    // No credentials: the username is empty, where the host starts.
    spans!(m, |host_start| host_start)
}

/// [`match_canonical`] of the bytes of `buffer` in `range` (`None` when the range is not in
/// `buffer`), whose skips may read the buffer's bytes after the range (a row of a column
/// inside the column's buffer; see build/pest/dfa_simd.rs).
#[inline(always)]
pub(crate) fn match_canonical_in(buffer: &[u8], range: Range<usize>) -> Option<CanonicalSpans> {
    if super::grammar_replaced() {
        return None;
    }
    let m = dfa::match_canonical_url_in(buffer, range)?;
    spans!(m, |host_start| host_start)
}

/// Match the whole of `input` against `canonical_credentials_url` (a canonical URL string with
/// credentials); its components' spans on success, as [`match_canonical`]'s. Its callers try
/// it only where an input has an "@" that `canonical_url` and the near-canonical grammar's
/// first rule declined: with its own automaton, the check of every other input does not pay
/// for credentials.
#[inline]
pub(crate) fn match_canonical_credentials(input: &str) -> Option<CanonicalSpans> {
    if super::grammar_replaced() {
        return None;
    }
    let m = credentials_dfa::match_canonical_credentials_url(input.as_bytes())?;
    // The username's span is there, possibly empty, whenever the rule matches.
    let username_end = m.canonical_username?.1;
    spans!(m, |_| username_end)
}

/// [`match_canonical`] by the recognizer generated from the same grammar with the URL
/// grammar's generator: the second formulation the tests compare the DFA with.
#[cfg(test)]
pub(crate) fn match_canonical_recognizer(input: &str) -> Option<CanonicalSpans> {
    // Spans are 32-bit.
    u32::try_from(input.len()).ok()?;
    if super::grammar_replaced() {
        return None;
    }
    recognize(CanonicalRule::canonical_url, input)
}

/// [`match_canonical_credentials`] by the recognizer (see [`match_canonical_recognizer`]).
#[cfg(test)]
pub(crate) fn match_canonical_credentials_recognizer(input: &str) -> Option<CanonicalSpans> {
    u32::try_from(input.len()).ok()?;
    if super::grammar_replaced() {
        return None;
    }
    recognize(CanonicalRule::canonical_credentials_url, input)
}

/// The spans of `input` matched whole by the recognizer's entry rule `entry`.
#[cfg(test)]
fn recognize(entry: CanonicalRule, input: &str) -> Option<CanonicalSpans> {
    // A canonical URL has at most eight tokens, one for each visible rule but one of the two
    // hosts: on the stack.
    let mut tokens: FewTokens<CanonicalRule, 8> = FewTokens::new(entry);
    let end = canonical::recognize(entry, input, &mut tokens)?;
    if end != input.len() {
        return None;
    }
    // The visible rules come in the order the entry rule names them, each at most once: the
    // spans are read in that order (one comparison each, rather than a jump through a table
    // for each token).
    let mut tokens = tokens.recorded()?.iter().peekable();
    let mut next = |rule: CanonicalRule| tokens.next_if(|t| t.rule == rule);
    let scheme = next(CanonicalRule::canonical_scheme)?;
    // With credentials, the username's token (possibly empty) and the password's (":" and the
    // password, or empty).
    let username = next(CanonicalRule::canonical_username);
    if username.is_some() {
        next(CanonicalRule::canonical_password)?;
    }
    let (host, ipv4) = match next(CanonicalRule::canonical_host) {
        Some(domain) => (domain, false),
        None => (next(CanonicalRule::canonical_ipv4)?, true),
    };
    let spans = CanonicalSpans {
        scheme_end: scheme.end,
        username_end: username.map_or(host.start, |t| t.end),
        host: (host.start, host.end),
        ipv4,
        port: next(CanonicalRule::canonical_port).map(|t| (t.start, t.end)),
        path_start: next(CanonicalRule::canonical_path).map(|t| t.start),
        // The token is the query without "?" (and the fragment without "#").
        query_start: next(CanonicalRule::canonical_query).map(|t| t.start.saturating_sub(1)),
        fragment_start: next(CanonicalRule::canonical_fragment).map(|t| t.start.saturating_sub(1)),
    };
    // No other token.
    tokens.next().is_none().then_some(spans)
}

#[cfg(test)]
mod tests {
    use super::{
        credentials_dfa, dfa, match_canonical, match_canonical_credentials,
        match_canonical_credentials_recognizer, match_canonical_recognizer,
    };
    use crate::syntax::dfa_agreement;
    use alloc::format;
    use alloc::string::String;
    use alloc::vec::Vec;

    /// The DFA and the recognizer agree on `input`: the same verdict and every span; and so do
    /// the DFA with its SSE2 skips and with its scalar ones, and the DFA of the input inside a
    /// buffer, with the bytes after it that a skip runs on through (more of a path or a host)
    /// or stops at, at every amount of slack up to 40 bytes.
    fn agree(input: &str) {
        dfa_agreement::same(input, match_canonical, match_canonical_recognizer);
        dfa_agreement::same(
            input,
            match_canonical_credentials,
            match_canonical_credentials_recognizer,
        );
        // The two rules never both match: an input has credentials or not.
        assert!(match_canonical(input).is_none() || match_canonical_credentials(input).is_none());
        let bytes = input.as_bytes();
        let expected = dfa::match_canonical_url(bytes);
        assert_eq!(
            expected,
            dfa::match_canonical_url_scalar(bytes),
            "{input:?}"
        );
        assert_eq!(
            credentials_dfa::match_canonical_credentials_url(bytes),
            credentials_dfa::match_canonical_credentials_url_scalar(bytes),
            "{input:?}"
        );
        let n = bytes.len();
        for after in [
            "/a/b.c/d%41e/f/g.h/i/j/k/l/m/n/o/p/q/r/s",
            ".0a.b-c.d1.e_f.g.h.ij",
        ] {
            let buffer = [b"x", bytes, after.as_bytes()].concat();
            for slack in [0, 1, 7, 15, 16, 17, 31, 32, 33, 40] {
                let buffer = &buffer[..1 + n + slack.min(after.len())];
                assert_eq!(
                    dfa::match_canonical_url_in(buffer, 1..1 + n),
                    expected,
                    "{input:?}"
                );
            }
        }
        // A range outside the buffer (or backwards, on purpose) matches nothing.
        #[allow(clippy::reversed_empty_ranges)]
        let backwards = 1..0;
        assert_eq!(dfa::match_canonical_url_in(bytes, backwards), None);
        assert_eq!(dfa::match_canonical_url_in(bytes, 0..n + 1), None);
    }

    /// Each skip's SSE2 and scalar forms end every run at the same place.
    #[test]
    fn the_sse2_and_the_scalar_skips_agree() {
        dfa_agreement::skips_agree(&dfa::SKIPS);
        dfa_agreement::skips_agree(&credentials_dfa::SKIPS);
    }

    /// Every corpus URL, each with every byte replaced by each of a few bytes that decide
    /// something in the grammar, and a sample of their prefixes.
    #[test]
    fn the_dfa_and_the_recognizer_agree_on_the_corpus_and_its_edits() {
        let edits = [
            "/", ".", ":", "?", "#", "%", "0", "9", "x", "-", "A", "@", "\\", " ", "é",
        ];
        dfa_agreement::corpus_and_edits(&edits, agree);
    }

    /// Every input of WPT's urltestdata.json.
    #[test]
    fn the_dfa_and_the_recognizer_agree_on_the_wpt_inputs() {
        dfa_agreement::wpt_inputs(agree);
    }

    /// URLs with credentials of every kind the grammar decides on (each class of userinfo code
    /// points, empty usernames and passwords, "@" with nothing before it, ":" and "@" more than
    /// once, percent signs), before hosts, ports and paths of each kind.
    #[test]
    fn the_dfa_and_the_recognizer_agree_on_credentials() {
        let userinfos = [
            "",
            "u@",
            "u:p@",
            ":p@",
            "@",
            ":@",
            "u:@",
            "::@",
            "u::p@",
            "u:p:q@",
            "a@b@",
            "@@",
            "u@@",
            ":p@@",
            "%@",
            "%zz:%41@",
            "!$&'()*+,-._~@",
            "AZaz09:!$&'()*+,-._~@",
            "u :p@",
            "u\"@",
            "u#@",
            "u/@",
            "u;@",
            "u<@",
            "u=@",
            "u>@",
            "u?@",
            "u[@",
            "u\\@",
            "u]@",
            "u^@",
            "u`@",
            "u{@",
            "u|@",
            "u}@",
            "u\t@",
            "é@",
            ":é@",
            "u\u{7f}@",
        ];
        let hosts = ["h", "example.org", "1.2.3.4", "H", "", "256.1.1.1", "xn--a"];
        let rests = [
            "", "/", ":8080/", ":80/", ":/", "/p@q:r", "?q@", "#f@", ":1?q", "@", "\\x",
        ];
        let (mut accepted, mut total) = (0, 0);
        for scheme in ["http", "wss", "file", "HTTP"] {
            for userinfo in userinfos {
                for host in hosts {
                    for rest in rests {
                        let url = format!("{scheme}://{userinfo}{host}{rest}");
                        accepted += usize::from(match_canonical_credentials(&url).is_some());
                        total += 1;
                        agree(&url);
                    }
                }
            }
        }
        // Both verdicts occur often.
        assert!(
            accepted > 200 && total - accepted > 1000,
            "{accepted} of {total}"
        );
    }

    /// URLs put together from pieces of each component, near each of the grammar's
    /// decisions (scheme prefixes, label kinds and "xn--", IPv4 numbers and leading zeros,
    /// default and out-of-range ports, dot segments in every spelling, the sets of the path,
    /// query and fragment).
    #[test]
    fn the_dfa_and_the_recognizer_agree_on_generated_urls() {
        let schemes = [
            "https", "http", "wss", "ws", "ftp", "file", "htt", "httpss", "HTTP",
        ];
        let hosts = [
            "a",
            "example.org",
            "1.2.3.4",
            "255.255.255.255",
            "256.1.1.1",
            "01.2.3.4",
            "1.2.3",
            "1.2.3.4.5",
            "0.0.0.0",
            "1a.b",
            "a.1",
            "xn--a.b",
            "xn-a.b",
            "a.xn--b",
            "-a_.b-",
            "a..b",
            "",
            "A.b",
            "1.2.3.4a",
            "25.250.199.09",
            "a.b.",
            "a-.0x1",
        ];
        let ports = [
            "", ":", ":0", ":1", ":80", ":443", ":21", ":8080", ":65535", ":65536", ":099", ":800",
            ":4430", ":210", ":6553", ":65529", ":70000",
        ];
        let paths = [
            "",
            "/",
            "/a",
            "/.",
            "/..",
            "/./",
            "/a/../b",
            "/%2e",
            "/%2E%2e/x",
            "/.a",
            "/..a",
            "/a.",
            "//",
            "/a%zz",
            "/a\\b",
            "/a b",
            "/é",
            "/a;b=c!$",
            "/[]|~",
        ];
        let queries = ["", "?", "?a=b&c", "?%", "?'", "?a b", "?\"", "?<>", "?é"];
        let fragments = ["", "#", "#x", "#a#b", "#`", "#a b", "#%", "#é", "#<"];
        let mut urls: Vec<String> = Vec::new();
        for scheme in schemes {
            for host in hosts {
                for port in ports {
                    urls.push(format!("{scheme}://{host}{port}/"));
                }
                for path in paths {
                    for query in queries {
                        for fragment in fragments {
                            urls.push(format!("{scheme}://{host}{path}{query}{fragment}"));
                        }
                    }
                }
            }
        }
        let accepted = urls.iter().filter(|u| match_canonical(u).is_some()).count();
        // Both verdicts occur often.
        assert!(
            accepted > 1000 && urls.len() - accepted > 1000,
            "{accepted}"
        );
        for url in &urls {
            agree(url);
        }
    }
}
