//! Railroad diagrams (SVG, drawn by the railroad crate) of a grammar's rules, from the
//! notation-neutral model (pest's or ABNF's): sequences (concatenations), choices
//! (alternations), optional and repeated parts (ABNF's `n*m` as a loop saying how often),
//! literals and ranges as rounded boxes (as the grammar writes them, when it kept that), rule references as square boxes (each carries `data-rule`, and a link when
//! asked), built-ins dashed, lookaheads and constructs the tools do not run as labelled frames.
//! Given a [`Path`] (from a [`Trace`]), the nodes the input went through carry `data-taken` and
//! each loop says how often it was taken. [`page`] lays out a whole grammar.

pub mod page;

use crate::grammar::{Expr, ExprId, ExprKind, Rule};
use crate::peg::{Step, Trace};
use railroad::{
    Choice, Comment, Diagram, Empty, End, LabeledBox, Link, Node, NonTerminal, Optional, Repeat,
    Sequence, Start, Terminal,
};
use std::collections::{HashMap, HashSet};
use std::ops::Range;

/// How the marks and links look, on top of the railroad crate's default style sheet: built-ins
/// dashed and pale (they have no diagram to link to), the input's path lit.
pub const PATH_CSS: &str = "
svg.railroad g[data-builtin] > rect { fill: hsl(0, 0%, 97%); stroke-dasharray: 4px 2px; }
svg.railroad g[data-taken] > rect { fill: hsl(45, 100%, 72%); stroke: hsl(25, 100%, 40%); stroke-width: 3px; }
svg.railroad g[data-rule] { cursor: pointer; }
svg.railroad a:hover rect { fill: hsl(50, 90%, 80%); }
svg.railroad text.comment[data-taken] { fill: hsl(25, 100%, 35%); font-weight: bold; }
";

/// The whole style sheet diagrams need when they carry none of their own.
pub fn style_sheet() -> String {
    format!("{}\n{PATH_CSS}", railroad::DEFAULT_CSS)
}

/// How to draw.
#[derive(Clone, Copy, Default)]
pub struct Style<'a> {
    /// Where a rule reference links, if anywhere (`RULE.svg` between standalone files,
    /// `#RULE` within a page).
    pub link: Option<&'a dyn Fn(&str) -> String>,
    /// The input's path to light, if any.
    pub path: Option<&'a Path>,
    /// Whether the SVG carries its own style sheet (a standalone file), or relies on the
    /// page's ([`style_sheet`]).
    pub standalone: bool,
}

/// What an input's path went through, for drawing: from a [`Trace`], the steps outside
/// lookaheads.
#[derive(Clone, Debug, Default)]
pub struct Path {
    taken: HashSet<ExprId>,
    rounds: HashMap<ExprId, Vec<usize>>,
    visits: Vec<Visit>,
}

/// A rule on the path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Visit {
    /// The rule's index in the grammar.
    pub rule: usize,
    /// The spans it matched, in the order the path went through it.
    pub spans: Vec<Range<usize>>,
}

impl Path {
    /// The path of `trace`.
    pub fn from_trace(trace: &Trace) -> Path {
        let mut path = Path::default();
        let mut index: HashMap<usize, usize> = HashMap::new();
        for event in trace.events.iter().filter(|e| !e.in_lookahead) {
            match &event.step {
                Step::Matched(id) => {
                    path.taken.insert(*id);
                }
                Step::Rounds(id, n) => path.rounds.entry(*id).or_default().push(*n),
                Step::Alternative(..) => {}
                Step::Rule { rule, span } => {
                    let at = *index.entry(*rule).or_insert_with(|| {
                        path.visits.push(Visit {
                            rule: *rule,
                            spans: Vec::new(),
                        });
                        path.visits.len() - 1
                    });
                    path.visits[at].spans.push(span.clone());
                }
            }
        }
        path
    }

    /// The rules the path went through, in the order it first entered them.
    pub fn visits(&self) -> &[Visit] {
        &self.visits
    }
}

/// The diagram of `rule`, as SVG.
///
/// ```
/// use railurl_grammar_tools::{pest::load, railroad::{diagram, Style}};
/// let grammar = load("pair = { key ~ \"=\" ~ key }\nkey = @{ ASCII_ALPHA+ }").unwrap().grammar;
/// let link = |name: &str| format!("{name}.svg");
/// let svg = diagram(&grammar.rules[0], Style { link: Some(&link), ..Style::default() });
/// assert!(svg.starts_with("<svg") && svg.contains("href=\"key.svg\""));
/// ```
pub fn diagram(rule: &Rule, style: Style<'_>) -> String {
    let mut parts: Vec<Box<dyn Node>> = vec![Box::new(Start)];
    match &rule.expr.kind {
        // A top-level sequence is laid out on the main line itself.
        ExprKind::Sequence(items) => parts.extend(items.iter().map(|e| node(e, style))),
        _ => parts.push(node(&rule.expr, style)),
    }
    parts.push(Box::new(End));
    let mut diagram = if style.standalone {
        let mut diagram = Diagram::with_default_css(Sequence::new(parts));
        diagram.add_css(PATH_CSS);
        diagram
    } else {
        Diagram::new(Sequence::new(parts))
    };
    // Explicit dimensions keep one scale for every diagram when embedded in a page.
    let (width, height) = (diagram.width().to_string(), diagram.height().to_string());
    diagram.attr("width".to_owned()).or_insert(width);
    diagram.attr("height".to_owned()).or_insert(height);
    diagram.to_string()
}

fn node(expr: &Expr, style: Style<'_>) -> Box<dyn Node> {
    let inner = |e: &Expr| node(e, style);
    match &expr.kind {
        // A terminal as its grammar writes it, when the front-end kept that (ABNF's `"a"`
        // is case-insensitive, `%x41-5A` a range); else in pest's spelling.
        ExprKind::Literal { .. } | ExprKind::Range { .. } if expr.written.is_some() => {
            let label = expr.written.clone().unwrap_or_default();
            leaf(expr, Leaf::Literal, label, style)
        }
        ExprKind::Literal {
            text,
            case_insensitive,
        } => {
            let caret = if *case_insensitive { "^" } else { "" };
            leaf(expr, Leaf::Literal, format!("{caret}{text:?}"), style)
        }
        ExprKind::Range { from, to } => {
            let label = format!("'{}'..'{}'", from.escape_debug(), to.escape_debug());
            leaf(expr, Leaf::Literal, label, style)
        }
        ExprKind::Rule(name) => leaf(expr, Leaf::Rule, name.clone(), style),
        ExprKind::Builtin(name) => leaf(expr, Leaf::Builtin, name.clone(), style),
        ExprKind::Sequence(items) => Box::new(Sequence::new(items.iter().map(inner).collect())),
        ExprKind::Choice(items) => Box::new(Choice::new(items.iter().map(inner).collect())),
        ExprKind::Optional(e) => Box::new(Optional::new(inner(e))),
        ExprKind::Repeat { expr: e, min, max } => {
            let times = |n: &u32| match n {
                1 => "once".to_owned(),
                n => format!("{n} times"),
            };
            let how_many = match (min, max) {
                (0 | 1, None) => String::new(),
                (n, None) => format!("{n} or more times"),
                (m, Some(n)) if m == n => times(n),
                (0, Some(n)) => format!("at most {}", times(n)),
                (m, Some(n)) => format!("{m} to {n} times"),
            };
            let repeat = repeat(expr.id, inner(e), &how_many, style.path);
            if *min == 0 {
                Box::new(Optional::new(repeat))
            } else {
                repeat
            }
        }
        ExprKind::Lookahead { expr: e, positive } => {
            let label = if *positive {
                "& followed by (consumes nothing)"
            } else {
                "! not followed by"
            };
            labelled(inner(e), label)
        }
        ExprKind::Other { label, inner: None } => leaf(expr, Leaf::Builtin, label.clone(), style),
        ExprKind::Other {
            label,
            inner: Some(e),
        } => labelled(inner(e), label),
    }
}

/// What a leaf is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Leaf {
    Literal,
    Rule,
    Builtin,
}

/// A literal, built-in or rule reference, marked when the path took it.
fn leaf(expr: &Expr, kind: Leaf, label: String, style: Style<'_>) -> Box<dyn Node> {
    let mut attributes = Vec::new();
    if style.path.is_some_and(|p| p.taken.contains(&expr.id)) {
        attributes.push(("data-taken", "true".to_owned()));
    }
    match kind {
        Leaf::Builtin => attributes.push(("data-builtin", "true".to_owned())),
        // A page finds a rule reference's diagram by this name.
        Leaf::Rule => attributes.push(("data-rule", label.clone())),
        Leaf::Literal => {}
    }
    let link = style.link.filter(|_| kind == Leaf::Rule).map(|f| f(&label));
    if kind == Leaf::Literal {
        let mut terminal = Terminal::new(label);
        for (k, v) in attributes {
            terminal.attr(k.to_owned()).or_insert(v);
        }
        return Box::new(terminal);
    }
    let mut non_terminal = NonTerminal::new(label);
    for (k, v) in attributes {
        non_terminal.attr(k.to_owned()).or_insert(v);
    }
    match link {
        Some(href) => Box::new(Link::new(non_terminal, href)),
        None => Box::new(non_terminal),
    }
}

/// A loop whose return path says how often it may go round and how often the input's path
/// went round it (per time it was reached, at most eight shown).
fn repeat(id: ExprId, inner: Box<dyn Node>, how_many: &str, path: Option<&Path>) -> Box<dyn Node> {
    let rounds = path.and_then(|p| p.rounds.get(&id));
    let taken = rounds.map(|rounds| {
        let shown: Vec<String> = rounds.iter().take(8).map(|n| format!("×{n}")).collect();
        let more = if rounds.len() > 8 { " …" } else { "" };
        format!("taken {}{more}", shown.join(" "))
    });
    let label = match (how_many, taken) {
        ("", None) => return Box::new(Repeat::new(inner, Empty)),
        ("", Some(taken)) => taken,
        (h, None) => h.to_owned(),
        (h, Some(taken)) => format!("{h}; {taken}"),
    };
    let mut comment = Comment::new(label);
    if rounds.is_some() {
        comment
            .attr("data-taken".to_owned())
            .or_insert("true".to_owned());
    }
    Box::new(Repeat::new(inner, comment))
}

fn labelled(inner: Box<dyn Node>, label: &str) -> Box<dyn Node> {
    Box::new(LabeledBox::new(inner, Comment::new(label.to_owned())))
}
