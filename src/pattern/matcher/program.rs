//! The matcher's program: its instruction set, and the compiler from a node tree
//! (src/pattern/matcher/ir.rs) to instructions, ECMA-262's "RepeatMatcher" and
//! "MatchTwoAlternatives" unrolled into Splits and Jumps. src/pattern/matcher/exec.rs runs
//! the program.

use super::char_set::CharSet;
use super::ir::{Assertion, Node};
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

/// A one-code-point matcher.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CharClass {
    /// `[^<delimiter>]` (any code point when the delimiter is the empty string).
    NotDelimiter(Option<char>),
    /// `.`: any code point but a line terminator.
    Dot,
}

/// One instruction of a [`Program`]. The backtracking order of [`Inst::Split`] is ECMAScript's:
/// its first target is tried first, and its second only if every path through the first
/// fails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Inst {
    /// Fixed text.
    Literal(String),
    /// One code point.
    Char(CharClass),
    /// One code point of a regexp's set.
    Set(Box<CharSet>),
    /// A regexp's assertion at the current position.
    Assert(Assertion),
    /// Try `first`, then `second`.
    Split { first: usize, second: usize },
    /// Go on at the target.
    Jump(usize),
    /// A capturing group starts here.
    Open(usize),
    /// A capturing group ends here: its capture is set.
    Close(usize),
    /// RepeatMatcher step 4: the captures inside a quantified atom are reset to undefined at
    /// the start of each iteration.
    Reset(Range<usize>),
    /// An optional iteration of a nullable atom starts: remember where, in a register.
    Mark(usize),
    /// RepeatMatcher's continuation d: "If min = 0 and y's endIndex = x's endIndex, return
    /// failure": fail when the iteration that started at the register's position is empty.
    Check(usize),
    /// The generated expression's `$`: the whole text matched.
    Match,
}

/// A compiled component: the node tree of "generate a regular expression and name list" as a
/// backtracking program. Quantifiers are unrolled (the standard's modifiers only need
/// `{1}`, `?`, `*` and `+`; a regexp's counted quantifiers are unrolled within the budget
/// src/pattern/matcher/regexp.rs keeps), so the only state beside the position is the captures and
/// one register per optional iteration of a nullable atom.
///
/// Matching is bounded. A state is an instruction, a position and whether the register of
/// the innermost empty check pending there equals the position, and nothing else decides
/// whether the state leads to a match:
///
/// - the captures never do (a regexp group may have no backreference: src/pattern/matcher/regexp.rs
///   rejects them), nor do sets, literals and assertions (`^`, `$`, `\b`, `\B`), which read
///   only the text around the position;
/// - a register only through its Check's equality with the position, and positions only
///   grow. The registers pending at an instruction belong to nested iterations, each marked
///   after the one around it, so they are ordered, the innermost the largest, and every path
///   out of the innermost iteration passes its Check first. If the innermost register is
///   behind the position, all are, and every pending Check passes; if it equals the position,
///   its Check fails unless the path consumes something first, and then every pending Check
///   passes. One bit is the whole story.
///
/// So a state that failed once fails again, and each state where paths join (a Split, or an
/// instruction with two predecessors) is explored at most once (the memo below, as in
/// backtracking with memoization); between two such states the program runs straight. That
/// keeps the answer and the order of the search, and so the groups, exactly ECMAScript's,
/// and bounds a match by the program's size times the input's length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Program {
    pub(super) insts: Vec<Inst>,
    /// For each instruction where paths join: its first row in the memo table, and the
    /// innermost register whose empty check is pending there (a second row for when it
    /// equals the position).
    pub(super) memo: Vec<Option<(usize, Option<usize>)>>,
    /// Rows of the memo table, each as wide as the text plus one.
    pub(super) memo_rows: usize,
    /// Registers of empty checks.
    pub(super) registers: usize,
    /// Capturing groups.
    pub(super) groups: usize,
    pub(super) shortcut: Option<Shortcut>,
}

/// What the commonest component patterns compile to, matched without running the program
/// (the same answers: the unit tests run both).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Shortcut {
    /// Fixed text only (`^text$`; the empty pattern string gives `^$`): the text itself.
    Exact(String),
    /// `^(.*)$`, the pattern string `*`: any text without a line terminator, all of it the
    /// group.
    Everything,
}

impl Shortcut {
    /// The shortcut of a program's instructions, if it has one.
    fn of(insts: &[Inst]) -> Option<Shortcut> {
        let dot = Inst::Char(CharClass::Dot);
        let everything = [
            Inst::Open(1),
            Inst::Split {
                first: 2,
                second: 4,
            },
            dot,
            Inst::Jump(1),
            Inst::Close(1),
            Inst::Match,
        ];
        if insts == everything {
            return Some(Shortcut::Everything);
        }
        let (last, literals) = insts.split_last()?;
        let mut exact = String::new();
        for inst in literals {
            match inst {
                Inst::Literal(literal) => exact.push_str(literal),
                _ => return None,
            }
        }
        (*last == Inst::Match).then_some(Shortcut::Exact(exact))
    }
}

/// Builds a [`Program`] from a node tree.
struct Builder {
    insts: Vec<Inst>,
    /// For each instruction, the innermost register whose empty check is pending there.
    pending: Vec<Option<usize>>,
    /// The registers whose empty check is pending, outermost first.
    current: Vec<usize>,
    registers: usize,
}

impl Builder {
    fn emit(&mut self, inst: Inst) -> usize {
        self.insts.push(inst);
        self.pending.push(self.current.last().copied());
        self.insts.len() - 1
    }

    fn node(&mut self, node: &Node) {
        match node {
            Node::Literal(literal) => {
                if !literal.is_empty() {
                    self.emit(Inst::Literal(literal.clone()));
                }
            }
            Node::NotDelimiter(d) => {
                self.emit(Inst::Char(CharClass::NotDelimiter(*d)));
            }
            Node::Dot => {
                self.emit(Inst::Char(CharClass::Dot));
            }
            Node::Set(set) => {
                self.emit(Inst::Set(set.clone()));
            }
            Node::Assert(assertion) => {
                self.emit(Inst::Assert(*assertion));
            }
            Node::Seq(nodes) => nodes.iter().for_each(|n| self.node(n)),
            Node::Alt(alternatives) => self.alternatives(alternatives),
            Node::Capture(index, inner) => {
                self.emit(Inst::Open(*index));
                self.node(inner);
                self.emit(Inst::Close(*index));
            }
            Node::Repeat {
                node,
                min,
                max,
                greedy,
                captures,
            } => self.repeat(node, *min, *max, *greedy, captures),
        }
    }

    /// ECMA-262 "MatchTwoAlternatives", nested to the right: a Split before each alternative
    /// but the last tries it first and the rest second; each alternative jumps to the end.
    fn alternatives(&mut self, alternatives: &[Node]) {
        let mut ends = Vec::new();
        for (index, alternative) in alternatives.iter().enumerate() {
            if index + 1 == alternatives.len() {
                self.node(alternative);
                break;
            }
            let split = self.emit(Inst::Jump(0));
            self.node(alternative);
            ends.push(self.emit(Inst::Jump(0)));
            self.insts[split] = Inst::Split {
                first: split + 1,
                second: self.insts.len(),
            };
        }
        let end = self.insts.len();
        for at in ends {
            self.insts[at] = Inst::Jump(end);
        }
    }

    /// ECMA-262 "RepeatMatcher"(m, min, max, greedy, x, c, parenIndex, parenCount), unrolled:
    /// `min` iterations without the empty check, then `max - min` optional ones (a loop when
    /// max is infinity), each behind a Split ordered by `greedy`.
    fn repeat(
        &mut self,
        node: &Node,
        min: usize,
        max: Option<usize>,
        greedy: bool,
        captures: &Range<usize>,
    ) {
        for _ in 0..min {
            self.iteration(node, captures, false);
        }
        let split = |first: usize, exit: usize| {
            // "If greedy is false, then: Let z be c(x). If z is not failure, return z."
            if greedy {
                Inst::Split {
                    first,
                    second: exit,
                }
            } else {
                Inst::Split {
                    first: exit,
                    second: first,
                }
            }
        };
        match max {
            // "If max = 0, return c(x)."
            Some(max) if max <= min => {}
            Some(max) => {
                let mut splits = Vec::new();
                for _ in min..max {
                    splits.push(self.emit(Inst::Jump(0)));
                    self.iteration(node, captures, true);
                }
                let exit = self.insts.len();
                for at in splits {
                    self.insts[at] = split(at + 1, exit);
                }
            }
            None => {
                let head = self.emit(Inst::Jump(0));
                self.iteration(node, captures, true);
                self.emit(Inst::Jump(head));
                let exit = self.insts.len();
                self.insts[head] = split(head + 1, exit);
            }
        }
    }

    /// One iteration of a quantified atom: its captures reset ("For each integer k in the
    /// inclusive interval from parenIndex + 1 to parenIndex + parenCount, set xr's
    /// captures[k] to undefined"), and for an optional iteration of an atom that can match
    /// the empty string, the empty check around it.
    fn iteration(&mut self, node: &Node, captures: &Range<usize>, optional: bool) {
        let register = (optional && node.nullable()).then(|| {
            let register = self.registers;
            self.registers += 1;
            self.emit(Inst::Mark(register));
            self.current.push(register);
            register
        });
        if !captures.is_empty() {
            self.emit(Inst::Reset(captures.clone()));
        }
        self.node(node);
        if let Some(register) = register {
            self.current.pop();
            self.emit(Inst::Check(register));
        }
    }
}

impl Program {
    /// The program of `node`, anchored at both ends (the generated expression's `^` and `$`),
    /// with `groups` capturing groups.
    pub(crate) fn new(node: &Node, groups: usize) -> Program {
        let mut builder = Builder {
            insts: Vec::new(),
            pending: Vec::new(),
            current: Vec::new(),
            registers: 0,
        };
        builder.node(node);
        builder.emit(Inst::Match);
        // Where paths join: predecessors counted over every instruction's successors.
        let mut predecessors = vec![0u8; builder.insts.len() + 1];
        let mut count = |target: usize| {
            if let Some(n) = predecessors.get_mut(target) {
                *n = n.saturating_add(1);
            }
        };
        for (at, inst) in builder.insts.iter().enumerate() {
            match inst {
                Inst::Split { first, second } => {
                    count(*first);
                    count(*second);
                }
                Inst::Jump(target) => count(*target),
                Inst::Match => {}
                _ => count(at + 1),
            }
        }
        let mut memo_rows = 0;
        let memo = builder
            .insts
            .iter()
            .zip(builder.pending)
            .zip(predecessors)
            .map(|((inst, pending), predecessors)| {
                (matches!(inst, Inst::Split { .. }) || predecessors > 1).then(|| {
                    let first = memo_rows;
                    memo_rows += 1 + usize::from(pending.is_some());
                    (first, pending)
                })
            })
            .collect();
        Program {
            shortcut: Shortcut::of(&builder.insts),
            insts: builder.insts,
            memo,
            memo_rows,
            registers: builder.registers,
            groups,
        }
    }
}
