//! Path productions and their pieces. The tree records a path's first segment and then its
//! other segments as one run (`special_path_steps`, `path_steps`, the setters' runs, or a
//! run of plain steps), so a path of a million segments is a handful of tokens. Its pieces
//! are read when the semantic actions ask for them: a run is read one piece at a time, by
//! running the grammar's step rule (`special_path_step`, ...), or its stretch rule for plain
//! steps (`special_plain_stretch`, ...), at the position where the previous piece ended. The
//! grammar decides every boundary, dot segment and separator, in the run as in the rest of
//! the tree; nothing here looks at the text.

use super::cursor::Cursor;
use super::span::Span;
use super::unexpected::Unexpected;
use crate::syntax::pool::{pooled_tokens, return_tokens};
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
    /// The rest of the path when each of its segments follows a "/" and none is a dot segment
    /// (`special_plain_steps`, `plain_steps`): the whole run, every "/" included. Only
    /// [`PathSyntax::runs`] yields it; [`PathSyntax::pieces`] reads its segments.
    PlainSteps(Span),
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
            | PathPiece::PlainSteps(span) => span,
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
    /// let input = "http://h\\a\\..\\b";
    /// let tree = parse(Entry::WithoutBase, input).unwrap();
    /// let Ok(UrlSyntax::Special { hierarchy, .. }) = ast::url(Entry::WithoutBase, &tree) else { panic!() };
    /// let pieces: Vec<_> = hierarchy.path.runs_without_separators().collect::<Result<_, _>>()?;
    /// assert!(matches!(
    ///     pieces[..],
    ///     [PathPiece::Segment(a), PathPiece::DoubleDot(_), PathPiece::Segment(b)]
    ///         if (a.text(input), b.text(input)) == ("a", "b")
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
        while let Some(token) = pieces.cursor.next() {
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

    /// Whether the path is a URL-path-segment string and perhaps a run of plain steps after
    /// it: no dot segment, no Windows drive letter, no "\". (Then the path state appends each
    /// of its segments as it is, percent-encoded.) Answered from the path's own tokens, without
    /// reading any run.
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
        let rest = children.next().map(|t| t.rule);
        matches!(first, Some(PathPiece::Segment(_)))
            && matches!(
                rest,
                None | Some(Rule::special_plain_steps | Rule::plain_steps)
            )
            && children.next().is_none()
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
        let at = self.next_step;
        // A stretch of plain steps: one leaf of the stretch rule, one piece.
        if let Some(token) = self.tokens.get(at) {
            if run.stretch == Some(token.rule) {
                if token.next as usize != at + 1 {
                    return Err(WHAT);
                }
                self.next_step = at + 1;
                if self.next_step >= self.tokens.len() && run.at >= run.end {
                    self.run = None;
                }
                return Ok(PathPiece::PlainSteps(Span::of(token)));
            }
        }
        // The step's node, whose children are a "\" or nothing, then one segment: one or two
        // leaves after it, its subtree ending after them.
        let at = self.next_step;
        let (step, first, second) = match self.tokens.get(at..) {
            Some([step, piece, ..]) if step.next as usize == at + 2 => (step, piece, None),
            Some([step, first, second, ..]) if step.next as usize == at + 3 => {
                (step, first, Some(second))
            }
            _ => return Err(WHAT),
        };
        let leaf = |token: &Token, index: usize| token.next as usize == index + 1;
        if step.rule != run.step
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
        self.next_step = step.next as usize;
        if self.next_step >= self.tokens.len() && run.at >= run.end {
            self.run = None;
        }
        match (first, second) {
            (PathPiece::ReverseSolidus(_), Some(segment)) if !self.separators => Ok(segment),
            _ => {
                self.pending = second;
                Ok(first)
            }
        }
    }
}

impl Drop for PathPieces<'_> {
    fn drop(&mut self) {
        return_tokens(core::mem::take(&mut self.tokens));
    }
}

/// The piece a segment token is.
fn piece(token: &Token) -> Option<PathPiece> {
    let span = Span::of(token);
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
                let mut token = self.cursor.next()?;
                if !self.separators && token.rule == Rule::reverse_solidus {
                    token = self.cursor.next()?;
                }
                let span = Span::of(token);
                match (token.rule, piece(token)) {
                    (_, Some(piece)) => Ok(piece),
                    (Rule::special_plain_steps | Rule::plain_steps, _) if !self.expand_plain => {
                        Ok(PathPiece::PlainSteps(span))
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
            self.cursor.at = self.cursor.end;
        }
        Some(result)
    }
}
