//! Path productions and their pieces. The tree records a path's first segment and then its
//! other segments piece by piece (`special_path_turns`, `path_turns`): a stretch of plain
//! steps (`special_plain_stretch`, ...) or one step (`special_path_step`, ...), at most 32 of
//! them, then a longer path's other segments as one run (`special_path_steps`, `path_steps`,
//! like the setters' runs), so a path of a million segments is a bounded number of tokens. A
//! run is read when the semantic actions ask for it, one piece at a time, by running the
//! grammar's step rule (`special_path_step`, ...), or its stretch rule for plain steps
//! (`special_plain_stretch`, ...), at the position where the previous piece ended. The grammar
//! decides every boundary, dot segment and separator, in the run as in the rest of the tree;
//! nothing here looks at the text.

use super::cursor::Cursor;
use super::span::Span;
use super::unexpected::Unexpected;
use crate::syntax::pool::{pooled_tokens, return_tokens};
use crate::syntax::recognizer::each_step;
use crate::syntax::rule::Rule;
use crate::syntax::steps::read_steps;
use crate::syntax::token::Token;
use alloc::vec::Vec;

/// A path production: its span, and its pieces read one at a time.
#[derive(Clone, Copy, Debug)]
pub struct PathSyntax<'t> {
    pub(super) tokens: &'t [Token],
    pub(super) index: u32,
    /// The tree's input: a run of steps is read from it.
    pub(super) input: &'t str,
}

/// One piece of a path production.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathPiece {
    /// A URL-path-segment string.
    Segment(Span),
    /// A single-dot URL path segment.
    SingleDot(Span),
    /// A double-dot URL path segment.
    DoubleDot(Span),
    /// A Windows drive letter at the start of a file path.
    DriveLetter(Span),
    /// A "\" where a special URL has a "/" (a separator, or the path's leading slash).
    ReverseSolidus(Span),
    /// Steps that each follow a "/" and none is a dot segment (`special_plain_stretch`,
    /// `plain_stretch`): the whole stretch, every "/" included. Only [`PathSyntax::runs`]
    /// yields it; [`PathSyntax::pieces`] reads its segments.
    PlainSteps(Span),
    /// Steps none of which is a dot segment, the first after a "\\" and each of the others
    /// after a "/" or "\\" (`special_reverse_solidus_stretch`): the whole stretch, every
    /// separator included. Only [`PathSyntax::runs`] yields it; [`PathSyntax::pieces`] reads
    /// its separators and segments.
    ReverseSolidusSteps(Span),
}

impl PathPiece {
    /// The piece's span in the input.
    ///
    /// ```
    /// use railurl::syntax::ast::{PathPiece, Span};
    /// let span = Span::new(3, 5);
    /// assert_eq!(PathPiece::DoubleDot(span).span(), span);
    /// ```
    pub fn span(&self) -> Span {
        match *self {
            PathPiece::Segment(span)
            | PathPiece::SingleDot(span)
            | PathPiece::DoubleDot(span)
            | PathPiece::DriveLetter(span)
            | PathPiece::ReverseSolidus(span)
            | PathPiece::PlainSteps(span)
            | PathPiece::ReverseSolidusSteps(span) => span,
        }
    }
}

impl<'t> PathSyntax<'t> {
    /// The whole path's span.
    ///
    /// ```
    /// use railurl::syntax::{ast::{self, UrlSyntax}, parse, Entry};
    /// let input = "http://h/a\\b";
    /// let tree = parse(Entry::WithoutBase, input).unwrap();
    /// let Ok(UrlSyntax::Special { hierarchy, .. }) = ast::url(Entry::WithoutBase, &tree) else { panic!() };
    /// assert_eq!(hierarchy.path.span().text(input), "/a\\b");
    /// ```
    pub fn span(&self) -> Span {
        self.tokens
            .get(self.index as usize)
            .map(Span::of)
            .unwrap_or_default()
    }

    /// The pieces, in order, each segment on its own (a run of plain steps is read segment
    /// by segment).
    ///
    /// ```
    /// use railurl::syntax::{ast::{self, PathPiece, UrlSyntax}, parse, Entry};
    /// let input = "http://h/a\\../b/c";
    /// let tree = parse(Entry::WithoutBase, input).unwrap();
    /// let Ok(UrlSyntax::Special { hierarchy, .. }) = ast::url(Entry::WithoutBase, &tree) else { panic!() };
    /// let pieces: Vec<_> = hierarchy.path.pieces().collect::<Result<_, _>>()?;
    /// assert!(matches!(
    ///     pieces[..],
    ///     [PathPiece::Segment(a), PathPiece::ReverseSolidus(_), PathPiece::DoubleDot(_), PathPiece::Segment(b), PathPiece::Segment(c)]
    ///         if (a.text(input), b.text(input), c.text(input)) == ("a", "b", "c")
    /// ));
    /// # Ok::<(), railurl::syntax::ast::Unexpected>(())
    /// ```
    pub fn pieces(&self) -> PathPieces<'t> {
        self.read(true)
    }

    /// The pieces, in order, with a run of plain steps as one [`PathPiece::PlainSteps`].
    ///
    /// ```
    /// use railurl::syntax::{ast::{self, PathPiece, UrlSyntax}, parse, Entry};
    /// let input = "http://h/a/b/c?q";
    /// let tree = parse(Entry::WithoutBase, input).unwrap();
    /// let Ok(UrlSyntax::Special { hierarchy, .. }) = ast::url(Entry::WithoutBase, &tree) else { panic!() };
    /// let pieces: Vec<_> = hierarchy.path.runs().collect::<Result<_, _>>()?;
    /// assert!(matches!(
    ///     pieces[..],
    ///     [PathPiece::Segment(a), PathPiece::PlainSteps(rest)] if (a.text(input), rest.text(input)) == ("a", "/b/c")
    /// ));
    /// # Ok::<(), railurl::syntax::ast::Unexpected>(())
    /// ```
    pub fn runs(&self) -> PathPieces<'t> {
        self.read(false)
    }

    /// The pieces as [`PathSyntax::runs`] gives them, without the "\\" separators
    /// ([`PathPiece::ReverseSolidus`]): what the path state acts on, since a "\\" in a
    /// special URL is a "/", and every separator is followed by a segment.
    ///
    /// ```
    /// use railurl::syntax::{ast::{self, PathPiece, UrlSyntax}, parse, Entry};
    /// let input = "http://h\\a\\..\\b\\c";
    /// let tree = parse(Entry::WithoutBase, input).unwrap();
    /// let Ok(UrlSyntax::Special { hierarchy, .. }) = ast::url(Entry::WithoutBase, &tree) else { panic!() };
    /// let pieces: Vec<_> = hierarchy.path.runs_without_separators().collect::<Result<_, _>>()?;
    /// assert!(matches!(
    ///     pieces[..],
    ///     [PathPiece::Segment(a), PathPiece::DoubleDot(_), PathPiece::ReverseSolidusSteps(rest)]
    ///         if (a.text(input), rest.text(input)) == ("a", "\\b\\c")
    /// ));
    /// # Ok::<(), railurl::syntax::ast::Unexpected>(())
    /// ```
    pub fn runs_without_separators(&self) -> PathPieces<'t> {
        let mut pieces = self.read(false);
        pieces.separators = false;
        pieces
    }

    /// The segments of a run of plain steps of this path (a [`PathPiece::PlainSteps`] that
    /// [`PathSyntax::runs`] gave), read one at a time; an error if `run` is not one.
    ///
    /// ```
    /// use railurl::syntax::{ast::{self, PathPiece, UrlSyntax}, parse, Entry};
    /// let input = "file:///./C|/x";
    /// let tree = parse(Entry::WithoutBase, input).unwrap();
    /// let Ok(UrlSyntax::File { file: ast::FileState::Host { path, .. }, .. }) = ast::url(Entry::WithoutBase, &tree) else { panic!() };
    /// let Some(Ok(PathPiece::PlainSteps(run))) = path.runs().nth(1) else { panic!() };
    /// let segments: Vec<_> = path.plain_segments(run).map(|p| match p {
    ///     Ok(PathPiece::Segment(s)) => s.text(input),
    ///     _ => "?",
    /// }).collect();
    /// assert_eq!(segments, ["C|", "x"]);
    /// ```
    pub fn plain_segments(&self, run: Span) -> PathPieces<'t> {
        let mut pieces = self.read(true);
        let mut step = None;
        // The path's children, and the pieces after its first segment (special_path_turns,
        // path_turns) in their place; the cursor is left at the end, so only the run is read.
        loop {
            let index = pieces.cursor.at;
            let Some(token) = pieces.cursor.next() else {
                break;
            };
            if matches!(token.rule, Rule::special_path_turns | Rule::path_turns) {
                pieces.cursor = Cursor::children(self.tokens, index);
                continue;
            }
            let node = Span::of(token);
            if node.start() <= run.start() && run.end() <= node.end() && run.start() < run.end() {
                step = step.or(token.rule.path_step());
            }
        }
        match step {
            Some(step) => {
                pieces.run = Some(Run {
                    step,
                    stretch: None,
                    at: run.start(),
                    end: run.end(),
                })
            }
            // Not a run of this path: one error.
            None => pieces.pending_error = true,
        }
        pieces
    }

    /// The pieces [`PathSyntax::runs_without_separators`] gives, to `visit` one at a time
    /// as they are read: a run of steps is read piece by piece and each is acted on before the
    /// next is read, with no list of them.
    pub(crate) fn for_each_run<E: From<Unexpected>>(
        &self,
        mut visit: impl FnMut(PathPiece) -> Result<(), E>,
    ) -> Result<(), E> {
        #[cfg(feature = "pest-runtime")]
        if crate::syntax::runtime::is_active() {
            for piece in self.runs_without_separators() {
                visit(piece?)?;
            }
            return Ok(());
        }
        let mut children = Cursor::children(self.tokens, self.index as usize);
        loop {
            let index = children.at;
            let Some(token) = children.next() else {
                return Ok(());
            };
            if let Some(piece) = piece(token) {
                if !matches!(piece, PathPiece::ReverseSolidus(_)) {
                    visit(piece)?;
                }
                continue;
            }
            match token.rule {
                // The pieces after the first segment: read them next (the path's last node).
                Rule::special_path_turns | Rule::path_turns => {
                    children = Cursor::children(self.tokens, index);
                }
                Rule::special_plain_stretch | Rule::plain_stretch => {
                    visit(PathPiece::PlainSteps(Span::of(token)))?;
                }
                Rule::special_reverse_solidus_stretch => {
                    visit(PathPiece::ReverseSolidusSteps(Span::of(token)))?;
                }
                Rule::special_path_step | Rule::path_step => {
                    match lower_piece(self.tokens, index, token.rule, None)?.0 {
                        Lowered::Step(PathPiece::ReverseSolidus(_), Some(segment)) => {
                            visit(segment)?
                        }
                        Lowered::Step(first, second) => {
                            visit(first)?;
                            if let Some(second) = second {
                                visit(second)?;
                            }
                        }
                        Lowered::Stretch(span) => visit(PathPiece::PlainSteps(span))?,
                    }
                }
                rule => {
                    let Some(step) = rule.path_step() else {
                        return Err(Unexpected("a path segment").into());
                    };
                    read_run(
                        step,
                        rule.plain_stretch(),
                        self.input,
                        Span::of(token),
                        &mut visit,
                    )?;
                }
            }
        }
    }

    fn read(&self, expand_plain: bool) -> PathPieces<'t> {
        PathPieces {
            cursor: Cursor::children(self.tokens, self.index as usize),
            input: self.input,
            expand_plain,
            run: None,
            pending: None,
            pending_error: false,
            tokens: Vec::new(),
            next_step: 0,
            separators: true,
        }
    }

    /// Whether the path is a URL-path-segment string and perhaps one stretch of plain steps
    /// after it: no dot segment, no Windows drive letter, no "\". (Then the path state appends
    /// each of its segments as it is, percent-encoded.) Answered from the path's own tokens,
    /// without reading any run.
    ///
    /// ```
    /// use railurl::syntax::{ast::{self, UrlSyntax}, parse, Entry};
    /// for (input, plain) in [("http://h/a/b c/d", true), ("http://h/a/./b", false), ("http://h\\a", false)] {
    ///     let tree = parse(Entry::WithoutBase, input).unwrap();
    ///     let Ok(UrlSyntax::Special { hierarchy, .. }) = ast::url(Entry::WithoutBase, &tree) else { panic!() };
    ///     assert_eq!(hierarchy.path.is_plain(), plain, "{input}");
    /// }
    /// ```
    pub fn is_plain(&self) -> bool {
        let mut children = Cursor::children(self.tokens, self.index as usize);
        let first = children.next().and_then(piece);
        let turns = children.at;
        let plain_rest = match children.next() {
            None => true,
            Some(token) if matches!(token.rule, Rule::special_path_turns | Rule::path_turns) => {
                let mut pieces = Cursor::children(self.tokens, turns);
                matches!(
                    pieces.next().map(|t| t.rule),
                    Some(Rule::special_plain_stretch | Rule::plain_stretch)
                ) && pieces.next().is_none()
            }
            Some(_) => false,
        };
        matches!(first, Some(PathPiece::Segment(_))) && plain_rest && children.next().is_none()
    }

    /// Whether the path, after a leading "\", starts with a Windows drive letter (the file
    /// states ask whether the rest "starts with a Windows drive letter").
    ///
    /// ```
    /// use railurl::syntax::{ast::{self, FileState, UrlSyntax}, parse, Entry};
    /// let tree = parse(Entry::WithFileBase, "C|/x").unwrap();
    /// let Ok(UrlSyntax::FileRelative(FileState::RelativePath(path), _)) = ast::url(Entry::WithFileBase, &tree) else { panic!() };
    /// assert!(path.starts_with_drive_letter());
    /// ```
    pub fn starts_with_drive_letter(&self) -> bool {
        let mut pieces = self
            .runs()
            .skip_while(|p| matches!(p, Ok(PathPiece::ReverseSolidus(_))));
        matches!(pieces.next(), Some(Ok(PathPiece::DriveLetter(_))))
    }
}

/// A run of steps being read: the step rule, where the next unread step starts, where the
/// run ends.
#[derive(Clone, Copy, Debug)]
struct Run {
    step: Rule,
    /// The rule of a stretch of plain steps, which [`PathSyntax::runs`] yields as one piece.
    stretch: Option<Rule>,
    at: usize,
    end: usize,
}

/// The pieces of a path, lowered one at a time.
#[derive(Clone)]
pub struct PathPieces<'t> {
    cursor: Cursor<'t>,
    input: &'t str,
    /// Whether a run of plain steps is read segment by segment or yielded whole.
    expand_plain: bool,
    /// The run being read, if any.
    run: Option<Run>,
    /// The segment of the step just read, after its "\", not yet yielded.
    pending: Option<PathPiece>,
    /// An error to yield first (a run that is not one, given to `plain_segments`).
    pending_error: bool,
    /// The trees of the steps last read, one after the other (no list until a run is read:
    /// most paths have none; then one from the token pool).
    tokens: Vec<Token>,
    /// The index in `tokens` of the next step's node not yet lowered.
    next_step: usize,
    /// Whether "\\" separators are yielded ([`PathPiece::ReverseSolidus`]).
    separators: bool,
}

impl PathPieces<'_> {
    /// The next piece of `run`: a stretch of plain steps, or a step's pieces (a "\" or
    /// nothing, then a segment), the first returned and the second kept for the next call. The
    /// pieces are read [`STEPS_PER_READ`](crate::syntax::steps::STEPS_PER_READ) at a time, in
    /// one call of the grammar's rules, and lowered from their trees one at a time. (Not
    /// inlined: most paths have no run to read, and their iteration stays small.)
    #[inline(never)]
    fn step(&mut self, mut run: Run) -> Result<PathPiece, Unexpected> {
        const WHAT: Unexpected = Unexpected("a path step");
        if self.next_step >= self.tokens.len() {
            if self.tokens.capacity() == 0 {
                // The first pieces read: a list from the parses' pool (given back on drop), so
                // that reading a run allocates nothing once a thread has parsed before.
                self.tokens = pooled_tokens();
            }
            let reached = read_steps(
                run.step,
                run.stretch,
                self.input,
                (run.at, run.end),
                &mut self.tokens,
            )
            .ok_or(WHAT)?;
            if reached <= run.at {
                return Err(WHAT);
            }
            run.at = reached;
            self.run = Some(run);
            self.next_step = 0;
        }
        let (lowered, next) = lower_piece(&self.tokens, self.next_step, run.step, run.stretch)?;
        self.next_step = next;
        if self.next_step >= self.tokens.len() && run.at >= run.end {
            self.run = None;
        }
        match lowered {
            Lowered::Stretch(span) => Ok(PathPiece::PlainSteps(span)),
            Lowered::Step(PathPiece::ReverseSolidus(_), Some(segment)) if !self.separators => {
                Ok(segment)
            }
            Lowered::Step(first, second) => {
                self.pending = second;
                Ok(first)
            }
        }
    }
}

/// One piece of a run of steps, lowered from its tree.
enum Lowered {
    /// A stretch of plain steps (its one leaf).
    Stretch(Span),
    /// A step: a "\" or a segment, then the segment after the "\".
    Step(PathPiece, Option<PathPiece>),
}

/// Lower the piece whose tree starts at `at` of `tokens` (read by the step rule `step`, or
/// the stretch rule `stretch`): the piece, and where the next piece's tree starts.
#[inline(always)]
fn lower_piece(
    tokens: &[Token],
    at: usize,
    step: Rule,
    stretch: Option<Rule>,
) -> Result<(Lowered, usize), Unexpected> {
    const WHAT: Unexpected = Unexpected("a path step");
    // A stretch of plain steps: one leaf of the stretch rule, one piece.
    if let Some(token) = tokens.get(at) {
        if stretch == Some(token.rule) {
            if token.next as usize != at + 1 {
                return Err(WHAT);
            }
            return Ok((Lowered::Stretch(Span::of(token)), at + 1));
        }
    }
    // The step's node, whose children are a "\" or nothing, then one segment: one or two
    // leaves after it, its subtree ending after them.
    let (node, first, second) = match tokens.get(at..) {
        Some([node, piece, ..]) if node.next as usize == at + 2 => (node, piece, None),
        Some([node, first, second, ..]) if node.next as usize == at + 3 => {
            (node, first, Some(second))
        }
        _ => return Err(WHAT),
    };
    let leaf = |token: &Token, index: usize| token.next as usize == index + 1;
    if node.rule != step
        || !leaf(first, at + 1)
        || second.is_some_and(|second| !leaf(second, at + 2))
    {
        return Err(WHAT);
    }
    let first = piece(first).ok_or(WHAT)?;
    let second = match second {
        None => None,
        Some(token) => Some(piece(token).ok_or(WHAT)?),
    };
    Ok((Lowered::Step(first, second), node.next as usize))
}

impl Drop for PathPieces<'_> {
    fn drop(&mut self) {
        return_tokens(core::mem::take(&mut self.tokens));
    }
}

/// The piece a segment token is.
#[inline]
fn piece(token: &Token) -> Option<PathPiece> {
    let span = Span::of(token);
    // The segments of special URLs first, on their own: the match below is a jump through
    // a table, whose target varies from piece to piece.
    if token.rule == Rule::special_path_segment {
        return Some(PathPiece::Segment(span));
    }
    Some(match token.rule {
        Rule::special_path_segment
        | Rule::path_segment
        | Rule::setter_special_path_segment
        | Rule::setter_path_segment => PathPiece::Segment(span),
        Rule::single_dot_segment => PathPiece::SingleDot(span),
        Rule::double_dot_segment => PathPiece::DoubleDot(span),
        Rule::windows_drive_letter => PathPiece::DriveLetter(span),
        Rule::reverse_solidus => PathPiece::ReverseSolidus(span),
        _ => return None,
    })
}

/// Read the run of steps at `span` with the step rule `step` (and the stretch rule
/// `stretch`), giving its pieces without the "\\" separators to `visit`.
fn read_run<E: From<Unexpected>>(
    step: Rule,
    stretch: Option<Rule>,
    input: &str,
    span: Span,
    visit: &mut impl FnMut(PathPiece) -> Result<(), E>,
) -> Result<(), E> {
    const WHAT: Unexpected = Unexpected("a path step");
    each_step(
        step,
        stretch,
        input,
        (span.start(), span.end()),
        |tree| match lower_piece(tree, 0, step, stretch)? {
            (Lowered::Stretch(span), _) => visit(PathPiece::PlainSteps(span)),
            (Lowered::Step(PathPiece::ReverseSolidus(_), Some(segment)), _) => visit(segment),
            (Lowered::Step(first, second), _) => {
                visit(first)?;
                match second {
                    Some(second) => visit(second),
                    None => Ok(()),
                }
            }
        },
        || E::from(WHAT),
    )
}

impl Iterator for PathPieces<'_> {
    type Item = Result<PathPiece, Unexpected>;
    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if let Some(piece) = self.pending.take() {
            return Some(Ok(piece));
        }
        if core::mem::take(&mut self.pending_error) {
            return Some(Err(Unexpected("a run of plain steps")));
        }
        let result = match self.run {
            Some(run) => self.step(run),
            None => {
                let mut index = self.cursor.at;
                let mut token = self.cursor.next()?;
                if matches!(token.rule, Rule::special_path_turns | Rule::path_turns) {
                    // The pieces after the first segment (the path's last node).
                    self.cursor = Cursor::children(self.cursor.tokens, index);
                    index = self.cursor.at;
                    token = self.cursor.next()?;
                }
                if !self.separators && token.rule == Rule::reverse_solidus {
                    token = self.cursor.next()?;
                }
                let span = Span::of(token);
                match (token.rule, piece(token)) {
                    (_, Some(piece)) => Ok(piece),
                    (Rule::special_plain_stretch | Rule::plain_stretch, _)
                        if !self.expand_plain =>
                    {
                        Ok(PathPiece::PlainSteps(span))
                    }
                    (Rule::special_reverse_solidus_stretch, _) if !self.expand_plain => {
                        Ok(PathPiece::ReverseSolidusSteps(span))
                    }
                    (Rule::special_path_step | Rule::path_step, _) => {
                        match lower_piece(self.cursor.tokens, index, token.rule, None) {
                            Ok((Lowered::Step(PathPiece::ReverseSolidus(_), Some(segment)), _))
                                if !self.separators =>
                            {
                                Ok(segment)
                            }
                            Ok((Lowered::Step(first, second), _)) => {
                                self.pending = second;
                                Ok(first)
                            }
                            Ok((Lowered::Stretch(span), _)) => Ok(PathPiece::PlainSteps(span)),
                            Err(e) => Err(e),
                        }
                    }
                    (rule, _) => match rule.path_step() {
                        Some(step) => self.step(Run {
                            step,
                            stretch: rule.plain_stretch().filter(|_| !self.expand_plain),
                            at: span.start(),
                            end: span.end(),
                        }),
                        None => Err(Unexpected("a path segment")),
                    },
                }
            }
        };
        if result.is_err() {
            // One error ends the iteration.
            self.run = None;
            self.pending = None;
            self.cursor.finish();
        }
        Some(result)
    }
}
