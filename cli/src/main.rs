//! The `railurl` command: parse URLs the WHATWG way from the shell.
//!
//! [`command_line`] declares the arguments (clap); each subcommand lives in its own module and
//! returns an exit status or an I/O error, which [`output::finish`] turns into one, the same
//! way for every subcommand. The library never prints: everything shown is written here.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod batch;
mod canon;
mod check;
mod check_uri;
mod command_line;
mod help;
mod input;
mod json;
mod output;
mod parse;
mod pattern;
mod requests;
mod serve;
mod set;
mod show;
mod uri_batch;
mod uri_components;
mod uri_targets;

use clap::{CommandFactory, Parser};
use command_line::{Cli, Command};
use std::io::{self, Write};
use std::process::ExitCode;

/// Write the completion script for `shell` to stdout.
fn completions(shell: clap_complete::Shell) -> io::Result<ExitCode> {
    // Generated into memory first: clap_complete panics when its writer fails, and a closed
    // stdout must end this command as quietly as any other.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "railurl", &mut script);
    let mut out = io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Parse the command line, run the subcommand, and exit with its status.
fn main() -> ExitCode {
    // Usage errors exit with status 2, `--help` and `--version` with 0 (clap's behaviour,
    // which ignores a closed stdout).
    let cli = Cli::parse();
    output::finish(match cli.command {
        Command::Parse(args) => parse::run(args),
        Command::Set(args) => set::run(args),
        Command::Batch(args) => batch::run(args),
        Command::Canon(args) => canon::run(args),
        Command::Check(args) => check::run(args),
        Command::Pattern(args) => pattern::run(args),
        Command::PatternBatch(args) => pattern::run_batch(args),
        Command::UriBatch(args) => uri_batch::run(args),
        Command::Serve(args) => serve::run(args),
        Command::Completions { shell } => completions(shell),
    })
}
