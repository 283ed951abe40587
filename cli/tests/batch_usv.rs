//! `railurl batch` turns lone-surrogate escapes in its JSON input into U+FFFD, as a browser's
//! string conversion does, so WPT cases that hold such inputs run through the CLI.

use std::io::Write;
use std::process::{Command, Stdio};

fn batch(stdin: &str) -> Vec<serde_json::Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_railurl"))
        .arg("batch")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("railurl runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("stdin written");
    let out = child.wait_with_output().expect("railurl finishes");
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect()
}

#[test]
fn lone_surrogate_escapes_become_replacement_characters() {
    let answers = batch(concat!(
        r#"{"input": "http://h/\uD800x", "base": null}"#,
        "\n",
        r#"{"input": "http://h/\uD83D\uDE00", "base": null}"#,
        "\n",
        r#"{"href": "http://h/", "setter": "hash", "value": "\uDC00"}"#,
        "\n",
    ));
    assert_eq!(answers.len(), 3);
    // U+FFFD is EF BF BD in UTF-8, percent-encoded in a path.
    assert_eq!(answers[0]["href"], "http://h/%EF%BF%BDx");
    assert_eq!(answers[1]["href"], "http://h/%F0%9F%98%80");
    assert_eq!(answers[2]["href"], "http://h/#%EF%BF%BD");
}

#[test]
fn wpt_inputs_with_lone_surrogates_get_wpts_answers() {
    // urltestdata-javascript-only.json holds the WPT cases with lone surrogates; the CLI must
    // give what WPT expects for them.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/wpt/urltestdata-javascript-only.json"
    );
    let text = std::fs::read_to_string(path).expect("vendored WPT file");
    // The file's own escapes, passed through unchanged as request lines.
    let cases: Vec<&str> = text
        .split("\"input\":")
        .skip(1)
        .filter_map(|rest| rest.trim_start().strip_prefix('"')?.split_once('"'))
        .map(|(input, _)| input)
        .collect();
    assert!(!cases.is_empty());
    let requests: String = cases
        .iter()
        .map(|input| format!("{{\"input\": \"{input}\", \"base\": null}}\n"))
        .collect();
    let answers = batch(&requests);
    let expected: Vec<String> = text
        .split("\"href\":")
        .skip(1)
        .filter_map(|rest| {
            let rest = rest.trim_start().strip_prefix('"')?;
            Some(rest.split_once('"')?.0.to_owned())
        })
        .collect();
    assert_eq!(answers.len(), expected.len());
    for (answer, href) in answers.iter().zip(&expected) {
        assert_eq!(answer["href"], href.as_str());
    }
}
