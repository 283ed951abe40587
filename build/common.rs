//! What every generator of the build step shares: reading source files (and telling cargo to
//! rerun when they change), errors that point at a file, line and column (and the rule, when
//! there is one), writing generated files into `OUT_DIR`, and rendering bytes, strings and byte
//! tables as Rust source.
//!
//! A generator is a function that reads its sources through [`Build::read`], reports problems
//! with [`Build::error`] (or returns a [`SourceError`]), and hands its output to
//! [`Build::write`]. `build.rs` calls each generator in turn, then [`Build::finish`], which
//! prints every error and fails the build if there was one: one run shows all of them.

use std::fmt::{self, Write};
use std::path::PathBuf;

/// A problem in a source file: where it is, which rule it is in (if any), and what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceError {
    /// The file, as the build names it (`grammar/host.pest`).
    pub file: String,
    /// 1-based line; 0 when the problem is not at one place of the file.
    pub line: usize,
    /// 1-based column (in characters); 0 with `line` 0.
    pub column: usize,
    /// The rule the problem is in, when there is one.
    pub rule: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl SourceError {
    /// An error at byte offset `at` of `text`, the contents of `file`.
    pub fn at(file: &str, text: &str, at: usize, message: impl Into<String>) -> SourceError {
        let (line, column) = line_column(text, at);
        SourceError {
            file: file.to_owned(),
            line,
            column,
            rule: None,
            message: message.into(),
        }
    }

    /// The same error, inside `rule`.
    pub fn in_rule(mut self, rule: &str) -> SourceError {
        self.rule = Some(rule.to_owned());
        self
    }
}

impl fmt::Display for SourceError {
    /// `file:line:column: rule `name`: message`, the form compilers use, so editors and
    /// terminals link it to the place.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if self.line > 0 {
            write!(f, ":{}:{}", self.line, self.column)?;
        }
        if let Some(rule) = &self.rule {
            write!(f, ": rule `{rule}`")?;
        }
        write!(f, ": {}", self.message)
    }
}

/// The 1-based line and column (in characters) of byte offset `at` of `text`.
pub fn line_column(text: &str, at: usize) -> (usize, usize) {
    let at = at.min(text.len());
    let before = text.get(..at).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before.get(line_start..).map_or(0, |s| s.chars().count()) + 1;
    (line, column)
}

/// One source file's name and text.
#[derive(Clone, Debug)]
pub struct Source {
    /// The path relative to the package root (`grammar/host.pest`).
    pub file: String,
    /// The contents.
    pub text: String,
}

/// One run of the build step: where generated files go, and the errors found so far.
pub struct Build {
    out_dir: PathBuf,
    errors: Vec<String>,
}

impl Build {
    /// The build of the package whose build script is running (`OUT_DIR` from cargo).
    pub fn from_env() -> Build {
        let out_dir = std::env::var_os("OUT_DIR").map_or_else(|| PathBuf::from("."), PathBuf::from);
        Build {
            out_dir,
            errors: Vec::new(),
        }
    }

    /// Tell cargo to run the build script again when `path` (a file or a directory, relative
    /// to the package root) changes: the generators' own source files.
    pub fn watch(&self, path: &str) {
        println!("cargo:rerun-if-changed={path}");
    }

    /// Read the source file `file` (relative to the package root), watching it; `None` after
    /// recording the error when it cannot be read.
    pub fn read(&mut self, file: &str) -> Option<Source> {
        self.watch(file);
        match std::fs::read_to_string(file) {
            Ok(text) => Some(Source {
                file: file.to_owned(),
                text,
            }),
            Err(e) => {
                self.errors.push(format!("{file}: cannot read it: {e}"));
                None
            }
        }
    }

    /// Record an error (the build fails at [`Build::finish`]).
    pub fn error(&mut self, error: impl fmt::Display) {
        self.errors.push(error.to_string());
    }

    /// Write a generated file into `OUT_DIR`, where the library `include!`s it.
    pub fn write(&mut self, name: &str, contents: impl AsRef<[u8]>) {
        let path = self.out_dir.join(name);
        if let Err(e) = std::fs::write(&path, contents) {
            self.errors
                .push(format!("cannot write {}: {e}", path.display()));
        }
    }

    /// Print every recorded error and exit with failure if there was one (cargo shows a build
    /// script's stderr when it fails).
    pub fn finish(self) {
        if self.errors.is_empty() {
            return;
        }
        for error in &self.errors {
            eprintln!("error: {error}");
        }
        std::process::exit(1);
    }
}

/// The header of every generated file.
pub fn generated_header(generator: &str, sources: &str) -> String {
    format!("// @generated by build.rs ({generator}) from {sources}. Do not edit.\n\n")
}

/// `bytes` as a Rust byte string literal, every byte escaped (`b"\x2f\x2f"`).
pub fn byte_string(bytes: &[u8]) -> String {
    let mut out = String::from("b\"");
    for b in bytes {
        let _ = write!(out, "\\x{b:02x}");
    }
    out.push('"');
    out
}

/// `b` as a Rust byte literal (`b'\x2f'`).
pub fn byte_literal(b: u8) -> String {
    format!("b'\\x{b:02x}'")
}

/// `s` as a Rust string literal, with Rust's own escaping (`"a\"b"`).
pub fn string_literal(s: &str) -> String {
    format!("{s:?}")
}

/// A `static NAME: [bool; 256]` table, `true` for the bytes in `set`.
pub fn byte_table(name: &str, set: &[bool; 256]) -> String {
    let cells: Vec<&str> = set
        .iter()
        .map(|&b| if b { "true" } else { "false" })
        .collect();
    format!("static {name}: [bool; 256] = [{}];\n", cells.join(", "))
}

/// The set of the bytes `f` accepts.
pub fn byte_set(f: &dyn Fn(u8) -> bool) -> [bool; 256] {
    let mut set = [false; 256];
    for (b, slot) in (0..=u8::MAX).zip(set.iter_mut()) {
        *slot = f(b);
    }
    set
}

/// The union of two byte sets.
pub fn union(a: [bool; 256], b: [bool; 256]) -> [bool; 256] {
    let mut set = a;
    for (slot, other) in set.iter_mut().zip(b) {
        *slot |= other;
    }
    set
}

/// The intersection of two byte sets.
pub fn intersection(a: [bool; 256], b: [bool; 256]) -> [bool; 256] {
    let mut set = a;
    for (slot, other) in set.iter_mut().zip(b) {
        *slot &= other;
    }
    set
}
