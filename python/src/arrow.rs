//! The vectorized functions behind `railurl.arrow`: a column of URL strings (an Arrow array or
//! stream, in utf8, large_utf8 or utf8_view, read in place) in, an Arrow array out, computed
//! without the GIL, on every core (one range of rows per thread).

use crate::error::parse_error;
use crate::text_out::{Column, Slot, TextOut, Written, Wrote, INLINE};
use crate::url::{base_url, Base};
use arrow_array::builder::{BooleanBuilder, Int32Builder};
use arrow_array::cast::AsArray;
use arrow_array::{
    Array, ArrayRef, BooleanArray, GenericStringArray, OffsetSizeTrait, StructArray,
};
use arrow_buffer::{Buffer, NullBuffer};
use arrow_data::ByteView;
use arrow_schema::{ArrowError, DataType, Field, FieldRef, Fields};
use pyo3::exceptions::{PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3_arrow::input::AnyArray;
use pyo3_arrow::{PyArray, PyChunkedArray};
use railurl::Url;
use std::borrow::Cow;
use std::ops::Range;
use std::sync::{Arc, Mutex};

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
                .map(|&view| ByteView::from(view).length as usize)
                .sum(),
        }
    }

    /// The input's data buffers, for a utf8_view column whose rows may keep the input's
    /// views.
    fn data_buffers(self) -> Option<Arc<[Buffer]>> {
        match self {
            Rows::Utf8View(a) => Some(a.data_buffers().into()),
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

    /// The text of `text` for the rows of `range`, into `out`: one loop for each kind of
    /// text, input layout and output layout, so that a row of `href` is the parser's work, its
    /// text's copy, and its slot.
    fn text_block<S: Slot>(
        &self,
        text: &Text,
        rows: Rows<'_>,
        range: Range<usize>,
        out: TextOut<'_, S>,
        avx2: Option<Avx2>,
    ) -> Result<Written, Failure> {
        let base = self.base.as_ref();
        // A row whose href is its input keeps the input's view (nothing is copied); without a
        // base URL, the canonical fast path first over a block of rows, then the rows it
        // declined.
        if let (Text::Href, Rows::Utf8View(a), None) = (text, rows, base) {
            if out.keeps_input() {
                // One loop for each compilation of the canonical check.
                return match avx2 {
                    #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
                    // SAFETY: `href_views_avx2` needs a processor with AVX2, BMI1 and BMI2,
                    // and an `Avx2` exists only where `Avx2::detect` found all three.
                    Some(avx2) => unsafe { self.href_views_avx2(a, range, out, avx2) },
                    #[cfg(not(any(target_arch = "x86", target_arch = "x86_64")))]
                    Some(avx2) => match avx2 {},
                    None => self.href_views(a, range, out),
                };
            }
        }
        match text {
            Text::Href if out.keeps_input() => {
                rows_into(
                    rows,
                    range,
                    out,
                    |row, input, values| match railurl::href_unless_input(input, base, values) {
                        Ok(railurl::Href::Input) => Ok(Wrote::Input),
                        Ok(railurl::Href::Appended) => Ok(Wrote::Text),
                        Err(error) => self.failed(row, input, error),
                    },
                )
            }
            // The href straight into the column, without a `Url` in between.
            Text::Href => rows_into(
                rows,
                range,
                out,
                |row, input, values| match railurl::href_into(input, base, values) {
                    Ok(()) => Ok(Wrote::Text),
                    Err(error) => self.failed(row, input, error),
                },
            ),
            text => rows_into(rows, range, out, |row, input, values| {
                match self.parse(input) {
                    Ok(url) => Ok(match text.of(&url) {
                        Some(value) => {
                            values.push_str(&value);
                            Wrote::Text
                        }
                        None => Wrote::Null,
                    }),
                    Err(error) => self.failed(row, input, error),
                }
            }),
        }
    }

    /// The href column of a utf8_view input (no base URL) whose rows keep the input's views,
    /// in two passes over each block of [`BLOCK`] rows: the canonical fast path over every row
    /// (most rows: a tight loop whose code and branch history stay those of the canonical
    /// check), the rows it declines remembered; then those rows, through the rest of the
    /// parser (`href_beyond_canonical`). Views may be written in any order, so the hrefs are
    /// those of `href_unless_input` row by row. A failure that raises is still the range's
    /// first: the canonical fast path never fails, and the declined rows go in order.
    #[inline(always)]
    fn href_views<S: Slot>(
        &self,
        a: &arrow_array::StringViewArray,
        range: Range<usize>,
        mut out: TextOut<'_, S>,
    ) -> Result<Written, Failure> {
        let views = a.views();
        let nulls = a.nulls();
        // The rows' bytes where they lie, with what follows them, for the canonical check
        // (which may read on past a row's end).
        let (view_bytes, data) = (views.inner().as_slice(), a.data_buffers());
        // Each declined row: its index in the column, and among this writer's rows.
        let mut declined: Vec<(usize, usize)> = Vec::with_capacity(BLOCK);
        let mut start = range.start;
        while start < range.end {
            let block = start..range.end.min(start + BLOCK);
            start = block.end;
            for (row, &view) in block.clone().zip(&views[block]) {
                if nulls.is_some_and(|nulls| nulls.is_null(row)) {
                    out.push_null();
                    continue;
                }
                let at = out.rows();
                let (buffer, bytes) = row_bytes(view_bytes, data, row, view);
                // Inlined, whatever the check's size: the check is then part of this loop.
                let _ = out.push_kept_view_with::<()>(
                    view,
                    #[inline(always)]
                    |values| {
                        Ok(
                            match railurl::fast::canonical_href_at(buffer, bytes, values) {
                                Some(railurl::Href::Input) => Wrote::Input,
                                Some(railurl::Href::Appended) => Wrote::Text,
                                None => {
                                    declined.push((row, at));
                                    Wrote::Later
                                }
                            },
                        )
                    },
                );
            }
            for (row, at) in declined.drain(..) {
                let input = a.value(row);
                out.push_at(at, input, views[row], |values| {
                    match railurl::fast::href_beyond_canonical(input, None, values) {
                        Ok(_) => Ok(Wrote::Text),
                        Err(error) => self.failed(row, input, error),
                    }
                })?;
            }
        }
        Ok(out.into_written())
    }

    /// [`Job::href_views`] compiled for AVX2, BMI1 and BMI2 (`avx2` says that the processor
    /// has them): the canonical check, always inlined, is compiled into the row loop with
    /// them, so that its skips' pairs of SSE2 blocks become AVX2 operations, and it has no
    /// call of its own per row (docs/performance.md, "The check inlined into the row loop").
    #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
    #[target_feature(enable = "avx2,bmi1,bmi2")]
    fn href_views_avx2<S: Slot>(
        &self,
        a: &arrow_array::StringViewArray,
        range: Range<usize>,
        out: TextOut<'_, S>,
        avx2: Avx2,
    ) -> Result<Written, Failure> {
        let Avx2(()) = avx2;
        self.href_views(a, range, out)
    }

    /// A row that failed to parse: null, or the failure when failures raise.
    #[cold]
    #[inline(never)]
    fn failed(
        &self,
        row: usize,
        input: &str,
        error: railurl::ParseError,
    ) -> Result<Wrote, Failure> {
        match self.raise {
            true => Err(Failure::Parse {
                row,
                input: input.to_string(),
                error,
            }),
            false => Ok(Wrote::Null),
        }
    }

    /// The string column of `text`: one column for every thread's rows, each writing its own.
    fn text_column<S: Slot>(
        &self,
        text: &Text,
        rows: Rows<'_>,
        ranges: Vec<Range<usize>>,
    ) -> Result<ArrayRef, Failure> {
        let len = ranges.last().map_or(0, |range| range.end);
        let mut column = Column::<S>::new(len, rows.data_buffers());
        // The canonical check's compilation for this processor, found once for the column.
        let avx2 = Avx2::detect();
        let writers = column.writers(&ranges, |i, range| match rows {
            // Only the rows whose text is not the input's.
            Rows::Utf8View(_) => range.len() * 4,
            // An href is about as long as its input (a little longer when normalized); the
            // first writer has room for all the text, which the others' joins.
            _ if i == 0 => rows.bytes(0..len) + len * 4,
            _ => rows.bytes(range.clone()) + range.len() * 4,
        });
        let pieces = in_chunks(ranges, writers, |range, out| {
            self.text_block(text, rows, range, out, avx2)
        });
        let pieces = pieces.into_iter().collect::<Result<Vec<_>, Failure>>()?;
        column.finish(pieces).map_err(arrow_failure)
    }

    /// The output for the rows of `range` (of any operation but a string one).
    fn block(&self, (rows, layout): Input<'_>, range: Range<usize>) -> Result<ArrayRef, Failure> {
        let n = range.len();
        match &self.op {
            Op::Text(_) => unreachable!("a string column is written by Job::text_column"),
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
            Op::Parse => match rows {
                Rows::Utf8(_) => self.parse_block::<i32>((rows, layout), range),
                Rows::LargeUtf8(_) => self.parse_block::<i64>((rows, layout), range),
                Rows::Utf8View(_) => self.parse_block::<u128>((rows, layout), range),
            },
        }
    }

    fn parse_block<S: Slot>(
        &self,
        (rows, layout): Input<'_>,
        range: Range<usize>,
    ) -> Result<ArrayRef, Failure> {
        let n = range.len();
        let mut columns: Vec<Column<S>> = (0..=PARSE_TEXT.len())
            .map(|_| Column::new(n, None))
            .collect();
        // Room for about the input's text in the href column, and a share of it in the
        // others (each string grows as it needs).
        let bytes = rows.bytes(range.clone());
        let all = 0..n;
        let mut outs: Vec<TextOut<'_, S>> = columns
            .iter_mut()
            .zip(PARSE_TEXT.iter().map(|(name, _)| *name).chain(["error"]))
            .filter_map(|(column, name)| {
                let room = match name {
                    "href" => bytes + n * 4,
                    "error" | "username" | "password" | "hash" => 0,
                    _ => bytes / 4,
                };
                column
                    .writers(std::slice::from_ref(&all), |_, _| room)
                    .pop()
            })
            .collect();
        let mut port = Int32Builder::with_capacity(n);
        let mut valid = Vec::with_capacity(n);
        self.each_row(rows, range, |parsed| {
            valid.push(parsed.is_some());
            let (texts, error) = outs.split_at_mut(PARSE_TEXT.len());
            match parsed {
                Some(Ok(url)) => {
                    for (out, (_, text)) in texts.iter_mut().zip(PARSE_TEXT.iter()) {
                        out.push(text.of(&url).as_deref());
                    }
                    port.append_option(url.port_number().map(i32::from));
                    error.iter_mut().for_each(|out| out.push(None));
                }
                failed => {
                    for out in texts.iter_mut() {
                        out.push(None);
                    }
                    port.append_null();
                    let name = failed.and_then(|r| r.err()).map(|e| e.spec_name());
                    error.iter_mut().for_each(|out| out.push(name));
                }
            }
            Ok(())
        })?;
        let written: Vec<Written> = outs.into_iter().map(TextOut::into_written).collect();
        let mut columns = columns
            .into_iter()
            .zip(written)
            .map(|(column, written)| column.finish(vec![written]).map_err(arrow_failure))
            .collect::<Result<Vec<ArrayRef>, Failure>>()?;
        columns.insert(7, Arc::new(port.finish()));
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
        let ranges = ranges_for(array.len());
        // Each range runs to its end or its first failure that raises; the pieces come back
        // in row order, so the first failure is the column's first.
        if let Op::Text(text) = &self.op {
            return match rows {
                Rows::Utf8(_) => self.text_column::<i32>(text, rows, ranges),
                Rows::LargeUtf8(_) => self.text_column::<i64>(text, rows, ranges),
                Rows::Utf8View(_) => self.text_column::<u128>(text, rows, ranges),
            };
        }
        let pieces = in_chunks(ranges.clone(), vec![(); ranges.len()], |range, ()| {
            self.block((rows, layout), range)
        });
        let mut arrays = pieces.into_iter().collect::<Result<Vec<_>, Failure>>()?;
        if arrays.len() == 1 {
            return Ok(arrays.remove(0));
        }
        let arrays: Vec<&dyn Array> = arrays.iter().map(|b| b.as_ref()).collect();
        arrow_select::concat::concat(&arrays).map_err(arrow_failure)
    }
}

/// Proof that the processor running this has AVX2, BMI1 and BMI2, for which
/// [`Job::href_views_avx2`] is compiled: a value is only made by [`Avx2::detect`] (its field is
/// private to this module), once per column, so that the column's loop is compiled for each
/// processor and has no choice to make per row.
#[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
#[derive(Clone, Copy)]
struct Avx2(());

/// No `Avx2` on other targets.
#[cfg(not(any(target_arch = "x86", target_arch = "x86_64")))]
#[derive(Clone, Copy)]
enum Avx2 {}

impl Avx2 {
    /// An `Avx2` where the processor running this has AVX2, BMI1 and BMI2.
    fn detect() -> Option<Avx2> {
        #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
        if std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
        {
            return Some(Avx2(()));
        }
        None
    }
}

/// Where the string of row `row` of a utf8_view array, whose view is `view`, lies: a buffer
/// and the string's range in it, with the bytes after it (which the canonical check may read,
/// see `railurl::fast::canonical_href_at`). A string of at most twelve bytes is inside its
/// view, in the array's views (`views`, their bytes); a longer one in one of the data buffers
/// (`data`; an index out of bounds, which a valid array does not have, gives an empty buffer,
/// where the check declines the row).
#[inline(always)]
fn row_bytes<'a>(
    views: &'a [u8],
    data: &'a [Buffer],
    row: usize,
    view: u128,
) -> (&'a [u8], Range<usize>) {
    let fields = ByteView::from(view);
    let len = fields.length as usize;
    match len <= INLINE {
        // Inline: the view is the length's four bytes, then the string.
        true => {
            let start = row * size_of::<u128>() + size_of::<u32>();
            (views, start..start + len)
        }
        false => {
            let buffer = data
                .get(fields.buffer_index as usize)
                .map_or(&[][..], |b| b.as_slice());
            let start = fields.offset as usize;
            (buffer, start..start + len)
        }
    }
}

/// Each row of `range` into `out`: a null row null, the others as `write` (given the row,
/// its text, and the values to append to) says; one loop for each input layout.
#[inline(always)]
fn rows_into<S: Slot>(
    rows: Rows<'_>,
    range: Range<usize>,
    mut out: TextOut<'_, S>,
    write: impl Fn(usize, &str, &mut String) -> Result<Wrote, Failure>,
) -> Result<Written, Failure> {
    match rows {
        Rows::Utf8(a) => offset_rows_into(a, range, &mut out, &write)?,
        Rows::LargeUtf8(a) => offset_rows_into(a, range, &mut out, &write)?,
        Rows::Utf8View(a) => {
            let views = a.views();
            for (row, &view) in range.clone().zip(&views[range]) {
                match a.is_valid(row) {
                    true => {
                        let input = a.value(row);
                        out.push_with(input, view, |values| write(row, input, values))?;
                    }
                    false => out.push_null(),
                }
            }
        }
    }
    Ok(out.into_written())
}

/// [`rows_into`]'s loop over a utf8 or large_utf8 array (offsets, so no view to keep).
#[inline(always)]
fn offset_rows_into<O: OffsetSizeTrait, S: Slot>(
    a: &GenericStringArray<O>,
    range: Range<usize>,
    out: &mut TextOut<'_, S>,
    write: &impl Fn(usize, &str, &mut String) -> Result<Wrote, Failure>,
) -> Result<(), Failure> {
    for row in range {
        match a.is_valid(row) {
            true => {
                let input = a.value(row);
                out.push_with(input, 0, |values| write(row, input, values))?;
            }
            false => out.push_null(),
        }
    }
    Ok(())
}

fn arrow_failure(error: ArrowError) -> Failure {
    match error {
        ArrowError::OffsetOverflowError(_) => Failure::Overflow,
        e => Failure::Arrow(e),
    }
}

/// How many rows [`Job::href_views`] runs the canonical fast path over before the rows it
/// declined: on the corpus (7% of its rows declined), one thread, CPU time per row, 1,000,000
/// rows: one pass 60.9 ns; blocks of 64 rows 61.0, 256 59.9, 1024 59.1, 4096 58.8, 16384 61.0
/// (the declined rows' text read again from further away), 100,000 66.6.
const BLOCK: usize = 2048;

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

/// `0..len` cut into one contiguous range per thread.
fn ranges_for(len: usize) -> Vec<Range<usize>> {
    let threads = threads_for(len);
    (0..threads)
        .map(|i| len * i / threads..len * (i + 1) / threads)
        .collect()
}

/// `work` over each range of `ranges` with its part of `parts` (one each), side by side: the
/// first range on this thread, each other on a scoped thread of its own (or on this one,
/// after, if no thread can be started). The results are in the order of the ranges.
fn in_chunks<P: Send, T: Send>(
    ranges: Vec<Range<usize>>,
    parts: Vec<P>,
    work: impl Fn(Range<usize>, P) -> T + Sync,
) -> Vec<T> {
    // Each part in a slot of its own, taken by whichever thread runs its range (so that it is
    // still there when a thread cannot be started).
    let parts: Vec<Mutex<Option<P>>> = parts.into_iter().map(|p| Mutex::new(Some(p))).collect();
    let run = |i: usize| {
        let part = parts.get(i).and_then(|slot| slot.lock().ok()?.take());
        let (Some(range), Some(part)) = (ranges.get(i), part) else {
            unreachable!("one part for each range, run once");
        };
        work(range.clone(), part)
    };
    let run = &run;
    std::thread::scope(|scope| {
        let started: Vec<_> = (1..ranges.len())
            .map(|i| {
                let thread = std::thread::Builder::new().name("railurl".into());
                (i, thread.spawn_scoped(scope, move || run(i)).ok())
            })
            .collect();
        let mut out = Vec::with_capacity(ranges.len());
        out.push(run(0));
        for (i, thread) in started {
            out.push(match thread.map(|t| t.join()) {
                Some(Ok(result)) => result,
                Some(Err(panic)) => std::panic::resume_unwind(panic),
                None => run(i),
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
