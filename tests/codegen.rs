//! build.rs's `.pest` generator (build/pest/) on grammars other than the library's: it reads
//! pest's notation, refuses what it cannot compile with a message naming the file, line and
//! rule, and writes a recognizer for what it can. (That the recognizer of the library's own
//! grammars behaves as pest's runtime does is tests/recognizer.rs's and
//! tests/writing_recognizer.rs's job.)

#[path = "../build/common.rs"]
#[allow(dead_code)]
mod common;
#[path = "../build/pest/mod.rs"]
#[allow(dead_code)]
mod pest;

use common::Source;
use pest::ast::{Expr, RuleType};

fn source(text: &str) -> Vec<Source> {
    vec![Source {
        file: "test.pest".into(),
        text: text.into(),
    }]
}

/// The message `compile` refuses `text` with; it must contain `part`.
fn refused(text: &str, part: &str) -> String {
    let message = compile(text).expect_err("the grammar is refused");
    assert_contains(&message, part);
    message
}

/// `text` contains `part`; a failure shows the whole of `text`.
fn assert_contains(text: &str, part: &str) {
    assert!(text.contains(part), "no {part:?} in:\n{text}");
}

fn compile(text: &str) -> Result<pest::Output, String> {
    pest::compile(&source(text), "Rule", true).map_err(|errors| {
        errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    })
}

fn read(text: &str) -> Vec<pest::ast::Rule> {
    let mut rules = Vec::new();
    pest::reader::read(&source(text)[0], &mut rules, &mut Vec::new()).expect("reads");
    rules
}

fn s(text: &str) -> Box<Expr> {
    Box::new(Expr::Str(text.into()))
}

fn id(name: &str) -> Box<Expr> {
    Box::new(Expr::Ident(name.into()))
}

#[test]
fn generates_rules_and_recognizer_for_a_plain_grammar() {
    let grammar = "/// A key.\nkey = { ASCII_ALPHA+ }\npair = { key ~ \"=\" ~ key ~ EOI }\n";
    let output = compile(grammar).expect("plain grammar");
    for part in [
        "    /// A key.\n    key,",
        "\"pair\" => Some(Rule::pair)",
        // EOI is a rule of pest's enum, first, when the grammar uses it.
        "pub enum Rule {\n    /// End-of-input",
    ] {
        assert_contains(&output.rules, part);
    }
    for part in ["fn e_pair(", "fn t_pair(", "fn furthest_failure("] {
        assert_contains(&output.recognizer, part);
    }
}

#[test]
fn reads_the_notation_as_pest_does() {
    let rules = read(
        "// a comment\n/* a /* nested */ block */\n/// Doc one.\n/// Doc two.\na = _{ \"x\" ~ b | ^\"y\" ~ !b* }\n\n/// Lost: a blank line follows.\n\nb = @{ 'a'..'z'{2,3} ~ (\"\\u{1F600}\\t\\x41\\\"\")? }\n",
    );
    assert_eq!(rules.len(), 2);
    assert_eq!(rules[0].ty, RuleType::Silent);
    assert_eq!(rules[0].docs, ["Doc one.", "Doc two."]);
    assert_eq!(rules[0].line, 5);
    // `~` binds tighter than `|`; a prefix applies to the term with its postfix.
    assert_eq!(
        rules[0].expr,
        Expr::Choice(
            Box::new(Expr::Seq(s("x"), id("b"))),
            Box::new(Expr::Seq(
                Box::new(Expr::Insens("y".into())),
                Box::new(Expr::NegPred(Box::new(Expr::Rep(id("b"))))),
            )),
        )
    );
    assert_eq!(rules[1].ty, RuleType::Atomic);
    assert!(rules[1].docs.is_empty());
    assert_eq!(
        rules[1].expr,
        Expr::Seq(
            Box::new(Expr::RepMinMax(Box::new(Expr::Range('a', 'z')), 2, 3)),
            Box::new(Expr::Opt(s("\u{1F600}\tA\""))),
        )
    );
    // Sequences group to the left, as pest's reader builds them.
    assert_eq!(
        read("c = { \"a\" ~ \"b\" ~ \"c\" }")[0].expr,
        Expr::Seq(Box::new(Expr::Seq(s("a"), s("b"))), s("c"))
    );
}

#[test]
fn optimizes_as_pest_does() {
    let rules = read(
        "stops = _{ \"?\" | \"#\" }\nrun = @{ (!stops ~ ANY)* }\nword = @{ \"a\" ~ \"b\" }\ndigits = @{ ASCII_DIGIT{2} }\nlist = { (x ~ \",\")* ~ x }\nx = { \"x\" }",
    );
    let optimized = pest::optimize::optimize(&rules, true);
    assert_eq!(optimized[1].expr, Expr::Skip(vec!["?".into(), "#".into()]));
    assert_eq!(optimized[2].expr, *s("ab"));
    assert_eq!(
        optimized[3].expr,
        Expr::Seq(id("ASCII_DIGIT"), id("ASCII_DIGIT"))
    );
    assert_eq!(
        optimized[4].expr,
        Expr::Seq(
            id("x"),
            Box::new(Expr::Rep(Box::new(Expr::Seq(s(","), id("x")))))
        )
    );
}

/// Without failure tracking, a counted repetition of more than eight is kept whole (the
/// generator makes it a loop); a smaller one, and any with tracking, is unrolled as pest does.
#[test]
fn long_counted_repetitions_stay_loops() {
    let rules = read("many = { x{1, 32} }\nfew = { x{0, 3} }\nx = { \"x\" }");
    let loops = pest::optimize::optimize(&rules, true);
    assert_eq!(loops[0].expr, Expr::RepMinMax(id("x"), 1, 32));
    assert!(matches!(loops[1].expr, Expr::Seq(..)));
    let unrolled = pest::optimize::optimize(&rules, false);
    assert!(matches!(unrolled[0].expr, Expr::Seq(..)));
}

#[test]
fn refuses_push_and_peek() {
    let message = refused(
        "delim = { PUSH(\"'\") ~ ASCII_ALPHA* ~ POP }",
        "PUSH/PEEK/POP",
    );
    assert!(
        message.starts_with("test.pest:1:11: rule `delim`"),
        "{message}"
    );
}

#[test]
fn refuses_non_atomic_rules() {
    refused("a = !{ \"x\" ~ \"y\" }", "non-atomic");
}

#[test]
fn refuses_unknown_built_ins() {
    let message = refused("a = { XID_START }", "XID_START");
    assert!(message.starts_with("test.pest:1:7: rule `a`"), "{message}");
}

#[test]
fn reports_grammar_errors_with_file_line_and_rule() {
    let message = compile("a = { \"x\" }\n\nb = { c }").unwrap_err();
    assert_eq!(
        message,
        "test.pest:3:7: rule `b`: unknown rule `c`: neither a rule of the grammar nor a built-in \
         the generated recognizer supports (ANY, SOI, EOI, the ASCII_* classes)"
    );
    let message = compile("a = { \"x\" ~ }").unwrap_err();
    assert!(
        message.starts_with("test.pest:1:13: rule `a`: expected"),
        "{message}"
    );
    refused("a = { \"x }", "not closed");
    refused("a = { \"\\q\" }", "unknown escape");
    refused("a = { \"x\"{0} }", "cannot repeat 0 times");
}

#[test]
fn refuses_grammars_that_would_not_end() {
    refused(
        "a = { b ~ \"x\" }\nb = { \"y\"? ~ a }",
        "left recursion: a -> b -> a",
    );
    refused("a = { (\"x\"?)* }", "repeat without end");
    refused(
        "a = { \"x\" }\na = { \"y\" }",
        "defined twice (first at test.pest:1)",
    );
}

/// pest_meta's optimized tree as ours, to compare the two trees node by node. A node with no
/// counterpart in ours (pest_meta's stack operations, tags) fails the comparison here.
fn as_ours(e: &pest_meta::optimizer::OptimizedExpr) -> Expr {
    use pest_meta::optimizer::OptimizedExpr as O;
    let boxed = |e: &O| Box::new(as_ours(e));
    let char_of = |s: &str| match s.parse::<char>() {
        Ok(c) => c,
        Err(_) => panic!("pest_meta range bound {s:?} is not one character"),
    };
    match e {
        O::Str(s) => Expr::Str(s.clone()),
        O::Insens(s) => Expr::Insens(s.clone()),
        O::Range(a, b) => Expr::Range(char_of(a), char_of(b)),
        O::Ident(n) => Expr::Ident(n.clone()),
        O::PosPred(e) => Expr::PosPred(boxed(e)),
        O::NegPred(e) => Expr::NegPred(boxed(e)),
        O::Seq(a, b) => Expr::Seq(boxed(a), boxed(b)),
        O::Choice(a, b) => Expr::Choice(boxed(a), boxed(b)),
        O::Opt(e) => Expr::Opt(boxed(e)),
        O::Rep(e) => Expr::Rep(boxed(e)),
        O::Skip(strings) => Expr::Skip(strings.clone()),
        O::RestoreOnErr(e) => as_ours(e),
        other => panic!("pest_meta node with no counterpart in ours: {other:?}"),
    }
}

/// Every grammar of the repository, read and optimized by our generator and by pest_meta
/// (pest's own reader and optimizer): the same rules, types and trees. The recognizer makes its
/// attempts in the order of this tree, so the furthest-failure report depends on it.
#[test]
fn every_grammar_reads_and_optimizes_as_pest_meta_does() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar");
    let url: Vec<String> = railurl::syntax::GRAMMAR_FILES
        .iter()
        .map(|f| (*f).to_owned())
        .collect();
    let mut grammars = vec![url.clone()];
    for entry in std::fs::read_dir(&dir).expect("grammar/") {
        let name = entry
            .expect("entry")
            .file_name()
            .to_string_lossy()
            .into_owned();
        if name == "near_canonical.pest" {
            // Read after canonical.pest, whose IPv4 rule it uses (as build.rs compiles it).
            grammars.push(vec!["canonical.pest".to_owned(), name]);
        } else if name == "failing.pest" {
            // Read after the two fast paths' grammars, whose rules it uses.
            grammars.push(vec![
                "canonical.pest".to_owned(),
                "near_canonical.pest".to_owned(),
                name,
            ]);
        } else if name.ends_with(".pest") && !url.contains(&name) {
            grammars.push(vec![name]);
        }
    }
    assert!(grammars.len() >= 4, "{grammars:?}");
    for files in grammars {
        let sources: Vec<Source> = files
            .iter()
            .map(|f| Source {
                file: f.clone(),
                text: std::fs::read_to_string(dir.join(f)).expect("grammar file"),
            })
            .collect();
        let mut rules = Vec::new();
        for source in &sources {
            pest::reader::read(source, &mut rules, &mut Vec::new()).expect("our reader");
        }
        let optimized = pest::optimize::optimize(&rules, false);
        let text: String = sources.iter().map(|s| s.text.clone() + "\n").collect();
        let (_, expected) = pest_meta::parse_and_optimize(&text).expect("pest_meta");
        assert_eq!(optimized.len(), expected.len(), "{files:?}");
        for (a, b) in optimized.iter().zip(&expected) {
            assert_eq!(a.name, b.name, "{files:?}");
            assert_eq!(format!("{:?}", a.ty), format!("{:?}", b.ty), "{}", a.name);
            assert_eq!(a.expr, as_ours(&b.expr), "{files:?}: {}", a.name);
        }
    }
}
