//! The Public Suffix List compiler: `data/psl/public_suffix_list.dat` to `psl_table.rs` in
//! `OUT_DIR`, which `src/psl/table.rs` includes: the list's version, and its rules as flat
//! static arrays (`compile.rs` says how they are laid out; `src/psl/format.rs` is the format
//! the build step and the lookup share).
//!
//! Refreshing the list is replacing the file and building again: the version the library
//! reports comes from the file's own `// VERSION:` and `// COMMIT:` lines.

pub mod compile;
pub mod list;
pub mod punycode;

#[path = "../../src/psl/format.rs"]
#[allow(dead_code)]
pub mod format;

use crate::common::{self, Build};
use std::fmt::Write;

/// The file the library includes.
pub const OUTPUT: &str = "psl_table.rs";

/// Compile the list in `file` into [`OUTPUT`].
pub fn generate(build: &mut Build, file: &str) {
    // The hash and layout the table is written in.
    build.watch("src/psl/format.rs");
    let Some(source) = build.read(file) else {
        return;
    };
    let list = match list::read(&source) {
        Ok(list) => list,
        Err(errors) => {
            for error in errors {
                build.error(error);
            }
            return;
        }
    };
    match compile::compile(&list) {
        Ok(table) => build.write(OUTPUT, render(&list, &table, file)),
        Err(message) => build.error(format!("{file}: {message}")),
    }
}

/// The Rust source of the table.
pub fn render(list: &list::List, table: &compile::Table, file: &str) -> String {
    let mut out = common::generated_header("build/psl", file);
    let constants = [
        (
            "VERSION",
            "&str",
            common::string_literal(&list.version),
            "The list's `// VERSION:` line.",
        ),
        (
            "COMMIT",
            "&str",
            common::string_literal(&list.commit),
            "The list's `// COMMIT:` line.",
        ),
        (
            "ICANN_RULES",
            "usize",
            table.icann_rules.to_string(),
            "The ICANN section's rules.",
        ),
        (
            "PRIVATE_RULES",
            "usize",
            table.private_rules.to_string(),
            "The private section's rules.",
        ),
        (
            "BUCKETS",
            "u32",
            table.displacements.len().to_string(),
            "How many buckets the perfect hash has.",
        ),
    ];
    for (name, ty, value, doc) in constants {
        let _ = writeln!(out, "/// {doc}\npub(super) const {name}: {ty} = {value};");
    }
    let _ = writeln!(
        out,
        "/// Each bucket's displacement.\npub(super) static DISPLACEMENTS: [u32; {}] = [{}];",
        table.displacements.len(),
        join(&table.displacements, |d| d.to_string())
    );
    let _ = writeln!(
        out,
        "/// The slots (src/psl/format.rs).\npub(super) static SLOTS: [u64; {}] = [{}];",
        table.slots.len(),
        join(&table.slots, |s| format!("{s:#x}"))
    );
    let _ = writeln!(
        out,
        "/// The labels, each once.\npub(super) static LABELS: [u8; {}] = *{};",
        table.labels.len(),
        byte_string(&table.labels)
    );
    out
}

/// `items` rendered and separated by commas, a few to a line.
fn join<T>(items: &[T], render: impl Fn(&T) -> String) -> String {
    let mut out = String::new();
    for (i, item) in items.iter().enumerate() {
        out.push_str(if i % 8 == 0 { "\n    " } else { " " });
        out.push_str(&render(item));
        out.push(',');
    }
    out.push('\n');
    out
}

/// `bytes` as a byte string literal: labels are mostly letters and digits, which stay as
/// they are; anything else is escaped.
fn byte_string(bytes: &[u8]) -> String {
    let mut out = String::from("b\"");
    for (i, &b) in bytes.iter().enumerate() {
        if i % 100 == 0 {
            out.push_str("\\\n");
        }
        if b.is_ascii_alphanumeric() || b == b'-' {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "\\x{b:02x}");
        }
    }
    out.push('"');
    out
}
