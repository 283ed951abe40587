//! Differential conformance run: the grammar engine against the prose engine on WPT's data,
//! on input files and on generated inputs. See docs/testing.md.
//!
//! ```sh
//! cargo run --release -p railurl-conformance -- [FILES...] [--generate N] [--seed S]
//!     [--setters M] [--report FILE] [--no-wpt]
//! ```

use railurl::Engine;
use railurl_conformance::{
    parse_line, read_setters_tests, read_urltestdata, wpt_dir, Comparer, Comparison, Generator,
    SetterCases, Tally, Verdict,
};
use std::fmt::Write as _;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "usage: conformance [FILES...] [--generate N] [--seed S] [--setters M] \
                     [--report FILE] [--no-wpt]
  FILES        lines of URLs, or JSON lines {\"input\": ..., \"base\": ...}
  --generate N compare N generated (input, base) pairs (default 0)
  --setters M  compare M generated setter cases (default N/10)
  --seed S     generator seed (default 1)
  --report F   also write a Markdown report to F
  --no-wpt     skip WPT's urltestdata.json and setters_tests.json
  --coverage   instead of comparing, report which grammar rules and which alternatives of
               each choice WPT's inputs and setter cases (plus FILES as URL lines or
               urltestdata-format JSON) exercise, and which they never do";

/// How many disagreements the report keeps in full (all are printed).
const REPORT_LIMIT: usize = 10_000;

/// How many "both failed, different error" examples the report lists.
const INFORMATIONAL_LIMIT: usize = 20;

struct Options {
    files: Vec<PathBuf>,
    generate: u64,
    setters: Option<u64>,
    seed: u64,
    report: Option<PathBuf>,
    wpt: bool,
    coverage: bool,
}

fn parse_args() -> Result<Options, String> {
    let mut options = Options {
        files: Vec::new(),
        generate: 0,
        setters: None,
        seed: 1,
        report: None,
        wpt: true,
        coverage: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = |name: &str| -> Result<u64, String> {
            let v = args.next().ok_or(format!("{name} needs a value"))?;
            v.parse().map_err(|_| format!("{name}: not a number: {v}"))
        };
        match arg.as_str() {
            "--generate" => options.generate = number("--generate")?,
            "--setters" => options.setters = Some(number("--setters")?),
            "--seed" => options.seed = number("--seed")?,
            "--report" => {
                options.report = Some(args.next().ok_or("--report needs a file")?.into());
            }
            "--no-wpt" => options.wpt = false,
            "--coverage" => options.coverage = true,
            "-h" | "--help" => return Err(String::new()),
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            file => options.files.push(file.into()),
        }
    }
    Ok(options)
}

struct Category {
    name: String,
    tally: Tally,
    elapsed: Duration,
}

/// A disagreement as printed: its category and its description.
struct Finding {
    category: String,
    text: String,
}

#[derive(Default)]
struct Run {
    comparer: Comparer,
    categories: Vec<Category>,
    findings: Vec<Finding>,
    findings_dropped: usize,
    /// The first cases both engines rejected with different `ParseError` kinds.
    informational: Vec<Finding>,
}

impl Run {
    /// Run `cases` (each yielding a comparison and an optional note) as one category.
    fn category<I>(&mut self, name: &str, cases: I)
    where
        I: FnOnce(&mut Comparer, &mut dyn FnMut(Comparison, Option<String>)),
    {
        let start = Instant::now();
        let mut tally = Tally::default();
        let (findings, dropped) = (&mut self.findings, &mut self.findings_dropped);
        let informational = &mut self.informational;
        cases(&mut self.comparer, &mut |comparison, note| {
            tally.add(comparison.verdict);
            if comparison.verdict == Verdict::BothFailedDifferently
                && informational.len() < INFORMATIONAL_LIMIT
            {
                informational.push(Finding {
                    category: name.to_owned(),
                    text: comparison.to_string(),
                });
            }
            if comparison.verdict == Verdict::Disagreement {
                let mut text = comparison.to_string();
                if let Some(note) = note {
                    let _ = write!(text, "\n  {note}");
                }
                println!("DISAGREEMENT [{name}] {text}");
                if findings.len() < REPORT_LIMIT {
                    findings.push(Finding {
                        category: name.to_owned(),
                        text,
                    });
                } else {
                    *dropped += 1;
                }
            }
        });
        self.categories.push(Category {
            name: name.to_owned(),
            tally,
            elapsed: start.elapsed(),
        });
    }

    fn total(&self) -> Tally {
        let mut total = Tally::default();
        for c in &self.categories {
            total.merge(&c.tally);
        }
        total
    }
}

/// Which engines agree with WPT's expectation (`None` expects failure).
fn wpt_note(comparison: &Comparison, expected: &Option<String>) -> String {
    let supported: Vec<&str> = Engine::ALL
        .into_iter()
        .filter(|&e| comparison.outcome(e).href() == expected.as_deref())
        .map(Engine::name)
        .collect();
    let expects = match expected {
        Some(href) => format!("{href:?}"),
        None => "failure".to_owned(),
    };
    let engines = if supported.is_empty() {
        "neither engine".to_owned()
    } else {
        supported.join(" and ")
    };
    format!("WPT expects {expects}: supports {engines}")
}

fn run(options: &Options) -> Result<Run, String> {
    let mut run = Run::default();
    let dir = wpt_dir();
    let wpt_cases = if options.wpt {
        read_urltestdata(&dir.join("urltestdata.json"))?
    } else {
        Vec::new()
    };
    if options.wpt {
        run.category("wpt", |comparer, record| {
            for case in &wpt_cases {
                let c = comparer.compare(&case.input, case.base.as_deref());
                let note = wpt_note(&c, &case.expected);
                record(c, Some(note));
            }
        });
        let setters = read_setters_tests(&dir.join("setters_tests.json"))?;
        run.category("setters", |comparer, record| {
            for case in &setters {
                record(
                    comparer.compare_setter(&case.href, case.component, &case.value),
                    None,
                );
            }
        });
    }
    for path in &options.files {
        let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let mut error = None;
        run.category(&name, |comparer, record| {
            for line in BufReader::new(file).lines() {
                match line {
                    Ok(line) => {
                        if let Some((input, base)) = parse_line(&line) {
                            record(comparer.compare(&input, base.as_deref()), None);
                        }
                    }
                    Err(e) => {
                        error = Some(format!("{}: {e}", path.display()));
                        break;
                    }
                }
            }
        });
        if let Some(e) = error {
            return Err(e);
        }
    }
    if options.generate > 0 {
        // WPT's inputs (when found) are among the generator's mutation seeds.
        let inputs = wpt_cases.into_iter().map(|c| c.input).collect();
        let generator = Generator::new(options.seed).with_inputs(inputs);
        let count = options.generate;
        run.category("generated", |comparer, record| {
            for (input, base) in generator.take(count as usize) {
                record(comparer.compare(&input, base.as_deref()), None);
            }
        });
    }
    let setters = options.setters.unwrap_or(options.generate / 10);
    if setters > 0 {
        run.category("generated setters", |comparer, record| {
            for case in SetterCases::new(options.seed).take(setters as usize) {
                record(
                    comparer.compare_setter(&case.href, case.component, &case.value),
                    None,
                );
            }
        });
    }
    Ok(run)
}

fn summary_table(run: &Run) -> String {
    let mut out = String::from(
        "| category | compared | same URL | both failed, same error | both failed, different error \
         | disagreements | time |\n|---|---:|---:|---:|---:|---:|---:|\n",
    );
    let total = run.total();
    let time: Duration = run.categories.iter().map(|c| c.elapsed).sum();
    let rows = run
        .categories
        .iter()
        .map(|c| (c.name.as_str(), c.tally, c.elapsed))
        .chain([("**total**", total, time)]);
    for (name, t, elapsed) in rows {
        let _ = writeln!(
            out,
            "| {name} | {} | {} | {} | {} | {} | {:.1} s |",
            t.compared,
            t.same,
            t.both_failed,
            t.failed_differently,
            t.disagreements,
            elapsed.as_secs_f64()
        );
    }
    out
}

fn markdown(run: &Run, command: &str) -> String {
    let total = run.total();
    let mut out = format!(
        "# Conformance: grammar engine vs prose engine\n\nCommand: `{command}`\n\n{}\n\
         \"Both failed, different error\" counts inputs both engines reject with different \
         `ParseError` kinds; it is informational and not counted as a disagreement.\n\n\
         ## Disagreements\n\n",
        summary_table(run)
    );
    if run.findings.is_empty() {
        out.push_str("None.\n");
    }
    for f in &run.findings {
        let _ = writeln!(out, "- [{}]\n\n  ```text\n  {}\n  ```\n", f.category, {
            f.text.replace('\n', "\n  ")
        });
    }
    if run.findings_dropped > 0 {
        let _ = writeln!(out, "{} more not shown.", run.findings_dropped);
    }
    if !run.informational.is_empty() {
        let _ = writeln!(
            out,
            "\n## Both failed, different error (informational, first {INFORMATIONAL_LIMIT})\n"
        );
        for f in &run.informational {
            let _ = writeln!(out, "- [{}]\n\n  ```text\n  {}\n  ```\n", f.category, {
                f.text.replace('\n', "\n  ")
            });
        }
    }
    let _ = writeln!(
        out,
        "\ncompared {} inputs: {} disagreements",
        total.compared, total.disagreements
    );
    out
}

/// The grammar coverage report of WPT's cases (unless `--no-wpt`) and the input files'.
fn coverage(options: &Options) -> Result<String, String> {
    let dir = wpt_dir();
    let mut parses: Vec<(String, Option<String>)> = Vec::new();
    let mut setters = Vec::new();
    if options.wpt {
        parses.extend(
            read_urltestdata(&dir.join("urltestdata.json"))?
                .into_iter()
                .map(|c| (c.input, c.base)),
        );
        setters.extend(
            read_setters_tests(&dir.join("setters_tests.json"))?
                .into_iter()
                .map(|c| (c.href, c.component, c.value)),
        );
    }
    for path in &options.files {
        if path.extension().is_some_and(|e| e == "json") {
            parses.extend(
                read_urltestdata(path)?
                    .into_iter()
                    .map(|c| (c.input, c.base)),
            );
        } else {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            parses.extend(text.lines().map(|l| (l.to_owned(), None)));
        }
    }
    let coverage = railurl_conformance::grammar::coverage_of(&parses, &setters)?;
    Ok(format!(
        "grammar coverage of {} parse cases and {} setter cases\n{}",
        parses.len(),
        setters.len(),
        railurl_conformance::grammar::coverage_report(&coverage)
    ))
}

fn main() -> ExitCode {
    let options = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("conformance: {e}");
            }
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    if options.coverage {
        return match coverage(&options) {
            Ok(report) => {
                print!("{report}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("conformance: {e}");
                ExitCode::from(2)
            }
        };
    }
    let run = match run(&options) {
        Ok(run) => run,
        Err(e) => {
            eprintln!("conformance: {e}");
            return ExitCode::from(2);
        }
    };
    println!();
    for c in &run.categories {
        let t = c.tally;
        println!(
            "{:<20} {:>9} compared {:>9} same {:>8} both failed ({} with different errors, \
             not a disagreement) {:>5} disagreements  {:.1} s",
            c.name,
            t.compared,
            t.same,
            t.both_failed + t.failed_differently,
            t.failed_differently,
            t.disagreements,
            c.elapsed.as_secs_f64()
        );
    }
    if let Some(path) = &options.report {
        let command: Vec<String> = std::env::args().skip(1).collect();
        let command = format!(
            "cargo run --release -p railurl-conformance -- {}",
            command.join(" ")
        );
        if let Err(e) = std::fs::write(path, markdown(&run, &command)) {
            eprintln!("conformance: {}: {e}", path.display());
            return ExitCode::from(2);
        }
    }
    let total = run.total();
    println!(
        "compared {} inputs: {} disagreements",
        total.compared, total.disagreements
    );
    if total.disagreements > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
