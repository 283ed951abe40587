//! The runtime of the recognizers build.rs generates from the ABNF grammars
//! (`grammar/rfc3986.abnf`, `grammar/rfc3987.abnf`, `grammar/rfc2396.abnf`; the generator is
//! `build/abnf/`): a tagged DFA, run over the bytes of the input once.
//!
//! Each step looks up the byte's class and the state's transition. A transition that passes
//! a recorded rule boundary (a tag) also copies registers: the generator has worked out which
//! register holds each tag's position in the preferred parse, so the run ends with every
//! component boundary at hand, and no backtracking, in time linear in the input. A state that
//! loops on a large byte set (a path segment, a query) skips its run four bytes at a time.
//!
//! The syntax modules (`rfc3986::syntax`, ...) include the generated tables and read the tags
//! by the names the generator gives them (`tag::HOST_START`).

/// A transition's flag: its low bits index [`Dfa::with_ops`].
const OPS: u16 = 0x8000;

/// The register array's size (the generator keeps within it).
const REGISTERS: usize = 32;

/// "Not set": the value of a register no tag has been written to.
pub(crate) const UNSET: u32 = u32::MAX;

/// A generated tagged DFA (see the module docs); built by build/abnf's `emit`.
pub(crate) struct Dfa {
    /// The byte class of each byte.
    pub classes: [u8; 256],
    /// How many classes: the length of a state's row in `next`.
    pub stride: usize,
    /// `next[state * stride + class]`: the target state (0 is the dead state, 1 the start), or
    /// `OPS | i` for the transition `with_ops[i]`.
    pub next: &'static [u16],
    /// Transitions with register operations: (target state, index into `ops`).
    pub with_ops: &'static [(u16, u16)],
    /// Register operations: copies `(to, from)` in order; the register `pos` holds the current
    /// position while they run.
    pub ops: &'static [&'static [(u8, u8)]],
    /// Per state: 0 if the input may not end there, else 1 + an index into `finals`.
    pub accept: &'static [u16],
    /// Per accepting state: the register holding each tag's value at the end.
    pub finals: &'static [&'static [u8]],
    /// Per byte, one bit per loop set the byte belongs to.
    pub loop_sets: [u32; 256],
    /// Per state, the bit of the set it loops on (0 for none).
    pub skip: &'static [u32],
    /// Per state, indices into `labels`: what may come next there.
    pub expected: &'static [&'static [u8]],
    /// The names of what may come next: a character-class rule (`unreserved`), or a terminal
    /// as the grammar writes it (`":"`).
    pub labels: &'static [&'static str],
    /// The register that holds the current position while operations run.
    pub pos: usize,
}

/// A successful run: the registers, and which of them holds each tag.
pub(crate) struct Tags {
    regs: [u32; REGISTERS],
    map: &'static [u8],
}

impl Tags {
    /// The position recorded for `tag`, if the preferred parse crossed it.
    #[inline]
    pub fn get(&self, tag: usize) -> Option<u32> {
        let r = self
            .map
            .get(tag)
            .map_or(UNSET, |&r| self.regs[usize::from(r) % REGISTERS]);
        (r != UNSET).then_some(r)
    }
}

/// A failed run: where no transition went on, and the state it was in there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mismatch {
    /// The byte offset: where the byte no transition reads is, or the input's length.
    pub at: usize,
    /// The state at `at`.
    state: usize,
    /// The DFA.
    dfa: &'static Dfa,
}

impl core::fmt::Debug for Dfa {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Dfa({} states)", self.next.len() / self.stride.max(1))
    }
}

impl PartialEq for Dfa {
    fn eq(&self, other: &Dfa) -> bool {
        core::ptr::eq(self, other)
    }
}

impl Eq for Dfa {}

impl Mismatch {
    /// The labels of what the grammar expected at `at`, in the grammar's order.
    pub fn expected(&self) -> impl Iterator<Item = &'static str> {
        let dfa = self.dfa;
        let labels = dfa.expected.get(self.state).copied().unwrap_or(&[]);
        labels
            .iter()
            .filter_map(move |&l| dfa.labels.get(usize::from(l)).copied())
    }

    /// Whether the input could have ended at `at`.
    pub fn end_allowed(&self) -> bool {
        self.dfa.accept.get(self.state).is_some_and(|&a| a != 0)
    }
}

/// Runs `dfa` over `input` (at most `u32::MAX - 1` bytes: registers are 32-bit).
#[inline(always)]
pub(crate) fn run(dfa: &'static Dfa, input: &[u8]) -> Result<Tags, Mismatch> {
    let mut regs = [UNSET; REGISTERS];
    let mut state = 1usize;
    let mut i = 0usize;
    let n = input.len();
    while i < n {
        let mask = dfa.skip.get(state).copied().unwrap_or(0);
        if mask != 0 {
            i = skip(dfa, input, i, mask);
            if i == n {
                break;
            }
        }
        let class = usize::from(dfa.classes[usize::from(input[i])]);
        let t = dfa
            .next
            .get(state * dfa.stride + class)
            .copied()
            .unwrap_or(0);
        if t & OPS != 0 {
            let (target, op) = dfa
                .with_ops
                .get(usize::from(t & !OPS))
                .copied()
                .unwrap_or((0, 0));
            regs[dfa.pos % REGISTERS] = i as u32;
            for &(to, from) in dfa.ops.get(usize::from(op)).copied().unwrap_or(&[]) {
                regs[usize::from(to) % REGISTERS] = regs[usize::from(from) % REGISTERS];
            }
            state = usize::from(target);
        } else {
            if t == 0 {
                return Err(Mismatch { at: i, state, dfa });
            }
            state = usize::from(t);
        }
        i += 1;
    }
    match dfa.accept.get(state).copied().unwrap_or(0) {
        0 => Err(Mismatch { at: n, state, dfa }),
        a => {
            regs[dfa.pos % REGISTERS] = n as u32;
            let map = dfa.finals.get(usize::from(a) - 1).copied().unwrap_or(&[]);
            Ok(Tags { regs, map })
        }
    }
}

/// The first index from `i` whose byte is not in the loop set `mask`.
#[inline(always)]
fn skip(dfa: &Dfa, input: &[u8], mut i: usize, mask: u32) -> usize {
    let sets = &dfa.loop_sets;
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
