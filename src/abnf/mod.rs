//! The runtime of the recognizers build.rs generates from the ABNF grammars
//! (`grammar/rfc3986.abnf`, `grammar/rfc3987.abnf`, `grammar/rfc2396.abnf`; the generator is
//! `build/abnf/`): a tagged DFA, run over the bytes of the input once.
//!
//! Each step looks up the byte's class and the state's transition. A transition that passes
//! a recorded rule boundary (a tag) also runs its register operations (generated straight-line
//! code): the generator has worked out which register holds each tag's position in the
//! preferred parse, so the run ends with every recorded boundary at hand, with no
//! backtracking, in time linear in the input. A state that loops on a large byte set (a path
//! segment, a query) skips its run four bytes at a time.
//!
//! The tables are arrays whose lengths are powers of two, indexed through a mask, so no step
//! pays for a bounds check. The syntax modules (`rfc3986::syntax`, ...) include the generated
//! tables and read the tags by the names the generator gives them (`tag::QUERY_START`).

/// A transition's flag: its low bits index [`Dfa::with_ops`].
const OPS: u16 = 0x8000;

/// A target state's flag: it has a loop set to skip through ([`Dfa::skip`]).
const SKIP: u16 = 0x4000;

/// "Not set": the value of a register no tag has been written to.
pub(crate) const UNSET: u32 = u32::MAX;

/// A generated tagged DFA (see the module docs), built by build/abnf's `emit`. `N` is the
/// length of the transition table, `S` of the per-state tables, `T` the number of tags and
/// `R` of registers, each a power of two but `T`.
pub(crate) struct Dfa<const N: usize, const S: usize, const T: usize, const R: usize> {
    /// The byte class of each byte.
    pub classes: [u8; 256],
    /// How many classes: the length of a state's row in `next`.
    pub stride: usize,
    /// `next[state * stride + class]`: the target state (0 is the dead state, 1 the start),
    /// with `SKIP` when it has a loop set, or `OPS | i` for the transition `with_ops[i]`.
    pub next: [u16; N],
    /// Transitions with register operations: the target state with its `SKIP` flag, the
    /// register that takes the current position, and the operations `apply` runs after that
    /// store (0 for none, the common case).
    pub with_ops: &'static [(u16, u8, u16)],
    /// Runs a transition's further register operations, given the current position.
    pub apply: fn(u16, u32, &mut [u32; R]),
    /// Per state: 0 if the input may not end there, else 1 + an index into `finals`.
    pub accept: [u16; S],
    /// Per accepting state: the register holding each tag's value at the end (the last
    /// register holds the input's length then).
    pub finals: &'static [[u8; T]],
    /// Per byte, one bit per loop set the byte belongs to.
    pub loop_sets: [u32; 256],
    /// Per state, the bit of the set it loops on (0 for none).
    pub skip: [u32; S],
    /// Per state, indices into `labels`: what may come next there.
    pub expected: &'static [&'static [u8]],
    /// The names of what may come next: a character-class rule (`unreserved`), or a terminal
    /// as the grammar writes it (`":"`).
    pub labels: &'static [&'static str],
}

/// The tags of a successful run: which register holds each tag, and the registers.
pub(crate) struct Tags<'r, const T: usize, const R: usize> {
    regs: &'r [u32; R],
    map: &'static [u8; T],
}

impl<const T: usize, const R: usize> Tags<'_, T, R> {
    /// The position recorded for `tag`, or [`UNSET`] if the preferred parse did not cross it.
    #[inline(always)]
    pub fn at(&self, tag: usize) -> u32 {
        self.regs[usize::from(self.map[tag % T]) % R]
    }

    /// The position recorded for `tag`, if the preferred parse crossed it.
    #[inline(always)]
    pub fn get(&self, tag: usize) -> Option<u32> {
        let value = self.at(tag);
        (value != UNSET).then_some(value)
    }
}

/// A failed run: where no transition went on, and what the grammar allowed there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mismatch {
    /// The byte offset: where the byte no transition reads is, or the input's length.
    pub at: usize,
    expected: &'static [u8],
    labels: &'static [&'static str],
    end_allowed: bool,
}

impl Mismatch {
    /// The labels of what the grammar expected at `at`, in the grammar's order.
    pub fn expected(&self) -> impl Iterator<Item = &'static str> {
        let labels = self.labels;
        self.expected
            .iter()
            .filter_map(move |&l| labels.get(usize::from(l)).copied())
    }

    /// Whether the input could have ended at `at`.
    pub fn end_allowed(&self) -> bool {
        self.end_allowed
    }
}

impl<const N: usize, const S: usize, const T: usize, const R: usize> Dfa<N, S, T, R> {
    fn mismatch(&self, at: usize, state: usize) -> Mismatch {
        Mismatch {
            at,
            expected: self.expected.get(state).copied().unwrap_or(&[]),
            labels: self.labels,
            end_allowed: self.accept[state % S] != 0,
        }
    }
}

/// Runs `dfa` over `input` (shorter than `u32::MAX` bytes: registers are 32-bit) and hands
/// the tags of a match to `done`.
#[inline(always)]
pub(crate) fn run<const N: usize, const S: usize, const T: usize, const R: usize, O>(
    dfa: &'static Dfa<N, S, T, R>,
    input: &[u8],
    done: impl FnOnce(&Tags<'_, T, R>) -> O,
) -> Result<O, Mismatch> {
    let mut regs = [UNSET; R];
    let mut state = 1usize;
    let mut i = 0usize;
    let n = input.len();
    let mut mask = dfa.skip[1 % S];
    while i < n {
        if mask != 0 {
            i = skip(&dfa.loop_sets, input, i, mask);
            if i == n {
                break;
            }
        }
        let class = usize::from(dfa.classes[usize::from(input[i])]);
        let mut t = dfa.next[(state * dfa.stride + class) % N];
        if t & OPS != 0 {
            let (target, first, rest) = dfa
                .with_ops
                .get(usize::from(t & !OPS))
                .copied()
                .unwrap_or((0, 0, 0));
            regs[usize::from(first) % R] = i as u32;
            if rest != 0 {
                (dfa.apply)(rest, i as u32, &mut regs);
            }
            t = target;
        } else if t == 0 {
            return Err(dfa.mismatch(i, state));
        }
        state = usize::from(t & !SKIP);
        mask = if t & SKIP != 0 {
            dfa.skip[state % S]
        } else {
            0
        };
        i += 1;
    }
    match dfa.accept[state % S] {
        0 => Err(dfa.mismatch(n, state)),
        a => {
            let Some(map) = dfa.finals.get(usize::from(a) - 1) else {
                return Err(dfa.mismatch(n, state));
            };
            regs[R - 1] = n as u32;
            Ok(done(&Tags { regs: &regs, map }))
        }
    }
}

/// The first index from `i` whose byte is not in the loop set `mask`.
#[inline(always)]
fn skip(sets: &[u32; 256], input: &[u8], mut i: usize, mask: u32) -> usize {
    while let Some(chunk) = input.get(i..i + 4) {
        let all = sets[usize::from(chunk[0])]
            & sets[usize::from(chunk[1])]
            & sets[usize::from(chunk[2])]
            & sets[usize::from(chunk[3])];
        if all & mask == 0 {
            break;
        }
        i += 4;
    }
    while let Some(&b) = input.get(i) {
        if sets[usize::from(b)] & mask == 0 {
            break;
        }
        i += 1;
    }
    i
}
