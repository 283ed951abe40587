//! A global allocator that tracks, per thread, the bytes a closure holds at its peak (its
//! live allocations above what the thread held when it started), for tests/memory.rs.
//! Include it with `#[path]` in a binary of its own: it installs itself as that binary's
//! global allocator. Per-thread counts let the test harness run tests in parallel: each
//! test measures only what its own thread allocates (a parse allocates and frees on the
//! thread that runs it).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Tracking;

thread_local! {
    // Const-initialized and without destructors: reading them never allocates, so the
    // allocator may use them.
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

fn grow(by: isize) {
    let _ = LIVE.try_with(|live| {
        let now = live.get() + by;
        live.set(now);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now)));
    });
}

unsafe impl GlobalAlloc for Tracking {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            grow(layout.size() as isize);
        }
        ptr
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        grow(-(layout.size() as isize));
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new = unsafe { System.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            // Counted as the new block only: a reallocation that moves holds both blocks for
            // a moment, but so would any growable buffer, and the system allocator often
            // grows in place.
            grow(new_size as isize - layout.size() as isize);
        }
        new
    }
}

#[global_allocator]
static GLOBAL: Tracking = Tracking;

/// What `f` returns, and the most bytes the calling thread held at once while it ran, above
/// what it held before (what `f` returns is counted: it was allocated during the call).
pub fn peak_of<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = LIVE.with(Cell::get);
    PEAK.with(|peak| peak.set(before));
    let value = f();
    let peak = PEAK.with(Cell::get);
    (value, (peak - before).max(0) as usize)
}
