//! Strings generated from a grammar's rules, and mutations of them: the inputs on which the
//! two formulations are compared. Generated strings are in the language (mostly; a prose
//! value generates nothing); mutated ones are near it, where the interesting mistakes are.

use super::ast::Node;
use super::grammar::Grammar;

/// A small deterministic random number generator (xorshift64*), so that runs repeat.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (any value).
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Characters mutations insert: every delimiter of the URI grammars, the characters they
/// exclude, letters and digits that matter (`v`, hex digits), and non-ASCII characters on
/// both sides of RFC 3987's ranges.
const SPICE: &[char] = &[
    ':',
    '/',
    '?',
    '#',
    '[',
    ']',
    '@',
    '!',
    '$',
    '&',
    '\'',
    '(',
    ')',
    '*',
    '+',
    ',',
    ';',
    '=',
    '%',
    '-',
    '.',
    '_',
    '~',
    ' ',
    '"',
    '<',
    '>',
    '\\',
    '^',
    '`',
    '{',
    '|',
    '}',
    'a',
    'F',
    'g',
    'v',
    'V',
    'x',
    '0',
    '1',
    '2',
    '5',
    '9',
    '\u{7F}',
    '\u{0}',
    '\u{9F}',
    '\u{A0}',
    'é',
    '\u{D7FF}',
    '\u{E000}',
    '\u{F8FF}',
    '\u{F900}',
    '\u{FDD0}',
    '\u{FDF0}',
    '\u{FFEF}',
    '\u{FFF0}',
    '\u{FFFD}',
    '\u{10000}',
    '\u{1FFFE}',
    '\u{E0FFF}',
    '\u{E1000}',
    '\u{F0000}',
    '\u{10FFFD}',
    '\u{10FFFF}',
];

/// `n` inputs for `entry`: random strings of its language, every other one mutated, so that
/// half are (mostly) in the language and half near it.
pub fn inputs<'g>(
    grammar: &'g Grammar,
    entry: &'g str,
    rng: &'g mut Rng,
    n: usize,
) -> impl Iterator<Item = String> + 'g {
    (0..n).map(move |i| {
        let base = generate(grammar, entry, rng);
        if i % 2 == 0 {
            base
        } else {
            mutate(&base, rng)
        }
    })
}

/// A random string of `entry`'s language.
pub fn generate(grammar: &Grammar, entry: &str, rng: &mut Rng) -> String {
    let mut out = String::new();
    if let Some(def) = grammar.get(entry) {
        node(grammar, &def.node, rng, &mut out, 0);
    }
    out
}

fn node(grammar: &Grammar, n: &Node, rng: &mut Rng, out: &mut String, depth: usize) {
    match n {
        Node::Alt(items) => node(grammar, &items[rng.below(items.len())], rng, out, depth),
        Node::Seq(items) => items.iter().for_each(|i| node(grammar, i, rng, out, depth)),
        Node::Group(inner) => node(grammar, inner, rng, out, depth),
        Node::Optional(inner) => {
            if rng.below(2) == 0 {
                node(grammar, inner, rng, out, depth)
            }
        }
        Node::Repeat {
            min,
            max,
            node: inner,
        } => {
            let extra = match max {
                Some(max) => (max - min) as usize,
                None => 6,
            };
            // Short repetitions mostly, the longest now and then.
            let count = *min as usize
                + match rng.below(4) {
                    0 => extra,
                    _ => rng.below(extra.min(3) + 1),
                };
            for _ in 0..count {
                node(grammar, inner, rng, out, depth);
            }
        }
        Node::Name(name, _) => {
            if let Some(def) = grammar.get(name) {
                if depth < 64 {
                    node(grammar, &def.node, rng, out, depth + 1);
                }
            }
        }
        Node::Str {
            text,
            case_sensitive,
            ..
        } => {
            for ch in text.chars() {
                let flip = !case_sensitive && ch.is_ascii_alphabetic() && rng.below(2) == 0;
                out.push(if flip { (ch as u8 ^ 0x20) as char } else { ch });
            }
        }
        Node::Chars(values, _) => values
            .iter()
            .filter_map(|&v| char::from_u32(v))
            .for_each(|c| out.push(c)),
        Node::Range(lo, hi, _) => {
            let v = match rng.below(4) {
                0 => *lo,
                1 => *hi,
                _ => lo + (rng.next_u64() % u64::from(hi - lo + 1)) as u32,
            };
            if let Some(c) = char::from_u32(v) {
                out.push(c);
            }
        }
        Node::Prose(..) => {}
    }
}

/// `input` with one to three random edits: a character inserted, deleted or replaced, or a
/// piece repeated.
pub fn mutate(input: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = input.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() + 1);
        let spice = SPICE[rng.below(SPICE.len())];
        match rng.below(4) {
            0 => chars.insert(at, spice),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 if at < chars.len() => chars[at] = spice,
            _ => {
                let end = (at + 1 + rng.below(4)).min(chars.len());
                let piece: Vec<char> = chars[at.min(end)..end].to_vec();
                for (i, c) in piece.into_iter().enumerate() {
                    chars.insert(end + i, c);
                }
            }
        }
    }
    chars.into_iter().collect()
}
