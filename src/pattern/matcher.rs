//! Matching a component without a regular expression engine. A part list without "regexp"
//! parts is compiled to the same structure "generate a regular expression and name list"
//! writes (`(?:<prefix>(<value>)<suffix>)<modifier>`, ...), then to a small backtracking
//! [`Program`] with ECMAScript's semantics (ECMA-262 "RepeatMatcher": greedy or lazy order,
//! captures reset on each iteration, an empty iteration beyond the minimum rejected), so the
//! groups are exactly those `RegExpBuiltinExec` would give. The program remembers the states
//! that failed, which bounds a match by the program's size times the input's length, with no
//! step budget (see [`Program`]). A component with a "regexp" part runs the whole generated
//! regular expression on regress instead (src/pattern/component.rs).

use super::parts::{Modifier, Options, Part, PartType};
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

/// One node of the compiled part list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Node {
    /// Fixed text (already canonicalized, so ASCII in practice).
    Literal(String),
    /// One code point that is not `Some(delimiter)`: the segment wildcard's `[^<delimiter>]`.
    NotDelimiter(Option<char>),
    /// One code point that is not a line terminator: the full wildcard's `.`.
    Dot,
    /// A sequence.
    Seq(Vec<Node>),
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

/// Compile a part list without "regexp" parts, mirroring "generate a regular expression and
/// name list" form by form. `None` if a part is a "regexp" part.
pub(crate) fn compile(part_list: &[Part], options: &Options) -> Option<Node> {
    let mut seq = Vec::new();
    let mut group = 0;
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
        group += 1;
        let value = || match part.kind {
            // "[^<delimiter>]+?"
            PartType::SegmentWildcard => Some(repeat(
                Node::NotDelimiter(options.delimiter),
                1,
                None,
                false,
                0..0,
            )),
            // ".*"
            PartType::FullWildcard => Some(repeat(Node::Dot, 0, None, true, 0..0)),
            _ => None,
        };
        let (min, max) = modifier_bounds(part.modifier);
        let repeating = matches!(part.modifier, Modifier::ZeroOrMore | Modifier::OneOrMore);
        let this = group..group + 1;
        if part.prefix.is_empty() && part.suffix.is_empty() {
            if !repeating {
                // "(<regexp value>)<modifier>"
                let capture = Node::Capture(group, Box::new(value()?));
                seq.push(if part.modifier == Modifier::None {
                    capture
                } else {
                    repeat(capture, 0, Some(1), true, this)
                });
            } else {
                // "((?:<regexp value>)<modifier>)"
                let inner = repeat(value()?, min, max, true, 0..0);
                seq.push(Node::Capture(group, Box::new(inner)));
            }
            continue;
        }
        let prefix = Node::Literal(part.prefix.clone());
        let suffix = Node::Literal(part.suffix.clone());
        if !repeating {
            // "(?:<prefix>(<regexp value>)<suffix>)<modifier>"
            let body = Node::Seq(vec![
                prefix,
                Node::Capture(group, Box::new(value()?)),
                suffix,
            ]);
            seq.push(if part.modifier == Modifier::None {
                body
            } else {
                repeat(body, 0, Some(1), true, this)
            });
            continue;
        }
        // "(?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?"
        let again = Node::Seq(vec![suffix.clone(), prefix.clone(), value()?]);
        let captured = Node::Seq(vec![value()?, repeat(again, 0, None, true, 0..0)]);
        let body = Node::Seq(vec![
            prefix,
            Node::Capture(group, Box::new(captured)),
            suffix,
        ]);
        seq.push(if part.modifier == Modifier::ZeroOrMore {
            repeat(body, 0, Some(1), true, this)
        } else {
            body
        });
    }
    Some(Node::Seq(seq))
}

/// ECMAScript's "Canonicalize" for the `v` and `i` flags (simple case folding), as far as a
/// code point's lowercase of its uppercase gives it.
fn fold(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    let mut upper = c.to_uppercase();
    match (upper.next(), upper.next()) {
        (Some(u), None) => {
            let mut lower = u.to_lowercase();
            match (lower.next(), lower.next()) {
                (Some(l), None) => l,
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
            Node::NotDelimiter(_) | Node::Dot => false,
            Node::Seq(nodes) => nodes.iter().all(Node::nullable),
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
/// `{1}`, `?`, `*` and `+`), so the only state beside the position is the captures and one
/// register per optional iteration of a nullable atom.
///
/// Matching is bounded: a backtracking state is an instruction, a position and, for each
/// empty check pending there, whether the current iteration has consumed nothing yet. The
/// captures never decide whether a state leads to a match (a generated expression has no
/// backreferences), and a register only through that one equality (positions only grow), so a
/// state that failed once fails again. Each [`Inst::Split`] state is therefore explored at
/// most once (the memo below, as in backtracking with memoization), which keeps the answer and
/// the order of the search, and so the groups, exactly ECMAScript's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Program {
    insts: Vec<Inst>,
    /// For each Split instruction: its first row in the memo table and the registers whose
    /// empty check is pending there (one row per combination of their equality bits).
    memo: Vec<Option<(usize, Vec<usize>)>>,
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
    /// For each instruction, the registers whose empty check is pending there.
    pending: Vec<Vec<usize>>,
    current: Vec<usize>,
    registers: usize,
}

impl Builder {
    fn emit(&mut self, inst: Inst) -> usize {
        self.insts.push(inst);
        self.pending.push(self.current.clone());
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
            Node::Seq(nodes) => nodes.iter().for_each(|n| self.node(n)),
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
        let mut memo_rows = 0;
        let memo = builder
            .insts
            .iter()
            .zip(builder.pending)
            .map(|(inst, pending)| {
                matches!(inst, Inst::Split { .. }).then(|| {
                    let first = memo_rows;
                    memo_rows += 1 << pending.len();
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

    /// [`Program::exec`] by running the program.
    fn run(&self, text: &str, ignore_case: bool) -> Option<Captures> {
        let width = text.len() + 1;
        let mut visited = Visited::new(self.memo_rows * width);
        let mut captures: Vec<Option<(usize, usize)>> = vec![None; self.groups + 1];
        let mut starts = vec![0usize; self.groups + 1];
        let mut registers = vec![0usize; self.registers];
        let mut stack: Vec<Frame> = Vec::new();
        let (mut pc, mut pos) = (0usize, 0usize);
        loop {
            let advanced = match self.insts.get(pc) {
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
                Some(Inst::Split { first, second }) => {
                    let bit = match self.memo.get(pc) {
                        Some(Some((row, pending))) => {
                            let mask = pending
                                .iter()
                                .enumerate()
                                .filter(|(_, r)| registers.get(**r) == Some(&pos))
                                .fold(0usize, |mask, (i, _)| mask | 1 << i);
                            Some((row + mask) * width + pos)
                        }
                        _ => None,
                    };
                    // A state seen before failed: no path from it matched.
                    if bit.is_some_and(|bit| !visited.insert(bit)) {
                        false
                    } else {
                        stack.push(Frame::Resume(*second, pos));
                        pc = *first;
                        true
                    }
                }
                Some(Inst::Jump(target)) => {
                    pc = *target;
                    true
                }
                Some(Inst::Open(group)) => {
                    stack.push(Frame::Start(*group, starts[*group]));
                    starts[*group] = pos;
                    pc += 1;
                    true
                }
                Some(Inst::Close(group)) => {
                    stack.push(Frame::Capture(*group, captures[*group]));
                    captures[*group] = Some((starts[*group], pos));
                    pc += 1;
                    true
                }
                Some(Inst::Reset(range)) => {
                    for group in range.clone() {
                        stack.push(Frame::Capture(group, captures[group]));
                        captures[group] = None;
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
                    return Some(
                        captures
                            .into_iter()
                            .skip(1)
                            .map(|c| c.map(|(start, end)| start..end))
                            .collect(),
                    );
                }
                Some(Inst::Match) | None => false,
            };
            if advanced {
                continue;
            }
            // Backtrack: undo to the last Split and take its second target.
            loop {
                match stack.pop()? {
                    Frame::Resume(at, from) => {
                        (pc, pos) = (at, from);
                        break;
                    }
                    Frame::Capture(group, value) => captures[group] = value,
                    Frame::Start(group, value) => starts[group] = value,
                    Frame::Register(register, value) => registers[register] = value,
                }
            }
        }
    }
}

/// The memo of Split states already explored: a bit per state, in pages allocated when a
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
mod tests {
    //! The matcher against regress on the regular expression "generate a regular expression
    //! and name list" writes for the same part list: same match, same groups.
    use super::super::generate::regular_expression_and_name_list;
    use super::super::parts::{parse_pattern_string, Options};
    use super::*;
    use alloc::format;

    const PATTERNS: &[&str] = &[
        "*",
        "",
        "/foo/Baz",
        "{a}{b}",
        "*{}**?",
        "/:a/:b?",
        "/:a+",
        "/:a*",
        "/foo/:bar*/baz",
        "{/:a}?{/:b}+",
        "*.*",
        "**",
        ":a:b",
        "{a:b.c}*",
        "/*?",
        "{x}?{y}*z",
        "/:a{-:b}*",
        "{:a}?*",
        ":a*:b+",
        "{(.*)}",
    ];
    /// Nested quantifiers, each an exponential search without the memo, and on regress too:
    /// they run on SHORT_INPUTS only. The fuzz finding's hostname ("*****************.", here
    /// shorter), and its shapes with prefixes and segments.
    const NESTED_PATTERNS: &[&str] = &[
        "*****.",
        "*?*+*.",
        "{/*}+{/*}*x",
        ":a*:b*:c*.",
        "{*}?{*}?{*}?",
        "{:a.}*:b*",
    ];

    const INPUTS: &[&str] = &[
        "",
        "/",
        "/a",
        "/a/b",
        "/a/b/c",
        "a.b.c",
        "xyz",
        "xxyz",
        "/foo/baz",
        "/foo/1/2/baz",
        "/a-b-c",
        "ab",
        "A/b",
        "/FOO/baz",
        "a\nb",
        "/x/y/zx",
        "ab.cd.",
        "é.\u{2028}.",
    ];
    const SHORT_INPUTS: &[&str] = &[
        "",
        "/",
        "/a",
        "/a/b",
        "a.b.c",
        "ab.cd.",
        "x.",
        "/x/y/zx",
        "A/b",
        "a\nb.",
        "é.\u{2028}.",
    ];

    fn program(pattern: &str, options: &Options) -> Option<(Program, usize)> {
        let parts = parse_pattern_string(pattern, options).expect("parses");
        let (_, names) = regular_expression_and_name_list(&parts, options);
        let node = compile(&parts, options)?;
        Some((Program::new(&node, names.len()), names.len()))
    }

    #[test]
    fn matcher_agrees_with_regress_on_generated_expressions() {
        for options in [Options::DEFAULT, Options::HOSTNAME, Options::PATHNAME] {
            for ignore_case in [false, true] {
                let options = options.with_ignore_case(ignore_case);
                let cases = PATTERNS.iter().map(|p| (p, INPUTS));
                let nested = NESTED_PATTERNS.iter().map(|p| (p, SHORT_INPUTS));
                for (pattern, inputs) in cases.chain(nested) {
                    let parts = parse_pattern_string(pattern, &options).expect("parses");
                    let Some((program, groups)) = program(pattern, &options) else {
                        continue;
                    };
                    let (regexp, _) = regular_expression_and_name_list(&parts, &options);
                    let flags = if ignore_case { "vi" } else { "v" };
                    let regex = regress::Regex::with_flags(&regexp, flags).expect("compiles");
                    for input in inputs {
                        let ours = program.exec(input, ignore_case);
                        let theirs = regex
                            .find(input)
                            .map(|m| (1..=groups).map(|i| m.group(i)).collect::<Captures>());
                        assert_eq!(ours, theirs, "{pattern:?} ({regexp}) on {input:?}");
                    }
                }
            }
        }
    }

    /// Random part lists of up to four parts (of every form "generate a regular expression
    /// and name list" writes: modifiers, braces with prefixes and suffixes, nested wildcards),
    /// each against random short inputs, on both the program and regress. A fixed seed, so
    /// a failure replays.
    #[test]
    fn matcher_agrees_with_regress_on_random_part_lists() {
        const ATOMS: &[&str] = &[
            "*", ":n", "{x}", "{*}?", "{*}*", "{*}+", "*?", "*+", "**", "{:n}*", "{.*}?", "{/*}+",
            "x", ".", "{:n.}*", ":n?", ":n+", "{*.}*", "/", "{X:n}?",
        ];
        const CHARS: &[char] = &['x', 'X', '.', '/', 'y'];
        let mut seed: u64 = 0x5eed;
        let mut next = |n: usize| {
            // xorshift64
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut checked = 0;
        while checked < 20_000 {
            let mut pattern = String::new();
            for name in 0..1 + next(4) {
                pattern.push_str(&ATOMS[next(ATOMS.len())].replace(":n", &format!(":n{name}")));
            }
            let options = [Options::DEFAULT, Options::HOSTNAME, Options::PATHNAME][next(3)];
            let ignore_case = next(4) == 0;
            let options = options.with_ignore_case(ignore_case);
            // Some concatenations are not patterns ("*" then "*?" is "**?"): draw again, until
            // 20,000 inputs are checked.
            let Ok(parts) = parse_pattern_string(&pattern, &options) else {
                continue;
            };
            let (regexp, names) = regular_expression_and_name_list(&parts, &options);
            let node = compile(&parts, &options).expect("no regexp part");
            let program = Program::new(&node, names.len());
            let flags = if ignore_case { "vi" } else { "v" };
            let regex = regress::Regex::with_flags(&regexp, flags).expect("compiles");
            for _ in 0..5 {
                let input: String = (0..next(7)).map(|_| CHARS[next(CHARS.len())]).collect();
                let ours = program.exec(&input, ignore_case);
                let theirs = regex
                    .find(&input)
                    .map(|m| (1..=names.len()).map(|i| m.group(i)).collect::<Captures>());
                assert_eq!(ours, theirs, "{pattern:?} ({regexp}, {flags}) on {input:?}");
                checked += 1;
            }
        }
    }

    /// The shortcuts answer what running the program answers, and the commonest patterns take
    /// them.
    #[test]
    fn shortcuts_agree_with_the_program() {
        let cases = [
            ("*", Some(Shortcut::Everything)),
            ("", Some(Shortcut::Exact(String::new()))),
            ("/foo/Baz", Some(Shortcut::Exact("/foo/Baz".into()))),
            ("{a}{b}", Some(Shortcut::Exact("ab".into()))),
            ("*?", None),
            ("{a}?", None),
        ];
        for (pattern, shortcut) in cases {
            let (program, _) = program(pattern, &Options::DEFAULT).expect("no regexp part");
            assert_eq!(program.shortcut, shortcut, "{pattern:?}");
            for input in INPUTS.iter().chain(&["ab", "AB", "/FOO/baz", "x\u{2028}"]) {
                for ignore_case in [false, true] {
                    assert_eq!(
                        program.exec(input, ignore_case),
                        program.run(input, ignore_case),
                        "{pattern:?} on {input:?}"
                    );
                }
            }
        }
    }

    /// The memo's pages: a state is new once, pages are made on first use, and a state past
    /// the end (none is asked for) counts as new rather than failing.
    #[test]
    fn visited_pages() {
        let mut visited = Visited::new(3 * Visited::PAGE_STATES);
        assert_eq!(visited.pages.len(), 3);
        for state in [
            0,
            63,
            64,
            Visited::PAGE_STATES + 5,
            3 * Visited::PAGE_STATES - 1,
        ] {
            assert!(visited.insert(state), "{state} is new");
            assert!(!visited.insert(state), "{state} was seen");
        }
        assert!(visited.insert(1), "a neighbour is new");
        assert_eq!(visited.pages.iter().filter(|p| p.is_some()).count(), 3);
        let mut sparse = Visited::new(100 * Visited::PAGE_STATES);
        assert!(sparse.insert(50 * Visited::PAGE_STATES));
        assert_eq!(sparse.pages.iter().filter(|p| p.is_some()).count(), 1);
        assert!(visited.insert(3 * Visited::PAGE_STATES));
    }

    /// The continuation-passing matcher this replaced nested one native frame per iteration
    /// and had to give up on long inputs; the program's backtracking stack is a vector.
    #[test]
    fn long_repetition_matches() {
        let (program, _) = program("/:a+", &Options::PATHNAME).expect("no regexp part");
        let input = "/x".repeat(100_000);
        let captures = program.exec(&input, false).expect("matches");
        assert_eq!(captures, [Some(1..input.len())]);
    }
}
