//! The standards map as a document: the inputs of four sources classified by
//! `crate::standards`, counted, and written as Markdown with the shortest examples of each
//! class and reason. The `railurl-standards` command writes it to docs/standards.md, and
//! `tests/standards_map.rs` checks that the committed file is what the code generates now.

use crate::generator::Generator;
use crate::sources::{read_urltestdata, wpt_dir};
use crate::standards::{classify, classify_resolution, Class, Finding, Reason, Resolution};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// How many examples each row keeps.
const EXAMPLES: usize = 3;

/// What the document is generated from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MapOptions {
    /// How many generated inputs (and pairs) to add.
    pub generate: u64,
    /// The generator's seed.
    pub seed: u64,
}

impl Default for MapOptions {
    /// The checked-in document's: 5,000 generated cases, seed 1.
    fn default() -> MapOptions {
        MapOptions {
            generate: 5_000,
            seed: 1,
        }
    }
}

/// The inputs (without a base) and pairs (base, reference) of each source, in the
/// document's column order: the corpus, WPT, the RFC data, the generator.
#[derive(Default)]
struct Inputs {
    singles: [Vec<String>; 4],
    pairs: [Vec<(String, String)>; 4],
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read_json(path: &Path) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

fn gather(options: MapOptions) -> Result<Inputs, String> {
    let mut inputs = Inputs::default();
    let corpus = repo().join("tests/data/corpus.txt");
    let text =
        std::fs::read_to_string(&corpus).map_err(|e| format!("{}: {e}", corpus.display()))?;
    inputs.singles[0] = text.lines().map(str::to_owned).collect();
    for case in read_urltestdata(&wpt_dir().join("urltestdata.json"))? {
        match case.base {
            None => inputs.singles[1].push(case.input),
            Some(base) => inputs.pairs[1].push((base, case.input)),
        }
    }
    let rfc = repo().join("tests/data/rfc");
    for name in ["fluent_parse.json", "fluent_normalize.json"] {
        for case in read_json(&rfc.join(name))?.as_array().into_iter().flatten() {
            if let Some(input) = case["input"].as_str() {
                inputs.singles[2].push(input.to_owned());
            }
        }
    }
    for name in ["uri", "uri-reference", "iri", "iri-reference"] {
        let groups = read_json(&rfc.join(format!("jsonschema/{name}.json")))?;
        for group in groups.as_array().into_iter().flatten() {
            for test in group["tests"].as_array().into_iter().flatten() {
                if let Some(data) = test["data"].as_str() {
                    inputs.singles[2].push(data.to_owned());
                }
            }
        }
    }
    for name in ["rfc3986_5_4.json", "fluent_resolve.json"] {
        for case in read_json(&rfc.join(name))?.as_array().into_iter().flatten() {
            if let (Some(base), Some(input)) = (case["base"].as_str(), case["input"].as_str()) {
                inputs.pairs[2].push((base.to_owned(), input.to_owned()));
            }
        }
    }
    for (input, base) in Generator::new(options.seed).take(options.generate as usize) {
        match base {
            None => inputs.singles[3].push(input),
            Some(base) => inputs.pairs[3].push((base, input)),
        }
    }
    Ok(inputs)
}

/// The shortest `EXAMPLES` distinct examples seen, shortest first (then in code point order).
#[derive(Default)]
struct Shortest(Vec<(usize, String, String)>);

impl Shortest {
    fn offer(&mut self, input: &str, shown: String) {
        let key = (input.chars().count(), input.to_owned(), shown);
        if self.0.iter().any(|e| e.1 == key.1) {
            return;
        }
        let at = self.0.partition_point(|e| (e.0, &e.1) < (key.0, &key.1));
        if at < EXAMPLES {
            self.0.insert(at, key);
            self.0.truncate(EXAMPLES);
        }
    }
}

/// Counts per source, and examples.
#[derive(Default)]
struct Row {
    counts: [usize; 4],
    examples: Shortest,
}

impl Row {
    fn add(&mut self, source: usize, input: &str, shown: String) {
        self.counts[source] += 1;
        self.examples.offer(input, shown);
    }
}

#[derive(Default)]
struct Map {
    classes: BTreeMap<Class, Row>,
    reasons: BTreeMap<(Class, Reason), Row>,
    /// URIs for RFC 3986 only, and for RFC 2396 only.
    rfc2396: [Row; 2],
    resolutions: BTreeMap<Resolution, Row>,
    sizes: [usize; 4],
    pair_sizes: [usize; 4],
}

impl Map {
    fn add(&mut self, source: usize, input: &str, finding: Finding) {
        let shown = format!("{} → {}", code(input), code(&finding.whatwg));
        if finding.rfc2396_differs {
            let rfc3986 = matches!(
                finding.class,
                Class::Same | Class::Rewritten | Class::SplitDiffers | Class::WhatwgRejects
            );
            self.rfc2396[usize::from(!rfc3986)].add(source, input, shown.clone());
        }
        for reason in finding.reasons {
            let row = self.reasons.entry((finding.class, reason)).or_default();
            row.add(source, input, shown.clone());
        }
        self.classes
            .entry(finding.class)
            .or_default()
            .add(source, input, shown);
    }
}

/// The document for `options`.
pub fn document(options: MapOptions) -> Result<String, String> {
    let inputs = gather(options)?;
    let mut map = Map::default();
    for (source, singles) in inputs.singles.iter().enumerate() {
        map.sizes[source] = singles.len();
        for input in singles {
            map.add(source, input, classify(input));
        }
    }
    for (source, pairs) in inputs.pairs.iter().enumerate() {
        map.pair_sizes[source] = pairs.len();
        for (base, reference) in pairs {
            let found = classify_resolution(base, reference);
            let shown = format!(
                "{} against {}: WHATWG {}, RFC 3986 {}",
                code(reference),
                code(base),
                code(&found.whatwg),
                found
                    .rfc
                    .as_deref()
                    .map_or_else(|| String::from("undefined"), code)
            );
            let key = format!("{base} {reference}");
            map.resolutions
                .entry(found.class)
                .or_default()
                .add(source, &key, shown);
        }
    }
    Ok(render(&map, options))
}

/// `s` as a Markdown code span: control characters escaped, backticks fenced.
fn code(s: &str) -> String {
    let mut text = String::new();
    for c in s.chars() {
        if c.is_control() {
            text.extend(c.escape_debug());
        } else {
            text.push(c);
        }
    }
    if text.is_empty() {
        String::from("(empty)")
    } else if text.contains('`') {
        format!("`` {text} ``")
    } else {
        format!("`{text}`")
    }
}

fn counts(cells: &[usize; 4], of: std::ops::Range<usize>) -> String {
    let mut out = String::new();
    for &n in &cells[of.clone()] {
        let _ = write!(out, " {n} |");
    }
    let total: usize = cells[of].iter().sum();
    let _ = write!(out, " {total} |");
    out
}

fn render(map: &Map, options: MapOptions) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", header(map, options));
    out.push_str(
        "| class | corpus | WPT | RFC data | generated | all |\n|---|---|---|---|---|---|\n",
    );
    for class in Class::ALL {
        let row = map.classes.get(&class);
        let cells = row.map_or([0; 4], |r| r.counts);
        let _ = writeln!(out, "| {} |{}", class.title(), counts(&cells, 0..4));
    }
    let _ = writeln!(
        out,
        "\nRFC 2396 (Appendix A, `URI-reference` with a scheme) judges some inputs differently \
         from RFC 3986: {} are URIs for RFC 3986 only{}\n\n{} are URIs for RFC 2396 only{}\n",
        map.rfc2396[0].counts.iter().sum::<usize>(),
        examples(&map.rfc2396[0].examples, "; the shortest: "),
        map.rfc2396[1].counts.iter().sum::<usize>(),
        examples(&map.rfc2396[1].examples, "; the shortest: "),
    );
    for class in Class::ALL {
        render_class(&mut out, map, class);
    }
    render_resolution(&mut out, map);
    out
}

fn header(map: &Map, options: MapOptions) -> String {
    format!(
        "# The WHATWG URL Standard and RFC 3986, measured\n\n\
         Generated by `cargo run --release -p railurl-conformance --bin railurl-standards -- --out \
         docs/standards.md` (conformance/src/standards.rs classifies, \
         conformance/src/standards_doc.rs counts and writes); `conformance/tests/standards_map.rs` \
         fails when this file is not what the code generates. Do not edit it by hand.\n\n\
         Each input goes through railurl's two formulations of the WHATWG URL Standard (the \
         grammar engine and the prose engine), RFC 3986's `URI` rule, RFC 3987's `IRI` rule and \
         RFC 2396's `URI-reference`, and gets a class; each (base, reference) pair goes through \
         the WHATWG parser with a base and RFC 3986 section 5.2's strict resolution \
         (`railurl::rfc3986::UriRef::resolve_against`). The sources: the corpus \
         (`tests/data/corpus.txt`, {} real URLs), WPT's `urltestdata.json` ({} inputs without a \
         base, {} with one), the RFC data in `tests/data/rfc/` (JSON-Schema-Test-Suite's and \
         fluent-uri's strings, {}; RFC 3986 section 5.4's and fluent-uri's resolution cases, {}), \
         and {} cases of the conformance generator (seed {}: {} inputs, {} pairs).\n\n## Inputs\n",
        map.sizes[0],
        map.sizes[1],
        map.pair_sizes[1],
        map.sizes[2],
        map.pair_sizes[2],
        options.generate,
        options.seed,
        map.sizes[3],
        map.pair_sizes[3],
    )
}

fn examples(shortest: &Shortest, lead: &str) -> String {
    if shortest.0.is_empty() {
        return String::from(".");
    }
    let list: Vec<&str> = shortest.0.iter().map(|e| e.2.as_str()).collect();
    format!("{lead}{}.", list.join("; "))
}

fn render_class(out: &mut String, map: &Map, class: Class) {
    let Some(row) = map.classes.get(&class) else {
        return;
    };
    let _ = writeln!(out, "## {}\n", class.title());
    let _ = writeln!(
        out,
        "{} inputs{}\n",
        row.counts.iter().sum::<usize>(),
        examples(&row.examples, "; the shortest: ")
    );
    let mut reasons: Vec<(&Reason, &Row)> = map
        .reasons
        .iter()
        .filter(|((c, _), _)| *c == class)
        .map(|((_, r), row)| (r, row))
        .collect();
    if reasons.is_empty() {
        return;
    }
    reasons.sort_by(|a, b| {
        let total = |r: &Row| r.counts.iter().sum::<usize>();
        total(b.1).cmp(&total(a.1)).then(a.0.cmp(b.0))
    });
    out.push_str("| what differs | ABNF rule | corpus | WPT | RFC data | generated | all |\n");
    out.push_str("|---|---|---|---|---|---|---|\n");
    for (reason, row) in &reasons {
        let label = reason.label.replace('|', "\\|");
        let _ = writeln!(
            out,
            "| {label} | `{}` |{}",
            reason.rule,
            counts(&row.counts, 0..4)
        );
    }
    out.push_str("\nThe shortest examples (input → WHATWG's href or failure):\n\n");
    for (reason, row) in &reasons {
        let _ = writeln!(out, "- {}{}", reason.label, examples(&row.examples, ": "));
    }
    out.push('\n');
}

fn render_resolution(out: &mut String, map: &Map) {
    out.push_str("## Resolution: WHATWG's parser with a base against RFC 3986 section 5.2\n\n");
    out.push_str("| result | WPT | RFC data | generated | all |\n|---|---|---|---|---|\n");
    for class in Resolution::ALL {
        let cells = map.resolutions.get(&class).map_or([0; 4], |r| r.counts);
        let _ = writeln!(out, "| {} |{}", class.title(), counts(&cells, 1..4));
    }
    out.push_str("\nThe shortest examples:\n\n");
    for class in Resolution::ALL {
        if let Some(row) = map.resolutions.get(&class) {
            let _ = writeln!(out, "- {}{}", class.title(), examples(&row.examples, ": "));
        }
    }
}
