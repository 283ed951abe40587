//! What the examples' tests share: running an example as a user runs it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// An example's exit status and output.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// `cargo run --example NAME -- ARGS...`, from this crate's directory.
pub fn example(name: &str, args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO"))
        .args(["run", "--quiet", "--example", name, "--"])
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
    }
}

/// `parse_tree ARGS...`, which must succeed.
pub fn parse_tree(args: &[&str]) -> Run {
    let run = example("parse_tree", args);
    assert_eq!(run.code, 0, "parse_tree {args:?} failed:\n{}", run.stderr);
    run
}

/// Every one of `wanted` is a whole line of `stdout`.
pub fn assert_has(stdout: &str, wanted: &[&str]) {
    let lines: Vec<&str> = stdout.lines().collect();
    for w in wanted {
        assert!(lines.contains(w), "no line {w:?} in:\n{stdout}");
    }
}

/// `text` contains `part`; a failure shows the whole of `text`.
pub fn assert_contains(text: &str, part: &str) {
    assert!(text.contains(part), "no {part:?} in:\n{text}");
}

/// A fresh directory under the system temp dir, removed when dropped.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let dir = std::env::temp_dir().join(format!(
            "railurl-examples-{tag}-{}-{nanos}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
