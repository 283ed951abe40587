//! Running a component's program (src/pattern/matcher/program.rs) on a text:
//! `RegExpBuiltinExec` of the generated expression, by backtracking in ECMAScript's order
//! with a memo of the states that failed, and the one-code-point tests ("Canonicalize",
//! "IsWordChar", line terminators) the instructions need.

use super::ir::Assertion;
use super::program::{CharClass, Inst, Program, Shortcut};
use alloc::boxed::Box;
use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

/// ECMAScript's "Canonicalize" for the `v` and `i` flags (simple case folding), as far as a
/// code point's lowercase of its uppercase gives it. Exact wherever one side of the comparison
/// is ASCII (a literal in a regexp part, fixed text, the delimiter): beyond ASCII only U+017F
/// and U+212A fold into ASCII, and a code point whose uppercase is ASCII otherwise (U+0131
/// DOTLESS I, whose uppercase is `I`) keeps its own fold.
pub(super) fn fold(c: char) -> char {
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

impl Shortcut {
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
    pub(super) fn run(&self, text: &str, ignore_case: bool) -> Option<Captures> {
        let steps = (text.len() + 1)
            .saturating_mul(32)
            .saturating_add(self.insts.len().saturating_mul(4));
        self.search(text, ignore_case, Some(steps))
            .unwrap_or_else(|OutOfSteps| self.search(text, ignore_case, None).unwrap_or(None))
    }

    /// The backtracking search: with `steps`, at most that many instructions and no memo;
    /// without, the memo.
    pub(super) fn search(
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
        let mut thread = Thread {
            pc: 0,
            pos: 0,
            groups: vec![(0, None); self.groups + 1],
            registers: vec![0usize; self.registers],
            stack: Vec::with_capacity(32),
        };
        loop {
            if let Some(left) = steps.as_mut() {
                *left = left.checked_sub(1).ok_or(OutOfSteps)?;
            }
            // A state where paths join, seen before, failed: no path from it matched.
            let seen = steps.is_none() && self.seen_before(&thread, &mut visited, width);
            let step = if seen {
                Step::Failed
            } else {
                self.step(&mut thread, text, ignore_case)
            };
            match step {
                Step::Advanced => {}
                Step::Matched => return Ok(Some(thread.captures())),
                Step::Failed => {
                    if !thread.backtrack() {
                        return Ok(None);
                    }
                }
            }
        }
    }

    /// Whether the thread's state is one where paths join and the memo has seen it (then it
    /// failed); records it otherwise.
    fn seen_before(&self, thread: &Thread, visited: &mut Visited, width: usize) -> bool {
        let Some(Some((row, innermost))) = self.memo.get(thread.pc) else {
            return false;
        };
        let equal = innermost.is_some_and(|r| thread.registers.get(r) == Some(&thread.pos));
        !visited.insert((row + usize::from(equal)) * width + thread.pos)
    }

    /// Run the instruction at the thread's `pc`.
    fn step(&self, thread: &mut Thread, text: &str, ignore_case: bool) -> Step {
        let Thread {
            pc,
            pos,
            groups,
            registers,
            stack,
        } = thread;
        let advanced = match self.insts.get(*pc) {
            Some(Inst::Literal(literal)) => literal_at(text, literal, *pos, ignore_case)
                .map(|end| {
                    *pos = end;
                    *pc += 1;
                })
                .is_some(),
            Some(Inst::Char(class)) => match text[*pos..].chars().next() {
                Some(c) if class_matches(*class, c, ignore_case) => {
                    *pos += c.len_utf8();
                    *pc += 1;
                    true
                }
                _ => false,
            },
            Some(Inst::Set(set)) => match text[*pos..].chars().next() {
                Some(c) if set.contains(c) => {
                    *pos += c.len_utf8();
                    *pc += 1;
                    true
                }
                _ => false,
            },
            Some(Inst::Assert(assertion)) => {
                *pc += 1;
                asserts(*assertion, text, *pos, ignore_case)
            }
            Some(Inst::Split { first, second }) => {
                stack.push(Frame::Resume(*second, *pos));
                *pc = *first;
                true
            }
            Some(Inst::Jump(target)) => {
                *pc = *target;
                true
            }
            Some(Inst::Open(group)) => {
                stack.push(Frame::Start(*group, groups[*group].0));
                groups[*group].0 = *pos;
                *pc += 1;
                true
            }
            Some(Inst::Close(group)) => {
                stack.push(Frame::Capture(*group, groups[*group].1));
                groups[*group].1 = Some((groups[*group].0, *pos));
                *pc += 1;
                true
            }
            Some(Inst::Reset(range)) => {
                for group in range.clone() {
                    stack.push(Frame::Capture(group, groups[group].1));
                    groups[group].1 = None;
                }
                *pc += 1;
                true
            }
            Some(Inst::Mark(register)) => {
                stack.push(Frame::Register(*register, registers[*register]));
                registers[*register] = *pos;
                *pc += 1;
                true
            }
            Some(Inst::Check(register)) => {
                *pc += 1;
                registers[*register] != *pos
            }
            Some(Inst::Match) if *pos == text.len() => return Step::Matched,
            Some(Inst::Match) | None => false,
        };
        if advanced {
            Step::Advanced
        } else {
            Step::Failed
        }
    }
}

/// The search's state: the instruction and position, each group's start and capture (in
/// one allocation), the registers of empty checks, and what backtracking undoes or resumes.
struct Thread {
    pc: usize,
    pos: usize,
    groups: Vec<(usize, Option<(usize, usize)>)>,
    registers: Vec<usize>,
    stack: Vec<Frame>,
}

/// What running one instruction did.
enum Step {
    /// It matched and moved on.
    Advanced,
    /// It failed: backtrack.
    Failed,
    /// The program matched the whole text.
    Matched,
}

impl Thread {
    /// Backtrack: undo to the last Split and take its second target; false when there is
    /// none (the search failed).
    fn backtrack(&mut self) -> bool {
        while let Some(frame) = self.stack.pop() {
            match frame {
                Frame::Resume(at, from) => {
                    (self.pc, self.pos) = (at, from);
                    return true;
                }
                Frame::Capture(group, value) => self.groups[group].1 = value,
                Frame::Start(group, value) => self.groups[group].0 = value,
                Frame::Register(register, value) => self.registers[register] = value,
            }
        }
        false
    }

    /// The captures of a match.
    fn captures(self) -> Captures {
        self.groups
            .into_iter()
            .skip(1)
            .map(|(_, c)| c.map(|(start, end)| start..end))
            .collect()
    }
}

/// [`Program::search`] ran out of steps without the memo.
pub(super) struct OutOfSteps;

/// The memo of join states already explored: a bit per state, in pages allocated when a
/// state in them is first seen, so memory follows the work done rather than the product of
/// the program's and the input's sizes (a pattern of many parts on a long input that fails at
/// its first code point touches one page per row).
pub(super) struct Visited {
    pub(super) pages: Vec<Option<Box<[u64; Visited::PAGE_WORDS]>>>,
}

impl Visited {
    /// Words per page: 4,096 states, 512 bytes.
    const PAGE_WORDS: usize = 64;
    pub(super) const PAGE_STATES: usize = Visited::PAGE_WORDS * 64;

    pub(super) fn new(states: usize) -> Visited {
        Visited {
            pages: vec![None; states.div_ceil(Visited::PAGE_STATES)],
        }
    }

    /// Record `state`; false if it was recorded before.
    pub(super) fn insert(&mut self, state: usize) -> bool {
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
