//! The Public Suffix List's formal algorithm
//! (<https://github.com/publicsuffix/list/wiki/Format#formal-algorithm>) over the compiled
//! table:
//!
//! 1. "Match domain against all rules and take note of the matching ones."
//! 2. "If no rules match, the prevailing rule is `*`."
//! 3. "If more than one rule matches, the prevailing rule is the one which is an exception
//!    rule."
//! 4. "If there is no matching exception rule, the prevailing rule is the one with the most
//!    labels."
//! 5. "If the prevailing rule is a exception rule, modify it by removing the leftmost label."
//! 6. "The public suffix is the set of labels from the domain which match the labels of the
//!    prevailing rule, using the matching algorithm above."
//!
//! Every rule that matches a domain ends at its rightmost label, so the rules that match are
//! the nodes on one path down the label tree (more than one path only below a `*` that has
//! children of its own). The walk reads the domain's labels from the right and stops at the
//! first label with no node: one hash and one slot per label, and only as many labels as the
//! deepest matching rule has, plus one.

use super::format::{self, KEY_MASK, ROOT, ROOT_HASH};

/// A compiled list: the library's (`src/psl/table.rs`), or one a test compiles.
pub(super) struct Table<'a> {
    /// How many buckets the perfect hash has.
    pub buckets: u32,
    /// Each bucket's displacement.
    pub displacements: &'a [u32],
    /// The slots, in `src/psl/format.rs`'s layout.
    pub slots: &'a [u64],
    /// The labels the slots point into.
    pub labels: &'a [u8],
}

/// The flags of the rules that count for each choice of sections.
pub(super) const ALL_RULES: u8 = format::RULE_ICANN
    | format::RULE_PRIVATE
    | format::EXCEPTION_ICANN
    | format::EXCEPTION_PRIVATE
    | format::WILDCARD_ICANN
    | format::WILDCARD_PRIVATE;
/// The ICANN section's flags alone.
pub(super) const ICANN_RULES: u8 =
    format::RULE_ICANN | format::EXCEPTION_ICANN | format::WILDCARD_ICANN;

const RULE: u8 = format::RULE_ICANN | format::RULE_PRIVATE;
const EXCEPTION: u8 = format::EXCEPTION_ICANN | format::EXCEPTION_PRIVATE;
const WILDCARD: u8 = format::WILDCARD_ICANN | format::WILDCARD_PRIVATE;
/// The flags that send the walk to the next label.
const GOES_ON: u8 = WILDCARD | format::HAS_CHILDREN | format::STAR_HAS_CHILDREN;

/// One in every byte of a word.
const ONES: u64 = 0x0101_0101_0101_0101;

/// The up-to-eight bytes of `body` that end at `end` as a little-endian word, the byte
/// before `end` in the highest place; places before the start of `body` are zero (never a
/// dot).
#[inline(always)]
fn word_ending_at(body: &[u8], end: usize) -> u64 {
    let head = body.get(..end).unwrap_or_default();
    if let Some((_, last)) = head.split_last_chunk::<8>() {
        return u64::from_le_bytes(*last);
    }
    if let (Some((first, _)), 1..=7) = (body.split_first_chunk::<8>(), end) {
        return u64::from_le_bytes(*first) << (8 * (8 - end));
    }
    head.iter()
        .fold(0, |word, &b| (word >> 8) | (u64::from(b) << 56))
}

/// `word` with its ASCII upper-case letters lowercased, all eight bytes at once.
#[inline]
fn lowercase(word: u64) -> u64 {
    let seven_bits = word & (0x7F * ONES);
    // The top bit of each byte: set when the byte is at least `A`, and when it is past `Z`.
    let from_a = seven_bits + (0x80 - u64::from(b'A')) * ONES;
    let past_z = seven_bits + (0x80 - u64::from(b'Z') - 1) * ONES;
    let upper = from_a & !past_z & !word & (0x80 * ONES);
    word | (upper >> 2)
}

/// The top bit of each byte of `word` that is a dot.
#[inline]
fn dots(word: u64) -> u64 {
    let x = word ^ (u64::from(b'.') * ONES);
    // The top bit of each byte of `x` that is not zero, then the others.
    !(((x & (0x7F * ONES)) + 0x7F * ONES) | x) & (0x80 * ONES)
}

/// A label of the domain: where it is, its hash, and its last (up to) eight bytes as a
/// little-endian number, which is the whole label when it is eight bytes or shorter.
#[derive(Clone, Copy)]
struct Label {
    start: usize,
    end: usize,
    hash: u64,
    last: u64,
}

/// Of the word of `body` that ends at `at`: how many of its highest bytes belong to the
/// label that ends at `at` (up to its dot or the start of `body`), those bytes as they are
/// (the label's bytes in the lowest places), and whether the label starts in this word.
#[inline(always)]
fn chunk_before(body: &[u8], at: usize) -> (usize, u64, bool) {
    let word = word_ending_at(body, at);
    let found = dots(word);
    // The bytes above the highest dot (all eight without one), but only those of `body`.
    let bytes = ((found.leading_zeros() / 8) as usize).min(at);
    let chunk = if bytes == 0 {
        0
    } else {
        word >> (64 - 8 * bytes)
    };
    (bytes, chunk, found != 0 || at <= 8)
}

/// The label of `body` that ends at `end` (exclusive), hashed under the node whose hash is
/// `parent`: a word at a time from the right, its highest dot found, and the label's bytes
/// in it hashed as one chunk (src/psl/format.rs).
#[inline(always)]
fn label_before(body: &[u8], end: usize, parent: u64) -> Label {
    let (bytes, last, done) = chunk_before(body, end);
    let mut hash = format::chunk(format::start(parent), last | format::FOLD);
    let mut start = end - bytes;
    if !done {
        // A label longer than eight bytes: the rest, a word at a time.
        loop {
            let (bytes, chunk, done) = chunk_before(body, start);
            if bytes > 0 {
                hash = format::chunk(hash, chunk | format::FOLD);
            }
            start -= bytes;
            if done {
                break;
            }
        }
    }
    Label {
        start,
        end,
        hash: format::finish(hash),
        last,
    }
}

/// Whether `label`, `length` bytes of the domain, is `stored` (the table's label bytes from
/// the label's offset on), ignoring ASCII case: eight bytes at a time from the end, each
/// compared as it is first (hosts are lowercase more often than not), then lowercased.
#[inline(always)]
fn same_label(stored: &[u8], label: &Label, length: usize, body: &[u8]) -> bool {
    let same = |stored: &[u8; 8], word: u64, bytes: usize| {
        // The bytes that matter are the lowest `bytes`: shift the others out.
        let unused = (64 - 8 * bytes) as u32;
        let stored = u64::from_le_bytes(*stored);
        (stored ^ word).wrapping_shl(unused) == 0
            || (stored ^ lowercase(word)).wrapping_shl(unused) == 0
    };
    let Some((first, _)) = stored.split_first_chunk::<8>() else {
        return false;
    };
    if length <= 8 {
        return same(first, label.last, length);
    }
    // A longer label: its words from the end, each against the stored bytes at its place.
    let mut at = label.end;
    while at > label.start {
        let bytes = (at - label.start).min(8);
        let word = word_ending_at(body, at) >> (64 - 8 * bytes);
        let place = at - label.start - bytes;
        match stored.get(place..).and_then(<[u8]>::split_first_chunk::<8>) {
            Some((chunk, _)) if same(chunk, word, bytes) => at -= bytes,
            _ => return false,
        }
    }
    true
}

/// The slot and entry of the node for `label` under the node in slot `parent`, if the list
/// has one. Labels are compared ASCII-lowercased.
#[inline(always)]
fn find(table: &Table<'_>, parent: u32, label: &Label, body: &[u8]) -> Option<(u32, u64)> {
    let length = label.end - label.start;
    if length > format::MAX_LABEL {
        return None;
    }
    let displacement = *table
        .displacements
        .get(format::bucket(label.hash, table.buckets))?;
    // The slot count is the slots' length, which the build step keeps below 2^16.
    let slot = format::slot(label.hash, displacement, table.slots.len() as u32);
    let entry = *table.slots.get(slot)?;
    if entry & KEY_MASK != format::key(label.hash, parent, length) {
        return None;
    }
    let offset = (entry & ((1 << format::OFFSET_BITS) - 1)) as usize;
    let stored = table.labels.get(offset..)?;
    // `slot` is below the slot count, a u32.
    same_label(stored, label, length, body).then_some((slot as u32, entry))
}

/// The matching rules found so far.
#[derive(Clone, Copy)]
struct Found {
    /// Where the longest matching rule's labels start (the implicit `*` at first).
    longest: usize,
    /// Where the longest matching exception rule's labels start, less its leftmost label.
    exception: Option<usize>,
    /// The last label read (start, end), which is often the one before the public suffix.
    last: (usize, usize),
}

impl Found {
    /// Nothing found yet but the implicit `*` rule, which matches `top`.
    fn new(top: &Label) -> Found {
        Found {
            longest: top.start,
            exception: None,
            last: (top.start, top.end),
        }
    }

    /// Take note of the rules `rules` (flags) of a node that matches `label`.
    #[inline(always)]
    fn node(&mut self, rules: u8, label: &Label) {
        if rules & RULE != 0 {
            self.longest = self.longest.min(label.start);
        }
        if rules & EXCEPTION != 0 {
            // The rule without its leftmost label (this node's): from the next label on.
            let after = label.end + 1;
            self.exception = Some(self.exception.map_or(after, |e| e.min(after)));
        }
    }

    /// Take note of the next label, `next`, read left of a node with the rules `rules`
    /// (flags): its `*.node` rules match it unless it is empty ("The wildcard character *
    /// (asterisk) matches any valid sequence of characters in a hostname part").
    #[inline(always)]
    fn next(&mut self, rules: u8, next: &Label) {
        self.last = (next.start, next.end);
        if rules & WILDCARD != 0 && next.start < next.end {
            self.longest = self.longest.min(next.start);
        }
    }
}

/// A search of the list's rules that match one domain.
struct Search<'a> {
    table: &'a Table<'a>,
    /// The domain without its trailing dot.
    body: &'a [u8],
    /// The flags of the rules that count.
    rules: u8,
}

impl Search<'_> {
    /// The rules that match the domain, given the node in `slot` (`entry`) that matches its
    /// last label `top`, along the one path down the tree that the list's rules take as long
    /// as no `*` has children; `None` when one has.
    #[inline(always)]
    fn path(&self, mut slot: u32, mut entry: u64, mut label: Label) -> Option<Found> {
        let mut found = Found::new(&label);
        loop {
            let flags = (entry >> format::FLAGS_SHIFT) as u8;
            found.node(flags & self.rules, &label);
            // A rule with more labels needs a label left of this one.
            if label.start == 0 || flags & GOES_ON == 0 {
                return Some(found);
            }
            if flags & format::STAR_HAS_CHILDREN != 0 {
                return None;
            }
            let next = label_before(self.body, label.start - 1, label.hash);
            found.next(flags & self.rules, &next);
            if flags & format::HAS_CHILDREN == 0 {
                return Some(found);
            }
            let Some((child, child_entry)) = find(self.table, slot, &next, self.body) else {
                return Some(found);
            };
            (slot, entry, label) = (child, child_entry, next);
        }
    }

    /// Every node that matches below the node in `slot` (`entry`), which matches `label`,
    /// following `*` children too (rules with `*` inside them, which the list's format
    /// allows and the list does not have today).
    #[inline(never)]
    fn tree(&self, slot: u32, entry: u64, label: Label, found: &mut Found) {
        let flags = (entry >> format::FLAGS_SHIFT) as u8;
        found.node(flags & self.rules, &label);
        if label.start == 0 || flags & GOES_ON == 0 {
            return;
        }
        let next = label_before(self.body, label.start - 1, label.hash);
        found.next(flags & self.rules, &next);
        if flags & format::STAR_HAS_CHILDREN != 0 && next.start < next.end {
            let star_hash = format::label(label.hash, b"*");
            let star = Label {
                hash: star_hash,
                last: u64::from(b'*'),
                start: 0,
                end: 1,
            };
            if let Some((star_slot, star_entry)) = find(self.table, slot, &star, b"*") {
                // The `*` node stands at the label's place.
                let at = Label {
                    hash: star_hash,
                    ..next
                };
                self.tree(star_slot, star_entry, at, found);
            }
        }
        if flags & format::HAS_CHILDREN != 0 {
            if let Some((child, child_entry)) = find(self.table, slot, &next, self.body) {
                self.tree(child, child_entry, next, found);
            }
        }
    }
}

/// Where the public suffix of `body` (a domain without its trailing dot) starts, by the rules
/// whose flags are in `rules` ([`ALL_RULES`] or [`ICANN_RULES`]); and where the label before
/// it starts, if there is one.
#[inline]
pub(super) fn public_suffix_start(
    table: &Table<'_>,
    body: &[u8],
    rules: u8,
) -> (usize, Option<usize>) {
    let top = label_before(body, body.len(), ROOT_HASH);
    let search = Search { table, body, rules };
    let found = match find(table, ROOT, &top, body) {
        None => Found::new(&top),
        Some((slot, entry)) => search.path(slot, entry, top).unwrap_or_else(|| {
            let mut found = Found::new(&top);
            search.tree(slot, entry, top, &mut found);
            found
        }),
    };
    let start = found.exception.unwrap_or(found.longest);
    let before = match start.checked_sub(1) {
        None => None,
        Some(end) if found.last.1 == end => Some(found.last.0),
        Some(end) => Some(label_before(body, end, ROOT_HASH).start),
    };
    (start, before)
}
