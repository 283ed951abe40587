//! A tagged DFA ([`super::dfa`]) as Rust source: a struct with the span of each visible rule
//! and a function that runs the automaton over a byte string, with the states as code.
//!
//! As in the RFC grammars' generator (build/abnf), each state is a block of code. A state
//! that stays where it is on at least four bytes without storing a tag first skips through
//! them: sixteen bytes per step with SSE2 where the target has it ([`super::dfa_simd`]: a few
//! vector comparisons per byte set, one branch per block), else eight bytes per step while
//! eight are left, a table lookup per byte. When it goes to a second state on some bytes and
//! straight back on most of its loop set (a path's "/" between segments, a host's "." between
//! labels), the skip goes through that pair too, a byte and the one after it tested together,
//! so that a whole path is one run. Each skip is a function of the generated module
//! (`skip<n>`, `skip_pair<n>`) with both forms; the automaton is `run::<SSE2>`, and the tests
//! compare it and each skip with the scalar form (`match_<entry>_scalar`, `SKIPS`). Then it reads
//! the next byte's mask (one lookup in a table of byte sets) and tests the bit of each of its
//! transitions' sets in turn, storing the position into the tags that transition passes:
//! a test and a jump per transition, rather than a jump table per state. A run of states that
//! each go on by one byte only (a literal such as "://") is read with one comparison; a state
//! that is the next one with an optional byte in front (after "http", the "s" of "https")
//! steps over that byte if it is there, without a branch. The
//! blocks are nested labelled blocks in reverse postorder from the start state, so that a
//! transition to a later state is a `break` to its code, a jump; only a transition that
//! closes a cycle the nesting cannot hold sets the state number and goes round the loop
//! through a `match`. The tags are local variables, one per tag (`r0`, `r1`, ...), which the
//! optimizer keeps in machine registers (an array indexed by constants becomes the same code
//! in release, but costs the compiler type and borrow checking of every index and its bounds
//! check in a debug build, a fifth to a quarter of an automaton's compile); where the input
//! ends, the state says whether it matched and which rules the match has.

use super::dfa::{Bytes, Dfa};
use super::dfa_code::camel;
use super::dfa_layout::Layout;
use super::dfa_simd;
use std::fmt::Write;

/// The source for `dfa`, the automaton of `entry` compiled from `sources`: a struct
/// `<Entry>Spans` and `fn match_<entry>(input: &[u8]) -> Option<<Entry>Spans>`; and the
/// binary files it includes from `OUT_DIR` (by name): each pair skip's table by two bytes,
/// named after `out`, the source's own file name.
pub fn emit(dfa: &Dfa, entry: &str, sources: &str, out: &str) -> (String, Vec<(String, Vec<u8>)>) {
    let spans = format!("{}Spans", camel(entry));
    let mut s = crate::common::generated_header("build/pest/dfa", sources);
    let _ = writeln!(
        s,
        "/// Where the visible rules of a match of `{entry}` lie (start and end, byte offsets), \
         for those the match has.\n\
         #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]\n\
         pub(crate) struct {spans} {{"
    );
    for rule in &dfa.rules {
        let _ = writeln!(
            s,
            "    /// `{rule}`.\n    pub(crate) {rule}: Option<(u32, u32)>,"
        );
    }
    s.push_str("}\n\n");
    let (plans, tables, pairs) = plans(dfa);
    for (t, table) in tables.iter().enumerate() {
        let _ = writeln!(
            s,
            "/// Byte sets: per byte, a bit for each set that holds it.\n\
             static SETS{t}: [u64; 256] = {:?};",
            table.table()
        );
    }
    let mut files = Vec::new();
    let stem = out.strip_suffix(".rs").unwrap_or(out);
    for (t, table) in pairs.iter().enumerate() {
        let file = format!("{stem}_bigram{t}.bin");
        let _ = writeln!(
            s,
            "/// A pair's table of bytes (see `skip_pair`).\n\
             static PAIR{t}: [u8; 256] = {table:?};\n\
             /// The pair's table by two bytes: at `x | y << 8`, 1 when the run stops at a byte \
             `x` followed by `y` (build/pest/dfa_emit.rs's `bigrams`).\n\
             static BIGRAM{t}: [u8; 65536] = *include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{file}\"));"
        );
        files.push((file, bigrams(table)));
    }
    let skips = skips(&mut s, &plans, &tables, &pairs);
    let _ = writeln!(
        s,
        "/// Whether `{entry}` matches the whole of `input` (at most `u32::MAX` bytes), and \
         where its visible rules lie: the grammar's DFA ({} states, {} byte classes) as code.\n\
         #[inline(always)]\n\
         pub(crate) fn match_{entry}(input: &[u8]) -> Option<{spans}> {{\n    \
         run::<true, false>(input, input)\n}}\n\n\
         /// [`match_{entry}`] of the bytes of `buffer` in `range` (`None` when the range is \
         not in `buffer`), whose skips may read the buffer's bytes after the range (a row of \
         a column inside the column's buffer): a step of their blocks needs no end test of \
         its own and the input's last bytes no code of their own.\n\
         #[inline(always)]\n\
         #[allow(dead_code)]\n\
         pub(crate) fn match_{entry}_in(buffer: &[u8], range: core::ops::Range<usize>) -> Option<{spans}> {{\n    \
         let padded = buffer.get(range.start..)?;\n    \
         let input = padded.get(..range.end.checked_sub(range.start)?)?;\n    \
         run::<true, true>(input, padded)\n}}\n\n\
         /// [`match_{entry}`] with the scalar skips only, for the tests that compare them.\n\
         #[cfg(test)]\n\
         pub(crate) fn match_{entry}_scalar(input: &[u8]) -> Option<{spans}> {{\n    \
         run::<false, false>(input, input)\n}}\n\n\
         /// The DFA's code; `SSE2`: whether the skips use SSE2 where the target has it; \
         `SLACK`: whether they may read the bytes of `padded` (which begins with `input`) \
         after the input. Always inlined where debug assertions are off (release), so that \
         the check is compiled into its caller (its loop over a column's rows, with the \
         caller's target features); a function of its own in a build with debug assertions \
         (the dev profile), so that its code is compiled once for each `SSE2` and `SLACK` \
         rather than once for each caller.\n\
         #[cfg_attr(not(debug_assertions), inline(always))]\n\
         #[allow(unused_labels, unused_mut, unused_assignments, \
         unused_variables, clippy::never_loop)]\n\
         fn run<const SSE2: bool, const SLACK: bool>(input: &[u8], padded: &[u8]) -> Option<{spans}> {{",
        dfa.states.len(),
        dfa.class_count
    );
    s.push_str("    let len = u32::try_from(input.len()).ok()?;\n");
    // `unused_variables` above covers a tag, `len` or `padded` that an automaton never reads.
    for tag in 0..2 * dfa.rules.len() {
        let _ = writeln!(s, "    let mut r{tag} = 0u32;");
    }
    let layout = Layout::new(dfa.states.len(), &|k| plans[k].successors());
    s.push_str("    let mut i = 0usize;\n");
    let skip_of = |plan: &Plan| {
        skips
            .iter()
            .position(|&x| Some(x) == plan.skip.map(|bit| (plan.table, bit)))
    };
    layout.write(&mut s, &mut |s, v| {
        let k = layout.state(v);
        state(
            s,
            dfa,
            (v, k),
            &layout,
            &plans[k],
            skip_of(&plans[k]),
            &spans,
        )
    });
    s.push_str("}\n");
    (s, files)
}

/// The skips' code: the helpers they need, a function per skip (SSE2 where the target has it,
/// else a scalar loop; the simple ones numbered in the order of the states, as returned by
/// table and bit, the pairs by their tables) and, for the tests, `SKIPS`.
fn skips(s: &mut String, plans: &[Plan], tables: &[Sets], pairs: &[Vec<u8>]) -> Vec<(usize, u64)> {
    let mut skips: Vec<(usize, u64)> = Vec::new();
    for plan in plans {
        if let (Some(bit), None) = (plan.skip, plan.pair) {
            if !skips.contains(&(plan.table, bit)) {
                skips.push((plan.table, bit));
            }
        }
    }
    if plans.iter().any(|p| p.skip.is_some()) {
        s.push_str(FIRST_STOP);
        s.push_str(dfa_simd::SSE2);
        if !skips.is_empty() {
            s.push_str(dfa_simd::SSE2_SKIP);
        }
        if !pairs.is_empty() {
            s.push_str(dfa_simd::SSE2_SKIP_PAIR);
        }
        s.push_str("}\n\n");
    }
    if !skips.is_empty() {
        s.push_str(SKIP);
    }
    for (n, &(t, bit)) in skips.iter().enumerate() {
        let set = tables[t].0[bit.trailing_zeros() as usize];
        dfa_simd::skip_fn(s, n, (t, bit), &set);
    }
    if !pairs.is_empty() {
        s.push_str(SKIP_PAIR);
    }
    for (p, table) in pairs.iter().enumerate() {
        dfa_simd::skip_pair_fn(s, p, table);
    }
    let names: Vec<String> = (0..skips.len())
        .map(|n| format!("skip{n}"))
        .chain((0..pairs.len()).map(|p| format!("skip_pair{p}")))
        .collect();
    let _ = writeln!(
        s,
        "/// Each skip as its SSE2 and its scalar form (the same where the target has no SSE2), \
         and its SSE2 form in an input followed by bytes it may read (`padded`, which begins \
         with the input), for the tests that compare them.\n\
         #[cfg(test)]\n\
         #[allow(clippy::type_complexity)]\n\
         pub(crate) static SKIPS: [(&str, fn(&[u8], usize) -> usize, fn(&[u8], usize) -> usize, \
         fn(&[u8], &[u8], usize) -> usize); {}] = [{}];\n",
        names.len(),
        names
            .iter()
            .map(|n| {
                format!(
                    "(\"{n}\", |input, i| {n}::<true, false>(input, input, i), \
                     |input, i| {n}::<false, false>(input, input, i), \
                     |input, padded, i| {n}::<true, true>(input, padded, i))"
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    );
    skips
}

/// Where a skip's run ends in the input's last block, which starts at `last`: the first of
/// the block's stops (a bit per position) at or after `i`, or the input's end (`len`) when
/// there is none. Every skip's tail, scalar or SSE2, ends with it.
const FIRST_STOP: &str = "#[inline(always)]
fn first_stop(stops: u32, i: usize, last: usize, len: usize) -> usize {
    // The positions before `i` were skipped already.
    let stops = stops >> (i - last) << (i - last);
    match stops {
        0 => len,
        _ => last + stops.trailing_zeros() as usize,
    }
}
";

/// The scalar skip through a state's loop set (the bit `set` of the table `sets`; on targets
/// without SSE2, for inputs shorter than sixteen bytes, and as the second formulation the
/// tests compare the SSE2 skip with): eight bytes per
/// step while eight are left (one bound check and one counter update for eight), then the
/// input's last eight bytes without a branch per byte (a bit per stop; the run that reaches
/// the input's end would otherwise leave two loops, each exit a misprediction), and byte by
/// byte only in an input shorter than eight bytes. It returns where the run ends.
const SKIP: &str = "#[inline(always)]
fn skip(input: &[u8], mut i: usize, sets: &[u64; 256], set: u64) -> usize {
    // While eight bytes are left: `i + 8 <= len`, written so that it cannot overflow (and
    // the optimizer sees that the eight reads are in bounds).
    if let Some(last) = input.len().checked_sub(8) {
        while i <= last {
            let Some(&[a, b, c, d, e, f, g, h]) = input.get(i..i + 8) else {
                break;
            };
            for (k, x) in [a, b, c, d, e, f, g, h].into_iter().enumerate() {
                if sets[usize::from(x)] & set == 0 {
                    return i + k;
                }
            }
            i += 8;
        }
    }
    // Fewer than eight left: the positions in the input's last eight bytes, the first
    // `i - last` of them already skipped, each stop a bit, without a branch per position.
    if let Some(block) = input.last_chunk::<8>() {
        let last = input.len() - 8;
        let mut stops = 0u32;
        for k in 0..8 {
            stops |= u32::from(sets[usize::from(block[k])] & set == 0) << k;
        }
        return first_stop(stops, i, last, input.len());
    }
    while let Some(&x) = input.get(i) {
        if sets[usize::from(x)] & set == 0 {
            break;
        }
        i += 1;
    }
    i
}
";

/// The scalar skip (see [`SKIP`] for where it serves) through a state's loop and a second
/// state it goes to and straight back from (a path's segments and the "/" between them, a
/// host's labels and the "."): a byte of the loop
/// set stays, and so does a byte to the other state when the byte after it goes back, the two
/// read as one step. A position with a byte after it is one lookup in the pair's table by two
/// bytes (see [`bigrams`]): a 16-bit load, a lookup and the one branch; the input's
/// last byte is tested in the pair's table of bytes (`sets`, bit 0: in the loop set, see
/// [`pair_table`]). One run for a whole path or host rather than one per segment or label:
/// each run's end is a branch the processor mispredicts. It returns where the run ends, in
/// the first state.
const SKIP_PAIR: &str = "#[inline(always)]
fn skip_pair(input: &[u8], mut i: usize, sets: &[u8; 256], bigrams: &[u8; 65536]) -> usize {
    // A position with a byte after it: one lookup of the two bytes read as one `u16`
    // (1 when the run stops there), so a step is a load, a lookup and the one branch.
    let stop = |two: &[u8]| match two.first_chunk::<2>() {
        Some(&two) => bigrams[usize::from(u16::from_le_bytes(two))],
        None => 1,
    };
    // Eight positions per step while nine bytes are left.
    while let Some(block) = input.get(i..).and_then(|rest| rest.first_chunk::<9>()) {
        for k in 0..8 {
            if stop(&block[k..]) != 0 {
                return i + k;
            }
        }
        i += 8;
    }
    // Fewer than nine left: the positions in the input's last nine bytes, the first
    // `i - last` of them already skipped, each stop a bit, without a branch per position;
    // the last byte, with nothing after it, stays only in the loop set (bit 0).
    if let Some(block) = input.last_chunk::<9>() {
        let last = input.len() - 9;
        let mut stops = u32::from(sets[usize::from(block[8])] & 1 == 0) << 8;
        for k in 0..8 {
            stops |= u32::from(stop(&block[k..])) << k;
        }
        return first_stop(stops, i, last, input.len());
    }
    while let Some(&x) = input.get(i) {
        let stops = match input.get(i..i + 2) {
            Some(two) => stop(two) != 0,
            None => sets[usize::from(x)] & 1 == 0,
        };
        if stops {
            break;
        }
        i += 1;
    }
    i
}
";

/// The table of a pair's skip by two bytes (see [`SKIP_PAIR`]), from the pair's table of
/// bytes ([`pair_table`]): at `x | y << 8`, 1 when the run stops at a byte `x` followed by
/// `y`, 0 when it stays: `x` in the loop set (bit 0), or `x` to the other state (bit 1) and
/// `y` back (bit 3). The generated code includes it as a binary file: computed there by a
/// `const fn`, each of the library's 14 tables took rustc's constant evaluator half a
/// second, 40% of the library's debug build.
fn bigrams(sets: &[u8]) -> Vec<u8> {
    (0..=u16::MAX)
        .map(|k| {
            let [x, y] = k.to_le_bytes().map(|b| sets[usize::from(b)]);
            u8::from(x & (y >> 2 | 1) == 0)
        })
        .collect()
}

/// The code of state `k` in block `v`.
fn state(
    s: &mut String,
    dfa: &Dfa,
    (v, k): (usize, usize),
    layout: &Layout,
    plan: &Plan,
    skip: Option<usize>,
    spans: &str,
) {
    let _ = writeln!(s, "            // state {k}");
    let accept = accept(dfa, k, spans);
    let tags = |code: &mut String, ops: u32, offset: usize| {
        for tag in 0..32 {
            if ops & (1 << tag) != 0 {
                match offset {
                    0 => {
                        let _ = write!(code, " r{tag} = i as u32;");
                    }
                    _ => {
                        let _ = write!(code, " r{tag} = (i + {offset}) as u32;");
                    }
                }
            }
        }
    };
    if let Some(chain) = &plan.chain {
        // Only these bytes may follow, and the input may not end among them.
        let n = chain.bytes.len();
        let names: Vec<String> = (0..n).map(|j| format!("b{j}")).collect();
        let _ = writeln!(
            s,
            "            let Some(&[{}, ..]) = input.get(i..) else {{\n                return None;\n            }};\n            \
             if [{}] != {:?} {{\n                return None;\n            }}",
            names.join(", "),
            names.join(", "),
            chain.bytes
        );
        let mut code = String::new();
        for (offset, &ops) in chain.ops.iter().enumerate() {
            tags(&mut code, ops, offset);
        }
        let _ = writeln!(
            s,
            "           {code} i += {n}; {}",
            layout.jump(v, chain.end)
        );
        return;
    }
    let t = plan.table;
    if let (true, [arm]) = (plan.optional, plan.arms.as_slice()) {
        let test = match arm.byte {
            Some(byte) => format!("b == {byte}"),
            None => format!("SETS{t}[usize::from(b)] & {} != 0", arm.bit),
        };
        let _ = writeln!(
            s,
            "            i += usize::from(input.get(i).is_some_and(|&b| {test})); {}",
            layout.jump(v, arm.target)
        );
        return;
    }
    match (skip, plan.pair) {
        (_, Some(pair)) => {
            let _ = writeln!(
                s,
                "            i = skip_pair{pair}::<SSE2, SLACK>(input, padded, i);"
            );
        }
        (Some(n), None) => {
            let _ = writeln!(
                s,
                "            i = skip{n}::<SSE2, SLACK>(input, padded, i);"
            );
        }
        _ => {}
    }
    if plan.arms.is_empty() {
        // Only the end of the input may follow.
        let _ = writeln!(
            s,
            "            if i < input.len() {{\n                return None;\n            }}\n            \
             return {accept};"
        );
        return;
    }
    match accept.as_str() {
        "None" => s.push_str("            let &b = input.get(i)?;\n"),
        _ => {
            let _ = writeln!(
                s,
                "            let Some(&b) = input.get(i) else {{\n                return {accept};\n            }};"
            );
        }
    }
    let single = plan.arms.len() == 1 && plan.arms[0].byte.is_some();
    if !single {
        let _ = writeln!(s, "            let m = SETS{t}[usize::from(b)];");
    }
    for arm in &plan.arms {
        let mut code = String::new();
        tags(&mut code, arm.ops, 0);
        let test = match (single, arm.byte) {
            (true, Some(byte)) => format!("b == {byte}"),
            _ => format!("m & {} != 0", arm.bit),
        };
        let _ = writeln!(
            s,
            "            if {test} {{{code} i += 1; {} }}",
            layout.jump(v, arm.target)
        );
    }
    s.push_str("            return None;\n");
}

/// What the match gives when the input ends in state `k`.
fn accept(dfa: &Dfa, k: usize, spans: &str) -> String {
    let Some((present, at_end)) = dfa.states[k].accept else {
        return String::from("None");
    };
    let tag = |t: usize| match at_end & (1 << t) != 0 {
        true => String::from("len"),
        false => format!("r{t}"),
    };
    let fields: Vec<String> = dfa
        .rules
        .iter()
        .enumerate()
        .map(|(v, rule)| match present & (1 << (2 * v)) != 0 {
            true => format!("{rule}: Some(({}, {}))", tag(2 * v), tag(2 * v + 1)),
            false => format!("{rule}: None"),
        })
        .collect();
    format!("Some({spans} {{ {} }})", fields.join(", "))
}

/// Byte sets as bits of a per-byte mask (a table `SETS<n>`, up to 64 sets).
#[derive(Default)]
struct Sets(Vec<Bytes>);

impl Sets {
    /// The bits of `sets`, added where new; `None` when they do not fit.
    fn bits(&mut self, sets: &[Bytes]) -> Option<Vec<u64>> {
        let new = sets.iter().filter(|s| !self.0.contains(s)).count();
        if self.0.len() + new > 64 {
            return None;
        }
        let bits = sets.iter().map(|set| {
            let i = match self.0.iter().position(|s| s == set) {
                Some(i) => i,
                None => {
                    self.0.push(*set);
                    self.0.len() - 1
                }
            };
            1u64 << i
        });
        Some(bits.collect())
    }

    /// The table: per byte, the bits of the sets that hold it.
    fn table(&self) -> Vec<u64> {
        (0..256)
            .map(|b| {
                self.0
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s[b])
                    .fold(0u64, |m, (i, _)| m | 1 << i)
            })
            .collect()
    }
}

/// A transition of a state's code: the bytes it is taken on (the bit of their set in the
/// state's table, or the byte itself when it is the only one), its target and its tags.
struct Arm {
    bit: u64,
    byte: Option<u8>,
    target: usize,
    ops: u32,
}

/// States that each go on by exactly one byte, read at once: their bytes, the tags of each
/// byte's transition, and the state after the last.
struct Chain {
    bytes: Vec<u8>,
    ops: Vec<u32>,
    end: usize,
}

/// How a state's code tests its bytes: the table of its sets, the bit of its skip set (the
/// bytes on which it stays where it is without storing a tag, at least 4), the bits of the
/// pair its skip also goes through (the bytes to a second state and those straight back, see
/// [`pair`]), its other
/// transitions in the order they are tested (most bytes first), or the chain it starts.
struct Plan {
    table: usize,
    skip: Option<u64>,
    pair: Option<usize>,
    optional: bool,
    arms: Vec<Arm>,
    chain: Option<Chain>,
}

impl Plan {
    /// The states the code of this state jumps to.
    fn successors(&self) -> Vec<usize> {
        match &self.chain {
            Some(chain) => vec![chain.end],
            None => self.arms.iter().map(|a| a.target).collect(),
        }
    }
}

/// The longest literal run of states a chain reads at once.
const CHAIN_MAX: usize = 8;

/// Each state's [`Plan`], the tables of byte sets and those of the pairs.
fn plans(dfa: &Dfa) -> (Vec<Plan>, Vec<Sets>, Vec<Vec<u8>>) {
    // Per state, each transition (the self-loop the skip does apart) with its bytes.
    let transitions: Vec<Vec<((usize, u32), Bytes)>> =
        (0..dfa.states.len()).map(|k| transitions(dfa, k)).collect();
    // A state that goes on by one byte only, storing no tag at its end, from which the input
    // cannot end: a link of a chain.
    let link = |k: usize| -> Option<(u8, usize, u32)> {
        let [((t, ops), bytes)] = transitions[k].as_slice() else {
            return None;
        };
        let mut members = (0..=255u8).filter(|&b| bytes[usize::from(b)]);
        let byte = members.next()?;
        (members.next().is_none() && dfa.states[k].accept.is_none() && *t != k)
            .then_some((byte, *t, *ops))
    };
    let mut tables: Vec<Sets> = vec![Sets::default()];
    let mut pairs: Vec<Vec<u8>> = Vec::new();
    let mut plans = Vec::new();
    for (k, all) in transitions.iter().enumerate() {
        let mut chain = Chain {
            bytes: Vec::new(),
            ops: Vec::new(),
            end: k,
        };
        while let Some((byte, t, ops)) = link(chain.end) {
            if chain.bytes.len() == CHAIN_MAX || t == k {
                break;
            }
            chain.bytes.push(byte);
            chain.ops.push(ops);
            chain.end = t;
        }
        if chain.bytes.len() >= 2 {
            plans.push(Plan {
                table: 0,
                skip: None,
                pair: None,
                optional: false,
                arms: Vec::new(),
                chain: Some(chain),
            });
            continue;
        }
        let optional = optional(dfa, all, k);
        let looping = all.iter().find(|(t, _)| *t == (k, 0)).map(|(_, set)| *set);
        let looping = looping.filter(|set| set.iter().filter(|&&x| x).count() >= 4);
        let mut arms: Vec<&((usize, u32), Bytes)> = all
            .iter()
            .filter(|(t, _)| looping.is_none() || *t != (k, 0))
            .filter(|(t, _)| optional.is_none_or(|o| o == t.0))
            .collect();
        // Most bytes first; the sort is stable, so ties keep the order of their classes.
        arms.sort_by_key(|(_, set)| std::cmp::Reverse(set.iter().filter(|&&x| x).count()));
        let looping = looping.filter(|_| optional.is_none());
        let pair = looping.and_then(|set| pair(dfa, &transitions, k, &set));
        let mut sets: Vec<Bytes> = looping.into_iter().collect();
        sets.extend(arms.iter().map(|(_, set)| *set));
        let (table, bits) = match tables.last_mut().and_then(|t| t.bits(&sets)) {
            Some(bits) => (tables.len() - 1, bits),
            None => {
                let mut fresh = Sets::default();
                let bits = fresh.bits(&sets).unwrap_or_default();
                tables.push(fresh);
                (tables.len() - 1, bits)
            }
        };
        let skip = looping.map(|_| bits[0]);
        let arm_bits = &bits[usize::from(skip.is_some())..];
        let pair = match (looping, pair) {
            (Some(set), Some((via, back))) => {
                let table = pair_table(&set, &via, &back);
                Some(match pairs.iter().position(|t| *t == table) {
                    Some(p) => p,
                    None => {
                        pairs.push(table);
                        pairs.len() - 1
                    }
                })
            }
            _ => None,
        };
        let arms = arms
            .iter()
            .zip(arm_bits)
            .map(|(((target, ops), set), &bit)| {
                let mut members = (0..=255u8).filter(|&b| set[usize::from(b)]);
                let byte = members.next().filter(|_| members.next().is_none());
                Arm {
                    bit,
                    byte,
                    target: *target,
                    ops: *ops,
                }
            })
            .collect();
        plans.push(Plan {
            table,
            skip,
            pair,
            optional: optional.is_some(),
            arms,
            chain: None,
        });
    }
    (plans, tables, pairs)
}

/// The state that state `k` is with one optional byte in front (its one arm then): on some
/// bytes `k` goes to it without a tag, on every other byte it does what that state does, and
/// the input may end in both or in neither with the same match, so `k`'s code is "step over
/// one of those bytes if it is there" and that state's code, without a branch (a "http" that
/// may be followed by "s" before "://").
fn optional(dfa: &Dfa, all: &[((usize, u32), Bytes)], k: usize) -> Option<usize> {
    let [.., _] = all else {
        return None;
    };
    all.iter().find_map(|&((t, ops), set)| {
        let same = |b: usize| {
            let class = usize::from(dfa.classes[b]);
            set[b] || dfa.states[k].next[class] == dfa.states[t].next[class]
        };
        (t != k && ops == 0 && dfa.states[k].accept == dfa.states[t].accept && (0..256).all(same))
            .then_some(t)
    })
}

/// The table of a pair's skip: per byte, bit 0 when it is in the loop set `set`, bit 1 when
/// it goes to the other state (`via`), bit 3 when it goes back (`back`).
fn pair_table(set: &Bytes, via: &Bytes, back: &Bytes) -> Vec<u8> {
    (0..256)
        .map(|b| u8::from(set[b]) | u8::from(via[b]) << 1 | u8::from(back[b]) << 3)
        .collect()
}

/// The pair a skip of state `k` through its loop set `set` may also go through: a second state
/// `k` goes to on some bytes (`via`) without storing a tag, and that comes straight back to
/// `k` on bytes of `set` (`back`, at least 4), again without a tag; the pair with the most
/// bytes back. A byte of `via` followed by one of `back` leaves `k` where it was, as a byte of
/// `set` does.
fn pair(
    dfa: &Dfa,
    transitions: &[Vec<((usize, u32), Bytes)>],
    k: usize,
    set: &Bytes,
) -> Option<(Bytes, Bytes)> {
    let mut best: Option<(Bytes, Bytes, usize)> = None;
    for &((t, ops), via) in &transitions[k] {
        if t == k || ops != 0 {
            continue;
        }
        let mut back = [false; 256];
        for (b, member) in back.iter_mut().enumerate() {
            *member = set[b] && dfa.states[t].next[usize::from(dfa.classes[b])] == Some((k, 0));
        }
        let n = back.iter().filter(|&&x| x).count();
        if n >= 4 && best.is_none_or(|(_, _, m)| n > m) {
            best = Some((via, back, n));
        }
    }
    best.map(|(via, back, _)| (via, back))
}

/// State `k`'s transitions, each with its bytes, in the order of their first class.
fn transitions(dfa: &Dfa, k: usize) -> Vec<((usize, u32), Bytes)> {
    let mut out: Vec<((usize, u32), Bytes)> = Vec::new();
    for t in dfa.states[k].next.iter().flatten() {
        let t = *t;
        if !out.iter().any(|(u, _)| *u == t) {
            let mut set = [false; 256];
            for (b, member) in set.iter_mut().enumerate() {
                *member = dfa.states[k].next[usize::from(dfa.classes[b])] == Some(t);
            }
            out.push((t, set));
        }
    }
    out
}
