//! `railurl parse`: the WHATWG components of each URL, as a table or JSON lines.

use crate::command_line::ParseArgs;
use crate::input;
use crate::output;
use crate::show::{self, Format};
use railurl::Engine;
use std::io::{self, BufWriter};
use std::process::ExitCode;

/// Parse every URL of `args` (or of standard input) and show each result; exit status 1 if
/// any failed.
pub fn run(args: ParseArgs) -> io::Result<ExitCode> {
    let engine = Engine::from(args.engine);
    let Ok(base) = input::base(engine, args.base.url.as_deref()) else {
        return Ok(ExitCode::from(output::TROUBLE));
    };
    let format = Format::choose(&args.output);
    let mut out = BufWriter::new(io::stdout().lock());
    let failed = input::for_each(args.urls, &mut out, |url, out| {
        let result = engine.parse(url, base.as_ref());
        show::result(out, format, url, &result, None)?;
        Ok(result.is_err())
    })?;
    Ok(output::status(failed))
}
