//! The runtime of the recognizers build.rs generates from the ABNF grammars
//! (`grammar/rfc3986.abnf`, `grammar/rfc3987.abnf`, `grammar/rfc2396.abnf`; the generator is
//! `build/abnf/`): a tagged DFA, run over the bytes of the input once.
//!
//! The generator writes each DFA as code, its matcher: a block per state, which skips through
//! the state's run of bytes (a path segment, a query) when it loops on a large byte set, reads
//! the next byte's class and goes to the target state. A transition that passes a recorded
//! rule boundary (a tag) also stores the position in the registers the generator has worked
//! out, so the run ends with every recorded boundary of the preferred parse at hand, with no
//! backtracking, in time linear in the input. What the matcher leaves to this module: the
//! registers, the accepting states' maps from tags to registers, and what the grammar
//! expected where a run failed.
//!
//! The per-state tables' lengths are powers of two, indexed through a mask, so that reading
//! them pays for no bounds check. The syntax modules (`rfc3986::syntax`, ...) include the
//! generated DFAs and read the tags by the names the generator gives them
//! (`tag::QUERY_START`).

/// "Not set": the value of a register no tag has been written to.
pub(crate) const UNSET: u32 = u32::MAX;

/// A DFA as code (the generator writes a type per DFA): runs the DFA over the input, storing
/// positions into the registers, and gives the state where the input ended, or the position
/// where no transition went on and the state there.
pub(crate) trait Matcher<const R: usize> {
    fn run(&self, input: &[u8], regs: &mut [u32; R]) -> Result<u16, (usize, u16)>;
}

/// A generated tagged DFA (see the module docs), built by build/abnf's `emit`. `M` is its
/// matcher, `S` the length of the per-state tables, `T` the number of tags, `R` of registers
/// (each a power of two but `T`). State 0 is the dead state and 1 the start state.
pub(crate) struct Dfa<M, const S: usize, const T: usize, const R: usize> {
    /// The DFA as code.
    pub matcher: M,
    /// Per state: 0 if the input may not end there, else 1 + an index into `finals`.
    pub accept: [u16; S],
    /// Per accepting state: the register holding each tag's value at the end (the last
    /// register holds the input's length then).
    pub finals: &'static [[u8; T]],
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

impl<M, const S: usize, const T: usize, const R: usize> Dfa<M, S, T, R> {
    /// The failure at `at` in state `state`.
    fn mismatch(&self, at: usize, state: u16) -> Mismatch {
        let state = usize::from(state);
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
pub(crate) fn run<M: Matcher<R>, const S: usize, const T: usize, const R: usize, O>(
    dfa: &'static Dfa<M, S, T, R>,
    input: &[u8],
    done: impl FnOnce(&Tags<'_, T, R>) -> O,
) -> Result<O, Mismatch> {
    let mut regs = [UNSET; R];
    let end = match dfa.matcher.run(input, &mut regs) {
        Ok(end) => end,
        Err((at, state)) => return Err(dfa.mismatch(at, state)),
    };
    let n = input.len();
    match dfa.accept[usize::from(end) % S] {
        0 => Err(dfa.mismatch(n, end)),
        a => {
            let Some(map) = dfa.finals.get(usize::from(a) - 1) else {
                return Err(dfa.mismatch(n, end));
            };
            regs[R - 1] = n as u32;
            Ok(done(&Tags { regs: &regs, map }))
        }
    }
}
