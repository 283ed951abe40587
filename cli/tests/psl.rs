//! Public suffixes and registrable domains through the command line: the URL Standard's
//! example table and every case of the Public Suffix List's `test_psl.txt` through `railurl
//! batch`, the two fields in `parse`'s answers, and `canon --fields`.

mod common;
#[path = "../../tests/support/psl_cases.rs"]
mod psl_cases;

use common::{answers, assert_failure, json_lines, railurl, spawn};
use psl_cases::{list_test_cases, SPEC_TABLE};
use railurl::{parse_host, Host};
use serde_json::{json, Value};
use std::ffi::OsStr;
use std::io::Write;

/// `railurl batch`'s answers to parse requests for each of `inputs`, in order.
fn batch(inputs: &[String]) -> Vec<Value> {
    let requests: String = inputs
        .iter()
        .map(|input| json!({ "input": input }).to_string() + "\n")
        .collect();
    let (code, out, err) = railurl(&["batch"], &requests);
    assert_eq!(code, 0, "{err}");
    let answers = json_lines(&out);
    assert_eq!(answers.len(), inputs.len());
    for (answer, input) in answers.iter().zip(inputs) {
        assert_eq!(answer["input"], input.as_str());
    }
    answers
}

/// `Some(s)` as a JSON string, `None` as null.
fn nullable(value: Option<&str>) -> Value {
    value.map_or(Value::Null, Value::from)
}

#[test]
fn the_spec_table_through_batch() {
    let inputs: Vec<String> = SPEC_TABLE
        .iter()
        .map(|(host, _, _)| format!("https://{host}/path"))
        .collect();
    for (answer, (host, suffix, registrable)) in batch(&inputs).iter().zip(SPEC_TABLE) {
        assert_eq!(answer["public_suffix"], nullable(suffix), "{host}");
        assert_eq!(
            answer["registrable_domain"],
            nullable(registrable),
            "{host}"
        );
    }
}

#[test]
fn every_case_of_the_lists_own_tests_through_batch() {
    let cases = list_test_cases();
    // `null` is no host at all: a URL whose host is null.
    let inputs: Vec<String> = cases
        .iter()
        .map(|(input, _)| match input {
            Some(host) => format!("http://{host}/"),
            None => "mailto:someone@example.com".to_owned(),
        })
        .collect();
    for (answer, (input, expected)) in batch(&inputs).iter().zip(&cases) {
        // The expected domain in the form the spec answers in: ASCII.
        let expected = expected.as_deref().map(|e| match parse_host(e, true) {
            Ok(Host::Domain(d)) => d.into_owned(),
            other => panic!("{e}: {other:?}"),
        });
        assert_eq!(
            answer["registrable_domain"],
            nullable(expected.as_deref()),
            "{input:?}"
        );
    }
}

#[test]
fn parse_and_set_answer_with_the_public_suffix_and_registrable_domain_last() {
    let answers = answers(&[
        "parse",
        "--json",
        "https://a.b.example.co.uk./x",
        "http://[::1]/",
    ]);
    let keys: Vec<&str> = answers[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        &keys[keys.len() - 3..],
        ["hash", "public_suffix", "registrable_domain"]
    );
    assert_eq!(answers[0]["public_suffix"], "co.uk.");
    assert_eq!(answers[0]["registrable_domain"], "example.co.uk.");
    assert_eq!(answers[1]["public_suffix"], Value::Null);
    assert_eq!(answers[1]["registrable_domain"], Value::Null);
    // A setter's answer: the fields of the URL after the setter, then "changed".
    let (_, out, _) = railurl(
        &[
            "set",
            "--json",
            "https://a.example/",
            "hostname",
            "b.github.io",
        ],
        "",
    );
    let answer = &json_lines(&out)[0];
    assert_eq!(answer["registrable_domain"], "b.github.io");
    assert_eq!(answer["changed"], true);
    // The table shows them too, and says when they are null.
    let (_, out, _) = railurl(
        &["parse", "--table", "https://www.example.com/", "file:///"],
        "",
    );
    assert!(out.contains("  registrable_domain example.com\n"), "{out}");
    assert!(out.contains("  public_suffix      (null)\n"), "{out}");
}

/// `railurl canon` with `args` on `input` (bytes, which need not be UTF-8): exit code, stdout.
fn canon(args: &[&str], input: &[u8]) -> (i32, String) {
    let args: Vec<&OsStr> = ["canon"].iter().chain(args).map(OsStr::new).collect();
    let mut child = spawn(&args);
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().expect("railurl finishes");
    writer.join().expect("writer").expect("stdin written");
    let stdout = String::from_utf8(out.stdout).expect("UTF-8");
    (out.status.code().unwrap_or(-1), stdout)
}

/// Lines of every kind: a domain, the list's private section, an IP address, a public suffix,
/// a failure, a line that is not UTF-8, a null host.
const MIXED: &[u8] = b"https://user:pw@WWW.Example.CO.UK:8443/p?q#f\nhttps://whatwg.github.io./\n\
http://127.0.0.1/\nhttps://github.io/\nhttp://[::1\n\xff\nmailto:a@b.example\n";

#[test]
fn canon_fields_writes_the_chosen_columns_tab_separated_in_input_order() {
    let fields = "href,hostname,public_suffix,registrable_domain,icann_registrable_domain,error";
    let (code, out) = canon(&["--fields", fields], MIXED);
    assert_eq!(code, 1, "a line failed");
    let rows: Vec<Vec<&str>> = out.lines().map(|l| l.split('\t').collect()).collect();
    let expected: [[&str; 6]; 7] = [
        [
            "https://user:pw@www.example.co.uk:8443/p?q#f",
            "www.example.co.uk",
            "co.uk",
            "example.co.uk",
            "example.co.uk",
            "",
        ],
        [
            "https://whatwg.github.io./",
            "whatwg.github.io.",
            "github.io.",
            "whatwg.github.io.",
            "github.io.",
            "",
        ],
        ["http://127.0.0.1/", "127.0.0.1", "", "", "", ""],
        [
            "https://github.io/",
            "github.io",
            "github.io",
            "",
            "github.io",
            "",
        ],
        ["", "", "", "", "", "IPv6-unclosed"],
        ["", "", "", "", "", "not-UTF-8"],
        ["mailto:a@b.example", "", "", "", "", ""],
    ];
    assert_eq!(rows, expected);
}

#[test]
fn canon_fields_with_json_names_each_input_and_writes_null_for_null() {
    let (code, out) = canon(&["--json", "--fields", "registrable_domain,port"], MIXED);
    assert_eq!(code, 1);
    let objects = json_lines(&out);
    assert_eq!(
        objects[0],
        json!({
            "input": "https://user:pw@WWW.Example.CO.UK:8443/p?q#f",
            "registrable_domain": "example.co.uk",
            "port": "8443",
        })
    );
    assert_eq!(
        objects[2],
        json!({ "input": "http://127.0.0.1/", "registrable_domain": null, "port": "" })
    );
    // Without `error` among the fields, a failure is the object `parse` prints.
    assert_failure(&objects[4], "http://[::1", "IPv6-unclosed");
    assert_eq!(
        (&objects[4]["start"], &objects[4]["end"]),
        (&json!(7), &json!(11))
    );
    assert_eq!(objects[5]["input"], Value::Null);
    assert_eq!(objects[5]["failure"], true);
    // A line that is not UTF-8 has no place where it failed.
    assert_eq!(
        (&objects[5]["start"], &objects[5]["end"]),
        (&Value::Null, &Value::Null)
    );
    // With it, the same columns for every line.
    let (_, out) = canon(&["--json", "--fields", "href,error"], MIXED);
    let objects = json_lines(&out);
    assert_eq!(
        objects[4],
        json!({ "input": "http://[::1", "href": null, "error": "IPv6-unclosed" })
    );
    assert_eq!(
        objects[6],
        json!({ "input": "mailto:a@b.example", "href": "mailto:a@b.example", "error": null })
    );
}

#[test]
fn canon_fields_keeps_order_across_chunks_and_refuses_unknown_fields() {
    // More lines than one chunk (16 Ki lines), so that several are parsed at once.
    let lines: String = (0..40_000)
        .map(|i| format!("https://www.example{i}.co.uk/\n"))
        .collect();
    let (code, out) = canon(&["--fields", "registrable_domain"], lines.as_bytes());
    assert_eq!(code, 0);
    let domains: Vec<&str> = out.lines().collect();
    assert_eq!(domains.len(), 40_000);
    for (i, domain) in domains.iter().enumerate() {
        assert_eq!(*domain, format!("example{i}.co.uk"));
    }
    let (code, _, err) = railurl(&["canon", "--fields", "href,tld"], "");
    assert_eq!(code, 2);
    assert!(err.contains("tld"), "{err}");
}
