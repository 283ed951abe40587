//! Rewrites of a rule's expression before code generation, the same that pest applies before
//! generating its parser (so that both make the same attempts in the same order, which the
//! furthest-failure report depends on):
//!
//! 1. sequences and choices regrouped to the right (`(a ~ b) ~ c` to `a ~ (b ~ c)`);
//! 2. in atomic rules, `(!("a" | "b") ~ ANY)*` becomes a skip to the first of the strings
//!    (rules named in the choice are followed, as pest does, through their bodies as written);
//! 3. counted repetitions unrolled (`e{2,3}` to `e ~ e ~ e?`, `e+` to `e ~ e*`), except those
//!    of more than [`UNROLLED`] (and `e{n,}`), which the generator makes loops;
//! 4. in atomic rules, adjacent strings joined (`"a" ~ "b"` to `"ab"`);
//! 5. common prefixes factored out of two-way choices (`a ~ b | a ~ c` to `a ~ (b | c)`), and
//!    `a ~ b | a` to `a ~ b?` in atomic rules, `a | a ~ b` to `a`;
//! 6. `(a ~ b)* ~ a` to `a ~ (b ~ a)*`.

use super::ast::{Expr, Rule, RuleType};
use std::collections::HashMap;

/// Counted repetitions whose count can be above this are kept as a loop rather than
/// unrolled (step 3), unless the furthest failures are tracked (a loop makes the same
/// attempts, but an unrolled `e?` that failed is attempted again by the next one, and pest's
/// record of failures counts those). Unrolled, `e{0, 32}` is thirty-two copies of `e`.
pub const UNROLLED: u32 = 8;

/// The rules, optimized (same order); with `loops`, counted repetitions of more than
/// [`UNROLLED`] are kept (the code generator makes them loops).
pub fn optimize(rules: &[Rule], loops: bool) -> Vec<Rule> {
    let written: HashMap<&str, &Expr> = rules.iter().map(|r| (r.name.as_str(), &r.expr)).collect();
    rules
        .iter()
        .map(|rule| {
            let ty = rule.ty;
            let mut expr = rule.expr.clone().map_top_down(&mut rotate);
            if ty == RuleType::Atomic {
                expr = expr.map_top_down(&mut |e| skip(e, &written));
            }
            expr = expr.map_bottom_up(&mut |e| unroll(e, loops));
            if ty == RuleType::Atomic {
                expr = expr.map_bottom_up(&mut concatenate);
            }
            expr = expr.map_top_down(&mut |e| factor(e, ty));
            expr = expr.map_bottom_up(&mut list);
            Rule {
                expr,
                ..rule.clone()
            }
        })
        .collect()
}

fn rotate(expr: Expr) -> Expr {
    match expr {
        Expr::Seq(lhs, rhs) => match *lhs {
            Expr::Seq(ll, lr) => rotate(Expr::Seq(ll, Box::new(Expr::Seq(lr, rhs)))),
            lhs => Expr::Seq(Box::new(lhs), rhs),
        },
        Expr::Choice(lhs, rhs) => match *lhs {
            Expr::Choice(ll, lr) => rotate(Expr::Choice(ll, Box::new(Expr::Choice(lr, rhs)))),
            lhs => Expr::Choice(Box::new(lhs), rhs),
        },
        expr => expr,
    }
}

fn skip(expr: Expr, written: &HashMap<&str, &Expr>) -> Expr {
    if let Expr::Rep(inner) = &expr {
        if let Expr::Seq(lhs, rhs) = &**inner {
            if let (Expr::NegPred(stops), Expr::Ident(any)) = (&**lhs, &**rhs) {
                if any == "ANY" {
                    if let Some(strings) = stop_strings(stops, written, Vec::new()) {
                        return Expr::Skip(strings);
                    }
                }
            }
        }
    }
    expr
}

/// The strings of a choice of strings (and of rules whose written body is one), in order.
fn stop_strings(
    expr: &Expr,
    written: &HashMap<&str, &Expr>,
    mut strings: Vec<String>,
) -> Option<Vec<String>> {
    match expr {
        Expr::Choice(lhs, rhs) => {
            match &**lhs {
                Expr::Str(s) => strings.push(s.clone()),
                Expr::Ident(name) => {
                    let body = written.get(name.as_str())?;
                    strings.extend(stop_strings(body, written, Vec::new())?);
                }
                _ => return None,
            }
            stop_strings(rhs, written, strings)
        }
        Expr::Str(s) => {
            strings.push(s.clone());
            Some(strings)
        }
        Expr::Ident(name) => stop_strings(written.get(name.as_str())?, written, strings),
        _ => None,
    }
}

/// `a`, `b`, ... as `a ~ (b ~ ...)`.
fn seq_of(items: Vec<Expr>) -> Expr {
    let mut items = items.into_iter().rev();
    let last = items.next().expect("a repetition has at least one item");
    items.fold(last, |rest, item| Expr::Seq(Box::new(item), Box::new(rest)))
}

/// A sequence of `total` items: `min` copies of `e`, then `rest(e)` for the others.
fn required_then(e: &Expr, min: u32, total: u32, rest: fn(Box<Expr>) -> Expr) -> Expr {
    let item = |i| match i <= min {
        true => e.clone(),
        false => rest(Box::new(e.clone())),
    };
    seq_of((1..=total).map(item).collect())
}

fn unroll(expr: Expr, loops: bool) -> Expr {
    let kept = match &expr {
        Expr::RepMin(..) => true,
        Expr::RepExact(_, n) | Expr::RepMax(_, n) | Expr::RepMinMax(_, _, n) => *n > UNROLLED,
        _ => false,
    };
    if loops && kept {
        return expr;
    }
    match expr {
        Expr::RepOnce(e) => Expr::Seq(e.clone(), Box::new(Expr::Rep(e))),
        Expr::RepExact(e, n) => seq_of((0..n).map(|_| (*e).clone()).collect()),
        Expr::RepMin(e, min) => required_then(&e, min, min + 1, Expr::Rep),
        Expr::RepMax(e, max) => seq_of((0..max).map(|_| Expr::Opt(e.clone())).collect()),
        Expr::RepMinMax(e, min, max) => required_then(&e, min, max, Expr::Opt),
        expr => expr,
    }
}

fn concatenate(expr: Expr) -> Expr {
    match expr {
        Expr::Seq(lhs, rhs) => match (*lhs, *rhs) {
            (Expr::Str(a), Expr::Str(b)) => Expr::Str(a + &b),
            (Expr::Insens(a), Expr::Insens(b)) => Expr::Insens(a + &b),
            (a, b) => Expr::Seq(Box::new(a), Box::new(b)),
        },
        expr => expr,
    }
}

fn factor(expr: Expr, ty: RuleType) -> Expr {
    let Expr::Choice(lhs, rhs) = expr else {
        return expr;
    };
    match (*lhs, *rhs) {
        (Expr::Seq(l1, r1), Expr::Seq(l2, r2)) => {
            if l1 == l2 {
                Expr::Seq(l1, Box::new(Expr::Choice(r1, r2)))
            } else {
                Expr::Choice(Box::new(Expr::Seq(l1, r1)), Box::new(Expr::Seq(l2, r2)))
            }
        }
        (Expr::Seq(l1, l2), r) if matches!(ty, RuleType::Atomic | RuleType::CompoundAtomic) => {
            if *l1 == r {
                Expr::Seq(l1, Box::new(Expr::Opt(l2)))
            } else {
                Expr::Choice(Box::new(Expr::Seq(l1, l2)), Box::new(r))
            }
        }
        (l, Expr::Seq(r1, r2)) => {
            if l == *r1 {
                l
            } else {
                Expr::Choice(Box::new(l), Box::new(Expr::Seq(r1, r2)))
            }
        }
        (lhs, rhs) => Expr::Choice(Box::new(lhs), Box::new(rhs)),
    }
}

fn list(expr: Expr) -> Expr {
    let Expr::Seq(l, r) = expr else {
        return expr;
    };
    match *l {
        Expr::Rep(inner) => match *inner {
            Expr::Seq(l1, l2) => {
                if l1 == r {
                    Expr::Seq(l1, Box::new(Expr::Rep(Box::new(Expr::Seq(l2, r)))))
                } else {
                    Expr::Seq(Box::new(Expr::Rep(Box::new(Expr::Seq(l1, l2)))), r)
                }
            }
            inner => Expr::Seq(Box::new(Expr::Rep(Box::new(inner))), r),
        },
        l => Expr::Seq(Box::new(l), r),
    }
}
