//! railurl's URL grammar and its engine: the built-in grammar's text, a grammar directory
//! read in railurl's file order, and a compiled grammar as the parser
//! `railurl::syntax::with_grammar` takes, so that an edited grammar runs through the whole
//! URL engine (URLs, hosts and setters alike) and a tinkerer sees the records it makes.

use crate::pairs::Runner;
use crate::source::{GrammarError, Source};
use railurl::syntax::{RuntimeNode, RuntimeParser, GRAMMAR_FILES, GRAMMAR_SOURCES};
use std::path::Path;
use std::rc::Rc;
use std::time::Instant;

/// The built-in URL grammar: its files (`grammar/entry.pest`, ...) joined, as the library was
/// built from them.
///
/// ```
/// let source = railurl_grammar_tools::engine::builtin_source();
/// assert!(source.text().starts_with("// ==== grammar/entry.pest ====\n"));
/// assert!(source.text().contains("url_without_base = "));
/// ```
pub fn builtin_source() -> Source {
    Source::joined(
        GRAMMAR_SOURCES
            .iter()
            .map(|(name, text)| (format!("grammar/{name}"), (*text).to_owned()))
            .collect(),
    )
}

/// The grammar at `path`: a directory holding the URL grammar's files (as `grammar/` does),
/// read in the order the library reads them, or one `.pest` file.
pub fn read_source(path: &str) -> Result<Source, String> {
    let read = |file: &str| {
        std::fs::read_to_string(file).map_err(|e| format!("{file}: cannot read the grammar: {e}"))
    };
    if !Path::new(path).is_dir() {
        return Ok(Source::single(path, &read(path)?));
    }
    let mut files = Vec::new();
    for name in GRAMMAR_FILES {
        let file = format!("{}/{name}", path.trim_end_matches('/'));
        let text = read(&file)?;
        files.push((file, text));
    }
    Ok(Source::joined(files))
}

/// The parser `with_grammar` takes, running `runner`'s grammar on pest_vm. After `deadline`,
/// if one is given, every parse fails at once, so a slow grammar ends a long run promptly. A
/// rule the grammar does not have is no match. A visible rule's match ends where its pair
/// does (the library asks for the path step rules, which match a prefix); the silent rules
/// the library asks for are its entry rules, each of which ends with `!ANY` or `ANY*`, so
/// their match is the whole input.
///
/// ```
/// use railurl::{syntax::with_grammar, Url};
/// use railurl_grammar_tools::{engine, pairs::Runner, pest};
/// let loaded = pest::load(engine::builtin_source().text()).unwrap();
/// let parser = engine::runtime_parser(Runner::new(loaded.compiled), None);
/// let url = with_grammar(parser, || Url::parse("HTTP://h/a/../b"));
/// assert_eq!(url.map(|u| u.href().to_owned()), Ok("http://h/b".to_owned()));
/// ```
pub fn runtime_parser(runner: Runner, deadline: Option<Instant>) -> RuntimeParser {
    Rc::new(move |rule: &str, input: &str| {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return None;
        }
        let found = runner.run(rule, input).ok()?;
        let nodes = found
            .nodes
            .into_iter()
            .map(|n| RuntimeNode {
                rule: n.rule,
                start: n.start,
                end: n.end,
                depth: n.depth,
            })
            .collect();
        Some((nodes, found.end.unwrap_or(input.len())))
    })
}

/// Grammar text compiled into the parser `with_grammar` takes (no deadline).
///
/// ```
/// use railurl::{syntax::with_grammar, Url};
/// let text = railurl_grammar_tools::engine::builtin_source().text().to_owned();
/// // Widen the scheme's characters with "_": the edited engine takes "a_b:" as a scheme.
/// let scheme = "(ASCII_ALPHANUMERIC | \"+\" | \"-\" | \".\")*";
/// let edited = text.replacen(scheme, "(ASCII_ALPHANUMERIC | \"+\" | \"-\" | \".\" | \"_\")*", 1);
/// let parser = railurl_grammar_tools::engine::parser_for(&edited).unwrap();
/// assert!(Url::parse("a_b:x").is_err());
/// let edited_url = with_grammar(parser, || Url::parse("a_b:x"));
/// assert_eq!(edited_url.map(|u| u.protocol().to_owned()), Ok("a_b:".to_owned()));
/// ```
pub fn parser_for(text: &str) -> Result<RuntimeParser, Vec<GrammarError>> {
    let loaded = crate::pest::load(text)?;
    Ok(runtime_parser(Runner::new(loaded.compiled), None))
}
