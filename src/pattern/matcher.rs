//! Matching a component without a regular expression engine. A part list is compiled to the
//! same structure "generate a regular expression and name list" writes
//! (`(?:<prefix>(<value>)<suffix>)<modifier>`, ...), a "regexp" part's value lowered by
//! src/pattern/regexp.rs (alternation, assertions, quantifiers, one-code-point sets), then to
//! a small backtracking [`Program`] with ECMAScript's semantics (ECMA-262 "RepeatMatcher":
//! greedy or lazy order, captures reset on each iteration, an empty iteration beyond the
//! minimum rejected; "MatchTwoAlternatives": the left alternative first), so the groups are
//! exactly those `RegExpBuiltinExec` would give. The program remembers the states that
//! failed, which bounds a match by the program's size times the input's length, with no step
//! budget (see [`Program`]). regress only validates the generated expression and answers, for
//! atoms such as `\p{L}` or `[[a-z]--[aeiou]]`, whether one code point belongs to them.

use super::error::PatternError;
use super::parts::{Modifier, Options, Part, PartType};
use super::regexp::{self, Budget, CharSet};
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

/// One node of the compiled part list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Node {
    /// Fixed text (already canonicalized, so ASCII in practice; a regexp's literal code points
    /// are ASCII too, or compared without ignore case).
    Literal(String),
    /// One code point that is not `Some(delimiter)`: the segment wildcard's `[^<delimiter>]`.
    NotDelimiter(Option<char>),
    /// One code point that is not a line terminator: the full wildcard's `.`.
    Dot,
    /// One code point of a set: a regexp's class, class escape or property.
    Set(Box<CharSet>),
    /// A sequence.
    Seq(Vec<Node>),
    /// A regexp's Disjunction: the first alternative that leads to a match.
    Alt(Vec<Node>),
    /// A regexp's Assertion, which matches no code point.
    Assert(Assertion),
    /// A capturing group, numbered from 1.
    Capture(usize, Box<Node>),
    /// A quantifier: `min`, `max` (None for infinity), greedy or lazy, and the capture
    /// numbers inside the repeated node (reset on each iteration).
    Repeat {
        node: Box<Node>,
        min: usize,
        max: Option<usize>,
        greedy: bool,
        captures: Range<usize>,
    },
}

/// A regexp's assertions without lookarounds (ECMA-262 "Assertion"; no `m` flag, so `^`
/// and `$` are the start and end of the component's whole text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Assertion {
    /// `^`
    Start,
    /// `$`
    End,
    /// `\b`
    WordBoundary,
    /// `\B`
    NotWordBoundary,
}

fn repeat(
    node: Node,
    min: usize,
    max: Option<usize>,
    greedy: bool,
    captures: Range<usize>,
) -> Node {
    Node::Repeat {
        node: Box::new(node),
        min,
        max,
        greedy,
        captures,
    }
}

fn modifier_bounds(modifier: Modifier) -> (usize, Option<usize>) {
    match modifier {
        Modifier::None => (1, Some(1)),
        Modifier::Optional => (0, Some(1)),
        Modifier::ZeroOrMore => (0, None),
        Modifier::OneOrMore => (1, None),
    }
}

/// Compile a part list, mirroring "generate a regular expression and name list" form by form:
/// the node and the number of capturing groups in the generated expression (one per part that
/// is not fixed text, and the named groups inside regexp parts, numbered as ECMA-262 numbers
/// left parentheses). A regexp part's value that railurl cannot match is an error.
pub(crate) fn compile(
    part_list: &[Part],
    options: &Options,
) -> Result<(Node, usize), PatternError> {
    let regexp_bytes = part_list
        .iter()
        .filter(|p| p.kind == PartType::Regexp)
        .map(|p| p.value.len())
        .sum();
    let mut budget = Budget::for_regexp_bytes(regexp_bytes);
    let mut seq = Vec::new();
    let mut groups = 0;
    for part in part_list {
        if part.kind == PartType::FixedText {
            let literal = Node::Literal(part.value.clone());
            if part.modifier == Modifier::None {
                seq.push(literal);
            } else {
                // "(?:<fixed text>)<modifier>"
                let (min, max) = modifier_bounds(part.modifier);
                seq.push(repeat(literal, min, max, true, 0..0));
            }
            continue;
        }
        groups += 1;
        let group = groups;
        // The regexp value, whose own groups start at `first`: its node and their range.
        let mut value = |first: usize| -> Result<(Node, Range<usize>), PatternError> {
            let node = match part.kind {
                // "[^<delimiter>]+?"
                PartType::SegmentWildcard => {
                    repeat(Node::NotDelimiter(options.delimiter), 1, None, false, 0..0)
                }
                // ".*"
                PartType::FullWildcard => repeat(Node::Dot, 0, None, true, 0..0),
                _ => {
                    let (node, count) =
                        regexp::lower(&part.value, first, options.ignore_case, &mut budget)?;
                    return Ok((node, first..first + count));
                }
            };
            Ok((node, first..first))
        };
        let (min, max) = modifier_bounds(part.modifier);
        let repeating = matches!(part.modifier, Modifier::ZeroOrMore | Modifier::OneOrMore);
        if !repeating {
            let (node, inner) = value(group + 1)?;
            groups = inner.end - 1;
            // The group and the groups inside it, reset by the modifier's RepeatMatcher.
            let this = group..inner.end;
            let capture = Node::Capture(group, Box::new(node));
            let body = if part.prefix.is_empty() && part.suffix.is_empty() {
                // "(<regexp value>)<modifier>"
                capture
            } else {
                // "(?:<prefix>(<regexp value>)<suffix>)<modifier>"
                Node::Seq(vec![
                    Node::Literal(part.prefix.clone()),
                    capture,
                    Node::Literal(part.suffix.clone()),
                ])
            };
            seq.push(if part.modifier == Modifier::None {
                body
            } else {
                repeat(body, 0, Some(1), true, this)
            });
            continue;
        }
        if part.prefix.is_empty() && part.suffix.is_empty() {
            // "((?:<regexp value>)<modifier>)"
            let (node, inner) = value(group + 1)?;
            groups = inner.end - 1;
            let inner = repeat(node, min, max, true, inner);
            seq.push(Node::Capture(group, Box::new(inner)));
            continue;
        }
        // "(?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?"
        // (the regexp value twice, its groups numbered once for each).
        let prefix = Node::Literal(part.prefix.clone());
        let suffix = Node::Literal(part.suffix.clone());
        let (first, first_groups) = value(group + 1)?;
        let (second, second_groups) = value(first_groups.end)?;
        groups = second_groups.end - 1;
        let again = Node::Seq(vec![suffix.clone(), prefix.clone(), second]);
        let captured = Node::Seq(vec![first, repeat(again, 0, None, true, second_groups)]);
        let body = Node::Seq(vec![
            prefix,
            Node::Capture(group, Box::new(captured)),
            suffix,
        ]);
        seq.push(if part.modifier == Modifier::ZeroOrMore {
            repeat(body, 0, Some(1), true, group..groups + 1)
        } else {
            body
        });
    }
    Ok((Node::Seq(seq), groups))
}

/// ECMAScript's "Canonicalize" for the `v` and `i` flags (simple case folding), as far as a
/// code point's lowercase of its uppercase gives it. Exact wherever one side of the comparison
/// is ASCII (a literal in a regexp part, fixed text, the delimiter): beyond ASCII only U+017F
/// and U+212A fold into ASCII, and a code point whose uppercase is ASCII otherwise (U+0131
/// DOTLESS I, whose uppercase is `I`) keeps its own fold.
fn fold(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    match c {
        '\u{17F}' => return 's',
        '\u{212A}' => return 'k',
        _ => {}
    }
    let mut upper = c.to_uppercase();
    match (upper.next(), upper.next()) {
        (Some(u), None) => {
            let mut lower = u.to_lowercase();
            match (lower.next(), lower.next()) {
                (Some(l), None) if !l.is_ascii() => l,
                _ => c,
            }
        }
        _ => c,
    }
}

fn is_line_terminator(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{2028}' | '\u{2029}')
}

impl Node {
    /// Whether the node can match the empty string: then an optional iteration of it needs
    /// RepeatMatcher's empty check, which can never fail otherwise.
    fn nullable(&self) -> bool {
        match self {
            Node::Literal(literal) => literal.is_empty(),
            Node::NotDelimiter(_) | Node::Dot | Node::Set(_) => false,
            Node::Assert(_) => true,
            Node::Seq(nodes) => nodes.iter().all(Node::nullable),
            Node::Alt(nodes) => nodes.iter().any(Node::nullable),
            Node::Capture(_, inner) => inner.nullable(),
            Node::Repeat { node, min, .. } => *min == 0 || node.nullable(),
        }
    }
}

/// A one-code-point matcher.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CharClass {
    /// `[^<delimiter>]` (any code point when the delimiter is the empty string).
    NotDelimiter(Option<char>),
    /// `.`: any code point but a line terminator.
    Dot,
}

/// One instruction of a [`Program`]. The backtracking order of [`Inst::Split`] is ECMAScript's:
/// its first target is tried first, and its second only if every path through the first
/// fails.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Inst {
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
/// src/pattern/regexp.rs keeps), so the only state beside the position is the captures and
/// one register per optional iteration of a nullable atom.
///
/// Matching is bounded. A state is an instruction, a position and whether the register of
/// the innermost empty check pending there equals the position, and nothing else decides
/// whether the state leads to a match:
///
/// - the captures never do (a regexp group may have no backreference: src/pattern/regexp.rs
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
    insts: Vec<Inst>,
    /// For each instruction where paths join: its first row in the memo table, and the
    /// innermost register whose empty check is pending there (a second row for when it
    /// equals the position).
    memo: Vec<Option<(usize, Option<usize>)>>,
    /// Rows of the memo table, each as wide as the text plus one.
    memo_rows: usize,
    registers: usize,
    groups: usize,
    shortcut: Option<Shortcut>,
}

/// What the commonest component patterns compile to, matched without running the program
/// (the same answers: the unit tests run both).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Shortcut {
    /// Fixed text only (`^text$`; the empty pattern string gives `^$`): the text itself.
    Exact(String),
    /// `^(.*)$`, the pattern string `*`: any text without a line terminator, all of it the
    /// group.
    Everything,
}

impl Shortcut {
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

    fn exec(&self, text: &str, ignore_case: bool) -> Option<Captures> {
        match self {
            Shortcut::Exact(exact) if ignore_case => {
                (literal_at(text, exact, 0, true) == Some(text.len())).then(Vec::new)
            }
            Shortcut::Exact(exact) => (text == exact).then(Vec::new),
            Shortcut::Everything => {
                (!text.contains(is_line_terminator)).then(|| vec![Some(0..text.len())])
            }
        }
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

/// The groups of a match: capture `i` (from 1) as a byte range of the text, or None when its
/// group did not participate.
pub(crate) type Captures = Vec<Option<Range<usize>>>;

/// What backtracking undoes or resumes.
enum Frame {
    /// Resume at an instruction and position (the second target of a Split).
    Resume(usize, usize),
    /// Restore a capture.
    Capture(usize, Option<(usize, usize)>),
    /// Restore a group's start.
    Start(usize, usize),
    /// Restore a register.
    Register(usize, usize),
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

    /// `RegExpBuiltinExec` of the anchored expression on `text`: the captures of the first
    /// match in ECMAScript's backtracking order, or None.
    pub(crate) fn exec(&self, text: &str, ignore_case: bool) -> Option<Captures> {
        match &self.shortcut {
            Some(shortcut) => shortcut.exec(text, ignore_case),
            None => self.run(text, ignore_case),
        }
    }

    /// [`Program::exec`] by running the program: first without the memo, within a number of
    /// steps linear in the text and the program (most searches need a few steps per code
    /// point, and the memo's pages cost more than they save there); if that runs out, again
    /// from the start with the memo. The memo only prunes states that fail, so both searches
    /// give the same answer, and the total stays bounded by the program's size times the
    /// text's length.
    fn run(&self, text: &str, ignore_case: bool) -> Option<Captures> {
        let steps = (text.len() + 1)
            .saturating_mul(32)
            .saturating_add(self.insts.len().saturating_mul(4));
        self.search(text, ignore_case, Some(steps))
            .unwrap_or_else(|OutOfSteps| self.search(text, ignore_case, None).unwrap_or(None))
    }

    /// The backtracking search: with `steps`, at most that many instructions and no memo;
    /// without, the memo.
    fn search(
        &self,
        text: &str,
        ignore_case: bool,
        mut steps: Option<usize>,
    ) -> Result<Option<Captures>, OutOfSteps> {
        let width = text.len() + 1;
        let mut visited = match steps {
            Some(_) => Visited::new(0),
            None => Visited::new(self.memo_rows.saturating_mul(width)),
        };
        // Each group's start and capture, in one allocation.
        let mut groups: Vec<(usize, Option<(usize, usize)>)> = vec![(0, None); self.groups + 1];
        let mut registers = vec![0usize; self.registers];
        let mut stack: Vec<Frame> = Vec::with_capacity(32);
        let (mut pc, mut pos) = (0usize, 0usize);
        loop {
            if let Some(left) = steps.as_mut() {
                *left = left.checked_sub(1).ok_or(OutOfSteps)?;
            }
            // A state where paths join, seen before, failed: no path from it matched.
            let seen = match self.memo.get(pc) {
                Some(Some((row, innermost))) if steps.is_none() => {
                    let equal = innermost.is_some_and(|r| registers.get(r) == Some(&pos));
                    !visited.insert((row + usize::from(equal)) * width + pos)
                }
                _ => false,
            };
            let advanced = !seen
                && match self.insts.get(pc) {
                    Some(Inst::Literal(literal)) => literal_at(text, literal, pos, ignore_case)
                        .map(|end| {
                            pos = end;
                            pc += 1;
                        })
                        .is_some(),
                    Some(Inst::Char(class)) => match text[pos..].chars().next() {
                        Some(c) if class_matches(*class, c, ignore_case) => {
                            pos += c.len_utf8();
                            pc += 1;
                            true
                        }
                        _ => false,
                    },
                    Some(Inst::Set(set)) => match text[pos..].chars().next() {
                        Some(c) if set.contains(c) => {
                            pos += c.len_utf8();
                            pc += 1;
                            true
                        }
                        _ => false,
                    },
                    Some(Inst::Assert(assertion)) => {
                        pc += 1;
                        asserts(*assertion, text, pos, ignore_case)
                    }
                    Some(Inst::Split { first, second }) => {
                        stack.push(Frame::Resume(*second, pos));
                        pc = *first;
                        true
                    }
                    Some(Inst::Jump(target)) => {
                        pc = *target;
                        true
                    }
                    Some(Inst::Open(group)) => {
                        stack.push(Frame::Start(*group, groups[*group].0));
                        groups[*group].0 = pos;
                        pc += 1;
                        true
                    }
                    Some(Inst::Close(group)) => {
                        stack.push(Frame::Capture(*group, groups[*group].1));
                        groups[*group].1 = Some((groups[*group].0, pos));
                        pc += 1;
                        true
                    }
                    Some(Inst::Reset(range)) => {
                        for group in range.clone() {
                            stack.push(Frame::Capture(group, groups[group].1));
                            groups[group].1 = None;
                        }
                        pc += 1;
                        true
                    }
                    Some(Inst::Mark(register)) => {
                        stack.push(Frame::Register(*register, registers[*register]));
                        registers[*register] = pos;
                        pc += 1;
                        true
                    }
                    Some(Inst::Check(register)) => {
                        pc += 1;
                        registers[*register] != pos
                    }
                    Some(Inst::Match) if pos == text.len() => {
                        return Ok(Some(
                            groups
                                .into_iter()
                                .skip(1)
                                .map(|(_, c)| c.map(|(start, end)| start..end))
                                .collect(),
                        ));
                    }
                    Some(Inst::Match) | None => false,
                };
            if advanced {
                continue;
            }
            // Backtrack: undo to the last Split and take its second target.
            loop {
                let Some(frame) = stack.pop() else {
                    return Ok(None);
                };
                match frame {
                    Frame::Resume(at, from) => {
                        (pc, pos) = (at, from);
                        break;
                    }
                    Frame::Capture(group, value) => groups[group].1 = value,
                    Frame::Start(group, value) => groups[group].0 = value,
                    Frame::Register(register, value) => registers[register] = value,
                }
            }
        }
    }
}

/// [`Program::search`] ran out of steps without the memo.
struct OutOfSteps;

/// The memo of join states already explored: a bit per state, in pages allocated when a
/// state in them is first seen, so memory follows the work done rather than the product of
/// the program's and the input's sizes (a pattern of many parts on a long input that fails at
/// its first code point touches one page per row).
struct Visited {
    pages: Vec<Option<Box<[u64; Visited::PAGE_WORDS]>>>,
}

impl Visited {
    /// Words per page: 4,096 states, 512 bytes.
    const PAGE_WORDS: usize = 64;
    const PAGE_STATES: usize = Visited::PAGE_WORDS * 64;

    fn new(states: usize) -> Visited {
        Visited {
            pages: vec![None; states.div_ceil(Visited::PAGE_STATES)],
        }
    }

    /// Record `state`; false if it was recorded before.
    fn insert(&mut self, state: usize) -> bool {
        let Some(page) = self.pages.get_mut(state / Visited::PAGE_STATES) else {
            return true;
        };
        let page = page.get_or_insert_with(|| Box::new([0; Visited::PAGE_WORDS]));
        let offset = state % Visited::PAGE_STATES;
        let (word, bit) = (&mut page[offset / 64], 1u64 << (offset % 64));
        let new = *word & bit == 0;
        *word |= bit;
        new
    }
}

/// Whether `c` matches `class` (with the `i` flag, compared after "Canonicalize").
fn class_matches(class: CharClass, c: char, ignore_case: bool) -> bool {
    match class {
        CharClass::NotDelimiter(Some(d)) if ignore_case => fold(c) != fold(d),
        CharClass::NotDelimiter(Some(d)) => c != d,
        CharClass::NotDelimiter(None) => true,
        CharClass::Dot => !is_line_terminator(c),
    }
}

/// ECMA-262 "IsWordChar": whether the code point before (`before`) or at `pos` is in
/// "WordCharacters", which with the `v` and `i` flags also has the two code points whose
/// "Canonicalize" is a basic word character, U+017F (`s`) and U+212A (`k`).
fn is_word_char(text: &str, pos: usize, before: bool, ignore_case: bool) -> bool {
    let c = if before {
        text[..pos].chars().next_back()
    } else {
        text[pos..].chars().next()
    };
    c.is_some_and(|c| {
        c.is_ascii_alphanumeric() || c == '_' || ignore_case && matches!(c, '\u{17F}' | '\u{212A}')
    })
}

/// Whether `assertion` holds at `pos` (ECMA-262 "CompileAssertion", without the `m` flag).
fn asserts(assertion: Assertion, text: &str, pos: usize, ignore_case: bool) -> bool {
    let boundary = || {
        is_word_char(text, pos, true, ignore_case) != is_word_char(text, pos, false, ignore_case)
    };
    match assertion {
        Assertion::Start => pos == 0,
        Assertion::End => pos == text.len(),
        Assertion::WordBoundary => boundary(),
        Assertion::NotWordBoundary => !boundary(),
    }
}

/// Where `literal` ends if it matches `text` at `pos`.
fn literal_at(text: &str, literal: &str, pos: usize, ignore_case: bool) -> Option<usize> {
    let rest = &text[pos..];
    if !ignore_case {
        return rest.starts_with(literal).then(|| pos + literal.len());
    }
    let mut chars = rest.char_indices();
    for l in literal.chars() {
        let (_, c) = chars.next()?;
        if fold(c) != fold(l) {
            return None;
        }
    }
    Some(chars.next().map_or(text.len(), |(i, _)| pos + i))
}

#[cfg(test)]
mod tests;
