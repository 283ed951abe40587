//! `railurl check --standard rfc3986|rfc6874|rfc3987|rfc2396 [--rule R]`: the RFC's verdict on
//! each input, its components or the error under a caret, the JSON form, and the exit
//! statuses (0 all match, 1 one does not, 2 trouble).

mod common;

use common::{json_lines, railurl, spawn};
use serde_json::{json, Value};
use std::ffi::OsStr;
use std::io::Write;

#[test]
fn the_rfc_examples_are_valid_with_their_components() {
    // RFC 3986 section 1.1.2's examples, and section 3's.
    let (code, out, err) = railurl(
        &[
            "check",
            "--standard",
            "rfc3986",
            "ldap://[2001:db8::7]/c=GB?objectClass?one",
            "foo://example.com:8042/over/there?name=ferret#nose",
            "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        ],
        "",
    );
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert_eq!(
        out,
        "ldap://[2001:db8::7]/c=GB?objectClass?one: valid RFC 3986 URI-reference (a URI): \
         scheme \"ldap\", authority \"[2001:db8::7]\", host \"[2001:db8::7]\" (ipv6), \
         path \"/c=GB\", query \"objectClass?one\"\n\
         foo://example.com:8042/over/there?name=ferret#nose: valid RFC 3986 URI-reference \
         (a URI): scheme \"foo\", authority \"example.com:8042\", host \"example.com\" \
         (reg-name), port \"8042\", path \"/over/there\", query \"name=ferret\", fragment \
         \"nose\"\n\
         urn:oasis:names:specification:docbook:dtd:xml:4.1.2: valid RFC 3986 URI-reference \
         (a URI): scheme \"urn\", path \"oasis:names:specification:docbook:dtd:xml:4.1.2\"\n"
    );
}

#[test]
fn an_invalid_input_gets_a_caret_and_what_the_grammar_expected_and_exit_status_1() {
    let (code, out, _) = railurl(&["check", "-s", "rfc3986", "//h/", "http://[::1/"], "");
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "//h/: valid RFC 3986 URI-reference (a relative reference): authority \"h\", \
         host \"h\" (reg-name), path \"/\"\n\
         not a URI-reference: at byte 11, expected DIGIT, \".\", \":\", HEXDIG or \"]\"\n\
         \x20 | http://[::1/\n\
         \x20 |            ^\n\
         http://[::1/: invalid RFC 3986 URI-reference (at byte 11)\n"
    );
}

#[test]
fn rule_picks_the_strict_entries() {
    // A relative reference is a URI-reference but not a URI; a fragment is not allowed in
    // an absolute-URI (RFC 3986 section 4.3).
    let check = |args: &[&str]| railurl(&[&["check", "--json"][..], args].concat(), "");
    let (code, out, _) = check(&["-s", "rfc3986", "--rule", "uri", "/a", "a:b"]);
    assert_eq!(code, 1);
    let answers = json_lines(&out);
    assert_eq!(answers[0]["rule"], "URI");
    assert_eq!(answers[0]["valid"], false);
    assert_eq!(answers[1]["valid"], true);
    let (code, out, _) = check(&["-s", "rfc3986", "--rule", "absolute-uri", "a:b#c"]);
    assert_eq!(code, 1);
    assert_eq!(json_lines(&out)[0]["errors"][0]["start"], 3);
    // RFC 3987's counterparts, by either name.
    let (code, out, _) = check(&["-s", "rfc3987", "--rule", "iri", "é:x"]);
    assert_eq!(code, 1, "a scheme is ASCII");
    assert_eq!(json_lines(&out)[0]["rule"], "IRI");
    let (code, out, _) = check(&["-s", "rfc2396", "--rule", "absolute-uri", "a:b"]);
    assert_eq!(
        (code, &json_lines(&out)[0]["rule"]),
        (0, &json!("absoluteURI"))
    );
}

#[test]
fn json_has_the_components_or_the_error() {
    let (code, out, _) = railurl(
        &[
            "check",
            "--standard",
            "rfc3987",
            "--json",
            "http://r\u{e9}sum\u{e9}.example/\u{fc}?#",
            "http://[v1.x]:/",
            "%4",
        ],
        "",
    );
    assert_eq!(code, 1);
    let answers = json_lines(&out);
    assert_eq!(
        answers[0],
        json!({
            "input": "http://r\u{e9}sum\u{e9}.example/\u{fc}?#", "standard": "rfc3987",
            "rule": "IRI-reference", "valid": true, "kind": "uri", "scheme": "http",
            "authority": "r\u{e9}sum\u{e9}.example", "userinfo": null,
            "host": "r\u{e9}sum\u{e9}.example", "host_type": "reg-name", "port": null,
            "path": "/\u{fc}", "query": "", "fragment": "", "errors": []
        })
    );
    assert_eq!(answers[1]["host_type"], "ipvfuture");
    assert_eq!(answers[1]["port"], "", "an empty port is there, and empty");
    assert_eq!(
        answers[2],
        json!({
            "input": "%4", "standard": "rfc3987", "rule": "IRI-reference", "valid": false,
            "errors": [{
                "kind": "syntax", "start": 2, "end": 2,
                "message": "not an IRI-reference: at byte 2, expected HEXDIG",
                "expected": ["HEXDIG"]
            }]
        })
    );
}

#[test]
fn the_standards_differ_where_the_rfcs_do() {
    let verdict = |standard: &str, input: &str| {
        let (_, out, _) = railurl(&["check", "--json", "-s", standard, input], "");
        json_lines(&out)[0]["valid"].clone()
    };
    // Non-ASCII is an IRI's, not a URI's.
    assert_eq!(
        verdict("rfc3986", "http://example/\u{e9}"),
        Value::Bool(false)
    );
    assert_eq!(
        verdict("rfc3987", "http://example/\u{e9}"),
        Value::Bool(true)
    );
    // Zone identifiers are RFC 6874's.
    assert_eq!(
        verdict("rfc3986", "http://[fe80::1%25eth0]/"),
        Value::Bool(false)
    );
    assert_eq!(
        verdict("rfc6874", "http://[fe80::1%25eth0]/"),
        Value::Bool(true)
    );
    // RFC 2396 has no IP literals (RFC 2732 added them; RFC 3986 has them).
    assert_eq!(verdict("rfc2396", "http://[::1]/"), Value::Bool(false));
    assert_eq!(verdict("rfc3986", "http://[::1]/"), Value::Bool(true));
    // The default is the WHATWG URL Standard, which reports no RFC verdict.
    let (code, out, _) = railurl(&["check", "--json", "http://example/\u{e9}"], "");
    assert_eq!(code, 0);
    assert!(json_lines(&out)[0].get("rule").is_none());
}

#[test]
fn the_table_has_one_row_per_component() {
    let (code, out, _) = railurl(&["check", "-s", "rfc2396", "--table", "//10.0.0.1:8/"], "");
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "//10.0.0.1:8/\n  rule       RFC 2396 URI-reference\n  valid      true (relative-ref)\n  \
         scheme     (null)\n  authority  10.0.0.1:8\n  userinfo   (null)\n  host       \
         10.0.0.1\n  host_type  ipv4\n  port       8\n  path       /\n  query      (null)\n  \
         fragment   (null)\n\n"
    );
}

#[test]
fn inputs_come_from_stdin_as_for_the_other_subcommands() {
    let (code, out, _) = railurl(&["check", "-s", "rfc3986", "--json"], "a:b\r\nc d\n");
    assert_eq!(code, 1);
    let answers = json_lines(&out);
    assert_eq!(
        (answers[0]["input"].as_str(), answers[1]["input"].as_str()),
        (Some("a:b"), Some("c d"))
    );
    let (code, out, _) = railurl(&["check", "-s", "rfc3986", "--json", "x:", "-"], "y:\n");
    assert_eq!(code, 0);
    assert_eq!(json_lines(&out).len(), 2);
    // A line that is not UTF-8 is trouble, reported and skipped.
    let mut child = spawn(&["check", "-s", "rfc3986", "--json"].map(OsStr::new));
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"a:b\n\xff\n").unwrap();
    drop(stdin);
    let done = child.wait_with_output().unwrap();
    assert_eq!(done.status.code(), Some(2));
    assert_eq!(
        json_lines(&String::from_utf8(done.stdout).unwrap()).len(),
        1
    );
    assert!(String::from_utf8_lossy(&done.stderr).contains("line 2 of standard input is not UTF-8"));
}

#[test]
fn options_that_do_not_apply_are_usage_errors() {
    let (code, out, err) = railurl(&["check", "-s", "rfc2396", "--rule", "uri", "a:b"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("RFC 2396 has no rule for --rule uri"), "{err}");
    let (code, _, err) = railurl(&["check", "-s", "rfc3986", "--base", "http://h/", "a"], "");
    assert_eq!(code, 2);
    assert!(err.contains("--base applies to --standard whatwg"), "{err}");
    let (code, _, err) = railurl(&["check", "--rule", "uri", "a:b"], "");
    assert_eq!(code, 2);
    assert!(err.contains("--rule applies to the RFC standards"), "{err}");
    let (code, _, _) = railurl(&["check", "-s", "rfc9999", "a:b"], "");
    assert_eq!(code, 2);
}
