//! Token lists of finished parses, kept for the next parse on the thread, so that parsing
//! allocates no tree.

use super::token::Token;
use alloc::vec::Vec;
#[cfg(feature = "std")]
use core::cell::RefCell;

#[cfg(feature = "std")]
std::thread_local! {
    /// Token lists of finished parses, reused so that parsing allocates no tree. More than one:
    /// the semantic actions parse an IPv4 or IPv6 host with its own entry rule while the URL's
    /// tree is alive.
    static TOKEN_POOL: RefCell<Vec<Vec<Token>>> = const { RefCell::new(Vec::new()) };
}
/// Without std, every parse allocates its token list (no thread-local storage to reuse one).
#[cfg(not(feature = "std"))]
static TOKEN_POOL: super::fresh::Fresh<Vec<Vec<Token>>> = super::fresh::Fresh::new();

/// Token lists longer than this are not kept for reuse (a huge input should not pin memory).
const POOL_LIMIT: usize = 4096;

/// How many token lists the pool keeps: one per tree alive at once (the URL's, a host's, and
/// the step of a path's run being read).
const POOL_LISTS: usize = 3;

/// A token list from the pool, or a new one.
pub(super) fn pooled_tokens() -> Vec<Token> {
    TOKEN_POOL
        .with(|pool| pool.try_borrow_mut().ok().and_then(|mut lists| lists.pop()))
        .unwrap_or_default()
}

/// Give `tokens` back to the pool, emptied, unless it is too long or the pool is full.
pub(super) fn return_tokens(mut tokens: Vec<Token>) {
    if tokens.capacity() == 0 || tokens.capacity() > POOL_LIMIT {
        return;
    }
    tokens.clear();
    TOKEN_POOL.with(|pool| {
        if let Ok(mut lists) = pool.try_borrow_mut() {
            if lists.len() < POOL_LISTS {
                lists.push(tokens);
            }
        }
    });
}
