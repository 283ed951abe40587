//! pest's record of failed rule attempts, kept by the generated recognizer's `t_` methods in a
//! second run after a failed one (build/pest/codegen.rs generates them for
//! `grammar/writing.pest`): where the furthest failure is and which rules failed there, the
//! way pest's runtime reports a parse error (`ParserState::rule` and `track`), so that a
//! successful recognition pays nothing for it.

use alloc::vec::Vec;

/// Whether the recognizer is inside a lookahead, and of which polarity (`!` inside `!` is
/// positive again), as pest's `Lookahead`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lookahead {
    None,
    Positive,
    Negative,
}

/// The furthest position where a visible rule failed (or, inside a negative lookahead,
/// succeeded), and the rules that did so there.
#[derive(Debug)]
pub(crate) struct Attempts<R> {
    at: usize,
    positives: Vec<R>,
    negatives: Vec<R>,
    lookahead: Lookahead,
}

/// What [`Attempts::start`] remembers about a rule's start, for [`Attempts::end`].
#[derive(Clone, Copy)]
pub(crate) struct Started {
    positives: usize,
    negatives: usize,
    attempts: usize,
}

impl<R: Copy + Ord> Attempts<R> {
    /// Nothing attempted yet.
    pub(crate) fn new() -> Attempts<R> {
        Attempts {
            at: 0,
            positives: Vec::new(),
            negatives: Vec::new(),
            lookahead: Lookahead::None,
        }
    }

    /// A visible rule starts at `p`.
    #[inline]
    pub(crate) fn start(&self, p: usize) -> Started {
        if p == self.at {
            Started {
                positives: self.positives.len(),
                negatives: self.negatives.len(),
                attempts: self.positives.len() + self.negatives.len(),
            }
        } else {
            Started {
                positives: 0,
                negatives: 0,
                attempts: 0,
            }
        }
    }

    /// The visible rule `rule` that started at `p` ended, matching or not. A failure counts
    /// (a success inside a negative lookahead), unless the rules inside it made exactly one
    /// attempt at `p`, which says more; the rule replaces what the rules inside it recorded
    /// at `p`; a position further in than the furthest so far starts a new record.
    pub(crate) fn end(&mut self, rule: R, p: usize, started: Started, matched: bool) {
        let negative = self.lookahead == Lookahead::Negative;
        if matched != negative {
            return;
        }
        let now = match p == self.at {
            true => self.positives.len() + self.negatives.len(),
            false => 0,
        };
        if now > started.attempts && now - started.attempts == 1 {
            return;
        }
        if p == self.at {
            self.positives.truncate(started.positives);
            self.negatives.truncate(started.negatives);
        }
        if p > self.at {
            self.positives.clear();
            self.negatives.clear();
            self.at = p;
        }
        if p == self.at {
            match negative {
                false => self.positives.push(rule),
                true => self.negatives.push(rule),
            }
        }
    }

    /// Enter a lookahead (`&` when `positive`, else `!`); returns the state to restore.
    #[inline]
    pub(crate) fn look(&mut self, positive: bool) -> Lookahead {
        let previous = self.lookahead;
        self.lookahead = match (positive, previous) {
            (true, Lookahead::Negative) | (false, Lookahead::None | Lookahead::Positive) => {
                Lookahead::Negative
            }
            _ => Lookahead::Positive,
        };
        previous
    }

    /// Leave a lookahead.
    #[inline]
    pub(crate) fn unlook(&mut self, previous: Lookahead) {
        self.lookahead = previous;
    }

    /// The furthest position where a rule failed, and the rules that failed there (pest's
    /// "positives"), in the rule enum's order, each once.
    pub(crate) fn furthest(mut self) -> (usize, Vec<R>) {
        self.positives.sort();
        self.positives.dedup();
        (self.at, self.positives)
    }
}
