//! `railurl batch` holds at most 12 times the request line while it answers one (issue 15).
//! Measured on the running process: its peak resident set (`VmHWM` in `/proc/PID/status`,
//! Linux) after a small request, then after one giant request line of a hostile shape; the
//! growth between the two is what that line cost, its reading, JSON decoding, parsing and
//! answering together.
//!
//! The lines are 2 MiB, so that the debug build answers each in a second or two. In release at
//! 16 MiB (2026-11-22) the heaviest shape, 16 MiB of "@" (whose href is three times as long),
//! cost 8.0 times the line; see docs/performance.md.

#![cfg(target_os = "linux")]

mod common;

use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Write};

/// The peak resident set of process `pid`, in bytes.
fn peak_resident(pid: u32) -> usize {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("/proc status");
    let kib: usize = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("a VmHWM line");
    kib * 1024
}

/// A request line whose input is `prefix`, `unit` repeated to `size` bytes, and `suffix`.
fn request(prefix: &str, unit: &str, suffix: &str, size: usize) -> String {
    let mut input = String::from(prefix);
    while input.len() < size {
        input.push_str(unit);
    }
    input.push_str(suffix);
    let line = serde_json::json!({ "input": input, "base": null });
    format!("{line}\n")
}

#[test]
fn one_giant_request_costs_at_most_twelve_times_its_line() {
    let size = 2 << 20;
    let shapes = [
        ("slashes", "http://h/", "/", "x"),
        (
            "at signs (the href is three times the input)",
            "http://",
            "@",
            "h/",
        ),
        ("userinfo colons", "http://", "a:", "@h/"),
        (
            "quotes in the path (escaped in the JSON answer)",
            "http://h/",
            "\"",
            "",
        ),
        ("non-ASCII query", "http://h/?", "é😀", ""),
    ];
    let mut over = Vec::new();
    for (name, prefix, unit, suffix) in shapes {
        let mut child = common::spawn(&[OsStr::new("batch")]);
        let pid = child.id();
        let mut stdin = child.stdin.take().expect("stdin");
        let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
        let mut ask = |line: &str| {
            stdin.write_all(line.as_bytes()).expect("request written");
            stdin.flush().expect("request flushed");
            let mut answer = String::new();
            stdout.read_line(&mut answer).expect("an answer line");
            answer
        };
        ask("{\"input\": \"http://h/\", \"base\": null}\n");
        let before = peak_resident(pid);
        let line = request(prefix, unit, suffix, size);
        let answer = ask(&line);
        let after = peak_resident(pid);
        let answer: serde_json::Value = serde_json::from_str(&answer).expect("a JSON answer");
        assert!(answer.get("href").is_some(), "{name}: {answer:.200}");
        let cost = after.saturating_sub(before);
        let ratio = cost as f64 / line.len() as f64;
        eprintln!(
            "{name}: {cost} B for a line of {} B ({ratio:.2}x)",
            line.len()
        );
        if cost > 12 * line.len() {
            over.push(format!("{name}: {ratio:.2}x"));
        }
        drop(stdin);
        assert!(child.wait().expect("railurl exits").success());
    }
    assert!(over.is_empty(), "over 12x the request line: {over:?}");
}
