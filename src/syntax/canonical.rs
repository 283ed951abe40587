//! The canonical-URL grammar (grammar/canonical.pest): its rule enum and the one entry point
//! the fast path uses. build.rs generates both from the grammar, with the same generator as
//! the URL grammar's recognizer.

use super::recognizer::canonical::{self, CanonicalRule};
use super::token::Token;
use alloc::vec::Vec;
#[cfg(feature = "std")]
use core::cell::RefCell;

/// Where the components of a canonical URL string lie: byte offsets into the input, which is
/// also the URL's serialization.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct CanonicalSpans {
    /// End of the scheme (the index of its ":").
    pub scheme_end: u32,
    /// The host's start and end.
    pub host: (u32, u32),
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

#[cfg(feature = "std")]
std::thread_local! {
    /// The token list, reused: a canonical URL has at most six tokens.
    static TOKENS: RefCell<Vec<Token<CanonicalRule>>> = const { RefCell::new(Vec::new()) };
}
/// Without std, every match allocates its token list (no thread-local storage to reuse one).
#[cfg(not(feature = "std"))]
static TOKENS: super::fresh::Fresh<Vec<Token<CanonicalRule>>> = super::fresh::Fresh::new();

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
    TOKENS.with(|cell| {
        let mut tokens = cell.try_borrow_mut().ok()?;
        tokens.clear();
        let end = canonical::recognize(CanonicalRule::canonical_url, input, &mut tokens)?;
        if end != input.len() {
            return None;
        }
        let mut spans = CanonicalSpans::default();
        for token in tokens.iter() {
            match token.rule {
                CanonicalRule::canonical_scheme => spans.scheme_end = token.end,
                CanonicalRule::canonical_host => spans.host = (token.start, token.end),
                CanonicalRule::canonical_port => spans.port = Some((token.start, token.end)),
                CanonicalRule::canonical_path => spans.path_start = Some(token.start),
                // The token is the query without "?" (and the fragment without "#").
                CanonicalRule::canonical_query => {
                    spans.query_start = Some(token.start.saturating_sub(1))
                }
                CanonicalRule::canonical_fragment => {
                    spans.fragment_start = Some(token.start.saturating_sub(1))
                }
                _ => {}
            }
        }
        Some(spans)
    })
}
