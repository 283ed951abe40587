//! Where a subcommand's URLs come from, the same way for every subcommand that takes URLs:
//! the arguments, or standard input's lines when no URL is given, with `-` standing for
//! standard input among the arguments. Reading a terminal, a one-line hint on stderr says so,
//! so that a command waiting for input does not look hung.

use crate::output::warn;
use std::io::{self, BufRead, BufReader, IsTerminal, Read, Stdin};

/// Say on stderr, when standard input is a terminal, that `what` is read from it.
pub fn hint_if_terminal(what: &str) {
    if io::stdin().is_terminal() {
        let end = if cfg!(windows) {
            "Ctrl-Z, Enter"
        } else {
            "Ctrl-D"
        };
        warn(format_args!(
            "reading {what} from standard input, one per line ({end} ends)"
        ));
    }
}

/// One item of the input.
pub enum Item {
    /// A URL: an argument, or a line of standard input without its line end.
    Url(String),
    /// A line of standard input that is not UTF-8; already reported on stderr.
    NotUtf8,
}

/// The URLs of a subcommand: its arguments in order, each `-` (or, with no arguments, the
/// whole input) replaced by standard input's lines.
pub struct Urls {
    args: std::vec::IntoIter<String>,
    stdin: Option<Lines<Stdin>>,
    /// Whether standard input has been read to its end (it is read once).
    stdin_done: bool,
}

impl Urls {
    /// The URLs of `args`; `what` names them in the terminal hint ("URLs").
    pub fn new(args: Vec<String>, what: &'static str) -> Urls {
        let args = if args.is_empty() {
            vec!["-".to_owned()]
        } else {
            args
        };
        if args.iter().any(|a| a == "-") {
            hint_if_terminal(what);
        }
        Urls {
            args: args.into_iter(),
            stdin: None,
            stdin_done: false,
        }
    }

    /// The next URL, or `None` at the end.
    pub fn next(&mut self) -> io::Result<Option<Item>> {
        loop {
            if let Some(lines) = &mut self.stdin {
                match lines.next()? {
                    Some(item) => return Ok(Some(item)),
                    None => {
                        self.stdin = None;
                        self.stdin_done = true;
                    }
                }
            }
            match self.args.next() {
                None => return Ok(None),
                Some(arg) if arg == "-" && !self.stdin_done => {
                    self.stdin = Some(Lines::new(io::stdin()));
                }
                Some(arg) if arg == "-" => {}
                Some(url) => return Ok(Some(Item::Url(url))),
            }
        }
    }

    /// Whether the output should be flushed now: standard input has nothing more buffered
    /// (an interactive user waits for each answer), or it is not being read.
    pub fn idle(&self) -> bool {
        self.stdin.as_ref().is_none_or(Lines::idle)
    }
}

/// The lines of a reader, each without its line end (`\n` or `\r\n`); a line that is not
/// UTF-8 is reported on stderr.
pub struct Lines<R: Read> {
    reader: BufReader<R>,
    line: Vec<u8>,
    number: usize,
}

impl<R: Read> Lines<R> {
    /// The lines of `reader`.
    pub fn new(reader: R) -> Lines<R> {
        Lines {
            reader: BufReader::with_capacity(64 * 1024, reader),
            line: Vec::new(),
            number: 0,
        }
    }

    /// The next line, or `None` at the end.
    pub fn next(&mut self) -> io::Result<Option<Item>> {
        self.line.clear();
        if self.reader.read_until(b'\n', &mut self.line)? == 0 {
            return Ok(None);
        }
        self.number += 1;
        if self.line.last() == Some(&b'\n') {
            self.line.pop();
            if self.line.last() == Some(&b'\r') {
                self.line.pop();
            }
        }
        match String::from_utf8(std::mem::take(&mut self.line)) {
            Ok(text) => Ok(Some(Item::Url(text))),
            Err(_) => {
                warn(format_args!(
                    "line {} of standard input is not UTF-8",
                    self.number
                ));
                Ok(Some(Item::NotUtf8))
            }
        }
    }

    /// Whether nothing more is buffered.
    pub fn idle(&self) -> bool {
        self.reader.buffer().is_empty()
    }
}

/// Run `each` on every URL of `args` (see [`Urls`]), writing to `out`, which is flushed
/// whenever the input is idle; `each` says whether its URL failed. Returns whether any
/// failed (a line that is not UTF-8 counts as failed).
pub fn for_each<W: std::io::Write>(
    args: Vec<String>,
    out: &mut W,
    mut each: impl FnMut(&str, &mut W) -> io::Result<bool>,
) -> io::Result<bool> {
    let mut urls = Urls::new(args, "URLs");
    let mut failed = false;
    while let Some(item) = urls.next()? {
        failed |= match item {
            Item::Url(url) => each(&url, out)?,
            Item::NotUtf8 => true,
        };
        if urls.idle() {
            out.flush()?;
        }
    }
    out.flush()?;
    Ok(failed)
}

/// `--base`, parsed by `engine`: `Err` (reported on stderr) when it fails to parse.
pub fn base(engine: railurl::Engine, base: Option<&str>) -> Result<Option<railurl::Url>, ()> {
    match base.map(|b| engine.parse(b, None)) {
        None => Ok(None),
        Some(Ok(base)) => Ok(Some(base)),
        Some(Err(e)) => {
            warn(format_args!("the base URL failed to parse: {e}"));
            Err(())
        }
    }
}
