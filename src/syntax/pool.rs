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
static TOKEN_POOL: NoPool<Vec<Vec<Token>>> = NoPool::new();

/// Without std there is no thread-local storage, so the pool becomes this stand-in for a
/// `thread_local!` key: the same `with` call hands each caller a new, empty value and drops
/// whatever is put back. The call sites stay as they are; only the reuse is lost.
#[cfg(not(feature = "std"))]
struct NoPool<T>(core::marker::PhantomData<fn() -> T>);

#[cfg(not(feature = "std"))]
impl<T: Default> NoPool<T> {
    /// The stand-in for a key declared with `const { RefCell::new(T::default()) }`.
    const fn new() -> Self {
        NoPool(core::marker::PhantomData)
    }

    /// As `LocalKey::with`: `f` gets a cell with a new value, dropped afterwards.
    fn with<R>(&'static self, f: impl FnOnce(&core::cell::RefCell<T>) -> R) -> R {
        f(&core::cell::RefCell::new(T::default()))
    }
}

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
