//! The railroad pane: the diagrams of the rules an input went through, with the path it took
//! lit. The grammar tools' PEG interpreter follows the input through the grammar and records
//! its successful path; each rule on it is drawn with the nodes the path took marked
//! (`data-taken`), each loop saying how many times it was taken, and each rule reference
//! carrying `data-rule` for the page's links.

use railurl_grammar_tools::grammar::Grammar;
use railurl_grammar_tools::peg::{self, Limits};
use railurl_grammar_tools::railroad::{diagram, Path, Style};
use serde::Serialize;

/// The most diagrams one answer carries.
const MAX_DIAGRAMS: usize = 60;

/// One rule's diagram.
#[derive(Debug, Serialize)]
pub struct RuleDiagram {
    /// The rule's name.
    pub rule: String,
    /// How many times the input's path went through it.
    pub visits: usize,
    /// The SVG, with the path marked.
    pub svg: String,
}

/// The diagrams of the rules `entry` goes through on `input` in `grammar`, in the order the
/// path enters them (at most [`MAX_DIAGRAMS`]).
pub fn diagrams(grammar: &Grammar, entry: &str, input: &str) -> Result<Vec<RuleDiagram>, String> {
    let trace = peg::run(grammar, entry, input, Limits::default()).map_err(|e| match e {
        peg::PegError::StepLimit(_) => format!("the railroad {e}"),
        e => e.to_string(),
    })?;
    match trace.end {
        Some(end) if end == input.len() => {}
        Some(end) => return Err(format!("{entry} matched only the first {end} bytes")),
        None => return Err(format!("{entry} does not match the input")),
    }
    let path = Path::from_trace(&trace);
    let style = Style {
        path: Some(&path),
        ..Style::default()
    };
    Ok(path
        .visits()
        .iter()
        .take(MAX_DIAGRAMS)
        .map(|visit| {
            let rule = &grammar.rules[visit.rule];
            RuleDiagram {
                rule: rule.name.clone(),
                visits: visit.spans.len(),
                svg: diagram(rule, style),
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_through_the_builtin_grammar_is_marked() {
        let grammar = super::super::grammar::load(super::super::grammar::builtin().text())
            .expect("the built-in grammar loads")
            .grammar;
        let diagrams = diagrams(&grammar, "url_without_base", "https://h/a/b/c").unwrap();
        let names: Vec<&str> = diagrams.iter().map(|d| d.rule.as_str()).collect();
        assert_eq!(names[0], "url_without_base");
        assert!(names.contains(&"special_scheme"), "{names:?}");
        let entry = &diagrams[0].svg;
        assert!(entry.starts_with("<svg"), "{entry}");
        assert!(entry.contains("data-taken"));
        // The segments after the first are a run of plain steps: the repetition of its
        // stretch's plain steps ("/" and a segment) says it went round twice ("/b", "/c").
        let steps = diagrams
            .iter()
            .find(|d| d.rule == "special_plain_stretch")
            .unwrap();
        assert!(steps.svg.contains("taken ×2"), "{}", steps.svg);
        let visits = |rule: &str| diagrams.iter().find(|d| d.rule == rule).unwrap().visits;
        assert_eq!(visits("special_segment"), 1);
        assert_eq!(visits("special_plain_segment"), 2);
    }
}
