//! Reading a pest grammar file at run time with `pest_meta`, shared by the `parse_tree` and
//! `railroad` examples: the same parse, validation and optimization pest_derive does, and error
//! reports that point at a line and column of the grammar file.

use pest::error::{Error, LineColLocation};
use pest_meta::optimizer::OptimizedRule;
use pest_meta::parser::{self, Rule as MetaRule};

/// The text of the grammar file at `path`.
pub fn read(path: &str) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{path}: cannot read the grammar: {e}"))
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
        out.push_str(&format!(
            "{path}:{line}:{column}: {}\n{}\n\n",
            e.variant.message(),
            e.clone().with_path(path)
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
