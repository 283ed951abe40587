//! The rules of a grammar as the ABNF text writes them: one [`Rule`] per definition, its
//! right-hand side a [`Node`] tree that keeps groups, options and the spelling of every
//! terminal, so that a rule can be printed back (the `Display` impls) and compared with
//! another reader's.

use std::fmt;

/// Where something is written: a file and a 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc {
    /// The file, as the grammar table names it (`grammar/rfc3986.abnf`).
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub col: usize,
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// How a rule is defined (RFC 5234 section 3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefinedAs {
    /// `=`: a basic definition.
    Basic,
    /// `=/`: incremental alternatives added to an earlier definition.
    Incremental,
}

/// One definition as written: `name = elements` or `name =/ elements`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The rule name as spelled in this definition (rule names are case-insensitive).
    pub name: String,
    /// `=` or `=/`.
    pub defined_as: DefinedAs,
    /// The right-hand side.
    pub node: Node,
    /// Where the name is written.
    pub loc: Loc,
}

/// An element of a right-hand side (RFC 5234 section 4, `alternation` down to `element`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// `a / b / c` (unordered: any alternative that matches is a match).
    Alt(Vec<Node>),
    /// `a b c`.
    Seq(Vec<Node>),
    /// `n*m element`, `*element`, `n element`: `max` is `None` when unbounded.
    Repeat {
        /// At least this many.
        min: u32,
        /// At most this many, or unbounded.
        max: Option<u32>,
        /// What is repeated.
        node: Box<Node>,
    },
    /// `( alternation )`.
    Group(Box<Node>),
    /// `[ alternation ]`: zero or one.
    Optional(Box<Node>),
    /// A reference to a rule, with where it is written.
    Name(String, Loc),
    /// A quoted string: `"abc"` and `%i"abc"` are case-insensitive, `%s"abc"` (RFC 7405)
    /// case-sensitive.
    Str {
        /// The characters between the quotes.
        text: String,
        /// `%s"..."`.
        case_sensitive: bool,
        /// Written with RFC 7405's `%i` prefix (only for printing it back).
        explicit: bool,
    },
    /// A numeric value or concatenation of values: `%x41`, `%x0D.0A`, `%d13`. The radix is
    /// kept for printing.
    Chars(Vec<u32>, Radix),
    /// A numeric range: `%x41-5A`.
    Range(u32, u32, Radix),
    /// A prose value `<...>` (RFC 5234 section 4, "to be used as last resort"), with where it
    /// is written.
    Prose(String, Loc),
}

/// The radix of a numeric value: `%b`, `%d` or `%x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Radix {
    /// `%b`.
    Bin,
    /// `%d`.
    Dec,
    /// `%x`.
    Hex,
}

impl Radix {
    fn write(self, f: &mut fmt::Formatter<'_>, v: u32) -> fmt::Result {
        match self {
            Radix::Bin => write!(f, "{v:b}"),
            Radix::Dec => write!(f, "{v}"),
            Radix::Hex => write!(f, "{v:02X}"),
        }
    }

    fn letter(self) -> char {
        match self {
            Radix::Bin => 'b',
            Radix::Dec => 'd',
            Radix::Hex => 'x',
        }
    }
}

impl Node {
    /// Calls `f` on every rule reference in this tree, with where it is written.
    pub fn each_name<'a>(&'a self, f: &mut dyn FnMut(&'a str, &'a Loc)) {
        match self {
            Node::Alt(items) | Node::Seq(items) => items.iter().for_each(|n| n.each_name(f)),
            Node::Repeat { node, .. } | Node::Group(node) | Node::Optional(node) => {
                node.each_name(f)
            }
            Node::Name(name, loc) => f(name, loc),
            Node::Str { .. } | Node::Chars(..) | Node::Range(..) | Node::Prose(..) => {}
        }
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Node::Alt(items) => join(f, items, " / "),
            Node::Seq(items) => join(f, items, " "),
            Node::Repeat { min, max, node } => {
                match (min, max) {
                    (a, Some(b)) if a == b => write!(f, "{a}")?,
                    (0, None) => write!(f, "*")?,
                    (a, None) => write!(f, "{a}*")?,
                    (0, Some(b)) => write!(f, "*{b}")?,
                    (a, Some(b)) => write!(f, "{a}*{b}")?,
                }
                write!(f, "{node}")
            }
            Node::Group(node) => write!(f, "( {node} )"),
            Node::Optional(node) => write!(f, "[ {node} ]"),
            Node::Name(name, _) => f.write_str(name),
            Node::Str {
                text,
                case_sensitive,
                explicit,
            } => match (case_sensitive, explicit) {
                (true, _) => write!(f, "%s\"{text}\""),
                (false, true) => write!(f, "%i\"{text}\""),
                (false, false) => write!(f, "\"{text}\""),
            },
            Node::Chars(values, radix) => {
                write!(f, "%{}", radix.letter())?;
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        f.write_str(".")?;
                    }
                    radix.write(f, *v)?;
                }
                Ok(())
            }
            Node::Range(lo, hi, radix) => {
                write!(f, "%{}", radix.letter())?;
                radix.write(f, *lo)?;
                f.write_str("-")?;
                radix.write(f, *hi)
            }
            Node::Prose(text, _) => write!(f, "<{text}>"),
        }
    }
}

fn join(f: &mut fmt::Formatter<'_>, items: &[Node], sep: &str) -> fmt::Result {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(sep)?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let op = match self.defined_as {
            DefinedAs::Basic => "=",
            DefinedAs::Incremental => "=/",
        };
        write!(f, "{} {op} {}", self.name, self.node)
    }
}
