//! An entry rule to a byte-level NFA with tags: every rule inlined (the grammar is regular, the
//! recursion lint saw to that), characters compiled to UTF-8, captured rule boundaries as tag
//! transitions.
//!
//! The NFA keeps ABNF's meaning: alternatives are unordered and repetition is not possessive,
//! so its language is exactly the ABNF's. Each `Split` also has a preference (its first
//! branch), which only chooses among the parses of an input the grammar gives several of:
//! the alternative written first, and more repetitions before fewer. That is the
//! "first-match-wins" rule RFC 3987 section 2.2 states, and it makes a host that matches
//! `IPv4address` an IPv4 address and not a `reg-name` (RFC 3986 section 3.2.2).
//!
//! Each byte transition carries a label for error messages: the name of the rule that is a
//! character class it belongs to (`unreserved`, `HEXDIG`), or the terminal as written (`":"`).

use super::ast::{Loc, Node};
use super::error::Error;
use super::fragment::{self, Fragment};
use super::grammar::Grammar;
use super::standards::Capture;
use super::utf8;
use std::collections::HashMap;
use std::rc::Rc;

/// A set of bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct ByteSet(pub [u64; 4]);

impl ByteSet {
    /// Adds `lo..=hi`.
    pub fn add_range(&mut self, lo: u8, hi: u8) {
        for b in lo..=hi {
            self.0[usize::from(b >> 6)] |= 1 << (b & 63);
        }
    }

    /// Whether `b` is in the set.
    pub fn contains(&self, b: u8) -> bool {
        self.0[usize::from(b >> 6)] & (1 << (b & 63)) != 0
    }
}

/// An NFA state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum State {
    /// Consume a byte in one of the arms' sets and go to that arm's state; labelled for error
    /// messages.
    Bytes {
        /// Byte sets and their next states.
        arms: Vec<(ByteSet, usize)>,
        /// Indices into [`Nfa::labels`].
        labels: Vec<usize>,
    },
    /// Either branch, the first preferred.
    Split(usize, usize),
    /// Go on without reading.
    Eps(usize),
    /// Record the position for a tag, then go on.
    Tag(usize, usize),
    /// The whole input matched (always state 0).
    Match,
}

/// A tagged NFA for one entry rule.
#[derive(Clone, Debug)]
pub struct Nfa {
    /// The states; `start` is where matching begins.
    pub states: Vec<State>,
    /// The start state.
    pub start: usize,
    /// Labels of byte transitions.
    pub labels: Vec<String>,
    /// Tag names, `RULE_START` / `RULE_END` (upper case, `-` as `_`).
    pub tags: Vec<String>,
}

/// The tag names of `captures`, in order: the start then the end of each, as enabled.
pub fn tag_names(captures: &[Capture]) -> Vec<String> {
    let mut names = Vec::new();
    for c in captures {
        let base = c.rule.to_ascii_uppercase().replace('-', "_");
        if c.start {
            names.push(format!("{base}_START"));
        }
        if c.end {
            names.push(format!("{base}_END"));
        }
    }
    names
}

/// Compiles `entry` of `grammar`. `used[i]` is set for each capture the entry reaches.
pub fn compile(
    grammar: &Grammar,
    entry: &str,
    captures: &[Capture],
    used: &mut [bool],
) -> Result<Nfa, Error> {
    let mut c = Compiler {
        grammar,
        captures,
        used,
        states: vec![State::Match],
        labels: Vec::new(),
        label_index: HashMap::new(),
        classes: HashMap::new(),
        fragments: HashMap::new(),
    };
    let def = grammar.get(entry).ok_or_else(|| {
        Error::new(
            &Loc {
                file: String::from("(grammar table)"),
                line: 0,
                col: 0,
            },
            Some(entry),
            "entry rule not defined",
        )
    })?;
    let ctx = Ctx {
        rule: &def.name,
        many: false,
    };
    let start = c.node(&def.node, 0, &ctx)?;
    let mut order = Vec::new();
    c.reading_order(&def.node, &mut Vec::new(), &mut order);
    let (states, labels) = in_reading_order(c.states, c.labels, &order);
    Ok(Nfa {
        states,
        start,
        labels,
        tags: tag_names(captures),
    })
}

/// The labels renumbered in the order a left-to-right reading of the grammar meets them
/// (`order`: label texts in that order), so that expected terminals are listed in the
/// grammar's order (the compiler builds sequences from their end, and fragments merge labels).
fn in_reading_order(
    mut states: Vec<State>,
    labels: Vec<String>,
    order: &[String],
) -> (Vec<State>, Vec<String>) {
    let mut ranked: Vec<usize> = (0..labels.len()).collect();
    ranked.sort_by_key(|&l| {
        order
            .iter()
            .position(|o| *o == labels[l])
            .unwrap_or(usize::MAX)
    });
    let mut rank = vec![0; labels.len()];
    for (r, &l) in ranked.iter().enumerate() {
        rank[l] = r;
    }
    for state in &mut states {
        if let State::Bytes { labels, .. } = state {
            for l in labels.iter_mut() {
                *l = rank[*l];
            }
            labels.sort_unstable();
        }
    }
    let labels = ranked.into_iter().map(|l| labels[l].clone()).collect();
    (states, labels)
}

struct Compiler<'g, 'u> {
    grammar: &'g Grammar,
    captures: &'g [Capture],
    used: &'u mut [bool],
    states: Vec<State>,
    labels: Vec<String>,
    label_index: HashMap<String, usize>,
    /// The code points of each rule that is a character class (or `None`), by lower-case name.
    classes: HashMap<String, Option<Vec<(u32, u32)>>>,
    /// The fragment of each rule without captures (or `None`), by lower-case name.
    fragments: HashMap<String, Option<Rc<Fragment>>>,
}

/// Where the compiler is: the rule whose definition it is in, and whether that is inside a
/// repetition of more than one (where a capture would keep only the last occurrence).
struct Ctx<'a> {
    rule: &'a str,
    many: bool,
}

impl Compiler<'_, '_> {
    fn push(&mut self, state: State) -> usize {
        self.states.push(state);
        self.states.len() - 1
    }

    fn label(&mut self, text: String) -> usize {
        if let Some(&i) = self.label_index.get(&text) {
            return i;
        }
        self.labels.push(text.clone());
        self.label_index.insert(text, self.labels.len() - 1);
        self.labels.len() - 1
    }

    /// The NFA for `node` followed by `next`; returns its start.
    fn node(&mut self, node: &Node, next: usize, ctx: &Ctx<'_>) -> Result<usize, Error> {
        Ok(match node {
            Node::Alt(items) => {
                let mut starts = Vec::new();
                for item in items {
                    starts.push(self.node(item, next, ctx)?);
                }
                let mut s = starts.pop().unwrap_or(next);
                while let Some(first) = starts.pop() {
                    s = self.push(State::Split(first, s));
                }
                s
            }
            Node::Seq(items) => {
                let mut s = next;
                for item in items.iter().rev() {
                    s = self.node(item, s, ctx)?;
                }
                s
            }
            Node::Group(inner) => self.node(inner, next, ctx)?,
            Node::Optional(inner) => {
                let body = self.node(inner, next, ctx)?;
                self.push(State::Split(body, next))
            }
            Node::Repeat { min, max, node } => self.repeat(*min, *max, node, next, ctx)?,
            Node::Name(name, loc) => self.name(name, loc, next, ctx)?,
            Node::Str {
                text,
                case_sensitive,
                ..
            } => {
                let label = self.label(node.to_string());
                let mut s = next;
                for ch in text.chars().rev() {
                    let mut ranges = vec![(u32::from(ch), u32::from(ch))];
                    if !case_sensitive && ch.is_ascii_alphabetic() {
                        let other = if ch.is_ascii_lowercase() {
                            ch.to_ascii_uppercase()
                        } else {
                            ch.to_ascii_lowercase()
                        };
                        ranges.push((u32::from(other), u32::from(other)));
                    }
                    s = self.class(&ranges, label, s);
                }
                s
            }
            Node::Chars(values, _) => {
                let label = self.label(node.to_string());
                let mut s = next;
                for &v in values.iter().rev() {
                    s = self.class(&[(v, v)], label, s);
                }
                s
            }
            Node::Range(lo, hi, _) => {
                let label = self.label(node.to_string());
                self.class(&[(*lo, *hi)], label, next)
            }
            Node::Prose(..) => next, // only under a repeat of at most zero (linted)
        })
    }

    fn repeat(
        &mut self,
        min: u32,
        max: Option<u32>,
        node: &Node,
        next: usize,
        ctx: &Ctx<'_>,
    ) -> Result<usize, Error> {
        if max == Some(0) {
            return Ok(next);
        }
        let inner = Ctx {
            rule: ctx.rule,
            many: ctx.many || max != Some(1),
        };
        let mut s = match max {
            None => {
                // A loop: prefer another round.
                let l = self.push(State::Split(next, next));
                let body = self.node(node, l, &inner)?;
                self.states[l] = State::Split(body, next);
                l
            }
            Some(max) => {
                // (x (x (x)?)?)?: prefer more.
                let mut s = next;
                for _ in min..max {
                    let body = self.node(node, s, &inner)?;
                    s = self.push(State::Split(body, next));
                }
                s
            }
        };
        for _ in 0..min {
            s = self.node(node, s, &inner)?;
        }
        Ok(s)
    }

    fn name(&mut self, name: &str, loc: &Loc, next: usize, ctx: &Ctx<'_>) -> Result<usize, Error> {
        let grammar = self.grammar;
        let def = grammar
            .get(name)
            .ok_or_else(|| Error::new(loc, Some(ctx.rule), format!("\"{name}\" is not defined")))?;
        let capture = self.captures.iter().position(|c| {
            c.rule.eq_ignore_ascii_case(name)
                && c.parent.is_none_or(|p| p.eq_ignore_ascii_case(ctx.rule))
        });
        if let Some(i) = capture {
            if ctx.many {
                return Err(Error::new(
                    loc,
                    Some(ctx.rule),
                    format!("\"{name}\" is captured, but here it is inside a repetition"),
                ));
            }
            self.used[i] = true;
        }
        let tag = |i: usize, end: bool| -> Option<usize> {
            let c = self.captures[i];
            let before: usize = self.captures[..i]
                .iter()
                .map(|c| usize::from(c.start) + usize::from(c.end))
                .sum();
            match end {
                false => c.start.then_some(before),
                true => c.end.then_some(before + usize::from(c.start)),
            }
        };
        let (start_tag, end_tag) = match capture {
            Some(i) => (tag(i, false), tag(i, true)),
            None => (None, None),
        };
        let after = match end_tag {
            Some(t) => self.push(State::Tag(t, next)),
            None => next,
        };
        let body = match self.fragment(&def.name, ctx)? {
            Some(fragment) => self.embed(&fragment, after),
            None => {
                let inner = Ctx {
                    rule: &def.name,
                    many: ctx.many,
                };
                self.node(&def.node, after, &inner)?
            }
        };
        Ok(match start_tag {
            Some(t) => self.push(State::Tag(t, body)),
            None => body,
        })
    }

    /// One character out of `ranges` (code points), then `next`.
    fn class(&mut self, ranges: &[(u32, u32)], label: usize, next: usize) -> usize {
        let mut ascii = ByteSet::default();
        let mut sequences = Vec::new();
        for &(lo, hi) in ranges {
            for seq in utf8::sequences(lo, hi) {
                if seq.len() == 1 {
                    ascii.add_range(seq[0].0, seq[0].1);
                } else {
                    sequences.push(seq);
                }
            }
        }
        let mut branches = Vec::new();
        if ascii != ByteSet::default() {
            branches.push(self.push(State::Bytes {
                arms: vec![(ascii, next)],
                labels: vec![label],
            }));
        }
        for seq in sequences {
            let mut s = next;
            for &(lo, hi) in seq.iter().rev() {
                let mut set = ByteSet::default();
                set.add_range(lo, hi);
                s = self.push(State::Bytes {
                    arms: vec![(set, s)],
                    labels: vec![label],
                });
            }
            branches.push(s);
        }
        let mut s = branches.pop().unwrap_or(next);
        while let Some(first) = branches.pop() {
            s = self.push(State::Split(first, s));
        }
        s
    }

    /// The minimal DFA of rule `name` when nothing inside it is captured.
    fn fragment(&mut self, name: &str, ctx: &Ctx<'_>) -> Result<Option<Rc<Fragment>>, Error> {
        let key = name.to_ascii_lowercase();
        if let Some(known) = self.fragments.get(&key) {
            return Ok(known.clone());
        }
        let grammar = self.grammar;
        let Some(def) = grammar.get(name) else {
            return Ok(None);
        };
        if self.captured_inside(&def.name) {
            self.fragments.insert(key, None);
            return Ok(None);
        }
        let saved = std::mem::replace(&mut self.states, vec![State::Match]);
        let start = match self.class_of(&def.name) {
            Some(ranges) => {
                let label = self.label(def.name.clone());
                Ok(self.class(&ranges, label, 0))
            }
            None => {
                let inner = Ctx {
                    rule: &def.name,
                    many: ctx.many,
                };
                self.node(&def.node, 0, &inner)
            }
        };
        let states = std::mem::replace(&mut self.states, saved);
        let fragment = Rc::new(fragment::build(&states, start?));
        self.fragments.insert(key, Some(fragment.clone()));
        Ok(Some(fragment))
    }

    /// Whether a reference inside rule `name`, or inside a rule it uses, is captured.
    fn captured_inside(&self, name: &str) -> bool {
        let seen = self.grammar.reachable(&[name]);
        self.grammar.rules.iter().zip(seen).any(|(def, seen)| {
            let mut found = false;
            if seen {
                def.node.each_name(&mut |r, _| {
                    found |= self.captures.iter().any(|c| {
                        c.rule.eq_ignore_ascii_case(r)
                            && c.parent.is_none_or(|p| p.eq_ignore_ascii_case(&def.name))
                    });
                });
            }
            found
        })
    }

    /// A copy of `fragment` followed by `next`; returns its start. Where the rule may end but
    /// also go on, going on is preferred (as repetition prefers more).
    fn embed(&mut self, fragment: &Fragment, next: usize) -> usize {
        let base = self.states.len();
        for _ in &fragment.states {
            self.states.push(State::Eps(next));
        }
        for (i, f) in fragment.states.iter().enumerate() {
            let bytes = (!f.arms.is_empty()).then(|| State::Bytes {
                arms: f.arms.iter().map(|&(set, to)| (set, base + to)).collect(),
                labels: f.labels.clone(),
            });
            self.states[base + i] = match (bytes, f.accept) {
                (Some(bytes), false) => bytes,
                (Some(bytes), true) => {
                    let b = self.push(bytes);
                    State::Split(b, next)
                }
                (None, _) => State::Eps(next),
            };
        }
        base
    }

    /// The labels of `node` in reading order, appended to `order` (`seen`: rules read).
    fn reading_order(&mut self, node: &Node, seen: &mut Vec<String>, order: &mut Vec<String>) {
        let mut add = |text: String| {
            if !order.contains(&text) {
                order.push(text);
            }
        };
        match node {
            Node::Alt(items) | Node::Seq(items) => {
                for item in items {
                    self.reading_order(item, seen, order);
                }
            }
            Node::Repeat { node, .. } | Node::Group(node) | Node::Optional(node) => {
                self.reading_order(node, seen, order)
            }
            Node::Name(name, _) => {
                let grammar = self.grammar;
                let Some(def) = grammar.get(name) else { return };
                if self.class_of(&def.name).is_some() {
                    add(def.name.clone());
                } else if !seen.contains(&def.name) {
                    seen.push(def.name.clone());
                    self.reading_order(&def.node, seen, order);
                }
            }
            Node::Str { .. } | Node::Chars(..) | Node::Range(..) => add(node.to_string()),
            Node::Prose(..) => {}
        }
    }

    /// The code points of rule `name` if its language is a set of single characters.
    fn class_of(&mut self, name: &str) -> Option<Vec<(u32, u32)>> {
        let key = name.to_ascii_lowercase();
        if let Some(known) = self.classes.get(&key) {
            return known.clone();
        }
        // Recursion is linted before compiling; this guards against it anyway.
        self.classes.insert(key.clone(), None);
        let grammar = self.grammar;
        let result = grammar.get(name).and_then(|d| self.node_class(&d.node));
        self.classes.insert(key, result.clone());
        result
    }

    fn node_class(&mut self, node: &Node) -> Option<Vec<(u32, u32)>> {
        match node {
            Node::Alt(items) => {
                let mut all = Vec::new();
                for item in items {
                    all.extend(self.node_class(item)?);
                }
                Some(all)
            }
            Node::Group(inner) => self.node_class(inner),
            Node::Name(name, _) => self.class_of(name),
            Node::Range(lo, hi, _) => Some(vec![(*lo, *hi)]),
            Node::Chars(values, _) if values.len() == 1 => Some(vec![(values[0], values[0])]),
            Node::Str {
                text,
                case_sensitive,
                ..
            } if text.chars().count() == 1 => {
                let ch = text.chars().next()?;
                let mut ranges = vec![(u32::from(ch), u32::from(ch))];
                if !case_sensitive && ch.is_ascii_alphabetic() {
                    let other = u32::from(ch) ^ 0x20;
                    ranges.push((other, other));
                }
                Some(ranges)
            }
            _ => None,
        }
    }
}
