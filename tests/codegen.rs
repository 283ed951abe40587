//! build.rs's recognizer generator (build/codegen.rs) on grammars other than url.pest: what it
//! cannot compile is refused with a message naming the construct, so a grammar edit or a new
//! pest release fails the build with that message instead of with errors in generated code.

#[path = "../build/codegen.rs"]
#[allow(dead_code)]
mod codegen;

#[test]
fn generates_rules_and_recognizer_for_a_plain_grammar() {
    let grammar = "/// A key.\nkey = { ASCII_ALPHA+ }\npair = { key ~ \"=\" ~ key }\n";
    let rules = codegen::generate_rules(grammar, "test.pest", "Rule").expect("plain grammar");
    assert!(rules.contains("    /// A key.\n    key,"), "{rules}");
    assert!(rules.contains("\"pair\" => Some(Rule::pair)"), "{rules}");
    let code = codegen::generate(grammar, "test.pest", "Rule").expect("plain grammar");
    assert!(code.contains("fn e_pair("), "{code}");
}

#[test]
fn refuses_push_and_peek() {
    let grammar = "delim = { PUSH(\"'\") ~ ASCII_ALPHA* ~ POP }";
    let message = codegen::generate(grammar, "test.pest", "Rule").unwrap_err();
    assert!(message.contains("PUSH/PEEK/POP"), "{message}");
}

#[test]
fn refuses_non_atomic_rules() {
    let grammar = "a = !{ \"x\" ~ \"y\" }";
    let message = codegen::generate(grammar, "test.pest", "Rule").unwrap_err();
    assert!(message.contains("non-atomic"), "{message}");
}

#[test]
fn refuses_unknown_built_ins() {
    let grammar = "a = { XID_START }";
    let message = codegen::generate(grammar, "test.pest", "Rule").unwrap_err();
    assert!(message.contains("XID_START"), "{message}");
}

#[test]
fn reports_grammar_errors() {
    let message = codegen::generate_rules("a = { b }", "test.pest", "Rule").unwrap_err();
    assert!(message.contains('b'), "{message}");
}
