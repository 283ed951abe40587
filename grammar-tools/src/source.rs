//! A grammar's text: one file, or several joined (railurl's URL grammar is six). Joined, each
//! file is preceded by a comment line naming it, so an editor shows where each begins; an
//! error's line in the joined text is mapped back to the file and line it comes from.

use std::fmt::Write as _;

/// One error in a grammar's text: where it starts (1-based line and column, in characters, of
/// the joined text) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrammarError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

/// A grammar's files and their joined text.
#[derive(Clone, Debug)]
pub struct Source {
    /// (name, text) of each file, in order.
    files: Vec<(String, String)>,
    /// The joined text.
    text: String,
    /// For each file, the line of the joined text its first line is.
    first_lines: Vec<usize>,
}

impl Source {
    /// One file's text.
    ///
    /// ```
    /// use railurl_grammar_tools::source::Source;
    /// let source = Source::single("a.pest", "a = { \"x\" }\n");
    /// assert_eq!(source.text(), "a = { \"x\" }\n");
    /// assert_eq!(source.locate(1), ("a.pest", 1));
    /// ```
    pub fn single(name: &str, text: &str) -> Source {
        Source {
            files: vec![(name.to_owned(), text.to_owned())],
            text: text.to_owned(),
            first_lines: vec![1],
        }
    }

    /// Several files joined, in order, each after a line `// ==== NAME ====`.
    ///
    /// ```
    /// use railurl_grammar_tools::source::Source;
    /// let source = Source::joined(vec![
    ///     ("a.pest".into(), "a = { b }\n".into()),
    ///     ("b.pest".into(), "b = { \"x\" }".into()),
    /// ]);
    /// assert_eq!(source.text(), "// ==== a.pest ====\na = { b }\n// ==== b.pest ====\nb = { \"x\" }\n");
    /// assert_eq!(source.locate(4), ("b.pest", 1));
    /// ```
    pub fn joined(files: Vec<(String, String)>) -> Source {
        let mut text = String::new();
        let mut first_lines = Vec::new();
        let mut line = 1;
        for (name, body) in &files {
            let _ = writeln!(text, "// ==== {name} ====");
            line += 1;
            first_lines.push(line);
            text.push_str(body);
            if !body.ends_with('\n') {
                text.push('\n');
            }
            line += body.lines().count();
        }
        Source {
            files,
            text,
            first_lines,
        }
    }

    /// The text the tools read.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The files, (name, text), in order.
    pub fn files(&self) -> &[(String, String)] {
        &self.files
    }

    /// The line of [`Source::text`] that line `line` (from 1) of file number `file` is.
    ///
    /// ```
    /// use railurl_grammar_tools::source::Source;
    /// let source = Source::joined(vec![
    ///     ("a.pest".into(), "a = { b }\n".into()),
    ///     ("b.pest".into(), "b = { \"x\" }".into()),
    /// ]);
    /// assert_eq!(source.line_of(1, 1), 4);
    /// assert_eq!(source.locate(source.line_of(1, 1)), ("b.pest", 1));
    /// ```
    pub fn line_of(&self, file: usize, line: usize) -> usize {
        let first = self.first_lines.get(file).copied().unwrap_or(1);
        first + line.max(1) - 1
    }

    /// The file and the line in it of line `line` of [`Source::text`] (both from 1). A line of
    /// the joined text's own (a file's name line) belongs to the file it introduces.
    pub fn locate(&self, line: usize) -> (&str, usize) {
        let index = self
            .first_lines
            .iter()
            .rposition(|&first| first - 1 <= line)
            .unwrap_or(0);
        let first = self.first_lines.get(index).copied().unwrap_or(1);
        let name = self.files.get(index).map_or("", |(name, _)| name.as_str());
        (name, (line + 1).saturating_sub(first).max(1))
    }

    /// One report for `errors`: a first line saying how many there are, then for each
    /// `FILE:LINE:COLUMN: message` and an excerpt of that line with a caret under the column.
    ///
    /// ```
    /// use railurl_grammar_tools::source::{GrammarError, Source};
    /// let source = Source::single("a.pest", "a = { b }\n");
    /// let error = GrammarError { line: 1, column: 7, message: "rule b is undefined".into() };
    /// assert_eq!(
    ///     source.report(&[error]),
    ///     "a.pest: the grammar does not compile (1 error)\n\
    ///      a.pest:1:7: rule b is undefined\n  |\n1 | a = { b }\n  |       ^"
    /// );
    /// ```
    pub fn report(&self, errors: &[GrammarError]) -> String {
        let name = match self.files.as_slice() {
            [(only, _)] => only.clone(),
            files => files
                .iter()
                .map(|(name, _)| name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        };
        let plural = if errors.len() == 1 { "" } else { "s" };
        let mut out = format!(
            "{name}: the grammar does not compile ({} error{plural})",
            errors.len()
        );
        for error in errors {
            out.push('\n');
            out.push_str(&self.excerpt(error));
        }
        out
    }

    /// `FILE:LINE:COLUMN: message`, then the line with a caret under the column.
    fn excerpt(&self, error: &GrammarError) -> String {
        let (file, line) = self.locate(error.line);
        let text = self.text.lines().nth(error.line - 1).unwrap_or("");
        // Tabs would put the caret off; the excerpt shows them as spaces.
        let text = text.replace('\t', " ");
        let number = line.to_string();
        let gutter = " ".repeat(number.len());
        let caret = " ".repeat(error.column.saturating_sub(1));
        format!(
            "{file}:{line}:{column}: {message}\n{gutter} |\n{number} | {text}\n{gutter} | {caret}^",
            column = error.column,
            message = error.message,
        )
    }
}
