//! ABNF run at run time: whether an input matches a rule, and one derivation of it, with
//! spans.
//!
//! ABNF's alternatives are unordered and its repetitions give back what the rest of the rule
//! needs (RFC 5234 does not say "greedy", and `IPv6address`'s `[ *4( h16 ":" ) h16 ] "::"`
//! needs the repetition to stop short). So the matcher does not commit to a choice as a PEG
//! does: it computes, for each rule and each start position, the set of every position a
//! match of the rule can end at (memoized; the lints make the grammar non-recursive, so this
//! terminates), and the input matches when the entry rule's set from 0 holds its length.
//! That decides exactly the ABNF's language, the one railurl's generated recognizers decide.
//!
//! Where the grammar allows several derivations of the input, one is picked, always the same:
//! - an alternation takes the first alternative, in the order written, that derives its span
//!   (so a host that is an `IPv4address` is not a `reg-name`, RFC 3986 section 3.2.2, as the
//!   library says);
//! - a concatenation gives each element, left to right, the longest span that still lets the
//!   elements after it derive the rest;
//! - a repetition (and an option) goes round as many times as it can, each round taking the
//!   longest span that still lets the rest match: more repetitions before fewer, as the
//!   library's recognizers prefer too.
//!
//! A failed match says where the input leaves the rule's language (the longest prefix that
//! some match of the rule starts with ends there) and what the grammar expected at that
//! position: character-class rules by name (`unreserved`, `HEXDIG`), other terminals as
//! written (`"/"`), and "end of input" when the rule could have ended there, as
//! `railurl::rfc3986::UriError` reports it (the same position and the same labels; the order
//! is the one the matcher tried them in).

use crate::grammar::{Expr, ExprKind, Grammar, Notation};
use crate::pairs::Node;
use crate::peg::{Event, Limits, Step, Trace};
use std::collections::{BTreeSet, HashMap};
use std::rc::Rc;

/// The label of the end of the input in [`MatchError::NoMatch`]'s `expected`.
pub const END_OF_INPUT: &str = "end of input";

/// A derivation of the whole input from a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Derivation {
    /// The rules of the derivation with their spans, in pre-order (parents before children,
    /// depth 0 for the entry rule): every rule, as the RFC names it.
    pub nodes: Vec<Node>,
    /// The same derivation as the path the railroad diagrams light: each rule with its span,
    /// each terminal matched, each alternative taken and how often each repetition went round.
    pub trace: Trace,
}

/// Why there is no derivation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// The input is not in the rule's language: it leaves it at byte `at`, where the grammar
    /// expected one of `expected`.
    NoMatch {
        /// The byte offset.
        at: usize,
        /// What the grammar allows there.
        expected: Vec<String>,
    },
    /// The grammar has no rule of that name.
    NoRule(String),
    /// The grammar is not ABNF.
    NotAbnf(Notation),
    /// A construct the matcher cannot follow (a prose value that is not repeated zero times).
    Unsupported(String),
    /// The step budget ran out: the input is too long for the run-time matcher.
    StepLimit(usize),
}

impl std::fmt::Display for MatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MatchError::NoMatch { at, expected } => {
                write!(f, "no match: at byte {at}, expected ")?;
                match expected.as_slice() {
                    [] => f.write_str("nothing more"),
                    [only] => f.write_str(only),
                    [first @ .., last] => write!(f, "{} or {last}", first.join(", ")),
                }
            }
            MatchError::NoRule(rule) => write!(f, "the grammar has no rule named {rule}"),
            MatchError::NotAbnf(notation) => {
                write!(f, "a {notation:?} grammar is not run by the ABNF matcher")
            }
            MatchError::Unsupported(what) => write!(f, "the matcher cannot follow {what}"),
            MatchError::StepLimit(limit) => write!(
                f,
                "gave up after {limit} steps: the input is too long for the run-time matcher"
            ),
        }
    }
}

impl std::error::Error for MatchError {}

/// Derive `input` from rule `entry` of the ABNF `grammar` (see the module's documentation for
/// which derivation). `limits.steps` bounds the work (each expression tried at a position, and
/// each end position it yields, is a step); `limits.depth` is not needed (the grammar is not
/// recursive).
///
/// ```
/// use railurl_grammar_tools::abnf::{derive, load, MatchError, Standard};
/// let standard = Standard::named("rfc3986").unwrap();
/// let grammar = load(standard, &standard.builtin_source()).unwrap();
/// let found = derive(&grammar, "URI-reference", "//192.168.0.1", Default::default()).unwrap();
/// let rules: Vec<&str> = found.nodes.iter().map(|n| n.rule.as_str()).collect();
/// assert!(rules.contains(&"IPv4address") && !rules.contains(&"reg-name"));
/// let error = derive(&grammar, "URI-reference", "http://[::1/", Default::default()).unwrap_err();
/// assert_eq!(
///     error,
///     MatchError::NoMatch {
///         at: 11,
///         expected: ["HEXDIG", "\":\"", "DIGIT", "\".\"", "\"]\""].map(String::from).to_vec(),
///     }
/// );
/// ```
pub fn derive(
    grammar: &Grammar,
    entry: &str,
    input: &str,
    limits: Limits,
) -> Result<Derivation, MatchError> {
    if grammar.notation != Notation::Abnf {
        return Err(MatchError::NotAbnf(grammar.notation));
    }
    let entry = grammar
        .rule_index(entry)
        .ok_or_else(|| MatchError::NoRule(entry.to_owned()))?;
    let mut matcher = Matcher::new(grammar, input, limits);
    let ends = matcher.rule_ends(entry, 0);
    matcher.check()?;
    if !ends.contains(&input.len()) {
        let at = matcher.furthest;
        let mut expected = std::mem::take(&mut matcher.expected);
        if ends.contains(&at) {
            expected.push(END_OF_INPUT.to_owned());
        }
        return Err(MatchError::NoMatch { at, expected });
    }
    let mut out = Built::default();
    matcher.build_rule(entry, 0, input.len(), &mut out);
    matcher.check()?;
    Ok(Derivation {
        nodes: out.nodes,
        trace: Trace {
            events: out.events,
            end: Some(input.len()),
        },
    })
}

/// The derivation as it is built.
#[derive(Default)]
struct Built {
    nodes: Vec<Node>,
    events: Vec<Event>,
    depth: usize,
}

impl Built {
    fn record(&mut self, step: Step) {
        self.events.push(Event {
            step,
            in_lookahead: false,
        });
    }
}

/// Sorted, without duplicates.
type Ends = Rc<Vec<usize>>;

struct Matcher<'g> {
    grammar: &'g Grammar,
    input: &'g str,
    /// Every end of rule `.0` matched from `.1`, and how far into the input a terminal of it
    /// got, matching or not (what a class's failure reports).
    memo: HashMap<(usize, usize), (Ends, usize)>,
    /// Whether each rule is a character class (only one-character terminals, and classes),
    /// which an error names instead of its terminals.
    class: Vec<bool>,
    /// How many class rules the current attempt is inside.
    in_class: usize,
    /// The furthest a failed terminal got inside the class rule being computed.
    class_partial: usize,
    /// The end of the longest prefix a terminal matched (where the input leaves the language
    /// when it does not match), and what was tried there and failed.
    furthest: usize,
    expected: Vec<String>,
    steps: usize,
    limits: Limits,
    unsupported: Option<String>,
}

impl<'g> Matcher<'g> {
    fn new(grammar: &'g Grammar, input: &'g str, limits: Limits) -> Matcher<'g> {
        Matcher {
            grammar,
            input,
            memo: HashMap::new(),
            class: character_classes(grammar),
            in_class: 0,
            class_partial: 0,
            furthest: 0,
            expected: Vec::new(),
            steps: 0,
            limits,
            unsupported: None,
        }
    }

    fn check(&self) -> Result<(), MatchError> {
        if let Some(what) = &self.unsupported {
            return Err(MatchError::Unsupported(what.clone()));
        }
        if self.steps > self.limits.steps {
            return Err(MatchError::StepLimit(self.limits.steps));
        }
        Ok(())
    }

    fn out_of_steps(&mut self, more: usize) -> bool {
        self.steps += more;
        self.steps > self.limits.steps || self.unsupported.is_some()
    }

    /// A terminal matched up to `end`, or failed at `at` (labelled `label`).
    fn matched(&mut self, end: usize) {
        if end > self.furthest {
            self.furthest = end;
            self.expected.clear();
        }
    }

    fn failed(&mut self, at: usize, label: &str) {
        if self.in_class > 0 || at < self.furthest {
            return;
        }
        if at > self.furthest {
            self.furthest = at;
            self.expected.clear();
        }
        if !self.expected.iter().any(|e| e == label) {
            self.expected.push(label.to_owned());
        }
    }

    fn rule_ends(&mut self, rule: usize, at: usize) -> Ends {
        let class = self.class[rule] && self.in_class == 0;
        let (ends, partial) = match self.memo.get(&(rule, at)) {
            Some(found) => found.clone(),
            None => {
                let outer = std::mem::replace(&mut self.class_partial, at);
                self.in_class += usize::from(self.class[rule]);
                let grammar = self.grammar;
                let ends = Rc::new(self.ends(&grammar.rules[rule].expr, at));
                self.in_class -= usize::from(self.class[rule]);
                let partial = std::mem::replace(&mut self.class_partial, outer);
                self.class_partial = self.class_partial.max(partial);
                self.memo.insert((rule, at), (ends.clone(), partial));
                (ends, partial)
            }
        };
        // A class is tried as one terminal: named when it fails (where its bytes stopped
        // matching: a character's first bytes may fit), and its match counted.
        if class {
            match ends.last() {
                Some(&end) => self.matched(end),
                None => {
                    let name = self.grammar.rules[rule].name.clone();
                    self.matched(partial);
                    self.failed(partial, &name);
                }
            }
        }
        ends
    }

    /// Every position a match of `expr` from `at` can end at, sorted.
    fn ends(&mut self, expr: &Expr, at: usize) -> Vec<usize> {
        if self.out_of_steps(1) {
            return Vec::new();
        }
        let rest = &self.input[at..];
        let end = match &expr.kind {
            ExprKind::Literal {
                text,
                case_insensitive,
            } => rest
                .as_bytes()
                .get(..text.len())
                .filter(|b| match case_insensitive {
                    true => b.eq_ignore_ascii_case(text.as_bytes()),
                    false => *b == text.as_bytes(),
                })
                .map(|_| at + text.len()),
            ExprKind::Range { from, to } => rest
                .chars()
                .next()
                .filter(|c| (*from..=*to).contains(c))
                .map(|c| at + c.len_utf8()),
            ExprKind::Rule(name) => {
                return match self.grammar.rule_index(name) {
                    Some(rule) => self.rule_ends(rule, at).to_vec(),
                    None => {
                        self.unsupported = Some(format!("the undefined rule {name}"));
                        Vec::new()
                    }
                }
            }
            ExprKind::Sequence(items) => {
                let mut frontier = vec![at];
                for item in items {
                    frontier = self.step(item, &frontier);
                    if frontier.is_empty() {
                        break;
                    }
                }
                return frontier;
            }
            ExprKind::Choice(items) => {
                let mut all = Vec::new();
                for item in items {
                    all.extend(self.ends(item, at));
                }
                return sorted(all);
            }
            ExprKind::Optional(inner) => {
                let mut all = self.ends(inner, at);
                all.push(at);
                return sorted(all);
            }
            ExprKind::Repeat { expr, min, max } => return self.repeat_ends(expr, at, *min, *max),
            ExprKind::Lookahead { .. } | ExprKind::Builtin(_) | ExprKind::Other { .. } => {
                self.unsupported = Some(label(expr));
                return Vec::new();
            }
        };
        match end {
            Some(end) => {
                self.matched(end);
                vec![end]
            }
            None => {
                // The input leaves the language where the terminal's bytes stop matching
                // (the library's recognizers read bytes): "::" against ":]" fails at "]".
                let stop = at + partial(expr, rest);
                self.class_partial = self.class_partial.max(stop);
                if self.in_class == 0 {
                    self.matched(stop);
                    self.failed(stop, &label(expr));
                }
                Vec::new()
            }
        }
    }

    /// Every end of `expr` from any of `starts`.
    fn step(&mut self, expr: &Expr, starts: &[usize]) -> Vec<usize> {
        let mut all = Vec::new();
        for &start in starts {
            all.extend(self.ends(expr, start));
        }
        let all = sorted(all);
        self.out_of_steps(all.len());
        all
    }

    fn repeat_ends(&mut self, expr: &Expr, at: usize, min: u32, max: Option<u32>) -> Vec<usize> {
        let mut all = Vec::new();
        let mut frontier = vec![at];
        let mut seen = BTreeSet::new();
        let mut rounds = 0u32;
        loop {
            if rounds >= min {
                // Past the minimum, a position reached again adds nothing new.
                frontier.retain(|&p| seen.insert(p));
                all.extend(&frontier);
            }
            if frontier.is_empty() || max.is_some_and(|m| rounds >= m) || self.out_of_steps(0) {
                break;
            }
            frontier = self.step(expr, &frontier);
            rounds += 1;
        }
        sorted(all)
    }

    /// Record the chosen derivation of `rule` over `start..end` (which it derives).
    fn build_rule(&mut self, rule: usize, start: usize, end: usize, out: &mut Built) {
        out.nodes.push(Node {
            rule: self.grammar.rules[rule].name.clone(),
            start,
            end,
            depth: out.depth,
        });
        out.record(Step::Rule {
            rule,
            span: start..end,
        });
        out.depth += 1;
        let grammar = self.grammar;
        self.build(&grammar.rules[rule].expr, start, end, out);
        out.depth -= 1;
    }

    /// Whether `expr` derives `start..end`.
    fn derives(&mut self, expr: &Expr, start: usize, end: usize) -> bool {
        self.ends(expr, start).binary_search(&end).is_ok()
    }

    fn build(&mut self, expr: &Expr, start: usize, end: usize, out: &mut Built) {
        if self.out_of_steps(1) {
            return;
        }
        match &expr.kind {
            ExprKind::Literal { .. } | ExprKind::Range { .. } => out.record(Step::Matched(expr.id)),
            ExprKind::Rule(name) => {
                if let Some(rule) = self.grammar.rule_index(name) {
                    out.record(Step::Matched(expr.id));
                    self.build_rule(rule, start, end, out);
                }
            }
            ExprKind::Sequence(items) => {
                for (item, (from, to)) in items.iter().zip(self.splits(items, start, end)) {
                    self.build(item, from, to, out);
                }
            }
            ExprKind::Choice(items) => {
                let chosen = (0..items.len()).find(|&i| self.derives(&items[i], start, end));
                if let Some(i) = chosen {
                    out.record(Step::Alternative(expr.id, i));
                    self.build(&items[i], start, end, out);
                }
            }
            ExprKind::Optional(inner) => {
                let taken = self.derives(inner, start, end);
                out.record(Step::Rounds(expr.id, usize::from(taken)));
                if taken {
                    self.build(inner, start, end, out);
                }
            }
            ExprKind::Repeat {
                expr: inner,
                min,
                max,
            } => {
                let rounds = self.rounds(inner, start, end, *min, *max);
                out.record(Step::Rounds(expr.id, rounds.len()));
                for (from, to) in rounds {
                    self.build(inner, from, to, out);
                }
            }
            ExprKind::Lookahead { .. } | ExprKind::Builtin(_) | ExprKind::Other { .. } => {}
        }
    }

    /// The spans of a concatenation's elements over `start..end`: each, left to right, the
    /// longest that lets the elements after it derive the rest.
    fn splits(&mut self, items: &[Expr], start: usize, end: usize) -> Vec<(usize, usize)> {
        // forward[i]: where elements 0..i can end; then backward, where they may end so that
        // the rest still reaches `end`.
        let mut forward = vec![vec![start]];
        for item in items {
            let next = self.step(item, forward.last().map_or(&[][..], Vec::as_slice));
            forward.push(next.into_iter().filter(|&p| p <= end).collect());
        }
        let mut good = vec![Vec::new(); items.len() + 1];
        good[items.len()] = vec![end];
        for i in (0..items.len()).rev() {
            let mut keep = Vec::new();
            for &p in &forward[i] {
                let ends = self.ends(&items[i], p);
                if ends.iter().any(|e| good[i + 1].binary_search(e).is_ok()) {
                    keep.push(p);
                }
            }
            good[i] = keep;
        }
        let mut spans = Vec::with_capacity(items.len());
        let mut at = start;
        for (i, item) in items.iter().enumerate() {
            let ends = self.ends(item, at);
            let to = ends
                .iter()
                .rev()
                .copied()
                .find(|e| good[i + 1].binary_search(e).is_ok())
                .unwrap_or(end);
            spans.push((at, to));
            at = to;
        }
        spans
    }

    /// The spans of a repetition's rounds over `start..end`: as many rounds as can be, each
    /// the longest that lets the rest match. A round that matches nothing is taken only to
    /// reach the minimum.
    fn rounds(
        &mut self,
        expr: &Expr,
        start: usize,
        end: usize,
        min: u32,
        max: Option<u32>,
    ) -> Vec<(usize, usize)> {
        // A state is (rounds so far, capped where more no longer matter; position). Past the
        // minimum an unbounded repetition's state is its position alone.
        let cap = |k: u32| match max {
            Some(_) => k,
            None => k.min(min),
        };
        let mut successors: HashMap<(u32, usize), Vec<(u32, usize)>> = HashMap::new();
        let mut stack = vec![(0u32, start)];
        while let Some((k, p)) = stack.pop() {
            if successors.contains_key(&(k, p)) || self.out_of_steps(1) {
                continue;
            }
            let mut next = Vec::new();
            if max.is_none_or(|m| k < m) {
                for q in self.ends(expr, p) {
                    if q <= end && (q > p || k < min) {
                        next.push((cap(k + 1), q));
                    }
                }
            }
            stack.extend(next.iter().copied());
            successors.insert((k, p), next);
        }
        // Whether a state can finish at `end`: successors come after (a larger position, or
        // the same one with more rounds), so settle states from the last.
        let mut states: Vec<(u32, usize)> = successors.keys().copied().collect();
        states.sort_by_key(|&(k, p)| std::cmp::Reverse((p, k)));
        let mut good: HashMap<(u32, usize), bool> = HashMap::new();
        for state in states {
            let (k, p) = state;
            let finishes = k >= min && p == end;
            let on = successors[&state]
                .iter()
                .any(|s| good.get(s) == Some(&true));
            good.insert(state, finishes || on);
        }
        let mut spans = Vec::new();
        let mut state = (0u32, start);
        loop {
            // The longest next round that can still finish; else stop here (which can).
            let next = successors.get(&state).and_then(|next| {
                next.iter()
                    .filter(|s| good.get(s) == Some(&true))
                    .max_by_key(|s| (s.1, s.0))
                    .copied()
            });
            match next {
                Some(next) => {
                    spans.push((state.1, next.1));
                    state = next;
                }
                None => break,
            }
        }
        spans
    }
}

/// For each rule of `grammar` (by index), whether it is a character class: it matches one
/// character, and is made only of one-character terminals and other classes (`ALPHA`,
/// `unreserved`, `sub-delims`; not `pct-encoded`). A failed match names a class rather than
/// its terminals, and a tree may leave their nodes out.
///
/// ```
/// use railurl_grammar_tools::abnf::{character_classes, load, Standard};
/// let standard = Standard::named("rfc3986").unwrap();
/// let grammar = load(standard, &standard.builtin_source()).unwrap();
/// let classes = character_classes(&grammar);
/// let class = |name| classes[grammar.rule_index(name).unwrap()];
/// assert!(class("unreserved") && class("HEXDIG"));
/// assert!(!class("pct-encoded") && !class("pchar"));
/// ```
pub fn character_classes(grammar: &Grammar) -> Vec<bool> {
    let mut class = vec![false; grammar.rules.len()];
    // Classes refer only to classes; the grammar is not recursive, so as many rounds as there
    // are rules settle it.
    for _ in 0..grammar.rules.len() {
        let mut changed = false;
        for (i, rule) in grammar.rules.iter().enumerate() {
            let is = is_class(grammar, &class, &rule.expr);
            changed |= is != class[i];
            class[i] = is;
        }
        if !changed {
            break;
        }
    }
    class
}

/// `v`, sorted and without duplicates.
fn sorted(mut v: Vec<usize>) -> Vec<usize> {
    v.sort_unstable();
    v.dedup();
    v
}

/// How many bytes of `rest` a terminal that does not match it matches before it stops: the
/// common prefix with a literal; for a range, the longest start of the next character's UTF-8
/// form that some character of the range also starts with.
fn partial(expr: &Expr, rest: &str) -> usize {
    let bytes = rest.as_bytes();
    match &expr.kind {
        ExprKind::Literal {
            text,
            case_insensitive,
        } => bytes
            .iter()
            .zip(text.as_bytes())
            .take_while(|(a, b)| match case_insensitive {
                true => a.eq_ignore_ascii_case(b),
                false => a == b,
            })
            .count(),
        ExprKind::Range { from, to } => {
            let Some(c) = rest.chars().next() else {
                return 0;
            };
            let mut utf8 = [0; 4];
            let encoded = c.encode_utf8(&mut utf8).as_bytes();
            // The characters whose form starts with `encoded[..k]` are those from the prefix
            // followed by 0x80 bytes to the prefix followed by 0xBF bytes.
            (1..encoded.len())
                .rev()
                .find(|&k| {
                    let fill = |b: u8| {
                        let mut form = encoded.to_vec();
                        form[k..].iter_mut().for_each(|x| *x = b);
                        std::str::from_utf8(&form)
                            .ok()
                            .and_then(|s| s.chars().next())
                    };
                    match (fill(0x80), fill(0xBF)) {
                        (Some(lo), Some(hi)) => lo <= *to && hi >= *from,
                        _ => false,
                    }
                })
                .unwrap_or(0)
        }
        _ => 0,
    }
}

/// A terminal as the grammar writes it.
fn label(expr: &Expr) -> String {
    if let Some(written) = &expr.written {
        return written.clone();
    }
    match &expr.kind {
        ExprKind::Literal { text, .. } => format!("{text:?}"),
        ExprKind::Range { from, to } => format!("{from:?}-{to:?}"),
        ExprKind::Other { label, .. } => label.clone(),
        ExprKind::Builtin(name) => name.clone(),
        _ => format!("expression {}", expr.id.0),
    }
}

/// Whether `expr` matches exactly one character, from terminals and class rules only.
fn is_class(grammar: &Grammar, class: &[bool], expr: &Expr) -> bool {
    match &expr.kind {
        ExprKind::Literal { text, .. } => text.chars().count() == 1,
        ExprKind::Range { .. } => true,
        ExprKind::Rule(name) => grammar.rule_index(name).is_some_and(|i| class[i]),
        ExprKind::Choice(items) => items.iter().all(|e| is_class(grammar, class, e)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::abnf::{load, Standard};

    fn grammar(name: &str) -> Grammar {
        let standard = Standard::named(name).unwrap();
        load(standard, &standard.builtin_source()).unwrap()
    }

    fn spans(found: &Derivation, rule: &str) -> Vec<(usize, usize)> {
        found
            .nodes
            .iter()
            .filter(|n| n.rule == rule)
            .map(|n| (n.start, n.end))
            .collect()
    }

    #[test]
    fn repetition_gives_back_what_the_rest_needs() {
        // `[ *4( h16 ":" ) h16 ] "::" ...`: a greedy `*4( h16 ":" )` would eat the "::".
        let g = grammar("rfc3986");
        for input in [
            "http://[1::]",
            "http://[fe80::1]",
            "http://[::ffff:192.168.0.1]/",
        ] {
            let found = derive(&g, "URI", input, Limits::default()).unwrap();
            assert_eq!(spans(&found, "IP-literal").len(), 1, "{input}");
        }
        let found = derive(&g, "URI-reference", "a/b", Limits::default()).unwrap();
        assert_eq!(spans(&found, "path-noscheme"), [(0, 3)]);
    }

    #[test]
    fn the_first_alternative_that_derives_the_span_wins() {
        let g = grammar("rfc3986");
        let found = derive(&g, "URI", "http://1.2.3.4.5/", Limits::default()).unwrap();
        assert_eq!(spans(&found, "reg-name"), [(7, 16)]);
        assert!(spans(&found, "IPv4address").is_empty());
        let found = derive(&g, "URI", "http://192.168.0.1/", Limits::default()).unwrap();
        assert_eq!(spans(&found, "IPv4address"), [(7, 18)]);
        assert!(spans(&found, "reg-name").is_empty());
    }

    #[test]
    fn the_trace_follows_the_derivation() {
        let g = grammar("rfc3986");
        let found = derive(&g, "URI", "a:b", Limits::default()).unwrap();
        let rules: Vec<(usize, std::ops::Range<usize>)> = found
            .trace
            .events
            .iter()
            .filter_map(|e| match &e.step {
                Step::Rule { rule, span } => Some((*rule, span.clone())),
                _ => None,
            })
            .collect();
        let nodes: Vec<(usize, std::ops::Range<usize>)> = found
            .nodes
            .iter()
            .map(|n| (g.rule_index(&n.rule).unwrap(), n.start..n.end))
            .collect();
        assert_eq!(rules, nodes);
        assert_eq!(found.nodes[0].rule, "URI");
        assert_eq!(spans(&found, "scheme"), [(0, 1)]);
        assert_eq!(spans(&found, "path-rootless"), [(2, 3)]);
    }

    #[test]
    fn a_long_input_runs_out_of_steps_instead_of_time() {
        let g = grammar("rfc3986");
        let input = format!("http://h/{}", "a/".repeat(2000));
        let limits = Limits {
            steps: 10_000,
            ..Limits::default()
        };
        assert_eq!(
            derive(&g, "URI", &input, limits),
            Err(MatchError::StepLimit(10_000))
        );
    }

    #[test]
    fn what_it_cannot_run_is_an_error() {
        let g = grammar("rfc3986");
        assert_eq!(
            derive(&g, "nope", "a", Limits::default()),
            Err(MatchError::NoRule("nope".into()))
        );
    }
}
