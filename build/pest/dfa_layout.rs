//! Where each state's code goes in the function [`super::dfa_emit`] writes, so that as many
//! transitions as possible are plain jumps.
//!
//! The states are laid out in reverse postorder from the start state. A transition to a later
//! state is a `break` out of a labelled block that ends right before that state's code. A
//! transition back to an earlier state `h` is a `continue` of a `loop` that begins at `h`'s code
//! and ends after the code of every state that goes back to it (a natural loop of the
//! automaton: a host's labels, a path's segments). A cycle of states entered at several of
//! them (the host's labels, entered after a first label that may still be an IPv4 number)
//! has its code written once per entry ([`split`]), so that each copy is a loop entered at
//! its first state. What still cannot be nested that way (two loops that overlap without one
//! holding the other, or copies beyond a bound) goes round the outermost loop through a
//! `match` on the block number instead: correct either way, only slower.

/// A loop of the layout: the ranks (positions in the order) of its first and last states.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Loop {
    start: usize,
    end: usize,
}

impl Loop {
    fn holds(&self, r: usize) -> bool {
        self.start <= r && r <= self.end
    }
}

/// The layout of a DFA's code: its blocks (each the code of a state; a state may have several
/// copies), their order and the loops.
pub struct Layout {
    /// The blocks, each with its state and, per state its code jumps to, the block it jumps to.
    nodes: Vec<Node>,
    /// The blocks in the order of their code.
    order: Vec<usize>,
    /// Each block's position in `order`.
    rank: Vec<usize>,
    loops: Vec<Loop>,
}

/// A block of code: the code of `state`, whose transition to a state `t` jumps to the block
/// `next[..] = (t, block)`.
#[derive(Clone)]
struct Node {
    state: usize,
    next: Vec<(usize, usize)>,
}

/// One piece of a region's code: a state, or a loop (the index of a loop in `Layout::loops`).
enum Item {
    State(usize),
    Loop(usize),
}

impl Layout {
    /// The layout of a DFA's code of `n` states, where state `k`'s code jumps to the states
    /// `successors(k)`; the states the code of the start state 0 does not reach are left out.
    pub fn new(n: usize, successors: &dyn Fn(usize) -> Vec<usize>) -> Layout {
        // A block per state reached from 0 (the start's is block 0).
        let mut block = vec![usize::MAX; n];
        let mut states = vec![0];
        block[0] = 0;
        let mut i = 0;
        while let Some(&k) = states.get(i) {
            for t in successors(k) {
                if block[t] == usize::MAX {
                    block[t] = states.len();
                    states.push(t);
                }
            }
            i += 1;
        }
        let mut nodes: Vec<Node> = states
            .iter()
            .map(|&k| {
                let mut next: Vec<(usize, usize)> =
                    successors(k).into_iter().map(|t| (t, block[t])).collect();
                next.sort_unstable();
                next.dedup();
                Node { state: k, next }
            })
            .collect();
        split(&mut nodes, 4 * states.len() + 64);
        let blocks = |v: usize| {
            nodes[v]
                .next
                .iter()
                .map(|&(_, w)| w)
                .collect::<Vec<usize>>()
        };
        // The blocks reached from block 0 (a copy may have left an original unreached).
        let mut reached = vec![false; nodes.len()];
        let mut stack = vec![0];
        reached[0] = true;
        while let Some(v) = stack.pop() {
            for w in blocks(v) {
                if !reached[w] {
                    reached[w] = true;
                    stack.push(w);
                }
            }
        }
        let order = super::dfa_code::reverse_postorder(nodes.len(), 0, &blocks);
        let order: Vec<usize> = order.into_iter().filter(|&v| reached[v]).collect();
        let mut rank = vec![usize::MAX; nodes.len()];
        for (r, &v) in order.iter().enumerate() {
            rank[v] = r;
        }
        // Every transition as ranks.
        let mut edges: Vec<(usize, usize)> = Vec::new();
        for &v in &order {
            for w in blocks(v) {
                edges.push((rank[v], rank[w]));
            }
        }
        edges.sort_unstable();
        edges.dedup();
        // A loop per state that a transition goes back to, up to the last state that does.
        let mut loops: Vec<Loop> = Vec::new();
        for &(k, t) in &edges {
            if t > k {
                continue;
            }
            match loops.iter_mut().find(|l| l.start == t) {
                Some(l) => l.end = l.end.max(k),
                None => loops.push(Loop { start: t, end: k }),
            }
        }
        // Loops that overlap: the earlier one grows to hold the later one.
        loop {
            let mut grew = false;
            for i in 0..loops.len() {
                for j in 0..loops.len() {
                    let (a, b) = (loops[i], loops[j]);
                    if a.start < b.start && b.start <= a.end && a.end < b.end {
                        loops[i].end = b.end;
                        grew = true;
                    }
                }
            }
            if !grew {
                break;
            }
        }
        let mut layout = Layout {
            nodes,
            order,
            rank,
            loops,
        };
        // Drop the loops that the transitions do not fit, until all fit.
        while let Some(bad) = layout.misfit(&edges) {
            layout.loops.remove(bad);
        }
        layout.loops.sort_by_key(|l| (l.start, usize::MAX - l.end));
        layout
    }

    /// A loop that some transition does not fit, if there is one.
    fn misfit(&self, edges: &[(usize, usize)]) -> Option<usize> {
        for &(k, t) in edges {
            let region = self.block_region(t);
            if t > k {
                // A `break` to t's block: k must be inside the region that holds it.
                if let Some(l) = region {
                    if !self.loops[l].holds(k) {
                        return Some(l);
                    }
                }
            } else if self.looping(k, t).is_none() {
                // Through the dispatch at the top: t's block must be there.
                if region.is_some() {
                    return region;
                }
            }
        }
        // The start state is reached through the dispatch.
        self.block_region(0)
    }

    /// The innermost loop holding rank `r`, not counting a loop that starts at `r`: the region
    /// where the block ending at `r`'s code is (`None`: the top).
    fn block_region(&self, r: usize) -> Option<usize> {
        (0..self.loops.len())
            .filter(|&l| self.loops[l].holds(r) && self.loops[l].start != r)
            .min_by_key(|&l| self.loops[l].end - self.loops[l].start)
    }

    /// The loop a transition from rank `k` back to rank `t` continues: one that starts at `t`
    /// and holds `k`.
    fn looping(&self, k: usize, t: usize) -> Option<usize> {
        (0..self.loops.len()).find(|&l| self.loops[l].start == t && self.loops[l].holds(k))
    }

    /// The state whose code block `v` is.
    pub fn state(&self, v: usize) -> usize {
        self.nodes[v].state
    }

    /// The code of the transition of block `v` to state `t`.
    pub fn jump(&self, v: usize, t: usize) -> String {
        let w = self.nodes[v]
            .next
            .iter()
            .find(|&&(u, _)| u == t)
            .map_or(v, |&(_, w)| w);
        let (rv, rw) = (self.rank[v], self.rank[w]);
        if rw > rv {
            format!("break 's{w};")
        } else if self.looping(rv, rw).is_some() {
            format!("continue 'l{w};")
        } else {
            format!("s = {w}; continue 'run;")
        }
    }

    /// The function body's skeleton: the blocks and loops, with each block's code from
    /// `state` (given the block).
    pub fn write(&self, out: &mut String, state: &mut dyn FnMut(&mut String, usize)) {
        out.push_str("    let mut s: u16 = 0;\n    'run: loop {\n");
        self.region(out, None, state);
        out.push_str("    }\n");
    }

    /// The code of the top region (`None`) or of a loop.
    fn region(
        &self,
        out: &mut String,
        this: Option<usize>,
        state: &mut dyn FnMut(&mut String, usize),
    ) {
        let (lo, hi) = match this {
            Some(l) => (self.loops[l].start, self.loops[l].end),
            None => (0, self.order.len().saturating_sub(1)),
        };
        // The pieces: states of this region and the loops directly inside it.
        let mut items = Vec::new();
        let mut r = lo;
        while r <= hi && r < self.order.len() {
            let inner = (0..self.loops.len())
                .find(|&l| self.loops[l].start == r && Some(l) != this && self.parent(l) == this);
            match inner {
                Some(l) => {
                    items.push(Item::Loop(l));
                    r = self.loops[l].end + 1;
                }
                None => {
                    items.push(Item::State(r));
                    r += 1;
                }
            }
        }
        // The ranks whose blocks open here, innermost (earliest) last; in a loop, its first
        // state's code comes first and has no block.
        let blocks: Vec<usize> = items
            .iter()
            .map(|item| match item {
                Item::State(r) => *r,
                Item::Loop(l) => self.loops[*l].start,
            })
            .filter(|&r| this.is_none() || r != lo)
            .collect();
        for &r in blocks.iter().rev() {
            out.push_str(&format!("    's{}: {{\n", self.order[r]));
        }
        if this.is_none() {
            out.push_str("        match s {\n");
            for &r in &blocks {
                let k = self.order[r];
                out.push_str(&format!("            {k} => break 's{k},\n"));
            }
            out.push_str("            _ => return None,\n        }\n");
        }
        for item in items {
            match item {
                Item::State(r) => {
                    let k = self.order[r];
                    if this.is_none() || r != lo {
                        out.push_str(&format!("    }} // 's{k}\n"));
                    }
                    state(out, k);
                }
                Item::Loop(l) => {
                    let k = self.order[self.loops[l].start];
                    if this.is_none() || self.loops[l].start != lo {
                        out.push_str(&format!("    }} // 's{k}\n"));
                    }
                    out.push_str(&format!("    'l{k}: loop {{\n"));
                    self.region(out, Some(l), state);
                    out.push_str(&format!("    }} // 'l{k}\n"));
                }
            }
        }
    }

    /// The innermost loop strictly holding loop `l` (`None`: the top).
    fn parent(&self, l: usize) -> Option<usize> {
        let me = self.loops[l];
        (0..self.loops.len())
            .filter(|&p| {
                p != l
                    && self.loops[p].start <= me.start
                    && me.end <= self.loops[p].end
                    && self.loops[p] != me
            })
            .min_by_key(|&p| self.loops[p].end - self.loops[p].start)
    }
}

/// Make each cycle of blocks a loop entered at one block, where that takes at most `budget`
/// blocks in all: a strongly connected set of blocks entered at several of them (from blocks
/// outside it, or as the start) is copied once per entry after the first, each copy taking
/// the transitions into its entry; then the same within each copy without its entry (the
/// loop's body), and so on. Every copy does what the original does: the code is the same
/// automaton, some states' code written more than once.
fn split(nodes: &mut Vec<Node>, budget: usize) {
    let mut regions: Vec<Vec<usize>> = vec![(0..nodes.len()).collect()];
    while let Some(region) = regions.pop() {
        for scc in components(nodes, &region) {
            let cyclic = scc.len() > 1 || nodes[scc[0]].next.iter().any(|&(_, w)| w == scc[0]);
            if !cyclic {
                continue;
            }
            let inside = |v: usize| scc.contains(&v);
            let mut entries: Vec<usize> = scc.iter().copied().filter(|&v| v == 0).collect();
            for (v, node) in nodes.iter().enumerate() {
                if !inside(v) {
                    for &(_, w) in &node.next {
                        if inside(w) && !entries.contains(&w) {
                            entries.push(w);
                        }
                    }
                }
            }
            let Some((&first, others)) = entries.split_first() else {
                continue;
            };
            let mut copies = vec![(first, scc.clone())];
            for &entry in others {
                if nodes.len() + scc.len() > budget {
                    break;
                }
                // The copy of each block of the set.
                let copy: Vec<(usize, usize)> = scc
                    .iter()
                    .enumerate()
                    .map(|(j, &v)| (v, nodes.len() + j))
                    .collect();
                let of = |w: usize| copy.iter().find(|&&(v, _)| v == w).map_or(w, |&(_, c)| c);
                for &v in &scc {
                    let mut node = nodes[v].clone();
                    for next in &mut node.next {
                        next.1 = of(next.1);
                    }
                    nodes.push(node);
                }
                // The transitions into `entry` from outside the set go to its copy.
                let target = of(entry);
                let originals = copy[0].1;
                for (v, node) in nodes.iter_mut().enumerate().take(originals) {
                    if !inside(v) {
                        for next in &mut node.next {
                            if next.1 == entry {
                                next.1 = target;
                            }
                        }
                    }
                }
                copies.push((target, copy.iter().map(|&(_, c)| c).collect()));
            }
            for (entry, members) in copies {
                regions.push(members.into_iter().filter(|&v| v != entry).collect());
            }
        }
    }
}

/// The strongly connected components of the blocks in `region`, through the transitions
/// between them (Tarjan's algorithm, without recursion).
fn components(nodes: &[Node], region: &[usize]) -> Vec<Vec<usize>> {
    let n = nodes.len();
    let mut member = vec![false; n];
    for &v in region {
        member[v] = true;
    }
    let (mut index, mut low, mut on_stack) = (vec![usize::MAX; n], vec![0; n], vec![false; n]);
    let (mut stack, mut sccs, mut counter) = (Vec::new(), Vec::new(), 0);
    for &root in region {
        if index[root] != usize::MAX {
            continue;
        }
        // Each frame: a block and the next of its transitions to look at.
        let mut frames = vec![(root, 0)];
        index[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut i)) = frames.last_mut() {
            if let Some(&(_, w)) = nodes[v].next.get(*i) {
                *i += 1;
                if !member[w] {
                    continue;
                }
                if index[w] == usize::MAX {
                    index[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    frames.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            frames.pop();
            if let Some(&(parent, _)) = frames.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut scc = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    scc.push(w);
                    if w == v {
                        break;
                    }
                }
                scc.sort_unstable();
                sccs.push(scc);
            }
        }
    }
    sccs
}
