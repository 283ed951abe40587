//! A PEG interpreter with pest's semantics over the neutral model (ordered choice, greedy
//! repetition without backtracking into it, lookaheads that consume nothing), which records
//! the path of the match it finds: each rule it went through with the span it matched, each
//! literal, built-in and rule reference that matched, each alternative taken and how many
//! times each repetition went round. The record is cut back whenever an attempt fails, as pest
//! restores its queue, so what remains is the successful path only.
//!
//! It follows what railurl's grammars use: no implicit whitespace (`WHITESPACE`, `COMMENT`)
//! and no stack (`PUSH`, `PEEK`); a grammar that uses them gets an error, not a wrong path.
//! A step budget bounds an edited grammar's backtracking, and a depth bound its recursion.

use crate::grammar::{Expr, ExprId, ExprKind, Grammar, Notation};
use std::ops::Range;

/// Bounds on one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The most expressions tried in all.
    pub steps: usize,
    /// The deepest rule nesting.
    pub depth: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            steps: 2_000_000,
            depth: 500,
        }
    }
}

/// What the path went through, in the order the match made it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A rule (its index in [`Grammar::rules`]) matched this span; recorded when the rule was
    /// entered, so rules come in the order the path entered them.
    Rule {
        /// The rule's index.
        rule: usize,
        /// What it matched.
        span: Range<usize>,
    },
    /// A literal, range, built-in or rule reference matched.
    Matched(ExprId),
    /// A choice took its alternative number `1` (from 0).
    Alternative(ExprId, usize),
    /// A repetition (or optional part) went round this many times.
    Rounds(ExprId, usize),
}

/// One step of the path, and whether it was made inside a lookahead (which consumes nothing
/// and is not part of the path proper: a rule a lookahead ran to a match is still exercised).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// The step.
    pub step: Step,
    /// Whether a lookahead made it.
    pub in_lookahead: bool,
}

/// A run's result: the path of the match, and where it ended (`None`: no match).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trace {
    /// The successful path, in the order the match made it.
    pub events: Vec<Event>,
    /// Where the match ended.
    pub end: Option<usize>,
}

/// Why a grammar could not be followed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PegError {
    /// The grammar has no rule of that name.
    NoRule(String),
    /// The grammar is in a notation whose semantics are not PEG's.
    NotPeg(Notation),
    /// A construct the interpreter does not follow (implicit whitespace, the stack, a built-in
    /// it does not know).
    Unsupported(String),
    /// The step budget ran out: the grammar backtracks too much on this input.
    StepLimit(usize),
}

impl std::fmt::Display for PegError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PegError::NoRule(rule) => write!(f, "the grammar has no rule named {rule}"),
            PegError::NotPeg(notation) => {
                write!(
                    f,
                    "a {notation:?} grammar is not run by the PEG interpreter"
                )
            }
            PegError::Unsupported(what) => write!(f, "the interpreter cannot follow {what}"),
            PegError::StepLimit(limit) => write!(
                f,
                "gave up after {limit} steps: the grammar backtracks too much on this input"
            ),
        }
    }
}

/// Run rule `entry` of `grammar` on `input` and record its path.
///
/// ```
/// use railurl_grammar_tools::{peg::{run, Limits, Step}, pest::load};
/// let grammar = load("list = { item ~ (\",\" ~ item)* }\nitem = { ASCII_DIGIT+ }").unwrap().grammar;
/// let trace = run(&grammar, "list", "1,22,3", Limits::default()).unwrap();
/// assert_eq!(trace.end, Some(6));
/// let spans: Vec<_> = trace.events.iter().filter_map(|e| match &e.step {
///     Step::Rule { rule, span } => Some((grammar.rules[*rule].name.as_str(), span.clone())),
///     _ => None,
/// }).collect();
/// assert_eq!(spans, [("list", 0..6), ("item", 0..1), ("item", 2..4), ("item", 5..6)]);
/// ```
pub fn run(grammar: &Grammar, entry: &str, input: &str, limits: Limits) -> Result<Trace, PegError> {
    if grammar.notation != Notation::Pest {
        return Err(PegError::NotPeg(grammar.notation));
    }
    if let Some(rule) = grammar
        .rules
        .iter()
        .find(|r| r.name == "WHITESPACE" || r.name == "COMMENT")
    {
        return Err(PegError::Unsupported(format!(
            "a grammar with implicit {} rules",
            rule.name
        )));
    }
    let entry = grammar
        .rule_index(entry)
        .ok_or_else(|| PegError::NoRule(entry.to_owned()))?;
    let mut interpreter = Interpreter {
        grammar,
        input,
        events: Vec::new(),
        lookahead: 0,
        depth: 0,
        steps: 0,
        limits,
        unsupported: None,
    };
    let end = interpreter.rule(entry, 0);
    if let Some(what) = interpreter.unsupported {
        return Err(PegError::Unsupported(what));
    }
    if interpreter.steps > limits.steps {
        return Err(PegError::StepLimit(limits.steps));
    }
    Ok(Trace {
        events: interpreter.events,
        end,
    })
}

struct Interpreter<'g> {
    grammar: &'g Grammar,
    input: &'g str,
    events: Vec<Event>,
    /// How many lookaheads the current attempt is inside.
    lookahead: usize,
    depth: usize,
    steps: usize,
    limits: Limits,
    /// A construct met that the interpreter does not follow; the run fails with it.
    unsupported: Option<String>,
}

impl Interpreter<'_> {
    fn record(&mut self, step: Step) {
        let in_lookahead = self.lookahead > 0;
        self.events.push(Event { step, in_lookahead });
    }

    /// Cut the record back to `mark` and fail.
    fn fail(&mut self, mark: usize) -> Option<usize> {
        self.events.truncate(mark);
        None
    }

    fn rule(&mut self, index: usize, at: usize) -> Option<usize> {
        if self.depth >= self.limits.depth {
            return None;
        }
        self.depth += 1;
        let mark = self.events.len();
        self.record(Step::Rule {
            rule: index,
            span: at..at,
        });
        let grammar = self.grammar;
        let result = self.expr(&grammar.rules[index].expr, at);
        self.depth -= 1;
        match result {
            Some(end) => {
                self.events[mark].step = Step::Rule {
                    rule: index,
                    span: at..end,
                };
                Some(end)
            }
            None => self.fail(mark),
        }
    }

    fn expr(&mut self, expr: &Expr, at: usize) -> Option<usize> {
        self.steps += 1;
        if self.steps > self.limits.steps || self.unsupported.is_some() {
            return None;
        }
        let rest = self.input.get(at..)?;
        let end = match &expr.kind {
            ExprKind::Literal {
                text,
                case_insensitive: false,
            } => rest.starts_with(text.as_str()).then(|| at + text.len()),
            ExprKind::Literal {
                text,
                case_insensitive: true,
            } => rest
                .as_bytes()
                .get(..text.len())
                .filter(|b| b.eq_ignore_ascii_case(text.as_bytes()))
                .map(|_| at + text.len()),
            ExprKind::Range { from, to } => {
                let c = rest.chars().next()?;
                (*from..=*to).contains(&c).then(|| at + c.len_utf8())
            }
            ExprKind::Builtin(name) => self.builtin(name, at),
            ExprKind::Rule(name) => match self.grammar.rule_index(name) {
                Some(index) => self.rule(index, at),
                None => {
                    self.unsupported = Some(format!("the undefined rule {name}"));
                    None
                }
            },
            ExprKind::Lookahead { expr: e, positive } => {
                let mark = self.events.len();
                self.lookahead += 1;
                let matched = self.expr(e, at).is_some();
                self.lookahead -= 1;
                if matched != *positive {
                    return self.fail(mark);
                }
                // A lookahead that failed inside (`!e`, e not matching) left nothing.
                return Some(at);
            }
            ExprKind::Sequence(items) => {
                let mark = self.events.len();
                let mut pos = at;
                for item in items {
                    match self.expr(item, pos) {
                        Some(next) => pos = next,
                        None => return self.fail(mark),
                    }
                }
                return Some(pos);
            }
            ExprKind::Choice(alternatives) => {
                for (i, alternative) in alternatives.iter().enumerate() {
                    let mark = self.events.len();
                    if let Some(end) = self.expr(alternative, at) {
                        self.record(Step::Alternative(expr.id, i));
                        return Some(end);
                    }
                    self.events.truncate(mark);
                }
                return None;
            }
            ExprKind::Optional(e) => {
                let end = self.expr(e, at);
                self.record(Step::Rounds(expr.id, usize::from(end.is_some())));
                return Some(end.unwrap_or(at));
            }
            ExprKind::Repeat { expr: e, min, max } => {
                let max = max.map_or(usize::MAX, |m| m as usize);
                return self.repeat(expr.id, e, at, *min as usize, max);
            }
            ExprKind::Other { label, .. } => {
                self.unsupported = Some(label.clone());
                None
            }
        };
        if end.is_some() {
            self.record(Step::Matched(expr.id));
        }
        end
    }

    fn repeat(&mut self, id: ExprId, e: &Expr, at: usize, min: usize, max: usize) -> Option<usize> {
        let mark = self.events.len();
        let (mut pos, mut count) = (at, 0);
        while count < max {
            let before = self.events.len();
            match self.expr(e, pos) {
                // An iteration that consumes nothing ends the loop (pest's validator refuses
                // such grammars; this only guards against an endless loop).
                Some(next) if next > pos => {
                    pos = next;
                    count += 1;
                }
                Some(_) if count < min => count += 1,
                _ => {
                    self.events.truncate(before);
                    break;
                }
            }
        }
        if count < min {
            return self.fail(mark);
        }
        self.record(Step::Rounds(id, count));
        Some(pos)
    }

    /// pest's built-in rules that match input.
    fn builtin(&mut self, name: &str, at: usize) -> Option<usize> {
        let rest = self.input.get(at..)?;
        let byte = |f: fn(&u8) -> bool| rest.as_bytes().first().filter(|b| f(b)).map(|_| at + 1);
        match name {
            "ANY" => rest.chars().next().map(|c| at + c.len_utf8()),
            "EOI" => rest.is_empty().then_some(at),
            "SOI" => (at == 0).then_some(at),
            "ASCII_DIGIT" => byte(u8::is_ascii_digit),
            "ASCII_NONZERO_DIGIT" => byte(|b| matches!(b, b'1'..=b'9')),
            "ASCII_BIN_DIGIT" => byte(|b| matches!(b, b'0' | b'1')),
            "ASCII_OCT_DIGIT" => byte(|b| matches!(b, b'0'..=b'7')),
            "ASCII_HEX_DIGIT" => byte(u8::is_ascii_hexdigit),
            "ASCII_ALPHA_LOWER" => byte(u8::is_ascii_lowercase),
            "ASCII_ALPHA_UPPER" => byte(u8::is_ascii_uppercase),
            "ASCII_ALPHA" => byte(u8::is_ascii_alphabetic),
            "ASCII_ALPHANUMERIC" => byte(u8::is_ascii_alphanumeric),
            "ASCII" => byte(u8::is_ascii),
            "NEWLINE" => ["\r\n", "\n", "\r"]
                .iter()
                .find(|n| rest.starts_with(*n))
                .map(|n| at + n.len()),
            _ => {
                self.unsupported = Some(format!("the built-in rule {name}"));
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pest::load;

    fn grammar(text: &str) -> Grammar {
        load(text).expect("the grammar loads").grammar
    }

    #[test]
    fn only_the_successful_path_is_kept() {
        let g = grammar("top = { a | b }\na = { \"x\" ~ \"y\" }\nb = { \"x\" ~ \"z\" }");
        let trace = run(&g, "top", "xz", Limits::default()).unwrap();
        assert_eq!(trace.end, Some(2));
        let rules: Vec<&str> = trace
            .events
            .iter()
            .filter_map(|e| match &e.step {
                Step::Rule { rule, .. } => Some(g.rules[*rule].name.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(rules, ["top", "b"]);
        let Some(ExprKind::Choice(_)) = g.rule("top").map(|r| &r.expr.kind) else {
            panic!("top is a choice");
        };
        let choice = g.rule("top").unwrap().expr.id;
        assert!(trace
            .events
            .iter()
            .any(|e| e.step == Step::Alternative(choice, 1)));
    }

    #[test]
    fn lookaheads_are_marked_and_consume_nothing() {
        let g = grammar("top = { &word ~ ASCII_ALPHA+ }\nword = { \"ab\" }");
        let trace = run(&g, "top", "abc", Limits::default()).unwrap();
        assert_eq!(trace.end, Some(3));
        let word = g.rule_index("word").unwrap();
        let event = trace
            .events
            .iter()
            .find(|e| matches!(e.step, Step::Rule { rule, .. } if rule == word))
            .expect("the lookahead's rule is recorded");
        assert!(event.in_lookahead);
    }

    #[test]
    fn an_exponential_grammar_is_given_up_on() {
        let g =
            grammar("top = { s ~ !ANY }\ns = { \"a\" ~ s ~ \"b\" | \"a\" ~ s ~ \"c\" | \"a\" }");
        let error = run(&g, "top", &"a".repeat(60), Limits::default()).unwrap_err();
        assert_eq!(error, PegError::StepLimit(Limits::default().steps));
    }

    #[test]
    fn what_it_cannot_follow_is_an_error() {
        let g = grammar("top = { \"a\" }\nWHITESPACE = _{ \" \" }");
        assert!(matches!(
            run(&g, "top", "a", Limits::default()),
            Err(PegError::Unsupported(_))
        ));
        let g = grammar("top = { PUSH(\"a\") ~ POP }");
        assert!(matches!(
            run(&g, "top", "aa", Limits::default()),
            Err(PegError::Unsupported(_))
        ));
        let g = grammar("top = { \"a\" }");
        assert_eq!(
            run(&g, "nope", "a", Limits::default()).unwrap_err(),
            PegError::NoRule("nope".into())
        );
    }
}
