//! The command line, declared with clap's derive API: subcommands, options, their help text,
//! and the value parsers that turn arguments into railurl's types.

use crate::show;
use clap::builder::TypedValueParser;
use clap::error::ErrorKind;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::ffi::OsStr;
use std::path::PathBuf;

/// Shown after the help of `railurl` itself.
const AFTER_HELP: &str = "\
Engines (--engine):
  grammar (default)  the grammar (grammar/*.pest) and its semantic actions
  prose              a literal transcription of the spec's state machine

Examples:
  railurl parse 'HTTPS://EXAMPLE.com/a/../b?x#y'
  railurl parse --json --base https://example.org/dir/ ../up 'file:///C|/x'
  railurl set 'https://example.org/a?b' pathname '/c d'
  railurl check 'https://user@example.org\\path' 'https:example.org'
  railurl check --json --base https://example.org/ '../a b'
  echo '{\"input\": \"../x\", \"base\": \"http://h/a/b\"}' | railurl batch
  railurl canon urls.txt > canonical.txt
  railurl completions bash > /etc/bash_completion.d/railurl
  railurl serve --open

A closed standard output (as with `| head`) ends any command quietly, with exit status 0.
Usage errors exit with status 2.";

/// `railurl parse --help`.
const PARSE_LONG: &str = "\
Parse each URL (against BASE when given) and show its WHATWG components: a table on a terminal,
and one JSON object per URL otherwise or with --json:
  {\"href\", \"origin\", \"protocol\", \"username\", \"password\", \"host\", \"hostname\", \"port\",
   \"pathname\", \"search\", \"hash\"}
or, for a URL that fails to parse, {\"input\": \"...\", \"failure\": true, \"error\": \"...\"}.
The table shows control characters as escapes such as \\u{1b}.

Exit status: 0 when every URL parses, 1 when one fails, 2 when BASE fails to parse.";

/// `railurl set --help`.
const SET_LONG: &str = "\
Parse URL, run the URL class's setter for COMPONENT with VALUE, and show the result as parse
does (a failure is {\"input\": URL, \"failure\": true, \"error\": \"...\"}).

The URL class's setters ignore a value they cannot use (a port that is not a number, a host
with a port for hostname, ...), and a value equal to the current one changes nothing either:
whenever the URL's href is the same after the setter, a message on stderr says so.

Exit status: 0 when the setter changed the URL, 1 when it left the URL unchanged or when URL
(or VALUE, for href) fails to parse.";

/// `railurl batch --help`.
const BATCH_LONG: &str = "\
Read JSON lines from stdin and write exactly one JSON line per request, in order, streaming.

Requests:
  {\"input\": \"...\", \"base\": \"...\" | null}                   parse
  {\"href\": \"...\", \"setter\": \"pathname\", \"value\": \"...\"}   run a setter
Answers: the JSON object parse prints, or {\"input\": \"...\", \"failure\": true, \"error\": \"...\"}
(the request's input or href; null when the request has none). A base that fails to parse
fails its request; a malformed line gets \"error\": \"bad request: ...\" and the run goes on.
Output is flushed whenever the input has nothing more buffered, so an interactive client
gets each answer at once.

Exit status: 0 (failures are answers), 2 when reading or writing fails.";

/// `railurl canon --help`.
const CANON_LONG: &str = "\
Read URLs one per line from the FILEs (or stdin, or `-`) and write each one's canonical href,
or `!failure <spec-error-name>`, in input order (an href starts with a letter, so the marker
is unambiguous). Parses on all cores, in bounded memory; shows a progress bar on stderr when
stderr is a terminal.

Exit status: 0 when every URL parses, 1 when one fails, 2 when a FILE cannot be read.";

/// `railurl check --help`.
const CHECK_LONG: &str = "\
Report each URL's validation errors (the URL Standard's validation-error table), reading the
URLs one per line from stdin when none are given: compiler-style, the input with a caret line
under each error, then a summary line; with --json, one object per URL:
  {\"input\", \"valid\": bool, \"failure\": bool,
   \"errors\": [{\"kind\", \"start\", \"end\", \"message\"}]}
(start and end are byte offsets of the URL as given).

Exit status: 0 when no URL has a validation error, 1 when some have but all parse, 2 when one
fails to parse (or BASE does).";

/// `railurl pattern --help`.
const PATTERN_LONG: &str = "\
Compile PATTERN (a URL Pattern Standard constructor string, against BASE when given) and
match each URL against it: a table on a terminal, and one JSON line per URL otherwise or with
--json: {\"input\": URL, \"match\": null | {\"<component>\": {\"input\", \"groups\"}, ...,
\"inputs\"}}. A group that did not participate is null.

Exit status: 0 when every URL matches, 1 when one does not, 2 when PATTERN is invalid.";

/// `railurl pattern-batch --help`.
const PATTERN_BATCH_LONG: &str = "\
Read JSON lines {\"pattern\": ARGS, \"inputs\": ARGS | null} from stdin and write one JSON
line per request, in order. ARGS is the argument list as WPT's urlpatterntestdata.json writes
it: a string, a string and a base URL string, or an init object, each optionally followed by
an options object {\"ignoreCase\": bool}; [] means no argument.
Answers:
  {\"error\": \"<reason>\"}                          the constructor throws
  {\"pattern\": {\"protocol\", ..., \"hash\"}, \"has_regexp_groups\": bool}
      plus \"match\": null | {\"<component>\": {\"input\", \"groups\"}, ..., \"inputs\"}
      when inputs are given (groups: every group name; null when it did not participate)
  {\"pattern\": ..., \"match_error\": \"<reason>\"}   exec throws
A malformed line gets {\"error\": \"bad request: ...\"} and the run goes on.

Exit status: 0 (errors are answers), 2 when reading or writing fails.";

/// `railurl serve --help`.
const SERVE_LONG: &str = "\
Serve the playground on http://127.0.0.1:PORT/ (loopback only) until interrupted: a page that
shows, as you type a URL and a base, the href, the WHATWG components, the URL record, the
validation errors underlined in the input, whether the grammar and prose engines agree, the
parse tree, and the railroad diagrams of the rules the input went through with its path lit; a
grammar pane that runs an edited grammar at run time and says how many WPT
results the edit changes; setters and URLSearchParams. The page is compiled into the binary.

A link reproduces a state: http://127.0.0.1:PORT/#input=...&base=... (form-encoded).
The JSON API behind the page (POST /api/parse, /api/tree, /api/grammar/check,
/api/grammar/wpt, /api/railroad, /api/set, /api/params) is described in docs/playground.md.

The first line on stdout says where it listens (with --port 0, which port was picked).
Exit status: 2 when the port cannot be listened on (in use, or not allowed).";

/// `railurl completions --help`.
const COMPLETIONS_LONG: &str = "\
Print a completion script for SHELL on stdout, for instance:
  railurl completions bash > ~/.local/share/bash-completion/completions/railurl
  railurl completions zsh > \"${fpath[1]}/_railurl\"
  railurl completions fish > ~/.config/fish/completions/railurl.fish";

/// `railurl`: parse URLs as the WHATWG URL Standard says, with a grammar.
#[derive(Debug, Parser)]
#[command(
    name = "railurl",
    version,
    about = "Parse URLs as the WHATWG URL Standard says, with a grammar",
    after_help = AFTER_HELP,
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
    #[command(long_about = PARSE_LONG)]
    Parse(ParseArgs),
    /// Run one of the URL class's setters on a URL
    #[command(long_about = SET_LONG)]
    Set(SetArgs),
    /// Answer JSON-line requests from stdin, one JSON line each
    #[command(long_about = BATCH_LONG)]
    Batch(BatchArgs),
    /// Write the canonical href of each line of the input, on all cores
    #[command(long_about = CANON_LONG)]
    Canon(CanonArgs),
    /// Report the validation errors of URLs, compiler-style or as JSON
    #[command(long_about = CHECK_LONG)]
    Check(CheckArgs),
    /// Match URLs against a URL pattern
    #[command(long_about = PATTERN_LONG)]
    Pattern(PatternArgs),
    /// Answer URL pattern JSON-line requests from stdin (WPT's argument format)
    #[command(long_about = PATTERN_BATCH_LONG)]
    PatternBatch(PatternBatchArgs),
    /// Serve the playground: a local web page to parse URLs and edit the grammar
    #[command(long_about = SERVE_LONG)]
    Serve(ServeArgs),
    /// Print a shell completion script
    #[command(long_about = COMPLETIONS_LONG)]
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
    #[arg(long, value_enum, value_name = "ENGINE", default_value_t = EngineArg::Grammar)]
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

/// `set`'s COMPONENT: [`railurl::Component`]'s variants, with help text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ComponentArg {
    /// Parse VALUE as a whole new URL
    Href,
    /// The scheme (a trailing ':' is optional)
    Protocol,
    /// The username
    Username,
    /// The password
    Password,
    /// The host and port
    Host,
    /// The host, leaving the port
    Hostname,
    /// The port (empty for none)
    Port,
    /// The path
    Pathname,
    /// The query (a leading '?' is optional)
    Search,
    /// The fragment (a leading '#' is optional)
    Hash,
}

impl From<ComponentArg> for railurl::Component {
    fn from(component: ComponentArg) -> railurl::Component {
        use railurl::Component as C;
        match component {
            ComponentArg::Href => C::Href,
            ComponentArg::Protocol => C::Protocol,
            ComponentArg::Username => C::Username,
            ComponentArg::Password => C::Password,
            ComponentArg::Host => C::Host,
            ComponentArg::Hostname => C::Hostname,
            ComponentArg::Port => C::Port,
            ComponentArg::Pathname => C::Pathname,
            ComponentArg::Search => C::Search,
            ComponentArg::Hash => C::Hash,
        }
    }
}

/// `railurl parse [--base BASE] [--engine E] [--json | --table] [--] URL...`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct ParseArgs {
    /// Parse every URL against this base URL.
    #[arg(long, value_name = "BASE", value_parser = Utf8)]
    pub base: Option<String>,
    /// The engine.
    #[command(flatten)]
    pub engine: EngineOption,
    /// One JSON object per URL (the default when stdout is not a terminal).
    #[arg(long, conflicts_with = "table")]
    pub json: bool,
    /// A table of components (the default on a terminal).
    #[arg(long)]
    pub table: bool,
    /// The URLs to parse.
    #[arg(value_name = "URL", required = true, value_parser = Utf8)]
    pub urls: Vec<String>,
}

/// `railurl set [--engine E] [--json | --table] [--] URL COMPONENT VALUE`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct SetArgs {
    /// The engine.
    #[command(flatten)]
    pub engine: EngineOption,
    /// The result as a JSON object (the default when stdout is not a terminal).
    #[arg(long, conflicts_with = "table")]
    pub json: bool,
    /// The result as a table (the default on a terminal).
    #[arg(long)]
    pub table: bool,
    /// The URL to change.
    #[arg(value_name = "URL", value_parser = Utf8)]
    pub url: String,
    /// Which setter to run.
    #[arg(value_enum, value_name = "COMPONENT")]
    pub component: ComponentArg,
    /// The value to give the setter (it may start with '-').
    #[arg(value_name = "VALUE", value_parser = Utf8, allow_hyphen_values = true)]
    pub value: String,
}

/// `railurl batch [--engine E]`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct BatchArgs {
    /// The engine.
    #[command(flatten)]
    pub engine: EngineOption,
}

/// `railurl canon [--engine E] [FILE...]`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct CanonArgs {
    /// The engine.
    #[command(flatten)]
    pub engine: EngineOption,
    /// Files of URLs, one per line; `-` (or none) reads stdin.
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub files: Vec<PathBuf>,
}

/// `railurl check [--base BASE] [--engine E] [--json] [--] [URL...]`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct CheckArgs {
    /// Check every URL against this base URL.
    #[arg(long, value_name = "BASE", value_parser = Utf8)]
    pub base: Option<String>,
    /// The engine.
    #[command(flatten)]
    pub engine: EngineOption,
    /// One JSON object per URL.
    #[arg(long)]
    pub json: bool,
    /// The URLs to check; without any, stdin is read, one URL per line.
    #[arg(value_name = "URL", value_parser = Utf8)]
    pub urls: Vec<String>,
}

/// `railurl pattern [--base BASE] [--ignore-case] [--json | --table] [--] PATTERN URL...`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct PatternArgs {
    /// The pattern's base URL (the constructor's baseURL).
    #[arg(long, value_name = "BASE", value_parser = Utf8)]
    pub base: Option<String>,
    /// Match case-insensitively (the ignoreCase option).
    #[arg(long)]
    pub ignore_case: bool,
    /// One JSON object per URL (the default when stdout is not a terminal).
    #[arg(long, conflicts_with = "table")]
    pub json: bool,
    /// A table of components and groups (the default on a terminal).
    #[arg(long)]
    pub table: bool,
    /// The URL pattern constructor string.
    #[arg(value_name = "PATTERN", value_parser = Utf8)]
    pub pattern: String,
    /// The URLs to match.
    #[arg(value_name = "URL", required = true, value_parser = Utf8)]
    pub urls: Vec<String>,
}

/// `railurl serve [--port P] [--open]`
#[derive(Debug, Args)]
#[command(args_override_self = true)]
pub struct ServeArgs {
    /// The port on 127.0.0.1 to listen on (0: any free port).
    #[arg(long, value_name = "PORT", default_value_t = 8717)]
    pub port: u16,
    /// Open the page in the desktop's browser.
    #[arg(long)]
    pub open: bool,
}

/// `railurl pattern-batch`
#[derive(Debug, Args)]
pub struct PatternBatchArgs {}

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
        for component in railurl::Component::ALL {
            let arg = ComponentArg::from_str(component.name(), false).expect("a COMPONENT");
            assert_eq!(railurl::Component::from(arg), component);
        }
    }
}
