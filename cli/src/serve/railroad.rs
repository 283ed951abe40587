//! The railroad pane: the diagrams of the rules an input went through, with the path it took
//! highlighted. A small PEG interpreter with pest's semantics runs the grammar's AST (as
//! pest_meta reads it) on the input and keeps a log of the successful path only (the log is
//! cut back whenever an attempt fails, as pest restores its queue): each literal, built-in or
//! rule reference that matched, and how many times each repetition went round. The diagrams
//! are drawn with the railroad crate, as `examples/railroad` draws them; a node on the path
//! carries `data-taken`, a repetition's loop says how many times it was taken, and a choice's
//! taken alternative is the one whose nodes are lit.
//!
//! The interpreter follows the URL grammar's constructs: no implicit whitespace (`WHITESPACE`,
//! `COMMENT`) and no stack (`PUSH`, `PEEK`); a grammar using them gets an error, not a wrong
//! path. A step budget bounds an edited grammar's backtracking.

use pest_meta::ast::{Expr, Rule as AstRule};
use pest_meta::parser::{self, Rule as MetaRule};
use railroad::{
    Choice, Comment, Diagram, Empty, End, LabeledBox, Node, NonTerminal, Optional, Repeat,
    Sequence, Start, Terminal,
};
use serde::Serialize;
use std::collections::{HashMap, HashSet};

/// The most interpreter steps one trace may take.
const STEP_LIMIT: usize = 2_000_000;
/// The most diagrams one answer carries.
const MAX_DIAGRAMS: usize = 60;

/// One rule's diagram.
#[derive(Debug, Serialize)]
pub struct RuleDiagram {
    /// The rule's name.
    pub rule: String,
    /// How many times the input's path went through it.
    pub visits: usize,
    /// The SVG, with the path highlighted.
    pub svg: String,
}

/// What the successful path took, by the address of each expression in the AST.
#[derive(Default)]
struct Path {
    /// Literals, built-ins and rule references that matched.
    taken: HashSet<usize>,
    /// For each repetition, how many times it went round, per time it was reached.
    rounds: HashMap<usize, Vec<usize>>,
    /// Rules in the order the path first entered them, with their visit counts.
    rules: Vec<(String, usize)>,
}

/// A log entry of the interpreter.
enum Hit<'g> {
    /// A literal, built-in or rule reference matched.
    Taken(usize),
    /// A repetition went round this many times.
    Rounds(usize, usize),
    /// The path entered a rule.
    Rule(&'g str),
}

/// The diagrams of the rules `entry` goes through on `input` in the grammar `text`, in the
/// order the path enters them (at most [`MAX_DIAGRAMS`]).
pub fn diagrams(text: &str, entry: &str, input: &str) -> Result<Vec<RuleDiagram>, String> {
    super::limits::compile_phase();
    let parsed = parser::parse(MetaRule::grammar_rules, text);
    super::limits::run_phase();
    let pairs =
        parsed.map_err(|e| format!("the grammar does not parse: {}", e.variant.message()))?;
    let rules = parser::consume_rules(pairs)
        .map_err(|errors| format!("the grammar does not compile ({} errors)", errors.len()))?;
    if let Some(r) = rules
        .iter()
        .find(|r| r.name == "WHITESPACE" || r.name == "COMMENT")
    {
        return Err(format!(
            "the railroad cannot follow a grammar with implicit {} rules",
            r.name
        ));
    }
    let by_name: HashMap<&str, &AstRule> = rules.iter().map(|r| (r.name.as_str(), r)).collect();
    let mut interpreter = Interpreter {
        rules: &by_name,
        input: input.as_bytes(),
        log: Vec::new(),
        depth: 0,
        steps: 0,
    };
    let end = interpreter.rule(entry, 0);
    if interpreter.steps > STEP_LIMIT {
        return Err(format!(
            "the railroad gave up after {STEP_LIMIT} steps: the grammar backtracks too much on this input"
        ));
    }
    match end {
        Some(end) if end == input.len() => {}
        Some(end) => return Err(format!("{entry} matched only the first {end} bytes")),
        None => return Err(format!("{entry} does not match the input")),
    }
    let mut path = Path::default();
    let mut index: HashMap<&str, usize> = HashMap::new();
    for hit in &interpreter.log {
        match *hit {
            Hit::Taken(at) => {
                path.taken.insert(at);
            }
            Hit::Rounds(at, n) => path.rounds.entry(at).or_default().push(n),
            Hit::Rule(name) => match index.get(name) {
                Some(&i) => path.rules[i].1 += 1,
                None => {
                    index.insert(name, path.rules.len());
                    path.rules.push((name.to_owned(), 1));
                }
            },
        }
    }
    let is_rule = |name: &str| by_name.contains_key(name);
    Ok(path
        .rules
        .iter()
        .take(MAX_DIAGRAMS)
        .filter_map(|(name, visits)| {
            let rule = by_name.get(name.as_str())?;
            Some(RuleDiagram {
                rule: name.clone(),
                visits: *visits,
                svg: draw(&rule.expr, &path, &is_rule).to_string(),
            })
        })
        .collect())
}

/// The address of an expression, its identity in [`Path`].
fn id(expr: &Expr) -> usize {
    expr as *const Expr as usize
}

/// The PEG interpreter (see the module docs).
struct Interpreter<'g, 'i> {
    rules: &'g HashMap<&'g str, &'g AstRule>,
    input: &'i [u8],
    log: Vec<Hit<'g>>,
    depth: usize,
    steps: usize,
}

impl<'g> Interpreter<'g, '_> {
    fn rule(&mut self, name: &str, at: usize) -> Option<usize> {
        let rule = *self.rules.get(name)?;
        if self.depth > 500 {
            return None;
        }
        self.depth += 1;
        let mark = self.log.len();
        self.log.push(Hit::Rule(&rule.name));
        let result = self.expr(&rule.expr, at);
        if result.is_none() {
            self.log.truncate(mark);
        }
        self.depth -= 1;
        result
    }

    fn expr(&mut self, expr: &'g Expr, at: usize) -> Option<usize> {
        self.steps += 1;
        if self.steps > STEP_LIMIT {
            return None;
        }
        let input = self.input;
        let rest = input.get(at..)?;
        let end = match expr {
            Expr::Str(s) => rest.starts_with(s.as_bytes()).then(|| at + s.len()),
            Expr::Insens(s) => rest
                .get(..s.len())
                .filter(|b| b.eq_ignore_ascii_case(s.as_bytes()))
                .map(|_| at + s.len()),
            Expr::Range(lo, hi) => {
                let c = std::str::from_utf8(rest).ok()?.chars().next()?;
                let (lo, hi) = (lo.chars().next()?, hi.chars().next()?);
                (lo..=hi).contains(&c).then(|| at + c.len_utf8())
            }
            Expr::Ident(name) if !self.rules.contains_key(name.as_str()) => {
                builtin(name, input, at)
            }
            Expr::Ident(name) => self.rule(name, at),
            Expr::PosPred(e) | Expr::NegPred(e) => {
                let mark = self.log.len();
                let matched = self.expr(e, at).is_some();
                // A lookahead consumes nothing and is not part of the path.
                self.log.truncate(mark);
                return (matched == matches!(expr, Expr::PosPred(_))).then_some(at);
            }
            Expr::Seq(a, b) => {
                let mark = self.log.len();
                let result = self.expr(a, at).and_then(|mid| self.expr(b, mid));
                if result.is_none() {
                    self.log.truncate(mark);
                }
                return result;
            }
            Expr::Choice(a, b) => {
                let mark = self.log.len();
                if let Some(end) = self.expr(a, at) {
                    return Some(end);
                }
                self.log.truncate(mark);
                let result = self.expr(b, at);
                if result.is_none() {
                    self.log.truncate(mark);
                }
                return result;
            }
            Expr::Opt(e) => return Some(self.expr(e, at).unwrap_or(at)),
            Expr::Rep(e) => return self.repeat(expr, e, at, 0, usize::MAX),
            Expr::RepOnce(e) => return self.repeat(expr, e, at, 1, usize::MAX),
            Expr::RepExact(e, n) => return self.repeat(expr, e, at, *n as usize, *n as usize),
            Expr::RepMin(e, n) => return self.repeat(expr, e, at, *n as usize, usize::MAX),
            Expr::RepMax(e, n) => return self.repeat(expr, e, at, 0, *n as usize),
            Expr::RepMinMax(e, lo, hi) => {
                return self.repeat(expr, e, at, *lo as usize, *hi as usize)
            }
            // The stack and skipping are not followed (see the module docs).
            _ => None,
        };
        if end.is_some() {
            self.log.push(Hit::Taken(id(expr)));
        }
        end
    }

    fn repeat(
        &mut self,
        whole: &'g Expr,
        e: &'g Expr,
        at: usize,
        min: usize,
        max: usize,
    ) -> Option<usize> {
        let mark = self.log.len();
        let (mut pos, mut count) = (at, 0);
        while count < max {
            let before = self.log.len();
            match self.expr(e, pos) {
                // An iteration that consumes nothing ends the loop.
                Some(next) if next > pos => {
                    pos = next;
                    count += 1;
                }
                Some(_) if count < min => count += 1,
                _ => {
                    self.log.truncate(before);
                    break;
                }
            }
        }
        if count < min {
            self.log.truncate(mark);
            return None;
        }
        self.log.push(Hit::Rounds(id(whole), count));
        Some(pos)
    }
}

/// pest's built-in rules the URL grammar uses.
fn builtin(name: &str, input: &[u8], at: usize) -> Option<usize> {
    let byte = |f: fn(&u8) -> bool| input.get(at).filter(|b| f(b)).map(|_| at + 1);
    match name {
        "ANY" => {
            let c = std::str::from_utf8(input.get(at..)?).ok()?.chars().next()?;
            Some(at + c.len_utf8())
        }
        "EOI" => (at == input.len()).then_some(at),
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
        "NEWLINE" => {
            let rest = input.get(at..)?;
            [&b"\r\n"[..], b"\n", b"\r"]
                .iter()
                .find(|n| rest.starts_with(n))
                .map(|n| at + n.len())
        }
        _ => None,
    }
}

/// A rule's diagram with the path marked.
fn draw(
    expr: &Expr,
    path: &Path,
    is_rule: &dyn Fn(&str) -> bool,
) -> Diagram<Sequence<Box<dyn Node>>> {
    let mut parts: Vec<Box<dyn Node>> = vec![Box::new(Start)];
    match expr {
        Expr::Seq(..) => parts.extend(
            flatten_seq(expr)
                .into_iter()
                .map(|e| node(e, path, is_rule)),
        ),
        _ => parts.push(node(expr, path, is_rule)),
    }
    parts.push(Box::new(End));
    let mut diagram = Diagram::new(Sequence::new(parts));
    let (width, height) = (diagram.width().to_string(), diagram.height().to_string());
    diagram.attr("width".to_owned()).or_insert(width);
    diagram.attr("height".to_owned()).or_insert(height);
    diagram
}

/// A leaf (a literal, a built-in or a rule reference), marked when the path took it.
fn leaf(expr: &Expr, label: String, kind: &str, path: &Path) -> Box<dyn Node> {
    let mut attributes = Vec::new();
    if path.taken.contains(&id(expr)) {
        attributes.push(("data-taken", "true".to_owned()));
    }
    match kind {
        "builtin" => attributes.push(("data-builtin", "true".to_owned())),
        // The page links a rule reference to its diagram by this name.
        "rule" => attributes.push(("data-rule", label.clone())),
        _ => {}
    }
    if kind == "terminal" {
        let mut t = Terminal::new(label);
        for (k, v) in attributes {
            t.attr(k.to_owned()).or_insert(v);
        }
        Box::new(t)
    } else {
        let mut n = NonTerminal::new(label);
        for (k, v) in attributes {
            n.attr(k.to_owned()).or_insert(v);
        }
        Box::new(n)
    }
}

fn node(expr: &Expr, path: &Path, is_rule: &dyn Fn(&str) -> bool) -> Box<dyn Node> {
    match expr {
        Expr::Str(s) => leaf(expr, format!("{s:?}"), "terminal", path),
        Expr::Insens(s) => leaf(expr, format!("^{s:?}"), "terminal", path),
        Expr::Range(a, b) => leaf(
            expr,
            format!("'{}'..'{}'", a.escape_debug(), b.escape_debug()),
            "terminal",
            path,
        ),
        Expr::Ident(name) if is_rule(name) => leaf(expr, name.clone(), "rule", path),
        Expr::Ident(name) => leaf(expr, name.clone(), "builtin", path),
        Expr::PosPred(e) => labelled(node(e, path, is_rule), "& followed by (consumes nothing)"),
        Expr::NegPred(e) => labelled(node(e, path, is_rule), "! not followed by"),
        Expr::Seq(..) => Box::new(Sequence::new(
            flatten_seq(expr)
                .into_iter()
                .map(|e| node(e, path, is_rule))
                .collect(),
        )),
        Expr::Choice(..) => Box::new(Choice::new(
            flatten_choice(expr)
                .into_iter()
                .map(|e| node(e, path, is_rule))
                .collect(),
        )),
        Expr::Opt(e) => Box::new(Optional::new(node(e, path, is_rule))),
        Expr::Rep(e) => Box::new(Optional::new(repeat(
            expr,
            node(e, path, is_rule),
            "",
            path,
        ))),
        Expr::RepOnce(e) => repeat(expr, node(e, path, is_rule), "", path),
        Expr::RepExact(e, n) => repeat(expr, node(e, path, is_rule), &format!("{n} times"), path),
        Expr::RepMin(e, n) => {
            let r = repeat(
                expr,
                node(e, path, is_rule),
                &format!("{n} or more times"),
                path,
            );
            if *n == 0 {
                Box::new(Optional::new(r))
            } else {
                r
            }
        }
        Expr::RepMax(e, n) => Box::new(Optional::new(repeat(
            expr,
            node(e, path, is_rule),
            &format!("at most {n} times"),
            path,
        ))),
        Expr::RepMinMax(e, m, n) => {
            let r = repeat(
                expr,
                node(e, path, is_rule),
                &format!("{m} to {n} times"),
                path,
            );
            if *m == 0 {
                Box::new(Optional::new(r))
            } else {
                r
            }
        }
        Expr::PeekSlice(start, end) => {
            let end = end.map_or(String::new(), |e| e.to_string());
            leaf(expr, format!("PEEK[{start}..{end}]"), "builtin", path)
        }
        Expr::Skip(strings) => leaf(
            expr,
            format!("skip until one of {strings:?}"),
            "builtin",
            path,
        ),
        Expr::Push(e) => labelled(node(e, path, is_rule), "PUSH"),
        #[allow(unreachable_patterns)]
        _ => leaf(expr, "(not drawn)".to_owned(), "builtin", path),
    }
}

/// A loop whose return path says how often it may go round and how often the input's path
/// went round it (per time it was reached, at most eight shown).
fn repeat(whole: &Expr, inner: Box<dyn Node>, how_many: &str, path: &Path) -> Box<dyn Node> {
    let taken = path.rounds.get(&id(whole)).map(|rounds| {
        let shown: Vec<String> = rounds.iter().take(8).map(|n| format!("×{n}")).collect();
        let more = if rounds.len() > 8 { " …" } else { "" };
        format!("taken {}{more}", shown.join(" "))
    });
    let label = match (how_many, taken) {
        ("", None) => None,
        ("", Some(t)) => Some(t),
        (h, None) => Some(h.to_owned()),
        (h, Some(t)) => Some(format!("{h}; {t}")),
    };
    match label {
        Some(label) => {
            let mut comment = Comment::new(label);
            if path.rounds.contains_key(&id(whole)) {
                comment
                    .attr("data-taken".to_owned())
                    .or_insert("true".to_owned());
            }
            Box::new(Repeat::new(inner, comment))
        }
        None => Box::new(Repeat::new(inner, Empty)),
    }
}

fn labelled(inner: Box<dyn Node>, label: &str) -> Box<dyn Node> {
    Box::new(LabeledBox::new(inner, Comment::new(label.to_owned())))
}

/// `a ~ b ~ c` as [a, b, c].
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_through_the_builtin_grammar_is_marked() {
        let text = super::super::grammar::builtin_text();
        let diagrams = diagrams(text, "url_without_base", "https://h/a/b/c").unwrap();
        let names: Vec<&str> = diagrams.iter().map(|d| d.rule.as_str()).collect();
        assert_eq!(names[0], "url_without_base");
        assert!(names.contains(&"special_scheme"), "{names:?}");
        let entry = &diagrams[0].svg;
        assert!(entry.starts_with("<svg"), "{entry}");
        assert!(entry.contains("data-taken"));
        // The segments after the first are a run of plain steps: the repetition of its
        // stretch's plain steps ("/" and a segment) says it went round twice ("/b", "/c").
        let steps = diagrams
            .iter()
            .find(|d| d.rule == "special_plain_stretch")
            .unwrap();
        assert!(steps.svg.contains("taken ×2"), "{}", steps.svg);
        let visits = |rule: &str| diagrams.iter().find(|d| d.rule == rule).unwrap().visits;
        assert_eq!(visits("special_segment"), 1);
        assert_eq!(visits("special_plain_segment"), 2);
    }

    #[test]
    fn an_exponential_grammar_is_given_up_on() {
        let text = "url_without_base = { s ~ !ANY }\ns = { \"a\" ~ s ~ \"b\" | \"a\" ~ s ~ \"c\" | \"a\" }\n";
        let error = diagrams(text, "url_without_base", &"a".repeat(60)).unwrap_err();
        assert!(error.contains("gave up"), "{error}");
    }
}
