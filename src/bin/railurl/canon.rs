//! `railurl canon`: canonical hrefs for URLs read one per line, in input order, parsed on all
//! cores, with a progress count on stderr when stderr is a terminal.

use railurl::Engine;
use std::io::{self, BufRead, BufReader, IsTerminal, Read, Write};

/// Lines parsed per round; each round is split across the threads, then written in order.
const CHUNK: usize = 32 * 1024;

/// The output line for one input line: the href, or `!failure <spec-name>` (an href always
/// starts with an ASCII alpha, so the marker cannot be mistaken for one).
fn canonical(line: &[u8], engine: Engine) -> String {
    let Ok(text) = std::str::from_utf8(line) else {
        return String::from("!failure not-UTF-8");
    };
    match engine.parse(text, None) {
        Ok(url) => String::from(url),
        Err(e) => format!("!failure {}", e.spec_name()),
    }
}

fn parse_chunk(lines: &[Vec<u8>], engine: Engine, threads: usize) -> Vec<String> {
    if threads <= 1 || lines.len() < 256 {
        return lines.iter().map(|l| canonical(l, engine)).collect();
    }
    let per_thread = lines.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let handles: Vec<_> = lines
            .chunks(per_thread)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|l| canonical(l, engine))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
}

/// Canonicalize every line of `source` to `out`; returns how many lines failed.
pub fn run(
    source: impl Read,
    out: &mut impl Write,
    engine: Engine,
    progress: &mut u64,
) -> io::Result<u64> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let show_progress = io::stderr().is_terminal();
    let mut reader = BufReader::with_capacity(1 << 16, source);
    let mut failures = 0;
    loop {
        let mut lines = Vec::with_capacity(CHUNK);
        while lines.len() < CHUNK {
            let mut line = Vec::new();
            if reader.read_until(b'\n', &mut line)? == 0 {
                break;
            }
            while matches!(line.last(), Some(b'\n' | b'\r')) {
                line.pop();
            }
            lines.push(line);
        }
        if lines.is_empty() {
            break;
        }
        for href in parse_chunk(&lines, engine, threads) {
            failures += u64::from(href.starts_with('!'));
            out.write_all(href.as_bytes())?;
            out.write_all(b"\n")?;
        }
        *progress += lines.len() as u64;
        if show_progress {
            eprint!("\r{} URLs", *progress);
        }
        if lines.len() < CHUNK {
            break;
        }
    }
    Ok(failures)
}
