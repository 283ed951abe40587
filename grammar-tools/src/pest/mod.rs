//! The front-end for pest grammars (`.pest`): the text read and checked as pest_derive would
//! (pest_meta's parser, validator and left-recursion check), turned into the
//! notation-neutral [`Grammar`] with each rule's `///` doc and section heading, and compiled
//! (pest_meta's optimizer) into the rules pest_vm runs ([`Compiled`]).

mod notes;
mod shape;

use crate::grammar::{Expr, ExprBuilder, ExprKind, Grammar, Notation, Rule, RuleKind};
use crate::source::GrammarError;
use ::pest::error::{Error, LineColLocation};
use pest_meta::ast::{Expr as PestExpr, Rule as AstRule, RuleType};
use pest_meta::optimizer::{self, OptimizedRule};
use pest_meta::parser::{self, Rule as MetaRule};
use pest_meta::validator;
use std::collections::BTreeSet;

pub use shape::{MAX_NESTING, MAX_OPERATORS};

/// A grammar read: the neutral model, and the rules compiled for pest_vm.
#[derive(Debug)]
pub struct Loaded {
    /// The rules as written, with their docs and sections.
    pub grammar: Grammar,
    /// The same rules, optimized as pest_derive would, for [`crate::pairs::Runner`].
    pub compiled: Compiled,
}

/// A grammar compiled for pest_vm.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The optimized rules.
    pub rules: Vec<OptimizedRule>,
    /// Every rule's name (pest_vm panics on a rule it does not have, so callers ask first).
    pub names: BTreeSet<String>,
}

/// Read `text` as pest_derive would: parse, validate (undefined rules, left recursion, ...),
/// optimize. Errors are sorted by position. Before pest_meta sees it, a text nested deeper
/// than [`MAX_NESTING`] parentheses, or with a rule of more than [`MAX_OPERATORS`] operators,
/// is refused: pest_meta recurses once per level, and would overflow the stack.
///
/// ```
/// use railurl_grammar_tools::pest::load;
/// let loaded = load("/// One or more a.\nas = { \"a\"+ }\n").unwrap();
/// assert_eq!(loaded.grammar.rules[0].doc, ["One or more a."]);
/// assert!(loaded.compiled.names.contains("as"));
/// let errors = load("a = { b }").unwrap_err();
/// assert_eq!((errors[0].line, errors[0].column), (1, 7));
/// assert_eq!(errors[0].message, "rule b is undefined");
/// ```
pub fn load(text: &str) -> Result<Loaded, Vec<GrammarError>> {
    shape::check(text)?;
    let pairs = parser::parse(MetaRule::grammar_rules, text).map_err(|e| errors(vec![e]))?;
    validator::validate_pairs(pairs.clone()).map_err(errors)?;
    let ast = parser::consume_rules(pairs.clone()).map_err(errors)?;
    let notes = notes::read(text, pairs);
    let defined: BTreeSet<&str> = ast.iter().map(|r| r.name.as_str()).collect();
    let mut builder = Neutral {
        ids: ExprBuilder::default(),
        defined: &defined,
    };
    let rules = ast
        .iter()
        .map(|rule| {
            let note = notes.rules.get(&rule.name);
            Rule {
                name: rule.name.clone(),
                kind: kind(rule.ty),
                expr: builder.expr(&rule.expr),
                doc: note.map(|n| n.doc.clone()).unwrap_or_default(),
                section: note.and_then(|n| n.section.clone()),
            }
        })
        .collect();
    let grammar = Grammar {
        notation: Notation::Pest,
        intro: notes.intro,
        rules,
    };
    Ok(Loaded {
        grammar,
        compiled: compile(ast),
    })
}

/// The AST optimized for pest_vm, with its rule names.
fn compile(ast: Vec<AstRule>) -> Compiled {
    let names = ast.iter().map(|r| r.name.clone()).collect();
    Compiled {
        rules: optimizer::optimize(ast),
        names,
    }
}

/// pest_meta's errors as [`GrammarError`]s, in grammar order.
fn errors(errors: Vec<Error<MetaRule>>) -> Vec<GrammarError> {
    let mut errors: Vec<GrammarError> = errors.into_iter().map(error).collect();
    errors.sort_by_key(|e| (e.line, e.column));
    errors
}

fn error(error: Error<MetaRule>) -> GrammarError {
    let error = error.renamed_rules(parser::rename_meta_rule);
    let (line, column) = match error.line_col {
        LineColLocation::Pos(pos) | LineColLocation::Span(pos, _) => pos,
    };
    GrammarError {
        line,
        column,
        message: error.variant.message().into_owned(),
    }
}

fn kind(ty: RuleType) -> RuleKind {
    match ty {
        RuleType::Normal => RuleKind::Normal,
        RuleType::Silent => RuleKind::Silent,
        RuleType::Atomic => RuleKind::Atomic,
        RuleType::CompoundAtomic => RuleKind::CompoundAtomic,
        RuleType::NonAtomic => RuleKind::NonAtomic,
    }
}

/// Turns pest_meta's expressions into neutral ones: its binary sequences and choices
/// flattened into lists, its counted repetitions into one [`ExprKind::Repeat`], and a name
/// the grammar does not define into a built-in (pest_meta has checked it is one).
struct Neutral<'a> {
    ids: ExprBuilder,
    defined: &'a BTreeSet<&'a str>,
}

impl Neutral<'_> {
    fn expr(&mut self, expr: &PestExpr) -> Expr {
        let kind = match expr {
            PestExpr::Str(s) => ExprKind::Literal {
                text: s.clone(),
                case_insensitive: false,
            },
            PestExpr::Insens(s) => ExprKind::Literal {
                text: s.clone(),
                case_insensitive: true,
            },
            PestExpr::Range(from, to) => match (single(from), single(to)) {
                (Some(from), Some(to)) => ExprKind::Range { from, to },
                _ => other(format!("'{from}'..'{to}'"), None),
            },
            PestExpr::Ident(name) if self.defined.contains(name.as_str()) => {
                ExprKind::Rule(name.clone())
            }
            PestExpr::Ident(name) => ExprKind::Builtin(name.clone()),
            PestExpr::PeekSlice(start, end) => {
                let end = end.map_or(String::new(), |e| e.to_string());
                other(format!("PEEK[{start}..{end}]"), None)
            }
            PestExpr::PosPred(e) | PestExpr::NegPred(e) => ExprKind::Lookahead {
                expr: Box::new(self.expr(e)),
                positive: matches!(expr, PestExpr::PosPred(_)),
            },
            PestExpr::Seq(..) => ExprKind::Sequence(self.list(flatten(expr, true))),
            PestExpr::Choice(..) => ExprKind::Choice(self.list(flatten(expr, false))),
            PestExpr::Opt(e) => ExprKind::Optional(Box::new(self.expr(e))),
            PestExpr::Rep(e) => self.repeat(e, 0, None),
            PestExpr::RepOnce(e) => self.repeat(e, 1, None),
            PestExpr::RepExact(e, n) => self.repeat(e, *n, Some(*n)),
            PestExpr::RepMin(e, n) => self.repeat(e, *n, None),
            PestExpr::RepMax(e, n) => self.repeat(e, 0, Some(*n)),
            PestExpr::RepMinMax(e, m, n) => self.repeat(e, *m, Some(*n)),
            PestExpr::Skip(strings) => other(format!("skip until one of {strings:?}"), None),
            PestExpr::Push(e) => other("PUSH".to_owned(), Some(Box::new(self.expr(e)))),
        };
        self.ids.node(kind)
    }

    fn list(&mut self, items: Vec<&PestExpr>) -> Vec<Expr> {
        items.into_iter().map(|e| self.expr(e)).collect()
    }

    fn repeat(&mut self, e: &PestExpr, min: u32, max: Option<u32>) -> ExprKind {
        let expr = Box::new(self.expr(e));
        ExprKind::Repeat { expr, min, max }
    }
}

fn other(label: String, inner: Option<Box<Expr>>) -> ExprKind {
    ExprKind::Other { label, inner }
}

/// The one character of `s`, if it has exactly one.
fn single(s: &str) -> Option<char> {
    let mut chars = s.chars();
    chars.next().filter(|_| chars.next().is_none())
}

/// `a ~ b ~ c` as [a, b, c] (`sequence`), or `a | b | c` as [a, b, c]: pest_meta nests them
/// two at a time.
fn flatten(expr: &PestExpr, sequence: bool) -> Vec<&PestExpr> {
    match (expr, sequence) {
        (PestExpr::Seq(a, b), true) | (PestExpr::Choice(a, b), false) => {
            let mut list = flatten(a, sequence);
            list.extend(flatten(b, sequence));
            list
        }
        _ => vec![expr],
    }
}

/// An expression written in pest's notation (near enough to find it in the file).
///
/// ```
/// use railurl_grammar_tools::pest::{load, show};
/// let loaded = load("a = { \"x\" ~ (b | ^\"y\")* }\nb = { '0'..'9'{2} }").unwrap();
/// assert_eq!(show(&loaded.grammar.rules[0].expr), "\"x\" ~ (b | ^\"y\")*");
/// assert_eq!(show(&loaded.grammar.rules[1].expr), "'0'..'9'{2}");
/// ```
pub fn show(expr: &Expr) -> String {
    let group = |e: &Expr| match &e.kind {
        ExprKind::Sequence(_) => format!("({})", show(e)),
        _ => show(e),
    };
    let list = |items: &[Expr], separator: &str| {
        items.iter().map(show).collect::<Vec<_>>().join(separator)
    };
    match &expr.kind {
        ExprKind::Literal {
            text,
            case_insensitive,
        } => format!("{}{text:?}", if *case_insensitive { "^" } else { "" }),
        ExprKind::Range { from, to } => format!("'{from}'..'{to}'"),
        ExprKind::Rule(name) | ExprKind::Builtin(name) => name.clone(),
        ExprKind::Sequence(items) => list(items, " ~ "),
        ExprKind::Choice(items) => format!("({})", list(items, " | ")),
        ExprKind::Optional(e) => format!("{}?", group(e)),
        ExprKind::Repeat { expr, min, max } => {
            let count = match (min, max) {
                (0, None) => "*".to_owned(),
                (1, None) => "+".to_owned(),
                (n, None) => format!("{{{n},}}"),
                (0, Some(n)) => format!("{{,{n}}}"),
                (m, Some(n)) if m == n => format!("{{{n}}}"),
                (m, Some(n)) => format!("{{{m}, {n}}}"),
            };
            format!("{}{count}", group(expr))
        }
        ExprKind::Lookahead { expr, positive } => {
            format!("{}{}", if *positive { "&" } else { "!" }, show(expr))
        }
        ExprKind::Other { label, inner } => match inner {
            Some(inner) => format!("{label}({})", show(inner)),
            None => label.clone(),
        },
    }
}
