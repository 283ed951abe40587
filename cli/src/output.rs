//! How a run ends and talks to people: messages on stderr, and one policy for I/O errors.
//!
//! Nothing here, nor anywhere in the CLI, uses `print!` or `println!` for stdout: they panic
//! when stdout is a closed pipe. Every subcommand writes through `io::Write` and returns its
//! I/O errors, and [`finish`] turns them into an exit status.

use std::fmt::Display;
use std::io::{self, Write};
use std::process::ExitCode;

/// Exit status 2: a usage error, an unreadable input, or a base URL that fails to parse.
pub const TROUBLE: u8 = 2;

/// Print `railurl: <message>` on stderr. A stderr that cannot be written is ignored: there is
/// nowhere left to report it.
pub fn warn(message: impl Display) {
    let _ = writeln!(io::stderr().lock(), "railurl: {message}");
}

/// The exit status of a subcommand that returned `result`. A closed stdout (a broken pipe, as
/// with `railurl parse ... | head -1`) ends every subcommand the same way: quietly, with exit
/// status 0, since the reader asked for no more. Any other I/O error is reported, with exit
/// status 2.
pub fn finish(result: io::Result<ExitCode>) -> ExitCode {
    match result {
        Ok(code) => code,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            warn(e);
            ExitCode::from(TROUBLE)
        }
    }
}

/// Exit status 0 when nothing failed, else 1.
pub fn status(failed: bool) -> ExitCode {
    ExitCode::from(u8::from(failed))
}
