//! The front-end for the RFCs' ABNF grammars (`grammar/*.abnf`): a standard's files read and
//! linted exactly as railurl's build step reads them (its own reader, `build/abnf/src/`), turned into
//! the notation-neutral [`Grammar`] (rule names as the RFC writes them, terminals drawn as
//! written), and run at run time by [`derive()`], a matcher with ABNF's semantics that records
//! the derivation it picks, with spans.
//!
//! ```
//! use railurl_grammar_tools::abnf::{self, Standard};
//! let standard = Standard::named("rfc3986").unwrap();
//! let grammar = abnf::load(standard, &standard.builtin_source()).unwrap();
//! let found = abnf::derive(&grammar, "URI", "http://[::1]/a", Default::default()).unwrap();
//! let host = found.nodes.iter().find(|n| n.rule == "host").unwrap();
//! assert_eq!((host.start, host.end), (7, 12));
//! assert!(found.nodes.iter().any(|n| n.rule == "IPv6address"));
//! ```

mod matcher;
mod reader;

pub use matcher::{character_classes, derive, Derivation, MatchError, END_OF_INPUT};

use crate::grammar::{Expr, ExprBuilder, ExprKind, Grammar, Notation, Rule, RuleKind};
use crate::source::{GrammarError, Source};
use reader::ast::Node;
use reader::grammar::{Grammar as Definitions, Source as FileSpec};
use reader::standards::{self, Standard as Spec};
use std::path::Path;

/// One of the RFC grammars railurl's build compiles: its files, in order, and its entry rules.
#[derive(Clone, Copy, Debug)]
pub struct Standard(&'static Spec);

impl Standard {
    /// Every standard, in the build's order: `rfc3986`, `rfc6874` (RFC 3986 with RFC 6874's
    /// zone identifiers), `rfc3987`, `rfc2396`.
    ///
    /// ```
    /// use railurl_grammar_tools::abnf::Standard;
    /// let names: Vec<&str> = Standard::all().map(|s| s.name()).collect();
    /// assert_eq!(names, ["rfc3986", "rfc6874", "rfc3987", "rfc2396"]);
    /// ```
    pub fn all() -> impl Iterator<Item = Standard> {
        standards::STANDARDS.iter().map(Standard)
    }

    /// The standard called `name` (`rfc3986`, ...).
    ///
    /// ```
    /// use railurl_grammar_tools::abnf::Standard;
    /// assert_eq!(Standard::named("rfc3987").unwrap().entries()[0], "IRI-reference");
    /// assert!(Standard::named("whatwg").is_none());
    /// ```
    pub fn named(name: &str) -> Option<Standard> {
        Standard::all().find(|s| s.name() == name)
    }

    /// Its name.
    pub fn name(self) -> &'static str {
        self.0.name
    }

    /// The rules the build compiles into recognizers, the reference rule first
    /// (`URI-reference`, `URI`, `absolute-URI` for RFC 3986).
    pub fn entries(self) -> &'static [&'static str] {
        self.0.entries
    }

    /// Its files from the repository's root, in the order they are read (RFC 5234's core
    /// rules first; RFC 6874's update last).
    ///
    /// ```
    /// use railurl_grammar_tools::abnf::Standard;
    /// assert_eq!(
    ///     Standard::named("rfc6874").unwrap().files(),
    ///     ["grammar/rfc5234-core.abnf", "grammar/rfc3986.abnf", "grammar/rfc6874.abnf"]
    /// );
    /// ```
    pub fn files(self) -> Vec<&'static str> {
        self.0.sources.iter().map(|s| s.path).collect()
    }

    /// Its files as the library was built from them.
    ///
    /// ```
    /// use railurl_grammar_tools::abnf::Standard;
    /// let source = Standard::named("rfc2396").unwrap().builtin_source();
    /// assert_eq!(source.files()[0].0, "grammar/rfc2396.abnf");
    /// assert!(source.files()[0].1.contains("URI-reference = [ absoluteURI | relativeURI ]"));
    /// ```
    pub fn builtin_source(self) -> Source {
        Source::joined(
            self.files()
                .into_iter()
                .map(|path| (path.to_owned(), builtin_text(path).to_owned()))
                .collect(),
        )
    }

    /// The grammar at `path`, for trying an edit at run time: a directory holding the
    /// standard's files by their names (as `grammar/` does), or one file, which takes the
    /// place of the standard's own (its last: `grammar/rfc3986.abnf` for `rfc3986`,
    /// `grammar/rfc6874.abnf` for `rfc6874`) while the files before it stay built in.
    pub fn read_source(self, path: &str) -> Result<Source, String> {
        let read = |file: &str| {
            std::fs::read_to_string(file)
                .map_err(|e| format!("{file}: cannot read the grammar: {e}"))
        };
        let files = self.files();
        let mut out = Vec::new();
        for (i, builtin) in files.iter().enumerate() {
            let name = Path::new(builtin).file_name().and_then(|n| n.to_str());
            let name = name.unwrap_or(builtin);
            if Path::new(path).is_dir() {
                let file = format!("{}/{name}", path.trim_end_matches('/'));
                let text = read(&file)?;
                out.push((file, text));
            } else if i + 1 == files.len() {
                out.push((path.to_owned(), read(path)?));
            } else {
                out.push(((*builtin).to_owned(), builtin_text(builtin).to_owned()));
            }
        }
        Ok(Source::joined(out))
    }
}

/// The built-in text of one of the build's grammar files.
fn builtin_text(path: &str) -> &'static str {
    match path {
        "grammar/rfc5234-core.abnf" => include_str!("../../grammar/rfc5234-core.abnf"),
        "grammar/rfc3986.abnf" => include_str!("../../grammar/rfc3986.abnf"),
        "grammar/rfc6874.abnf" => include_str!("../../grammar/rfc6874.abnf"),
        "grammar/rfc3987.abnf" => include_str!("../../grammar/rfc3987.abnf"),
        "grammar/rfc2396.abnf" => include_str!("../../grammar/rfc2396.abnf"),
        // The table of standards names only these files (a test checks every one).
        _ => "",
    }
}

/// Read `source` (the files of `standard`, in its order, as [`Standard::builtin_source`] or
/// [`Standard::read_source`] gives them) as the build does: every file's rules, `=/` and an
/// update's replacements put together, then the build's lints (undefined, unused or duplicate
/// rules, prose values, recursion). Errors point into `source`'s joined text.
///
/// ```
/// use railurl_grammar_tools::abnf::{load, Standard};
/// use railurl_grammar_tools::source::Source;
/// let standard = Standard::named("rfc3986").unwrap();
/// let grammar = load(standard, &standard.builtin_source()).unwrap();
/// assert!(grammar.rule("IPv6address").is_some());
/// // An edit that refers to a rule nobody defines is refused, naming file, line and rule.
/// let mut files = standard.builtin_source().files().to_vec();
/// files[1].1 = files[1].1.replace("scheme        = ALPHA", "scheme        = LETTER");
/// let edited = Source::joined(files);
/// let errors = load(standard, &edited).unwrap_err();
/// assert!(errors.iter().any(|e| e.message.contains("\"LETTER\" is not defined")));
/// ```
pub fn load(standard: Standard, source: &Source) -> Result<Grammar, Vec<GrammarError>> {
    let specs: &[FileSpec] = standard.0.sources;
    if source.files().len() != specs.len() {
        return Err(vec![GrammarError {
            line: 1,
            column: 1,
            message: format!(
                "{} has {} files, not {}",
                standard.name(),
                specs.len(),
                source.files().len()
            ),
        }]);
    }
    let files: Vec<(FileSpec, &str)> = specs
        .iter()
        .zip(source.files())
        .map(|(spec, (_, text))| (*spec, text.as_str()))
        .collect();
    let errors = |e: reader::error::Errors| {
        e.0.iter()
            .map(|e| {
                let file = specs.iter().position(|s| s.path == e.loc.file).unwrap_or(0);
                GrammarError {
                    line: source.line_of(file, e.loc.line),
                    column: e.loc.col.max(1),
                    message: match &e.rule {
                        Some(rule) => format!("rule \"{rule}\": {}", e.message),
                        None => e.message.clone(),
                    },
                }
            })
            .collect::<Vec<_>>()
    };
    let definitions = Definitions::load(&files).map_err(errors)?;
    definitions
        .lint(standard.0.entries, standard.0.summaries)
        .map_err(errors)?;
    let mut neutral = Neutral {
        ids: ExprBuilder::default(),
        definitions: &definitions,
    };
    let mut rules = Vec::new();
    let mut problems = Vec::new();
    for definition in &definitions.rules {
        match neutral.expr(&definition.node) {
            Ok(expr) => rules.push(Rule {
                name: definition.name.clone(),
                kind: RuleKind::Normal,
                expr,
                doc: Vec::new(),
                section: None,
            }),
            Err(message) => {
                let file = specs
                    .iter()
                    .position(|s| s.path == definition.loc.file)
                    .unwrap_or(0);
                problems.push(GrammarError {
                    line: source.line_of(file, definition.loc.line),
                    column: definition.loc.col.max(1),
                    message: format!("rule \"{}\": {message}", definition.name),
                });
            }
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(Grammar {
        notation: Notation::Abnf,
        intro: source
            .files()
            .iter()
            .filter_map(|(_, text)| first_comment_paragraph(text))
            .collect(),
        rules,
    })
}

/// The first paragraph of the comment that opens a file (`;` lines up to an empty one).
fn first_comment_paragraph(text: &str) -> Option<String> {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .take_while(|l| l.starts_with(';') && l.trim_start_matches(';').trim() != "")
        .map(|l| l.trim_start_matches(';').trim())
        .collect();
    (!lines.is_empty()).then(|| lines.join(" "))
}

/// ABNF's nodes to the neutral model.
struct Neutral<'d> {
    ids: ExprBuilder,
    definitions: &'d Definitions,
}

impl Neutral<'_> {
    fn expr(&mut self, node: &Node) -> Result<Expr, String> {
        let written = node.to_string();
        Ok(match node {
            Node::Alt(items) => {
                let items = self.exprs(items)?;
                self.ids.node(ExprKind::Choice(items))
            }
            Node::Seq(items) => {
                let items = self.exprs(items)?;
                self.ids.node(ExprKind::Sequence(items))
            }
            Node::Repeat { min, max, node } => {
                let expr = Box::new(self.expr(node)?);
                let (min, max) = (*min, *max);
                self.ids.node(ExprKind::Repeat { expr, min, max })
            }
            // A group only groups: the neutral model's nesting already does.
            Node::Group(node) => self.expr(node)?,
            Node::Optional(node) => {
                let inner = Box::new(self.expr(node)?);
                self.ids.node(ExprKind::Optional(inner))
            }
            // Rule names are case-insensitive; the reference links to the definition's
            // spelling (the lints saw that there is one).
            Node::Name(name, _) => {
                let name = self
                    .definitions
                    .get(name)
                    .map_or_else(|| name.clone(), |d| d.name.clone());
                self.ids.node(ExprKind::Rule(name))
            }
            Node::Str {
                text,
                case_sensitive,
                ..
            } => {
                let kind = ExprKind::Literal {
                    text: text.clone(),
                    case_insensitive: !case_sensitive,
                };
                self.ids.written(kind, written)
            }
            Node::Chars(values, _) => {
                let text = values
                    .iter()
                    .map(|&v| scalar(v))
                    .collect::<Result<String, _>>()?;
                let kind = ExprKind::Literal {
                    text,
                    case_insensitive: false,
                };
                self.ids.written(kind, written)
            }
            Node::Range(lo, hi, _) => {
                let kind = ExprKind::Range {
                    from: scalar(*lo)?,
                    to: scalar(*hi)?,
                };
                self.ids.written(kind, written)
            }
            // The lints allow prose only under a repeat of at most zero (`0<pchar>`), which
            // matches the empty string without looking inside.
            Node::Prose(..) => self.ids.node(ExprKind::Other {
                label: written,
                inner: None,
            }),
        })
    }

    /// The items of an alternation or a concatenation, in order.
    fn exprs(&mut self, items: &[Node]) -> Result<Vec<Expr>, String> {
        items.iter().map(|n| self.expr(n)).collect()
    }
}

/// A numeric value as a character: the tools match text, so a value that is not a Unicode
/// scalar value (a surrogate, or past U+10FFFF) cannot be matched.
fn scalar(value: u32) -> Result<char, String> {
    char::from_u32(value).ok_or_else(|| format!("%x{value:X} is not a Unicode scalar value"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_standard_loads_from_its_built_in_files() {
        for standard in Standard::all() {
            for path in standard.files() {
                assert!(!builtin_text(path).is_empty(), "{path} is built in");
            }
            let grammar = load(standard, &standard.builtin_source())
                .unwrap_or_else(|e| panic!("{}: {e:?}", standard.name()));
            for entry in standard.entries() {
                assert!(grammar.rule(entry).is_some(), "{entry}");
            }
        }
    }

    #[test]
    fn terminals_are_drawn_as_written() {
        let standard = Standard::named("rfc3987").unwrap();
        let grammar = load(standard, &standard.builtin_source()).unwrap();
        let ucschar = grammar.rule("ucschar").unwrap();
        let ExprKind::Choice(items) = &ucschar.expr.kind else {
            panic!("ucschar is a choice");
        };
        assert_eq!(items[0].written.as_deref(), Some("%xA0-D7FF"));
        assert!(matches!(
            items[0].kind,
            ExprKind::Range {
                from: '\u{A0}',
                to: '\u{D7FF}'
            }
        ));
    }

    #[test]
    fn an_error_points_at_the_file_and_line_it_comes_from() {
        let standard = Standard::named("rfc3986").unwrap();
        let mut files = standard.builtin_source().files().to_vec();
        files[1].1 = files[1]
            .1
            .replace("port          = *DIGIT", "port          = *DIGIT /");
        let source = Source::joined(files);
        let errors = load(standard, &source).unwrap_err();
        let (file, _) = source.locate(errors[0].line);
        assert_eq!(file, "grammar/rfc3986.abnf");
        let line = source.text().lines().nth(errors[0].line - 1).unwrap();
        assert!(line.contains("port"), "{line}");
    }
}
