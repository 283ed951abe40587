//! The properties railurl's fuzz targets check, one function per target. Each takes the raw
//! fuzz input, never panics on its own account, and panics (with the input in the message)
//! when railurl breaks a property. The fuzz targets in `fuzz_targets/` call these, and the
//! main crate's `tests/fuzz_seeds.rs` runs the committed seeds through the same file.
//!
//! Input formats (text, so that seeds can be written by hand; input that is not UTF-8 is
//! skipped, except by `form_urlencoded`, whose parser takes bytes):
//!
//! - `parse`: the whole input is the URL.
//! - `parse_with_base`: `BASE` `\n` `INPUT` (the input may contain more newlines).
//! - `setters`: `COMPONENT` `\n` `URL` `\n` `VALUE`. COMPONENT is an attribute name (`href`,
//!   `protocol`, ..., `hash`); anything else picks one by its first byte.
//! - `form_urlencoded`: any bytes.
//! - `fast_path`: the whole input is the URL.
//! - `differential`: `INPUT` `\n` `BASE` `\n` `COMPONENT` `\n` `VALUE`; each part after the
//!   first is optional, an empty BASE means none.
//! - `urlpattern` (with the feature of that name, on by default in the fuzz crate and in
//!   `cargo test --all-features`): `PATTERN` `\n` `URL`; without a newline the URL is
//!   `https://example.com/`.
#![forbid(unsafe_code)]
#![allow(dead_code)]

use railurl::form_urlencoded;
use railurl::{Component, Engine, ParseError, ParseErrorKind, Url, UrlSearchParams};

/// A failure must name a spec failure, never railurl's internal-error escape hatch.
fn check_error(error: &ParseError, what: &dyn std::fmt::Display) {
    assert!(
        !matches!(error.kind(), ParseErrorKind::Internal(_)),
        "{what}: internal error {error:?}"
    );
    assert!(!error.spec_name().is_empty() && !error.message().is_empty());
}

/// What every URL an engine hands out must satisfy: its href parses, with the same engine,
/// to itself; its record serializes back to it; the getters slice it consistently.
pub fn check_url(engine: Engine, url: &Url, what: &dyn std::fmt::Display) {
    let href = url.href();
    match engine.parse(href, None) {
        Ok(again) => {
            assert_eq!(
                again.href(),
                href,
                "{what}: href does not reparse to itself ({engine:?})"
            );
            assert_eq!(
                again.record(),
                url.record(),
                "{what}: the record of {href:?} differs after reparsing ({engine:?})"
            );
        }
        Err(e) => panic!("{what}: href {href:?} does not reparse ({engine:?}): {e:?}"),
    }
    // The href is the getters put together, as the URL serializer builds it.
    let mut assembled = String::from(url.protocol());
    if url.record().host.is_some() {
        assembled.push_str("//");
        if !url.username().is_empty() || !url.password().is_empty() {
            assembled.push_str(url.username());
            if !url.password().is_empty() {
                assembled.push(':');
                assembled.push_str(url.password());
            }
            assembled.push('@');
        }
        assembled.push_str(url.host());
    } else if !url.has_opaque_path() && url.pathname().starts_with("//") {
        assembled.push_str("/.");
    }
    assembled.push_str(url.pathname());
    if let Some(query) = url.query() {
        assembled.push('?');
        assembled.push_str(query);
    }
    if let Some(fragment) = url.fragment() {
        assembled.push('#');
        assembled.push_str(fragment);
    }
    assert_eq!(assembled, href, "{what}: getters do not add up to the href");
    let _ = url.origin().to_string();
    let _ = url.search_params().to_string();
}

fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// A labelled input for assertion messages.
struct Input<'a>(&'a str, &'a [&'a str]);

impl std::fmt::Display for Input<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {:?}", self.0, self.1)
    }
}

/// Target `parse`: both engines, no base. Never panics; every failure is a spec failure; every
/// success's href reparses to itself.
pub fn parse(data: &[u8]) {
    let Some(input) = text(data) else { return };
    let what = Input("parse", &[input]);
    for engine in Engine::ALL {
        match engine.parse(input, None) {
            Ok(url) => check_url(engine, &url, &what),
            Err(e) => check_error(&e, &what),
        }
    }
}

/// Target `fast_path`: whenever the canonical fast path (`railurl::fast::parse_canonical`)
/// accepts the input, the full grammar engine gives the same URL: the input itself as href
/// (with the path "/" put in when the input has no path), the same record and the same
/// getters; and `Url::parse` gives that URL too. The same for the near-canonical fast path
/// (`railurl::fast::parse_near_canonical`), whose href is the engine's, which `href_into`
/// writes too (or, for a host the IPv4 parser rejects, whose failure is the engine's); and
/// whenever the failing fast path (`railurl::fast::certain_failure`) finds a
/// failure, the engine fails the same way (kind and span).
pub fn fast_path(data: &[u8]) {
    let Some(input) = text(data) else { return };
    let what = Input("fast_path", &[input]);
    match railurl::fast::parse_near_canonical(input) {
        Some(Ok(near)) => {
            let full = match Engine::Grammar.parse(input, None) {
                Ok(url) => url,
                Err(e) => {
                    panic!("{what}: the near-canonical path accepted it, the engine failed: {e:?}")
                }
            };
            same_url(&near, &full, &what);
            let mut out = String::new();
            assert_eq!(railurl::href_into(input, None, &mut out), Ok(()), "{what}");
            assert_eq!(out, full.href(), "{what}: href_into");
        }
        Some(Err(failure)) => {
            let full = Engine::Grammar.parse(input, None).err();
            assert_eq!(
                full,
                Some(failure),
                "{what}: the near-canonical path's failure"
            );
            let mut out = String::new();
            assert_eq!(
                railurl::href_into(input, None, &mut out),
                Err(failure),
                "{what}"
            );
        }
        None => {}
    }
    if let Some(failure) = railurl::fast::certain_failure(input) {
        assert_eq!(
            Engine::Grammar.parse(input, None).err(),
            Some(failure),
            "{what}: the failing path's failure"
        );
    }
    let Some(fast) = railurl::fast::parse_canonical(input) else {
        return;
    };
    let full = match Engine::Grammar.parse(input, None) {
        Ok(url) => url,
        Err(e) => panic!("{what}: the fast path accepted it, the full engine failed: {e:?}"),
    };
    let path_start = fast[..railurl::Position::BeforePath].len();
    let unchanged = fast.href() == input;
    let with_root_path = fast.pathname() == "/"
        && input.get(..path_start).zip(input.get(path_start..))
            == fast
                .href()
                .get(..path_start)
                .zip(fast.href().get(path_start + 1..));
    assert!(
        unchanged || with_root_path,
        "{what}: the fast path changed the input to {:?}",
        fast.href()
    );
    same_url(&fast, &full, &what);
}

/// A fast path's URL `fast` is the full engine's `full`: href, record, getters, and a URL the
/// checks of every parse hold for.
fn same_url(fast: &Url, full: &Url, what: &Input<'_>) {
    assert_eq!(fast.href(), full.href(), "{what}: href");
    assert_eq!(fast.record(), full.record(), "{what}: record");
    let getters = |u: &Url| {
        [
            u.protocol(),
            u.username(),
            u.password(),
            u.host(),
            u.hostname(),
            u.port(),
            u.pathname(),
            u.search(),
            u.hash(),
        ]
        .map(str::to_owned)
    };
    assert_eq!(getters(fast), getters(full), "{what}: getters");
    assert_eq!(
        (fast.query(), fast.fragment(), fast.port_number()),
        (full.query(), full.fragment(), full.port_number()),
        "{what}: query, fragment, port"
    );
    check_url(Engine::Grammar, fast, what);
}

/// Target `parse_with_base`: `BASE\nINPUT`. The base is parsed with each engine; the input is
/// parsed against it. A result's href is absolute, so it parses to itself with or without the
/// base.
pub fn parse_with_base(data: &[u8]) {
    let Some(data) = text(data) else { return };
    let (base, input) = data.split_once('\n').unwrap_or((data, ""));
    let what = Input("parse_with_base", &[base, input]);
    for engine in Engine::ALL {
        let base = match engine.parse(base, None) {
            Ok(base) => base,
            Err(e) => {
                check_error(&e, &what);
                continue;
            }
        };
        match engine.parse(input, Some(&base)) {
            Ok(url) => {
                check_url(engine, &url, &what);
                let again = engine.parse(url.href(), Some(&base));
                assert_eq!(
                    again.as_ref().map(Url::href),
                    Ok(url.href()),
                    "{what}: href does not reparse to itself against the base ({engine:?})"
                );
            }
            Err(e) => check_error(&e, &what),
        }
    }
}

/// The component a setter input names: an attribute name, or one picked by the first byte.
pub fn component(name: &str) -> Component {
    name.parse().unwrap_or_else(|_| {
        let pick = name.bytes().next().map_or(0, usize::from);
        Component::ALL[pick % Component::ALL.len()]
    })
}

/// Whether the protocol setter made `url` a file URL (it was `before`): the URL Standard's own
/// setters then keep a host and path that parsing a file URL would normalize (a "localhost"
/// host, a first segment like "z|"), so the href need not reparse to itself
/// (tests/regressions.rs, `protocol_setter_to_file_keeps_what_parsing_would_normalize`).
fn became_file(before: &Url, url: &Url) -> bool {
    url.scheme() == "file" && before.scheme() != "file"
}

/// Target `setters`: `COMPONENT\nURL\nVALUE`. Each engine's setter leaves a URL whose href
/// reparses to itself, and setting the same value again changes nothing.
pub fn setters(data: &[u8]) {
    let Some(data) = text(data) else { return };
    let mut parts = data.splitn(3, '\n');
    let (name, url, value) = (
        parts.next().unwrap_or(""),
        parts.next().unwrap_or(""),
        parts.next().unwrap_or(""),
    );
    let what = Input("setters", &[name, url, value]);
    let component = component(name);
    for engine in Engine::ALL {
        let Ok(original) = engine.parse(url, None) else {
            continue;
        };
        let mut once = original.clone();
        match once.set_with(engine, component, value) {
            Ok(()) if component == Component::Protocol && became_file(&original, &once) => {}
            Ok(()) => check_url(engine, &once, &what),
            Err(e) => {
                check_error(&e, &what);
                assert_eq!(component, Component::Href, "{what}: only href fails");
                assert_eq!(
                    once, original,
                    "{what}: a failed href setter changed the URL"
                );
                continue;
            }
        }
        let mut twice = once.clone();
        let _ = twice.set_with(engine, component, value);
        assert_eq!(
            twice.href(),
            once.href(),
            "{what}: setting {component} twice differs from once ({engine:?})"
        );
    }
}

/// Target `form_urlencoded`: parse, serialize, parse again gives the same list and the same
/// serialization; `UrlSearchParams` round-trips through its string and through a URL's query.
pub fn form_urlencoded(data: &[u8]) {
    let what = format!("form_urlencoded {:?}", String::from_utf8_lossy(data));
    let pairs = form_urlencoded::parse(data);
    let serialized = form_urlencoded::serialize(pairs.iter().map(|(n, v)| (n, v)));
    let again = form_urlencoded::parse(serialized.as_bytes());
    assert_eq!(
        again, pairs,
        "{what}: parse(serialize(parse(x))) != parse(x)"
    );
    let reserialized = form_urlencoded::serialize(again.iter().map(|(n, v)| (n, v)));
    assert_eq!(
        reserialized, serialized,
        "{what}: serialization is not stable"
    );
    assert!(serialized.is_ascii(), "{what}: serialization is not ASCII");

    let Some(input) = text(data) else { return };
    let params = UrlSearchParams::parse(input);
    let string = params.to_string();
    assert_eq!(
        UrlSearchParams::parse(&string),
        params,
        "{what}: URLSearchParams does not round-trip through its string"
    );
    let mut sorted = params.clone();
    sorted.sort();
    assert_eq!(sorted.size(), params.size(), "{what}: sort lost pairs");
    let mut resorted = sorted.clone();
    resorted.sort();
    assert_eq!(resorted, sorted, "{what}: sort is not idempotent");

    // Through a URL's query: the update steps write the list, search_params reads it back.
    for base in ["https://example.org/p#f", "sc:opaque#f", "sc://h/p"] {
        let Ok(mut url) = Url::parse(base) else {
            panic!("{what}: base {base:?} does not parse");
        };
        {
            let mut handle = url.search_params_mut();
            for (name, value) in params.iter() {
                handle.append(name, value);
            }
        }
        check_url(Engine::Grammar, &url, &what);
        assert_eq!(
            url.search_params(),
            params,
            "{what}: the list does not survive a URL's query ({base})"
        );
        if params.is_empty() {
            assert_eq!(url.query(), None, "{what}: an empty list leaves a query");
        }
    }
}

/// Target `differential`: `INPUT\nBASE\nCOMPONENT\nVALUE`. The grammar engine and the prose
/// engine give the same href or the same failure, with and without the base, and their
/// setters give the same result.
pub fn differential(data: &[u8]) {
    let Some(data) = text(data) else { return };
    let mut parts = data.splitn(4, '\n');
    let input = parts.next().unwrap_or("");
    let base = parts.next();
    let setter = parts.next();
    let value = parts.next().unwrap_or("");
    let what = Input(
        "differential",
        &[input, base.unwrap_or(""), setter.unwrap_or(""), value],
    );

    let same = |g: &Result<Url, ParseError>, p: &Result<Url, ParseError>, step: &str| {
        assert_eq!(
            g.as_ref().map(Url::href),
            p.as_ref().map(Url::href),
            "{what}: engines disagree on {step} (left: grammar, right: prose)"
        );
    };
    let grammar = Engine::Grammar.parse(input, None);
    let prose = Engine::Prose.parse(input, None);
    same(&grammar, &prose, "parse");

    let mut target = grammar.ok();
    if let Some(base) = base.filter(|b| !b.is_empty()) {
        let grammar_base = Engine::Grammar.parse(base, None);
        let prose_base = Engine::Prose.parse(base, None);
        same(&grammar_base, &prose_base, "the base");
        if let Ok(base) = grammar_base {
            let grammar = Engine::Grammar.parse(input, Some(&base));
            let prose = Engine::Prose.parse(input, Some(&base));
            same(&grammar, &prose, "parse with base");
            target = grammar.ok().or(target);
        }
    }

    let (Some(name), Some(url)) = (setter, target) else {
        return;
    };
    let component = component(name);
    let (mut grammar, mut prose) = (url.clone(), url);
    same_setter(
        &mut grammar,
        &mut prose,
        component,
        value,
        format_args!("{what}: on the"),
    );
}

/// Run the `component` setter with `value` on the grammar engine's URL and on the prose
/// engine's: they must agree on the setter's result and on the href after it. `at` says where,
/// for the message.
fn same_setter(
    grammar: &mut Url,
    prose: &mut Url,
    component: Component,
    value: &str,
    at: std::fmt::Arguments<'_>,
) {
    let g = grammar.set_with(Engine::Grammar, component, value);
    let p = prose.set_with(Engine::Prose, component, value);
    assert_eq!(
        (g, grammar.href()),
        (p, prose.href()),
        "{at} {component} setter, {value:?}, the engines disagree (left: grammar, right: prose)"
    );
}

/// Target `setter_chain`: `INPUT\nBASE\nCOMPONENT\nVALUE\nCOMPONENT\nVALUE...`. Parse INPUT
/// against BASE (when it parses), then run up to 16 setters one after another; the grammar
/// and prose engines must agree on the base, the URL, and every setter's result and href.
pub fn setter_chain(data: &[u8]) {
    let Some(data) = text(data) else { return };
    let mut lines = data.split('\n');
    let input = lines.next().unwrap_or("");
    let base = lines.next().unwrap_or("");
    let what = Input("setter_chain", &[input, base]);
    let parse = |engine: Engine| {
        let base = engine.parse(base, None).ok();
        engine.parse(input, base.as_ref())
    };
    let (grammar, prose) = (parse(Engine::Grammar), parse(Engine::Prose));
    assert_eq!(
        grammar.as_ref().map(Url::href),
        prose.as_ref().map(Url::href),
        "{what}: engines disagree on the parse (left: grammar, right: prose)"
    );
    let (Ok(mut grammar), Ok(mut prose)) = (grammar, prose) else {
        return;
    };
    // Once the protocol setter has made the URL a file URL, its href need not reparse to
    // itself (see `became_file`); the engines must still agree.
    let mut round_trips = true;
    for step in 0..16 {
        let (Some(name), Some(value)) = (lines.next(), lines.next()) else {
            return;
        };
        let component = component(name);
        same_setter(
            &mut grammar,
            &mut prose,
            component,
            value,
            format_args!("{what}: at step {step}, on the"),
        );
        round_trips &= !(component == Component::Protocol && grammar.scheme() == "file");
        if round_trips {
            check_url(Engine::Grammar, &grammar, &what);
        }
    }
}

/// Target `urlpattern`: `PATTERN\nURL`. The pattern is a URLPattern constructor string,
/// constructed alone and against a base URL. Constructing and matching never panic; `test`
/// answers what `exec` answers; `exec_url` on the parsed URL gives `exec`'s component results;
/// a `UrlPatternList` holding the pattern answers what `exec` answers (the same result or the
/// same error).
///
/// Every pattern gets every URL, regexp groups included: railurl matches every component,
/// `( … )` groups too, with its own program, bounded by the program's size times the input's
/// length (src/pattern/matcher/exec.rs), and so is construction, which runs the protocol component
/// against each special scheme ("protocol component matches a special scheme"). A regexp
/// construct that bound rules out (a backreference, a lookaround) is an error value, which
/// the checks below take like any other.
#[cfg(feature = "urlpattern")]
pub fn urlpattern(data: &[u8]) {
    use railurl::pattern::{UrlPattern, UrlPatternList};
    let Some(data) = text(data) else { return };
    let (pattern, url) = data
        .split_once('\n')
        .unwrap_or((data, "https://example.com/"));
    let what = Input("urlpattern", &[pattern, url]);
    for base in [None, Some("https://example.com/base/")] {
        let Ok(compiled) = UrlPattern::parse(pattern, base) else {
            continue;
        };
        let exec = compiled.exec(url, base);
        assert_eq!(
            compiled.test(url, base),
            exec.as_ref().map(Option::is_some).map_err(Clone::clone),
            "{what}: test and exec disagree (base {base:?})"
        );
        let parsed = match base {
            Some(base) => Url::parse(base).and_then(|base| Url::parse_with_base(url, &base)),
            None => Url::parse(url),
        };
        if let (Ok(parsed), Ok(exec)) = (parsed, &exec) {
            let mut by_url = compiled.exec_url(&parsed);
            let mut by_string = exec.clone();
            for result in by_url.iter_mut().chain(by_string.iter_mut()) {
                result.inputs.clear();
            }
            assert_eq!(by_url, by_string, "{what}: exec_url and exec disagree");
        }
        let mut list = UrlPatternList::new();
        list.push(compiled);
        let listed = list
            .exec(url, base)
            .map(|found| found.map(|(_, result)| result));
        assert_eq!(listed, exec, "{what}: UrlPatternList and exec disagree");
    }
}
