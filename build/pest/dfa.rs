//! A `.pest` grammar without recursion to a deterministic automaton over bytes that answers
//! whether an entry rule matches a whole input and, when it does, where each visible rule's
//! match lies: a tagged DFA, which [`super::dfa_emit`] writes as straight Rust code. The fast
//! path compiles grammar/canonical.pest with it.
//!
//! # PEG meaning, kept exactly
//! A PEG is not a regular expression: `a | b` tries `b` only where `a` fails, `e*` repeats
//! while `e` matches and never stops earlier, and `!e` / `&e` look ahead without consuming.
//! A DFA built from the same expressions read as regular expressions would accept more. Here
//! each expression is translated, together with what follows it (its continuation `k`, a
//! language of the rest of the input), into an extended regular expression (with
//! intersection and complement) whose language is exactly the inputs on which the PEG
//! expression succeeds and `k` then matches the rest:
//!
//! - `a ~ b` with `k`: `a` with the continuation (`b` with `k`);
//! - `a | b` with `k`: (`a` with `k`) or ((`b` with `k`) and not (`a` with anything)): `b`
//!   only where `a` fails, which is ordered choice;
//! - `e*` with `k`: the least `X` with `X` = (`e` with `X`) or (`k` and not (`e` with
//!   anything)): a repetition that goes on while `e` matches; `e?`, `e+` and `e{n,m}` are
//!   built from the same two cases;
//! - `!e` with `k`: `k` and not (`e` with anything); `&e`: `k` and (`e` with anything);
//! - strings, ranges and the ASCII built-ins are byte classes; `ANY` is one UTF-8 sequence.
//!
//! A PEG expression's match does not depend on what follows it (only on the input its
//! lookaheads read), so these languages are the PEG's: the DFA accepts exactly the inputs the
//! grammar's entry rule matches to the end, whatever its choices and repetitions, and no
//! choice needs to be unambiguous. The automaton is built from Brzozowski derivatives of
//! these expressions (with `X` unfolded one step whenever a derivative reaches it).
//!
//! # Spans
//! Each visible rule (not `_`, not inside an `@` rule, not inside a lookahead) is wrapped in
//! two tags, its start and its end, which a derivative passes without reading a byte; a
//! state is a set of threads, each the set of tags it has passed and the expression left.
//! A transition stores the position into the tags its threads pass on the way. That is a
//! correct record of every thread's spans when no register is written twice for the same
//! thread and no thread loses a value another thread overwrites; the generator checks both,
//! and refuses (naming the rule) a grammar where a visible rule can be recorded twice on one
//! path (a visible rule inside a repetition) or where two alive threads would record the same
//! rule at different places. The grammar's PEG meaning makes the match unique, so the
//! accepting thread, and its spans, is one.
//!
//! # What it refuses
//! Recursive rules (not regular), `PUSH`/`POP` and other built-ins that are not byte
//! classes, ranges beyond ASCII, `WHITESPACE`/`COMMENT` (implicit whitespace), `!{}` rules,
//! repetitions whose body can match nothing, more than 16 visible rules, and automata of more
//! than [`MAX_STATES`] states. Each is a build error naming the rule.

use super::ast::{Expr, Rule, RuleType};
use super::dfa_code::byte_classes;
use super::validate;
use crate::common::SourceError;
use std::collections::{BTreeSet, HashMap};

/// The most states a DFA may have before the generator gives up.
pub const MAX_STATES: usize = 4096;

/// A byte set.
pub type Bytes = [bool; 256];

/// A tagged DFA for one entry rule.
#[derive(Debug)]
pub struct Dfa {
    /// The byte class of each byte.
    pub classes: [u8; 256],
    /// How many classes.
    pub class_count: usize,
    /// The states; 0 is the start.
    pub states: Vec<State>,
    /// The visible rules, in the order of their first tag: rule `v` has the start tag `2v`
    /// and the end tag `2v + 1`.
    pub rules: Vec<String>,
}

/// One state of a [`Dfa`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// Per byte class: the next state and the tags (a bit mask) that take the position of
    /// the byte; `None` where the input cannot match.
    pub next: Vec<Option<(usize, u32)>>,
    /// When the input may end here: the tags the match has (a mask), and those among them
    /// whose position is the end of the input.
    pub accept: Option<(u32, u32)>,
}

type Id = u32;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Term {
    Empty,
    Eps,
    /// Any input (`Σ*`).
    All,
    /// One byte of the set with this index.
    Class(usize),
    /// A tag, passed without reading.
    Tag(u8),
    Cat(Id, Id),
    Alt(Vec<Id>),
    And(Vec<Id>),
    /// The complement of a term without tags.
    Not(Id),
    /// A repetition of a term without tags, read as a regular expression (the continuation
    /// bytes of a UTF-8 sequence).
    Star(Id),
    /// A PEG repetition with its continuation (see [`Loop`]).
    Loop(usize),
}

const EMPTY: Id = 0;
const EPS: Id = 1;
const ALL: Id = 2;

/// Where an expression is translated: in a lookahead (no tags), inside an atomic rule (no
/// tags for the rules it calls), and in which rule (for errors).
#[derive(Clone, Copy)]
struct Ctx<'g> {
    free: bool,
    atomic: bool,
    rule: &'g Rule,
}

/// A PEG repetition `e*` followed by `k`, unfolded on demand.
struct Loop<'g> {
    expr: &'g Expr,
    k: Id,
    ctx: Ctx<'g>,
    unfolded: Option<Id>,
}

/// The terms, interned, and what is known about them.
struct Builder<'g> {
    rules: HashMap<&'g str, &'g Rule>,
    nullable_rules: BTreeSet<String>,
    terms: Vec<Term>,
    marked: Vec<bool>,
    ids: HashMap<Term, Id>,
    sets: Vec<Bytes>,
    loops: Vec<Loop<'g>>,
    loop_ids: HashMap<(usize, Id, bool, bool), usize>,
    tags: Vec<String>,
    derivatives: HashMap<(Id, u8), Vec<(u32, Id)>>,
    /// Translations already made: an expression (by address: the rules outlive the builder)
    /// with its continuation, in a lookahead or not, in an atomic rule or not. A choice
    /// translates its first alternative twice (with its continuation, and as a lookahead), so
    /// without this the work doubles with each choice nested in another's first alternative.
    translations: HashMap<(usize, Id, bool, bool), Id>,
    nullables: HashMap<Id, Vec<u32>>,
    depth: usize,
}

/// Compile `entry` of `rules` (already validated) to a DFA.
pub fn compile(rules: &[Rule], entry: &str) -> Result<Dfa, SourceError> {
    let mut b = Builder::new(rules);
    let entry_rule = *b.rules.get(entry).ok_or_else(|| SourceError {
        file: String::new(),
        line: 0,
        column: 0,
        rule: Some(entry.to_owned()),
        message: String::from("no such rule"),
    })?;
    check_supported(rules, entry_rule, &b.rules)?;
    let ctx = Ctx {
        free: false,
        atomic: false,
        rule: entry_rule,
    };
    let start = b.rule(entry_rule, EPS, ctx)?;
    // Repetitions are unfolded on demand: the byte sets of every rule first, so that the
    // classes separate all of them.
    for rule in rules {
        for e in rule.expr.walk() {
            if matches!(
                e,
                Expr::Str(_) | Expr::Insens(_) | Expr::Range(..) | Expr::Ident(_)
            ) {
                let free = Ctx {
                    free: true,
                    atomic: true,
                    rule,
                };
                if !matches!(e, Expr::Ident(name) if b.rules.contains_key(name.as_str())) {
                    b.expr(e, ALL, free)?;
                }
            }
        }
    }
    let (classes, representatives) = byte_classes(&b.sets, |set, byte| set[usize::from(byte)]);
    let class_count = representatives.len();
    let sets = b.sets.len();
    let mut states: Vec<State> = Vec::new();
    let mut keys: Vec<Vec<(u32, Id)>> = vec![vec![(0, start)]];
    let mut index: HashMap<Vec<(u32, Id)>, usize> = HashMap::new();
    index.insert(keys[0].clone(), 0);
    while states.len() < keys.len() {
        if keys.len() > MAX_STATES {
            return Err(entry_rule.error(format!("the DFA has over {MAX_STATES} states")));
        }
        let key = keys[states.len()].clone();
        let mut next = Vec::with_capacity(class_count);
        for &byte in &representatives {
            let (target, ops) = b.step(&key, byte).map_err(|m| entry_rule.error(m))?;
            if target.is_empty() {
                next.push(None);
                continue;
            }
            let n = keys.len();
            let k = *index.entry(target.clone()).or_insert(n);
            if k == n {
                keys.push(target);
            }
            next.push(Some((k, ops)));
        }
        let accept = b.accept(&key).map_err(|m| entry_rule.error(m))?;
        states.push(State { next, accept });
    }
    if b.sets.len() != sets {
        return Err(entry_rule.error("a byte set appeared after the byte classes were made"));
    }
    Ok(Dfa {
        classes,
        class_count,
        states: minimize(&states),
        rules: b.tags,
    })
}

/// The smallest automaton with the same behaviour (Moore's partition refinement,
/// [`super::minimize::blocks`]): states that end alike and go, on every class, with the same
/// tags to equivalent states are one (derivatives can be equivalent without being the same
/// expression: 163 states become 153 for grammar/canonical.pest).
fn minimize(states: &[State]) -> Vec<State> {
    let ends: Vec<Option<(u32, u32)>> = states.iter().map(|s| s.accept).collect();
    // A missing transition is (0, None): equal to another missing one only, never to a move.
    let moves: Vec<Vec<(usize, Option<u32>)>> = states
        .iter()
        .map(|s| {
            let moves = s
                .next
                .iter()
                .map(|t| t.map_or((0, None), |(t, ops)| (t, Some(ops))));
            moves.collect()
        })
        .collect();
    let block = super::minimize::blocks(&ends, &moves);
    // One state per block; blocks are numbered by their first state, so the start stays 0
    // and the first state of each block stands for it.
    let mut first: Vec<usize> = Vec::new();
    for (k, &b) in block.iter().enumerate() {
        if b == first.len() {
            first.push(k);
        }
    }
    first
        .iter()
        .map(|&k| State {
            next: states[k]
                .next
                .iter()
                .map(|t| t.map(|(t, ops)| (block[t], ops)))
                .collect(),
            accept: states[k].accept,
        })
        .collect()
}

/// Refuse what the translation does not model: recursion, implicit whitespace, `!{}` rules.
fn check_supported(
    rules: &[Rule],
    entry: &Rule,
    by_name: &HashMap<&str, &Rule>,
) -> Result<(), SourceError> {
    if let Some(r) = rules
        .iter()
        .find(|r| r.name == "WHITESPACE" || r.name == "COMMENT")
    {
        return Err(r.error("implicit whitespace is not compiled to a DFA"));
    }
    // Depth-first from the entry: a rule met again on the current path is recursive.
    fn visit<'g>(
        rule: &'g Rule,
        by_name: &HashMap<&str, &'g Rule>,
        path: &mut Vec<&'g str>,
    ) -> Result<(), SourceError> {
        if rule.ty == RuleType::NonAtomic {
            return Err(rule.error("`!{}` rules are not compiled to a DFA"));
        }
        if path.contains(&rule.name.as_str()) {
            return Err(rule.error("a recursive rule is not regular: no DFA"));
        }
        path.push(&rule.name);
        for e in rule.expr.walk() {
            if let Expr::Ident(name) = e {
                if let Some(r) = by_name.get(name.as_str()) {
                    visit(r, by_name, path)?;
                }
            }
        }
        path.pop();
        Ok(())
    }
    visit(entry, by_name, &mut Vec::new())
}

impl<'g> Builder<'g> {
    fn new(rules: &'g [Rule]) -> Self {
        let mut b = Builder {
            rules: rules.iter().map(|r| (r.name.as_str(), r)).collect(),
            nullable_rules: validate::nullable_rules(rules),
            terms: Vec::new(),
            marked: Vec::new(),
            ids: HashMap::new(),
            sets: Vec::new(),
            loops: Vec::new(),
            loop_ids: HashMap::new(),
            tags: Vec::new(),
            derivatives: HashMap::new(),
            translations: HashMap::new(),
            nullables: HashMap::new(),
            depth: 0,
        };
        for t in [Term::Empty, Term::Eps, Term::All] {
            b.intern(t);
        }
        b
    }

    fn intern(&mut self, t: Term) -> Id {
        if let Some(&id) = self.ids.get(&t) {
            return id;
        }
        let marked = match &t {
            Term::Tag(_) => true,
            Term::Cat(a, b) => self.marked[*a as usize] || self.marked[*b as usize],
            Term::Alt(v) | Term::And(v) => v.iter().any(|&x| self.marked[x as usize]),
            Term::Loop(l) => !self.loops[*l].ctx.free || self.marked[self.loops[*l].k as usize],
            _ => false,
        };
        let id = self.terms.len() as Id;
        self.terms.push(t.clone());
        self.marked.push(marked);
        self.ids.insert(t, id);
        id
    }

    fn class(&mut self, set: Bytes) -> Id {
        let i = match self.sets.iter().position(|s| *s == set) {
            Some(i) => i,
            None => {
                self.sets.push(set);
                self.sets.len() - 1
            }
        };
        self.intern(Term::Class(i))
    }

    fn cat(&mut self, a: Id, b: Id) -> Id {
        if a == EMPTY || b == EMPTY {
            return EMPTY;
        }
        if a == EPS {
            return b;
        }
        if b == EPS {
            return a;
        }
        if let Term::Cat(x, y) = self.terms[a as usize] {
            let rest = self.cat(y, b);
            return self.cat(x, rest);
        }
        self.intern(Term::Cat(a, b))
    }

    /// `items` with nested alternatives (or intersections, with `and`) spliced in and the
    /// neutral term (∅, or Σ*) left out, sorted, without repeats; `None` when one of them is
    /// ∅ in an intersection.
    fn flatten(&self, items: Vec<Id>, and: bool) -> Option<Vec<Id>> {
        let neutral = if and { ALL } else { EMPTY };
        let mut flat = Vec::new();
        for x in items {
            match &self.terms[x as usize] {
                Term::Alt(v) if !and => flat.extend(v.iter().copied()),
                Term::And(v) if and => flat.extend(v.iter().copied()),
                _ if x == neutral => {}
                _ if and && x == EMPTY => return None,
                _ => flat.push(x),
            }
        }
        flat.sort_unstable();
        flat.dedup();
        Some(flat)
    }

    fn alt(&mut self, items: Vec<Id>) -> Id {
        let flat = self.flatten(items, false).unwrap_or_default();
        if flat.contains(&ALL) && !flat.iter().any(|&x| self.marked[x as usize]) {
            return ALL;
        }
        match flat.len() {
            0 => EMPTY,
            1 => flat[0],
            _ => self.intern(Term::Alt(flat)),
        }
    }

    fn and(&mut self, items: Vec<Id>) -> Id {
        let Some(flat) = self.flatten(items, true) else {
            return EMPTY;
        };
        match flat.len() {
            0 => ALL,
            1 => flat[0],
            _ => self.intern(Term::And(flat)),
        }
    }

    fn not(&mut self, x: Id) -> Id {
        match x {
            EMPTY => ALL,
            ALL => EMPTY,
            _ => self.intern(Term::Not(x)),
        }
    }

    /// The language of `expr` read as a lookahead: where it matches, followed by anything.
    fn lookahead(&mut self, expr: &'g Expr, ctx: Ctx<'g>) -> Result<Id, SourceError> {
        self.expr(expr, ALL, Ctx { free: true, ..ctx })
    }

    /// `expr` followed by `k` (see the module docs).
    fn expr(&mut self, expr: &'g Expr, k: Id, ctx: Ctx<'g>) -> Result<Id, SourceError> {
        let key = (expr as *const Expr as usize, k, ctx.free, ctx.atomic);
        if let Some(&t) = self.translations.get(&key) {
            return Ok(t);
        }
        let t = self.translate(expr, k, ctx)?;
        self.translations.insert(key, t);
        Ok(t)
    }

    /// [`Self::expr`], not yet made.
    fn translate(&mut self, expr: &'g Expr, k: Id, ctx: Ctx<'g>) -> Result<Id, SourceError> {
        Ok(match expr {
            Expr::Str(s) => self.bytes(s.bytes().map(|b| [b, b]), k),
            Expr::Insens(s) => self.bytes(
                s.bytes()
                    .map(|b| [b.to_ascii_lowercase(), b.to_ascii_uppercase()]),
                k,
            ),
            Expr::Range(lo, hi) => {
                if !lo.is_ascii() || !hi.is_ascii() {
                    return Err(ctx
                        .rule
                        .error("a range beyond ASCII is not compiled to a DFA"));
                }
                let (lo, hi) = (*lo as u8, *hi as u8);
                let c = self.class(crate::common::byte_set(&|b| (lo..=hi).contains(&b)));
                self.cat(c, k)
            }
            Expr::Ident(name) => self.ident(name, k, ctx)?,
            Expr::PosPred(x) => {
                let l = self.lookahead(x, ctx)?;
                let l = self.not(l);
                let l = self.not(l);
                self.and(vec![k, l])
            }
            Expr::NegPred(x) => {
                let l = self.lookahead(x, ctx)?;
                let l = self.not(l);
                self.and(vec![k, l])
            }
            Expr::Seq(a, b) => {
                let rest = self.expr(b, k, ctx)?;
                self.expr(a, rest, ctx)?
            }
            Expr::Choice(a, b) => {
                let first = self.expr(a, k, ctx)?;
                let second = self.expr(b, k, ctx)?;
                let fails = self.lookahead(a, ctx)?;
                let fails = self.not(fails);
                let second = self.and(vec![second, fails]);
                self.alt(vec![first, second])
            }
            Expr::Opt(e) => self.at_most(e, 1, k, ctx)?,
            Expr::Rep(e) => self.repeat(e, k, ctx)?,
            Expr::RepOnce(e) => {
                let more = self.repeat(e, k, ctx)?;
                self.exactly(e, 1, more, ctx)?
            }
            Expr::RepExact(e, n) => self.exactly(e, *n, k, ctx)?,
            Expr::RepMin(e, n) => {
                let more = self.repeat(e, k, ctx)?;
                self.exactly(e, *n, more, ctx)?
            }
            Expr::RepMax(e, m) => self.at_most(e, *m, k, ctx)?,
            Expr::RepMinMax(e, n, m) => {
                let tail = self.at_most(e, m.saturating_sub(*n), k, ctx)?;
                self.exactly(e, *n, tail, ctx)?
            }
            Expr::Skip(_) => {
                return Err(ctx
                    .rule
                    .error("the DFA compiles the grammar before pest's optimizer"))
            }
        })
    }

    /// A sequence of byte sets (each given by two bytes, the same or a letter's two cases),
    /// followed by `k`.
    fn bytes(&mut self, sets: impl DoubleEndedIterator<Item = [u8; 2]>, mut k: Id) -> Id {
        for [x, y] in sets.rev() {
            let c = self.class(crate::common::byte_set(&|b| b == x || b == y));
            k = self.cat(c, k);
        }
        k
    }

    /// A built-in or a rule, followed by `k`.
    fn ident(&mut self, name: &str, k: Id, ctx: Ctx<'g>) -> Result<Id, SourceError> {
        if name == "ANY" {
            // One UTF-8 sequence of a `str`: a byte that does not continue one, then those
            // that do (the next position is a code point boundary, so they are its own).
            let lead = self.class(crate::common::byte_set(&|b| !(0x80..0xC0).contains(&b)));
            let more = self.class(crate::common::byte_set(&|b| (0x80..0xC0).contains(&b)));
            let more = self.intern(Term::Star(more));
            let rest = self.cat(more, k);
            return Ok(self.cat(lead, rest));
        }
        if let Some(set) = super::codegen::builtin_class(name) {
            let c = self.class(set);
            return Ok(self.cat(c, k));
        }
        match self.rules.get(name) {
            Some(&rule) => self.rule(rule, k, ctx),
            None => Err(ctx.rule.error(format!(
                "`{name}` is not compiled to a DFA (not a byte class)"
            ))),
        }
    }

    /// A rule's body followed by `k`, between its two tags when it is visible.
    fn rule(&mut self, rule: &'g Rule, k: Id, ctx: Ctx<'g>) -> Result<Id, SourceError> {
        let inner = Ctx {
            free: ctx.free,
            atomic: ctx.atomic || rule.ty == RuleType::Atomic,
            rule,
        };
        if ctx.free || ctx.atomic || rule.ty == RuleType::Silent {
            return self.expr(&rule.expr, k, inner);
        }
        let v = match self.tags.iter().position(|t| *t == rule.name) {
            Some(v) => v,
            None if self.tags.len() < 16 => {
                self.tags.push(rule.name.clone());
                self.tags.len() - 1
            }
            None => return Err(rule.error("more than 16 visible rules")),
        };
        let close = self.intern(Term::Tag(2 * v as u8 + 1));
        let k = self.cat(close, k);
        let body = self.expr(&rule.expr, k, inner)?;
        let open = self.intern(Term::Tag(2 * v as u8));
        Ok(self.cat(open, body))
    }

    /// `e` `n` times, then `k`.
    fn exactly(&mut self, e: &'g Expr, n: u32, mut k: Id, ctx: Ctx<'g>) -> Result<Id, SourceError> {
        for _ in 0..n {
            k = self.expr(e, k, ctx)?;
        }
        Ok(k)
    }

    /// `e{0, m}` followed by `k`: `(e ~ (e ~ ...)?)?`, each `?` taking `e` where it matches.
    fn at_most(&mut self, e: &'g Expr, m: u32, k: Id, ctx: Ctx<'g>) -> Result<Id, SourceError> {
        let fails = self.lookahead(e, ctx)?;
        let fails = self.not(fails);
        let stop = self.and(vec![k, fails]);
        let mut t = k;
        for _ in 0..m {
            let taken = self.expr(e, t, ctx)?;
            t = self.alt(vec![taken, stop]);
        }
        Ok(t)
    }

    /// `e*` followed by `k`: a [`Term::Loop`], unfolded when a derivative reaches it.
    fn repeat(&mut self, e: &'g Expr, k: Id, ctx: Ctx<'g>) -> Result<Id, SourceError> {
        if validate::can_be_empty(e, &self.nullable_rules) {
            return Err(ctx.rule.error("a repetition whose body can match nothing"));
        }
        let key = (e as *const Expr as usize, k, ctx.free, ctx.atomic);
        let l = match self.loop_ids.get(&key) {
            Some(&l) => l,
            None => {
                self.loops.push(Loop {
                    expr: e,
                    k,
                    ctx,
                    unfolded: None,
                });
                self.loop_ids.insert(key, self.loops.len() - 1);
                self.loops.len() - 1
            }
        };
        Ok(self.intern(Term::Loop(l)))
    }

    /// A loop one step unfolded: `e` then the loop again, or `k` where `e` does not match.
    fn unfold(&mut self, l: usize) -> Result<Id, String> {
        if let Some(t) = self.loops[l].unfolded {
            return Ok(t);
        }
        let (e, k, ctx) = (self.loops[l].expr, self.loops[l].k, self.loops[l].ctx);
        let me = self.intern(Term::Loop(l));
        let t = (|| {
            let again = self.expr(e, me, ctx)?;
            let fails = self.lookahead(e, ctx)?;
            let fails = self.not(fails);
            let stop = self.and(vec![k, fails]);
            Ok::<Id, SourceError>(self.alt(vec![again, stop]))
        })()
        .map_err(|e| e.message)?;
        self.loops[l].unfolded = Some(t);
        Ok(t)
    }

    /// The derivative of `t` by `byte`, split by the tags passed before the byte.
    fn derive(&mut self, t: Id, byte: u8) -> Result<Vec<(u32, Id)>, String> {
        if let Some(d) = self.derivatives.get(&(t, byte)) {
            return Ok(d.clone());
        }
        self.depth += 1;
        if self.depth > 10_000 {
            return Err(String::from("derivatives nest too deep"));
        }
        let mut out: Vec<(u32, Id)> = Vec::new();
        match self.terms[t as usize].clone() {
            Term::Empty | Term::Eps | Term::Tag(_) => {}
            Term::All => out.push((0, ALL)),
            Term::Class(i) => {
                if self.sets[i][usize::from(byte)] {
                    out.push((0, EPS));
                }
            }
            Term::Cat(a, b) => {
                for (m, x) in self.derive(a, byte)? {
                    let x = self.cat(x, b);
                    out.push((m, x));
                }
                for ma in self.nullable(a)? {
                    for (mb, x) in self.derive(b, byte)? {
                        if ma & mb != 0 {
                            return Err(self.twice(ma & mb));
                        }
                        out.push((ma | mb, x));
                    }
                }
            }
            Term::Alt(v) => {
                for x in v {
                    out.extend(self.derive(x, byte)?);
                }
            }
            Term::And(v) => {
                let (main, free): (Vec<Id>, Vec<Id>) =
                    v.iter().partition(|&&x| self.marked[x as usize]);
                let mut rest = Vec::new();
                for f in free {
                    let d = self.derive(f, byte)?;
                    rest.push(self.alt(d.into_iter().map(|(_, x)| x).collect()));
                }
                match main.as_slice() {
                    [] => out.push((0, self.and(rest))),
                    [m] => {
                        for (mask, x) in self.derive(*m, byte)? {
                            let mut all = rest.clone();
                            all.push(x);
                            out.push((mask, self.and(all)));
                        }
                    }
                    _ => return Err(String::from("an intersection of two tagged terms")),
                }
            }
            Term::Not(x) => {
                let d = self.derive(x, byte)?;
                let d = self.alt(d.into_iter().map(|(_, x)| x).collect());
                out.push((0, self.not(d)));
            }
            Term::Star(x) => {
                let d = self.derive(x, byte)?;
                let d = self.alt(d.into_iter().map(|(_, x)| x).collect());
                out.push((0, self.cat(d, t)));
            }
            Term::Loop(l) => {
                let u = self.unfold(l)?;
                out = self.derive(u, byte)?;
            }
        }
        let out = self.merge(out);
        self.depth -= 1;
        self.derivatives.insert((t, byte), out.clone());
        Ok(out)
    }

    /// Terms with the same tags as one alternative, without the empty ones.
    fn merge(&mut self, items: Vec<(u32, Id)>) -> Vec<(u32, Id)> {
        let mut by_mask: Vec<(u32, Vec<Id>)> = Vec::new();
        for (m, x) in items {
            if x == EMPTY {
                continue;
            }
            match by_mask.iter_mut().find(|(k, _)| *k == m) {
                Some((_, v)) => v.push(x),
                None => by_mask.push((m, vec![x])),
            }
        }
        let mut out: Vec<(u32, Id)> = by_mask
            .into_iter()
            .map(|(m, v)| (m, self.alt(v)))
            .filter(|&(_, x)| x != EMPTY)
            .collect();
        out.sort_unstable();
        out
    }

    /// The tags with which `t` can match the empty rest of the input (none: it cannot).
    fn nullable(&mut self, t: Id) -> Result<Vec<u32>, String> {
        if let Some(n) = self.nullables.get(&t) {
            return Ok(n.clone());
        }
        self.depth += 1;
        if self.depth > 10_000 {
            return Err(String::from("nullability nests too deep"));
        }
        let mut out = match self.terms[t as usize].clone() {
            Term::Empty | Term::Class(_) => Vec::new(),
            Term::Eps | Term::All | Term::Star(_) => vec![0],
            Term::Tag(m) => vec![1 << m],
            Term::Cat(a, b) => {
                let mut out = Vec::new();
                for ma in self.nullable(a)? {
                    for mb in self.nullable(b)? {
                        if ma & mb != 0 {
                            return Err(self.twice(ma & mb));
                        }
                        out.push(ma | mb);
                    }
                }
                out
            }
            Term::Alt(v) => {
                let mut out = Vec::new();
                for x in v {
                    out.extend(self.nullable(x)?);
                }
                out
            }
            Term::And(v) => {
                let mut out = vec![0];
                for x in v {
                    let n = self.nullable(x)?;
                    if self.marked[x as usize] {
                        out = n;
                    } else if n.is_empty() {
                        out = Vec::new();
                        break;
                    }
                }
                out
            }
            Term::Not(x) => match self.nullable(x)?.is_empty() {
                true => vec![0],
                false => Vec::new(),
            },
            Term::Loop(l) => {
                let u = self.unfold(l)?;
                self.nullable(u)?
            }
        };
        out.sort_unstable();
        out.dedup();
        self.depth -= 1;
        self.nullables.insert(t, out.clone());
        Ok(out)
    }

    /// The error for tags passed twice on one path.
    fn twice(&self, mask: u32) -> String {
        format!(
            "rule `{}` would be recorded twice in one match (a visible rule in a \
             repetition): a DFA records one span per rule",
            self.tag_rule(mask)
        )
    }

    /// The rule of the lowest tag in `mask`.
    fn tag_rule(&self, mask: u32) -> &str {
        let v = (mask.trailing_zeros() / 2) as usize;
        self.tags.get(v).map_or("?", String::as_str)
    }

    /// The threads after reading `byte` in the state `key`, and the tags passed on the way.
    fn step(&mut self, key: &[(u32, Id)], byte: u8) -> Result<(Vec<(u32, Id)>, u32), String> {
        let mut threads: Vec<(u32, Id)> = Vec::new();
        let mut passed: Vec<(u32, u32)> = Vec::new();
        let mut ops = 0;
        for &(tags, t) in key {
            for (m, x) in self.derive(t, byte)? {
                if m & tags != 0 {
                    return Err(self.twice(m & tags));
                }
                threads.push((tags | m, x));
                passed.push((tags, m));
                ops |= m;
            }
        }
        // A thread that passed a tag earlier must not see it overwritten by another one
        // passing it now.
        for (tags, m) in passed {
            let clobbered = ops & !m & tags;
            if clobbered != 0 {
                return Err(format!(
                    "rule `{}` would be recorded at two places by two alternatives: its span \
                     is not one register",
                    self.tag_rule(clobbered)
                ));
            }
        }
        Ok((self.merge(threads), ops))
    }

    /// Whether the input may end in the state `key`: the tags of the match and those passed
    /// at the end.
    fn accept(&mut self, key: &[(u32, Id)]) -> Result<Option<(u32, u32)>, String> {
        let mut ends = Vec::new();
        for &(tags, t) in key {
            for m in self.nullable(t)? {
                ends.push((tags | m, m));
            }
        }
        ends.sort_unstable();
        ends.dedup();
        match ends.as_slice() {
            [] => Ok(None),
            [one] => Ok(Some(*one)),
            _ => Err(String::from("two matches with different spans end here")),
        }
    }
}
