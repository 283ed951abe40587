//! `--standard rfc3986` (`rfc6874`, `rfc3987`, `rfc2396`): the ABNF derivation of the input
//! by the RFC's grammar (grammar/*.abnf, or an edited copy read at run time), then what the
//! library's recognizer, generated from the built-in grammar at build time, says of it.

use crate::Stop;
use railurl::rfc2396;
use railurl::rfc3986::{AbsoluteUri, Uri, UriError, UriRef};
use railurl::rfc3987::{AbsoluteIri, Iri, IriRef};
use railurl_grammar_tools::abnf::{self, Derivation, MatchError, Standard};
use railurl_grammar_tools::grammar::Grammar;
use railurl_grammar_tools::pairs::Node;
use railurl_grammar_tools::peg::Limits;
use std::io::Write;

/// What to show.
pub struct Request<'a> {
    pub standard: &'a str,
    pub grammar: Option<&'a str>,
    pub entry: Option<&'a str>,
    pub input: &'a str,
    /// Show the one-character class rules' nodes (ALPHA, DIGIT, unreserved, ...) too.
    pub all: bool,
}

pub fn run(request: Request<'_>, out: &mut impl Write) -> Result<(), Stop> {
    let names: Vec<&str> = Standard::all().map(|s| s.name()).collect();
    let standard = Standard::named(request.standard).ok_or_else(|| {
        let known = names.join(", ");
        Stop::Failed(
            format!(
                "parse_tree: no standard {:?} (the ABNF ones are {known}; the default is the WHATWG URL grammar)",
                request.standard
            ),
            2,
        )
    })?;
    let source = match request.grammar {
        Some(path) => standard.read_source(path).map_err(|e| Stop::Failed(e, 1))?,
        None => standard.builtin_source(),
    };
    let grammar = abnf::load(standard, &source).map_err(|e| Stop::Failed(source.report(&e), 1))?;
    let entry = request.entry.unwrap_or(standard.entries()[0]);
    if grammar.rule(entry).is_none() {
        let message = format!("no rule named {entry:?} in the {} grammar", standard.name());
        return Err(Stop::Failed(message, 2));
    }
    let input = request.input;
    writeln!(out, "input: {input:?}")?;
    let files: Vec<&str> = source.files().iter().map(|(n, _)| n.as_str()).collect();
    let how = if request.grammar.is_some() {
        "read at run time"
    } else {
        "built in"
    };
    writeln!(
        out,
        "standard: {} ({}, {how})",
        standard.name(),
        files.join(", ")
    )?;
    match request.entry {
        Some(_) => writeln!(out, "entry: {entry} (chosen with --entry)")?,
        None => writeln!(
            out,
            "entry: {entry} (the standard's reference rule; --entry picks another: {})",
            standard.entries()[1..].join(", ")
        )?,
    }

    writeln!(
        out,
        "\nABNF derivation (run-time matcher; where the grammar allows several, the first \
         alternative written and the longest rounds):"
    )?;
    let found = abnf::derive(&grammar, entry, input, Limits::default());
    match &found {
        Ok(derivation) => write_tree(out, &grammar, derivation, input, request.all)?,
        Err(e @ MatchError::NoMatch { at, .. }) => {
            writeln!(out, "{e}")?;
            write_caret(out, input, *at)?;
        }
        Err(e) => writeln!(out, "{e}")?,
    }

    let Some(library) = library(standard.name(), entry, input) else {
        writeln!(
            out,
            "\n(the library recognizes only the entry rules {}; not {entry})",
            standard.entries().join(", ")
        )?;
        return Ok(());
    };
    writeln!(
        out,
        "\nlibrary ({}, generated from the built-in grammar):",
        library.api
    )?;
    match &library.result {
        Ok(components) => {
            for (name, value) in components {
                if let Some(value) = value {
                    writeln!(out, "  {name:<10} {value:?}")?;
                }
            }
        }
        Err(e) => {
            writeln!(out, "  {e}")?;
        }
    }
    let agree = match (&found, &library.result) {
        (Ok(_), Ok(_)) => true,
        (Err(MatchError::NoMatch { at, .. }), Err(e)) => *at == e.position(),
        _ => false,
    };
    let edited = if request.grammar.is_some() {
        " (an edited grammar may differ on purpose)"
    } else {
        ""
    };
    if agree {
        writeln!(out, "(the same verdict as the run-time matcher's)")?;
    } else {
        writeln!(out, "(differs from the run-time matcher's verdict{edited})")?;
    }
    Ok(())
}

/// The derivation, one rule per line (rule, byte span, text), indented by depth; the
/// one-character class rules' nodes are left out unless `all`.
fn write_tree(
    out: &mut impl Write,
    grammar: &Grammar,
    derivation: &Derivation,
    input: &str,
    all: bool,
) -> Result<(), Stop> {
    let classes = abnf::character_classes(grammar);
    let is_class = |n: &Node| grammar.rule_index(&n.rule).is_some_and(|i| classes[i]);
    let mut hidden = 0;
    for node in &derivation.nodes {
        if !all && is_class(node) {
            hidden += 1;
            continue;
        }
        let text = input.get(node.start..node.end).unwrap_or("");
        let indent = "  ".repeat(node.depth);
        writeln!(
            out,
            "{indent}{} {}..{} {text:?}",
            node.rule, node.start, node.end
        )?;
    }
    if hidden > 0 {
        writeln!(
            out,
            "({hidden} matches of one-character rules such as ALPHA, DIGIT or unreserved not shown; --all shows them)"
        )?;
    }
    Ok(())
}

/// The input, and a caret under byte `at`.
fn write_caret(out: &mut impl Write, input: &str, at: usize) -> Result<(), Stop> {
    let before = input.get(..at).unwrap_or(input);
    writeln!(out, "  | {input}")?;
    writeln!(out, "  | {}^", " ".repeat(before.chars().count()))?;
    Ok(())
}

/// The library's answer for an entry rule.
struct Library {
    api: &'static str,
    result: Result<Vec<(&'static str, Option<String>)>, UriError>,
}

/// The components of a reference of any of the three modules (their getters have the same
/// names), by name.
macro_rules! components {
    ($r:expr) => {
        vec![
            ("scheme", $r.scheme().map(str::to_owned)),
            ("authority", $r.authority().map(str::to_owned)),
            ("userinfo", $r.userinfo().map(str::to_owned)),
            ("host", $r.host().map(str::to_owned)),
            ("port", $r.port().map(str::to_owned)),
            ("path", Some($r.path().to_owned())),
            ("query", $r.query().map(str::to_owned)),
            ("fragment", $r.fragment().map(str::to_owned)),
        ]
    };
}

/// What the library's recognizer for `entry` of `standard` says, if it has one.
fn library(standard: &str, entry: &str, input: &str) -> Option<Library> {
    let (api, result) = match (standard, entry) {
        ("rfc3986", "URI-reference") => (
            "rfc3986::UriRef::parse",
            UriRef::parse(input).map(|r| components!(r)),
        ),
        ("rfc3986", "URI") => (
            "rfc3986::Uri::parse",
            Uri::parse(input).map(|r| components!(r.as_uri_ref())),
        ),
        ("rfc3986", "absolute-URI") => (
            "rfc3986::AbsoluteUri::parse",
            AbsoluteUri::parse(input).map(|r| components!(r.as_uri().as_uri_ref())),
        ),
        ("rfc6874", "URI-reference") => (
            "rfc3986::UriRef::parse_with_zone_id",
            UriRef::parse_with_zone_id(input).map(|r| components!(r)),
        ),
        ("rfc3987", "IRI-reference") => (
            "rfc3987::IriRef::parse",
            IriRef::parse(input).map(|r| components!(r)),
        ),
        ("rfc3987", "IRI") => (
            "rfc3987::Iri::parse",
            Iri::parse(input).map(|r| components!(r.as_iri_ref())),
        ),
        ("rfc3987", "absolute-IRI") => (
            "rfc3987::AbsoluteIri::parse",
            AbsoluteIri::parse(input).map(|r| components!(r.as_iri().as_iri_ref())),
        ),
        ("rfc2396", "URI-reference") => (
            "rfc2396::UriReference::parse",
            rfc2396::UriReference::parse(input).map(|r| components!(r)),
        ),
        ("rfc2396", "absoluteURI") => (
            "rfc2396::AbsoluteUri::parse",
            rfc2396::AbsoluteUri::parse(input).map(|r| components!(r)),
        ),
        _ => return None,
    };
    Some(Library { api, result })
}
