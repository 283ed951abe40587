//! Compiles pest_meta's optimized grammar AST into Rust source for `src/syntax/recognizer.rs`.
//!
//! Each rule becomes up to two methods: `e_<rule>` records tokens (the tree), `s_<rule>` only
//! recognizes (inside lookaheads and atomic rules, where pest records nothing). Expressions
//! become nested `match` expressions of type `Option<usize>` (the position after the match).
//! Constructs that record tokens and may fail restore the token list to a mark, as pest
//! restores its queue.

use pest_meta::ast::RuleType;
use pest_meta::optimizer::{OptimizedExpr as E, OptimizedRule};
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Mode {
    /// Record tokens for visible rules.
    Emit,
    /// Recognize only.
    Silent,
}

struct Gen<'g> {
    rules: HashMap<&'g str, &'g OptimizedRule>,
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

fn rust_bytes(s: &str) -> String {
    let mut out = String::from("b\"");
    for b in s.bytes() {
        let _ = write!(out, "\\x{b:02x}");
    }
    out.push('"');
    out
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
            E::Range(lo, hi)
                if lo.len() == 1 && hi.len() == 1 && lo.is_ascii() && hi.is_ascii() =>
            {
                let (lo, hi) = (lo.as_bytes()[0], hi.as_bytes()[0]);
                Some(bytes(&|b| (lo..=hi).contains(&b)))
            }
            E::Ident(name) => builtin_class(name).or_else(|| {
                self.rules
                    .get(name.as_str())
                    .filter(|rule| matches!(rule.ty, RuleType::Silent))
                    .and_then(|rule| self.class_of(&rule.expr, depth + 1))
            }),
            E::Choice(a, b) => {
                let mut set = self.class_of(a, depth + 1)?;
                for (slot, other) in set.iter_mut().zip(self.class_of(b, depth + 1)?) {
                    *slot |= other;
                }
                Some(set)
            }
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

    /// An expression of type `Option<usize>` matching `expr` at position variable `p`.
    fn expr(&mut self, expr: &'g E, mode: Mode, p: &str) -> Result<String, String> {
        // A choice of ASCII characters is one table lookup; a repetition of one, a table scan.
        match expr {
            E::Choice(..) | E::Range(..) => {
                if let Some(table) = self.class_of(expr, 0) {
                    let i = self.class_index(table);
                    return Ok(format!("self.in_class({p}, &CLASS_{i})"));
                }
            }
            E::Rep(inner) => {
                if let Some(table) = self.class_of(inner, 0) {
                    let i = self.class_index(table);
                    return Ok(format!("Some(self.scan_class({p}, &CLASS_{i}))"));
                }
                // `ANY*`: every code point to the end.
                if matches!(&**inner, E::Ident(name) if name == "ANY") {
                    return Ok(format!("Some(self.input.len().max({p}))"));
                }
                // `(!stops ~ ANY)*` with ASCII stops, in any kind of rule (pest_meta makes
                // `Skip`s only in atomic rules): the first position holding a stop byte. A
                // stop byte is never inside a multi-byte code point, so scanning bytes is
                // scanning code points.
                if let E::Seq(first, any) = &**inner {
                    if let (E::NegPred(stops), E::Ident(name)) = (&**first, &**any) {
                        if name == "ANY" {
                            if let Some(table) = self
                                .class_of(stops, 0)
                                .filter(|t| !t[128..].contains(&true))
                            {
                                return Ok(self.skip(table, p));
                            }
                        }
                    }
                }
            }
            _ => {}
        }
        Ok(match expr {
            E::Str(s) if s.is_empty() => format!("Some({p})"),
            E::Str(s) if s.len() == 1 => format!(
                "self.byte({p}, {})",
                rust_bytes(s).replacen("b\"", "b'", 1).replace('"', "'")
            ),
            E::Str(s) => format!("self.lit({p}, {})", rust_bytes(s)),
            // A short ASCII `^"..."`, byte by byte: straight-line comparisons instead of a
            // slice comparison (`^"%2e"` is tried twice per dot segment).
            E::Insens(s) if s.len() <= 4 && s.is_ascii() => {
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
            E::Insens(s) => format!("self.insens({p}, {})", rust_bytes(s)),
            E::Range(lo, hi) => format!(
                "self.range({p}, {lo:?}, {hi:?})",
                lo = char_of(lo)?,
                hi = char_of(hi)?
            ),
            E::Ident(name) => {
                if let Some((_, template)) = BUILTINS.iter().find(|(b, _)| b == name) {
                    template.replace("{p}", p)
                } else if self.rules.contains_key(name.as_str()) {
                    self.wanted.insert((name.clone(), mode));
                    let prefix = if mode == Mode::Emit { "e" } else { "s" };
                    format!("self.{prefix}_{name}({p})")
                } else {
                    return Err(format!("unsupported built-in or unknown rule `{name}`"));
                }
            }
            E::PosPred(inner) => {
                let inner = self.expr(inner, Mode::Silent, p)?;
                format!("match {inner} {{ Some(_) => Some({p}), None => None }}")
            }
            E::NegPred(inner) => {
                let inner = self.expr(inner, Mode::Silent, p)?;
                format!("match {inner} {{ Some(_) => None, None => Some({p}) }}")
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
                if mode == Mode::Emit {
                    let m = self.mark();
                    format!(
                        "{{ let {m} = self.tokens.len(); match {a} {{ Some(q) => Some(q), None => {{ self.tokens.truncate({m}); {b} }} }} }}"
                    )
                } else {
                    format!("match {a} {{ Some(q) => Some(q), None => {b} }}")
                }
            }
            E::Opt(inner) => {
                let inner = self.expr(inner, mode, p)?;
                if mode == Mode::Emit {
                    let m = self.mark();
                    format!(
                        "{{ let {m} = self.tokens.len(); match {inner} {{ Some(q) => Some(q), None => {{ self.tokens.truncate({m}); Some({p}) }} }} }}"
                    )
                } else {
                    format!("match {inner} {{ Some(q) => Some(q), None => Some({p}) }}")
                }
            }
            E::Rep(inner) => {
                let q = self.fresh();
                let body = self.expr(inner, mode, &q)?;
                let (mark, restore) = if mode == Mode::Emit {
                    let m = self.mark();
                    (
                        format!("let {m} = self.tokens.len();"),
                        format!("self.tokens.truncate({m});"),
                    )
                } else {
                    (String::new(), String::new())
                };
                // A successful iteration that consumed nothing ends the loop (pest's validator
                // rejects such grammars; this only guards against an endless loop).
                format!(
                    "{{ let mut {q} = {p}; loop {{ {mark} match {body} {{ Some(n) if n > {q} => {q} = n, Some(_) => break, None => {{ {restore} break }} }} }} Some({q}) }}"
                )
            }
            E::Skip(strings) => {
                if strings.iter().all(|s| s.len() == 1) {
                    let mut table = [false; 256];
                    for s in strings {
                        table[s.as_bytes()[0] as usize] = true;
                    }
                    self.skip(table, p)
                } else {
                    let list: Vec<String> = strings
                        .iter()
                        .map(|s| format!("&{}[..]", rust_bytes(s)))
                        .collect();
                    format!("Some(self.skip_strings({p}, &[{}]))", list.join(", "))
                }
            }
            E::RestoreOnErr(inner) => self.expr(inner, mode, p)?,
            E::PeekSlice(..) | E::Push(_) => {
                return Err("PUSH/PEEK/POP are not supported by the generated recognizer".into())
            }
            // Constructs of later pest releases, or of pest_meta features another crate in the
            // build turns on (tags, PUSH_LITERAL, ...): refused by name, so a new pest never
            // makes the build fail to compile, only fail with this message.
            #[allow(unreachable_patterns)]
            other => {
                return Err(format!(
                    "the generated recognizer does not support this pest construct: {other:?}"
                ))
            }
        })
    }

    /// The bytes every match of `expr` starts with, when every match consumes at least one
    /// byte and the set is known; `None` otherwise (the expression may match empty, or is too
    /// deep to follow).
    fn first(&self, expr: &E, depth: usize) -> Option<[bool; 256]> {
        if depth > 32 {
            return None;
        }
        let union = |a: [bool; 256], b: [bool; 256]| {
            let mut set = a;
            for (slot, other) in set.iter_mut().zip(b) {
                *slot |= other;
            }
            set
        };
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
                let lo = *lo.as_bytes().first()?;
                let hi = *hi.as_bytes().first()?;
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
                    (Some(x), Some(b)) => {
                        let mut set = x;
                        for (slot, other) in set.iter_mut().zip(b) {
                            *slot &= other;
                        }
                        Some(set)
                    }
                    (x, b) => x.or(b),
                },
                (E::NegPred(_), None) => self.first(b, depth + 1),
                _ => None,
            },
            E::Choice(a, b) => Some(union(self.first(a, depth + 1)?, self.first(b, depth + 1)?)),
            E::RestoreOnErr(inner) => self.first(inner, depth + 1),
            _ => None,
        }
    }

    fn rule_method(&mut self, name: &str, mode: Mode) -> Result<String, String> {
        let rule = *self
            .rules
            .get(name)
            .ok_or_else(|| format!("unknown rule `{name}`"))?;
        let prefix = if mode == Mode::Emit { "e" } else { "s" };
        let recv = if mode == Mode::Emit {
            "&mut self"
        } else {
            "&self"
        };
        let visible = !matches!(rule.ty, RuleType::Silent);
        let body_mode = match rule.ty {
            RuleType::Atomic => Mode::Silent,
            RuleType::NonAtomic => {
                return Err(format!(
                    "rule `{name}`: non-atomic `!{{}}` rules are not supported"
                ))
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
        let code = if mode == Mode::Emit && visible && rule.ty == RuleType::Atomic {
            // An atomic rule records no children: match first, then push its closed token.
            format!(
                "    #[inline]\n    fn {prefix}_{name}({recv}, p0: usize) -> Option<usize> {{\n        {guard}let end = {body}?;\n        self.leaf({en}::{name}, p0, end);\n        Some(end)\n    }}\n"
            )
        } else if mode == Mode::Emit && visible {
            format!(
                "    #[inline]\n    fn {prefix}_{name}({recv}, p0: usize) -> Option<usize> {{\n        {guard}let index = self.open({en}::{name}, p0);\n        match {body} {{\n            Some(end) => {{ self.close(index, end); Some(end) }}\n            None => {{ self.tokens.truncate(index); None }}\n        }}\n    }}\n"
            )
        } else {
            format!("    #[inline]\n    fn {prefix}_{name}({recv}, p0: usize) -> Option<usize> {{\n        {body}\n    }}\n")
        };
        Ok(code)
    }
}

/// The bytes a one-byte built-in class of pest matches (`ANY` is not one: it takes a whole
/// code point).
fn builtin_class(name: &str) -> Option<[bool; 256]> {
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
    let mut set = [false; 256];
    for (b, slot) in (0..=u8::MAX).zip(set.iter_mut()) {
        *slot = matches(b);
    }
    Some(set)
}

fn char_of(s: &str) -> Result<char, String> {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Ok(c),
        _ => Err(format!("range bound {s:?} is not one character")),
    }
}

/// Atomic rules must not reach compound-atomic ones: pest would record their children even
/// inside the atomic rule, which the two-mode recognizer does not model.
fn check_atomicity(rules: &HashMap<&str, &OptimizedRule>) -> Result<(), String> {
    fn reaches<'a>(
        rules: &HashMap<&'a str, &'a OptimizedRule>,
        expr: &'a E,
        seen: &mut BTreeSet<&'a str>,
    ) -> Option<String> {
        let mut found = None;
        for e in expr.iter_top_down() {
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
    for rule in rules.values().filter(|r| matches!(r.ty, RuleType::Atomic)) {
        if let Some(inner) = reaches(rules, &rule.expr, &mut BTreeSet::new()) {
            return Err(format!(
                "atomic rule `{}` reaches the compound-atomic rule `{inner}`",
                rule.name
            ));
        }
    }
    Ok(())
}

/// The `///` doc comments of each rule, read from the grammar's text (pest_meta's AST drops
/// them): the lines directly above `name = ...`.
fn rule_docs(grammar: &str) -> HashMap<String, Vec<String>> {
    let mut docs = HashMap::new();
    let mut pending: Vec<String> = Vec::new();
    for line in grammar.lines() {
        let line = line.trim();
        if let Some(doc) = line.strip_prefix("///") {
            pending.push(doc.strip_prefix(' ').unwrap_or(doc).to_owned());
            continue;
        }
        let name: String = line
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() && line[name.len()..].trim_start().starts_with('=') {
            docs.insert(name, std::mem::take(&mut pending));
        } else if !line.starts_with("//") {
            pending.clear();
        }
    }
    docs
}

/// Rust source for the `Rule` enum: one variant per rule of the grammar, in grammar order,
/// each documented by the rule's `///` comment, with the rule's name and the reverse lookup.
pub fn generate_rules(grammar: &str, source: &str, enum_name: &str) -> Result<String, String> {
    let rules = pest_meta::parse_and_optimize(grammar)
        .map_err(|errors| {
            errors
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        })?
        .1;
    let docs = rule_docs(grammar);
    let mut out = format!("// @generated by build.rs from {source}. Do not edit.\n\n");
    let _ = writeln!(
        out,
        "/// A rule of `{source}`: the variants are the grammar's rule names, in grammar order,\n\
         /// each documented by the rule's own `///` comment.\n\
         #[allow(non_camel_case_types)]\n\
         #[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]\n\
         pub enum {enum_name} {{"
    );
    for rule in &rules {
        match docs.get(&rule.name).filter(|d| !d.is_empty()) {
            Some(lines) => {
                for line in lines {
                    let _ = writeln!(out, "    /// {line}");
                }
            }
            None => {
                let _ = writeln!(
                    out,
                    "    /// The rule `{}` (no doc comment in the grammar).",
                    rule.name
                );
            }
        }
        let _ = writeln!(out, "    {},", rule.name);
    }
    let _ = write!(out, "}}\n\nimpl {enum_name} {{\n    /// Every rule, in grammar order.\n    pub const ALL: &'static [{enum_name}] = &[\n");
    for rule in &rules {
        let _ = writeln!(out, "        {enum_name}::{},", rule.name);
    }
    out.push_str("    ];\n\n    /// The rule's name in the grammar.\n    pub fn name(self) -> &'static str {\n        match self {\n");
    for rule in &rules {
        let _ = writeln!(out, "            {enum_name}::{0} => \"{0}\",", rule.name);
    }
    let _ = write!(out, "        }}\n    }}\n\n    /// The rule named `name`, if the grammar has one.\n    pub fn from_name(name: &str) -> Option<{enum_name}> {{\n        match name {{\n");
    for rule in &rules {
        let _ = writeln!(
            out,
            "            \"{0}\" => Some({enum_name}::{0}),",
            rule.name
        );
    }
    out.push_str("            _ => None,\n        }\n    }\n}\n");
    Ok(out)
}

/// Rust source for the recognizer: an `impl Recognizer` block with one method per rule and
/// mode that is reachable from an entry point, the skip tables, and `recognize`.
pub fn generate(grammar: &str, source: &str, enum_name: &str) -> Result<String, String> {
    let optimized = pest_meta::parse_and_optimize(grammar)
        .map_err(|errors| {
            errors
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        })?
        .1;
    let rules: HashMap<&str, &OptimizedRule> =
        optimized.iter().map(|r| (r.name.as_str(), r)).collect();
    check_atomicity(&rules)?;
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
    for rule in &optimized {
        gen.wanted.insert((rule.name.clone(), Mode::Emit));
    }
    let mut methods = String::new();
    while let Some(next) = gen.wanted.iter().find(|w| !gen.done.contains(*w)).cloned() {
        gen.done.insert(next.clone());
        methods.push_str(&gen.rule_method(&next.0, next.1)?);
    }
    let mut out = format!("// @generated by build.rs from {source}. Do not edit.\n\n");
    for (kind, tables) in [
        ("SKIP", &gen.tables),
        ("FIRST", &gen.firsts),
        ("CLASS", &gen.classes),
    ] {
        for (i, table) in tables.iter().enumerate() {
            let cells: Vec<&str> = table
                .iter()
                .map(|&b| if b { "true" } else { "false" })
                .collect();
            let _ = writeln!(
                out,
                "static {kind}_{i}: [bool; 256] = [{}];",
                cells.join(", ")
            );
        }
    }
    let _ = write!(out, "\n#[allow(clippy::all, unused_braces, unused_parens, unreachable_patterns)]\nimpl Recognizer<'_, '_, {enum_name}> {{\n");
    out.push_str(&methods);
    out.push_str("}\n\n/// Run the rule `rule` at the start of `input`, recording tokens; the end position on success.\n");
    let _ = writeln!(out, "pub(crate) fn recognize(rule: {enum_name}, input: &str, tokens: &mut Vec<Token<{enum_name}>>) -> Option<usize> {{");
    out.push_str(
        "    let mut r = Recognizer { input: input.as_bytes(), tokens };\n    match rule {\n",
    );
    for rule in &optimized {
        let _ = writeln!(out, "        {enum_name}::{0} => r.e_{0}(0),", rule.name);
    }
    out.push_str("        #[allow(unreachable_patterns)]\n        _ => None,\n    }\n}\n");
    Ok(out)
}

/// The byte set of the bytes `f` accepts.
fn bytes(f: &dyn Fn(u8) -> bool) -> [bool; 256] {
    let mut set = [false; 256];
    for (b, slot) in set.iter_mut().enumerate() {
        *slot = u8::try_from(b).is_ok_and(f);
    }
    set
}
