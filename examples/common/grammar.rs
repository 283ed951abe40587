//! Reading a pest grammar at run time with `pest_meta`, shared by the `parse_tree` and
//! `railroad` examples: the same parse, validation and optimization pest_derive does, and error
//! reports that point at a line and column of the grammar file. A grammar is one `.pest` file,
//! or a directory holding the URL grammar's files (as `grammar/` does), read in the order
//! build.rs and pest_derive read them.

use pest::error::{Error, LineColLocation};
use pest_meta::optimizer::OptimizedRule;
use pest_meta::parser::{self, Rule as MetaRule};

/// The built-in URL grammar's directory.
pub const BUILTIN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/grammar");

/// The files a grammar path stands for, in order.
fn files(path: &str) -> Vec<String> {
    if std::path::Path::new(path).is_dir() {
        railurl::syntax::GRAMMAR_FILES
            .iter()
            .map(|f| format!("{}/{f}", path.trim_end_matches('/')))
            .collect()
    } else {
        vec![path.to_owned()]
    }
}

/// The text of the grammar at `path`: one file, or a directory's URL grammar files joined.
pub fn read(path: &str) -> Result<String, String> {
    let mut text = String::new();
    for file in files(path) {
        let part = std::fs::read_to_string(&file)
            .map_err(|e| format!("{file}: cannot read the grammar: {e}"))?;
        text.push_str(&part);
        text.push('\n');
    }
    Ok(text)
}

/// The file and line of `path`'s grammar that line `line` of the joined text comes from.
fn locate(path: &str, line: usize) -> (String, usize) {
    let mut first = 1;
    for file in files(path) {
        let lines = std::fs::read_to_string(&file).map_or(0, |t| t.lines().count() + 1);
        if line < first + lines {
            return (file, line + 1 - first);
        }
        first += lines;
    }
    (path.to_owned(), line)
}

/// Compile a grammar as pest_derive would (parse, validate, optimize) into the rules `pest_vm`
/// runs. On failure the message is ready to print: one `path:line:column: message` line per
/// error, each followed by pest's excerpt of the grammar.
pub fn compile(path: &str, text: &str) -> Result<Vec<OptimizedRule>, String> {
    pest_meta::parse_and_optimize(text)
        .map(|(_builtins, rules)| rules)
        .map_err(|errors| report(path, errors))
}

/// One report for all `errors`, in grammar order.
fn report(path: &str, errors: Vec<Error<MetaRule>>) -> String {
    let mut errors: Vec<_> = errors
        .into_iter()
        .map(|e| e.renamed_rules(parser::rename_meta_rule))
        .collect();
    errors.sort_by_key(|e| start(&e.line_col));
    let mut out = format!(
        "{path}: the grammar does not compile ({} error{})\n",
        errors.len(),
        if errors.len() == 1 { "" } else { "s" }
    );
    for e in errors {
        let (line, column) = start(&e.line_col);
        let (file, line) = locate(path, line);
        out.push_str(&format!(
            "{file}:{line}:{column}: {}\n{}\n\n",
            e.variant.message(),
            e.clone().with_path(&file)
        ));
    }
    out.truncate(out.trim_end().len());
    out
}

/// Where an error starts: (line, column), both 1-based.
fn start(location: &LineColLocation) -> (usize, usize) {
    match location {
        LineColLocation::Pos(pos) | LineColLocation::Span(pos, _) => *pos,
    }
}
