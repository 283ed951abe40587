//! Compiles an optimized grammar (see `optimize.rs`) into Rust source for
//! `src/syntax/recognizer.rs`.
//!
//! Each rule becomes up to three methods: `e_<rule>` records tokens (the tree), `s_<rule>` only
//! recognizes (inside lookaheads and atomic rules, where pest records nothing), and, for a
//! grammar compiled with failure tracking, `t_<rule>` recognizes while keeping pest's record of
//! the furthest failure (`Attempts`), for a second run after a failed one. Expressions become
//! nested `match` expressions of type `Option<usize>` (the position after the match).
//! Constructs that record tokens and may fail restore the token list to a mark, as pest
//! restores its queue.

use super::ast::{Expr as E, Rule, RuleType};
use crate::common::{
    byte_literal, byte_set as bytes, byte_string, byte_table, generated_header, intersection,
    string_literal, union, SourceError,
};
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Mode {
    /// Record tokens for visible rules.
    Emit,
    /// Recognize only.
    Silent,
    /// Recognize, keeping pest's record of where rules failed (`t: &mut Attempts`): what a
    /// visible rule does to it, and lookaheads, as pest's runtime does.
    Track,
}

impl Mode {
    fn prefix(self) -> &'static str {
        match self {
            Mode::Emit => "e",
            Mode::Silent => "s",
            Mode::Track => "t",
        }
    }
}

struct Gen<'g> {
    rules: HashMap<&'g str, &'g Rule>,
    /// (rule, mode) methods that are needed; filled while generating.
    wanted: BTreeSet<(String, Mode)>,
    done: BTreeSet<(String, Mode)>,
    /// Byte-set tables for `Skip`.
    tables: Vec<[bool; 256]>,
    /// First-byte sets of the rules that have one (see `first`).
    firsts: Vec<[bool; 256]>,
    /// Byte-class tables for runs and alternatives of ASCII characters (see `class_of`).
    classes: Vec<[bool; 256]>,
    /// The name of the generated rule enum (`Rule` for the URL grammar).
    enum_name: &'g str,
    counter: usize,
}

const BUILTINS: &[(&str, &str)] = &[
    ("ANY", "self.any({p})"),
    ("ASCII_DIGIT", "self.class({p}, |b| b.is_ascii_digit())"),
    (
        "ASCII_NONZERO_DIGIT",
        "self.class({p}, |b| matches!(b, b'1'..=b'9'))",
    ),
    (
        "ASCII_BIN_DIGIT",
        "self.class({p}, |b| matches!(b, b'0' | b'1'))",
    ),
    (
        "ASCII_OCT_DIGIT",
        "self.class({p}, |b| matches!(b, b'0'..=b'7'))",
    ),
    (
        "ASCII_HEX_DIGIT",
        "self.class({p}, |b| b.is_ascii_hexdigit())",
    ),
    (
        "ASCII_ALPHA_LOWER",
        "self.class({p}, |b| b.is_ascii_lowercase())",
    ),
    (
        "ASCII_ALPHA_UPPER",
        "self.class({p}, |b| b.is_ascii_uppercase())",
    ),
    (
        "ASCII_ALPHA",
        "self.class({p}, |b| b.is_ascii_alphabetic())",
    ),
    (
        "ASCII_ALPHANUMERIC",
        "self.class({p}, |b| b.is_ascii_alphanumeric())",
    ),
    ("ASCII", "self.class({p}, |b| b.is_ascii())"),
    ("SOI", "(({p}) == 0).then_some({p})"),
];

/// The first byte of `c`'s UTF-8 form.
fn lead_byte(c: char) -> u8 {
    let mut buf = [0; 4];
    c.encode_utf8(&mut buf).as_bytes()[0]
}

impl<'g> Gen<'g> {
    fn fresh(&mut self) -> String {
        self.counter += 1;
        format!("p{}", self.counter)
    }

    fn mark(&mut self) -> String {
        self.counter += 1;
        format!("m{}", self.counter)
    }

    /// When emitting, the statements that mark the token list and that drop the tokens recorded
    /// since the mark (a loop's iteration that failed); nothing otherwise.
    fn mark_and_restore(&mut self, mode: Mode) -> (String, String) {
        if mode == Mode::Emit {
            let m = self.mark();
            (
                format!("let {m} = self.tokens.len();"),
                format!("self.tokens.truncate({m});"),
            )
        } else {
            (String::new(), String::new())
        }
    }

    /// The code for `first`, or `otherwise` where it fails (an ordered choice, an optional).
    /// When emitting, the tokens `first` recorded before it failed are dropped first.
    fn or_else(&mut self, mode: Mode, first: &str, otherwise: &str) -> String {
        if mode == Mode::Emit {
            let m = self.mark();
            format!(
                "{{ let {m} = self.tokens.len(); match {first} {{ Some(q) => Some(q), None => {{ self.tokens.truncate({m}); {otherwise} }} }} }}"
            )
        } else {
            format!("match {first} {{ Some(q) => Some(q), None => {otherwise} }}")
        }
    }

    /// The bytes matched by `expr` when it is a class of ASCII characters: one-character
    /// literals, ranges with ASCII bounds, the ASCII built-ins and silent rules made of them,
    /// and choices between those. Such an expression matches exactly one byte (an ASCII code
    /// point is one byte) and records nothing, so it can be a table lookup.
    fn class_of(&self, expr: &E, depth: usize) -> Option<[bool; 256]> {
        if depth > 32 {
            return None;
        }
        match expr {
            E::Str(s) if s.len() == 1 && s.is_ascii() => {
                let c = s.as_bytes()[0];
                Some(bytes(&|b| b == c))
            }
            E::Insens(s) if s.len() == 1 && s.is_ascii() => {
                let c = s.as_bytes()[0];
                Some(bytes(&|b| b.eq_ignore_ascii_case(&c)))
            }
            E::Range(lo, hi) if lo.is_ascii() && hi.is_ascii() => {
                let (lo, hi) = (*lo as u8, *hi as u8);
                Some(bytes(&|b| (lo..=hi).contains(&b)))
            }
            E::Ident(name) => builtin_class(name).or_else(|| {
                self.rules
                    .get(name.as_str())
                    .filter(|rule| matches!(rule.ty, RuleType::Silent))
                    .and_then(|rule| self.class_of(&rule.expr, depth + 1))
            }),
            E::Choice(a, b) => Some(union(
                self.class_of(a, depth + 1)?,
                self.class_of(b, depth + 1)?,
            )),
            _ => None,
        }
    }

    /// The index of `table` among the class tables, adding it if new.
    fn class_index(&mut self, table: [bool; 256]) -> usize {
        match self.classes.iter().position(|t| *t == table) {
            Some(i) => i,
            None => {
                self.classes.push(table);
                self.classes.len() - 1
            }
        }
    }

    /// A scan to the first byte of `stops` from position variable `p`: for a few stop bytes,
    /// `skip_to` (16 bytes at a time), else `skip_bytes` (a table lookup per byte).
    fn skip(&mut self, stops: [bool; 256], p: &str) -> String {
        let index = self.tables.len();
        self.tables.push(stops);
        let bytes: Vec<String> = (0..=255u8)
            .filter(|&b| stops[usize::from(b)])
            .map(|b| format!("{b}"))
            .collect();
        if bytes.len() <= 6 {
            format!(
                "Some(self.skip_to({p}, &SKIP_{index}, [{}]))",
                bytes.join(", ")
            )
        } else {
            format!("Some(self.skip_bytes({p}, &SKIP_{index}))")
        }
    }

    /// The table shortcuts of `expr`, when it has one: a choice of ASCII characters is one
    /// table lookup; a repetition of one, a table scan; `ANY*` the end of the input; and
    /// `(!stops ~ ANY)*` with ASCII stops a scan to the first stop. None of them contains a
    /// visible rule, so they serve every mode.
    fn shortcut(&mut self, expr: &E, p: &str) -> Option<String> {
        match expr {
            E::Choice(..) | E::Range(..) => {
                let table = self.class_of(expr, 0)?;
                let i = self.class_index(table);
                Some(format!("self.in_class({p}, &CLASS_{i})"))
            }
            E::Rep(inner) => {
                if let Some(table) = self.class_of(inner, 0) {
                    let i = self.class_index(table);
                    return Some(format!("Some(self.scan_class({p}, &CLASS_{i}))"));
                }
                // `ANY*`: every code point to the end.
                if matches!(&**inner, E::Ident(name) if name == "ANY") {
                    return Some(format!("Some(self.input.len().max({p}))"));
                }
                // `(!stops ~ ANY)*` with ASCII stops, in any kind of rule (the optimizer makes
                // `Skip`s only in atomic rules): the first position holding a stop byte. A
                // stop byte is never inside a multi-byte code point, so scanning bytes is
                // scanning code points.
                let E::Seq(first, any) = &**inner else {
                    return None;
                };
                let (E::NegPred(stops), E::Ident(name)) = (&**first, &**any) else {
                    return None;
                };
                if name != "ANY" {
                    return None;
                }
                let table = self
                    .class_of(stops, 0)
                    .filter(|t| !t[128..].contains(&true))?;
                Some(self.skip(table, p))
            }
            _ => None,
        }
    }

    /// An expression of type `Option<usize>` matching `expr` at position variable `p`.
    fn expr(&mut self, expr: &'g E, mode: Mode, p: &str) -> Result<String, String> {
        if let Some(code) = self.shortcut(expr, p) {
            return Ok(code);
        }
        let en = self.enum_name;
        Ok(match expr {
            E::Str(s) | E::Insens(s) if s.is_empty() => format!("Some({p})"),
            E::Str(s) if s.len() == 1 => format!("self.byte({p}, {})", byte_literal(s.as_bytes()[0])),
            E::Str(s) => format!("self.lit({p}, {})", byte_string(s.as_bytes())),
            // `^"..."` of ASCII letters only (`^"http"`): one comparison of all of them, each
            // byte with its lowercase bit set.
            E::Insens(s) if (2..=8).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphabetic()) => {
                format!("self.insens_letters({p}, {})", byte_string(s.to_ascii_lowercase().as_bytes()))
            }
            // Any other `^"..."`, byte by byte: straight-line comparisons instead of a slice
            // comparison (`^"%2e"` is tried twice per dot segment). pest compares ASCII case
            // only: a byte that is not an ASCII letter, of a code point beyond ASCII too,
            // compares as it is.
            E::Insens(s) => {
                let mut code = String::new();
                let mut at = p.to_owned();
                for (i, b) in s.bytes().enumerate() {
                    let check = if b.is_ascii_alphabetic() {
                        format!("self.byte_insens({at}, {})", b.to_ascii_lowercase())
                    } else {
                        format!("self.byte({at}, {b})")
                    };
                    if i + 1 == s.len() {
                        code.push_str(&check);
                    } else {
                        let q = self.fresh();
                        let _ = write!(code, "match {check} {{ Some({q}) => ");
                        at = q;
                    }
                }
                code.push_str(&" , None => None }".repeat(s.len() - 1));
                code
            }
            E::Range(lo, hi) => format!("self.range({p}, {lo:?}, {hi:?})"),
            E::Ident(name) if name == "EOI" => match mode {
                // pest's EOI is a rule: it records a token and counts as a failed attempt.
                Mode::Emit => format!(
                    "if {p} == self.input.len() {{ self.leaf({en}::EOI, {p}, {p}); Some({p}) }} else {{ None }}"
                ),
                Mode::Silent => format!("({p} == self.input.len()).then_some({p})"),
                Mode::Track => format!(
                    "{{ let s = t.start({p}); let r = ({p} == self.input.len()).then_some({p}); t.end({en}::EOI, {p}, s, r.is_some()); r }}"
                ),
            },
            E::Ident(name) => {
                if let Some((_, template)) = BUILTINS.iter().find(|(b, _)| b == name) {
                    template.replace("{p}", p)
                } else if self.rules.contains_key(name.as_str()) {
                    self.wanted.insert((name.clone(), mode));
                    match mode {
                        Mode::Track => format!("self.t_{name}(t, {p})"),
                        _ => format!("self.{}_{name}({p})", mode.prefix()),
                    }
                } else {
                    return Err(format!("unsupported built-in or unknown rule `{name}`"));
                }
            }
            E::PosPred(inner) | E::NegPred(inner) => {
                let positive = matches!(expr, E::PosPred(_));
                let (then, otherwise) = match positive {
                    true => (format!("Some({p})"), "None".to_owned()),
                    false => ("None".to_owned(), format!("Some({p})")),
                };
                if mode == Mode::Track {
                    // pest tracks the rules inside a lookahead too, as positive or negative
                    // attempts.
                    let inner = self.expr(inner, Mode::Track, p)?;
                    format!("{{ let l = t.look({positive}); let r = {inner}; t.unlook(l); match r {{ Some(_) => {then}, None => {otherwise} }} }}")
                } else {
                    let inner = self.expr(inner, Mode::Silent, p)?;
                    format!("match {inner} {{ Some(_) => {then}, None => {otherwise} }}")
                }
            }
            E::Seq(a, b) => {
                let q = self.fresh();
                let a = self.expr(a, mode, p)?;
                let b = self.expr(b, mode, &q)?;
                format!("match {a} {{ Some({q}) => {b}, None => None }}")
            }
            E::Choice(a, b) => {
                let a = self.expr(a, mode, p)?;
                let b = self.expr(b, mode, p)?;
                self.or_else(mode, &a, &b)
            }
            E::Opt(inner) => {
                let inner = self.expr(inner, mode, p)?;
                self.or_else(mode, &inner, &format!("Some({p})"))
            }
            E::Rep(inner) => {
                let q = self.fresh();
                let body = self.expr(inner, mode, &q)?;
                let (mark, restore) = self.mark_and_restore(mode);
                // A successful iteration that consumed nothing ends the loop (the validator
                // rejects such grammars; this only guards against an endless loop).
                format!(
                    "{{ let mut {q} = {p}; loop {{ {mark} match {body} {{ Some(n) if n > {q} => {q} = n, Some(_) => break, None => {{ {restore} break }} }} }} Some({q}) }}"
                )
            }
            E::Skip(strings) => {
                if strings.iter().all(|s| s.len() == 1) {
                    let mut table = [false; 256];
                    for s in strings {
                        table[usize::from(s.as_bytes()[0])] = true;
                    }
                    self.skip(table, p)
                } else {
                    let list: Vec<String> = strings
                        .iter()
                        .map(|s| format!("&{}[..]", byte_string(s.as_bytes())))
                        .collect();
                    format!("Some(self.skip_strings({p}, &[{}]))", list.join(", "))
                }
            }
            E::RepExact(inner, n) => self.counted(inner, *n, Some(*n), mode, p)?,
            E::RepMin(inner, n) => self.counted(inner, *n, None, mode, p)?,
            E::RepMax(inner, m) => self.counted(inner, 0, Some(*m), mode, p)?,
            E::RepMinMax(inner, n, m) => self.counted(inner, *n, Some(*m), mode, p)?,
            E::RepOnce(_) => {
                return Err("a repetition `e+` reached the generator unrolled".into())
            }
        })
    }

    /// A counted repetition of `inner` at position variable `p`, as a loop: at least `min`
    /// matches, at most `max` (no limit for `None`), as many as match in a row: the same
    /// matches and tokens as the unrolled `inner ~ ... ~ inner? ~ ...` (an `inner?` after one
    /// that did not match does not match either). Without a limit, as in `inner*`, a match
    /// past `min` that consumed nothing ends the loop.
    fn counted(
        &mut self,
        inner: &'g E,
        min: u32,
        max: Option<u32>,
        mode: Mode,
        p: &str,
    ) -> Result<String, String> {
        let q = self.fresh();
        let count = self.fresh();
        let body = self.expr(inner, mode, &q)?;
        let (mark, restore) = self.mark_and_restore(mode);
        // Bounded, every match counts (as each unrolled copy does); unbounded, a match that
        // consumed nothing past `min` ends the loop.
        let (limit, progress) = match (max, min) {
            (Some(max), _) => (
                format!("if {count} == {max}u32 {{ break; }}"),
                String::new(),
            ),
            (None, 0) => (String::new(), format!(" if n > {q}")),
            (None, min) => (String::new(), format!(" if n > {q} || {count} < {min}u32")),
        };
        let result = match min {
            0 => format!("Some({q})"),
            min => format!("({count} >= {min}u32).then_some({q})"),
        };
        Ok(format!(
            "{{ let mut {q} = {p}; let mut {count} = 0u32; loop {{ {limit} {mark} match {body} {{ Some(n){progress} => {{ {q} = n; {count} += 1; }} Some(_) => break, None => {{ {restore} break }} }} }} {result} }}"
        ))
    }

    /// The bytes every match of `expr` starts with, when every match consumes at least one
    /// byte and the set is known; `None` otherwise (the expression may match empty, or is too
    /// deep to follow).
    fn first(&self, expr: &E, depth: usize) -> Option<[bool; 256]> {
        if depth > 32 {
            return None;
        }
        match expr {
            E::Str(s) => {
                let first = *s.as_bytes().first()?;
                Some(bytes(&|b| b == first))
            }
            E::Insens(s) => {
                let first = *s.as_bytes().first()?;
                Some(bytes(&|b| b.eq_ignore_ascii_case(&first)))
            }
            E::Range(lo, hi) => {
                // UTF-8 keeps code point order in its lead bytes.
                let (lo, hi) = (lead_byte(*lo), lead_byte(*hi));
                Some(bytes(&|b| (lo..=hi).contains(&b)))
            }
            E::Ident(name) => match name.as_str() {
                "ANY" => Some([true; 256]),
                _ => builtin_class(name).or_else(|| {
                    self.rules
                        .get(name.as_str())
                        .and_then(|rule| self.first(&rule.expr, depth + 1))
                }),
            },
            E::Seq(a, b) => match (&**a, self.first(a, depth + 1)) {
                (_, Some(set)) => Some(set),
                // A lookahead consumes nothing: the match starts with what follows, and for
                // `&x` also with what x starts with.
                (E::PosPred(x), None) => match (self.first(x, depth + 1), self.first(b, depth + 1))
                {
                    (Some(x), Some(b)) => Some(intersection(x, b)),
                    (x, b) => x.or(b),
                },
                (E::NegPred(_), None) => self.first(b, depth + 1),
                _ => None,
            },
            E::Choice(a, b) => Some(union(self.first(a, depth + 1)?, self.first(b, depth + 1)?)),
            _ => None,
        }
    }

    fn rule_method(&mut self, name: &str, mode: Mode) -> Result<String, String> {
        let rule = *self
            .rules
            .get(name)
            .ok_or_else(|| format!("unknown rule `{name}`"))?;
        let prefix = mode.prefix();
        let (recv, track_param) = match mode {
            Mode::Emit => ("&mut self", String::new()),
            Mode::Silent => ("&self", String::new()),
            Mode::Track => ("&self", format!(" t: &mut Attempts<{}>,", self.enum_name)),
        };
        let visible = !matches!(rule.ty, RuleType::Silent);
        let body_mode = match rule.ty {
            RuleType::Atomic => Mode::Silent,
            RuleType::NonAtomic => {
                return Err(
                    "non-atomic `!{}` rules are not supported by the generated recognizer".into(),
                )
            }
            _ => mode,
        };
        let body = self.expr(&rule.expr, body_mode, "p0")?;
        // A rule whose every match starts with a byte of a known set fails at once, before
        // a token is opened, when the byte at p0 is not in it.
        let guard = match self.first(&rule.expr, 0) {
            Some(set) if mode == Mode::Emit && visible => {
                let index = self.firsts.len();
                self.firsts.push(set);
                format!(
                    "if !self.input.get(p0).is_some_and(|&b| FIRST_{index}[usize::from(b)]) {{ return None; }}\n        "
                )
            }
            _ => String::new(),
        };
        let en = self.enum_name;
        let signature = format!("    #[inline]\n    fn {prefix}_{name}({recv},{track_param} p0: usize) -> Option<usize> {{\n");
        let code = if mode == Mode::Emit && visible && rule.ty == RuleType::Atomic {
            // An atomic rule records no children: match first, then push its closed token.
            format!(
                "{signature}        {guard}let end = {body}?;\n        self.leaf({en}::{name}, p0, end);\n        Some(end)\n    }}\n"
            )
        } else if mode == Mode::Emit && visible {
            format!(
                "{signature}        {guard}let index = self.open({en}::{name}, p0);\n        match {body} {{\n            Some(end) => {{ self.close(index, end); Some(end) }}\n            None => {{ self.tokens.truncate(index); None }}\n        }}\n    }}\n"
            )
        } else if mode == Mode::Track && visible {
            // pest's `ParserState::rule`: what was attempted where, after the body ran.
            format!(
                "{signature}        let s = t.start(p0);\n        let r = {body};\n        t.end({en}::{name}, p0, s, r.is_some());\n        r\n    }}\n"
            )
        } else {
            format!("{signature}        {body}\n    }}\n")
        };
        Ok(code)
    }
}

/// The bytes a one-byte built-in class of pest matches (`ANY` is not one: it takes a whole
/// code point).
pub fn builtin_class(name: &str) -> Option<[bool; 256]> {
    let matches: fn(u8) -> bool = match name {
        "ASCII_DIGIT" => |b| b.is_ascii_digit(),
        "ASCII_NONZERO_DIGIT" => |b| matches!(b, b'1'..=b'9'),
        "ASCII_BIN_DIGIT" => |b| matches!(b, b'0' | b'1'),
        "ASCII_OCT_DIGIT" => |b| matches!(b, b'0'..=b'7'),
        "ASCII_HEX_DIGIT" => |b| b.is_ascii_hexdigit(),
        "ASCII_ALPHA_LOWER" => |b| b.is_ascii_lowercase(),
        "ASCII_ALPHA_UPPER" => |b| b.is_ascii_uppercase(),
        "ASCII_ALPHA" => |b| b.is_ascii_alphabetic(),
        "ASCII_ALPHANUMERIC" => |b| b.is_ascii_alphanumeric(),
        "ASCII" => |b| b.is_ascii(),
        _ => return None,
    };
    Some(bytes(&matches))
}

/// Atomic rules must not reach compound-atomic ones: pest would record their children even
/// inside the atomic rule, which the two-mode recognizer does not model.
fn check_atomicity(rules: &HashMap<&str, &Rule>, all: &[Rule]) -> Result<(), SourceError> {
    fn reaches<'a>(
        rules: &HashMap<&'a str, &'a Rule>,
        expr: &'a E,
        seen: &mut BTreeSet<&'a str>,
    ) -> Option<String> {
        let mut found = None;
        for e in expr.walk() {
            if let E::Ident(name) = e {
                if let Some(rule) = rules.get(name.as_str()) {
                    if matches!(rule.ty, RuleType::CompoundAtomic | RuleType::NonAtomic) {
                        found = Some(name.clone());
                    } else if matches!(rule.ty, RuleType::Silent | RuleType::Normal)
                        && seen.insert(rule.name.as_str())
                    {
                        found = found.or_else(|| reaches(rules, &rule.expr, seen));
                    }
                }
            }
        }
        found
    }
    for rule in all.iter().filter(|r| matches!(r.ty, RuleType::Atomic)) {
        if let Some(inner) = reaches(rules, &rule.expr, &mut BTreeSet::new()) {
            return Err(rule.error(
                format!("the atomic rule reaches the compound-atomic rule `{inner}`, which the generated recognizer does not model"),
            ));
        }
    }
    Ok(())
}

/// Whether the grammar uses pest's `EOI`, which is then a rule of the enum too.
fn uses_eoi(rules: &[Rule]) -> bool {
    rules.iter().any(|r| {
        r.expr
            .walk()
            .iter()
            .any(|e| matches!(e, E::Ident(n) if n == "EOI"))
    })
}

/// Rust source for the rule enum: one variant per rule of the grammar, in grammar order (after
/// `EOI` when the grammar uses it, as pest orders its own enum), each documented by the rule's
/// `///` comment, with the rule's name and the reverse lookup.
pub fn generate_rules(rules: &[Rule], source: &str, enum_name: &str) -> String {
    let mut variants: Vec<(&str, Vec<String>)> = Vec::new();
    if uses_eoi(rules) {
        variants.push((
            "EOI",
            vec!["End-of-input (pest's built-in `EOI`).".to_owned()],
        ));
    }
    for rule in rules {
        let docs = match rule.docs.is_empty() {
            true => vec![format!(
                "The rule `{}` (no doc comment in the grammar).",
                rule.name
            )],
            false => rule.docs.clone(),
        };
        variants.push((&rule.name, docs));
    }
    let mut out = generated_header("build/pest", source);
    let _ = writeln!(
        out,
        "/// A rule of the grammar in {source}: the variants are the grammar's rule names, in\n\
         /// grammar order, each documented by the rule's own `///` comment.\n\
         #[allow(non_camel_case_types)]\n\
         #[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]\n\
         pub enum {enum_name} {{"
    );
    for (name, docs) in &variants {
        for line in docs {
            let _ = writeln!(out, "    /// {line}");
        }
        let _ = writeln!(out, "    {name},");
    }
    let _ = write!(out, "}}\n\nimpl {enum_name} {{\n    /// Every rule, in grammar order.\n    pub const ALL: &'static [{enum_name}] = &[\n");
    for (name, _) in &variants {
        let _ = writeln!(out, "        {enum_name}::{name},");
    }
    out.push_str("    ];\n\n    /// The rule's name in the grammar.\n    pub fn name(self) -> &'static str {\n        match self {\n");
    for (name, _) in &variants {
        let _ = writeln!(
            out,
            "            {enum_name}::{name} => {},",
            string_literal(name)
        );
    }
    let _ = write!(out, "        }}\n    }}\n\n    /// The rule named `name`, if the grammar has one.\n    pub fn from_name(name: &str) -> Option<{enum_name}> {{\n        match name {{\n");
    for (name, _) in &variants {
        let _ = writeln!(
            out,
            "            {} => Some({enum_name}::{name}),",
            string_literal(name)
        );
    }
    out.push_str("            _ => None,\n        }\n    }\n}\n");
    out
}

/// Rust source for the recognizer: an `impl Recognizer` block with one method per rule and
/// mode that is reachable from an entry point, the tables, and `recognize`; with `track`, also
/// the `t_` methods and `furthest_failure`.
pub fn generate(
    optimized: &[Rule],
    source: &str,
    enum_name: &str,
    track: bool,
) -> Result<String, SourceError> {
    let rules: HashMap<&str, &Rule> = optimized.iter().map(|r| (r.name.as_str(), r)).collect();
    check_atomicity(&rules, optimized)?;
    let mut gen = Gen {
        rules,
        wanted: BTreeSet::new(),
        done: BTreeSet::new(),
        tables: Vec::new(),
        firsts: Vec::new(),
        classes: Vec::new(),
        enum_name,
        counter: 0,
    };
    // Every rule can be an entry point (the library uses a few; tinkering tools any).
    for rule in optimized {
        gen.wanted.insert((rule.name.clone(), Mode::Emit));
        if track {
            gen.wanted.insert((rule.name.clone(), Mode::Track));
        }
    }
    let mut methods = String::new();
    while let Some(next) = gen.wanted.iter().find(|w| !gen.done.contains(*w)).cloned() {
        gen.done.insert(next.clone());
        let code = gen.rule_method(&next.0, next.1).map_err(|message| {
            let rule = gen.rules[next.0.as_str()];
            rule.error(message)
        })?;
        methods.push_str(&code);
    }
    let mut out = generated_header("build/pest", source);
    for (kind, tables) in [
        ("SKIP", &gen.tables),
        ("FIRST", &gen.firsts),
        ("CLASS", &gen.classes),
    ] {
        for (i, table) in tables.iter().enumerate() {
            out.push_str(&byte_table(&format!("{kind}_{i}"), table));
        }
    }
    // (A `t_` method of a rule made only of table lookups leaves `t` unused.)
    let unused = if track { ", unused_variables" } else { "" };
    let _ = write!(out, "\n#[allow(clippy::all, unused_braces, unused_parens, unreachable_patterns{unused})]\nimpl<T: Tokens<{enum_name}>> Recognizer<'_, '_, {enum_name}, T> {{\n");
    out.push_str(&methods);
    out.push_str("}\n\n/// Run the rule `rule` at the start of `input`, recording tokens (in any token list); the end\n/// position on success.\n");
    let _ = writeln!(out, "pub(crate) fn recognize<T: Tokens<{enum_name}>>(rule: {enum_name}, input: &str, tokens: &mut T) -> Option<usize> {{");
    out.push_str("    let mut r = Recognizer::new(input.as_bytes(), tokens);\n    match rule {\n");
    for rule in optimized {
        let _ = writeln!(out, "        {enum_name}::{0} => r.e_{0}(0),", rule.name);
    }
    // pest's EOI is a rule of the enum, and an entry point too.
    let uses_eoi = uses_eoi(optimized);
    if uses_eoi {
        let _ = writeln!(out, "        {enum_name}::EOI => if input.is_empty() {{ r.leaf({enum_name}::EOI, 0, 0); Some(0) }} else {{ None }},");
    }
    out.push_str("        #[allow(unreachable_patterns)]\n        _ => None,\n    }\n}\n");
    if track {
        let _ = writeln!(out, "\n/// Run the rule `rule` at the start of `input` again, keeping pest's record of the rules that\n/// failed furthest in (see `Attempts`); for after `recognize` failed.\npub(crate) fn furthest_failure(rule: {enum_name}, input: &str) -> Attempts<{enum_name}> {{");
        out.push_str("    let mut tokens = Vec::new();\n    let r = Recognizer::new(input.as_bytes(), &mut tokens);\n    let mut t = Attempts::new();\n    match rule {\n");
        for rule in optimized {
            let _ = writeln!(
                out,
                "        {enum_name}::{0} => {{ r.t_{0}(&mut t, 0); }}",
                rule.name
            );
        }
        if uses_eoi {
            let _ = writeln!(out, "        {enum_name}::EOI => {{ let s = t.start(0); t.end({enum_name}::EOI, 0, s, input.is_empty()); }}");
        }
        out.push_str("        #[allow(unreachable_patterns)]\n        _ => {}\n    }\n    t\n}\n");
    }
    Ok(out)
}
