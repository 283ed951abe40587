//! A tagged DFA ([`super::dfa`]) as Rust source: a struct with the span of each visible rule
//! and a function that runs the automaton over a byte string, with the states as code.
//!
//! As in the RFC grammars' generator (build/abnf), each state is a block of code: it skips
//! through the bytes on which it stays where it is without storing a tag (a table lookup per
//! byte), then reads the next byte's class and goes to the next state, storing the position
//! into the tags that transition passes. The blocks are nested labelled blocks in reverse
//! postorder from the start state, so that a transition to a later state is a `break` to its
//! code, a jump; only a transition that closes a cycle sets the state number and goes round
//! the loop through a `match`. The tags are local registers (the optimizer keeps them in
//! machine registers); where the input ends, the state says whether it matched and which
//! rules the match has.

use super::dfa::Dfa;
use super::dfa_code::{camel, class_pattern};
use super::dfa_layout::Layout;
use std::fmt::Write;

/// The source for `dfa`, the automaton of `entry` compiled from `sources`: a struct
/// `<Entry>Spans` and `fn match_<entry>(input: &[u8]) -> Option<<Entry>Spans>`.
pub fn emit(dfa: &Dfa, entry: &str, sources: &str) -> String {
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
    let _ = writeln!(
        s,
        "/// Whether `{entry}` matches the whole of `input` (at most `u32::MAX` bytes), and \
         where its visible rules lie: the grammar's DFA ({} states, {} byte classes) as code.\n\
         #[inline(always)]\n\
         #[allow(unused_labels, unused_mut, unused_assignments, clippy::never_loop)]\n\
         pub(crate) fn match_{entry}(input: &[u8]) -> Option<{spans}> {{",
        dfa.states.len(),
        dfa.class_count
    );
    let _ = writeln!(s, "    static CLASSES: [u8; 256] = {:?};", dfa.classes);
    let (plans, table) = plans(dfa);
    let _ = writeln!(s, "    static SETS: [u64; 256] = {table:?};");
    if plans.iter().any(|p| p.skip != 0) {
        s.push_str(SKIP);
    }
    s.push_str("    let len = u32::try_from(input.len()).ok()?;\n");
    let _ = writeln!(s, "    let mut r = [0u32; {}];", 2 * dfa.rules.len());
    s.push_str("    let _ = (&mut r, len);\n");
    let layout = Layout::new(dfa, &|k, t| plans[k].skip != 0 && t == (k, 0));
    s.push_str("    let mut i = 0usize;\n");
    layout.write(&mut s, &mut |s, k| {
        state(s, dfa, k, &layout, &plans[k], &spans)
    });
    s.push_str("}\n");
    s
}

/// The skip through a state's loop set (the bit `set` of `SETS`): eight bytes per step (one
/// bounds check and one counter update for eight), then byte by byte.
const SKIP: &str = "    #[inline(always)]
    fn skip(input: &[u8], mut i: usize, set: u64) -> usize {
        // While eight bytes are left: `i + 8 <= len`, written so that it cannot overflow (and
        // the optimizer sees that the four reads are in bounds).
        if let Some(last) = input.len().checked_sub(8) {
            while i <= last {
                let Some(&[a, b, c, d, e, f, g, h]) = input.get(i..i + 8) else {
                    break;
                };
                for (k, x) in [a, b, c, d, e, f, g, h].into_iter().enumerate() {
                    if SETS[usize::from(x)] & set == 0 {
                        return i + k;
                    }
                }
                i += 8;
            }
        }
        while let Some(&b) = input.get(i) {
            if SETS[usize::from(b)] & set == 0 {
                break;
            }
            i += 1;
        }
        i
    }
";

/// The code of state `k`.
fn state(s: &mut String, dfa: &Dfa, k: usize, layout: &Layout, plan: &Plan, spans: &str) {
    let _ = writeln!(s, "            // state {k}");
    if plan.skip != 0 {
        let _ = writeln!(s, "            i = skip(input, i, {});", plan.skip);
    }
    let mut arms = arms(dfa, k, plan.skip != 0);
    let accept = accept(dfa, k, spans);
    if arms.is_empty() {
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
    let step = |(target, ops): (usize, u32)| {
        let mut code = String::new();
        for tag in 0..32 {
            if ops & (1 << tag) != 0 {
                let _ = write!(code, " r[{tag}] = i as u32;");
            }
        }
        let _ = write!(code, " i += 1; {}", layout.jump(k, target));
        code
    };
    if let Some((t, bit)) = plan.hot {
        let _ = writeln!(
            s,
            "            if SETS[usize::from(b)] & {bit} != 0 {{{} }}",
            step(t)
        );
        arms.retain(|arm| arm.0 != t);
    }
    s.push_str("            match CLASSES[usize::from(b)] {\n");
    for (t, classes) in arms {
        let _ = writeln!(
            s,
            "                {} => {{{} }}",
            class_pattern(&classes),
            step(t)
        );
    }
    s.push_str("                _ => return None,\n            }\n");
}

/// What the match gives when the input ends in state `k`.
fn accept(dfa: &Dfa, k: usize, spans: &str) -> String {
    let Some((present, at_end)) = dfa.states[k].accept else {
        return String::from("None");
    };
    let tag = |t: usize| match at_end & (1 << t) != 0 {
        true => String::from("len"),
        false => format!("r[{t}]"),
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

/// Byte sets as bits of a per-byte mask (`SETS`, up to 64 sets).
#[derive(Default)]
struct Sets(Vec<[bool; 256]>);

impl Sets {
    /// The bit of `set`, added if new; `None` when there are 64 already.
    fn bit(&mut self, set: [bool; 256]) -> Option<u64> {
        let i = match self.0.iter().position(|s| *s == set) {
            Some(i) => i,
            None if self.0.len() < 64 => {
                self.0.push(set);
                self.0.len() - 1
            }
            None => return None,
        };
        Some(1 << i)
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

/// How a state's code tests its byte: the bit of its skip set (the bytes on which it stays
/// where it is without storing a tag, at least 4), and its hot arm (the transition on the most
/// bytes, tested with one lookup before the `match` when the state has at least 3).
struct Plan {
    skip: u64,
    hot: Option<((usize, u32), u64)>,
}

/// Each state's [`Plan`], and the sets' table.
fn plans(dfa: &Dfa) -> (Vec<Plan>, Vec<u64>) {
    let mut sets = Sets::default();
    let mut plans = Vec::new();
    for (k, state) in dfa.states.iter().enumerate() {
        let on = |t: (usize, u32)| -> [bool; 256] {
            let mut set = [false; 256];
            for (b, member) in set.iter_mut().enumerate() {
                *member = state.next[usize::from(dfa.classes[b])] == Some(t);
            }
            set
        };
        let looping = on((k, 0));
        let skip = match looping.iter().filter(|&&x| x).count() {
            0..=3 => 0,
            _ => sets.bit(looping).unwrap_or(0),
        };
        let arms = arms(dfa, k, skip != 0);
        let hot = match arms.len() {
            0..=2 => None,
            _ => arms
                .iter()
                .map(|(t, _)| (*t, on(*t)))
                .max_by_key(|(_, set)| set.iter().filter(|&&x| x).count())
                .and_then(|(t, set)| Some((t, sets.bit(set)?))),
        };
        plans.push(Plan { skip, hot });
    }
    let table = sets.table();
    (plans, table)
}

/// State `k`'s transitions, each with its byte classes, in the order they first occur,
/// without the loop its skip does.
fn arms(dfa: &Dfa, k: usize, skips: bool) -> Vec<((usize, u32), Vec<usize>)> {
    let mut arms: Vec<((usize, u32), Vec<usize>)> = Vec::new();
    for (class, t) in dfa.states[k].next.iter().enumerate() {
        let Some(t) = *t else { continue };
        if skips && t == (k, 0) {
            continue;
        }
        match arms.iter_mut().find(|arm| arm.0 == t) {
            Some(arm) => arm.1.push(class),
            None => arms.push((t, vec![class])),
        }
    }
    arms
}
