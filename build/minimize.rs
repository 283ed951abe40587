//! Moore's partition refinement, for any automaton given as: an initial key per state (what
//! must be equal for two states to merge: accepting, final tag map, labels) and, per state,
//! its transitions as (target, extra) per byte class (the extra part, register operations,
//! must be equal too).

use std::collections::HashMap;
use std::hash::Hash;

/// The block of each state: states in one block are equivalent. Block numbers follow the
/// first state of each block, so state 0's block is 0.
pub fn blocks<K: Hash + Eq, X: Hash + Eq + Copy>(
    keys: &[K],
    transitions: &[Vec<(usize, X)>],
) -> Vec<usize> {
    let mut block = number(keys.iter().collect::<Vec<_>>());
    let mut count = block.iter().max().map_or(0, |m| m + 1);
    loop {
        let signatures: Vec<(usize, Vec<(usize, X)>)> = transitions
            .iter()
            .enumerate()
            .map(|(s, t)| (block[s], t.iter().map(|&(to, x)| (block[to], x)).collect()))
            .collect();
        let refined = number(signatures.iter().collect::<Vec<_>>());
        let refined_count = refined.iter().max().map_or(0, |m| m + 1);
        block = refined;
        if refined_count == count {
            return block;
        }
        count = refined_count;
    }
}

/// Numbers equal values 0, 1, ... in order of first appearance.
fn number<T: Hash + Eq>(values: Vec<T>) -> Vec<usize> {
    let mut ids = HashMap::new();
    values
        .into_iter()
        .map(|v| {
            let next = ids.len();
            *ids.entry(v).or_insert(next)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equivalent_states_merge() {
        // 0 dead; 1 --a--> 2, 1 --b--> 3; 2 and 3 accept and loop to themselves.
        let keys = [false, false, true, true];
        let t = vec![
            vec![(0, ()), (0, ())],
            vec![(2, ()), (3, ())],
            vec![(2, ()), (2, ())],
            vec![(3, ()), (3, ())],
        ];
        assert_eq!(blocks(&keys, &t), vec![0, 1, 2, 2]);
    }
}
