//! The vectorized functions behind `railurl.arrow`: a column of URL strings (an Arrow array or
//! stream, in utf8, large_utf8 or utf8_view, read in place) in, an Arrow array out, computed
//! without the GIL, on every core (one range of rows per thread).

use crate::error::parse_error;
use crate::url::{base_url, Base};
use arrow_array::builder::{make_view, BooleanBuilder, Int32Builder};
use arrow_array::cast::AsArray;
use arrow_array::{
    Array, ArrayRef, BooleanArray, LargeStringArray, StringArray, StringViewArray, StructArray,
};
use arrow_buffer::{BooleanBufferBuilder, Buffer, NullBuffer, OffsetBuffer};
use arrow_schema::{ArrowError, DataType, Field, FieldRef, Fields};
use pyo3::exceptions::{PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3_arrow::input::AnyArray;
use pyo3_arrow::{PyArray, PyChunkedArray};
use railurl::Url;
use std::borrow::Cow;
use std::ops::Range;
use std::sync::Arc;

/// A string getter of the URL class (or of the record), by name.
#[derive(Clone, Debug)]
enum Text {
    Href,
    Origin,
    Protocol,
    Scheme,
    Username,
    Password,
    Host,
    Hostname,
    Pathname,
    Search,
    Query,
    Hash,
    Fragment,
    /// The host's public suffix (null when it has none).
    PublicSuffix,
    /// The host's registrable domain (null when it has none).
    RegistrableDomain,
    /// The first value of this name in the query (`searchParams.get(name)`).
    SearchParam(String),
}

impl Text {
    fn from_name(name: &str) -> Option<Text> {
        Some(match name {
            "href" => Text::Href,
            "origin" => Text::Origin,
            "protocol" => Text::Protocol,
            "scheme" => Text::Scheme,
            "username" => Text::Username,
            "password" => Text::Password,
            "host" => Text::Host,
            "hostname" => Text::Hostname,
            "pathname" => Text::Pathname,
            "search" => Text::Search,
            "query" => Text::Query,
            "hash" => Text::Hash,
            "fragment" => Text::Fragment,
            "public_suffix" => Text::PublicSuffix,
            "registrable_domain" => Text::RegistrableDomain,
            _ => return None,
        })
    }

    /// The value for a parsed URL (`None`: null, for a query or fragment that is null, a
    /// host without a public suffix or registrable domain, or a search parameter that is not
    /// there).
    fn of<'u>(&self, url: &'u Url) -> Option<Cow<'u, str>> {
        Some(match self {
            Text::Href => Cow::Borrowed(url.href()),
            Text::Origin => Cow::Owned(url.origin().ascii_serialization()),
            Text::Protocol => Cow::Borrowed(url.protocol()),
            Text::Scheme => Cow::Borrowed(url.scheme()),
            Text::Username => Cow::Borrowed(url.username()),
            Text::Password => Cow::Borrowed(url.password()),
            Text::Host => Cow::Borrowed(url.host()),
            Text::Hostname => Cow::Borrowed(url.hostname()),
            Text::Pathname => Cow::Borrowed(url.pathname()),
            Text::Search => Cow::Borrowed(url.search()),
            Text::Query => Cow::Borrowed(url.query()?),
            Text::Hash => Cow::Borrowed(url.hash()),
            Text::Fragment => Cow::Borrowed(url.fragment()?),
            Text::PublicSuffix => Cow::Borrowed(url.public_suffix()?),
            Text::RegistrableDomain => Cow::Borrowed(url.registrable_domain()?),
            Text::SearchParam(name) => Cow::Owned(url.search_params().get(name)?.to_string()),
        })
    }
}

/// What to compute for each row.
#[derive(Clone, Debug)]
enum Op {
    Text(Text),
    /// The port as an integer; with `default`, the scheme's default port when it has none.
    Port {
        default: bool,
    },
    IsValid,
    /// Whether the string matches an RFC 3986 or RFC 3987 rule (no URL parsed).
    MatchesRule(fn(&str) -> bool),
    /// Every getter, the port as an integer, and the failure's name.
    Parse,
}

/// The string columns of `parse`, in order.
const PARSE_TEXT: [(&str, Text); 10] = [
    ("href", Text::Href),
    ("origin", Text::Origin),
    ("protocol", Text::Protocol),
    ("username", Text::Username),
    ("password", Text::Password),
    ("host", Text::Host),
    ("hostname", Text::Hostname),
    ("pathname", Text::Pathname),
    ("search", Text::Search),
    ("hash", Text::Hash),
];

/// Which Arrow string layout: the input's, and so the output's.
#[derive(Clone, Copy, Debug)]
enum Layout {
    Utf8,
    LargeUtf8,
    Utf8View,
}

impl Layout {
    fn of(data_type: &DataType) -> Option<Layout> {
        match data_type {
            DataType::Utf8 => Some(Layout::Utf8),
            DataType::LargeUtf8 => Some(Layout::LargeUtf8),
            DataType::Utf8View => Some(Layout::Utf8View),
            _ => None,
        }
    }

    fn data_type(self) -> DataType {
        match self {
            Layout::Utf8 => DataType::Utf8,
            Layout::LargeUtf8 => DataType::LargeUtf8,
            Layout::Utf8View => DataType::Utf8View,
        }
    }
}

impl Op {
    fn data_type(&self, layout: Layout) -> DataType {
        match self {
            Op::Text(_) => layout.data_type(),
            Op::Port { .. } => DataType::Int32,
            Op::IsValid | Op::MatchesRule(_) => DataType::Boolean,
            Op::Parse => DataType::Struct(parse_fields(layout)),
        }
    }
}

fn parse_fields(layout: Layout) -> Fields {
    let mut fields: Vec<Field> = PARSE_TEXT
        .iter()
        .map(|(name, _)| Field::new(*name, layout.data_type(), true))
        .collect();
    fields.insert(7, Field::new("port", DataType::Int32, true));
    fields.push(Field::new("error", layout.data_type(), true));
    Fields::from(fields)
}

/// The rows of an input string array.
#[derive(Clone, Copy)]
enum Rows<'a> {
    Utf8(&'a arrow_array::StringArray),
    LargeUtf8(&'a arrow_array::LargeStringArray),
    Utf8View(&'a arrow_array::StringViewArray),
}

impl<'a> Rows<'a> {
    fn of(array: &'a dyn Array) -> Option<Rows<'a>> {
        Some(match array.data_type() {
            DataType::Utf8 => Rows::Utf8(array.as_string::<i32>()),
            DataType::LargeUtf8 => Rows::LargeUtf8(array.as_string::<i64>()),
            DataType::Utf8View => Rows::Utf8View(array.as_string_view()),
            _ => return None,
        })
    }

    /// About how many bytes of text the rows of `range` hold (what an output of about the
    /// input's size reserves).
    fn bytes(self, Range { start, end }: Range<usize>) -> usize {
        match self {
            Rows::Utf8(a) => {
                let offsets = a.value_offsets();
                (offsets[end] - offsets[start]) as usize
            }
            Rows::LargeUtf8(a) => {
                let offsets = a.value_offsets();
                (offsets[end] - offsets[start]) as usize
            }
            Rows::Utf8View(a) => a.views()[start..end]
                .iter()
                .map(|view| *view as u32 as usize)
                .sum(),
        }
    }

    /// The view of row `row` of a utf8_view array.
    fn view(self, row: usize) -> Option<u128> {
        match self {
            Rows::Utf8View(a) => a.views().get(row).copied(),
            _ => None,
        }
    }

    fn get(self, row: usize) -> Option<&'a str> {
        match self {
            Rows::Utf8(a) => a.is_valid(row).then(|| a.value(row)),
            Rows::LargeUtf8(a) => a.is_valid(row).then(|| a.value(row)),
            Rows::Utf8View(a) => a.is_valid(row).then(|| a.value(row)),
        }
    }
}

/// A column's rows and the layout of its strings.
type Input<'a> = (Rows<'a>, Layout);

/// Why a column could not be computed.
enum Failure {
    /// A row failed to parse and failures raise.
    Parse {
        row: usize,
        input: String,
        error: railurl::ParseError,
    },
    /// A utf8 output block would pass 2 GiB.
    Overflow,
    Arrow(ArrowError),
}

impl Failure {
    /// The failure of a chunk that starts at row `offset` of the column.
    fn after(self, offset: usize) -> Failure {
        match self {
            Failure::Parse { row, input, error } => Failure::Parse {
                row: row + offset,
                input,
                error,
            },
            other => other,
        }
    }
}

/// A string column being built, in the input's layout: each row's text written in place at
/// the end of one string, and the null rows. Building a row costs little more than writing its
/// text; [`TextOut::finish`] hands the string to Arrow as a buffer, without copying it, and
/// writes the validity bitmap in one go.
///
/// A `utf8_view` column keeps the input's own view for a row whose text is the input row's
/// (a canonical URL's href): its text is not kept twice, only the other rows' is written, into
/// buffers that come after the input's data buffers.
struct TextOut {
    values: String,
    rows: RowsOut,
    /// The null rows, in order (few, mostly).
    nulls: Vec<usize>,
}

/// Where a [`TextOut`]'s rows are.
enum RowsOut {
    /// utf8 or large_utf8 (`large`): where each row ends in the values.
    Ends { ends: Vec<usize>, large: bool },
    /// utf8_view: each row's view, into `input` (the input's data buffers), `full` (values
    /// buffers filled up to 4 GiB, the most a view reaches) or the values, in that order.
    Views {
        views: Vec<u128>,
        input: Arc<[Buffer]>,
        full: Vec<Buffer>,
    },
}

/// The longest text a view holds inline (Arrow's `MAX_INLINE_VIEW_LEN`).
const INLINE: usize = 12;

impl TextOut {
    /// A column of `rows` rows of `input`'s layout, with room for `bytes` bytes of text.
    fn new(input: Rows<'_>, rows: usize, bytes: usize) -> TextOut {
        let (rows, bytes) = match input {
            Rows::Utf8(_) | Rows::LargeUtf8(_) => (
                RowsOut::Ends {
                    ends: Vec::with_capacity(rows),
                    large: matches!(input, Rows::LargeUtf8(_)),
                },
                bytes,
            ),
            // Room for the rows whose text is not the input's.
            Rows::Utf8View(array) => (
                RowsOut::Views {
                    views: Vec::with_capacity(rows),
                    input: array.data_buffers().into(),
                    full: Vec::new(),
                },
                bytes / 16,
            ),
        };
        TextOut {
            values: String::with_capacity(bytes),
            rows,
            nulls: Vec::new(),
        }
    }

    fn len(&self) -> usize {
        match &self.rows {
            RowsOut::Ends { ends, .. } => ends.len(),
            RowsOut::Views { views, .. } => views.len(),
        }
    }

    /// A row whose text `write` appends to the values; it says whether the row has a value
    /// (when not, it has appended nothing and the row is null). `input` is the input row's
    /// text and view (in a utf8_view column), kept when the text written is the same.
    #[inline]
    fn push_with<E>(
        &mut self,
        input: Option<(&str, u128)>,
        write: impl FnOnce(&mut String) -> Result<bool, E>,
    ) -> Result<(), E> {
        let start = self.values.len();
        if !write(&mut self.values)? {
            self.nulls.push(self.len());
        }
        match &mut self.rows {
            RowsOut::Ends { ends, .. } => ends.push(self.values.len()),
            RowsOut::Views {
                views,
                input: buffers,
                full,
            } => {
                let text = self.values.get(start..).unwrap_or_default();
                let view = match input {
                    Some((input, view)) if input == text => {
                        self.values.truncate(start);
                        view
                    }
                    _ if text.len() <= INLINE => {
                        let view = make_view(text.as_bytes(), 0, 0);
                        self.values.truncate(start);
                        view
                    }
                    _ => {
                        let mut start = start;
                        if u32::try_from(start).is_err() {
                            // This buffer is full: the text starts the next one.
                            let text = self.values.split_off(start);
                            let done = std::mem::replace(&mut self.values, text);
                            full.push(Buffer::from_vec(done.into_bytes()));
                            start = 0;
                        }
                        let text = self.values.as_bytes().get(start..).unwrap_or_default();
                        let buffer = buffers.len() + full.len();
                        make_view(text, buffer as u32, start as u32)
                    }
                };
                views.push(view);
            }
        }
        Ok(())
    }

    fn push(&mut self, value: Option<&str>) {
        let _ = self.push_with::<()>(None, |values| {
            values.push_str(value.unwrap_or_default());
            Ok(value.is_some())
        });
    }

    /// The rows of `pieces` after this one's, in order (each piece built from the same input).
    /// utf8 and large_utf8: their text appended (one copy of each later piece's text), their
    /// row ends moved on by what comes before. utf8_view: their buffers after this one's,
    /// their views into them renumbered; no text moves.
    fn append(&mut self, pieces: impl IntoIterator<Item = TextOut>) {
        for piece in pieces {
            let rows = self.len();
            self.nulls.extend(piece.nulls.iter().map(|row| row + rows));
            match (&mut self.rows, piece.rows) {
                (RowsOut::Ends { ends, .. }, RowsOut::Ends { ends: more, .. }) => {
                    let before = self.values.len();
                    self.values.push_str(&piece.values);
                    ends.extend(more.iter().map(|end| end + before));
                }
                (
                    RowsOut::Views { views, input, full },
                    RowsOut::Views {
                        views: more,
                        full: more_full,
                        ..
                    },
                ) => {
                    let done = std::mem::take(&mut self.values);
                    full.push(Buffer::from_vec(done.into_bytes()));
                    // The piece's own buffers are numbered from `input.len()`: they move on by
                    // the buffers of the pieces before it.
                    let shift = full.len() as u32;
                    let own = input.len() as u32;
                    views.extend(more.iter().map(|&view| {
                        // A view: the length in bits 0..32, and past the inline length, the
                        // buffer's index in bits 64..96.
                        let (length, buffer) = (view as u32 as usize, (view >> 64) as u32);
                        match length > INLINE && buffer >= own {
                            true => view + (u128::from(shift) << 64),
                            false => view,
                        }
                    }));
                    full.extend(more_full);
                    self.values = piece.values;
                }
                // Every piece of a job has the input's layout.
                _ => {}
            }
        }
    }

    fn finish(self) -> Result<ArrayRef, Failure> {
        let rows = self.len();
        let nulls = (!self.nulls.is_empty()).then(|| {
            let mut valid = BooleanBufferBuilder::new(rows);
            valid.append_n(rows, true);
            for &row in &self.nulls {
                valid.set_bit(row, false);
            }
            NullBuffer::new(valid.finish())
        });
        let values = Buffer::from_vec(self.values.into_bytes());
        let array: ArrayRef = match self.rows {
            RowsOut::Ends { ends, large: false } => {
                if ends.last().is_some_and(|&end| i32::try_from(end).is_err()) {
                    return Err(Failure::Overflow);
                }
                let offsets = std::iter::once(0).chain(ends.iter().map(|&end| end as i32));
                Arc::new(
                    StringArray::try_new(OffsetBuffer::new(offsets.collect()), values, nulls)
                        .map_err(Failure::Arrow)?,
                )
            }
            RowsOut::Ends { ends, large: true } => {
                let offsets = std::iter::once(0).chain(ends.iter().map(|&end| end as i64));
                Arc::new(
                    LargeStringArray::try_new(OffsetBuffer::new(offsets.collect()), values, nulls)
                        .map_err(Failure::Arrow)?,
                )
            }
            RowsOut::Views { views, input, full } => {
                let buffers: Vec<Buffer> =
                    input.iter().cloned().chain(full).chain([values]).collect();
                Arc::new(
                    StringViewArray::try_new(views.into(), buffers, nulls)
                        .map_err(Failure::Arrow)?,
                )
            }
        };
        Ok(array)
    }
}

/// What a call computes: the operation, the base URL, and whether failures raise.
struct Job {
    op: Op,
    base: Option<Url>,
    raise: bool,
}

impl Job {
    fn parse(&self, input: &str) -> Result<Url, railurl::ParseError> {
        match &self.base {
            None => Url::parse(input),
            Some(base) => Url::parse_with_base(input, base),
        }
    }

    /// Parse a row: `Ok(None)` for a null row, `Ok(Some(Err))` for a failure kept as null.
    #[allow(clippy::type_complexity)]
    fn row(
        &self,
        rows: Rows<'_>,
        row: usize,
    ) -> Result<Option<Result<Url, railurl::ParseError>>, Failure> {
        let Some(input) = rows.get(row) else {
            return Ok(None);
        };
        match self.parse(input) {
            Err(error) if self.raise && !matches!(self.op, Op::IsValid | Op::Parse) => {
                Err(Failure::Parse {
                    row,
                    input: input.to_string(),
                    error,
                })
            }
            parsed => Ok(Some(parsed)),
        }
    }

    /// Call `f` with each row of `range` parsed, in order (see [`Job::row`]).
    fn each_row(
        &self,
        rows: Rows<'_>,
        range: Range<usize>,
        mut f: impl FnMut(Option<Result<Url, railurl::ParseError>>) -> Result<(), Failure>,
    ) -> Result<(), Failure> {
        for row in range {
            f(self.row(rows, row)?)?;
        }
        Ok(())
    }

    /// The text of `text` for the non-null row `row` (`input`) appended to `values`: whether
    /// there is one (a failure kept as null, or a null component, appends nothing).
    #[inline]
    fn write_text(
        &self,
        text: &Text,
        row: usize,
        input: &str,
        values: &mut String,
    ) -> Result<bool, Failure> {
        let written = match text {
            // The href straight into the column, without a `Url` in between.
            Text::Href => railurl::href_into(input, self.base.as_ref(), values).map(|()| true),
            text => self.parse(input).map(|url| match text.of(&url) {
                Some(value) => {
                    values.push_str(&value);
                    true
                }
                None => false,
            }),
        };
        match written {
            Ok(written) => Ok(written),
            Err(error) if self.raise => Err(Failure::Parse {
                row,
                input: input.to_string(),
                error,
            }),
            Err(_) => Ok(false),
        }
    }

    /// The output for the rows of `range`.
    fn block(&self, (rows, layout): Input<'_>, range: Range<usize>) -> Result<Piece, Failure> {
        let n = range.len();
        let array: Result<ArrayRef, Failure> = match &self.op {
            Op::Text(text) => {
                // An href is about as long as its input (a little longer when normalized).
                let bytes = rows.bytes(range.clone()) + n * 4;
                let mut out = TextOut::new(rows, n, bytes);
                for row in range {
                    let input = rows.get(row);
                    out.push_with(input.zip(rows.view(row)), |values| match input {
                        Some(input) => self.write_text(text, row, input, values),
                        None => Ok(false),
                    })?;
                }
                return Ok(Piece::Text(out));
            }
            Op::Port { default } => {
                let mut out = Int32Builder::with_capacity(n);
                self.each_row(rows, range, |parsed| {
                    let port = match parsed {
                        Some(Ok(url)) => url.port_number().or_else(|| {
                            default
                                .then(|| railurl::record::default_port(url.scheme()))
                                .flatten()
                        }),
                        _ => None,
                    };
                    out.append_option(port.map(i32::from));
                    Ok(())
                })?;
                Ok(Arc::new(out.finish()))
            }
            Op::IsValid => {
                let mut out = BooleanBuilder::with_capacity(n);
                self.each_row(rows, range, |parsed| {
                    out.append_option(parsed.map(|r| r.is_ok()));
                    Ok(())
                })?;
                Ok(Arc::new(out.finish()))
            }
            Op::MatchesRule(matches) => {
                let values = range.map(|row| rows.get(row).map(matches));
                Ok(Arc::new(values.collect::<BooleanArray>()))
            }
            Op::Parse => self.parse_block((rows, layout), range),
        };
        array.map(Piece::Array)
    }

    fn parse_block(
        &self,
        (rows, layout): Input<'_>,
        range: Range<usize>,
    ) -> Result<ArrayRef, Failure> {
        let n = range.len();
        let bytes = rows.bytes(range.clone());
        let mut texts: Vec<TextOut> = PARSE_TEXT
            .iter()
            .map(|_| TextOut::new(rows, n, bytes))
            .collect();
        let mut port = Int32Builder::with_capacity(n);
        let mut error = TextOut::new(rows, n, 0);
        let mut valid = Vec::with_capacity(n);
        self.each_row(rows, range, |parsed| {
            valid.push(parsed.is_some());
            match parsed {
                Some(Ok(url)) => {
                    for (out, (_, text)) in texts.iter_mut().zip(PARSE_TEXT.iter()) {
                        out.push(text.of(&url).as_deref());
                    }
                    port.append_option(url.port_number().map(i32::from));
                    error.push(None);
                }
                failed => {
                    for out in texts.iter_mut() {
                        out.push(None);
                    }
                    port.append_null();
                    error.push(failed.and_then(|r| r.err()).map(|e| e.spec_name()));
                }
            }
            Ok(())
        })?;
        let mut columns = texts
            .into_iter()
            .map(TextOut::finish)
            .collect::<Result<Vec<ArrayRef>, Failure>>()?;
        columns.insert(7, Arc::new(port.finish()));
        columns.push(error.finish()?);
        let nulls = NullBuffer::from(valid);
        let nulls = (nulls.null_count() > 0).then_some(nulls);
        StructArray::try_new(parse_fields(layout), columns, nulls)
            .map(|s| Arc::new(s) as ArrayRef)
            .map_err(Failure::Arrow)
    }

    /// The output for one input array: its rows cut into one range per thread, computed side
    /// by side, and the pieces put together.
    fn array(&self, array: &dyn Array) -> Result<ArrayRef, Failure> {
        let (rows, layout) = match (Rows::of(array), Layout::of(array.data_type())) {
            (Some(rows), Some(layout)) => (rows, layout),
            _ => unreachable!("checked by the caller"),
        };
        // Each range runs to its end or its first failure that raises; the pieces come back
        // in row order, so the first failure is the column's first.
        let pieces = in_chunks(array.len(), |range| self.block((rows, layout), range));
        let mut pieces = pieces.into_iter().collect::<Result<Vec<_>, Failure>>()?;
        let first = pieces.remove(0);
        match first {
            // A string column's pieces joined in place (the first piece's text stays where it
            // was written).
            Piece::Text(mut text) => {
                text.append(pieces.into_iter().filter_map(|piece| match piece {
                    Piece::Text(text) => Some(text),
                    Piece::Array(_) => None,
                }));
                text.finish()
            }
            Piece::Array(first) if pieces.is_empty() => Ok(first),
            Piece::Array(first) => {
                let mut arrays = vec![first];
                arrays.extend(pieces.into_iter().filter_map(|piece| match piece {
                    Piece::Array(array) => Some(array),
                    Piece::Text(_) => None,
                }));
                let arrays: Vec<&dyn Array> = arrays.iter().map(|b| b.as_ref()).collect();
                arrow_select::concat::concat(&arrays).map_err(|e| match e {
                    ArrowError::OffsetOverflowError(_) => Failure::Overflow,
                    e => Failure::Arrow(e),
                })
            }
        }
    }
}

/// The output for a range of rows: a string column still being built (so that the ranges'
/// pieces join without building each first), or an array.
enum Piece {
    Text(TextOut),
    Array(ArrayRef),
}

/// The fewest rows worth a thread of their own (starting one costs some tens of
/// microseconds).
const ROWS_PER_THREAD: usize = 4096;

/// How many threads a column of `len` rows runs on: `RAILURL_NUM_THREADS` (read at each
/// call), or one per core; fewer for a short column.
fn threads_for(len: usize) -> usize {
    let wanted = std::env::var("RAILURL_NUM_THREADS")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    wanted.min(len / ROWS_PER_THREAD).max(1)
}

/// `work` over `0..len` cut into one contiguous range per thread, side by side: the first
/// range on this thread, each other on a scoped thread of its own (or on this one, after,
/// if no thread can be started). The results are in row order.
fn in_chunks<T: Send>(len: usize, work: impl Fn(Range<usize>) -> T + Sync) -> Vec<T> {
    let threads = threads_for(len);
    let ranges: Vec<Range<usize>> = (0..threads)
        .map(|i| len * i / threads..len * (i + 1) / threads)
        .collect();
    let work = &work;
    std::thread::scope(|scope| {
        let started: Vec<_> = ranges[1..]
            .iter()
            .map(|range| {
                let range = range.clone();
                let thread = std::thread::Builder::new().name("railurl".into());
                (
                    range.clone(),
                    thread.spawn_scoped(scope, move || work(range)).ok(),
                )
            })
            .collect();
        let mut out = Vec::with_capacity(threads);
        out.push(work(ranges[0].clone()));
        for (range, thread) in started {
            out.push(match thread.map(|t| t.join()) {
                Some(Ok(result)) => result,
                Some(Err(panic)) => std::panic::resume_unwind(panic),
                None => work(range),
            });
        }
        out
    })
}

fn to_pyerr(py: Python<'_>, failure: Failure, base: Option<&Url>) -> PyErr {
    match failure {
        Failure::Parse { row, input, error } => parse_error(
            py,
            error,
            pyo3::types::PyString::new(py, &input).into_any(),
            base.map(Url::href),
            Some(row),
        ),
        Failure::Overflow => PyOverflowError::new_err(
            "the result does not fit a utf8 array (2 GiB of text per array): \
             cast the input to large_string or string_view",
        ),
        Failure::Arrow(e) => PyValueError::new_err(e.to_string()),
    }
}

fn check_type(data_type: &DataType) -> PyResult<Layout> {
    Layout::of(data_type).ok_or_else(|| {
        PyTypeError::new_err(format!(
            "railurl.arrow takes arrays of strings (utf8, large_utf8 or utf8_view), not {data_type}"
        ))
    })
}

/// The column computation behind every `railurl.arrow` function: `urls` is anything with the
/// Arrow PyCapsule interface; the result is a `pyarrow.Array` for an array, a
/// `pyarrow.ChunkedArray` for a stream.
#[pyfunction]
#[pyo3(signature = (urls, what, *, base = None, errors = "null", key = None, default_port = false))]
pub fn _column<'py>(
    py: Python<'py>,
    urls: AnyArray,
    what: &str,
    base: Option<Base<'py>>,
    errors: &str,
    key: Option<String>,
    default_port: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let op = match (what, key) {
        ("port", None) => Op::Port {
            default: default_port,
        },
        ("is_valid", None) => Op::IsValid,
        ("parse", None) => Op::Parse,
        ("search_param", Some(key)) => Op::Text(Text::SearchParam(key)),
        ("matches_rule", Some(rule)) => {
            Op::MatchesRule(crate::rfc::matcher(&rule).ok_or_else(|| {
                PyValueError::new_err(format!("no RFC 3986 or 3987 rule {rule:?}"))
            })?)
        }
        (name, None) => Op::Text(
            Text::from_name(name)
                .ok_or_else(|| PyValueError::new_err(format!("no URL component {name:?}")))?,
        ),
        (name, Some(_)) => return Err(PyValueError::new_err(format!("{name} takes no key"))),
    };
    let raise = match errors {
        "null" => false,
        "raise" => true,
        other => {
            return Err(PyValueError::new_err(format!(
                "errors must be \"null\" or \"raise\", not {other:?}"
            )))
        }
    };
    let base = base_url(&base)?.cloned();
    let job = Job { op, base, raise };
    match urls {
        AnyArray::Array(array) => {
            let (array, _) = array.into_inner();
            check_type(array.data_type())?;
            let out = py
                .detach(|| job.array(array.as_ref()))
                .map_err(|f| to_pyerr(py, f, job.base.as_ref()))?;
            let out = PyArray::from_array_ref(out).into_pyobject(py)?;
            py.import(pyo3::intern!(py, "pyarrow"))?
                .getattr(pyo3::intern!(py, "array"))?
                .call1((out,))
        }
        AnyArray::Stream(stream) => {
            let reader = stream.into_reader()?;
            let field = reader.field();
            let layout = check_type(field.data_type())?;
            let chunks: Vec<ArrayRef> = reader
                .collect::<Result<_, ArrowError>>()
                .map_err(|e| PyValueError::new_err(e.to_string()))?;
            let out = py
                .detach(|| {
                    let mut offset = 0;
                    let mut out = Vec::with_capacity(chunks.len());
                    for chunk in &chunks {
                        out.push(job.array(chunk.as_ref()).map_err(|f| f.after(offset))?);
                        offset += chunk.len();
                    }
                    Ok(out)
                })
                .map_err(|f| to_pyerr(py, f, job.base.as_ref()))?;
            let out_field: FieldRef =
                Arc::new(Field::new(field.name(), job.op.data_type(layout), true));
            PyChunkedArray::try_new(out, out_field)?.into_pyarrow(py)
        }
    }
}
