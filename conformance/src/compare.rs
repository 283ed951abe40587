//! Running both engines on one case and classifying the pair of results.

use railurl::Component;
use railurl::Diagnostic;
use railurl::Engine;
use railurl::Url;
use railurl::{ParseError, ParseErrorKind};
use std::collections::HashMap;
use std::fmt;

/// What was compared: a parse of `input` against an optional base, or a setter call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Case {
    /// The URL parser on `input`, with `base` (parsed first, by the same engine) if given.
    Parse {
        /// The input string.
        input: String,
        /// The base URL string, if any.
        base: Option<String>,
    },
    /// `new URL(href)`, then the `component` setter with `value`.
    Setter {
        /// The starting URL string.
        href: String,
        /// The component set.
        component: Component,
        /// The value given to the setter.
        value: String,
    },
}

/// One engine's result for a [`Case`]: the starting URL (the base, or the setter's URL) or its
/// failure, and the resulting URL or failure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The base (or the setter's starting URL) parsed, when the case has one.
    pub start: Option<Result<Url, ParseError>>,
    /// The resulting URL, or why it failed ([`ParseErrorKind::InvalidBase`] when the start
    /// did).
    pub result: Result<Url, ParseError>,
    /// The validation errors parsing signalled (kind and span), for parse cases; setter cases
    /// signal none.
    pub diagnostics: Vec<Diagnostic>,
}

impl Outcome {
    /// The resulting href, if any.
    pub fn href(&self) -> Option<&str> {
        self.result.as_ref().ok().map(Url::href)
    }
}

/// How the two engines' outcomes relate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Both produced the same URL (and the same base or starting URL): the same href and the
    /// same URL record.
    Same,
    /// Both failed with the same [`ParseError`]: the same kind, reached at the same span.
    BothFailed,
    /// Both failed, with different [`ParseError`] kinds: recorded for information, not a
    /// disagreement (the engines agree that the input fails).
    BothFailedDifferently,
    /// One succeeded and the other failed, or both succeeded with different hrefs or with URL
    /// records that differ behind the same href (an opaque path against a one-segment list,
    /// say), or both failed the same way at different spans, or the base (or the setter's
    /// starting URL) differs between them.
    Disagreement,
}

/// A case with both engines' outcomes and the verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// What was run.
    pub case: Case,
    /// The grammar engine's outcome.
    pub grammar: Outcome,
    /// The prose engine's outcome.
    pub prose: Outcome,
    /// How they relate.
    pub verdict: Verdict,
}

impl Comparison {
    fn new(case: Case, grammar: Outcome, prose: Outcome) -> Comparison {
        let verdict = verdict(&grammar, &prose);
        Comparison {
            case,
            grammar,
            prose,
            verdict,
        }
    }

    /// The outcome of one engine.
    pub fn outcome(&self, engine: Engine) -> &Outcome {
        match engine {
            Engine::Grammar => &self.grammar,
            Engine::Prose => &self.prose,
        }
    }
}

/// The URL class's string getters, in its order.
const GETTERS: [fn(&Url) -> &str; 10] = [
    Url::href,
    Url::protocol,
    Url::username,
    Url::password,
    Url::host,
    Url::hostname,
    Url::port,
    Url::pathname,
    Url::search,
    Url::hash,
];

/// Whether each fast path declines `input` or gives what the full grammar engine gives
/// (`full`): `railurl::fast::parse_canonical` and `railurl::fast::parse_near_canonical` the
/// same URL (record and getters; for the canonical path, the href is the input, or the input
/// with the path "/" put in when it has none, which `tests/fast_path.rs` checks) or, for a host
/// the IPv4 parser rejects, the same failure; `railurl::fast::certain_failure` the same failure.
///
/// ```
/// use railurl::{Engine, Url};
/// use railurl_conformance::fast_path_agrees;
/// let input = "https://example.org/a?b#c";
/// assert!(fast_path_agrees(input, &Engine::Grammar.parse(input, None)));
/// assert!(!fast_path_agrees(input, &Url::parse("https://example.org/")));
/// let input = "https://example.org:8O8O/";
/// assert!(fast_path_agrees(input, &Engine::Grammar.parse(input, None)));
/// assert!(!fast_path_agrees(input, &Url::parse("https://example.org:/")));
/// let input = "HTTP://0x7F.1/a/../b";
/// assert!(fast_path_agrees(input, &Engine::Grammar.parse(input, None)));
/// assert!(!fast_path_agrees(input, &Url::parse("http://127.0.0.1/a/b")));
/// ```
pub fn fast_path_agrees(input: &str, full: &Result<Url, ParseError>) -> bool {
    let getters = |u: &Url| GETTERS.map(|getter| getter(u).to_owned());
    let same = |fast: &Result<Url, ParseError>| match (fast, full) {
        (Ok(fast), Ok(full)) => {
            fast.record() == full.record()
                && getters(fast) == getters(full)
                && (fast.query(), fast.fragment()) == (full.query(), full.fragment())
        }
        (Err(fast), Err(full)) => fast == full,
        _ => false,
    };
    let canonical = railurl::fast::parse_canonical(input).map(Ok);
    let near_canonical = railurl::fast::parse_near_canonical(input);
    let failing = railurl::fast::certain_failure(input).map(Err);
    [canonical, near_canonical, failing]
        .iter()
        .flatten()
        .all(same)
}

/// The starting URLs decide first (one failing, or different hrefs, is a disagreement), then
/// the results.
fn verdict(grammar: &Outcome, prose: &Outcome) -> Verdict {
    let agree = |a: &Result<Url, ParseError>, b: &Result<Url, ParseError>| match (a, b) {
        (Ok(a), Ok(b)) => a.href() == b.href() && a.record() == b.record(),
        (Err(_), Err(_)) => true,
        _ => false,
    };
    let starts_agree = match (&grammar.start, &prose.start) {
        (Some(a), Some(b)) => agree(a, b),
        (None, None) => true,
        _ => false,
    };
    // "Both engines report the same kinds for the same input": the validation errors
    // (kind and span) must agree too.
    if !starts_agree
        || !agree(&grammar.result, &prose.result)
        || grammar.diagnostics != prose.diagnostics
    {
        return Verdict::Disagreement;
    }
    match (&grammar.result, &prose.result) {
        // The same failure must be reached at the same place of the input.
        (Err(a), Err(b)) if a.kind() == b.kind() && a.span() != b.span() => Verdict::Disagreement,
        (Err(a), Err(b)) if a.kind() != b.kind() => Verdict::BothFailedDifferently,
        (Err(_), Err(_)) => Verdict::BothFailed,
        _ => Verdict::Same,
    }
}

impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Case::Parse { input, base } => {
                write!(f, "input {input:?} base ")?;
                match base {
                    Some(base) => write!(f, "{base:?}"),
                    None => f.write_str("none"),
                }
            }
            Case::Setter {
                href,
                component,
                value,
            } => write!(f, "{href:?}.{component} = {value:?}"),
        }
    }
}

/// The failure of a case whose base (or starting URL) failed to parse.
fn invalid_base() -> ParseError {
    ParseError::new(ParseErrorKind::InvalidBase, 0..0)
}

/// An href or a failure, as the report shows it.
fn show(result: &Result<Url, ParseError>) -> String {
    match result {
        Ok(url) => format!("{:?}", url.href()),
        Err(e) => format!("failure ({} at {:?})", e.spec_name(), e.span()),
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(start) = &self.start {
            write!(f, "start {} -> ", show(start))?;
        }
        f.write_str(&show(&self.result))
    }
}

/// Multi-line: the case, then each engine's outcome.
///
/// ```
/// use railurl_conformance::Comparer;
/// let c = Comparer::new().compare("http://a/", None);
/// assert_eq!(c.to_string(), "input \"http://a/\" base none\n  grammar: \"http://a/\"\n  prose:   \"http://a/\"");
/// ```
impl fmt::Display for Comparison {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\n  grammar: {}\n  prose:   {}",
            self.case, self.grammar, self.prose
        )?;
        if self.grammar.diagnostics != self.prose.diagnostics {
            let list = |d: &[Diagnostic]| {
                d.iter()
                    .map(|d| format!("{} {:?}", d.kind.spec_name(), d.span))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            write!(
                f,
                "\n  grammar diagnostics: {}",
                list(&self.grammar.diagnostics)
            )?;
            write!(
                f,
                "\n  prose diagnostics:   {}",
                list(&self.prose.diagnostics)
            )?;
        }
        if let (Ok(g), Ok(p)) = (&self.grammar.result, &self.prose.result) {
            if g.href() == p.href() && g.record() != p.record() {
                write!(f, "\n  grammar record: {:?}", g.record())?;
                write!(f, "\n  prose record:   {:?}", p.record())?;
            }
        }
        Ok(())
    }
}

/// Runs both engines on cases. Parsed bases and starting URLs are cached, since generated
/// cases draw them from a small pool.
///
/// ```
/// use railurl_conformance::{Comparer, Verdict};
/// let mut comparer = Comparer::new();
/// assert_eq!(comparer.compare("../c", Some("http://h/a/b")).verdict, Verdict::Same);
/// assert_eq!(comparer.compare("x", None).verdict, Verdict::BothFailed);
/// ```
#[derive(Debug, Default)]
pub struct Comparer {
    cache: HashMap<String, [Result<Url, ParseError>; 2]>,
}

/// How many parsed bases to keep before starting over.
const CACHE_LIMIT: usize = 4096;

impl Comparer {
    /// A comparer with an empty cache.
    pub fn new() -> Comparer {
        Comparer::default()
    }

    /// Both engines' parse of a base or starting URL, cached.
    fn start(&mut self, url: &str) -> &[Result<Url, ParseError>; 2] {
        if self.cache.len() >= CACHE_LIMIT && !self.cache.contains_key(url) {
            self.cache.clear();
        }
        self.cache
            .entry(url.to_owned())
            .or_insert_with(|| Engine::ALL.map(|engine| engine.parse(url, None)))
    }

    /// Parse `input` against `base` with both engines (each parsing the base itself),
    /// collecting each engine's validation errors too.
    ///
    /// ```
    /// use railurl::DiagnosticKind;
    /// use railurl_conformance::{Comparer, Verdict};
    /// let c = Comparer::new().compare("https://user@example.org\\x", None);
    /// assert_eq!(c.verdict, Verdict::Same);
    /// let kinds: Vec<DiagnosticKind> = c.grammar.diagnostics.iter().map(|d| d.kind).collect();
    /// assert_eq!(kinds, [DiagnosticKind::InvalidCredentials, DiagnosticKind::InvalidReverseSolidus]);
    /// assert_eq!(c.grammar.diagnostics, c.prose.diagnostics);
    /// ```
    pub fn compare(&mut self, input: &str, base: Option<&str>) -> Comparison {
        let [grammar, prose] = Engine::ALL.map(|engine| {
            let index = engine_index(engine);
            match base {
                None => {
                    let (result, diagnostics) = engine.parse_with_diagnostics(input, None);
                    Outcome {
                        start: None,
                        result,
                        diagnostics,
                    }
                }
                Some(base) => {
                    let start = &self.start(base)[index];
                    let (result, diagnostics) = match start {
                        Ok(base) => engine.parse_with_diagnostics(input, Some(base)),
                        Err(_) => (Err(invalid_base()), Vec::new()),
                    };
                    Outcome {
                        start: Some(start.clone()),
                        result,
                        diagnostics,
                    }
                }
            }
        });
        let case = Case::Parse {
            input: input.to_owned(),
            base: base.map(str::to_owned),
        };
        let mut comparison = Comparison::new(case, grammar, prose);
        // The fast paths (what `Url::parse` tries before the engine) must give the full
        // grammar engine's URL or failure for every input they take, or the case is a
        // disagreement.
        if base.is_none() && !fast_path_agrees(input, &comparison.grammar.result) {
            comparison.verdict = Verdict::Disagreement;
        }
        comparison
    }

    /// Parse `href` with both engines, then run the `component` setter with `value` on each
    /// engine's URL with that engine.
    ///
    /// ```
    /// use railurl::Component;
    /// use railurl_conformance::{Comparer, Verdict};
    /// let c = Comparer::new().compare_setter("http://a/", Component::Port, "81");
    /// assert_eq!((c.verdict, c.grammar.href()), (Verdict::Same, Some("http://a:81/")));
    /// ```
    pub fn compare_setter(&mut self, href: &str, component: Component, value: &str) -> Comparison {
        let [grammar, prose] = Engine::ALL.map(|engine| {
            let start = &self.start(href)[engine_index(engine)];
            let result = match start {
                Ok(url) => {
                    let mut url = url.clone();
                    url.set_with(engine, component, value).map(|()| url)
                }
                Err(_) => Err(invalid_base()),
            };
            Outcome {
                start: Some(start.clone()),
                result,
                diagnostics: Vec::new(),
            }
        });
        let case = Case::Setter {
            href: href.to_owned(),
            component,
            value: value.to_owned(),
        };
        Comparison::new(case, grammar, prose)
    }
}

fn engine_index(engine: Engine) -> usize {
    match engine {
        Engine::Grammar => 0,
        Engine::Prose => 1,
    }
}
