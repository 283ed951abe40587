//! Each lint of the front-end, with the file, line and rule it names.

use railurl_abnf::grammar::{Grammar, Role, Source};
use railurl_abnf::lex::Notation;

fn source(path: &'static str, role: Role) -> Source {
    Source {
        path,
        role,
        notation: Notation::Abnf,
    }
}

/// The lint messages for `text` as one main file, entry `a`.
fn lints(text: &str) -> Vec<String> {
    let grammar = Grammar::load(&[(source("t.abnf", Role::Main), text)]);
    match grammar.and_then(|g| g.lint(&["a"], &[])) {
        Ok(()) => Vec::new(),
        Err(errors) => errors.0.iter().map(|e| e.to_string()).collect(),
    }
}

#[test]
fn a_clean_grammar_has_no_lints() {
    assert_eq!(
        lints("a = b \"x\"\nb = 1*3%x41-5A [ c ]\nc = 0<prose>\n"),
        Vec::<String>::new()
    );
}

#[test]
fn an_undefined_rule() {
    assert_eq!(
        lints("a = \"x\" bee\n"),
        ["t.abnf:1:9: rule \"a\": \"bee\" is not defined"]
    );
}

#[test]
fn an_unused_rule() {
    assert_eq!(
        lints("a = \"x\"\n\nc = \"y\"\n"),
        ["t.abnf:3:1: rule \"c\": not used by any entry rule (name it a summary if that is intended)"]
    );
    // Library files may offer rules nobody uses; summaries may stay unused.
    let g = Grammar::load(&[
        (source("core.abnf", Role::Library), "DIGIT = %x30-39\n"),
        (source("t.abnf", Role::Main), "a = \"x\"\nc = \"y\"\n"),
    ])
    .unwrap();
    assert!(g.lint(&["a"], &["c"]).is_ok());
}

#[test]
fn a_duplicate_definition() {
    assert_eq!(
        lints("a = \"x\"\nA = \"y\"\n"),
        ["t.abnf:2:1: rule \"A\": defined twice (first at t.abnf:1:1)"]
    );
}

#[test]
fn incremental_alternatives() {
    assert_eq!(lints("a = \"x\"\na =/ \"y\"\n"), Vec::<String>::new());
    let g = Grammar::load(&[(
        source("t.abnf", Role::Main),
        "a = \"x\"\na =/ \"y\" / \"z\"\n",
    )])
    .unwrap();
    assert_eq!(
        g.get("a").unwrap().node.to_string(),
        "\"x\" / \"y\" / \"z\""
    );
    assert_eq!(
        lints("b =/ \"y\"\na = \"x\"\n"),
        ["t.abnf:1:1: rule \"b\": \"=/\" adds alternatives to a rule, but this rule is not defined before"]
    );
}

#[test]
fn an_update_replaces_a_rule_once() {
    let g = Grammar::load(&[
        (source("base.abnf", Role::Main), "a = b\nb = \"x\"\n"),
        (source("update.abnf", Role::Update), "b = \"y\" / \"z\"\n"),
    ])
    .unwrap();
    assert_eq!(g.get("b").unwrap().node.to_string(), "\"y\" / \"z\"");
    let twice = Grammar::load(&[
        (source("base.abnf", Role::Main), "a = b\nb = \"x\"\n"),
        (
            source("update.abnf", Role::Update),
            "b = \"y\"\nb = \"z\"\n",
        ),
    ])
    .unwrap_err();
    assert_eq!(
        twice.to_string(),
        "update.abnf:2:1: rule \"b\": defined twice (first at update.abnf:1:1)"
    );
}

#[test]
fn a_prose_value() {
    assert_eq!(
        lints("a = \"x\" <anything at all>\n"),
        ["t.abnf:1:9: rule \"a\": prose value <anything at all>: the generator cannot compile prose"]
    );
    // Under a repeat of at most zero, prose stands for the empty string (RFC 3986's path-empty).
    assert_eq!(lints("a = \"x\" 0<pchar>\n"), Vec::<String>::new());
}

#[test]
fn recursion() {
    assert_eq!(
        lints("a = \"(\" b \")\" / \"x\"\nb = a\n"),
        ["t.abnf:1:1: rule \"a\": recursive (a -> b -> a): the generator needs a regular grammar"]
    );
    assert_eq!(
        lints("a = \"x\" a / \"y\"\n"),
        ["t.abnf:1:1: rule \"a\": recursive (a -> a): the generator needs a regular grammar"]
    );
}

#[test]
fn the_repository_grammars_are_clean() {
    let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    for standard in railurl_abnf::standards::STANDARDS {
        let grammar = railurl_abnf::load(root, standard).unwrap_or_else(|e| panic!("{e}"));
        for entry in standard.entries {
            assert!(grammar.get(entry).is_some());
        }
    }
}
