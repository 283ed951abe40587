//! The notation-neutral grammar model: a list of rules, each an expression tree. Front-ends
//! ([`crate::pest`], [`crate::abnf`]) build it; the interpreter and the railroad drawing
//! read it. Every expression node has an [`ExprId`], unique in its grammar, by which a
//! [`crate::peg::Trace`] names what the input's path went through.

/// Which notation a grammar was written in, and so which matching semantics apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Notation {
    /// pest's PEG: ordered choice, greedy repetition without backtracking, lookaheads.
    Pest,
    /// RFC 5234's ABNF: unordered alternatives, repetition that gives back what the rest
    /// needs ([`crate::abnf::derive()`] runs it).
    Abnf,
}

/// A grammar: its rules in the order they are written.
#[derive(Clone, Debug)]
pub struct Grammar {
    /// The notation it was read from.
    pub notation: Notation,
    /// The paragraphs of the comment that opens the grammar, before the first section heading.
    pub intro: Vec<String>,
    /// The rules, in grammar order.
    pub rules: Vec<Rule>,
}

impl Grammar {
    /// The rule named `name`.
    pub fn rule(&self, name: &str) -> Option<&Rule> {
        self.rules.iter().find(|r| r.name == name)
    }

    /// The position of the rule named `name` in [`Grammar::rules`].
    pub fn rule_index(&self, name: &str) -> Option<usize> {
        self.rules.iter().position(|r| r.name == name)
    }
}

/// One rule.
#[derive(Clone, Debug)]
pub struct Rule {
    /// Its name.
    pub name: String,
    /// How its matches appear in a parse tree.
    pub kind: RuleKind,
    /// What it matches.
    pub expr: Expr,
    /// Its doc comment (pest's `///` lines), one entry per line.
    pub doc: Vec<String>,
    /// The heading of the section of the grammar that starts just above it, if one does.
    pub section: Option<String>,
}

/// How a rule's matches appear in a parse tree (pest's rule types; other notations have
/// only [`RuleKind::Normal`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RuleKind {
    /// A node of its own, with its inner rules' nodes below it.
    Normal,
    /// No node of its own (pest's `_`).
    Silent,
    /// One node, its inner rules silent (pest's `@`).
    Atomic,
    /// No implicit whitespace, inner nodes kept (pest's `$`).
    CompoundAtomic,
    /// Implicit whitespace again inside an atomic rule (pest's `!`).
    NonAtomic,
}

impl RuleKind {
    /// How pest writes the rule type, and what it means.
    ///
    /// ```
    /// use railurl_grammar_tools::grammar::RuleKind;
    /// assert_eq!(RuleKind::Atomic.describe().0, "@");
    /// ```
    pub fn describe(self) -> (&'static str, &'static str) {
        match self {
            RuleKind::Normal => ("=", "normal"),
            RuleKind::Silent => ("_", "silent: no node of its own in the tree"),
            RuleKind::Atomic => ("@", "atomic: one node, inner rules silent"),
            RuleKind::CompoundAtomic => (
                "$",
                "compound atomic: no implicit whitespace, inner nodes kept",
            ),
            RuleKind::NonAtomic => ("!", "non-atomic"),
        }
    }
}

/// An expression node's identity within its grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ExprId(pub u32);

/// An expression, with its id.
#[derive(Clone, Debug)]
pub struct Expr {
    /// Its identity within the grammar.
    pub id: ExprId,
    /// What it is.
    pub kind: ExprKind,
    /// How the grammar writes it, when a drawing should show that rather than its own
    /// spelling of [`Expr::kind`] (ABNF's `%x41-5A`, or `"a"`, which is case-insensitive
    /// without a mark).
    pub written: Option<String>,
}

/// The constructs the tools know. Sequences and choices are flat lists (`a ~ b ~ c` is one
/// [`ExprKind::Sequence`] of three).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum ExprKind {
    /// A literal string; `case_insensitive` for pest's `^"..."` (ASCII case).
    Literal {
        /// The string.
        text: String,
        /// Whether ASCII case is ignored.
        case_insensitive: bool,
    },
    /// One character in a range, both ends included.
    Range {
        /// The first character.
        from: char,
        /// The last character.
        to: char,
    },
    /// A reference to a rule of the grammar.
    Rule(String),
    /// One of the notation's built-in rules (pest's `ANY`, `ASCII_DIGIT`, ...).
    Builtin(String),
    /// Each in turn.
    Sequence(Vec<Expr>),
    /// The alternatives, in the order written.
    Choice(Vec<Expr>),
    /// The expression or nothing.
    Optional(Box<Expr>),
    /// The expression repeated `min` times at least and `max` at most (no bound: `None`).
    Repeat {
        /// What repeats.
        expr: Box<Expr>,
        /// The fewest repetitions.
        min: u32,
        /// The most, if bounded.
        max: Option<u32>,
    },
    /// A lookahead: the expression must (`positive`) or must not follow; consumes nothing.
    Lookahead {
        /// What is looked for.
        expr: Box<Expr>,
        /// `&` (true) or `!` (false).
        positive: bool,
    },
    /// A construct the tools draw but do not run (pest's `PUSH`, `PEEK[..]`, skips), as a
    /// label and the expression it wraps, if any.
    Other {
        /// How it is drawn.
        label: String,
        /// The expression inside it.
        inner: Option<Box<Expr>>,
    },
}

impl Expr {
    /// The expressions directly inside this one.
    pub fn children(&self) -> Vec<&Expr> {
        match &self.kind {
            ExprKind::Sequence(items) | ExprKind::Choice(items) => items.iter().collect(),
            ExprKind::Optional(e)
            | ExprKind::Repeat { expr: e, .. }
            | ExprKind::Lookahead { expr: e, .. }
            | ExprKind::Other { inner: Some(e), .. } => vec![e],
            _ => Vec::new(),
        }
    }

    /// Every node of this tree in pre-order (this one first) that is not inside a lookahead.
    /// Choices inside a lookahead are not a path the match takes (which code point of
    /// `!("?" | "#")` stopped a run is not a structural decision).
    pub fn outside_lookaheads(&self) -> Vec<&Expr> {
        let mut out = vec![self];
        if !matches!(self.kind, ExprKind::Lookahead { .. }) {
            for child in self.children() {
                out.extend(child.outside_lookaheads());
            }
        }
        out
    }

    /// The rule names this expression refers to, anywhere inside it.
    pub fn references(&self) -> Vec<&str> {
        let mut out = Vec::new();
        if let ExprKind::Rule(name) = &self.kind {
            out.push(name.as_str());
        }
        for child in self.children() {
            out.extend(child.references());
        }
        out
    }
}

/// Builds expressions with fresh ids, in the order they are made: a front-end makes one per
/// grammar.
#[derive(Debug, Default)]
pub struct ExprBuilder {
    next: u32,
}

impl ExprBuilder {
    /// A node of `kind` with the next id.
    pub fn node(&mut self, kind: ExprKind) -> Expr {
        let id = ExprId(self.next);
        self.next += 1;
        Expr {
            id,
            kind,
            written: None,
        }
    }

    /// A node of `kind` with the next id, drawn as `written`.
    pub fn written(&mut self, kind: ExprKind, written: String) -> Expr {
        Expr {
            written: Some(written),
            ..self.node(kind)
        }
    }
}
