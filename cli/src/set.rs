//! `railurl set`: one of the URL class's setters, and whether it changed anything.

use crate::command_line::SetArgs;
use crate::output::{self, warn};
use crate::show::{self, Format};
use railurl::{Component, Engine, Url};
use std::io::{self, Write};
use std::process::ExitCode;

/// Parse the URL, run the setter, show the result; exit status 1 when parsing failed or the
/// URL's href is the same after the setter as before, which a message on stderr then says.
///
/// A setter leaves the URL unchanged both when it ignores its value (the URL class's setters
/// return early on a value they cannot use, such as the port `x`) and when the value is what
/// the URL already has. Both count as "unchanged": the message is true either way, and says
/// which case it is when the component already shows the value.
pub fn run(args: SetArgs) -> io::Result<ExitCode> {
    let engine = Engine::from(args.engine);
    let component = Component::from(args.component);
    let mut unchanged = false;
    let result = engine.parse(&args.url, None).and_then(|mut url| {
        let before = url.href().to_owned();
        url.set_with(engine, component, &args.value)?;
        unchanged = url.href() == before;
        Ok(url)
    });
    let format = Format::choose(args.json, args.table);
    let mut out = io::stdout().lock();
    show::result(&mut out, format, &args.url, &result)?;
    out.flush()?;
    if let (Ok(url), true) = (&result, unchanged) {
        let current = getter(url, component);
        let already = if same_value(component, current, &args.value) {
            format!(" (its {component} is already {current:?})")
        } else {
            String::new()
        };
        warn(format_args!(
            "the {component} setter left the URL unchanged with the value {:?}{already}",
            args.value
        ));
    }
    Ok(output::status(result.is_err() || unchanged))
}

/// The getter of `component`.
fn getter(url: &Url, component: Component) -> &str {
    match component {
        Component::Href => url.href(),
        Component::Protocol => url.protocol(),
        Component::Username => url.username(),
        Component::Password => url.password(),
        Component::Host => url.host(),
        Component::Hostname => url.hostname(),
        Component::Port => url.port(),
        Component::Pathname => url.pathname(),
        Component::Search => url.search(),
        Component::Hash => url.hash(),
    }
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
