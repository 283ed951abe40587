//! `railurl pattern` (match URLs against a URL pattern) and `railurl pattern-batch`
//! ([`batch`]: the stable JSON-lines contract of issue 16, with arguments exactly as WPT's
//! urlpatterntestdata.json writes them).

mod batch;
mod json;
mod webidl;

pub use batch::run_batch;

use crate::command_line::PatternArgs;
use crate::input;
use crate::output::{self, TROUBLE};
use crate::show::{self, Format};
use json::result_json;
use railurl::pattern::{UrlPattern, UrlPatternInput, UrlPatternOptions, UrlPatternResult};
use railurl::Engine;
use serde_json::json;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// `railurl pattern PATTERN [--base B] [--ignore-case] [--engine E] [URL...]`: exit status 0
/// when every URL matches, 1 when one does not, 2 when the pattern is invalid.
pub fn run(args: PatternArgs) -> io::Result<ExitCode> {
    let options = UrlPatternOptions {
        ignore_case: args.ignore_case,
    };
    let pattern = match UrlPattern::new(args.pattern.as_str(), args.base.as_deref(), options) {
        Ok(p) => p,
        Err(e) => {
            output::warn(format!("invalid pattern: {e}"));
            return Ok(ExitCode::from(TROUBLE));
        }
    };
    let engine = Engine::from(args.engine);
    let format = Format::choose(&args.output);
    let mut out = BufWriter::new(io::stdout().lock());
    let unmatched = input::for_each(args.urls, &mut out, |url, out| {
        let result = exec(&pattern, engine, url);
        match format {
            Format::Json => {
                let answer = match &result {
                    Some(r) => json!({"input": url, "match": result_json(r)}),
                    None => json!({"input": url, "match": null}),
                };
                writeln!(out, "{answer}")?;
            }
            Format::Table => table(out, url, result.as_ref())?,
        }
        Ok(result.is_none())
    })?;
    Ok(output::status(unmatched))
}

/// "match" given a URL string, as `exec(input)` does with no base URL ("If url is failure,
/// return null"), with the URL parsed by `engine`; its `inputs` are the string as given.
fn exec(pattern: &UrlPattern, engine: Engine, input: &str) -> Option<UrlPatternResult> {
    let url = engine.parse(input, None).ok()?;
    let mut result = pattern.exec_url(&url)?;
    result.inputs = vec![UrlPatternInput::String(input.to_owned())];
    Some(result)
}

/// A match as lines for people: each component's input and groups.
fn table(out: &mut impl Write, url: &str, result: Option<&UrlPatternResult>) -> io::Result<()> {
    let Some(result) = result else {
        return writeln!(out, "{}: no match", show::escape(url));
    };
    writeln!(out, "{}: match", show::escape(url))?;
    for (name, component) in result.components() {
        write!(out, "  {name:<9} {}", show::escape(&component.input))?;
        for (group, value) in &component.groups {
            match value {
                Some(v) => write!(out, "  {group}={}", show::escape(v))?,
                None => write!(out, "  {group}=(undefined)")?,
            }
        }
        writeln!(out)?;
    }
    Ok(())
}
