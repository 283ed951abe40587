//! What the CLI's integration tests share: running the `railurl` binary.
#![allow(dead_code)]

use serde_json::Value;
use std::ffi::OsStr;
use std::io::Write;
use std::process::{Child, Command, Stdio};

/// Start `railurl` with `args`, every stream piped.
pub fn spawn(args: &[&OsStr]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_railurl"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("railurl runs")
}

/// Run `railurl` with `args` and `stdin`; returns the exit code, stdout and stderr.
pub fn railurl(args: &[&str], stdin: &str) -> (i32, String, String) {
    let args: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
    let mut child = spawn(&args);
    let mut pipe = child.stdin.take().expect("stdin");
    let input = stdin.to_owned();
    let writer = std::thread::spawn(move || pipe.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("railurl finishes");
    writer
        .join()
        .expect("writer thread")
        .expect("stdin written");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        String::from_utf8(out.stderr).expect("stderr is UTF-8"),
    )
}

/// The JSON objects of `stdout`, one per line.
pub fn json_lines(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l:?} is not JSON: {e}")))
        .collect()
}

/// Run `railurl` with `args` and nothing on stdin, which must exit 0; its JSON answers.
pub fn answers(args: &[&str]) -> Vec<Value> {
    let (code, out, err) = railurl(args, "");
    assert_eq!(code, 0, "railurl {args:?}: {err}");
    json_lines(&out)
}

/// `answer` is the object `parse` prints for an `input` that fails, with an error of `kind`.
pub fn assert_failure(answer: &Value, input: &str, kind: &str) {
    assert_eq!(answer["input"], input);
    assert_eq!(answer["failure"], true);
    let error = answer["error"].as_str().unwrap_or_default();
    assert!(error.starts_with(kind), "{error}");
}
