//! The format of the Public Suffix List table, shared by the build step that writes it
//! (`build/psl/`) and the lookup that reads it (`src/psl/lookup.rs`): both include this one
//! file, so they cannot disagree. It holds the hash that places each node and the layout of
//! a slot.
//!
//! A node of the list's label tree is keyed by its parent node and its label. A lookup reads
//! a host's labels from the right, eight bytes at a time (one word finds the dot that starts
//! a label and hashes up to eight of its bytes), so the hash of a label runs over its bytes
//! in chunks of eight from its end: [`start`] with the parent, a [`chunk`] per chunk (the
//! last one shorter when the label's length is not a multiple of eight; the empty label is
//! one chunk of no bytes), then [`finish`]. A chunk is its bytes as a little-endian number
//! (the first byte lowest), each byte with its `0x20` bit set ([`FOLD`]): that lowercases
//! ASCII letters, so the hash of a host's label does not depend on its case. (It merges a
//! few other bytes too, `_` with DEL for one: the lookup compares the label itself,
//! ASCII-lowercased.)
//!
//! The table is a perfect hash ("hash, displace"): [`bucket`] picks a bucket of keys, whose
//! displacement (chosen by the build step so that no two keys share a slot) [`slot`] mixes
//! in to pick the slot.

/// The hash's start for a label under the node whose hash is `parent` ([`ROOT_HASH`] for the
/// list's top-level labels). Chaining the parent's hash rather than its slot lets the build
/// step hash every node before it places any. (The parent's hash is mixed already.)
#[inline]
pub const fn start(parent: u64) -> u64 {
    parent.rotate_left(29) ^ 0x243F_6A88_85A3_08D3
}

/// The "hash" of the root, the parent of the top-level labels.
pub const ROOT_HASH: u64 = 0;

/// The hash after one more chunk (from a label's last eight bytes to its first).
#[inline]
pub const fn chunk(hash: u64, chunk: u64) -> u64 {
    (hash.rotate_left(23) ^ chunk).wrapping_mul(0x517C_C1B7_2722_0A95)
}

/// The label's hash: the state with its high half folded into its low half, which [`slot`]
/// reads ([`bucket`] and [`tag`] read the high half). The label's length needs no mixing in:
/// a chunk's unused places are `0x20` after folding, which no label of the list has, and a
/// longer label has more chunks.
#[inline]
pub const fn finish(hash: u64) -> u64 {
    hash ^ (hash >> 32)
}

/// The `0x20` bit of every byte of a word: set in every byte of a chunk.
pub const FOLD: u64 = 0x2020_2020_2020_2020;

/// `bytes` (at most eight) as a little-endian number, [`FOLD`]ed: one chunk. (Places past a
/// short chunk's bytes are zero before folding.)
pub fn chunk_of(bytes: &[u8]) -> u64 {
    let mut value = 0;
    let mut i = bytes.len();
    while i > 0 {
        i -= 1;
        value = (value << 8) | bytes[i] as u64;
    }
    value | FOLD
}

/// The hash of `label` under the node whose hash is `parent` (for the build step and tests;
/// the lookup hashes a word at a time as it finds where the label starts).
pub fn label(parent: u64, label: &[u8]) -> u64 {
    let mut hash = start(parent);
    let mut end = label.len();
    // At least one chunk: the empty label's is 0.
    loop {
        let begin = end.saturating_sub(8);
        hash = chunk(hash, chunk_of(&label[begin..end]));
        end = begin;
        if end == 0 {
            break;
        }
    }
    finish(hash)
}

/// The bucket of a hash, among `buckets`.
#[inline]
pub const fn bucket(hash: u64, buckets: u32) -> usize {
    (((hash >> 32) * buckets as u64) >> 32) as usize
}

/// The slot of a hash, among `slots`, with its bucket's `displacement` (a seed the build
/// step picked: [`displacement`] of a small number).
#[inline]
pub const fn slot(hash: u64, displacement: u32, slots: u32) -> usize {
    let mixed = ((hash as u32) ^ displacement).wrapping_mul(0x85EB_CA6B);
    ((mixed as u64 * slots as u64) >> 32) as usize
}

/// The seed the build step stores for its `n`th try of a bucket's displacement.
#[allow(dead_code)] // Only the build step picks displacements.
pub const fn displacement(n: u32) -> u32 {
    n.wrapping_mul(0x9E37_79B9)
}

/// The 14 bits of a hash a slot keeps to turn most other keys away without reading labels:
/// the top ones, in their place in a slot. (They are much the same for keys of one bucket,
/// which only makes a lookup compare a label more often, never wrongly.)
#[inline]
pub const fn tag(hash: u64) -> u64 {
    hash & (u64::MAX << TAG_SHIFT)
}

/// A slot: one `u64` per node of the list's label tree. From the low bits up: the label's
/// offset in the label bytes (20 bits; the label bytes end with eight zero bytes, so that
/// eight bytes can be read at any label's offset), its length (6 bits), the parent's slot (16 bits), the
/// node's flags (8 bits), and the [`tag`] of its hash (the remaining 14 bits). The places
/// of the fields follow from their widths.
pub const OFFSET_BITS: u32 = 20;
/// The width of the label's length in a slot.
const LENGTH_BITS: u32 = 6;
/// The width of the parent's slot in a slot.
const PARENT_BITS: u32 = 16;
/// Where the label's length starts in a slot.
pub const LENGTH_SHIFT: u32 = OFFSET_BITS;
/// Where the parent's slot starts in a slot.
pub const PARENT_SHIFT: u32 = LENGTH_SHIFT + LENGTH_BITS;
/// Where the flags (a `u8`) start in a slot.
pub const FLAGS_SHIFT: u32 = PARENT_SHIFT + PARENT_BITS;
/// Where the tag starts in a slot: the rest of the slot is the tag's.
pub const TAG_SHIFT: u32 = FLAGS_SHIFT + u8::BITS;
/// The longest label a slot holds (DNS's limit, 63 bytes, which the length's bits hold).
pub const MAX_LABEL: usize = 63;
const _: () = assert!(MAX_LABEL < 1 << LENGTH_BITS);
/// The parent of the list's top-level labels: no slot has this number.
pub const ROOT: u32 = 0xFFFF;
/// The parent in an empty slot: no node has this number either, so no key matches it.
#[allow(dead_code)] // Only the build step writes empty slots.
pub const NO_NODE: u32 = 0xFFFE;

/// The bits a key fixes in its slot: its tag, its parent and its label's length. A slot
/// holds the key only if these bits are equal and the label bytes too.
pub const KEY_MASK: u64 = (u64::MAX << TAG_SHIFT)
    | (((1 << PARENT_BITS) - 1) << PARENT_SHIFT)
    | (((1 << LENGTH_BITS) - 1) << LENGTH_SHIFT);

/// The key bits of a label of `length` bytes under `parent` with `hash`.
#[inline]
pub const fn key(hash: u64, parent: u32, length: usize) -> u64 {
    tag(hash) | ((parent as u64) << PARENT_SHIFT) | ((length as u64) << LENGTH_SHIFT)
}

/// The node is a rule of the list's ICANN section.
pub const RULE_ICANN: u8 = 1;
/// The node is a rule of the list's private section.
pub const RULE_PRIVATE: u8 = 2;
/// The node is an exception rule (`!label.parent`) of the ICANN section.
pub const EXCEPTION_ICANN: u8 = 4;
/// The node is an exception rule of the private section.
pub const EXCEPTION_PRIVATE: u8 = 8;
/// `*.node` is a rule of the ICANN section.
pub const WILDCARD_ICANN: u8 = 16;
/// `*.node` is a rule of the private section.
pub const WILDCARD_PRIVATE: u8 = 32;
/// The node has children other than `*`.
pub const HAS_CHILDREN: u8 = 64;
/// The node's `*` child has children of its own (a rule such as `a.*.b`, which the list's
/// format allows; the lookup then also follows the `*` node).
pub const STAR_HAS_CHILDREN: u8 = 128;
