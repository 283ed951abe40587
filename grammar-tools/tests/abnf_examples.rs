//! The tinkering examples on the RFCs' ABNF grammars (`--standard`), run as a user runs them:
//! parse_tree's derivation beside the library's verdict, an edited grammar read at run time
//! changing it, a broken one reported at its file and line, and railroad drawing every rule.

mod common;

use common::{assert_contains, assert_has, example, parse_tree, TempDir};
use railurl_grammar_tools::abnf::{self, Standard};

/// The text of one of the standard's built-in files.
fn builtin(standard: &str, file: &str) -> String {
    let source = Standard::named(standard).unwrap().builtin_source();
    let found = source.files().iter().find(|(name, _)| name == file);
    found
        .map(|(_, text)| text.clone())
        .expect("a built-in file")
}

#[test]
fn parse_tree_shows_the_rfc_derivation_and_the_library_agreeing() {
    // RFC 3986 section 1.1.2's LDAP example: an IPv6 literal needs a repetition that stops
    // short of the "::" (a greedy PEG reading rejects it).
    let run = parse_tree(&[
        "--standard",
        "rfc3986",
        "ldap://[2001:db8::7]/c=GB?objectClass?one",
    ]);
    assert_has(
        &run.stdout,
        &[
            "entry: URI-reference (the standard's reference rule; --entry picks another: URI, absolute-URI)",
            "URI-reference 0..41 \"ldap://[2001:db8::7]/c=GB?objectClass?one\"",
            "    scheme 0..4 \"ldap\"",
            "        host 7..20 \"[2001:db8::7]\"",
            "          IP-literal 7..20 \"[2001:db8::7]\"",
            "            IPv6address 8..19 \"2001:db8::7\"",
            "      path-abempty 20..25 \"/c=GB\"",
            "    query 26..41 \"objectClass?one\"",
            "  host       \"[2001:db8::7]\"",
            "(the same verdict as the run-time matcher's)",
        ],
    );
    // One-character rules are left out unless asked for.
    assert!(!run.stdout.contains("ALPHA 0..1"), "{}", run.stdout);
    let all = parse_tree(&["--standard", "rfc3986", "--all", "ldap:x"]);
    assert_contains(&all.stdout, "ALPHA 0..1 \"l\"");
}

#[test]
fn parse_tree_shows_where_an_input_leaves_the_language() {
    let run = parse_tree(&["--standard", "rfc3987", "--entry", "IRI", "http://[::1/"]);
    let out = &run.stdout;
    assert_contains(out, "no match: at byte 11, expected ");
    assert_has(out, &["  | http://[::1/", "  |            ^"]);
    assert_contains(out, "library (rfc3987::Iri::parse");
    assert_contains(out, "  not an IRI: at byte 11, expected ");
    assert_has(out, &["(the same verdict as the run-time matcher's)"]);
    // Any rule can be the entry; the library has recognizers for the entries only.
    let run = parse_tree(&[
        "--standard",
        "rfc2396",
        "--entry",
        "hostname",
        "www.example.com",
    ]);
    assert_contains(&run.stdout, "toplabel 12..15 \"com\"");
    assert_contains(&run.stdout, "(the library recognizes only the entry rules");
}

#[test]
fn an_edited_grammar_is_read_at_run_time() {
    let dir = TempDir::new("edit");
    let file = dir.path().join("rfc3986.abnf");
    let rule = "   scheme        = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )";
    let text = builtin("rfc3986", "grammar/rfc3986.abnf");
    assert_contains(&text, rule);
    let widened = rule.replace(" )", " / \"_\" )");
    std::fs::write(&file, text.replace(rule, &widened)).unwrap();
    let run = parse_tree(&[
        "--standard",
        "rfc3986",
        "--grammar",
        file.to_str().unwrap(),
        "a_b:x",
    ]);
    let out = &run.stdout;
    assert_contains(out, "rfc3986.abnf, read at run time)");
    assert_has(out, &["    scheme 0..3 \"a_b\""]);
    assert_contains(out, "  not a URI-reference: at byte 3");
    assert_contains(out, "(differs from the run-time matcher's verdict");

    // A directory of the standard's files works as grammar/ does.
    for name in ["rfc5234-core.abnf", "rfc3986.abnf"] {
        let text = builtin("rfc3986", &format!("grammar/{name}"));
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    let run = parse_tree(&[
        "--standard",
        "rfc3986",
        "--grammar",
        dir.path().to_str().unwrap(),
        "a_b:x",
    ]);
    assert_contains(&run.stdout, "no match: at byte 3");
}

#[test]
fn a_broken_grammar_is_reported_at_its_file_and_line() {
    let dir = TempDir::new("broken");
    let file = dir.path().join("broken.abnf");
    let text = builtin("rfc3986", "grammar/rfc3986.abnf");
    std::fs::write(
        &file,
        text.replace("port          = *DIGIT", "port          = *DIGIT /"),
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let run = example(
        "parse_tree",
        &["--standard", "rfc3986", "--grammar", path, "a:b"],
    );
    assert_eq!(run.code, 1, "{}", run.stdout);
    let line = text
        .lines()
        .position(|l| l.contains("port          = *DIGIT"))
        .unwrap()
        + 1;
    let header =
        format!("{path}:{line}:27: rule \"port\": expected an element at the end of the rule");
    assert_contains(&run.stderr, &header);
    // An unused rule is the build's lint too: the run-time reader reads as build.rs does.
    std::fs::write(&file, format!("{text}\n   orphan = \"x\"\n")).unwrap();
    let run = example(
        "parse_tree",
        &["--standard", "rfc3986", "--grammar", path, "a:b"],
    );
    assert_eq!(run.code, 1);
    assert_contains(&run.stderr, "rule \"orphan\": not used by any entry rule");
    let run = example("parse_tree", &["--standard", "rfc1738", "a:b"]);
    assert_eq!(run.code, 2);
    assert_contains(&run.stderr, "rfc3986, rfc6874, rfc3987, rfc2396");
}

#[test]
fn railroad_draws_every_rule_of_an_abnf_grammar() {
    for name in ["rfc3986", "rfc3987", "rfc2396"] {
        let dir = TempDir::new(name);
        let run = example(
            "railroad",
            &["--standard", name, "--out", dir.path().to_str().unwrap()],
        );
        assert_eq!(run.code, 0, "{}", run.stderr);
        let standard = Standard::named(name).unwrap();
        let grammar = abnf::load(standard, &standard.builtin_source()).unwrap();
        for rule in &grammar.rules {
            let file = dir.path().join(format!("{}.svg", rule.name));
            let svg = std::fs::read_to_string(&file)
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        }
        let index = std::fs::read_to_string(dir.path().join("index.html")).unwrap();
        assert_contains(
            &index,
            "Rounded boxes are terminals as the ABNF writes them",
        );
        assert_contains(
            &index,
            &format!("{} rules, in grammar order", grammar.rules.len()),
        );
        if name == "rfc3987" {
            // Terminals as the RFC writes them, and ABNF's repetitions as counted loops.
            let ucschar = std::fs::read_to_string(dir.path().join("ucschar.svg")).unwrap();
            assert_contains(&ucschar, "%xA0-D7FF");
            let ipv6 = std::fs::read_to_string(dir.path().join("IPv6address.svg")).unwrap();
            assert!(ipv6.contains("6 times") && ipv6.contains("at most once"));
            assert_contains(&ipv6, "href=\"h16.svg\"");
        }
    }
}
