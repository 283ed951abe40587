//! build/pest/dfa.rs, the `.pest`-to-tagged-DFA compiler of the fast path, on small grammars:
//! the automaton keeps PEG's meaning (ordered choice, greedy repetition, lookaheads), records
//! each visible rule's span, and the compiler refuses, naming the rule, what a DFA cannot do.
//! The automaton is run here by a small interpreter of its tables; the generated code of the
//! library's own grammar is checked against the second formulation in
//! src/syntax/canonical.rs.

#[path = "../build/common.rs"]
#[allow(dead_code)]
mod common;
#[path = "../build/pest/mod.rs"]
#[allow(dead_code)]
mod pest;

use common::Source;
use pest::dfa::Dfa;

fn compile(text: &str) -> Result<Dfa, String> {
    let source = Source {
        file: "test.pest".into(),
        text: text.into(),
    };
    pest::compile_dfa(&[source], "top").map_err(|errors| {
        let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
        messages.join("\n")
    })
}

/// The spans of the visible rules (`rule start end`, in the DFA's rule order) when the
/// automaton accepts `input`, as the generated code reads them.
fn run(dfa: &Dfa, input: &str) -> Option<Vec<String>> {
    let mut registers = [0usize; 32];
    let mut state = 0;
    for (i, &b) in input.as_bytes().iter().enumerate() {
        let (next, ops) = dfa.states[state].next[usize::from(dfa.classes[usize::from(b)])]?;
        for (tag, register) in registers.iter_mut().enumerate() {
            if ops & (1 << tag) != 0 {
                *register = i;
            }
        }
        state = next;
    }
    let (present, at_end) = dfa.states[state].accept?;
    let at = |tag: usize| match at_end & (1 << tag) != 0 {
        true => input.len(),
        false => registers[tag],
    };
    let spans = dfa
        .rules
        .iter()
        .enumerate()
        .filter(|(v, _)| present & (1 << (2 * v)) != 0);
    Some(
        spans
            .map(|(v, rule)| format!("{rule} {} {}", at(2 * v), at(2 * v + 1)))
            .collect(),
    )
}

fn accepts(dfa: &Dfa, input: &str) -> bool {
    run(dfa, input).is_some()
}

#[test]
fn ordered_choice_tries_the_second_alternative_only_where_the_first_fails() {
    // PEG: "a" matches "abc"'s start, then "c" fails at "b", and "ab" is never tried.
    let first_short = compile(r#"top = _{ ("a" | "ab") ~ "c" }"#).unwrap();
    assert!(accepts(&first_short, "ac"));
    assert!(!accepts(&first_short, "abc"));
    let first_long = compile(r#"top = _{ ("ab" | "a") ~ "c" }"#).unwrap();
    assert!(accepts(&first_long, "ac"));
    assert!(accepts(&first_long, "abc"));
}

#[test]
fn repetitions_are_greedy() {
    let never = compile(r#"top = _{ "a"* ~ "a" }"#).unwrap();
    for input in ["", "a", "aa", "aaa"] {
        assert!(!accepts(&never, input), "{input:?}");
    }
    let bounded = compile(r#"top = _{ "a"{1, 2} ~ "a"? ~ "b" }"#).unwrap();
    assert!(accepts(&bounded, "ab") && accepts(&bounded, "aab") && accepts(&bounded, "aaab"));
    assert!(!accepts(&bounded, "b") && !accepts(&bounded, "aaaab"));
    let optional = compile(r#"top = _{ "a"? ~ "a" }"#).unwrap();
    assert!(accepts(&optional, "aa"));
    assert!(!accepts(&optional, "a"));
}

#[test]
fn lookaheads_read_without_consuming() {
    let dfa = compile(r#"top = _{ !"ab" ~ ASCII_ALPHA_LOWER+ ~ &"." ~ ANY }"#).unwrap();
    assert!(accepts(&dfa, "ac."));
    assert!(accepts(&dfa, "a."));
    assert!(!accepts(&dfa, "ab."));
    assert!(!accepts(&dfa, "abc."));
    assert!(!accepts(&dfa, "ac"));
    assert!(!accepts(&dfa, "ac.."));
    // `ANY` is one code point, of any length in UTF-8.
    let any = compile(r#"top = _{ ANY ~ "x" }"#).unwrap();
    assert!(accepts(&any, "éx") && accepts(&any, "😀x") && !accepts(&any, "ééx"));
}

#[test]
fn visible_rules_record_their_spans() {
    let dfa = compile(
        r#"
        top = _{ scheme ~ ":" ~ (host ~ (":" ~ port)?) ~ rest }
        scheme = @{ ASCII_ALPHA+ }
        host = @{ (ASCII_ALPHA_LOWER | ".")+ }
        port = @{ ASCII_DIGIT+ }
        rest = @{ ANY* }
        "#,
    )
    .unwrap();
    let spans = |input| {
        let mut spans = run(&dfa, input).unwrap();
        spans.sort();
        spans.join(", ")
    };
    assert_eq!(
        spans("ab:c.d:80/x"),
        "host 3 6, port 7 9, rest 9 11, scheme 0 2"
    );
    assert_eq!(spans("ab:c/x"), "host 3 4, rest 4 6, scheme 0 2");
    assert_eq!(spans("ab:c"), "host 3 4, rest 4 4, scheme 0 2");
    assert!(run(&dfa, "ab:").is_none());
}

#[test]
fn refuses_what_a_dfa_cannot_do_naming_the_rule() {
    let refused = |text: &str, rule: &str, part: &str| {
        let message = compile(text).expect_err("refused");
        assert!(
            message.contains(&format!("rule `{rule}`")) && message.contains(part),
            "{message}"
        );
    };
    refused(r#"top = _{ "(" ~ top? ~ ")" }"#, "top", "recursive");
    refused(
        r#"top = _{ word ~ ("." ~ word)* }
        word = @{ ASCII_ALPHA+ }"#,
        "top",
        "recorded twice",
    );
    // Alternatives that would record `w` at two places while both are alive.
    refused(
        r#"top = _{ (w ~ "b") | ("a" ~ w) }
        w = @{ "a"+ }"#,
        "top",
        "two places",
    );
    refused(r#"top = _{ "a" ~ EOI }"#, "top", "not compiled to a DFA");
    refused(r#"top = _{ 'α'..'ω' }"#, "top", "beyond ASCII");
    refused(
        r#"top = _{ "a" }
        WHITESPACE = _{ " " }"#,
        "WHITESPACE",
        "implicit white",
    );
}
