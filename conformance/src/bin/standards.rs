//! `railurl-standards`: the map of where the WHATWG URL Standard and RFC 3986 disagree, as
//! Markdown (docs/standards.md is its output with the defaults).
//!
//! ```sh
//! cargo run --release -p railurl-conformance --bin railurl-standards -- \
//!     [--generate N] [--seed S] [--out FILE]
//! ```

use railurl_conformance::standards_doc::{document, MapOptions};
use std::process::ExitCode;

const USAGE: &str = "usage: railurl-standards [--generate N] [--seed S] [--out FILE]
  --generate N  generated inputs and pairs to add (default 5000, the committed document's)
  --seed S      the generator's seed (default 1)
  --out FILE    write the document to FILE (default: standard output)";

fn main() -> ExitCode {
    let mut options = MapOptions::default();
    let mut out = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next();
        let number = |v: Option<String>| v.and_then(|v| v.parse::<u64>().ok());
        match (arg.as_str(), value) {
            ("--generate", v) if number(v.clone()).is_some() => {
                options.generate = number(v).unwrap_or(0)
            }
            ("--seed", v) if number(v.clone()).is_some() => options.seed = number(v).unwrap_or(1),
            ("--out", Some(file)) => out = Some(file),
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let text = match document(options) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("railurl-standards: {e}");
            return ExitCode::FAILURE;
        }
    };
    match out {
        Some(file) => match std::fs::write(&file, text) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("railurl-standards: {file}: {e}");
                ExitCode::FAILURE
            }
        },
        None => {
            print!("{text}");
            ExitCode::SUCCESS
        }
    }
}
