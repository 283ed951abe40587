//! The expression tree of a `.pest` grammar, as the reader builds it and the optimizer and the
//! code generator use it.

use crate::common::SourceError;

/// How a rule records and what its body may do (the modifier before `{`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleType {
    /// `name = { ... }`: records a node, children recorded.
    Normal,
    /// `name = _{ ... }`: records nothing itself; its children are recorded.
    Silent,
    /// `name = @{ ... }`: records a node without children.
    Atomic,
    /// `name = ${ ... }`: records a node and its children; no implicit whitespace.
    CompoundAtomic,
    /// `name = !{ ... }`: turns atomicity off again (refused by the generator).
    NonAtomic,
}

/// An expression of the notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// `"text"`
    Str(String),
    /// `^"text"`: ASCII case-insensitive.
    Insens(String),
    /// `'a'..'z'`
    Range(char, char),
    /// A rule or a built-in by name.
    Ident(String),
    /// `&e`
    PosPred(Box<Expr>),
    /// `!e`
    NegPred(Box<Expr>),
    /// `a ~ b`
    Seq(Box<Expr>, Box<Expr>),
    /// `a | b`
    Choice(Box<Expr>, Box<Expr>),
    /// `e?`
    Opt(Box<Expr>),
    /// `e*`
    Rep(Box<Expr>),
    /// `e+`
    RepOnce(Box<Expr>),
    /// `e{n}`
    RepExact(Box<Expr>, u32),
    /// `e{n,}`
    RepMin(Box<Expr>, u32),
    /// `e{,n}`
    RepMax(Box<Expr>, u32),
    /// `e{n,m}`
    RepMinMax(Box<Expr>, u32, u32),
    /// `(!("a" | "b") ~ ANY)*` in an atomic rule, after optimization: everything up to the
    /// first of the strings.
    Skip(Vec<String>),
}

/// One rule of a grammar.
#[derive(Clone, Debug)]
pub struct Rule {
    /// Its name.
    pub name: String,
    /// Its modifier.
    pub ty: RuleType,
    /// Its body.
    pub expr: Expr,
    /// Its `///` doc comment, one entry per line.
    pub docs: Vec<String>,
    /// The file it is in.
    pub file: String,
    /// The line of its name.
    pub line: usize,
}

impl Rule {
    /// An error about this rule, at its name.
    pub fn error(&self, message: impl Into<String>) -> SourceError {
        SourceError {
            file: self.file.clone(),
            line: self.line,
            column: 1,
            rule: Some(self.name.clone()),
            message: message.into(),
        }
    }
}

impl Expr {
    /// The expression's direct sub-expressions.
    pub fn children(&self) -> Vec<&Expr> {
        match self {
            Expr::PosPred(e)
            | Expr::NegPred(e)
            | Expr::Opt(e)
            | Expr::Rep(e)
            | Expr::RepOnce(e)
            | Expr::RepExact(e, _)
            | Expr::RepMin(e, _)
            | Expr::RepMax(e, _)
            | Expr::RepMinMax(e, _, _) => vec![e],
            Expr::Seq(a, b) | Expr::Choice(a, b) => vec![a, b],
            Expr::Str(_) | Expr::Insens(_) | Expr::Range(..) | Expr::Ident(_) | Expr::Skip(_) => {
                Vec::new()
            }
        }
    }

    /// Every sub-expression, this one first, in pre-order.
    pub fn walk(&self) -> Vec<&Expr> {
        let mut all = vec![self];
        for child in self.children() {
            all.extend(child.walk());
        }
        all
    }

    /// Apply `f` to every node, parents before their children (the children `f` returns are
    /// the ones visited).
    pub fn map_top_down(self, f: &mut dyn FnMut(Expr) -> Expr) -> Expr {
        let expr = f(self);
        expr.map_children(&mut |child| child.map_top_down(f))
    }

    /// Apply `f` to every node, children before their parents.
    pub fn map_bottom_up(self, f: &mut dyn FnMut(Expr) -> Expr) -> Expr {
        let expr = self.map_children(&mut |child| child.map_bottom_up(f));
        f(expr)
    }

    /// This node with `f` applied to each direct child.
    fn map_children(self, f: &mut dyn FnMut(Expr) -> Expr) -> Expr {
        let mut g = |e: Box<Expr>| Box::new(f(*e));
        match self {
            Expr::PosPred(e) => Expr::PosPred(g(e)),
            Expr::NegPred(e) => Expr::NegPred(g(e)),
            Expr::Seq(a, b) => {
                let a = g(a);
                Expr::Seq(a, g(b))
            }
            Expr::Choice(a, b) => {
                let a = g(a);
                Expr::Choice(a, g(b))
            }
            Expr::Opt(e) => Expr::Opt(g(e)),
            Expr::Rep(e) => Expr::Rep(g(e)),
            Expr::RepOnce(e) => Expr::RepOnce(g(e)),
            Expr::RepExact(e, n) => Expr::RepExact(g(e), n),
            Expr::RepMin(e, n) => Expr::RepMin(g(e), n),
            Expr::RepMax(e, n) => Expr::RepMax(g(e), n),
            Expr::RepMinMax(e, n, m) => Expr::RepMinMax(g(e), n, m),
            leaf => leaf,
        }
    }
}
