//! The identity of an opaque origin. HTML's "origin" section: an opaque origin is "an
//! internal value, with no serialization it can be recreated from", and "same origin" holds
//! for two opaque origins only when they are the same one.

use core::sync::atomic::{AtomicU64, Ordering};

/// One opaque origin: each [`OpaqueOrigin::new`] (and so each opaque
/// [`Url::origin`](crate::Url::origin)) is a new one, equal only to itself and its copies.
///
/// ```
/// use railurl::{OpaqueOrigin, Url};
/// let a = OpaqueOrigin::new();
/// assert_eq!(a, a.clone());
/// assert_ne!(a, OpaqueOrigin::new());
/// let data = Url::parse("data:,x")?;
/// assert_ne!(data.origin(), data.origin());
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpaqueOrigin(u64);

impl OpaqueOrigin {
    /// "A new opaque origin": distinct from every opaque origin made before it in this
    /// process. (A 64-bit counter: it would take centuries of continuous allocation to wrap.)
    ///
    /// ```
    /// assert_ne!(railurl::OpaqueOrigin::new(), railurl::OpaqueOrigin::new());
    /// ```
    #[allow(clippy::new_without_default)]
    pub fn new() -> OpaqueOrigin {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        OpaqueOrigin(NEXT.fetch_add(1, Ordering::Relaxed))
    }
}
