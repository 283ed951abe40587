//! A pest expression as a railroad diagram: sequences, choices, optional and repeated parts,
//! literals, lookaheads as labelled boxes, rule references as (linked) non-terminals.

use pest_meta::ast::Expr;
use railroad::{
    Choice, Comment, Diagram, Empty, End, LabeledBox, Link, Node, NonTerminal, Optional, Repeat,
    Sequence, Start, Terminal,
};

/// Extra CSS on top of the railroad crate's default: pest built-ins (ANY, ASCII_DIGIT, PEEK...)
/// are drawn dashed and pale, since they have no diagram of their own to link to.
const EXTRA_CSS: &str = "
svg.railroad g[data-builtin] > rect { fill: hsl(0, 0%, 97%); stroke-dasharray: 4px 2px; }
svg.railroad a:hover rect { fill: hsl(50, 90%, 80%); }
";

/// How rule references are drawn: which names are rules of the grammar, and where each links.
pub struct Refs<'a> {
    pub is_rule: &'a dyn Fn(&str) -> bool,
    pub href: &'a dyn Fn(&str) -> String,
}

/// The whole diagram of a rule: start, its expression, end.
pub fn rule(expr: &Expr, refs: &Refs<'_>) -> Diagram<Sequence<Box<dyn Node>>> {
    let mut parts: Vec<Box<dyn Node>> = vec![Box::new(Start)];
    match expr {
        // A top-level sequence is laid out on the main line itself.
        Expr::Seq(..) => parts.extend(flatten_seq(expr).into_iter().map(|e| node(e, refs))),
        _ => parts.push(node(expr, refs)),
    }
    parts.push(Box::new(End));
    let mut diagram = Diagram::with_default_css(Sequence::new(parts));
    diagram.add_css(EXTRA_CSS);
    // Explicit dimensions keep one scale for every diagram when embedded in a page.
    let (width, height) = (diagram.width().to_string(), diagram.height().to_string());
    diagram.attr("width".to_owned()).or_insert(width);
    diagram.attr("height".to_owned()).or_insert(height);
    diagram
}

fn node(expr: &Expr, refs: &Refs<'_>) -> Box<dyn Node> {
    match expr {
        Expr::Str(s) => terminal(format!("{s:?}")),
        Expr::Insens(s) => terminal(format!("^{s:?}")),
        Expr::Range(a, b) => terminal(format!("'{}'..'{}'", a.escape_debug(), b.escape_debug())),
        Expr::Ident(name) if (refs.is_rule)(name) => {
            Box::new(Link::new(NonTerminal::new(name.clone()), (refs.href)(name)))
        }
        Expr::Ident(name) => builtin(name.clone()),
        Expr::PeekSlice(start, end) => {
            let end = end.map_or(String::new(), |e| e.to_string());
            builtin(format!("PEEK[{start}..{end}]"))
        }
        Expr::PosPred(e) => labelled(node(e, refs), "& followed by (consumes nothing)"),
        Expr::NegPred(e) => labelled(node(e, refs), "! not followed by"),
        Expr::Seq(..) => Box::new(Sequence::new(
            flatten_seq(expr)
                .into_iter()
                .map(|e| node(e, refs))
                .collect(),
        )),
        Expr::Choice(..) => Box::new(Choice::new(
            flatten_choice(expr)
                .into_iter()
                .map(|e| node(e, refs))
                .collect(),
        )),
        Expr::Opt(e) => Box::new(Optional::new(node(e, refs))),
        Expr::Rep(e) => Box::new(Optional::new(Repeat::new(node(e, refs), Empty))),
        Expr::RepOnce(e) => Box::new(Repeat::new(node(e, refs), Empty)),
        Expr::RepExact(e, n) => counted(node(e, refs), 1, format!("{n} times")),
        Expr::RepMin(e, n) => counted(node(e, refs), *n, format!("{n} or more times")),
        Expr::RepMax(e, n) => counted(node(e, refs), 0, format!("at most {n} times")),
        Expr::RepMinMax(e, m, n) => counted(node(e, refs), *m, format!("{m} to {n} times")),
        Expr::Skip(strings) => builtin(format!("skip until one of {strings:?}")),
        Expr::Push(e) => labelled(node(e, refs), "PUSH: matched text goes on the stack"),
    }
}

fn terminal(label: String) -> Box<dyn Node> {
    Box::new(Terminal::new(label))
}

fn builtin(label: String) -> Box<dyn Node> {
    let mut n = NonTerminal::new(label);
    n.attr("data-builtin".to_owned())
        .or_insert("true".to_owned());
    Box::new(n)
}

fn labelled(inner: Box<dyn Node>, label: &str) -> Box<dyn Node> {
    Box::new(LabeledBox::new(inner, Comment::new(label.to_owned())))
}

/// A loop whose return path says how many times; optional when `min` is 0.
fn counted(inner: Box<dyn Node>, min: u32, how_many: String) -> Box<dyn Node> {
    let repeat = Repeat::new(inner, Comment::new(how_many));
    if min == 0 {
        Box::new(Optional::new(repeat))
    } else {
        Box::new(repeat)
    }
}

/// `a ~ b ~ c` as [a, b, c] (pest_meta nests sequences two at a time).
fn flatten_seq(expr: &Expr) -> Vec<&Expr> {
    match expr {
        Expr::Seq(a, b) => {
            let mut v = flatten_seq(a);
            v.extend(flatten_seq(b));
            v
        }
        _ => vec![expr],
    }
}

/// `a | b | c` as [a, b, c].
fn flatten_choice(expr: &Expr) -> Vec<&Expr> {
    match expr {
        Expr::Choice(a, b) => {
            let mut v = flatten_choice(a);
            v.extend(flatten_choice(b));
            v
        }
        _ => vec![expr],
    }
}
