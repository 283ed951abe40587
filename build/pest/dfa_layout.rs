//! Where each state's code goes in the function [`super::dfa_emit`] writes, so that as many
//! transitions as possible are plain jumps.
//!
//! The states are laid out in reverse postorder from the start state. A transition to a later
//! state is a `break` out of a labelled block that ends right before that state's code. A
//! transition back to an earlier state `h` is a `continue` of a `loop` that begins at `h`'s code
//! and ends after the code of every state that goes back to it (a natural loop of the
//! automaton: a host's labels, a path's segments). What cannot be nested that way (a loop
//! entered elsewhere than at its first state, two loops that overlap without one holding the
//! other) goes round the outermost loop through a `match` on the state number instead, as
//! every back edge did before: correct either way, only slower.

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

/// The layout of a DFA's code.
pub struct Layout {
    /// The states in the order of their code.
    pub order: Vec<usize>,
    /// Each state's position in `order`.
    pub rank: Vec<usize>,
    loops: Vec<Loop>,
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
        let order = super::dfa_code::reverse_postorder(n, 0, successors);
        // Reached from 0: the states of the depth-first search from 0, the last in `order`
        // (the searches from states it does not reach come first there).
        let mut reached = vec![false; n];
        let mut stack = vec![0];
        reached[0] = true;
        while let Some(k) = stack.pop() {
            for t in successors(k) {
                if !reached[t] {
                    reached[t] = true;
                    stack.push(t);
                }
            }
        }
        let order: Vec<usize> = order.into_iter().filter(|&k| reached[k]).collect();
        let mut rank = vec![usize::MAX; n];
        for (r, &k) in order.iter().enumerate() {
            rank[k] = r;
        }
        // Every transition as ranks.
        let mut edges: Vec<(usize, usize)> = Vec::new();
        for &k in &order {
            for t in successors(k) {
                edges.push((rank[k], rank[t]));
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
        let mut layout = Layout { order, rank, loops };
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

    /// The code of a transition from state `k` to state `t`.
    pub fn jump(&self, k: usize, t: usize) -> String {
        let (rk, rt) = (self.rank[k], self.rank[t]);
        if rt > rk {
            format!("break 's{t};")
        } else if self.looping(rk, rt).is_some() {
            format!("continue 'l{t};")
        } else {
            format!("s = {t}; continue 'run;")
        }
    }

    /// The function body's skeleton: the blocks and loops, with each state's code from
    /// `state`.
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
