//! `railurl check`: exit statuses (0 valid, 1 validation errors, 2 failure), the
//! compiler-style output and the JSON form.

use serde_json::Value;
use std::process::Command;

fn railurl(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_railurl"))
        .args(args)
        .output()
        .expect("railurl runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        String::from_utf8(out.stderr).expect("stderr is UTF-8"),
    )
}

#[test]
fn exit_status_0_for_valid_url_strings() {
    let (code, out, _) = railurl(&["check", "https://example.com/././foo", "file:///C:/demo"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out,
        "https://example.com/././foo: valid URL string; parses as https://example.com/foo\n\
         file:///C:/demo: valid URL string; parses as file:///C:/demo\n"
    );
}

#[test]
fn exit_status_1_for_validation_errors_that_do_not_fail() {
    let (code, out, _) = railurl(&["check", "https://example.org/", "https://user@example.org"]);
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "https://example.org/: valid URL string; parses as https://example.org/\n\
         invalid-credentials: the URL includes credentials\n\
         \x20 | https://user@example.org\n\
         \x20 |             ^\n\
         https://user@example.org: 1 validation error; parses as https://user@example.org/\n"
    );
}

#[test]
fn exit_status_2_when_parsing_fails_and_the_worst_url_decides() {
    let (code, out, _) = railurl(&[
        "check",
        "https://user@example.org",
        "https://example.org:7z",
    ]);
    assert_eq!(code, 2);
    assert!(
        out.ends_with(
            "port-invalid: the port contains something other than ASCII digits\n\
         \x20 | https://example.org:7z\n\
         \x20 |                      ^\n\
         https://example.org:7z: 1 validation error; parsing fails (port-invalid)\n"
        ),
        "{out}"
    );
}

#[test]
fn json_prints_one_object_per_url() {
    let (code, out, _) = railurl(&[
        "check",
        "--json",
        "--base",
        "https://example.org/",
        "--",
        "../a b",
        "/ok",
        "http://[::1",
    ]);
    assert_eq!(code, 2);
    let objects: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(objects.len(), 3);
    assert_eq!(
        objects[0],
        serde_json::json!({
            "input": "../a b", "href": "https://example.org/a%20b", "valid": false, "failure": false,
            "errors": [{"kind": "invalid-URL-unit", "start": 4, "end": 5,
                        "message": "not a URL unit (a URL code point or '%' and two hex digits)"}]
        })
    );
    assert_eq!(
        objects[1],
        serde_json::json!({"input": "/ok", "href": "https://example.org/ok", "valid": true, "failure": false, "errors": []})
    );
    assert_eq!(objects[2]["failure"], true);
    assert_eq!(objects[2]["errors"][0]["kind"], "IPv6-unclosed");
    assert_eq!(objects[2]["errors"][0]["start"], 7);
    assert_eq!(objects[2]["errors"][0]["end"], 11);
}

#[test]
fn usage_errors_and_a_bad_base_exit_2() {
    assert_eq!(railurl(&["check", "--nope", "x"]).0, 2);
    let (code, _, err) = railurl(&["check", "--base", "not a base", "x"]);
    assert_eq!(code, 2);
    assert!(err.contains("the base URL failed to parse"), "{err}");
}

#[test]
fn without_urls_check_reads_stdin_and_an_empty_one_checks_nothing() {
    // `output()` gives the command an empty stdin.
    assert_eq!(railurl(&["check"]), (0, String::new(), String::new()));
}

#[test]
fn help_documents_check() {
    let (code, out, _) = railurl(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("check"), "{out}");
    let (code, out, _) = railurl(&["check", "--help"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Usage: railurl check [OPTIONS] [URL]..."),
        "{out}"
    );
    assert!(
        out.contains("Exit status: 0 when no URL has a validation error"),
        "{out}"
    );
}
