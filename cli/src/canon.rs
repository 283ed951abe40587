//! `railurl canon`: canonical hrefs for URLs read one per line, in input order, parsed on all
//! cores, with a progress bar on stderr when stderr is a terminal; or, with `--fields`, the
//! chosen columns of each URL (its getters, its public suffix and registrable domain, the
//! error), as tab-separated values or JSON lines.
//!
//! A reader thread cuts the input into chunks of lines and hands them over a bounded channel;
//! the main thread canonicalizes each chunk on rayon's thread pool and writes the answers in
//! order. At most a few chunks are in memory at once, however long the input.

use crate::command_line::CanonArgs;
use crate::input;
use crate::json;
use crate::output::{self, warn};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressFinish, ProgressStyle};
use railurl::{Engine, ParseError, Url};
use rayon::prelude::*;
use std::borrow::Cow;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Read, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::mpsc::{sync_channel, SyncSender};
use std::time::Duration;

/// The most lines in one chunk.
const CHUNK_LINES: usize = 16 * 1024;
/// A chunk ends at the first line end past this many bytes, so long lines keep it small too.
const CHUNK_BYTES: usize = 4 << 20;
/// Chunks read ahead while one is being parsed.
const CHUNKS_AHEAD: usize = 2;
/// Lines one rayon task canonicalizes: enough to outweigh the cost of a task.
const LINES_PER_TASK: usize = 256;

/// Consecutive lines of one input.
struct Chunk {
    /// The lines' bytes, line ends included.
    data: Vec<u8>,
    /// Each line's place in `data`, line end excluded.
    lines: Vec<Range<usize>>,
}

/// What the reader thread hands over.
enum Message {
    /// The next lines.
    Chunk(Chunk),
    /// An input could not be opened or read; nothing follows.
    Failed(PathBuf, io::Error),
}

/// The names `--fields` accepts beyond the getters ([`json::COMPONENTS`]) and the host's
/// public suffix and registrable domain ([`json::HOST_FIELDS`]): those two by the list's ICANN
/// section alone (null when the host has none), and `error`, the spec's name of the failure
/// (null for a URL that parses).
const MORE_FIELDS: [&str; 3] = ["icann_public_suffix", "icann_registrable_domain", "error"];

/// Every name `--fields` accepts, in the order `--help` lists them.
pub fn fields() -> impl Iterator<Item = &'static str> {
    json::COMPONENTS
        .into_iter()
        .chain(json::HOST_FIELDS)
        .chain(MORE_FIELDS)
}

/// How each line is canonicalized.
struct Settings {
    /// The engine that parses.
    engine: Engine,
    /// `--base`.
    base: Option<Url>,
    /// `--json`: the object `parse` prints, instead of the href.
    json: bool,
    /// `--fields`, each one of [`fields`]; empty without it.
    fields: Vec<&'static str>,
}

/// Why a line has no URL.
#[derive(Clone, Copy)]
enum Failure<'e> {
    /// The line is not UTF-8.
    NotUtf8,
    /// The URL failed to parse.
    Parse(&'e ParseError),
}

impl Failure<'_> {
    /// The spec's name of the failure (or `not-UTF-8`).
    fn name(self) -> &'static str {
        match self {
            Failure::NotUtf8 => "not-UTF-8",
            Failure::Parse(e) => e.spec_name(),
        }
    }

    /// Where in the line the failure was reached, as `parse` reports it.
    fn span(self) -> Option<std::ops::Range<usize>> {
        match self {
            Failure::NotUtf8 => None,
            Failure::Parse(e) => Some(e.span()),
        }
    }

    /// The failure as `parse` reports it.
    fn message(self) -> String {
        match self {
            Failure::NotUtf8 => "not-UTF-8: the line is not UTF-8".to_owned(),
            Failure::Parse(e) => e.to_string(),
        }
    }
}

/// The field called `name` (one of [`fields`]) of a URL or of a failure; `None` is null.
fn field<'u>(result: Result<&'u Url, Failure<'_>>, name: &str) -> Option<Cow<'u, str>> {
    let url = match (result, name) {
        (Err(failure), "error") => return Some(Cow::Borrowed(failure.name())),
        (Ok(_), "error") | (Err(_), _) => return None,
        (Ok(url), _) => url,
    };
    Some(match name {
        "origin" => Cow::Owned(url.origin().to_string()),
        "public_suffix"
        | "registrable_domain"
        | "icann_public_suffix"
        | "icann_registrable_domain" => Cow::Borrowed(json::host_field(url, name)?),
        name => Cow::Borrowed(json::getter(url, name)),
    })
}

/// The fields of one line: tab-separated, null as an empty field (a getter is never null, and
/// a public suffix or registrable domain is never empty; no field holds a tab or a line
/// break, which the parser removes or percent-encodes); with `--json`, `{"input", FIELD...}`,
/// or the failure object `parse` prints for a line that fails without `error` among them.
fn write_fields(
    out: &mut Vec<u8>,
    input: Option<&str>,
    result: Result<&Url, Failure<'_>>,
    settings: &Settings,
) {
    if settings.json {
        if let (Err(failure), false) = (result, settings.fields.contains(&"error")) {
            let _ = json::write_failure(out, input, &failure.message(), failure.span());
            return;
        }
        out.extend_from_slice(b"{\"input\":");
        let _ = json::nullable(out, input);
        for name in &settings.fields {
            out.extend_from_slice(b",\"");
            out.extend_from_slice(name.as_bytes());
            out.extend_from_slice(b"\":");
            let _ = json::nullable(out, field(result, name).as_deref());
        }
        out.extend_from_slice(b"}\n");
        return;
    }
    for (i, name) in settings.fields.iter().enumerate() {
        if i > 0 {
            out.push(b'\t');
        }
        if let Some(value) = field(result, name) {
            out.extend_from_slice(value.as_bytes());
        }
    }
    out.push(b'\n');
}

/// The output line for one input line: the href, or `!failure <spec-name>` (an href always
/// starts with an ASCII alpha, so the marker cannot be mistaken for one); with `--json`, the
/// object `parse` prints; with `--fields`, what [`write_fields`] writes. Returns whether the
/// line failed.
fn canonical(line: &[u8], settings: &Settings, out: &mut Vec<u8>) -> bool {
    // Writing to a Vec cannot fail, so the io::Results below are ignored.
    let Ok(text) = std::str::from_utf8(line) else {
        if !settings.fields.is_empty() {
            write_fields(out, None, Err(Failure::NotUtf8), settings);
        } else if settings.json {
            let _ = json::write_failure(out, None, &Failure::NotUtf8.message(), None);
        } else {
            out.extend_from_slice(b"!failure not-UTF-8\n");
        }
        return true;
    };
    let result = settings.engine.parse(text, settings.base.as_ref());
    let failed = result.is_err();
    if !settings.fields.is_empty() {
        let result = result.as_ref().map_err(Failure::Parse);
        write_fields(out, Some(text), result, settings);
    } else if settings.json {
        let _ = json::write_result(out, text, &result);
    } else {
        match result {
            Ok(url) => out.extend_from_slice(url.href().as_bytes()),
            Err(e) => {
                out.extend_from_slice(b"!failure ");
                out.extend_from_slice(e.spec_name().as_bytes());
            }
        }
        out.push(b'\n');
    }
    failed
}

/// The output of `chunk`, in pieces in input order, parsed on rayon's thread pool; and how
/// many lines failed.
fn canonicalize(chunk: &Chunk, settings: &Settings) -> (Vec<Vec<u8>>, u64) {
    let pieces: Vec<(Vec<u8>, u64)> = chunk
        .lines
        .par_chunks(LINES_PER_TASK)
        .map(|lines| {
            let mut out = Vec::with_capacity(lines.len() * 64);
            let mut failed = 0;
            for line in lines {
                failed += u64::from(canonical(&chunk.data[line.clone()], settings, &mut out));
            }
            (out, failed)
        })
        .collect();
    let failed = pieces.iter().map(|(_, f)| f).sum();
    (pieces.into_iter().map(|(out, _)| out).collect(), failed)
}

/// Read the next chunk of `reader`; `None` at the end of the input.
fn read_chunk(reader: &mut impl BufRead) -> io::Result<Option<Chunk>> {
    let mut chunk = Chunk {
        data: Vec::new(),
        lines: Vec::new(),
    };
    while chunk.lines.len() < CHUNK_LINES && chunk.data.len() < CHUNK_BYTES {
        let start = chunk.data.len();
        if reader.read_until(b'\n', &mut chunk.data)? == 0 {
            break;
        }
        let mut end = chunk.data.len();
        while end > start && matches!(chunk.data[end - 1], b'\n' | b'\r') {
            end -= 1;
        }
        chunk.lines.push(start..end);
    }
    Ok((!chunk.lines.is_empty()).then_some(chunk))
}

/// The reader thread: every chunk of every input, in order, until the end or the first
/// error, or until the receiver is gone (the output was closed).
fn read_inputs(inputs: Vec<PathBuf>, chunks: SyncSender<Message>) {
    for path in inputs {
        let source: Box<dyn Read> = if path == Path::new("-") {
            Box::new(io::stdin().lock())
        } else {
            match File::open(&path) {
                Ok(file) => Box::new(file),
                Err(e) => {
                    let _ = chunks.send(Message::Failed(path, e));
                    return;
                }
            }
        };
        let mut reader = BufReader::with_capacity(1 << 16, source);
        loop {
            match read_chunk(&mut reader) {
                Ok(Some(chunk)) => {
                    if chunks.send(Message::Chunk(chunk)).is_err() {
                        return;
                    }
                }
                Ok(None) => break,
                Err(e) => {
                    let _ = chunks.send(Message::Failed(path, e));
                    return;
                }
            }
        }
    }
}

/// The progress bar: on stderr when stderr is a terminal, else hidden. With `total` bytes
/// known (all inputs are regular files) a bar with an estimate, else a spinner. It clears
/// itself when dropped, so an early return leaves nothing behind on the terminal.
fn progress_bar(total: Option<u64>) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let (template, tick) = match total {
        Some(_) => (
            "{wide_bar} {binary_bytes}/{binary_total_bytes} {msg} (ETA {eta})",
            None,
        ),
        None => (
            "{spinner} {binary_bytes} read, {msg} ({elapsed})",
            Some(Duration::from_millis(120)),
        ),
    };
    let style =
        ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar());
    let bar = ProgressBar::with_draw_target(total, ProgressDrawTarget::stderr())
        .with_message("0 URLs")
        .with_style(style)
        .with_finish(ProgressFinish::AndClear);
    if let Some(interval) = tick {
        bar.enable_steady_tick(interval);
    }
    bar
}

/// The total size of `inputs`, when they are all regular files.
fn total_size(inputs: &[PathBuf]) -> Option<u64> {
    inputs
        .iter()
        .map(|path| match std::fs::metadata(path) {
            Ok(m) if path != Path::new("-") && m.is_file() => Some(m.len()),
            _ => None,
        })
        .sum()
}

/// Canonicalize every line of the FILEs (or stdin) to stdout; exit status 1 if a line
/// failed, 2 if an input cannot be read.
pub fn run(args: CanonArgs) -> io::Result<ExitCode> {
    let engine = Engine::from(args.engine);
    let Ok(base) = input::base(engine, args.base.url.as_deref()) else {
        return Ok(ExitCode::from(output::TROUBLE));
    };
    let settings = Settings {
        engine,
        base,
        json: args.json,
        // Each name is one of fields() (clap checks), kept as its &'static str.
        fields: args
            .fields
            .iter()
            .filter_map(|name| fields().find(|known| known == name))
            .collect(),
    };
    let inputs = if args.files.is_empty() {
        vec![PathBuf::from("-")]
    } else {
        args.files
    };
    if inputs.iter().any(|p| p == Path::new("-")) {
        input::hint_if_terminal("URLs");
    }
    let bar = progress_bar(total_size(&inputs));
    let (sender, chunks) = sync_channel(CHUNKS_AHEAD);
    std::thread::spawn(move || read_inputs(inputs, sender));
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let (mut lines, mut failures) = (0_u64, 0_u64);
    for message in chunks {
        let chunk = match message {
            Message::Chunk(chunk) => chunk,
            Message::Failed(path, e) => {
                out.flush()?;
                bar.finish_and_clear();
                warn(format_args!("{}: {e}", path.display()));
                return Ok(ExitCode::from(output::TROUBLE));
            }
        };
        let (pieces, failed) = canonicalize(&chunk, &settings);
        // The bar steps aside while the chunk goes out, so that when stdout is the same
        // terminal the URLs never mix with it.
        bar.suspend(|| {
            pieces.iter().try_for_each(|piece| out.write_all(piece))?;
            out.flush()
        })?;
        lines += chunk.lines.len() as u64;
        failures += failed;
        bar.inc(chunk.data.len() as u64);
        bar.set_message(format!("{lines} URLs, {failures} failed"));
    }
    out.flush()?;
    bar.finish_and_clear();
    Ok(output::status(failures > 0))
}
