//! Spare strings for the parts of a URL record that parsing has to build rather than borrow
//! (a lowercased host, a path with dot segments removed or code points percent-encoded, a
//! percent-decoded host, an IDNA result). `Url::parse` serializes the record into one new
//! string and then gives the record's strings back here, so on one thread the next parse
//! reuses them: parsing a URL allocates its serialization and nothing else.
//!
//! Without `std` there is no thread-local storage: [`string`] then allocates and [`recycle`]
//! drops, as a plain `String` would.

use alloc::string::String;
#[cfg(feature = "std")]
use alloc::vec::Vec;
#[cfg(feature = "std")]
use core::cell::RefCell;

#[cfg(feature = "std")]
std::thread_local! {
    /// Emptied strings of finished parses.
    static SPARE: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Strings with more capacity than this are not kept (a huge input should not pin memory).
#[cfg(feature = "std")]
const SPARE_LIMIT: usize = 4096;

/// How many strings are kept: a record owns at most a few (host, path, query, userinfo).
#[cfg(feature = "std")]
const SPARE_STRINGS: usize = 6;

/// The least capacity a new spare string gets: enough for nearly every part of a real URL,
/// so that a spare rarely has to grow for the next parse.
#[cfg(feature = "std")]
const SPARE_MINIMUM: usize = 256;

/// An empty string with room for at least `capacity` bytes: a spare one if there is one (the
/// newest with that room, else the newest, which then grows).
pub(crate) fn string(capacity: usize) -> String {
    #[cfg(feature = "std")]
    if let Some(mut spare) = SPARE
        .try_with(|spare| {
            let mut list = spare.try_borrow_mut().ok()?;
            let newest = list.last()?;
            let pick = if newest.capacity() >= capacity {
                list.len() - 1
            } else {
                list.iter()
                    .rposition(|s| s.capacity() >= capacity)
                    .unwrap_or(list.len() - 1)
            };
            Some(list.swap_remove(pick))
        })
        .ok()
        .flatten()
    {
        spare.reserve(capacity);
        return spare;
    }
    #[cfg(feature = "std")]
    let capacity = capacity.max(SPARE_MINIMUM);
    String::with_capacity(capacity)
}

/// Keep `s`, emptied, for a later [`string`] (unless it holds no allocation, is too big, or
/// enough are kept already).
pub(crate) fn recycle(s: String) {
    #[cfg(feature = "std")]
    {
        if s.capacity() == 0 || s.capacity() > SPARE_LIMIT {
            return;
        }
        let mut s = s;
        s.clear();
        let _ = SPARE.try_with(|spare| {
            if let Ok(mut list) = spare.try_borrow_mut() {
                if list.len() < SPARE_STRINGS {
                    list.push(s);
                }
            }
        });
    }
    #[cfg(not(feature = "std"))]
    drop(s);
}
