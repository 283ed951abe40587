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
         pub(crate) fn match_{entry}(input: &[u8]) -> Option<{spans}> {{",
        dfa.states.len(),
        dfa.class_count
    );
    let _ = writeln!(s, "    static CLASSES: [u8; 256] = {:?};", dfa.classes);
    let (tables, skip) = skips(dfa);
    if !tables.is_empty() {
        let _ = writeln!(s, "    static LOOPS: [u32; 256] = {tables:?};");
        s.push_str(SKIP);
    }
    s.push_str("    let len = u32::try_from(input.len()).ok()?;\n");
    let _ = writeln!(s, "    let mut r = [0u32; {}];", 2 * dfa.rules.len());
    s.push_str("    let _ = (&mut r, len);\n");
    let order = reverse_postorder(dfa);
    let mut rank = vec![0; dfa.states.len()];
    for (n, &k) in order.iter().enumerate() {
        rank[k] = n;
    }
    s.push_str("    let mut i = 0usize;\n    let mut s: u16 = 0;\n    'run: loop {\n");
    for &k in order.iter().rev() {
        let _ = writeln!(s, "    's{k}: {{");
    }
    s.push_str("        match s {\n");
    for &k in &order {
        let _ = writeln!(s, "            {k} => break 's{k},");
    }
    s.push_str("            _ => return None,\n        }\n");
    for &k in &order {
        let _ = writeln!(s, "    }} // 's{k}");
        state(&mut s, dfa, k, &rank, skip[k], &spans);
    }
    s.push_str("    }\n}\n");
    s
}

/// The skip through a state's loop set (the bit `set` of `LOOPS`): four bytes per step (one
/// bounds check and one counter update for four), then byte by byte.
const SKIP: &str = "    #[inline(always)]
    fn skip(input: &[u8], mut i: usize, set: u32) -> usize {
        while let Some(&[a, b, c, d]) = input.get(i..i + 4) {
            if LOOPS[usize::from(a)] & set == 0 {
                return i;
            }
            if LOOPS[usize::from(b)] & set == 0 {
                return i + 1;
            }
            if LOOPS[usize::from(c)] & set == 0 {
                return i + 2;
            }
            if LOOPS[usize::from(d)] & set == 0 {
                return i + 3;
            }
            i += 4;
        }
        while let Some(&b) = input.get(i) {
            if LOOPS[usize::from(b)] & set == 0 {
                break;
            }
            i += 1;
        }
        i
    }
";

/// The code of state `k`.
fn state(s: &mut String, dfa: &Dfa, k: usize, rank: &[usize], skip: u32, spans: &str) {
    let _ = writeln!(s, "            // state {k}");
    if skip != 0 {
        let _ = writeln!(s, "            i = skip(input, i, {skip});");
    }
    let mut arms: Vec<((usize, u32), Vec<usize>)> = Vec::new();
    for (class, t) in dfa.states[k].next.iter().enumerate() {
        let Some(t) = *t else { continue };
        if skip != 0 && t == (k, 0) {
            continue;
        }
        match arms.iter_mut().find(|arm| arm.0 == t) {
            Some(arm) => arm.1.push(class),
            None => arms.push((t, vec![class])),
        }
    }
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
    s.push_str("            match CLASSES[usize::from(b)] {\n");
    for ((target, ops), classes) in arms {
        let _ = write!(s, "                {} => {{", pattern(&classes));
        for tag in 0..32 {
            if ops & (1 << tag) != 0 {
                let _ = write!(s, " r[{tag}] = i as u32;");
            }
        }
        if rank[target] > rank[k] {
            let _ = writeln!(s, " i += 1; break 's{target}; }}");
        } else {
            let _ = writeln!(s, " i += 1; s = {target}; continue 'run; }}");
        }
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

/// The states in reverse postorder of a depth-first search from the start state 0, then any
/// it does not reach.
fn reverse_postorder(dfa: &Dfa) -> Vec<usize> {
    let n = dfa.states.len();
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    for root in 0..n {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let mut stack = vec![(root, 0)];
        while let Some((q, next)) = stack.last_mut() {
            let q = *q;
            match dfa.states[q].next.get(*next) {
                Some(t) => {
                    *next += 1;
                    if let Some((t, _)) = *t {
                        if !seen[t] {
                            seen[t] = true;
                            stack.push((t, 0));
                        }
                    }
                }
                None => {
                    post.push(q);
                    stack.pop();
                }
            }
        }
    }
    post.reverse();
    post
}

/// The byte sets on which states stay where they are without storing a tag (at least 4
/// bytes, up to 32 sets) as bits of a per-byte mask, and per state the mask of its set (0 for
/// none).
fn skips(dfa: &Dfa) -> (Vec<u32>, Vec<u32>) {
    let mut sets: Vec<[bool; 256]> = Vec::new();
    let mut skip = Vec::new();
    for (k, state) in dfa.states.iter().enumerate() {
        let mut set = [false; 256];
        for (b, member) in set.iter_mut().enumerate() {
            *member = state.next[usize::from(dfa.classes[b])] == Some((k, 0));
        }
        if set.iter().filter(|&&x| x).count() < 4 {
            skip.push(0);
            continue;
        }
        let i = match sets.iter().position(|s| *s == set) {
            Some(i) => i,
            None if sets.len() < 32 => {
                sets.push(set);
                sets.len() - 1
            }
            None => {
                skip.push(0);
                continue;
            }
        };
        skip.push(1u32 << i);
    }
    if sets.is_empty() {
        return (Vec::new(), skip);
    }
    let tables = (0..256)
        .map(|b| {
            sets.iter()
                .enumerate()
                .filter(|(_, s)| s[b])
                .fold(0u32, |m, (i, _)| m | 1 << i)
        })
        .collect();
    (tables, skip)
}

/// A match pattern for byte classes (ascending): runs of consecutive classes as ranges.
fn pattern(classes: &[usize]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < classes.len() {
        let mut j = i;
        while j + 1 < classes.len() && classes[j + 1] == classes[j] + 1 {
            j += 1;
        }
        parts.push(match j - i {
            0 => classes[i].to_string(),
            _ => format!("{}..={}", classes[i], classes[j]),
        });
        i = j + 1;
    }
    parts.join(" | ")
}

/// `canonical_url` as `CanonicalUrl`.
fn camel(name: &str) -> String {
    name.split('_')
        .map(|w| {
            let mut c = w.chars();
            c.next().map_or(String::new(), |f| {
                f.to_ascii_uppercase().to_string() + c.as_str()
            })
        })
        .collect()
}
