//! The strings the grammar engine writes serializations into. With std, one per thread is
//! reused (a parse then allocates only its result, copied at its length); without, each parse
//! writes into a new one.

use crate::error::ParseError;
use crate::serialize::ComponentOffsets;
use alloc::string::String;
#[cfg(feature = "std")]
use core::cell::RefCell;

/// Serializations longer than this are returned as they were written rather than copied
/// (and the thread's string is not kept): a huge URL's serialization is not held twice.
const COPIED: usize = 4096;

/// The thread's string keeps at most this much room between parses.
#[cfg(feature = "std")]
const KEPT: usize = 64 << 10;

#[cfg(feature = "std")]
std::thread_local! {
    static OUTPUT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Run `write` on an empty string with room for `room` bytes, then `take` on the
/// serialization it wrote (to copy it, or to take the string away).
pub(crate) fn write<T>(
    room: usize,
    write: impl FnOnce(&mut String) -> Result<ComponentOffsets, ParseError>,
    take: impl FnOnce(&mut String) -> T,
) -> Result<(T, ComponentOffsets), ParseError> {
    #[cfg(feature = "std")]
    {
        let mut write = Some((write, take));
        let shared = OUTPUT.try_with(|cell| {
            let mut out = cell.try_borrow_mut().ok()?;
            let (write, take) = write.take()?;
            out.clear();
            let result = finish(&mut out, room, write, take);
            if out.capacity() > KEPT {
                // A huge input's (that failed, or whose serialization was copied): not
                // kept for the thread's next parse.
                *out = String::new();
            }
            Some(result)
        });
        if let Ok(Some(result)) = shared {
            return result;
        }
        // Another parse on this thread holds the string (or the thread is ending).
        match write.take() {
            Some((write, take)) => finish(&mut String::new(), room, write, take),
            None => Err(super::internal("a serialization was not written")),
        }
    }
    #[cfg(not(feature = "std"))]
    finish(&mut String::new(), room, write, take)
}

/// The serialization in `out` as a string of its own: copied at its length, or, when
/// longer than [`COPIED`], `out` itself, taken.
pub(crate) fn take(out: &mut String) -> String {
    if out.len() <= COPIED {
        String::from(out.as_str())
    } else {
        let mut whole = core::mem::take(out);
        crate::percent::release_slack(&mut whole);
        whole
    }
}

fn finish<T>(
    out: &mut String,
    room: usize,
    write: impl FnOnce(&mut String) -> Result<ComponentOffsets, ParseError>,
    take: impl FnOnce(&mut String) -> T,
) -> Result<(T, ComponentOffsets), ParseError> {
    out.reserve(room);
    let offsets = write(out)?;
    Ok((take(out), offsets))
}
