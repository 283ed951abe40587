//! The strings the grammar engine writes serializations into. With std, one per thread is
//! reused (a parse then allocates only its result, copied at its length); without, each parse
//! writes into a new one.

use crate::serialize::ComponentOffsets;
use alloc::string::String;
#[cfg(feature = "std")]
use core::cell::Cell;

/// Serializations longer than this are returned as they were written rather than copied
/// (and the thread's string is not kept): a huge URL's serialization is not held twice.
const COPIED: usize = 4096;

/// The thread's string keeps at most this much room between parses.
#[cfg(feature = "std")]
const KEPT: usize = 64 << 10;

#[cfg(feature = "std")]
std::thread_local! {
    /// The thread's string, taken out while a parse writes into it (a parse that starts
    /// meanwhile on the same thread, or while the thread ends, writes into a new one).
    static OUTPUT: Cell<String> = const { Cell::new(String::new()) };
}

/// Run `write` on an empty string with room for `room` bytes, then `take` on the
/// serialization it wrote (to copy it, or to take the string away). `write`'s error, whatever
/// its type (the engine's [`crate::error::ParseError`], or `()` for a writer that declines),
/// is returned as it is.
pub(crate) fn write<T, E>(
    room: usize,
    write: impl FnOnce(&mut String) -> Result<ComponentOffsets, E>,
    take: impl FnOnce(&mut String) -> T,
) -> Result<(T, ComponentOffsets), E> {
    #[cfg(feature = "std")]
    {
        let mut out = OUTPUT.try_with(Cell::take).unwrap_or_default();
        out.clear();
        let result = finish(&mut out, room, write, take);
        // A huge input's string (that failed, or whose serialization was copied) is not kept
        // for the thread's next parse.
        if out.capacity() <= KEPT {
            // Fails only while the thread ends: the string is then dropped.
            let _ = OUTPUT.try_with(|cell| cell.set(out));
        }
        result
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

fn finish<T, E>(
    out: &mut String,
    room: usize,
    write: impl FnOnce(&mut String) -> Result<ComponentOffsets, E>,
    take: impl FnOnce(&mut String) -> T,
) -> Result<(T, ComponentOffsets), E> {
    out.reserve(room);
    let offsets = write(out)?;
    Ok((take(out), offsets))
}
