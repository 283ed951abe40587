//! String columns written by several threads at once, in the input's Arrow layout, without
//! copying a row's text more than once or validating it again at the end.
//!
//! A [`Column`] allocates the rows' slots once for the whole column (offsets for utf8 and
//! large_utf8, views for utf8_view: the [`Slot`] types) and cuts them into one [`TextOut`] per
//! range of rows; each thread writes its rows' text into a string of its own and each row's end
//! or view into its own slots, and [`Column::finish`] puts the pieces together: the text of
//! utf8 pieces appended after the first piece's, their offsets moved on; the buffers of
//! utf8_view pieces listed one after the other, no text moved. A utf8_view row whose text is
//! the input row's keeps the input's view: only the other rows' text is written.

use arrow_array::builder::make_view;
use arrow_array::{ArrayRef, GenericStringArray, OffsetSizeTrait, StringViewArray};
use arrow_buffer::{BooleanBufferBuilder, Buffer, NullBuffer, OffsetBuffer, ScalarBuffer};
use arrow_data::{ByteView, MAX_INLINE_VIEW_LEN};
use arrow_schema::ArrowError;
use std::ops::Range;
use std::sync::Arc;

/// The longest text a view holds inline.
pub const INLINE: usize = MAX_INLINE_VIEW_LEN as usize;

/// Past this many bytes, a writer's text goes on in a buffer of its own: a view's offset is 32
/// bits. Small in a debug build (the one the tests run), so that the tests reach it.
const BUFFER_FULL: usize = if cfg!(debug_assertions) {
    1 << 16
} else {
    u32::MAX as usize
};

/// What a row's writer did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wrote {
    /// Nothing: the row is null.
    Null,
    /// The row's text, appended.
    Text,
    /// Nothing: the row's text is the input row's (only where [`TextOut::keeps_input`]).
    Input,
    /// Nothing yet: the row is written later, by [`TextOut::push_at`] (only in a utf8_view
    /// column, whose rows are views, each on its own, so that they may be written in any
    /// order; a utf8 column's offsets are not).
    Later,
}

/// A row's slot in a string column: an offset (`i32` for utf8, `i64` for large_utf8: a row's
/// end) or a view (`u128`, utf8_view). A writer's code is compiled for each, so that writing a
/// row is only the layout's own work.
pub trait Slot: Copy + Default + Send + Sync + 'static {
    /// Whether the slots are views (one per row) rather than offsets (one more than the rows).
    const VIEWS: bool;
    /// The offset of a row that ends at `end` (a utf8 column's total length is checked when
    /// it is finished, so the ends before it fit); a view for a view.
    fn slot(end: usize, view: u128) -> Self;
    /// The array of a finished column.
    fn array(column: Column<Self>, pieces: Vec<Written>) -> Result<ArrayRef, ArrowError>;
}

impl Slot for i32 {
    const VIEWS: bool = false;
    #[inline]
    fn slot(end: usize, _: u128) -> i32 {
        end as i32
    }
    fn array(column: Column<i32>, pieces: Vec<Written>) -> Result<ArrayRef, ArrowError> {
        let (offsets, values, nulls) = column.join_offsets(pieces)?;
        Ok(Arc::new(offsets_array(offsets, values, nulls)?))
    }
}

impl Slot for i64 {
    const VIEWS: bool = false;
    #[inline]
    fn slot(end: usize, _: u128) -> i64 {
        end as i64
    }
    fn array(column: Column<i64>, pieces: Vec<Written>) -> Result<ArrayRef, ArrowError> {
        let (offsets, values, nulls) = column.join_offsets(pieces)?;
        Ok(Arc::new(offsets_array(offsets, values, nulls)?))
    }
}

impl Slot for u128 {
    const VIEWS: bool = true;
    #[inline]
    fn slot(_: usize, view: u128) -> u128 {
        view
    }
    fn array(column: Column<u128>, pieces: Vec<Written>) -> Result<ArrayRef, ArrowError> {
        let (views, buffers, nulls) = column.join_views(pieces)?;
        Ok(Arc::new(utf8_view(views, buffers, nulls)?))
    }
}

/// A whole string column's row slots, allocated once, to be cut among writers.
pub struct Column<S> {
    /// Offsets (the first one 0, then each row's end), or views.
    slots: Vec<S>,
    /// utf8_view: the input's data buffers, the first of the column's, when rows may keep the
    /// input's views.
    input: Option<Arc<[Buffer]>>,
}

/// The rows of one range of a [`Column`], being written by one thread.
pub struct TextOut<'a, S> {
    /// The rows' text (for utf8_view, only the text not inline and not the input's).
    values: String,
    /// This range's slots: each row's end in `values`, or its view.
    slots: &'a mut [S],
    /// How many rows are written.
    row: usize,
    /// The null rows, from 0 for this range's first (few, mostly).
    nulls: Vec<usize>,
    /// utf8_view: the values strings this writer filled up to [`BUFFER_FULL`], before
    /// `values`.
    full: Vec<Buffer>,
    /// utf8_view: the index in the column's buffers this writer's first buffer is given (the
    /// input's buffers, then one per writer before it: [`Column::finish`] moves it on when a
    /// writer before it filled more than one).
    own: u32,
    /// utf8_view: whether a row may keep the input's view.
    keeps: bool,
}

/// What a [`TextOut`] wrote, without the slots it borrowed.
pub struct Written {
    values: String,
    rows: usize,
    nulls: Vec<usize>,
    full: Vec<Buffer>,
}

impl<S: Slot> Column<S> {
    /// A column of `rows` rows (no memory is written yet: the slots are zeroed pages); for
    /// views, `input`: the input's data buffers, when rows may keep the input's views.
    pub fn new(rows: usize, input: Option<Arc<[Buffer]>>) -> Column<S> {
        let slots = vec![S::default(); rows + usize::from(!S::VIEWS)];
        let input = input.filter(|_| S::VIEWS);
        Column { slots, input }
    }

    fn input_buffers(&self) -> &[Buffer] {
        self.input.as_deref().unwrap_or_default()
    }

    /// The column's rows cut into one writer per range of `ranges` (one after the other from
    /// row 0 to the last), the writer of range `i` with room for `room(i, range)` bytes of
    /// text.
    pub fn writers(
        &mut self,
        ranges: &[Range<usize>],
        room: impl Fn(usize, &Range<usize>) -> usize,
    ) -> Vec<TextOut<'_, S>> {
        let (keeps, input) = (self.input.is_some(), self.input_buffers().len() as u32);
        let first = usize::from(!S::VIEWS);
        let mut slots = self.slots.get_mut(first..).unwrap_or_default();
        let mut writers = Vec::with_capacity(ranges.len());
        for (i, range) in ranges.iter().enumerate() {
            let (these, rest) = slots.split_at_mut(range.len().min(slots.len()));
            slots = rest;
            writers.push(TextOut {
                values: String::with_capacity(room(i, range)),
                slots: these,
                row: 0,
                nulls: Vec::new(),
                full: Vec::new(),
                own: input + i as u32,
                keeps,
            });
        }
        writers
    }

    /// The column, from what its writers wrote (in the order of the ranges they were given).
    pub fn finish(self, pieces: Vec<Written>) -> Result<ArrayRef, ArrowError> {
        let rows = self.slots.len() - usize::from(!S::VIEWS);
        if pieces.iter().map(|piece| piece.rows).sum::<usize>() != rows {
            return Err(ArrowError::ComputeError(
                "railurl: a column's writers did not write every row".into(),
            ));
        }
        S::array(self, pieces)
    }
}

impl<O: OffsetSizeTrait + Slot> Column<O> {
    /// The offsets, the text and the validity of a utf8 or large_utf8 column: the pieces'
    /// text one after the other (the first piece's stays where it was written, its writer had
    /// room for all), and each piece's row ends moved on by the text before it.
    #[allow(clippy::type_complexity)]
    fn join_offsets(
        self,
        pieces: Vec<Written>,
    ) -> Result<(OffsetBuffer<O>, Buffer, Option<NullBuffer>), ArrowError> {
        let mut offsets = self.slots;
        let nulls = null_buffer(&pieces, offsets.len() - 1);
        let total: usize = pieces.iter().map(|piece| piece.values.len()).sum();
        if O::from_usize(total).is_none() {
            return Err(ArrowError::OffsetOverflowError(total));
        }
        let mut pieces = pieces.into_iter();
        let (mut values, mut row) = match pieces.next() {
            Some(first) => (first.values, 1 + first.rows),
            None => (String::new(), 1),
        };
        values.reserve(total - values.len());
        for piece in pieces {
            let before = O::from_usize(values.len()).unwrap_or_default();
            for end in offsets.get_mut(row..row + piece.rows).unwrap_or_default() {
                *end += before;
            }
            row += piece.rows;
            values.push_str(&piece.values);
        }
        let values = Buffer::from_vec(values.into_bytes());
        Ok((OffsetBuffer::new(offsets.into()), values, nulls))
    }
}

impl Column<u128> {
    /// The views, the buffers and the validity of a utf8_view column: the input's buffers,
    /// then each piece's, in order; a piece's views into its own buffers moved on when a
    /// piece before it filled more than one.
    #[allow(clippy::type_complexity)]
    fn join_views(
        self,
        pieces: Vec<Written>,
    ) -> Result<(ScalarBuffer<u128>, Vec<Buffer>, Option<NullBuffer>), ArrowError> {
        let input = self.input_buffers().len();
        let mut buffers: Vec<Buffer> = self.input_buffers().to_vec();
        let mut views = self.slots;
        let nulls = null_buffer(&pieces, views.len());
        let mut start = 0;
        for (i, piece) in pieces.into_iter().enumerate() {
            // This writer's buffers were numbered as if each writer before it had filled one.
            let assumed = (input + i) as u32;
            let shift = buffers.len() as u32 - assumed;
            let rows = start..start + piece.rows;
            start = rows.end;
            if shift > 0 {
                for view in views.get_mut(rows).unwrap_or_default() {
                    // Past the inline length, a view names its buffer.
                    let mut fields = ByteView::from(*view);
                    if fields.length as usize > INLINE && fields.buffer_index >= assumed {
                        fields.buffer_index += shift;
                        *view = fields.into();
                    }
                }
            }
            buffers.extend(piece.full);
            buffers.push(Buffer::from_vec(piece.values.into_bytes()));
        }
        Ok((views.into(), buffers, nulls))
    }
}

impl<S: Slot> TextOut<'_, S> {
    /// Whether a row's writer may say [`Wrote::Input`] (a utf8_view column: the row keeps the
    /// input's view); elsewhere the text is written.
    pub fn keeps_input(&self) -> bool {
        self.keeps
    }

    /// The next row, a non-null input row's (`input`, and its `view` in a utf8_view input):
    /// `write` appends its text to the values, or says that it is null, or (see
    /// [`TextOut::keeps_input`]) that it is the input's.
    #[inline(always)]
    pub fn push_with<E>(
        &mut self,
        input: &str,
        view: u128,
        write: impl FnOnce(&mut String) -> Result<Wrote, E>,
    ) -> Result<(), E> {
        self.push_at(self.row, input, view, write)?;
        self.row += 1;
        Ok(())
    }

    /// [`TextOut::push_with`] for a row of a utf8_view input that this writer keeps
    /// ([`TextOut::keeps_input`]), by its `view` alone: the input's text is not needed, since
    /// a [`Wrote::Input`] keeps the view and a text appended for the row is not the input's.
    #[inline(always)]
    pub fn push_kept_view_with<E>(
        &mut self,
        view: u128,
        write: impl FnOnce(&mut String) -> Result<Wrote, E>,
    ) -> Result<(), E> {
        debug_assert!(S::VIEWS && self.keeps, "only a kept view row");
        self.push_with("", view, write)
    }

    /// Row `row`'s slot (and null), for what its writer did (`wrote`, its text appended to
    /// the values from `start`).
    #[inline(always)]
    fn settle(&mut self, row: usize, input: &str, view: u128, start: usize, wrote: Wrote) {
        if wrote == Wrote::Later {
            debug_assert!(S::VIEWS, "only a view can be written out of order");
            return;
        }
        if wrote == Wrote::Null {
            self.nulls.push(row);
        }
        let slot = if S::VIEWS {
            let view = match wrote {
                Wrote::Input if self.keeps => view,
                Wrote::Null | Wrote::Later => 0,
                Wrote::Input => {
                    self.values.push_str(input);
                    self.written_view(start, None)
                }
                Wrote::Text => self.written_view(start, self.keeps.then_some((input, view))),
            };
            S::slot(0, view)
        } else {
            if wrote == Wrote::Input {
                self.values.push_str(input);
            }
            S::slot(self.values.len(), 0)
        };
        self.slots[row] = slot;
    }

    /// How many rows are written (or left for later): the next row's index among this
    /// writer's rows.
    #[inline(always)]
    pub fn rows(&self) -> usize {
        self.row
    }

    /// [`TextOut::push_with`] for row `row` (its index among this writer's rows): a row whose
    /// writer said [`Wrote::Later`], or the next row.
    #[inline(always)]
    pub fn push_at<E>(
        &mut self,
        row: usize,
        input: &str,
        view: u128,
        write: impl FnOnce(&mut String) -> Result<Wrote, E>,
    ) -> Result<(), E> {
        let start = self.values.len();
        let wrote = write(&mut self.values)?;
        self.settle(row, input, view, start, wrote);
        Ok(())
    }

    /// The next row, null.
    pub fn push_null(&mut self) {
        let _ = self.push_with::<()>("", 0, |_| Ok(Wrote::Null));
    }

    /// The next row: `value`, or null.
    pub fn push(&mut self, value: Option<&str>) {
        let _ = self.push_with::<()>("", 0, |values| {
            Ok(match value {
                Some(value) => {
                    values.push_str(value);
                    Wrote::Text
                }
                None => Wrote::Null,
            })
        });
    }

    /// What was written, for [`Column::finish`].
    pub fn into_written(self) -> Written {
        Written {
            values: self.values,
            rows: self.row,
            nulls: self.nulls,
            full: self.full,
        }
    }

    /// The view of the row whose text was appended to the values from `start`: inline, the
    /// input's view when it is the input's text (`input`: the input row's text and view, when
    /// the row may keep it), or into the values, which is buffer `own` after the `full` ones
    /// (values past [`BUFFER_FULL`] become one of them first).
    fn written_view(&mut self, start: usize, input: Option<(&str, u128)>) -> u128 {
        let values = &mut self.values;
        let text = values.get(start..).unwrap_or_default();
        if text.len() <= INLINE {
            let inline = make_view(text.as_bytes(), 0, 0);
            values.truncate(start);
            return inline;
        }
        if let Some((_, view)) = input.filter(|&(input, _)| input == text) {
            values.truncate(start);
            return view;
        }
        let mut start = start;
        if start > BUFFER_FULL {
            // This buffer is full: the text starts the next one.
            let text = values.split_off(start);
            let done = std::mem::replace(values, text);
            self.full.push(Buffer::from_vec(done.into_bytes()));
            start = 0;
        }
        let text = values.as_bytes().get(start..).unwrap_or_default();
        make_view(text, self.own + self.full.len() as u32, start as u32)
    }
}

/// The validity of `rows` rows, from the pieces' null rows; `None` when none is null.
fn null_buffer(pieces: &[Written], rows: usize) -> Option<NullBuffer> {
    if pieces.iter().all(|piece| piece.nulls.is_empty()) {
        return None;
    }
    let mut valid = BooleanBufferBuilder::new(rows);
    valid.append_n(rows, true);
    let mut start = 0;
    for piece in pieces {
        for &row in &piece.nulls {
            valid.set_bit(start + row, false);
        }
        start += piece.rows;
    }
    Some(NullBuffer::new(valid.finish()))
}

// The arrays are made without Arrow validating their text again (the UTF-8 of every row, for a
// million rows a quarter of the time the whole column took): this module wrote every byte of it
// from `&str`s, as Arrow's own builders do, which skip that validation for the same reason. A
// debug build (the one `./test` runs the tests with) validates every array all the same, so
// that a bookkeeping mistake here fails a test rather than passing as unchecked data.

/// A utf8 (`i32` offsets) or large_utf8 (`i64`) array of `values`, rows cut at `offsets`.
fn offsets_array<O: OffsetSizeTrait>(
    offsets: OffsetBuffer<O>,
    values: Buffer,
    nulls: Option<NullBuffer>,
) -> Result<GenericStringArray<O>, ArrowError> {
    if cfg!(debug_assertions) {
        return GenericStringArray::try_new(offsets, values, nulls);
    }
    check_offsets(&offsets, &values, nulls.as_ref())?;
    // SAFETY: what `try_new` checks besides what `check_offsets` did is that `values` is UTF-8
    // and that every offset is at a character boundary. `values` is the pieces' strings one
    // after the other (join_values), so UTF-8; every offset is a piece's string's length after
    // a whole `&str` was appended to it, plus the lengths of the whole strings before it, so at
    // a character boundary (`OffsetBuffer::new` checked that they do not go backwards).
    Ok(unsafe { GenericStringArray::new_unchecked(offsets, values, nulls) })
}

/// The checks of an offsets array's `try_new` that cost nothing per row: the last offset
/// within the values, and the validity as long as the rows.
fn check_offsets<O: arrow_array::OffsetSizeTrait>(
    offsets: &OffsetBuffer<O>,
    values: &Buffer,
    nulls: Option<&NullBuffer>,
) -> Result<(), ArrowError> {
    let rows = offsets.len() - 1;
    if offsets.last().and_then(|end| end.to_usize()) > Some(values.len())
        || nulls.is_some_and(|nulls| nulls.len() != rows)
    {
        return Err(ArrowError::ComputeError(
            "railurl: a string column's offsets or validity do not fit its rows".into(),
        ));
    }
    Ok(())
}

/// A utf8_view array of `views` into `buffers` (see [`offsets_array`]).
fn utf8_view(
    views: ScalarBuffer<u128>,
    buffers: Vec<Buffer>,
    nulls: Option<NullBuffer>,
) -> Result<StringViewArray, ArrowError> {
    if cfg!(debug_assertions) {
        return StringViewArray::try_new(views, buffers, nulls);
    }
    if nulls
        .as_ref()
        .is_some_and(|nulls| nulls.len() != views.len())
    {
        return Err(ArrowError::ComputeError(
            "railurl: a string column's validity does not fit its rows".into(),
        ));
    }
    // SAFETY: `try_new` checks that every view is valid: an inline one (length at most 12)
    // holds UTF-8 and zeros after it; any other one names a buffer, and a range of it that is
    // UTF-8 and starts with the view's prefix. Each view here is one of:
    // - 0 (a null row) or `make_view` of at most 12 bytes of a `&str` (written_view): inline,
    //   valid;
    // - the input array's own view of a non-null row, unchanged (`Wrote::Input`, and
    //   written_view when the text equals the input's): `buffers` starts with the input's data
    //   buffers, in their order (Column::finish), so it names the same bytes, which the input
    //   `StringViewArray` holds valid (its own invariant, which its `value` relies on);
    // - `make_view(text, b, o)` (written_view) of the bytes `o..o + len` of a writer's values
    //   string, just appended as a whole `&str`, so UTF-8 and starting with the prefix
    //   `make_view` takes from them: that string is only appended to afterwards (it is cut
    //   back only to the end of the text of the rows before, after a row whose view is not
    //   into it), or moved whole into a buffer; `b` is its index among the writer's buffers
    //   counted from `own`, which Column::finish moves on so that it names that buffer in
    //   `buffers`.
    Ok(unsafe { StringViewArray::new_unchecked(views, buffers, nulls) })
}
