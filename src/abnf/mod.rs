//! The runtime of the recognizers build.rs generates from the ABNF grammars
//! (`grammar/rfc3986.abnf`, `grammar/rfc3987.abnf`, `grammar/rfc2396.abnf`; the generator is
//! `build/abnf/`): a tagged DFA, run over the bytes of the input once.
//!
//! Each step looks up the byte's class and the state's transition. A transition that passes
//! a recorded rule boundary (a tag) also runs its register operations (generated straight-line
//! code): the generator has worked out which register holds each tag's position in the
//! preferred parse, so the run ends with every recorded boundary at hand, with no
//! backtracking, in time linear in the input. A state that loops on a large byte set (a path
//! segment, a query) skips through its run in a tight loop.
//!
//! The tables are arrays whose lengths are powers of two, indexed through a mask, so no step
//! pays for a bounds check. The syntax modules (`rfc3986::syntax`, ...) include the generated
//! tables and read the tags by the names the generator gives them (`tag::QUERY_START`).

/// A transition's flag: its low bits index [`Dfa::with_ops`].
const OPS: u16 = 0x8000;

/// A transition's flag: its low bits index [`Dfa::loops`] (0 is the dead state).
const SPECIAL: u16 = 0x4000;

/// A transition without its flags.
const INDEX: u16 = SPECIAL - 1;

/// "Not set": the value of a register no tag has been written to.
pub(crate) const UNSET: u32 = u32::MAX;

/// A generated tagged DFA (see the module docs), built by build/abnf's `emit`. `N` is the
/// length of the transition table, `S` of the per-state tables, `T` the number of tags, `R`
/// of registers (each a power of two but `T`), and `C` the number of byte classes, the
/// length of a state's row in `next`.
///
/// A state is named by its row, its index times `C`. A transition is a target's row (the
/// common case), or `SPECIAL | i` for the entry `loops[i]`, or `OPS | i` for the transition
/// `with_ops[i]`.
pub(crate) struct Dfa<
    const N: usize,
    const S: usize,
    const T: usize,
    const R: usize,
    const C: usize,
> {
    /// The byte class of each byte.
    pub classes: [u8; 256],
    /// The transition into the start state.
    pub start: u16,
    /// `next[state + class]`: the transition on a byte of that class.
    pub next: [u16; N],
    /// Entries of states with a loop set: the state, and the bit of its set in `loop_sets`.
    /// Entry 0 is the dead state: no transition reads the byte.
    pub loops: &'static [(u16, u32)],
    /// Transitions with register operations: the transition into the target (a row or
    /// `SPECIAL | i`), the register that takes the current position, and the operations
    /// `apply` runs after that store (0 for none, the common case).
    pub with_ops: &'static [(u16, u8, u16)],
    /// Runs a transition's further register operations, given the current position.
    pub apply: fn(u16, u32, &mut [u32; R]),
    /// Per state index: 0 if the input may not end there, else 1 + an index into `finals`.
    pub accept: [u16; S],
    /// Per accepting state: the register holding each tag's value at the end (the last
    /// register holds the input's length then).
    pub finals: &'static [[u8; T]],
    /// Per byte, one bit per loop set the byte belongs to.
    pub loop_sets: [u32; 256],
    /// Per state index, indices into `labels`: what may come next there.
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

impl<const N: usize, const S: usize, const T: usize, const R: usize, const C: usize>
    Dfa<N, S, T, R, C>
{
    /// The failure at `at` in the state whose row is `row`.
    fn mismatch(&self, at: usize, row: usize) -> Mismatch {
        let state = row / C;
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
///
/// The inner loop is the common step: a plain transition to a row. Everything else (register
/// operations, entering a state with a loop set and skipping through its run, the dead
/// state) happens between its rounds.
#[inline(always)]
pub(crate) fn run<
    const N: usize,
    const S: usize,
    const T: usize,
    const R: usize,
    const C: usize,
    O,
>(
    dfa: &'static Dfa<N, S, T, R, C>,
    input: &[u8],
    done: impl FnOnce(&Tags<'_, T, R>) -> O,
) -> Result<O, Mismatch> {
    let mut regs = [UNSET; R];
    let mut i = 0usize;
    let mut t = dfa.start;
    let mut row;
    'run: loop {
        // Enter `t`, the transition on the byte before `i` (or into the start state).
        if t & SPECIAL != 0 {
            let (target, mask) = dfa
                .loops
                .get(usize::from(t & INDEX))
                .copied()
                .unwrap_or((0, 0));
            row = usize::from(target);
            i = skip(&dfa.loop_sets, input, i, mask);
        } else {
            row = usize::from(t);
        }
        while let Some(&b) = input.get(i) {
            t = dfa.next[(row + usize::from(dfa.classes[usize::from(b)])) % N];
            if t < SPECIAL {
                row = usize::from(t);
                i += 1;
                continue;
            }
            if t & OPS != 0 {
                let (target, first, rest) = dfa
                    .with_ops
                    .get(usize::from(t & INDEX))
                    .copied()
                    .unwrap_or((SPECIAL, 0, 0));
                regs[usize::from(first) % R] = i as u32;
                if rest != 0 {
                    (dfa.apply)(rest, i as u32, &mut regs);
                }
                t = target;
            }
            if t == SPECIAL {
                return Err(dfa.mismatch(i, row));
            }
            i += 1;
            continue 'run;
        }
        break;
    }
    let n = input.len();
    match dfa.accept[(row / C) % S] {
        0 => Err(dfa.mismatch(n, row)),
        a => {
            let Some(map) = dfa.finals.get(usize::from(a) - 1) else {
                return Err(dfa.mismatch(n, row));
            };
            regs[R - 1] = n as u32;
            Ok(done(&Tags { regs: &regs, map }))
        }
    }
}

/// The first index from `i` whose byte is not in the loop set `mask`. A byte at a time: the
/// steps do not depend on each other, and the run's end is the one branch that goes the
/// other way.
#[inline(always)]
fn skip(sets: &[u32; 256], input: &[u8], mut i: usize, mask: u32) -> usize {
    while let Some(&b) = input.get(i) {
        if sets[usize::from(b)] & mask == 0 {
            break;
        }
        i += 1;
    }
    i
}
