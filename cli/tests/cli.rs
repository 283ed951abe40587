//! The `railurl` command's contract: `parse` and `batch` output, one JSON object per URL or
//! request, in order; malformed requests answered and skipped; exit statuses.

#[path = "../../tests/support/mod.rs"]
mod support;

mod common;

use common::{answers, assert_failure, json_lines as lines, railurl};
use railurl::ParseErrorKind;
use serde_json::Value;

#[test]
fn parse_prints_one_object_per_url_with_every_getter() {
    let objects = answers(&[
        "parse",
        "--base",
        "https://example.org/a/b",
        "../c?q",
        "//h:81",
    ]);
    assert_eq!(objects.len(), 2);
    assert_eq!(objects[0]["href"], "https://example.org/c?q");
    assert_eq!(objects[0]["search"], "?q");
    assert_eq!(objects[1]["host"], "h:81");
    assert_eq!(objects[1]["port"], "81");
    for key in [
        "href", "origin", "protocol", "username", "password", "host", "hostname", "port",
        "pathname", "search", "hash",
    ] {
        assert!(objects[0][key].is_string(), "missing {key}");
    }
}

#[test]
fn parse_reports_failures_and_exits_1() {
    let (code, out, _) = railurl(&["parse", "http://[::1", "http://ok/"], "");
    assert_eq!(code, 1);
    let objects = lines(&out);
    assert_failure(&objects[0], "http://[::1", "IPv6-unclosed");
    // The span the table's carets mark, as byte offsets: the unclosed address.
    assert_eq!(failure_span(&objects[0]), Some(7..11));
    assert_eq!(objects[1]["href"], "http://ok/");
}

/// The `start` and `end` of a failure object, `None` when both are null.
fn failure_span(answer: &Value) -> Option<std::ops::Range<usize>> {
    let offset = |key: &str| answer[key].as_u64().map(|n| n as usize);
    match (offset("start"), offset("end")) {
        (Some(start), Some(end)) => Some(start..end),
        (None, None) if answer["start"].is_null() && answer["end"].is_null() => None,
        _ => panic!("start and end must be two offsets or two nulls: {answer}"),
    }
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(railurl(&["parse", "--frobnicate"], "").0, 2);
    assert_eq!(railurl(&["frobnicate"], "").0, 2);
    assert_eq!(railurl(&["parse", "--base", "nope", "x"], "").0, 2);
}

#[test]
fn batch_answers_every_line_in_order_like_the_library() {
    // Every urltestdata case through batch; each answer must match the library's.
    let data = support::wpt_json("urltestdata.json");
    let cases: Vec<&Value> = data
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c.is_object())
        .collect();
    let mut requests = String::new();
    for case in &cases {
        let request = serde_json::json!({"input": case["input"], "base": case["base"]});
        requests.push_str(&request.to_string());
        requests.push('\n');
    }
    // Malformed requests in the middle must not stop the run.
    requests.push_str("not json\n{\"base\": null}\n[1]\n{\"input\": 3}\n\n");
    requests.push_str("{\"input\": \"x\", \"base\": \"not a base\"}\n");
    let (code, out, _) = railurl(&["batch"], &requests);
    assert_eq!(code, 0);
    let answers = lines(&out);
    assert_eq!(answers.len(), cases.len() + 6);
    for (case, answer) in cases.iter().zip(&answers) {
        let input = case["input"].as_str().unwrap();
        let base = case["base"].as_str().map(railurl::Url::parse);
        let expected = match base {
            None => railurl::Url::parse(input),
            Some(Ok(b)) => railurl::Url::parse_with_base(input, &b),
            Some(Err(_)) => Err(railurl::ParseError::new(ParseErrorKind::InvalidBase, 0..0)),
        };
        match expected {
            Ok(url) => assert_eq!(answer["href"], url.href(), "input {input:?}"),
            Err(e) => {
                assert_eq!(answer["failure"], true, "input {input:?}");
                // Where the input failed; a failed base has no place in the input.
                let span = Some(e.span()).filter(|_| e.kind() != ParseErrorKind::InvalidBase);
                assert_eq!(failure_span(answer), span, "input {input:?}");
            }
        }
    }
    for answer in &answers[cases.len()..cases.len() + 5] {
        assert_eq!(answer["failure"], true);
        assert_eq!(failure_span(answer), None);
        assert!(
            answer["error"].as_str().unwrap().starts_with("bad request"),
            "{answer}"
        );
    }
    assert_eq!(answers[cases.len() + 5]["failure"], true);
    assert!(answers[cases.len() + 5]["error"]
        .as_str()
        .unwrap()
        .starts_with("invalid-base"));
}

#[test]
fn engine_option_selects_the_prose_engine_with_the_same_answers() {
    for engine in ["grammar", "prose"] {
        let (code, out, _) = railurl(
            &[
                "parse",
                "--json",
                "--engine",
                engine,
                "http://EXAMPLE.com/a/%2e%2E/b",
            ],
            "",
        );
        assert_eq!(code, 0, "{engine}");
        assert_eq!(lines(&out)[0]["href"], "http://example.com/b", "{engine}");
    }
    assert_eq!(railurl(&["parse", "--engine", "regex", "x:"], "").0, 2);
}

#[test]
fn parse_table_shows_every_component_by_name() {
    let (code, out, _) = railurl(&["parse", "--table", "https://u@h:1/p?q#f"], "");
    assert_eq!(code, 0);
    for row in [
        "href               https://u@h:1/p?q#f",
        "username           u",
        "port               1",
        "pathname           /p",
        "search             ?q",
        "hash               #f",
        "public_suffix      h",
        "registrable_domain (null)",
    ] {
        assert!(out.contains(row), "{row:?} missing from:\n{out}");
    }
}

#[test]
fn parse_table_shows_where_a_failure_was_reached() {
    let (code, out, _) = railurl(&["parse", "--table", "http://[::1"], "");
    assert_eq!(code, 1);
    // IPv6-unclosed is about the unclosed address, bytes 7..11 of the input.
    let expected = "http://[::1\n\
                    \x20 failure   IPv6-unclosed: the IPv6 address is missing its closing ']'\n\
                    \x20           | http://[::1\n\
                    \x20           |        ^^^^\n";
    assert!(out.starts_with(expected), "{out}");
}

#[test]
fn set_runs_the_url_class_setter() {
    let answer = &answers(&[
        "set",
        "--json",
        "https://example.org/a?b",
        "pathname",
        "/c d",
    ])[0];
    assert_eq!(answer["href"], "https://example.org/c%20d?b");
    // The hostname setter ignores a value with a port, as the URL class does.
    let (_, out, _) = railurl(&["set", "--json", "http://h/", "hostname", "x:1"], "");
    assert_eq!(lines(&out)[0]["href"], "http://h/");
    assert_eq!(railurl(&["set", "http://h/", "colour", "red"], "").0, 2);
    assert_eq!(railurl(&["set", "--json", "nope", "hash", "x"], "").0, 1);
}

#[test]
fn batch_answers_setter_requests() {
    let requests = concat!(
        "{\"href\": \"http://h/p\", \"setter\": \"search\", \"value\": \"a=1\"}\n",
        "{\"href\": \"http://h/p\", \"setter\": \"nope\", \"value\": \"x\"}\n",
        "{\"href\": \"http://h/p\", \"setter\": \"hash\"}\n",
        "{\"href\": \"bad\", \"setter\": \"hash\", \"value\": \"x\"}\n",
    );
    for engine in ["grammar", "prose"] {
        let (code, out, _) = railurl(&["batch", "--engine", engine], requests);
        assert_eq!(code, 0);
        let answers = lines(&out);
        assert_eq!(answers.len(), 4);
        assert_eq!(answers[0]["href"], "http://h/p?a=1");
        assert!(answers[1]["error"]
            .as_str()
            .unwrap()
            .starts_with("bad request"));
        assert!(answers[2]["error"]
            .as_str()
            .unwrap()
            .starts_with("bad request"));
        assert!(answers[3]["error"]
            .as_str()
            .unwrap()
            .starts_with("missing-scheme"));
    }
}

#[test]
fn canon_writes_one_line_per_input_line_in_order() {
    // Enough lines for several parallel rounds, with failures scattered through them.
    let mut input = String::new();
    let mut expected = Vec::new();
    for i in 0..70_000 {
        if i % 997 == 0 {
            input.push_str("not a url\n");
            expected.push("!failure missing-scheme-non-relative-URL".to_owned());
        } else {
            input.push_str(&format!("HTTP://Host{}.example/a/../{i}\n", i % 7));
            expected.push(format!("http://host{}.example/{i}", i % 7));
        }
    }
    let (code, out, _) = railurl(&["canon"], &input);
    assert_eq!(code, 1, "some lines failed");
    let got: Vec<&str> = out.lines().collect();
    assert_eq!(got.len(), expected.len());
    for (i, (g, e)) in got.iter().zip(&expected).enumerate() {
        assert_eq!(g, e, "line {i}");
    }
    // Files are read in order; all lines good means exit 0.
    let dir = std::env::temp_dir().join(format!("railurl-canon-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (a, b) = (dir.join("a.txt"), dir.join("b.txt"));
    std::fs::write(&a, "https://a.example\n").unwrap();
    std::fs::write(&b, "https://b.example/x/./y\n").unwrap();
    let (code, out, _) = railurl(&["canon", a.to_str().unwrap(), b.to_str().unwrap()], "");
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, 0);
    assert_eq!(out, "https://a.example/\nhttps://b.example/x/y\n");
}

#[test]
fn version_prints_the_name_and_version() {
    let (code, out, _) = railurl(&["--version"], "");
    assert_eq!(code, 0);
    assert_eq!(out, format!("railurl {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn completions_print_a_script_for_each_shell() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let (code, out, err) = railurl(&["completions", shell], "");
        assert_eq!(code, 0, "{shell}: {err}");
        assert!(out.contains("railurl"), "{shell}: {out}");
        assert!(out.contains("canon"), "{shell} completes the subcommands");
    }
    let (_, bash, _) = railurl(&["completions", "bash"], "");
    assert!(bash.contains("complete -F _railurl"), "{bash}");
    assert_eq!(railurl(&["completions", "tcsh"], "").0, 2);
}

#[test]
fn help_shows_formats_exit_statuses_and_examples() {
    let (code, out, _) = railurl(&["--help"], "");
    assert_eq!(code, 0);
    for text in [
        "parse",
        "set",
        "batch",
        "canon",
        "check",
        "Examples:",
        "railurl canon urls.txt",
    ] {
        assert!(out.contains(text), "{text:?} missing from:\n{out}");
    }
    let (code, out, _) = railurl(&["parse", "--help"], "");
    assert_eq!(code, 0);
    for text in [
        "{\"input\", \"failure\": true, \"error\", \"start\", \"end\"}",
        "Exit status: 0 when every URL parses",
    ] {
        assert!(out.contains(text), "{text:?} missing from:\n{out}");
    }
    // A usage error says what is wrong on stderr and exits 2.
    let (code, out, err) = railurl(&["parse", "--json", "--table", "x:"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("cannot be used with"), "{err}");
}
