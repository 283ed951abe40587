//! The URL grammar at run time: an edited copy of `grammar/*.pest`, compiled by pest_meta and
//! run by pest_vm, driving the whole grammar engine through `railurl::syntax::with_grammar`.
//!
//! - [`runtime_parser`] turns grammar text into the parser the library takes.
//! - [`MUTATIONS`] are the edits a tinkerer makes (dropping a leniency rule, swapping two
//!   alternatives, widening a character set); `tests/grammar_mutations.rs` checks that each is
//!   caught, by the typed syntax tree's lowering or by the engine comparison.
//! - [`Coverage`] records which rules and which alternatives of each choice a set of inputs
//!   exercises, by running a small PEG interpreter over the grammar beside pest_vm.

use pest_meta::ast::{Expr, Rule as AstRule};
use pest_meta::parser::{self, Rule as MetaRule};
use railurl::syntax::{RuntimeNode, RuntimeParser, GRAMMAR_FILES};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;
use std::rc::Rc;

/// The built-in URL grammar's text: its files joined in order.
///
/// ```
/// let text = railurl_conformance::grammar::builtin_text()?;
/// assert!(text.contains("url_without_base = "));
/// # Ok::<(), String>(())
/// ```
pub fn builtin_text() -> Result<String, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../grammar");
    let mut text = String::new();
    for file in GRAMMAR_FILES {
        let path = dir.join(file);
        let part =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        text.push_str(&part);
        text.push('\n');
    }
    Ok(text)
}

/// Compile grammar text as pest_derive would, into the parser `with_grammar` takes: each
/// call runs the named rule with pest_vm and lists its pairs in pre-order with their depth.
/// A rule the grammar does not have is no match (pest_vm would panic on it). It is meant for
/// the entry rules the library runs, which match whole inputs.
///
/// ```
/// use railurl::{syntax::with_grammar, Url};
/// let text = railurl_conformance::grammar::builtin_text()?;
/// let parser = railurl_conformance::grammar::runtime_parser(&text)?;
/// let url = with_grammar(parser, || Url::parse("HTTP://h/a/../b"));
/// assert_eq!(url.map(|u| u.href().to_owned()), Ok("http://h/b".to_owned()));
/// # Ok::<(), String>(())
/// ```
pub fn runtime_parser(text: &str) -> Result<RuntimeParser, String> {
    let (_, rules) = pest_meta::parse_and_optimize(text).map_err(|errors| {
        errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    let names: BTreeSet<String> = rules.iter().map(|r| r.name.clone()).collect();
    let vm = pest_vm::Vm::new(rules);
    Ok(Rc::new(move |rule: &str, input: &str| {
        if !names.contains(rule) {
            return None;
        }
        let pairs = vm.parse(rule, input).ok()?;
        // A visible rule's match is its own pair, which says where it ends (the library asks
        // for the path step rules, which match a prefix). pest's pairs do not say where a
        // silent rule's match ends; the silent rules the library asks for are its entry
        // rules, each of which ends with `!ANY` or `ANY*`: a match is the whole input.
        let mut top = pairs.clone();
        let end = match (top.next(), top.next()) {
            (Some(only), None) if only.as_rule() == rule => only.as_span().end(),
            _ => input.len(),
        };
        let mut nodes = Vec::new();
        fn walk(
            pairs: pest::iterators::Pairs<'_, &str>,
            depth: usize,
            nodes: &mut Vec<RuntimeNode>,
        ) {
            for pair in pairs {
                let span = pair.as_span();
                nodes.push(RuntimeNode {
                    rule: pair.as_rule().to_owned(),
                    start: span.start(),
                    end: span.end(),
                    depth,
                });
                walk(pair.into_inner(), depth + 1, nodes);
            }
        }
        walk(pairs, 0, &mut nodes);
        Some((nodes, end))
    }))
}

/// An edit to the grammar text, as a tinkerer would make it.
#[derive(Clone, Copy, Debug)]
pub struct Mutation {
    /// What the edit does.
    pub name: &'static str,
    /// The text replaced (it must occur in the grammar).
    pub from: &'static str,
    /// What replaces it.
    pub to: &'static str,
}

impl Mutation {
    /// The grammar text with this edit made, or an error when the text to replace is absent.
    ///
    /// ```
    /// let text = railurl_conformance::grammar::builtin_text()?;
    /// for mutation in railurl_conformance::grammar::MUTATIONS {
    ///     assert_ne!(mutation.apply(&text)?, text);
    /// }
    /// # Ok::<(), String>(())
    /// ```
    pub fn apply(&self, text: &str) -> Result<String, String> {
        if !text.contains(self.from) {
            return Err(format!("{}: the grammar has no {:?}", self.name, self.from));
        }
        Ok(text.replacen(self.from, self.to, 1))
    }
}

/// The edits `tests/grammar_mutations.rs` makes, two of each kind.
pub const MUTATIONS: [Mutation; 6] = [
    Mutation {
        name: "drop a leniency rule: fewer than two slashes after a special scheme",
        from: "  | missing_solidus ~ special_authority ~ special_path\n",
        to: "",
    },
    Mutation {
        name: "drop a leniency rule: \"\\\" as a path separator in special URLs",
        from: "special_path_step = { (\"/\" | reverse_solidus) ~ special_segment }",
        to: "special_path_step = { \"/\" ~ special_segment }",
    },
    Mutation {
        name: "swap two alternatives: \"http\" before \"https\" in special_scheme",
        from: "(\"https\" | ^\"https\" | \"http\" | ^\"http\"",
        to: "(\"http\" | ^\"http\" | \"https\" | ^\"https\"",
    },
    Mutation {
        name: "swap two alternatives: decimal before octal in ipv4_part",
        from: "(ipv4_hex | ipv4_octal | ipv4_decimal)",
        to: "(ipv4_hex | ipv4_decimal | ipv4_octal)",
    },
    Mutation {
        name: "widen a character set: \"_\" in a scheme",
        from: "(ASCII_ALPHANUMERIC | \"+\" | \"-\" | \".\")*",
        to: "(ASCII_ALPHANUMERIC | \"+\" | \"-\" | \".\" | \"_\")*",
    },
    Mutation {
        name: "widen a character set: hex digits in a port",
        from: "port = @{ ASCII_DIGIT* }",
        to: "port = @{ ASCII_HEX_DIGIT* }",
    },
];

/// Which rules and which alternatives of each choice a set of runs exercised: counted only
/// when they were part of a successful match (an alternative tried and abandoned does not
/// count). Choices inside lookaheads are not reported: which code point of `!("?" | "#")`
/// stopped a run is not a structural decision; a rule that a lookahead ran to a match counts
/// as exercised.
#[derive(Debug, Default)]
pub struct Coverage {
    rules: Vec<AstRule>,
    /// Rule name -> times it was part of a successful match.
    rule_hits: BTreeMap<String, usize>,
    /// (rule, choice number in the rule, alternative) -> hits.
    alternative_hits: BTreeMap<(String, usize, usize), usize>,
}

/// One choice of the grammar and how often each of its alternatives was taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceCoverage {
    /// The rule the choice is in.
    pub rule: String,
    /// Which choice of the rule, counted in the order they are written (from 0).
    pub choice: usize,
    /// Each alternative's text as written and its hit count.
    pub alternatives: Vec<(String, usize)>,
}

impl Coverage {
    /// Coverage over the grammar `text`.
    ///
    /// ```
    /// let text = railurl_conformance::grammar::builtin_text()?;
    /// let coverage = railurl_conformance::grammar::Coverage::new(&text)?;
    /// assert!(coverage.unexercised_rules().len() > 10); // nothing has run yet
    /// # Ok::<(), String>(())
    /// ```
    pub fn new(text: &str) -> Result<Coverage, String> {
        let pairs = parser::parse(MetaRule::grammar_rules, text).map_err(|e| e.to_string())?;
        let rules = parser::consume_rules(pairs).map_err(|errors| {
            errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        Ok(Coverage {
            rules,
            ..Coverage::default()
        })
    }

    /// Run `rule` on `input` and record what its match exercised. Returns whether it matched.
    ///
    /// ```
    /// let text = railurl_conformance::grammar::builtin_text()?;
    /// let mut coverage = railurl_conformance::grammar::Coverage::new(&text)?;
    /// assert!(coverage.run("url_without_base", "http://h/"));
    /// assert!(!coverage.unexercised_rules().contains(&"special_scheme".to_owned()));
    /// # Ok::<(), String>(())
    /// ```
    pub fn run(&mut self, rule: &str, input: &str) -> bool {
        let rules: HashMap<&str, &AstRule> =
            self.rules.iter().map(|r| (r.name.as_str(), r)).collect();
        let mut numbers = HashMap::new();
        for rule in &self.rules {
            choice_numbers(&rule.expr, &mut numbers);
        }
        let mut interpreter = Interpreter {
            rules: &rules,
            numbers: &numbers,
            input: input.as_bytes(),
            log: Vec::new(),
            depth: 0,
        };
        if interpreter.rule(rule, 0).is_none() {
            return false;
        }
        for hit in interpreter.log {
            match hit {
                Hit::Rule(name) => *self.rule_hits.entry(name.to_owned()).or_default() += 1,
                Hit::Alternative(name, choice, alternative) => {
                    *self
                        .alternative_hits
                        .entry((name.to_owned(), choice, alternative))
                        .or_default() += 1
                }
            }
        }
        true
    }

    /// The parser `with_grammar` takes that runs `runtime` (for the tree) and records coverage
    /// of every rule the library asks for into `coverage`.
    ///
    /// ```
    /// use railurl::{syntax::with_grammar, Url};
    /// use railurl_conformance::grammar::{builtin_text, runtime_parser, Coverage};
    /// use std::{cell::RefCell, rc::Rc};
    /// let text = builtin_text()?;
    /// let coverage = Rc::new(RefCell::new(Coverage::new(&text)?));
    /// let parser = Coverage::recording(coverage.clone(), runtime_parser(&text)?);
    /// with_grammar(parser, || Url::parse("http://[::1]/")).map_err(|e| e.to_string())?;
    /// assert!(!coverage.borrow().unexercised_rules().contains(&"ipv6_piece".to_owned()));
    /// # Ok::<(), String>(())
    /// ```
    pub fn recording(coverage: Rc<RefCell<Coverage>>, runtime: RuntimeParser) -> RuntimeParser {
        Rc::new(move |rule: &str, input: &str| {
            coverage.borrow_mut().run(rule, input);
            runtime(rule, input)
        })
    }

    /// The rules no run exercised, in grammar order.
    pub fn unexercised_rules(&self) -> Vec<String> {
        self.rules
            .iter()
            .filter(|r| !self.rule_hits.contains_key(&r.name))
            .map(|r| r.name.clone())
            .collect()
    }

    /// Every choice of the grammar with its alternatives' hit counts, in grammar order (but
    /// the choices of rules that only lookaheads run).
    pub fn choices(&self) -> Vec<ChoiceCoverage> {
        let lookahead_only = lookahead_only(&self.rules);
        let mut out = Vec::new();
        for rule in self
            .rules
            .iter()
            .filter(|r| !lookahead_only.contains(&r.name))
        {
            let mut choices = Vec::new();
            collect_choices(&rule.expr, &mut choices);
            for (choice, alternatives) in choices.into_iter().enumerate() {
                out.push(ChoiceCoverage {
                    rule: rule.name.clone(),
                    choice,
                    alternatives: alternatives
                        .iter()
                        .enumerate()
                        .map(|(i, alt)| {
                            let hits = self
                                .alternative_hits
                                .get(&(rule.name.clone(), choice, i))
                                .copied()
                                .unwrap_or(0);
                            (show(alt), hits)
                        })
                        .collect(),
                });
            }
        }
        out
    }
}

/// The rules that only lookaheads run: every reference to them is inside `&` or `!`, or in
/// another such rule.
fn lookahead_only(rules: &[AstRule]) -> BTreeSet<String> {
    /// The rules `expr` refers to outside any lookahead.
    fn direct<'e>(expr: &'e Expr, out: &mut Vec<&'e str>) {
        if let Expr::Ident(name) = expr {
            out.push(name);
        }
        let (children, lookahead) = inner(expr);
        if !lookahead {
            for child in children {
                direct(child, out);
            }
        }
    }
    // Start from the entry rules (those no rule refers to) and follow direct references.
    let mut referenced = BTreeSet::new();
    for rule in rules {
        let mut all = Vec::new();
        collect_idents(&rule.expr, &mut all);
        referenced.extend(all.into_iter().map(str::to_owned));
    }
    let mut reached: BTreeSet<String> = rules
        .iter()
        .filter(|r| !referenced.contains(&r.name))
        .map(|r| r.name.clone())
        .collect();
    let by_name: HashMap<&str, &AstRule> = rules.iter().map(|r| (r.name.as_str(), r)).collect();
    let mut work: Vec<String> = reached.iter().cloned().collect();
    while let Some(name) = work.pop() {
        let Some(rule) = by_name.get(name.as_str()) else {
            continue;
        };
        let mut next = Vec::new();
        direct(&rule.expr, &mut next);
        for n in next {
            if by_name.contains_key(n) && reached.insert(n.to_owned()) {
                work.push(n.to_owned());
            }
        }
    }
    rules
        .iter()
        .filter(|r| !reached.contains(&r.name))
        .map(|r| r.name.clone())
        .collect()
}

/// Every rule name `expr` refers to.
fn collect_idents<'e>(expr: &'e Expr, out: &mut Vec<&'e str>) {
    if let Expr::Ident(name) = expr {
        out.push(name);
    }
    for child in inner(expr).0 {
        collect_idents(child, out);
    }
}

/// The alternatives of a choice as written: `a | b | c` is `Choice(a, Choice(b, c))`.
fn alternatives(expr: &Expr) -> Vec<&Expr> {
    match expr {
        Expr::Choice(a, b) => {
            let mut list = alternatives(a);
            list.extend(alternatives(b));
            list
        }
        other => vec![other],
    }
}

/// Every choice in `expr`, in pre-order (a nested choice inside an alternative comes after
/// the choice that holds it), as its list of alternatives.
fn collect_choices<'e>(expr: &'e Expr, out: &mut Vec<Vec<&'e Expr>>) {
    let mut choices = Vec::new();
    collect_choices_exprs(expr, &mut choices);
    out.extend(choices.into_iter().map(alternatives));
}

/// The expressions directly inside `expr`, and whether `expr` is a lookahead.
fn inner(expr: &Expr) -> (Vec<&Expr>, bool) {
    match expr {
        Expr::PosPred(e) | Expr::NegPred(e) => (vec![e], true),
        Expr::Seq(a, b) | Expr::Choice(a, b) => (vec![a, b], false),
        Expr::Opt(e)
        | Expr::Rep(e)
        | Expr::RepOnce(e)
        | Expr::RepExact(e, _)
        | Expr::RepMin(e, _)
        | Expr::RepMax(e, _)
        | Expr::RepMinMax(e, _, _)
        | Expr::Push(e) => (vec![e], false),
        _ => (Vec::new(), false),
    }
}

/// An expression as the grammar writes it (near enough to find it in the file).
fn show(expr: &Expr) -> String {
    match expr {
        Expr::Str(s) => format!("{s:?}"),
        Expr::Insens(s) => format!("^{s:?}"),
        Expr::Range(a, b) => format!("'{a}'..'{b}'"),
        Expr::Ident(name) => name.clone(),
        Expr::PosPred(e) => format!("&{}", show(e)),
        Expr::NegPred(e) => format!("!{}", show(e)),
        Expr::Seq(a, b) => format!("{} ~ {}", show(a), show(b)),
        Expr::Choice(..) => format!(
            "({})",
            alternatives(expr)
                .iter()
                .map(|e| show(e))
                .collect::<Vec<_>>()
                .join(" | ")
        ),
        Expr::Opt(e) => format!("{}?", group(e)),
        Expr::Rep(e) => format!("{}*", group(e)),
        Expr::RepOnce(e) => format!("{}+", group(e)),
        Expr::RepExact(e, n) => format!("{}{{{n}}}", group(e)),
        Expr::RepMin(e, n) => format!("{}{{{n},}}", group(e)),
        Expr::RepMax(e, n) => format!("{}{{,{n}}}", group(e)),
        Expr::RepMinMax(e, a, b) => format!("{}{{{a}, {b}}}", group(e)),
        other => format!("{other:?}"),
    }
}

fn group(expr: &Expr) -> String {
    match expr {
        Expr::Seq(..) => format!("({})", show(expr)),
        _ => show(expr),
    }
}

/// What a successful match went through.
enum Hit<'g> {
    Rule(&'g str),
    Alternative(&'g str, usize, usize),
}

/// Each choice expression's number within its rule (pre-order, as `collect_choices` counts),
/// keyed by the expression's address.
fn choice_numbers(expr: &Expr, numbers: &mut HashMap<usize, usize>) {
    let mut list = Vec::new();
    collect_choices_exprs(expr, &mut list);
    for (n, choice) in list.into_iter().enumerate() {
        numbers.insert(choice as *const Expr as usize, n);
    }
}

/// The choice expressions in `expr`, in pre-order. A lookahead's alternatives are not a path
/// the match takes (which of `!("?" | "#")` stopped a run is not a structural decision), so
/// choices inside lookaheads are left out.
fn collect_choices_exprs<'e>(expr: &'e Expr, out: &mut Vec<&'e Expr>) {
    if let Expr::Choice(..) = expr {
        out.push(expr);
        for alternative in alternatives(expr) {
            collect_choices_exprs(alternative, out);
        }
        return;
    }
    let (children, lookahead) = inner(expr);
    if !lookahead {
        for child in children {
            collect_choices_exprs(child, out);
        }
    }
}

/// A PEG interpreter with pest's semantics for this grammar (no implicit whitespace, no
/// stack), which logs the rules and alternatives of the match it finds. The log is cut back
/// whenever an attempt fails, as pest restores its queue, so what remains is the successful
/// path.
struct Interpreter<'g, 'i> {
    rules: &'g HashMap<&'g str, &'g AstRule>,
    numbers: &'g HashMap<usize, usize>,
    input: &'i [u8],
    log: Vec<Hit<'g>>,
    depth: usize,
}

impl<'g> Interpreter<'g, '_> {
    fn rule(&mut self, name: &str, at: usize) -> Option<usize> {
        let rule = *self.rules.get(name)?;
        // The grammar has no recursion; the limit only guards against an edited grammar's.
        if self.depth > 200 {
            return None;
        }
        self.depth += 1;
        let mark = self.log.len();
        self.log.push(Hit::Rule(&rule.name));
        let result = self.expr(&rule.name, &rule.expr, at);
        if result.is_none() {
            self.log.truncate(mark);
        }
        self.depth -= 1;
        result
    }

    fn expr(&mut self, rule: &'g str, expr: &'g Expr, at: usize) -> Option<usize> {
        let input = self.input;
        let rest = input.get(at..)?;
        match expr {
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
            Expr::Ident(name) if builtin_name(name) => self.builtin(name, at),
            Expr::Ident(name) => self.rule(name, at),
            Expr::PosPred(e) | Expr::NegPred(e) => {
                let mark = self.log.len();
                let matched = self.expr(rule, e, at).is_some();
                // A lookahead consumes nothing and takes no path: of what it matched only the
                // rules it ran count (a rule used only in lookaheads is still exercised).
                let mut kept = self.log.split_off(mark);
                if matched {
                    kept.retain(|hit| matches!(hit, Hit::Rule(_)));
                    self.log.extend(kept);
                }
                (matched == matches!(expr, Expr::PosPred(_))).then_some(at)
            }
            Expr::Seq(a, b) => {
                let mark = self.log.len();
                let result = self
                    .expr(rule, a, at)
                    .and_then(|mid| self.expr(rule, b, mid));
                if result.is_none() {
                    self.log.truncate(mark);
                }
                result
            }
            Expr::Choice(..) => {
                let number = self
                    .numbers
                    .get(&(expr as *const Expr as usize))
                    .copied()
                    .unwrap_or(usize::MAX);
                for (i, alternative) in alternatives(expr).into_iter().enumerate() {
                    let mark = self.log.len();
                    if let Some(end) = self.expr(rule, alternative, at) {
                        self.log.push(Hit::Alternative(rule, number, i));
                        return Some(end);
                    }
                    self.log.truncate(mark);
                }
                None
            }
            Expr::Opt(e) => Some(self.expr(rule, e, at).unwrap_or(at)),
            Expr::Rep(e) => self.repeat(rule, e, at, 0, usize::MAX),
            Expr::RepOnce(e) => self.repeat(rule, e, at, 1, usize::MAX),
            Expr::RepExact(e, n) => self.repeat(rule, e, at, *n as usize, *n as usize),
            Expr::RepMin(e, n) => self.repeat(rule, e, at, *n as usize, usize::MAX),
            Expr::RepMax(e, n) => self.repeat(rule, e, at, 0, *n as usize),
            Expr::RepMinMax(e, lo, hi) => self.repeat(rule, e, at, *lo as usize, *hi as usize),
            _ => None,
        }
    }

    fn repeat(
        &mut self,
        rule: &'g str,
        e: &'g Expr,
        at: usize,
        min: usize,
        max: usize,
    ) -> Option<usize> {
        let mark = self.log.len();
        let (mut pos, mut count) = (at, 0);
        while count < max {
            let before = self.log.len();
            match self.expr(rule, e, pos) {
                // An iteration that consumes nothing ends the loop (pest's validator rejects
                // such grammars; this only guards against an endless loop).
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
        Some(pos)
    }

    fn builtin(&self, name: &str, at: usize) -> Option<usize> {
        let input = self.input;
        let byte = |f: fn(&u8) -> bool| input.get(at).filter(|b| f(b)).map(|_| at + 1);
        match name {
            "ANY" => {
                let c = std::str::from_utf8(&input[at..]).ok()?.chars().next()?;
                Some(at + c.len_utf8())
            }
            "EOI" => (at == input.len()).then_some(at),
            "SOI" => (at == 0).then_some(at),
            "ASCII_DIGIT" => byte(u8::is_ascii_digit),
            "ASCII_NONZERO_DIGIT" => byte(|b| matches!(b, b'1'..=b'9')),
            "ASCII_OCT_DIGIT" => byte(|b| matches!(b, b'0'..=b'7')),
            "ASCII_HEX_DIGIT" => byte(u8::is_ascii_hexdigit),
            "ASCII_ALPHA" => byte(u8::is_ascii_alphabetic),
            "ASCII_ALPHANUMERIC" => byte(u8::is_ascii_alphanumeric),
            _ => None,
        }
    }
}

fn builtin_name(name: &str) -> bool {
    matches!(
        name,
        "ANY"
            | "EOI"
            | "SOI"
            | "ASCII_DIGIT"
            | "ASCII_NONZERO_DIGIT"
            | "ASCII_OCT_DIGIT"
            | "ASCII_HEX_DIGIT"
            | "ASCII_ALPHA"
            | "ASCII_ALPHANUMERIC"
    )
}

/// The coverage of the built-in grammar by `parses` (input, base) and `setters` (href,
/// component, value), each run through the grammar engine as the library runs it: every
/// entry rule it asks for, hosts and state overrides included.
///
/// ```
/// use railurl::Component;
/// let coverage = railurl_conformance::grammar::coverage_of(
///     &[("http://h/".to_owned(), None)],
///     &[("http://h/".to_owned(), Component::Port, "81".to_owned())],
/// )?;
/// let unexercised = coverage.unexercised_rules();
/// assert!(!unexercised.contains(&"port_state_override".to_owned()));
/// assert!(unexercised.contains(&"file_scheme".to_owned()));
/// # Ok::<(), String>(())
/// ```
pub fn coverage_of(
    parses: &[(String, Option<String>)],
    setters: &[(String, railurl::Component, String)],
) -> Result<Coverage, String> {
    let text = builtin_text()?;
    let coverage = Rc::new(RefCell::new(Coverage::new(&text)?));
    let parser = Coverage::recording(coverage.clone(), runtime_parser(&text)?);
    railurl::syntax::with_grammar(parser, || {
        for (input, base) in parses {
            let base = base.as_deref().and_then(|b| railurl::Url::parse(b).ok());
            let _ = railurl::Url::parse_with_diagnostics(input, base.as_ref());
        }
        for (href, component, value) in setters {
            if let Ok(mut url) = railurl::Url::parse(href) {
                let _ = url.set(*component, value);
            }
        }
    });
    Rc::try_unwrap(coverage)
        .map(RefCell::into_inner)
        .map_err(|_| "the coverage is still shared".to_owned())
}

/// The coverage report in Markdown: the rules never exercised, and each choice with an
/// alternative never taken.
pub fn coverage_report(coverage: &Coverage) -> String {
    let mut out = String::new();
    let rules = coverage.unexercised_rules();
    out.push_str(&format!("rules never exercised: {}\n", rules.len()));
    for rule in &rules {
        out.push_str(&format!("- `{rule}`\n"));
    }
    let gaps: Vec<ChoiceCoverage> = coverage
        .choices()
        .into_iter()
        .filter(|c| c.alternatives.iter().any(|(_, hits)| *hits == 0))
        .collect();
    out.push_str(&format!(
        "choices with an alternative never taken: {}\n",
        gaps.len()
    ));
    for choice in &gaps {
        for (i, (alternative, hits)) in choice.alternatives.iter().enumerate() {
            if *hits == 0 {
                out.push_str(&format!(
                    "- `{}`, choice {}, alternative {}: `{}`\n",
                    choice.rule,
                    choice.choice,
                    i + 1,
                    alternative
                ));
            }
        }
    }
    out
}
