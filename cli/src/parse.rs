//! `railurl parse`: the WHATWG components of each URL, as a table or JSON lines.

use crate::command_line::ParseArgs;
use crate::output::{self, warn};
use crate::show::{self, Format};
use railurl::Engine;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// Parse every URL of `args` and show each result; exit status 1 if any failed.
pub fn run(args: ParseArgs) -> io::Result<ExitCode> {
    let engine = Engine::from(args.engine);
    let base = match args.base.as_deref().map(|b| engine.parse(b, None)) {
        None => None,
        Some(Ok(base)) => Some(base),
        Some(Err(e)) => {
            warn(format_args!("the base URL failed to parse: {e}"));
            return Ok(ExitCode::from(output::TROUBLE));
        }
    };
    let format = Format::choose(args.json, args.table);
    let mut out = BufWriter::new(io::stdout().lock());
    let mut any_failed = false;
    for input in &args.urls {
        let result = engine.parse(input, base.as_ref());
        any_failed |= result.is_err();
        show::result(&mut out, format, input, &result)?;
    }
    out.flush()?;
    Ok(output::status(any_failed))
}
