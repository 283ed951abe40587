//! A small command-line option parser: `--name value`, `--name=value`, flags, `--`, and
//! positional arguments.

/// Parsed arguments of one subcommand.
pub struct Args {
    pub positional: Vec<String>,
    options: Vec<(String, Option<String>)>,
}

impl Args {
    /// Parse `args`; `valued` names the options that take a value, `flags` those that do not.
    pub fn parse(args: &[String], valued: &[&str], flags: &[&str]) -> Result<Args, String> {
        let mut out = Args {
            positional: Vec::new(),
            options: Vec::new(),
        };
        let mut iter = args.iter();
        while let Some(arg) = iter.next() {
            if arg == "--" {
                out.positional.extend(iter.by_ref().cloned());
                break;
            }
            let Some(name) = arg.strip_prefix("--") else {
                out.positional.push(arg.clone());
                continue;
            };
            let (name, inline) = match name.split_once('=') {
                Some((n, v)) => (n, Some(v.to_owned())),
                None => (name, None),
            };
            if valued.contains(&name) {
                let value = match inline {
                    Some(v) => v,
                    None => iter
                        .next()
                        .cloned()
                        .ok_or(format!("--{name} needs a value"))?,
                };
                out.options.push((name.to_owned(), Some(value)));
            } else if flags.contains(&name) && inline.is_none() {
                out.options.push((name.to_owned(), None));
            } else {
                return Err(format!("unknown option --{name}"));
            }
        }
        Ok(out)
    }

    /// The last value given for `--name`.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    /// Whether the flag `--name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }

    /// The `--engine` option (grammar by default).
    pub fn engine(&self) -> Result<railurl::Engine, String> {
        self.value("engine")
            .map_or(Ok(railurl::Engine::Grammar), str::parse)
    }
}
