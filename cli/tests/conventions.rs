//! What every subcommand shares, and what a new user found missing (issue 29): one JSON
//! style, URLs from standard input, errors that blame the string that failed, one contract
//! for `batch` and the playground, the options users expect, and output linear in the input.

mod common;

use common::{answers, json_lines, railurl};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// Every JSON line of `stdout` is compact (no space outside strings) and, when it is about a
/// URL or request, names it first as "input".
fn assert_uniform_json(stdout: &str, command: &str) {
    assert!(!stdout.is_empty(), "{command} printed nothing");
    for line in stdout.lines() {
        let value: Value = serde_json::from_str(line).expect("a JSON line");
        // serde_json (with preserve_order) writes the keys back in the line's order,
        // compactly: the same text only if the line was compact.
        assert_eq!(serde_json::to_string(&value).unwrap(), line, "{command}");
        let first = value.as_object().and_then(|o| o.keys().next()).cloned();
        assert_eq!(first.as_deref(), Some("input"), "{command}: {line}");
    }
}

// ---- defect 7: one JSON style -------------------------------------------------------------

#[test]
fn every_command_prints_compact_json_naming_its_input_first() {
    let runs: [(&[&str], &str); 7] = [
        (&["parse", "--json", "https://a/", "nope"], ""),
        (&["set", "--json", "https://a/", "pathname", "/b"], ""),
        (&["batch"], "{\"input\":\"https://a/\"}\n{\"href\":\"https://a/\",\"setter\":\"port\",\"value\":\"81\"}\nnot json\n"),
        (&["check", "--json", "https://a/", "https:a"], ""),
        (&["canon", "--json"], "https://a/\nnope\n"),
        (&["pattern", "--json", "https://*/", "https://a/", "ftp://b/"], ""),
        (&["parse"], "https://a/\n"),
    ];
    for (args, stdin) in runs {
        let (_, stdout, _) = railurl(args, stdin);
        assert_uniform_json(&stdout, &args.join(" "));
    }
    let (_, out, _) = railurl(&["parse", "https://a/b"], "");
    let keys: Vec<String> = json_lines(&out)[0]
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect();
    let documented = [
        "input", "href", "origin", "protocol", "username", "password", "host", "hostname", "port",
        "pathname", "search", "hash",
    ];
    let host_fields = ["public_suffix", "registrable_domain"];
    let documented: Vec<&str> = documented.into_iter().chain(host_fields).collect();
    assert_eq!(keys, documented);
    // A failure: what failed, and where in the input (byte offsets, as check's errors have).
    let (_, out, _) = railurl(&["parse", "http://[::1"], "");
    let failure = &json_lines(&out)[0];
    let keys: Vec<&str> = failure
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["input", "failure", "error", "start", "end"]);
    assert_eq!(
        (&failure["start"], &failure["end"]),
        (&json!(7), &json!(11))
    );
    // check --json says what the URL parses as.
    let (_, out, _) = railurl(&["check", "--json", "HTTP://a/"], "");
    assert_eq!(json_lines(&out)[0]["href"], "http://a/");
    let (_, out, _) = railurl(&["check", "--json", "http://[::1"], "");
    assert_eq!(json_lines(&out)[0]["href"], Value::Null);
}

// ---- defect 4: URLs from standard input ---------------------------------------------------

#[test]
fn every_command_that_takes_urls_reads_stdin_for_none_or_a_dash() {
    let stdin = "https://a/x\nhttps://b/y\n";
    for args in [&["parse"][..], &["parse", "-"]] {
        let (code, out, err) = railurl(args, stdin);
        assert_eq!(code, 0, "{args:?}: {err}");
        let hrefs: Vec<Value> = json_lines(&out).iter().map(|o| o["href"].clone()).collect();
        assert_eq!(hrefs, ["https://a/x", "https://b/y"], "{args:?}");
        assert!(
            err.is_empty(),
            "no hint when stdin is not a terminal: {err}"
        );
    }
    // `-` among other URLs stands for stdin's lines, in place.
    let (_, out, _) = railurl(&["parse", "https://first/", "-", "https://last/"], stdin);
    let inputs: Vec<Value> = json_lines(&out)
        .iter()
        .map(|o| o["input"].clone())
        .collect();
    assert_eq!(
        inputs,
        [
            "https://first/",
            "https://a/x",
            "https://b/y",
            "https://last/"
        ]
    );
    let (code, out, _) = railurl(&["check", "-"], "https://a/\n");
    assert_eq!(code, 0, "check - reads stdin, not the URL \"-\": {out}");
    assert!(out.contains("https://a/: valid URL string"), "{out}");
    let (code, out, _) = railurl(&["pattern", "--json", "https://*/*"], stdin);
    assert_eq!(code, 0);
    assert_eq!(json_lines(&out).len(), 2);
    let (code, out, _) = railurl(&["set", "--json", "-", "pathname", "/z"], stdin);
    assert_eq!(code, 0);
    let hrefs: Vec<Value> = json_lines(&out).iter().map(|o| o["href"].clone()).collect();
    assert_eq!(hrefs, ["https://a/z", "https://b/z"]);
    let (code, out, _) = railurl(&["canon", "-"], stdin);
    assert_eq!((code, out.as_str()), (0, "https://a/x\nhttps://b/y\n"));
}

/// Run `command` (a shell command line) with a terminal as its standard input, output and
/// error (util-linux's `script` gives it one), and `stdin` typed into it; all it wrote.
fn on_a_terminal(command: &str, stdin: &str) -> String {
    let out = Command::new("script")
        .args(["-qec", command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(stdin.as_bytes())?;
            child.wait_with_output()
        })
        .expect("`script` (util-linux) runs: this test needs a terminal");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn reading_a_terminal_says_so() {
    let bin = env!("CARGO_BIN_EXE_railurl");
    for (args, what) in [
        ("parse", "URLs"),
        ("check -", "URLs"),
        ("canon", "URLs"),
        ("pattern 'https://*/'", "URLs"),
        ("set - hash x", "URLs"),
        ("batch", "JSON requests"),
        ("pattern-batch", "JSON requests"),
        ("uri-batch", "JSON requests"),
    ] {
        // Ctrl-D (EOT) at the start of a line ends the terminal's input.
        let shown = on_a_terminal(&format!("{bin} {args}"), "\x04");
        let hint = format!("railurl: reading {what} from standard input, one per line");
        assert!(
            shown.contains(&hint),
            "railurl {args} on a terminal: {shown:?}"
        );
    }
}

// ---- defect 5: errors blame the string that failed ----------------------------------------

#[test]
fn a_failing_href_value_is_blamed_not_the_url() {
    let (code, out, err) = railurl(
        &["set", "--json", "https://example.org/a", "href", "nope"],
        "",
    );
    assert_eq!(code, 1);
    let answer = &json_lines(&out)[0];
    assert_eq!(answer["input"], "nope");
    assert_eq!(answer["failure"], true);
    assert!(err.contains("value \"nope\" failed to parse"), "{err}");
    assert!(!err.contains("https://example.org/a"), "{err}");
    // A URL that fails is itself blamed.
    let (_, out, err) = railurl(&["set", "--json", "nope", "hash", "x"], "");
    assert_eq!(json_lines(&out)[0]["input"], "nope");
    assert!(err.contains("the URL \"nope\" failed to parse"), "{err}");
}

// ---- defect 6: one contract for batch and the playground ----------------------------------

#[test]
fn batch_refuses_what_it_does_not_understand_and_says_what_a_setter_changed() {
    let requests = [
        r#"{"input":"https://a/","engine":"prose"}"#,
        r#"{"input":"https://a/","engine":"regex"}"#,
        r#"{"input":"https://a/","frobnicate":1}"#,
        r#"{"href":"https://a/","setter":"port","value":"x"}"#,
        r#"{"href":"https://a/","setter":"port","value":"81"}"#,
        r#"{"href":"https://a/","setter":"origin","value":"x"}"#,
        r#"{"href":"https://a/","setter":"port","value":"81","extra":true}"#,
    ];
    let (code, out, _) = railurl(&["batch"], &(requests.join("\n") + "\n"));
    assert_eq!(code, 0);
    let answers = json_lines(&out);
    assert_eq!(answers.len(), requests.len());
    assert_eq!(
        answers[0]["href"], "https://a/",
        "an engine is a known field"
    );
    for (i, what) in [(1, "regex"), (2, "frobnicate"), (5, "origin"), (6, "extra")] {
        let error = answers[i]["error"].as_str().unwrap_or_default();
        assert!(
            error.starts_with("bad request") && error.contains(what),
            "{}",
            answers[i]
        );
        assert_eq!(answers[i]["failure"], true);
    }
    assert_eq!(answers[3]["changed"], false);
    assert_eq!(answers[4]["changed"], true);
    assert_eq!(answers[4]["href"], "https://a:81/");
}

// ---- defect 8: the options users expect ----------------------------------------------------

#[test]
fn canon_takes_a_base_and_writes_json() {
    let (code, out, _) = railurl(&["canon", "--base", "https://h/a/"], "b\n../c\n");
    assert_eq!((code, out.as_str()), (0, "https://h/a/b\nhttps://h/c\n"));
    let (code, out, _) = railurl(&["canon", "-j", "-b", "https://h/"], "x\n\u{1}nope:\n");
    assert_eq!(code, 0);
    let lines = json_lines(&out);
    assert_eq!(lines[0]["href"], "https://h/x");
    assert_eq!(lines[1]["input"], "\u{1}nope:");
}

#[test]
fn check_has_a_table() {
    let (code, out, _) = railurl(&["check", "--table", "https:example.org"], "");
    assert_eq!(code, 1);
    let rows: Vec<&str> = out.lines().collect();
    assert_eq!(rows[0], "https:example.org");
    assert!(
        rows[1].contains("special-scheme-missing-following-solidus") && rows[1].contains("6..7"),
        "{out}"
    );
    assert!(rows[2].contains("parses as https://example.org/"), "{out}");
}

#[test]
fn pattern_takes_an_engine_and_short_options_work() {
    for engine in ["grammar", "prose"] {
        let args =
            format!("pattern -j -e {engine} -i https://EXAMPLE.com/:id https://example.com/A");
        let (code, out, _) = railurl(&args.split(' ').collect::<Vec<_>>(), "");
        assert_eq!(code, 0, "{engine}");
        let answer = &json_lines(&out)[0];
        assert_eq!(answer["match"]["pathname"]["groups"]["id"], "A");
        assert_eq!(answer["match"]["inputs"][0], "https://example.com/A");
    }
    let answer = &answers(&["parse", "-j", "-e", "prose", "-b", "https://h/a/", "b"])[0];
    assert_eq!(answer["href"], "https://h/a/b");
    let (_, out, _) = railurl(&["check", "-j", "-b", "https://h/", "x"], "");
    assert_eq!(json_lines(&out)[0]["href"], "https://h/x");
}

/// Whether `text` has a line that starts (after indentation and a pipe into it) with `railurl
/// <command>` followed by a space or the end of the line.
fn shows(text: &str, command: &str) -> bool {
    let wanted = format!("railurl {command}");
    let starts = |line: &str| {
        line.trim_start()
            .strip_prefix(&wanted)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
    };
    text.lines().any(|line| {
        starts(line)
            || line
                .rsplit_once(" | ")
                .is_some_and(|(_, piped)| starts(piped))
    })
}

#[test]
fn the_help_and_the_synopses_show_every_command() {
    let (_, help, _) = railurl(&["--help"], "");
    // The commands, as clap lists them under "Commands:".
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|&command| command != "help")
        .collect();
    assert!(commands.len() >= 10, "{commands:?} in {help}");
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    for page in ["README.md", "cli/README.md", "docs/cli.md"] {
        let text = std::fs::read_to_string(format!("{root}/{page}")).expect(page);
        for command in &commands {
            assert!(
                shows(&text, command),
                "{page}'s synopsis lacks railurl {command}"
            );
        }
    }
    for command in &commands {
        assert!(
            shows(&help, command),
            "railurl --help has no example of railurl {command}"
        );
    }
}

#[test]
fn check_of_an_empty_string_names_it() {
    let (_, out, _) = railurl(&["check", ""], "");
    let summary = out.lines().last().unwrap_or_default();
    assert!(summary.starts_with("\"\": 1 validation error"), "{out}");
}

#[cfg(unix)]
#[test]
fn serve_open_without_a_browser_says_so_in_one_line() {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("railurl-no-browser-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let opener = dir.join("xdg-open");
    let noise = "xdg-open: no method available for opening";
    std::fs::write(
        &opener,
        format!("#!/bin/sh\nfor i in 1 2 3 4 5 6 7; do echo '{noise}' >&2; done\nexit 3\n"),
    )
    .unwrap();
    std::fs::set_permissions(&opener, std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut server = Command::new(env!("CARGO_BIN_EXE_railurl"))
        .args(["serve", "--port", "0", "--open"])
        .env("PATH", path)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("railurl serve runs");
    let mut stderr = BufReader::new(server.stderr.take().unwrap());
    let mut line = String::new();
    stderr.read_line(&mut line).expect("a message on stderr");
    let _ = server.kill();
    let _ = server.wait();
    let mut rest = String::new();
    let _ = std::io::Read::read_to_string(&mut stderr, &mut rest);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        line.starts_with("railurl: could not open a browser"),
        "{line}"
    );
    assert!(line.contains("open http://127.0.0.1:"), "{line}");
    assert!(
        !line.contains(noise) && !rest.contains(noise),
        "{line}{rest}"
    );
}

// ---- defect 1: output linear in the input --------------------------------------------------

#[test]
fn check_writes_a_small_multiple_of_a_long_input() {
    // 25,000 spaces, each an invalid-URL-unit validation error: every diagnostic used to echo
    // the whole 100 KB line (3.75 GB in all).
    let input = format!("http://example.com/{}", "a b/".repeat(25_000));
    for args in [&["check"][..], &["check", "--table"]] {
        let (code, out, _) = railurl(args, &format!("{input}\n"));
        assert_eq!(code, 1);
        assert!(
            out.len() <= 100 * input.len(),
            "{args:?}: {} bytes for {} bytes of input",
            out.len(),
            input.len()
        );
        assert!(
            out.contains("more validation errors: 24980 invalid-URL-unit"),
            "{args:?}"
        );
    }
}
