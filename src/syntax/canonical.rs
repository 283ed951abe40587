//! The canonical-URL grammar (grammar/canonical.pest): its rule enum and the one entry point
//! the fast path uses. build.rs generates both from the grammar, with the same generator as
//! the URL grammar's recognizer.

use super::recognizer::canonical::{self, CanonicalRule};
use super::recognizer::{FewTokens, Tokens};

/// Where the components of a canonical URL string lie: byte offsets into the input, which is
/// also the URL's serialization.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct CanonicalSpans {
    /// End of the scheme (the index of its ":").
    pub scheme_end: u32,
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

/// Match the whole of `input` against `canonical_url`; its components' spans on success.
/// `None` when the input is not a canonical URL string of the grammar (or is over 4 GiB).
pub(crate) fn match_canonical(input: &str) -> Option<CanonicalSpans> {
    // Spans are 32-bit.
    u32::try_from(input.len()).ok()?;
    // A run-time grammar replaces the URL grammar (syntax::with_grammar): every parse is its.
    #[cfg(feature = "pest-runtime")]
    if super::runtime::is_active() {
        return None;
    }
    // A canonical URL has at most six tokens, one for each visible rule but one of the two
    // hosts: on the stack.
    let mut tokens: FewTokens<CanonicalRule, 6> = FewTokens::new(CanonicalRule::canonical_url);
    let end = canonical::recognize(CanonicalRule::canonical_url, input, &mut tokens)?;
    if end != input.len() {
        return None;
    }
    // The visible rules come in the order canonical_url names them, each at most once: the
    // spans are read in that order (one comparison each, rather than a jump through a table
    // for each token).
    let mut tokens = tokens.recorded()?.iter().peekable();
    let mut next = |rule: CanonicalRule| tokens.next_if(|t| t.rule == rule);
    let scheme = next(CanonicalRule::canonical_scheme)?;
    let (host, ipv4) = match next(CanonicalRule::canonical_host) {
        Some(domain) => (domain, false),
        None => (next(CanonicalRule::canonical_ipv4)?, true),
    };
    let spans = CanonicalSpans {
        scheme_end: scheme.end,
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
