//! `railurl set`: one of the URL class's setters, and whether it changed anything.

use crate::command_line::SetArgs;
use crate::input;
use crate::json;
use crate::output::{self, warn};
use crate::requests::{self, SetAnswer};
use crate::show::{self, Format};
use railurl::{Component, Engine};
use std::io::{self, BufWriter};
use std::process::ExitCode;

/// Parse the URL (each line of standard input for `-`), run the setter, show the result; exit
/// status 1 when parsing failed or a URL's href is the same after the setter as before, which
/// a message on stderr then says.
///
/// A setter leaves the URL unchanged both when it ignores its value (the URL class's setters
/// return early on a value they cannot use, such as the port `x`) and when the value is what
/// the URL already has. Both count as "unchanged": the message is true either way, and says
/// which case it is when the component already shows the value.
pub fn run(args: SetArgs) -> io::Result<ExitCode> {
    let engine = Engine::from(args.engine);
    let component = args.component;
    let format = Format::choose(&args.output);
    let value = args.value;
    let mut out = BufWriter::new(io::stdout().lock());
    let failed = input::for_each(vec![args.url], &mut out, |href, out| {
        let answer = set(engine, href, component, &value);
        let changed = answer.changed();
        show::result(out, format, answer.input, &answer.result, changed)?;
        Ok(answer.result.is_err() || changed == Some(false))
    })?;
    Ok(output::status(failed))
}

/// Run the setter on `href`, and say on stderr what went wrong or left the URL unchanged.
fn set<'a>(engine: Engine, href: &'a str, component: Component, value: &'a str) -> SetAnswer<'a> {
    let answer = requests::set(engine, href, component, value);
    match (&answer.result, answer.changed()) {
        (Err(e), _) if answer.input == href => {
            warn(format_args!("the URL {href:?} failed to parse: {e}"));
        }
        (Err(e), _) => warn(format_args!(
            "the {component} setter's value {value:?} failed to parse: {e}"
        )),
        (Ok(url), Some(false)) => {
            let current = json::getter(url, component.name());
            let already = if same_value(component, current, value) {
                format!(" (its {component} is already {current:?})")
            } else {
                String::new()
            };
            warn(format_args!(
                "the {component} setter left the URL unchanged with the value {value:?}{already}"
            ));
        }
        (Ok(_), _) => {}
    }
    answer
}

/// Whether the getter's `current` string already is `value`, give or take the punctuation
/// the getter adds (`:` after the protocol, `?` before the search, `#` before the hash).
fn same_value(component: Component, current: &str, value: &str) -> bool {
    bare(component, current) == bare(component, value)
}

/// `s` without the punctuation the getter of `component` adds.
fn bare(component: Component, s: &str) -> &str {
    match component {
        Component::Protocol => s.strip_suffix(':').unwrap_or(s),
        Component::Search => s.strip_prefix('?').unwrap_or(s),
        Component::Hash => s.strip_prefix('#').unwrap_or(s),
        _ => s,
    }
}
