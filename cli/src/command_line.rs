//! The command line, declared with clap's derive API: subcommands, options, their help text,
//! and the value parsers that turn arguments into railurl's types.

use crate::help;
use crate::serve::limits::DEFAULT_TIME_LIMIT_SECONDS;
use crate::show;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::ffi::OsStr;
use std::path::PathBuf;

/// `railurl`: parse URLs as the WHATWG URL Standard says, with a grammar.
#[derive(Debug, Parser)]
#[command(
    name = "railurl",
    version,
    about = "Parse URLs as the WHATWG URL Standard says, with a grammar",
    after_help = help::AFTER_HELP,
    propagate_version = true,
    subcommand_required = true,
    arg_required_else_help = true
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse each URL and show its WHATWG components
    #[command(long_about = help::PARSE)]
    Parse(ParseArgs),
    /// Run one of the URL class's setters on a URL
    #[command(long_about = help::SET)]
    Set(SetArgs),
    /// Answer JSON-line requests from stdin, one JSON line each
    #[command(long_about = help::BATCH)]
    Batch(BatchArgs),
    /// Write the canonical href of each line of the input, on all cores
    #[command(long_about = help::CANON)]
    Canon(CanonArgs),
    /// Report the validation errors of URLs, or check inputs against RFC 3986, 3987 or 2396
    #[command(long_about = help::CHECK)]
    Check(CheckArgs),
    /// Match URLs against a URL pattern
    #[command(long_about = help::PATTERN)]
    Pattern(PatternArgs),
    /// Answer URL pattern JSON-line requests from stdin (WPT's argument format)
    #[command(long_about = help::PATTERN_BATCH)]
    PatternBatch(PatternBatchArgs),
    /// Check URI references against RFC 3986, 3987 or 2396: JSON-line requests from stdin
    #[command(long_about = help::URI_BATCH)]
    UriBatch(UriBatchArgs),
    /// Serve the playground: a local web page to parse URLs and edit the grammar
    #[command(long_about = help::SERVE)]
    Serve(ServeArgs),
    /// Print a shell completion script
    #[command(long_about = help::COMPLETIONS)]
    Completions {
        /// The shell to complete for.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// The `--engine` option every parsing subcommand takes.
#[derive(Debug, Args)]
pub struct EngineOption {
    /// Which formulation of the URL parser to run.
    #[arg(short, long, value_enum, value_name = "ENGINE", default_value_t = EngineArg::Grammar)]
    pub engine: EngineArg,
}

impl From<EngineOption> for railurl::Engine {
    fn from(option: EngineOption) -> railurl::Engine {
        option.engine.into()
    }
}

/// `--engine`'s values: [`railurl::Engine`]'s variants, with help text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EngineArg {
    /// The grammar (grammar/*.pest) and its semantic actions
    Grammar,
    /// A literal transcription of the spec's state machine
    Prose,
}

impl From<EngineArg> for railurl::Engine {
    fn from(engine: EngineArg) -> railurl::Engine {
        match engine {
            EngineArg::Grammar => railurl::Engine::Grammar,
            EngineArg::Prose => railurl::Engine::Prose,
        }
    }
}

/// `set`'s COMPONENT: one of [`railurl::Component`]'s names (`href`, `protocol`, ...,
/// `hash`), which clap offers for completion and lists in a usage error.
fn component() -> impl TypedValueParser<Value = railurl::Component> {
    PossibleValuesParser::new(railurl::Component::ALL.map(|c| c.name()))
        .try_map(|name| name.parse::<railurl::Component>())
}

/// `--base`, which the subcommands that parse URLs share.
#[derive(Debug, Args)]
pub struct BaseOption {
    /// Parse every URL against this base URL.
    #[arg(short = 'b', long = "base", value_name = "BASE", value_parser = Utf8)]
    pub url: Option<String>,
}

/// `--json` and `--table`, which several subcommands share.
#[derive(Debug, Args)]
pub struct OutputOptions {
    /// One JSON object per line (the default when stdout is not a terminal).
    #[arg(short, long, conflicts_with = "table")]
    pub json: bool,
    /// A table, for people (the default on a terminal).
    #[arg(short, long)]
    pub table: bool,
}

/// `railurl parse [--base BASE] [--engine E] [--json | --table] [--] [URL...]`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct ParseArgs {
    /// The base URL.
    #[command(flatten)]
    pub base: BaseOption,
    /// The engine.
    #[command(flatten)]
    pub engine: EngineOption,
    /// The output format.
    #[command(flatten)]
    pub output: OutputOptions,
    /// The URLs to parse; none, or `-`, reads them from standard input, one per line.
    #[arg(value_name = "URL", value_parser = Utf8)]
    pub urls: Vec<String>,
}

/// `railurl set [--engine E] [--json | --table] [--] URL COMPONENT VALUE`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct SetArgs {
    /// The engine.
    #[command(flatten)]
    pub engine: EngineOption,
    /// The output format.
    #[command(flatten)]
    pub output: OutputOptions,
    /// The URL to change; `-` reads URLs from standard input, one per line.
    #[arg(value_name = "URL", value_parser = Utf8)]
    pub url: String,
    /// Which setter to run.
    #[arg(value_name = "COMPONENT", value_parser = component())]
    pub component: railurl::Component,
    /// The value to give the setter (it may start with '-').
    #[arg(value_name = "VALUE", value_parser = Utf8, allow_hyphen_values = true)]
    pub value: String,
}

/// `railurl batch [--engine E]`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct BatchArgs {
    /// The engine of requests that do not name one.
    #[command(flatten)]
    pub engine: EngineOption,
}

/// `railurl canon [--base BASE] [--engine E] [--json] [--fields FIELD,...] [FILE...]`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct CanonArgs {
    /// The base URL.
    #[command(flatten)]
    pub base: BaseOption,
    /// The engine.
    #[command(flatten)]
    pub engine: EngineOption,
    /// For each URL, the JSON object parse prints, instead of the href alone.
    #[arg(short, long)]
    pub json: bool,
    /// Write these fields of each URL instead (comma-separated): tab-separated values, or
    /// with --json one object per URL, {"input", FIELD...}.
    #[arg(short, long, value_name = "FIELD,...", value_delimiter = ',',
          value_parser = clap::builder::PossibleValuesParser::new(crate::canon::fields()))]
    pub fields: Vec<String>,
    /// Files of URLs, one per line; `-` (or none) reads stdin.
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub files: Vec<PathBuf>,
}

/// `railurl check [--standard S] [--rule R] [--base BASE] [--engine E] [--json | --table] [--]
/// [URL...]`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct CheckArgs {
    /// The standard the inputs are checked against.
    #[arg(short, long, value_enum, value_name = "STANDARD", default_value_t = CheckStandard::Whatwg)]
    pub standard: CheckStandard,
    /// With an RFC standard, the rule each input must match (RFC 3987's IRI rules for rfc3987;
    /// RFC 2396 has URI-reference and absoluteURI).
    #[arg(short, long, value_enum, value_name = "RULE")]
    pub rule: Option<RuleArg>,
    /// The base URL.
    #[command(flatten)]
    pub base: BaseOption,
    /// The engine.
    #[command(flatten)]
    pub engine: EngineOption,
    /// One JSON object per URL, with every validation error.
    #[arg(short, long, conflicts_with = "table")]
    pub json: bool,
    /// One table row per validation error.
    #[arg(short, long)]
    pub table: bool,
    /// The URLs to check; none, or `-`, reads them from standard input, one per line.
    #[arg(value_name = "URL", value_parser = Utf8)]
    pub urls: Vec<String>,
}

/// `railurl pattern [--base BASE] [--ignore-case] [--engine E] [--json | --table] [--]
/// PATTERN [URL...]`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct PatternArgs {
    /// The pattern's base URL (the constructor's baseURL).
    #[arg(short, long, value_name = "BASE", value_parser = Utf8)]
    pub base: Option<String>,
    /// Match case-insensitively (the ignoreCase option).
    #[arg(short, long)]
    pub ignore_case: bool,
    /// The engine that parses the URLs matched.
    #[command(flatten)]
    pub engine: EngineOption,
    /// The output format.
    #[command(flatten)]
    pub output: OutputOptions,
    /// The URL pattern constructor string.
    #[arg(value_name = "PATTERN", value_parser = Utf8)]
    pub pattern: String,
    /// The URLs to match; none, or `-`, reads them from standard input, one per line.
    #[arg(value_name = "URL", value_parser = Utf8)]
    pub urls: Vec<String>,
}

/// `railurl serve [--port P] [--open] [--time-limit SECONDS]`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct ServeArgs {
    /// The port on 127.0.0.1 to listen on (0: any free port).
    #[arg(short, long, value_name = "PORT", default_value_t = 8717)]
    pub port: u16,
    /// Open the page in the desktop's browser.
    #[arg(long)]
    pub open: bool,
    /// How many seconds a request that runs an edited grammar may take before it is answered
    /// with a time-limit error (a slow machine may want more).
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_TIME_LIMIT_SECONDS,
          value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub time_limit: u64,
}

/// `railurl pattern-batch`
#[derive(Debug, Args)]
pub struct PatternBatchArgs {}

/// `railurl uri-batch [--standard S]`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct UriBatchArgs {
    /// The standard of requests that do not name one.
    #[arg(short, long, value_enum, value_name = "STANDARD", default_value_t = StandardArg::Rfc3986)]
    pub standard: StandardArg,
}

/// The URI standards: `--standard`'s values, and a `uri-batch` request's `"standard"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StandardArg {
    /// RFC 3986's URI-reference (Appendix A)
    Rfc3986,
    /// RFC 3986 with RFC 6874's zone identifiers in IPv6 literals
    Rfc6874,
    /// RFC 3987's IRI-reference (section 2.2)
    Rfc3987,
    /// RFC 2396's URI-reference (Appendix A)
    Rfc2396,
}

/// `check --standard`'s values: the WHATWG URL Standard, or one of the URI standards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CheckStandard {
    /// The WHATWG URL Standard's validation errors (the default)
    Whatwg,
    /// RFC 3986's URI-reference (Appendix A)
    Rfc3986,
    /// RFC 3986 with RFC 6874's zone identifiers in IPv6 literals
    Rfc6874,
    /// RFC 3987's IRI-reference (section 2.2)
    Rfc3987,
    /// RFC 2396's URI-reference (Appendix A)
    Rfc2396,
}

impl CheckStandard {
    /// The URI standard, or `None` for the WHATWG URL Standard.
    pub fn uri(self) -> Option<StandardArg> {
        match self {
            CheckStandard::Whatwg => None,
            CheckStandard::Rfc3986 => Some(StandardArg::Rfc3986),
            CheckStandard::Rfc6874 => Some(StandardArg::Rfc6874),
            CheckStandard::Rfc3987 => Some(StandardArg::Rfc3987),
            CheckStandard::Rfc2396 => Some(StandardArg::Rfc2396),
        }
    }
}

/// `check --rule`'s values: which of an RFC's entry rules an input must match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RuleArg {
    /// URI-reference (IRI-reference): a URI or a relative reference (the default)
    #[value(alias = "iri-reference")]
    UriReference,
    /// URI (IRI): a scheme, and maybe a fragment
    #[value(alias = "iri")]
    Uri,
    /// absolute-URI (absolute-IRI, RFC 2396's absoluteURI): a scheme and no fragment
    #[value(alias = "absolute-iri")]
    AbsoluteUri,
}

/// The value parser of arguments that must be text (URLs and setter values): an argument that
/// is not UTF-8 is a usage error naming it, where `std::env::args` would panic.
#[derive(Clone, Copy, Debug)]
pub struct Utf8;

impl TypedValueParser for Utf8 {
    type Value = String;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<String, clap::Error> {
        if let Some(text) = value.to_str() {
            return Ok(text.to_owned());
        }
        let name = arg.map_or_else(|| "...".to_owned(), ToString::to_string);
        let shown = value.to_string_lossy();
        let message = format!(
            "invalid value '{}' for '{name}': not valid UTF-8 (a URL is Unicode text)",
            show::escape(&shown)
        );
        Err(clap::Error::raw(ErrorKind::InvalidUtf8, message).format(&mut cmd.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn every_engine_and_component_has_a_value() {
        for engine in railurl::Engine::ALL {
            let arg = EngineArg::from_str(engine.name(), false).expect("an --engine value");
            assert_eq!(railurl::Engine::from(arg), engine);
        }
        let set = Cli::command();
        for component in railurl::Component::ALL {
            let args = ["railurl", "set", "http://h/", component.name(), "x"];
            let matches = set.clone().try_get_matches_from(args).expect("a COMPONENT");
            let (_, set) = matches.subcommand().expect("set");
            assert_eq!(
                set.get_one::<railurl::Component>("component"),
                Some(&component)
            );
        }
    }
}
