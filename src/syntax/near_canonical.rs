//! The near-canonical-URL grammar (grammar/near_canonical.pest, compiled with
//! grammar/canonical.pest) and the entry points the near-canonical fast path uses (its two
//! entry rules, without and with credentials, and the search for an "@" that says whether the
//! second may match). As for the canonical grammar (src/syntax/canonical.rs), build.rs
//! compiles it twice: to a tagged DFA per entry rule written as code
//! ([`match_near_canonical_url`], [`match_near_canonical_credentials`]) and with the URL
//! grammar's recognizer generator, the second formulation the tests compare it with.

#[cfg(test)]
use super::recognizer::near_canonical::{self, NearCanonicalRule};
#[cfg(test)]
use super::recognizer::{FewTokens, Tokens};

/// The DFA generated from grammar/near_canonical.pest's `near_canonical_url`.
mod dfa {
    include!(concat!(env!("OUT_DIR"), "/near_canonical_dfa.rs"));
}

/// The DFA generated from its `near_canonical_credentials_url`.
mod credentials_dfa {
    include!(concat!(
        env!("OUT_DIR"),
        "/near_canonical_credentials_dfa.rs"
    ));
}

/// Where the components of a near-canonical URL string lie in the input: byte offsets (start,
/// end) of each component as written, before the writer rewrites it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct NearCanonicalSpans {
    /// The scheme (without ":").
    pub scheme: (u32, u32),
    /// The username, when the authority has credentials (an "@"); possibly empty.
    pub username: Option<(u32, u32)>,
    /// The password, without the ":" before it, when the credentials have one that is not
    /// empty.
    pub password: Option<(u32, u32)>,
    /// The host.
    pub host: (u32, u32),
    /// Which host rule matched.
    pub host_kind: NearHost,
    /// The port's digits (possibly none), when there is a ":" after the host.
    pub port: Option<(u32, u32)>,
    /// The path, from its first "/" or "\"; `None` when the input has none (the path is
    /// then [""], serialized as "/").
    pub path: Option<(u32, u32)>,
    /// The query, without "?".
    pub query: Option<(u32, u32)>,
    /// The fragment, without "#".
    pub fragment: Option<(u32, u32)>,
}

/// Which of the grammar's hosts a near-canonical URL string has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum NearHost {
    /// `near_host`: an ASCII domain, which the domain parser lowercases.
    #[default]
    Domain,
    /// `canonical_ipv4`: an IPv4 address as the IPv4 serializer writes it.
    Ipv4,
    /// `near_ipv4`: a host that ends in a number, which the host parser gives to the IPv4
    /// parser (which may fail).
    EndsInANumber,
}

/// The spans of a match of either entry rule (the two automata's span types have the same
/// fields but the credentials'), with `username` and `password`: `None` unless it has exactly
/// one of the three hosts.
macro_rules! spans {
    ($m:ident, $username:expr, $password:expr) => {{
        let (host, host_kind) = match ($m.near_host, $m.canonical_ipv4, $m.near_ipv4) {
            (Some(host), None, None) => (host, NearHost::Domain),
            (None, Some(host), None) => (host, NearHost::Ipv4),
            (None, None, Some(host)) => (host, NearHost::EndsInANumber),
            _ => return None,
        };
        Some(NearCanonicalSpans {
            scheme: $m.near_scheme?,
            username: $username,
            password: $password,
            host,
            host_kind,
            port: $m.near_port,
            path: $m.near_path,
            query: $m.near_query,
            fragment: $m.near_fragment,
        })
    }};
}

/// The password's span from near_password's (the ":" and the password, or nothing): `None`
/// when the password is empty, which the serializer leaves out with its ":".
fn password((start, end): (u32, u32)) -> Option<(u32, u32)> {
    (start + 1 < end).then_some((start + 1, end))
}

/// Match the whole of `input` against `near_canonical_url`, or, where that declines an input
/// with an "@", against `near_canonical_credentials_url`; its components' spans on success.
/// `None` when the input is not a near-canonical URL string of the grammar (or is over 4 GiB).
/// (The fast path runs the two rules itself, with the canonical grammar's credentials rule in
/// between, see src/near_canonical.rs.)
#[cfg(test)]
pub(crate) fn match_near_canonical(input: &str) -> Option<NearCanonicalSpans> {
    match match_near_canonical_url(input) {
        Some(spans) => Some(spans),
        // Without an "@", the second rule cannot match.
        None if has_at_sign(input.as_bytes()) => match_near_canonical_credentials(input),
        None => None,
    }
}

/// The first entry rule alone, `near_canonical_url` (no credentials): its spans when it matches
/// the whole of `input`. Where it declines, only an input with an "@" ([`has_at_sign`]) may
/// match the second, [`match_near_canonical_credentials`].
#[inline(always)]
pub(crate) fn match_near_canonical_url(input: &str) -> Option<NearCanonicalSpans> {
    if super::grammar_replaced() {
        return None;
    }
    let m = dfa::match_near_canonical_url(input.as_bytes())?;
    spans!(m, None, None)
}

/// The second entry rule, `near_canonical_credentials_url`, out of line: few inputs get this
/// far.
#[inline(never)]
pub(crate) fn match_near_canonical_credentials(input: &str) -> Option<NearCanonicalSpans> {
    if super::grammar_replaced() {
        return None;
    }
    let m = credentials_dfa::match_near_canonical_credentials_url(input.as_bytes())?;
    spans!(m, Some(m.near_username?), password(m.near_password?))
}

/// Whether `bytes` holds an "@": sixteen bytes at a time, each block without a branch inside
/// (the compiler makes it a few vector instructions), then the last sixteen bytes again
/// (overlapping the blocks before them); an input shorter than that in one block.
/// `<[u8]>::contains` looks at a short input byte by byte, and its loop's exit was about two
/// mispredicted branches per input that the first rule declines (callgrind's branch
/// simulation over the corpus rows that the canonical path declines).
#[inline]
pub(crate) fn has_at_sign(bytes: &[u8]) -> bool {
    let block = |chunk: &[u8]| chunk.iter().fold(false, |seen, &b| seen | (b == b'@'));
    match bytes.len().checked_sub(16) {
        Some(last) => {
            bytes.chunks_exact(16).any(block) || block(bytes.get(last..).unwrap_or_default())
        }
        None => block(bytes),
    }
}

/// [`match_near_canonical`] by the recognizer generated from the same grammar with the URL
/// grammar's generator: the second formulation the tests compare the DFA with.
#[cfg(test)]
pub(crate) fn match_near_canonical_recognizer(input: &str) -> Option<NearCanonicalSpans> {
    // Spans are 32-bit.
    u32::try_from(input.len()).ok()?;
    if super::grammar_replaced() {
        return None;
    }
    recognize(NearCanonicalRule::near_canonical_url, input)
        .or_else(|| recognize(NearCanonicalRule::near_canonical_credentials_url, input))
}

/// The spans of `input` matched whole by the recognizer's entry rule `entry`.
#[cfg(test)]
fn recognize(entry: NearCanonicalRule, input: &str) -> Option<NearCanonicalSpans> {
    // At most eight tokens, one for each visible rule but two of the three hosts: on the stack.
    let mut tokens: FewTokens<NearCanonicalRule, 8> = FewTokens::new(entry);
    let end = near_canonical::recognize(entry, input, &mut tokens)?;
    if end != input.len() {
        return None;
    }
    // The visible rules come in the order the entry rule names them, each at most once.
    let mut tokens = tokens.recorded()?.iter().peekable();
    let mut next =
        |rule: NearCanonicalRule| tokens.next_if(|t| t.rule == rule).map(|t| (t.start, t.end));
    let scheme = next(NearCanonicalRule::near_scheme)?;
    let username = next(NearCanonicalRule::near_username);
    let password = next(NearCanonicalRule::near_password).and_then(password);
    let host = [
        (NearCanonicalRule::canonical_ipv4, NearHost::Ipv4),
        (NearCanonicalRule::near_ipv4, NearHost::EndsInANumber),
        (NearCanonicalRule::near_host, NearHost::Domain),
    ];
    let (host, host_kind) = host
        .into_iter()
        .find_map(|(rule, kind)| Some((next(rule)?, kind)))?;
    let spans = NearCanonicalSpans {
        scheme,
        username,
        password,
        host,
        host_kind,
        port: next(NearCanonicalRule::near_port),
        path: next(NearCanonicalRule::near_path),
        query: next(NearCanonicalRule::near_query),
        fragment: next(NearCanonicalRule::near_fragment),
    };
    // No other token.
    tokens.next().is_none().then_some(spans)
}

#[cfg(test)]
mod tests {
    use super::{credentials_dfa, dfa as automaton, has_at_sign};
    use super::{match_near_canonical as dfa, match_near_canonical_recognizer as recognizer};
    use crate::syntax::dfa_agreement::{self, same};
    use alloc::{format, string::String, vec::Vec};

    /// `has_at_sign` finds an "@" at every position of inputs of every length around its
    /// blocks, and nothing in inputs without one (bytes next to "@" included).
    #[test]
    fn has_at_sign_finds_every_at_sign() {
        for len in 0..70 {
            let plain: Vec<u8> = b"?A".iter().copied().cycle().take(len).collect();
            assert!(!has_at_sign(&plain), "{len}");
            for at in 0..len {
                let mut bytes = plain.clone();
                bytes[at] = b'@';
                assert!(has_at_sign(&bytes), "{len} {at}");
            }
        }
    }

    /// The DFA and the recognizer agree on `input`: the same verdict and every span; and so do
    /// each automaton with its SSE2 skips and with its scalar ones.
    fn agree(input: &str) {
        same(input, dfa, recognizer);
        let bytes = input.as_bytes();
        assert_eq!(
            automaton::match_near_canonical_url(bytes),
            automaton::match_near_canonical_url_scalar(bytes),
            "{input:?}"
        );
        assert_eq!(
            credentials_dfa::match_near_canonical_credentials_url(bytes),
            credentials_dfa::match_near_canonical_credentials_url_scalar(bytes),
            "{input:?}"
        );
    }

    /// Each skip's SSE2 and scalar forms end every run at the same place, in both automata.
    #[test]
    fn the_sse2_and_the_scalar_skips_agree() {
        dfa_agreement::skips_agree(&automaton::SKIPS);
        dfa_agreement::skips_agree(&credentials_dfa::SKIPS);
    }

    /// Every corpus URL, each with every byte replaced by each of a few bytes that decide
    /// something in the grammar, and a sample of their prefixes; and every corpus URL in
    /// uppercase, with backslashes, and with C0 controls and spaces around it.
    #[test]
    fn the_dfa_and_the_recognizer_agree_on_the_corpus_and_its_edits() {
        let edits = [
            "/", "\\", ".", ":", "?", "#", "%", "0", "9", "x", "X", "-", "@", " ", "\t", "\0", "é",
        ];
        dfa_agreement::corpus_and_edits(&edits, agree);
        dfa_agreement::corpus_spellings(agree);
    }

    /// Every input of WPT's urltestdata.json.
    #[test]
    fn the_dfa_and_the_recognizer_agree_on_the_wpt_inputs() {
        dfa_agreement::wpt_inputs(agree);
    }

    /// URLs put together from pieces of each component, near each of the grammar's decisions
    /// (trimmed ends, scheme case and prefixes, slash runs, credentials, label kinds and
    /// trailing dots, IPv4 numbers, ports, dot segments in every spelling, code points to encode, tabs).
    #[test]
    fn the_dfa_and_the_recognizer_agree_on_generated_urls() {
        let starts = ["", " ", "\u{0}\u{1f} ", "\t"];
        let schemes = [
            "https:", "HTTP:", "wSs:", "ws:", "ftp:", "file:", "htt:", "httpss:", "http",
        ];
        let slashes = ["//", "", "/", "\\\\", "/\\/", "///"];
        let hosts = [
            "a",
            "Example.ORG",
            "1.2.3.4",
            "256.1.1.1",
            "01.2.3.4",
            "1.2.3",
            "1a.B",
            "a.1",
            "XN--a.b",
            "-a_.b-",
            "a..b",
            "",
            "a.b.",
            "a.b..",
            "a-.0x1",
            "0X7f.0.1.",
            "0x",
            ".1",
            "1..2",
            "0x1g",
            "09",
            "1.2.3.4.5",
            "!\"$&'()*+,;=`{}~",
            "a.b*.1.",
            "a^b",
            "a@b",
            "u@a.b",
            "U:P@1.2.3.4",
            "@a",
            ":@a",
            ":p:q@a",
            "u%41 é@a",
            "a@b@c",
            "u@",
            "u:1@[::1]",
            "[::1]",
            "a%41",
        ];
        let ports = [
            "", ":", ":0", ":080", ":443", ":65535", ":0065535", ":65536", ":0065536", ":99999",
            ":1x", ":\t1",
        ];
        let paths = [
            "",
            "/",
            "\\",
            "/a/./b",
            "/a\\..\\b",
            "/%2E",
            "/.%2e/x",
            "/a b",
            "/é<>{}",
            "/a\tb",
            "/a ",
        ];
        let queries = ["", "?", "?a b", "?'\"", "?é", "?a\n", "?#"];
        let fragments = ["", "#", "#a b`", "#é", "# \u{1}"];
        let ends = ["", " ", "\u{7f}", "\n"];
        let mut urls: Vec<String> = Vec::new();
        for (i, scheme) in schemes.iter().enumerate() {
            for (j, host) in hosts.iter().enumerate() {
                let start = starts[(i + j) % starts.len()];
                let slash = slashes[(i * 7 + j) % slashes.len()];
                for port in ports {
                    urls.push(format!("{start}{scheme}{slash}{host}{port}/"));
                }
                for (k, path) in paths.iter().enumerate() {
                    for query in queries {
                        for (l, fragment) in fragments.iter().enumerate() {
                            let end = ends[(k + l) % ends.len()];
                            urls.push(format!(
                                "{start}{scheme}{slash}{host}{path}{query}{fragment}{end}"
                            ));
                        }
                    }
                }
            }
        }
        let accepted = urls.iter().filter(|u| dfa(u).is_some()).count();
        // Both verdicts occur often.
        assert!(
            accepted > 1000 && urls.len() - accepted > 1000,
            "{accepted} of {}",
            urls.len()
        );
        for url in &urls {
            agree(url);
        }
    }
}
