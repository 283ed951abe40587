//! The tagged NFA to a tagged DFA (after Laurikari's TDFA, with Trofimovich's lookahead
//! tags): a DFA over byte classes whose transitions also copy registers, so that one pass over
//! the input, one table step per byte, both decides membership and records where the captured
//! rules start and end in the preferred parse.
//!
//! A DFA state is the ordered list of the NFA threads alive at a position, each thread an NFA
//! state, the registers holding its tags' positions, and the tags it crossed since its last
//! byte (its lookahead tags, not written yet: they are written by the next transition, and only
//! for the threads that survive it, so a tag at the end of a run, such as the end of a host, is
//! written once when the run ends and not at every byte). Threads are ordered by preference
//! and a thread that reaches an NFA state another thread already holds is dropped, so the
//! first accepting thread at the end is the preferred parse.
//!
//! Registers hold positions and are never changed in place: a transition that writes tags
//! gives them a new register holding the current position, and every state numbers its
//! registers in a canonical order (by tag, then by thread), so that states equal up to
//! register names are one state. A transition's operations assign each of its target's
//! registers from a register of its source or the current position.

use super::fragment::local_classes;
use super::minimize::blocks;
use super::nfa::{Nfa, State};
use std::collections::HashMap;

/// Where a register of a transition's target takes its value from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Src {
    /// The current position (before the byte the transition reads).
    Pos,
    /// A register of the same tag's bank in the source state.
    Reg(u8),
}

/// One register operation: in tag `tag`'s bank, register `dst` takes its value from `src`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Op {
    /// The tag.
    pub tag: u8,
    /// The register in its bank.
    pub dst: u8,
    /// Where the value comes from.
    pub src: Src,
}

/// Where a tag's value is found when the input ends in an accepting state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Final {
    /// The input's length.
    Pos,
    /// A register of the tag's bank (which holds "unset" when the preferred parse does not
    /// cross the tag).
    Reg(u8),
}

/// A DFA state.
#[derive(Clone, Debug)]
pub struct DState {
    /// Per byte class: the target state (0 is the dead state) and the index of its register
    /// operations in [`Dfa::ops`], if it has any.
    pub next: Vec<(usize, Option<usize>)>,
    /// When the input may end here: each tag's value.
    pub accept: Option<Vec<Final>>,
    /// The labels of the bytes that can come next (indices into [`Dfa::labels`]).
    pub expected: Vec<usize>,
}

/// A tagged DFA.
#[derive(Clone, Debug)]
pub struct Dfa {
    /// The byte class of each byte.
    pub classes: [u8; 256],
    /// How many classes.
    pub class_count: usize,
    /// The states: 0 is the dead state, 1 the start state.
    pub states: Vec<DState>,
    /// Register operations: each list a parallel copy.
    pub ops: Vec<Vec<Op>>,
    /// Per tag, the most registers its bank has in a state (at least 1). Every register starts
    /// out "unset".
    pub banks: Vec<usize>,
    /// The tag names.
    pub tags: Vec<String>,
    /// The byte labels.
    pub labels: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Thread {
    nfa: usize,
    lookahead: u64,
    regs: Vec<u8>,
}

/// Builds the tagged DFA of `nfa`; an error if it has more than `limit` states.
pub fn build(nfa: &Nfa, limit: usize) -> Result<Dfa, String> {
    if nfa.tags.len() > 64 {
        return Err(format!("{} tags; at most 64", nfa.tags.len()));
    }
    let (classes, representatives) = local_classes(&nfa.states);
    let class_count = representatives.len();
    let mut b = Builder {
        nfa,
        closures: HashMap::new(),
        index: HashMap::new(),
        keys: Vec::new(),
        ops: Vec::new(),
        op_index: HashMap::new(),
    };
    b.intern(Vec::new()); // the dead state
    let start: Vec<Thread> = b
        .closure(nfa.start)
        .into_iter()
        .map(|(q, lookahead)| Thread {
            nfa: q,
            lookahead,
            regs: vec![0; nfa.tags.len()],
        })
        .collect();
    b.intern(start);
    let mut states = vec![DState {
        next: vec![(0, None); class_count],
        accept: None,
        expected: Vec::new(),
    }];
    let mut at = 1;
    while at < b.keys.len() {
        if b.keys.len() > limit {
            return Err(format!("more than {limit} DFA states"));
        }
        let threads = b.keys[at].clone();
        let next = representatives
            .iter()
            .map(|&byte| b.step(&threads, byte))
            .collect();
        states.push(DState {
            next,
            accept: accept(&threads, nfa.tags.len()),
            expected: expected(nfa, &threads),
        });
        at += 1;
    }
    let banks = (0..nfa.tags.len())
        .map(|tag| {
            b.keys
                .iter()
                .flat_map(|threads| threads.iter().map(|t| usize::from(t.regs[tag]) + 1))
                .max()
                .unwrap_or(1)
        })
        .collect();
    Ok(Dfa {
        classes,
        class_count,
        states: minimize(states),
        ops: b.ops,
        banks,
        tags: nfa.tags.clone(),
        labels: nfa.labels.clone(),
    })
}

fn accept(threads: &[Thread], tags: usize) -> Option<Vec<Final>> {
    let t = threads.iter().find(|t| t.nfa == 0)?;
    Some(
        (0..tags)
            .map(|tag| {
                if t.lookahead & (1 << tag) != 0 {
                    Final::Pos
                } else {
                    Final::Reg(t.regs[tag])
                }
            })
            .collect(),
    )
}

fn expected(nfa: &Nfa, threads: &[Thread]) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    for t in threads {
        if let State::Bytes { labels, .. } = &nfa.states[t.nfa] {
            for &label in labels {
                if !out.contains(&label) {
                    out.push(label);
                }
            }
        }
    }
    out.sort_unstable();
    out
}

struct Builder<'n> {
    nfa: &'n Nfa,
    closures: HashMap<usize, Vec<(usize, u64)>>,
    index: HashMap<Vec<Thread>, usize>,
    keys: Vec<Vec<Thread>>,
    ops: Vec<Vec<Op>>,
    op_index: HashMap<Vec<Op>, usize>,
}

/// A tag value while a transition is computed: the current position, or a register of the
/// tag's bank in the source state.
type Val = Src;

impl Builder<'_> {
    fn intern(&mut self, threads: Vec<Thread>) -> usize {
        if let Some(&i) = self.index.get(&threads) {
            return i;
        }
        self.keys.push(threads.clone());
        self.index.insert(threads, self.keys.len() - 1);
        self.keys.len() - 1
    }

    /// The byte-reading and matching states reachable from `q` without reading, in order of
    /// preference, each with the tags crossed on the way; a state reached again is dropped.
    fn closure(&mut self, q: usize) -> Vec<(usize, u64)> {
        if let Some(c) = self.closures.get(&q) {
            return c.clone();
        }
        let mut out = Vec::new();
        let mut seen = vec![false; self.nfa.states.len()];
        let mut stack = vec![(q, 0u64)];
        while let Some((s, tags)) = stack.pop() {
            if std::mem::replace(&mut seen[s], true) {
                continue;
            }
            match &self.nfa.states[s] {
                State::Bytes { .. } | State::Match => out.push((s, tags)),
                State::Split(a, b) => {
                    stack.push((*b, tags));
                    stack.push((*a, tags));
                }
                State::Tag(t, n) => stack.push((*n, tags | (1 << t))),
                State::Eps(n) => stack.push((*n, tags)),
            }
        }
        self.closures.insert(q, out.clone());
        out
    }

    /// The transition from the state `threads` on `byte`: its target and operations.
    fn step(&mut self, threads: &[Thread], byte: u8) -> (usize, Option<usize>) {
        let tags = self.nfa.tags.len();
        let mut seen = HashMap::new();
        let mut moved: Vec<(usize, u64, Vec<Val>)> = Vec::new();
        for t in threads {
            let State::Bytes { arms, .. } = &self.nfa.states[t.nfa] else {
                continue;
            };
            let Some(&(_, next)) = arms.iter().find(|(set, _)| set.contains(byte)) else {
                continue;
            };
            let vals: Vec<Val> = (0..tags)
                .map(|tag| {
                    if t.lookahead & (1 << tag) != 0 {
                        Src::Pos
                    } else {
                        Src::Reg(t.regs[tag])
                    }
                })
                .collect();
            for (q, lookahead) in self.closure(next) {
                if seen.insert(q, ()).is_none() {
                    moved.push((q, lookahead, vals.clone()));
                }
            }
        }
        if moved.is_empty() {
            return (0, None);
        }
        // Canonical registers: in each tag's bank, numbered in the order of the threads.
        let mut regs = vec![Vec::with_capacity(tags); moved.len()];
        let mut ops = Vec::new();
        for tag in 0..tags {
            let mut sources: Vec<Src> = Vec::new();
            for (i, (_, _, vals)) in moved.iter().enumerate() {
                let k = match sources.iter().position(|&v| v == vals[tag]) {
                    Some(k) => k,
                    None => {
                        sources.push(vals[tag]);
                        sources.len() - 1
                    }
                };
                regs[i].push(k as u8);
            }
            for (k, &src) in sources.iter().enumerate() {
                if src != Src::Reg(k as u8) {
                    ops.push(Op {
                        tag: tag as u8,
                        dst: k as u8,
                        src,
                    });
                }
            }
        }
        let target: Vec<Thread> = moved
            .into_iter()
            .zip(regs)
            .map(|((nfa, lookahead, _), regs)| Thread {
                nfa,
                lookahead,
                regs,
            })
            .collect();
        let id = self.intern(target);
        if ops.is_empty() {
            return (id, None);
        }
        let next = self.ops.len();
        let op = *self.op_index.entry(ops.clone()).or_insert(next);
        if op == next {
            self.ops.push(ops);
        }
        (id, Some(op))
    }
}

/// Merges equivalent states (same final map, same labels, equivalent targets with the same
/// operations); the dead state stays 0 and the start state 1.
fn minimize(states: Vec<DState>) -> Vec<DState> {
    let keys: Vec<(Option<Vec<Final>>, Vec<usize>)> = states
        .iter()
        .map(|s| (s.accept.clone(), s.expected.clone()))
        .collect();
    let transitions: Vec<Vec<(usize, Option<usize>)>> =
        states.iter().map(|s| s.next.clone()).collect();
    let block = blocks(&keys, &transitions);
    let mut order = vec![usize::MAX; states.len()];
    let mut rep = Vec::new();
    for s in [0, 1].into_iter().chain(2..states.len()) {
        if order[block[s]] == usize::MAX {
            order[block[s]] = rep.len();
            rep.push(s);
        }
    }
    rep.iter()
        .map(|&s| DState {
            next: states[s]
                .next
                .iter()
                .map(|&(t, op)| (order[block[t]], op))
                .collect(),
            accept: states[s].accept.clone(),
            expected: states[s].expected.clone(),
        })
        .collect()
}

impl Dfa {
    /// Runs the DFA over `input`, as the generated code does: the value of each tag
    /// (`None` when unset), or the position where no transition goes on and the labels
    /// expected there (`"end of input"` among them when the input could end there).
    pub fn run(&self, input: &[u8]) -> Result<Vec<Option<usize>>, (usize, Vec<String>)> {
        let mut banks: Vec<Vec<Option<usize>>> =
            self.banks.iter().map(|&n| vec![None; n]).collect();
        let mut s = 1;
        for (i, &b) in input.iter().enumerate() {
            let (t, op) = self.states[s].next[usize::from(self.classes[usize::from(b)])];
            if t == 0 {
                return Err((i, self.expected_at(s)));
            }
            if let Some(op) = op {
                let old = banks.clone();
                for o in &self.ops[op] {
                    banks[usize::from(o.tag)][usize::from(o.dst)] = match o.src {
                        Src::Pos => Some(i),
                        Src::Reg(k) => old[usize::from(o.tag)][usize::from(k)],
                    };
                }
            }
            s = t;
        }
        match &self.states[s].accept {
            Some(map) => Ok(map
                .iter()
                .enumerate()
                .map(|(tag, f)| match f {
                    Final::Pos => Some(input.len()),
                    Final::Reg(k) => banks[tag][usize::from(*k)],
                })
                .collect()),
            None => Err((input.len(), self.expected_at(s))),
        }
    }

    /// The labels expected in state `s`, and "end of input" when it accepts.
    pub fn expected_at(&self, s: usize) -> Vec<String> {
        let mut out: Vec<String> = self.states[s]
            .expected
            .iter()
            .map(|&l| self.labels[l].clone())
            .collect();
        if self.states[s].accept.is_some() {
            out.push(String::from("end of input"));
        }
        out
    }
}
