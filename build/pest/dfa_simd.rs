//! The skips of the generated DFA code ([`super::dfa_emit`]) sixteen bytes at a time with SSE2,
//! on x86 and x86-64 targets that have it (every x86-64 target does): a block's bytes are
//! classified by a few comparisons of the whole vector, written here per byte set (the build
//! step knows every set), the comparisons' results become a bit per position (a movemask), and
//! a run ends at the first stop bit. One branch per block, taken once per run, rather than one
//! per byte at a position that changes from input to input: a processor mispredicts the exit
//! of the byte loop about once per run. The intrinsics come from `safe_arch`, which wraps
//! `core::arch` in safe functions where the target has the feature (calling them directly would
//! need `unsafe`, which the library forbids).
//!
//! The scalar skips (a table lookup per byte) stay the formulation for other targets, and the
//! generated code keeps both: `match_<entry>_scalar` and `SKIPS` (in test builds) let the tests
//! compare them.

use super::dfa::Bytes;
use std::fmt::Write;

/// How many sixteen-byte blocks a skip's step takes where the input is followed by bytes it
/// may read (`skip_slack`; at most four): see docs/performance.md for the measurements.
const SLACK_BLOCKS: usize = 2;

/// The same for a pair's skip (`skip_pair_slack`; at most three).
const SLACK_PAIR_BLOCKS: usize = 2;

/// The SSE2 helpers of the generated code: the start of a module `sse2` (the skips it needs
/// and a closing brace follow).
pub const SSE2: &str = "/// The skips sixteen bytes at a time (build/pest/dfa_simd.rs): a block's bytes are classified
/// by comparisons of the whole vector (each skip's own, in the `skip<n>` and `skip_pair<n>`
/// functions below), the results' sign bits become a bit per position, and a run's end is the
/// first stop: one branch per block rather than one per byte.
#[cfg(all(any(target_arch = \"x86\", target_arch = \"x86_64\"), target_feature = \"sse2\"))]
mod sse2 {
    // Not every automaton's byte sets need every helper.
    #![allow(dead_code)]
    pub(super) use safe_arch::m128i;
    use safe_arch::{
        add_i8_m128i, bitor_m128i, cmp_eq_mask_i8_m128i, cmp_lt_mask_i8_m128i,
        load_unaligned_m128i, move_mask_i8_m128i, set_splat_i8_m128i,
    };

    /// The lanes that are all ones in any of `terms`.
    #[inline(always)]
    pub(super) fn any<const N: usize>(terms: [m128i; N]) -> m128i {
        let mut lanes = terms[0];
        for term in &terms[1..] {
            lanes = bitor_m128i(lanes, *term);
        }
        lanes
    }

    /// The lanes of `x` that hold the byte `b`: all ones, the others zero.
    #[inline(always)]
    pub(super) fn byte(x: m128i, b: u8) -> m128i {
        cmp_eq_mask_i8_m128i(x, set_splat_i8_m128i(i8::from_ne_bytes([b])))
    }

    /// The lanes of `x` that hold one of the `n` bytes (2 to 255) from `lo` on, counting on
    /// from 255 to 0: all ones, the others zero. Adding `128 - lo` (wrapping) moves `lo` to
    /// -128 as a signed byte, so the range's bytes become the `n` smallest: one addition and
    /// one signed comparison.
    #[inline(always)]
    pub(super) fn range(x: m128i, lo: u8, n: u8) -> m128i {
        let moved = add_i8_m128i(x, set_splat_i8_m128i(i8::from_ne_bytes([128u8.wrapping_sub(lo)])));
        cmp_lt_mask_i8_m128i(moved, set_splat_i8_m128i(i8::from_ne_bytes([128u8.wrapping_add(n)])))
    }

    /// A bit per lane of `x` (bit k for lane k): the lanes' sign bits.
    #[inline(always)]
    pub(super) fn mask(x: m128i) -> u32 {
        move_mask_i8_m128i(x).cast_unsigned()
    }

    /// The sixteen bytes of `block` as a vector.
    #[inline(always)]
    fn load(block: &[u8; 16]) -> m128i {
        load_unaligned_m128i(block)
    }
";

/// The SSE2 skip through a loop set (in `sse2`).
pub const SSE2_SKIP: &str = "
    /// A loop set's test of a block (each skip's own, generated).
    pub(super) trait Stops {
        /// A block's stops: bit k when its byte k is not in the set.
        fn stops(x: m128i) -> u32;
    }

    /// The skip through a loop set (`S`), sixteen positions per step: a block per step while
    /// sixteen bytes are left, then the input's last sixteen bytes (the positions before `i`
    /// among them skipped already). It returns where the run ends, or `None` for an input shorter than sixteen
    /// bytes (left to the scalar skip).
    #[inline(always)]
    pub(super) fn skip<S: Stops>(input: &[u8], mut i: usize) -> Option<usize> {
        let last = input.len().checked_sub(16)?;
        // While sixteen bytes are left: `i + 16 <= len`, written so that it cannot overflow.
        while i <= last {
            let Some(block) = input.get(i..i + 16).and_then(|block| block.first_chunk()) else {
                break;
            };
            let stops = S::stops(load(block));
            if stops != 0 {
                return Some(i + stops.trailing_zeros() as usize);
            }
            i += 16;
        }
        let stops = S::stops(load(input.last_chunk::<16>()?));
        Some(super::first_stop(stops, i, last, input.len()))
    }

    /// [`skip`] in an input whose bytes are followed by more that may be read (`padded`
    /// begins with the input, which is `len` bytes long: a row inside a column's buffer),
    /// `N` blocks (at most four) per step wherever `padded` has them: the positions at or
    /// past the input's end are stops, so a step is one mask and one branch, taken where the
    /// run ends, with no code for the input's last bytes. The step goes on by a constant, not
    /// by where the stops are, so that the processor loads the next step before it knows
    /// whether this one stops. `Ok` of where the run ends, or `Err` of where it got to when
    /// `padded` has no step left (the rest is [`skip`]'s).
    #[inline(always)]
    pub(super) fn skip_slack<S: Stops, const N: usize>(
        padded: &[u8],
        len: usize,
        mut i: usize,
    ) -> Result<usize, usize> {
        // While a step's bytes are in `padded`: `i + 16 * N <= padded.len()`, written so
        // that it cannot overflow (and the optimizer sees that the step's reads are in bounds).
        let Some(last) = padded.len().checked_sub(16 * N) else {
            return Err(i);
        };
        while i <= last {
            let Some(step) = padded.get(i..i + 16 * N) else {
                break;
            };
            // A bit for each position of the step at or past the input's end (`i <= len`: a
            // step goes on only when none of its positions is).
            let left = len.wrapping_sub(i);
            let mut stops = match left < 16 * N {
                true => u64::MAX << left & u64::MAX >> (64 - 16 * N),
                false => 0,
            };
            for (k, block) in step.chunks_exact(16).enumerate() {
                if let Some(block) = block.first_chunk() {
                    stops |= u64::from(S::stops(load(block))) << (16 * k);
                }
            }
            if stops != 0 {
                return Ok(i + stops.trailing_zeros() as usize);
            }
            i += 16 * N;
        }
        Err(i)
    }
";

/// The SSE2 skip through a pair (in `sse2`).
pub const SSE2_SKIP_PAIR: &str = "
    /// A pair's tests of a block (each skip's own, generated).
    pub(super) trait Pair {
        /// A block's bits (bit k for its byte k) of the loop set, the bytes to the other state
        /// and the bytes back.
        fn classes(x: m128i) -> [u32; 3];
    }

    /// The skip through a pair (`P`; see the scalar `skip_pair`), sixteen positions per step;
    /// `sets` is the pair's table of bytes (bit 3: back).
    /// Position k stays when its byte is in the loop set, or goes to the other state and the
    /// byte after it goes back: the bits back shifted down by one, with the byte after the
    /// block (its bit in `sets`) as bit 15. A block per step while seventeen bytes are left,
    /// then the input's last sixteen, whose last byte has nothing after it (so stays only in
    /// the loop set). It returns where the run ends, or `None` for an input shorter than
    /// sixteen bytes (left to the scalar skip).
    #[inline(always)]
    pub(super) fn skip_pair<P: Pair>(input: &[u8], mut i: usize, sets: &[u8; 256]) -> Option<usize> {
        let last = input.len().checked_sub(16)?;
        // While seventeen bytes are left: `i + 17 <= len`, written so that it cannot overflow.
        while i < last {
            let Some((block, &[next])) = input.get(i..i + 17).map(|block| block.split_at(16)) else {
                break;
            };
            let [stay, via, back] = P::classes(load(block.first_chunk::<16>()?));
            let next = u32::from(sets[usize::from(next)] >> 3 & 1);
            let stays = stay | via & (back >> 1 | next << 15);
            if stays != 0xFFFF {
                return Some(i + (!stays).trailing_zeros() as usize);
            }
            i += 16;
        }
        let [stay, via, back] = P::classes(load(input.last_chunk::<16>()?));
        let stops = 0xFFFF & !(stay | via & back >> 1);
        Some(super::first_stop(stops, i, last, input.len()))
    }

    /// [`skip_pair`] in an input followed by more bytes that may be read (see
    /// [`skip_slack`]), `N` blocks (at most three) per step wherever `padded` has them and a
    /// byte after them: only the positions and the bytes after them inside the input count
    /// (a position whose byte goes to the other state stays only when the byte after it is
    /// the input's and goes back), so a step is one branch and there is no code for the
    /// input's last bytes. `Ok` of where the run ends, or `Err` of where it got to when
    /// `padded` has no step left (the rest is [`skip_pair`]'s).
    #[inline(always)]
    pub(super) fn skip_pair_slack<P: Pair, const N: usize>(
        padded: &[u8],
        len: usize,
        mut i: usize,
        sets: &[u8; 256],
    ) -> Result<usize, usize> {
        // While a step's bytes and the byte after them are in `padded`.
        let Some(last) = padded.len().checked_sub(16 * N + 1) else {
            return Err(i);
        };
        while i <= last {
            let Some((step, &[next, ..])) = padded.get(i..i + 16 * N + 1).map(|s| s.split_at(16 * N))
            else {
                break;
            };
            let (mut stay, mut via, mut back) = (0u64, 0u64, 0u64);
            for (k, block) in step.chunks_exact(16).enumerate() {
                if let Some(block) = block.first_chunk() {
                    let [s, v, b] = P::classes(load(block));
                    stay |= u64::from(s) << (16 * k);
                    via |= u64::from(v) << (16 * k);
                    back |= u64::from(b) << (16 * k);
                }
            }
            back |= u64::from(sets[usize::from(next)] >> 3 & 1) << (16 * N);
            // A bit for each position before the input's end, up to the byte after the step
            // (`i <= len`, as in `skip_slack`).
            let left = len.wrapping_sub(i);
            let inside = match left <= 16 * N {
                true => !(u64::MAX << left),
                false => u64::MAX >> (63 - 16 * N),
            };
            let stays = (stay | via & (back & inside) >> 1) & inside;
            let all = u64::MAX >> (64 - 16 * N);
            if stays & all != all {
                return Ok(i + (!stays).trailing_zeros() as usize);
            }
            i += 16 * N;
        }
        Err(i)
    }
";

/// A byte set as SSE2 comparisons: the lanes of a vector `x` in the set (or, `complement`, in
/// the complement) as one expression of the `sse2` helpers, and what it costs (instructions,
/// roughly).
pub struct Lanes {
    expr: String,
    complement: bool,
    cost: usize,
}

impl Lanes {
    /// The cheaper of `set` and its complement, written as runs of bytes (an equality test for
    /// one byte, a range test otherwise; a run may wrap around from 255 to 0) joined by `or`;
    /// `prefer_complement` breaks ties.
    pub fn new(set: &Bytes, prefer_complement: bool) -> Lanes {
        let complement = set.map(|b| !b);
        let (a, b) = (Lanes::of(set, false), Lanes::of(&complement, true));
        match (a.cost, b.cost) {
            (x, y) if x < y || (x == y && !prefer_complement) => a,
            _ => b,
        }
    }

    fn of(set: &Bytes, complement: bool) -> Lanes {
        let runs = runs(set);
        let terms: Vec<String> = runs
            .iter()
            .map(|&(lo, n)| match n {
                1 => format!("sse2::byte(x, {})", literal(lo)),
                _ => format!("sse2::range(x, {}, {n})", literal(lo)),
            })
            .collect();
        let cost = runs
            .iter()
            .map(|&(_, n)| if n == 1 { 2 } else { 4 })
            .sum::<usize>()
            + terms.len().saturating_sub(1);
        let expr = match terms.as_slice() {
            [] => String::new(),
            [term] => term.clone(),
            _ => format!("sse2::any([{}])", terms.join(", ")),
        };
        Lanes {
            expr,
            complement,
            cost,
        }
    }

    /// The cost of the expression.
    pub fn cost(&self) -> usize {
        self.cost
    }

    /// A `u32` expression: bit k when lane k is in the set (`complement` false) or out of it.
    pub fn bits(&self, complement: bool) -> String {
        match (self.expr.as_str(), self.complement == complement) {
            // No lane is in the chosen side of the set.
            ("", true) => String::from("0"),
            ("", false) => String::from("0xFFFF"),
            (expr, true) => format!("sse2::mask({expr})"),
            (expr, false) => format!("0xFFFF ^ sse2::mask({expr})"),
        }
    }
}

/// The bytes of `set` as runs (first byte, length), counting on from 255 to 0 (a run through
/// 255 and 0 is one); none for an empty or a full set.
fn runs(set: &Bytes) -> Vec<(u8, usize)> {
    // Start after a byte outside the set, so that no run is cut in two.
    let Some(out) = (0..256).find(|&b| !set[b]) else {
        return Vec::new();
    };
    let mut runs: Vec<(u8, usize)> = Vec::new();
    let mut open = false;
    for k in 1..=256 {
        let b = (out + k) % 256;
        match (set[b], open) {
            (true, false) => runs.push((b as u8, 1)),
            (true, true) => {
                if let Some(run) = runs.last_mut() {
                    run.1 += 1;
                }
            }
            _ => {}
        }
        open = set[b];
    }
    runs.sort_unstable();
    runs
}

/// A byte as a Rust literal: `b'a'` where printable, else a number.
fn literal(b: u8) -> String {
    match b {
        b'\'' | b'\\' => format!("b'\\{}'", char::from(b)),
        0x21..=0x7e => format!("b'{}'", char::from(b)),
        _ => format!("{b}"),
    }
}

/// The bytes of `set` for a doc comment: printable ones as themselves, ranges as `a-z`.
pub fn describe(set: &Bytes) -> String {
    let mut out = Vec::new();
    let show = |b: usize| match b {
        0x21..=0x7e if b != usize::from(b'`') => format!("`{}`", char::from(b as u8)),
        _ => format!("{b:#04x}"),
    };
    let mut b = 0;
    while b < 256 {
        if set[b] {
            let mut e = b;
            while e + 1 < 256 && set[e + 1] {
                e += 1;
            }
            out.push(match e - b {
                0 => show(b),
                _ => format!("{}-{}", show(b), show(e)),
            });
            b = e + 1;
        } else {
            b += 1;
        }
    }
    match out.is_empty() {
        true => String::from("none"),
        false => out.join(" "),
    }
}

/// The generated function `skip<n>` for a skip through bit `bit` of table `SETS<t>` (the bytes
/// `set`): SSE2 where the target has it and the input is at least sixteen bytes long, else the
/// scalar skip.
pub fn skip_fn(s: &mut String, n: usize, (t, bit): (usize, u64), set: &Bytes) {
    let stops = Lanes::new(set, true).bits(true);
    let x = if stops.contains("(x") { "x" } else { "_x" };
    let _ = writeln!(
        s,
        "/// The skip through the bytes {} (bit {} of `SETS{t}`): where the run from `i` ends.
#[inline(always)]
#[allow(unused_mut)]
fn skip{n}<const SSE2: bool, const SLACK: bool>(input: &[u8], padded: &[u8], mut i: usize) -> usize {{
    let _ = padded;
    #[cfg(all(any(target_arch = \"x86\", target_arch = \"x86_64\"), target_feature = \"sse2\"))]
    {{
        struct Set;
        impl sse2::Stops for Set {{
            #[inline(always)]
            fn stops({x}: sse2::m128i) -> u32 {{
                {stops}
            }}
        }}
        // With bytes after the input to read (`SLACK`: `padded`), steps without a tail.
        if SSE2 && SLACK {{
            match sse2::skip_slack::<Set, {SLACK_BLOCKS}>(padded, input.len(), i) {{
                Ok(end) => return end,
                Err(at) => i = at,
            }}
        }}
        // The SSE2 form only where asked for (`run::<false, _>` is the scalar one).
        if let Some(end) = SSE2.then(|| sse2::skip::<Set>(input, i)).flatten() {{
            return end;
        }}
    }}
    skip(input, i, &SETS{t}, {bit})
}}
",
        describe(set),
        bit.trailing_zeros()
    );
}

/// The generated function `skip_pair<p>` for the pair `PAIR<p>` (its table of bytes `table`,
/// see `pair_table`): SSE2 where the target has it and the input is at least sixteen bytes
/// long, else the scalar skip.
pub fn skip_pair_fn(s: &mut String, p: usize, table: &[u8]) {
    let set = |bit: u8| -> Bytes { std::array::from_fn(|b| table[b] & bit != 0) };
    let (stay, via, back) = (set(1), set(2), set(8));
    let stay_lanes = Lanes::new(&stay, false);
    // The bytes back are some of the loop set's: they may be cheaper as the loop set without
    // the others.
    let others: Bytes = std::array::from_fn(|b| stay[b] && !back[b]);
    let (direct, others) = (Lanes::new(&back, false), Lanes::new(&others, false));
    let back_bits = match others.cost() + 1 < direct.cost() {
        true => format!("stay & ({})", others.bits(true)),
        false => direct.bits(false),
    };
    let _ = writeln!(
        s,
        "/// The skip through the pair `PAIR{p}`: the loop set {}, {} to the other state and {} \
         back. Where the run from `i` ends.
#[inline(always)]
#[allow(unused_mut)]
fn skip_pair{p}<const SSE2: bool, const SLACK: bool>(input: &[u8], padded: &[u8], mut i: usize) -> usize {{
    let _ = padded;
    #[cfg(all(any(target_arch = \"x86\", target_arch = \"x86_64\"), target_feature = \"sse2\"))]
    {{
        struct Set;
        impl sse2::Pair for Set {{
            #[inline(always)]
            fn classes(x: sse2::m128i) -> [u32; 3] {{
                let stay = {};
                [stay, {}, {back_bits}]
            }}
        }}
        // With bytes after the input to read (`SLACK`: `padded`), steps without a tail.
        if SSE2 && SLACK {{
            match sse2::skip_pair_slack::<Set, {SLACK_PAIR_BLOCKS}>(padded, input.len(), i, &PAIR{p}) {{
                Ok(end) => return end,
                Err(at) => i = at,
            }}
        }}
        // The SSE2 form only where asked for (`run::<false, _>` is the scalar one).
        if let Some(end) = SSE2.then(|| sse2::skip_pair::<Set>(input, i, &PAIR{p})).flatten() {{
            return end;
        }}
    }}
    skip_pair(input, i, &PAIR{p}, &BIGRAM{p})
}}
",
        describe(&stay),
        describe(&via),
        describe(&back),
        stay_lanes.bits(false),
        Lanes::new(&via, false).bits(false),
    );
}
