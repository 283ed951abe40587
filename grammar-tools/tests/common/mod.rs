//! What the examples' tests share: running an example as a user runs it.
#![allow(dead_code)]

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
