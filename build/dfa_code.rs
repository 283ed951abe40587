//! What the two generators that write DFAs as Rust code (build/abnf for the RFC grammars,
//! build/pest's DFA for the fast path's grammar) share: the partition of the bytes into
//! classes, the order their states' code is laid out in, and the names of the generated
//! types.

use std::collections::HashMap;

/// The partition of the bytes that `sets` induce: two bytes are in one class when every set
/// holds both or neither. Returns each byte's class (classes are numbered in the order of
/// their least byte) and the least byte of each class, so the number of classes is the
/// second's length.
pub fn byte_classes<S>(sets: &[S], contains: impl Fn(&S, u8) -> bool) -> ([u8; 256], Vec<u8>) {
    let mut by_signature: HashMap<Vec<bool>, u8> = HashMap::new();
    let mut classes = [0u8; 256];
    let mut representatives = Vec::new();
    for byte in 0..=255u8 {
        let signature: Vec<bool> = sets.iter().map(|s| contains(s, byte)).collect();
        // At most 256 classes: a new one is numbered 255 at most.
        let next = representatives.len() as u8;
        classes[usize::from(byte)] = *by_signature.entry(signature).or_insert_with(|| {
            representatives.push(byte);
            next
        });
    }
    (classes, representatives)
}

/// The states `first..n` in reverse postorder of a depth-first search from `first` (then from
/// any state it does not reach), following `successors`; states below `first` (a dead state)
/// are left out.
pub fn reverse_postorder(
    n: usize,
    first: usize,
    successors: &dyn Fn(usize) -> Vec<usize>,
) -> Vec<usize> {
    let mut seen = vec![false; n];
    for s in seen.iter_mut().take(first) {
        *s = true;
    }
    let mut post = Vec::with_capacity(n);
    for root in first..n {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        // Each frame: a state, its successors and the next of them to look at.
        let mut stack = vec![(root, successors(root), 0)];
        while let Some((q, next, i)) = stack.last_mut() {
            match next.get(*i) {
                Some(&t) => {
                    *i += 1;
                    if !seen[t] {
                        seen[t] = true;
                        let more = successors(t);
                        stack.push((t, more, 0));
                    }
                }
                None => {
                    post.push(*q);
                    stack.pop();
                }
            }
        }
    }
    post.reverse();
    post
}

/// The generated type name for an entry rule, in upper camel case: `canonical_url` is
/// `CanonicalUrl`, `URI-reference` is `UriReference`.
pub fn camel(name: &str) -> String {
    name.split(['_', '-'])
        .map(|w| {
            let mut c = w.chars();
            c.next().map_or(String::new(), |f| {
                f.to_ascii_uppercase().to_string() + &c.as_str().to_ascii_lowercase()
            })
        })
        .collect()
}
