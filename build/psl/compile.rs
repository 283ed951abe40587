//! The list's rules as a table the lookup reads: the tree of their labels from the right
//! (`jp` → `kobe` → `city`), each node with flags saying which rules end there, placed in
//! flat arrays by a perfect hash of (parent, label) so that finding a host's next label is
//! one hash and one slot, whatever the size of the list.
//!
//! The perfect hash is "hash, displace" (CHD): the keys fall into buckets of about four; the
//! biggest buckets first, each gets the smallest displacement that sends all its keys to
//! free slots. Slots and their format are in `src/psl/format.rs`.

use super::format::{self, ROOT, ROOT_HASH};
use super::list::{List, Rule, Section};
use std::collections::HashMap;

/// Keys per bucket, on average.
const KEYS_PER_BUCKET: usize = 4;
/// Slots per key: a little room makes the search for displacements short.
const SLOTS_PER_KEY: f64 = 1.05;

/// The table, ready to be written out.
#[derive(Debug, Default)]
pub struct Table {
    /// Each bucket's displacement.
    pub displacements: Vec<u32>,
    /// The slots, in `src/psl/format.rs`'s layout.
    pub slots: Vec<u64>,
    /// Every label once, concatenated, then eight zero bytes.
    pub labels: Vec<u8>,
    /// How many rules each section has.
    pub icann_rules: usize,
    /// How many rules the private section has.
    pub private_rules: usize,
}

/// A node of the label tree while it is being built.
#[derive(Debug)]
struct Node {
    label: String,
    /// The parent node's index, `None` under the root.
    parent: Option<usize>,
    flags: u8,
    children: HashMap<String, usize>,
    /// The chained hash (`src/psl/format.rs`).
    hash: u64,
}

/// The flag a rule sets on its own node.
fn rule_flag(rule: &Rule) -> u8 {
    match (rule.exception, rule.section) {
        (false, Section::Icann) => format::RULE_ICANN,
        (false, Section::Private) => format::RULE_PRIVATE,
        (true, Section::Icann) => format::EXCEPTION_ICANN,
        (true, Section::Private) => format::EXCEPTION_PRIVATE,
    }
}

/// The label tree of `list`'s rules, with every node's flags and hash.
fn tree(list: &List) -> Result<Vec<Node>, String> {
    let mut nodes: Vec<Node> = Vec::new();
    let mut top: HashMap<String, usize> = HashMap::new();
    for rule in &list.rules {
        if rule.labels == ["*"] {
            return Err("the rule `*` is the list's implicit rule, not one to write".into());
        }
        let mut parent: Option<usize> = None;
        for label in &rule.labels {
            let siblings = match parent {
                Some(p) => &nodes[p].children,
                None => &top,
            };
            let index = match siblings.get(label) {
                Some(&index) => index,
                None => {
                    let index = nodes.len();
                    let parent_hash = parent.map_or(ROOT_HASH, |p| nodes[p].hash);
                    nodes.push(Node {
                        label: label.clone(),
                        parent,
                        flags: 0,
                        children: HashMap::new(),
                        hash: format::label(parent_hash, label.as_bytes()),
                    });
                    match parent {
                        Some(p) => nodes[p].children.insert(label.clone(), index),
                        None => top.insert(label.clone(), index),
                    };
                    index
                }
            };
            parent = Some(index);
        }
        if let Some(node) = parent {
            nodes[node].flags |= rule_flag(rule);
        }
    }
    // What a node's children say about it: `*.node` rules become the node's wildcard flags.
    for index in 0..nodes.len() {
        let Some(parent) = nodes[index].parent else {
            continue;
        };
        let (label, flags) = (&nodes[index].label, nodes[index].flags);
        let mut parent_flags = 0;
        if label == "*" {
            if flags & format::RULE_ICANN != 0 {
                parent_flags |= format::WILDCARD_ICANN;
            }
            if flags & format::RULE_PRIVATE != 0 {
                parent_flags |= format::WILDCARD_PRIVATE;
            }
            if !nodes[index].children.is_empty() {
                parent_flags |= format::STAR_HAS_CHILDREN;
            }
        } else {
            parent_flags |= format::HAS_CHILDREN;
        }
        nodes[parent].flags |= parent_flags;
    }
    Ok(nodes)
}

/// The nodes the lookup can reach by hash: all but `*` nodes without children (a `*` leaf
/// is its parent's wildcard flag).
fn is_key(node: &Node) -> bool {
    node.label != "*" || !node.children.is_empty()
}

/// Place the keys (nodes, by hash) in `slot_count` slots; each key's slot, and each
/// bucket's displacement.
fn place(hashes: &[u64], slot_count: u32) -> Result<(Vec<usize>, Vec<u32>), String> {
    let bucket_count = u32::try_from(hashes.len().div_ceil(KEYS_PER_BUCKET).max(1))
        .map_err(|_| "too many keys")?;
    let mut buckets: Vec<Vec<usize>> = vec![Vec::new(); bucket_count as usize];
    for (key, &hash) in hashes.iter().enumerate() {
        buckets[format::bucket(hash, bucket_count)].push(key);
    }
    let mut order: Vec<usize> = (0..buckets.len()).collect();
    order.sort_by_key(|&b| std::cmp::Reverse(buckets[b].len()));
    let mut taken = vec![false; slot_count as usize];
    let mut slot_of = vec![usize::MAX; hashes.len()];
    let mut displacements = vec![0_u32; buckets.len()];
    let mut wanted = Vec::new();
    for bucket in order {
        let keys = &buckets[bucket];
        if keys.is_empty() {
            continue;
        }
        let found = (0..=u32::from(u16::MAX))
            .map(format::displacement)
            .find(|&d| {
                wanted.clear();
                for &key in keys {
                    let slot = format::slot(hashes[key], d, slot_count);
                    if taken[slot] || wanted.contains(&slot) {
                        return false;
                    }
                    wanted.push(slot);
                }
                true
            });
        let d = found.ok_or("no displacement places a bucket: the hash is too weak")?;
        displacements[bucket] = d;
        for (&key, &slot) in keys.iter().zip(&wanted) {
            taken[slot] = true;
            slot_of[key] = slot;
        }
    }
    Ok((slot_of, displacements))
}

/// Compile `list` into its table.
pub fn compile(list: &List) -> Result<Table, String> {
    let nodes = tree(list)?;
    let keys: Vec<usize> = (0..nodes.len()).filter(|&i| is_key(&nodes[i])).collect();
    let hashes: Vec<u64> = keys.iter().map(|&i| nodes[i].hash).collect();
    let mut seen = HashMap::new();
    for &i in &keys {
        if let Some(other) = seen.insert(nodes[i].hash, i) {
            return Err(format!(
                "two nodes share a hash (`{}` and `{}`): change a constant in src/psl/format.rs",
                nodes[i].label, nodes[other].label
            ));
        }
    }
    let slot_count = ((keys.len() as f64 * SLOTS_PER_KEY).ceil() as u32).max(1);
    if slot_count >= format::NO_NODE {
        return Err(format!(
            "{slot_count} slots do not fit the slots' 16-bit parent field"
        ));
    }
    let (slot_of_key, displacements) = place(&hashes, slot_count)?;
    let mut slot_of_node = vec![u32::MAX; nodes.len()];
    for (&node, &slot) in keys.iter().zip(&slot_of_key) {
        slot_of_node[node] = slot as u32;
    }
    let empty = u64::from(format::NO_NODE) << format::PARENT_SHIFT;
    let mut table = Table {
        displacements,
        slots: vec![empty; slot_count as usize],
        ..Table::default()
    };
    let mut label_at: HashMap<&str, usize> = HashMap::new();
    for &node in &keys {
        let n = &nodes[node];
        let offset = *label_at.entry(&n.label).or_insert_with(|| {
            table.labels.extend_from_slice(n.label.as_bytes());
            table.labels.len() - n.label.len()
        });
        if offset >= 1 << format::OFFSET_BITS {
            return Err("the labels do not fit the slots' 20-bit offset field".into());
        }
        let parent = n.parent.map_or(ROOT, |p| slot_of_node[p]);
        table.slots[slot_of_node[node] as usize] = format::key(n.hash, parent, n.label.len())
            | (u64::from(n.flags) << format::FLAGS_SHIFT)
            | offset as u64;
    }
    // Eight bytes can be read at any label's offset.
    table.labels.extend_from_slice(&[0; 8]);
    table.icann_rules = count(list, Section::Icann);
    table.private_rules = count(list, Section::Private);
    Ok(table)
}

/// How many rules `section` has.
fn count(list: &List, section: Section) -> usize {
    list.rules.iter().filter(|r| r.section == section).count()
}
