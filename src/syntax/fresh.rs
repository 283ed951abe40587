//! Without std there is no thread-local storage, so the token lists that parses reuse under
//! `std` (`thread_local!` pools in this module's parent and in `canonical`) become [`Fresh`]:
//! the same `with` call hands each caller a new, empty value and drops whatever is put back.
//! The call sites stay as they are; only the reuse is lost.

use core::cell::RefCell;
use core::marker::PhantomData;

/// A stand-in for a `thread_local!` key whose value is a fresh `T::default()` on each `with`.
pub(super) struct Fresh<T>(PhantomData<fn() -> T>);

impl<T: Default> Fresh<T> {
    /// The stand-in for a key declared with `const { RefCell::new(T::default()) }`.
    pub(super) const fn new() -> Self {
        Fresh(PhantomData)
    }

    /// As `LocalKey::with`: `f` gets a cell with a new value, dropped afterwards.
    pub(super) fn with<R>(&'static self, f: impl FnOnce(&RefCell<T>) -> R) -> R {
        f(&RefCell::new(T::default()))
    }
}
