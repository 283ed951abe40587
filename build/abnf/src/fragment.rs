//! A rule that contains no capture, compiled on its own into a minimal DFA, which the NFA
//! then embeds wherever the rule is referenced. Nothing inside such a rule is recorded, so
//! which of its parses is preferred does not matter, and a deterministic fragment keeps the
//! tagged DFA built around it small: RFC 3986's `IPv6address` has nine overlapping
//! alternatives, and RFC 3987's `ucschar` is seventeen ranges of multi-byte UTF-8.

use super::dfa_code::byte_classes;
use super::minimize::blocks;
use super::nfa::{ByteSet, State};
use std::collections::HashMap;

/// A state of a fragment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FState {
    /// Byte sets and their target fragment states (disjoint sets).
    pub arms: Vec<(ByteSet, usize)>,
    /// The rule may end here.
    pub accept: bool,
    /// The labels of the bytes that can come next.
    pub labels: Vec<usize>,
}

/// A minimal DFA for one rule; state 0 is its start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fragment {
    /// The states.
    pub states: Vec<FState>,
}

/// Determinizes and minimizes the NFA `states` (no tags) from `start`, whose state 0 is the
/// rule's end.
pub fn build(states: &[State], start: usize) -> Fragment {
    let closure = |q: usize| -> Vec<usize> {
        let mut out = Vec::new();
        let mut seen = vec![false; states.len()];
        let mut stack = vec![q];
        while let Some(s) = stack.pop() {
            if std::mem::replace(&mut seen[s], true) {
                continue;
            }
            match &states[s] {
                State::Bytes { .. } | State::Match => out.push(s),
                State::Split(a, b) => stack.extend([*b, *a]),
                State::Tag(_, n) | State::Eps(n) => stack.push(*n),
            }
        }
        out
    };
    let (classes, representatives) = local_classes(states);
    let mut index: HashMap<Vec<usize>, usize> = HashMap::new();
    let mut sets: Vec<Vec<usize>> = Vec::new();
    let mut intern = |mut set: Vec<usize>, sets: &mut Vec<Vec<usize>>| -> usize {
        set.sort_unstable();
        set.dedup();
        *index.entry(set.clone()).or_insert_with(|| {
            sets.push(set);
            sets.len() - 1
        })
    };
    // State 0 of the subset DFA is the dead state (the empty set).
    intern(Vec::new(), &mut sets);
    intern(closure(start), &mut sets);
    let mut trans: Vec<Vec<(usize, ())>> = Vec::new();
    let mut at = 0;
    while at < sets.len() {
        let set = sets[at].clone();
        let mut row = Vec::new();
        for &byte in &representatives {
            let mut next = Vec::new();
            for &q in &set {
                if let State::Bytes { arms, .. } = &states[q] {
                    for (bytes, to) in arms {
                        if bytes.contains(byte) {
                            next.extend(closure(*to));
                        }
                    }
                }
            }
            row.push((intern(next, &mut sets), ()));
        }
        trans.push(row);
        at += 1;
    }
    let keys: Vec<(bool, Vec<usize>)> = sets
        .iter()
        .map(|set| {
            let mut labels = labels(states, set);
            labels.sort_unstable();
            (set.contains(&0), labels)
        })
        .collect();
    let block = blocks(&keys, &trans);
    // Renumber: the start's block first; the dead block is dropped.
    let dead = block[0];
    let mut order = vec![usize::MAX; block.len()];
    let mut rep = Vec::new();
    let mut queue = vec![1usize];
    while let Some(s) = queue.pop() {
        let b = block[s];
        if b == dead || order[b] != usize::MAX {
            continue;
        }
        order[b] = rep.len();
        rep.push(s);
        queue.extend(trans[s].iter().rev().map(|&(t, ())| t));
    }
    let states_out = rep
        .iter()
        .map(|&s| {
            let mut arms: Vec<(ByteSet, usize)> = Vec::new();
            for (class, &(t, ())) in trans[s].iter().enumerate() {
                if block[t] == dead {
                    continue;
                }
                let target = order[block[t]];
                let mut set = match arms.iter().position(|&(_, to)| to == target) {
                    Some(i) => arms.remove(i).0,
                    None => ByteSet::default(),
                };
                for b in 0..=255u8 {
                    if usize::from(classes[usize::from(b)]) == class {
                        set.add_range(b, b);
                    }
                }
                arms.push((set, target));
            }
            FState {
                arms,
                accept: keys[s].0,
                labels: keys[s].1.clone(),
            }
        })
        .collect();
    Fragment { states: states_out }
}

fn labels(states: &[State], set: &[usize]) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    for &q in set {
        if let State::Bytes { labels, .. } = &states[q] {
            for &l in labels {
                if !out.contains(&l) {
                    out.push(l);
                }
            }
        }
    }
    out
}

/// The byte classes of the sets in `states`, and one representative byte per class.
pub fn local_classes(states: &[State]) -> ([u8; 256], Vec<u8>) {
    let sets: Vec<ByteSet> = states
        .iter()
        .flat_map(|s| match s {
            State::Bytes { arms, .. } => arms.iter().map(|a| a.0).collect(),
            _ => Vec::new(),
        })
        .collect();
    byte_classes(&sets, ByteSet::contains)
}
