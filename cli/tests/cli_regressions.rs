//! Regression tests for defects of the hand-written `railurl` command line (issue 11, point
//! 6): each test names the defect it guards against.

mod common;

use common::{json_lines, railurl, spawn};
use serde_json::Value;
use std::ffi::OsStr;
use std::io::{Read, Write};
use std::os::unix::ffi::OsStrExt;

#[test]
fn a_non_utf8_argument_is_a_usage_error_naming_it_not_a_panic() {
    let bad: &[u8] = b"http://h/\xFF";
    for args in [
        vec![&b"parse"[..], b"--json", bad],
        vec![b"parse", b"--base", bad, b"x"],
        vec![b"set", bad, b"hash", b"x"],
        vec![b"check", bad],
    ] {
        let os_args: Vec<&OsStr> = args.iter().map(|a| OsStr::from_bytes(a)).collect();
        let out = spawn(&os_args)
            .wait_with_output()
            .expect("railurl finishes");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(stderr.contains("not valid UTF-8"), "{args:?}: {stderr}");
        // The message names the argument, shown with the bad byte replaced.
        assert!(stderr.contains("http://h/\u{FFFD}"), "{args:?}: {stderr}");
    }
}

/// Run `railurl` with stdout closed before it writes anything (after reading `keep` bytes):
/// it must stop quietly with exit status 0, as `cmd | head` users expect.
fn assert_quiet_on_broken_pipe(args: &[&str], stdin: &str, keep: usize) {
    let os_args: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
    let mut child = spawn(&os_args);
    let mut pipe = child.stdin.take().expect("stdin");
    let input = stdin.to_owned();
    // The command may stop reading early; a failed write to its stdin is expected then.
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(input.as_bytes());
    });
    let mut stdout = child.stdout.take().expect("stdout");
    let mut first = vec![0; keep];
    stdout.read_exact(&mut first).expect("the first output");
    drop(stdout);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr)
        .expect("stderr is UTF-8");
    let status = child.wait().expect("railurl finishes");
    writer.join().expect("writer thread");
    assert_eq!(stderr, "", "{args:?} wrote to stderr");
    assert_eq!(status.code(), Some(0), "{args:?}");
}

#[test]
fn a_broken_pipe_is_quiet_with_exit_status_0_in_every_subcommand() {
    // Enough output to fill any pipe buffer several times over, and failures or validation
    // errors among the URLs, which must not change the status of a run cut short.
    let many: Vec<String> = (0..5000)
        .map(|i| {
            if i % 2 == 0 {
                format!("https://user@host{i}.example/a/../{i}")
            } else {
                "not a URL".to_owned()
            }
        })
        .collect();
    let mut parse = vec!["parse", "--json"];
    parse.extend(many.iter().map(String::as_str));
    let mut check = vec!["check"];
    check.extend(many.iter().map(String::as_str));
    let lines = many.join("\n") + "\n";
    let requests: String = many
        .iter()
        .map(|u| format!("{}\n", serde_json::json!({"input": u, "base": null})))
        .collect();
    for keep in [0, 1] {
        assert_quiet_on_broken_pipe(&parse, "", keep);
        assert_quiet_on_broken_pipe(&["set", "--json", "http://h/", "hash", "x"], "", keep);
        assert_quiet_on_broken_pipe(&["batch"], &requests.repeat(4), keep);
        assert_quiet_on_broken_pipe(&["canon"], &lines.repeat(40), keep);
        assert_quiet_on_broken_pipe(&check, "", keep);
        assert_quiet_on_broken_pipe(&["check", "--json"], &lines, keep);
        assert_quiet_on_broken_pipe(&["--help"], "", keep);
    }
}

#[test]
fn set_says_when_the_setter_left_the_url_unchanged() {
    let (code, out, err) = railurl(&["set", "--json", "http://h/", "port", "x"], "");
    assert_eq!(code, 1, "{err}");
    assert_eq!(
        json_lines(&out)[0]["href"],
        "http://h/",
        "the result is still shown"
    );
    assert_eq!(
        err,
        "railurl: the port setter left the URL unchanged with the value \"x\"\n"
    );
    // A value equal to the current one leaves the URL unchanged too, and is told as such.
    let (code, out, err) = railurl(&["set", "--json", "http://h/a", "pathname", "/a"], "");
    assert_eq!(code, 1, "{err}");
    assert_eq!(json_lines(&out)[0]["href"], "http://h/a");
    assert_eq!(
        err,
        "railurl: the pathname setter left the URL unchanged with the value \"/a\" \
         (its pathname is already \"/a\")\n"
    );
    // A change is silent and exits 0.
    let (code, _, err) = railurl(&["set", "--json", "http://h/", "port", "8"], "");
    assert_eq!((code, err.as_str()), (0, ""));
}

#[test]
fn failure_json_includes_the_input() {
    let (code, out, _) = railurl(&["parse", "--json", "http://[::1", "http://ok/"], "");
    assert_eq!(code, 1);
    let failure = &json_lines(&out)[0];
    assert_eq!(failure["input"], "http://[::1");
    assert_eq!(failure["failure"], true);
    assert!(failure["error"]
        .as_str()
        .unwrap()
        .starts_with("IPv6-unclosed"));
    // The input comes first, so a failure line reads like the request it answers.
    assert!(out.starts_with("{\"input\":\"http://[::1\",\"failure\":true,\"error\":"));

    let (code, out, _) = railurl(&["set", "--json", "nope", "hash", "x"], "");
    assert_eq!(code, 1);
    assert_eq!(json_lines(&out)[0]["input"], "nope");

    let requests = concat!(
        "{\"input\": \"nope\", \"base\": null}\n",
        "{\"input\": \"x\", \"base\": \"not a base\"}\n",
        "{\"href\": \"bad\", \"setter\": \"hash\", \"value\": \"x\"}\n",
        "{\"href\": \"http://h/\", \"setter\": \"href\", \"value\": \"bad\"}\n",
    );
    let (code, out, _) = railurl(&["batch"], requests);
    assert_eq!(code, 0);
    let answers = json_lines(&out);
    let inputs: Vec<&Value> = answers.iter().map(|a| &a["input"]).collect();
    // The href setter's value failed, not the URL: the answer names the value.
    assert_eq!(inputs, ["nope", "x", "bad", "bad"]);
    assert!(answers.iter().all(|a| a["failure"] == true));
}

#[test]
fn check_takes_an_engine_and_reads_stdin_without_urls() {
    for engine in ["grammar", "prose"] {
        let (code, out, err) = railurl(
            &["check", "--json", "--engine", engine],
            "https://example.org/\nhttps://user@example.org\r\n",
        );
        assert_eq!(code, 1, "{engine}: {err}");
        let objects = json_lines(&out);
        assert_eq!(objects.len(), 2, "{engine}");
        assert_eq!(objects[0]["input"], "https://example.org/");
        assert_eq!(objects[0]["valid"], true);
        assert_eq!(objects[1]["input"], "https://user@example.org");
        assert_eq!(objects[1]["errors"][0]["kind"], "invalid-credentials");
    }
    assert_eq!(railurl(&["check", "--engine", "regex", "x:"], "").0, 2);
}

#[test]
fn parse_table_escapes_control_characters() {
    // ESC (C0), DEL, a C1 control and a bidi override in the input, which the table echoes;
    // the parsed components themselves are percent-encoded.
    let input = "http://h/\u{1b}[2J\u{7f}\u{9b}\u{202e}x";
    let (code, out, _) = railurl(&["parse", "--table", input], "");
    assert_eq!(code, 0);
    for c in ['\u{1b}', '\u{7f}', '\u{9b}', '\u{202e}'] {
        assert!(!out.contains(c), "{c:?} reached the table:\n{out}");
    }
    assert!(
        out.starts_with("http://h/\\u{1b}[2J\\u{7f}\\u{9b}\\u{202e}x\n"),
        "{out}"
    );
    assert!(
        out.contains("pathname           /%1B[2J%7F%C2%9B%E2%80%AEx\n"),
        "{out}"
    );
    // A failure's echo too.
    let (code, out, _) = railurl(&["parse", "--table", "\u{1b}]0;title\u{7}"], "");
    assert_eq!(code, 1);
    assert!(out.starts_with("\\u{1b}]0;title\\u{7}\n"), "{out}");
}
