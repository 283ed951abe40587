//! The deterministic input generator: `(input, base)` pairs for the parser comparison.

use crate::pieces::BASES;
use crate::rng::Rng;
use crate::shapes;

/// An endless, deterministic stream of `(input, Option<base>)` pairs that stress every part
/// of the basic URL parser: structured URLs built from [`pieces`](super::pieces), relative
/// references against a pool of bases, mutations of those and of given inputs (such as WPT's),
/// and tab, newline, C0 and space noise. The same seed gives the same stream.
///
/// ```
/// use railurl_conformance::Generator;
/// let first: Vec<_> = Generator::new(1).take(100).collect();
/// assert_eq!(first, Generator::new(1).take(100).collect::<Vec<_>>());
/// assert!(first.iter().any(|(_, base)| base.is_some()));
/// assert!(first.iter().any(|(_, base)| base.is_none()));
/// ```
#[derive(Clone, Debug)]
pub struct Generator {
    rng: Rng,
    inputs: Vec<String>,
}

impl Generator {
    /// A generator whose stream is determined by `seed`.
    pub fn new(seed: u64) -> Generator {
        Generator {
            rng: Rng::new(seed),
            inputs: Vec::new(),
        }
    }

    /// Also mutate these inputs (for example WPT's urltestdata inputs).
    ///
    /// ```
    /// use railurl_conformance::Generator;
    /// let gen = Generator::new(1).with_inputs(vec!["http://a/".to_owned()]);
    /// assert_eq!(gen.take(10).count(), 10);
    /// ```
    pub fn with_inputs(mut self, inputs: Vec<String>) -> Generator {
        self.inputs = inputs;
        self
    }

    /// A base: none, one from the pool (sometimes mutated), or a generated absolute URL (which
    /// may itself fail).
    fn base(&mut self) -> Option<String> {
        match self.rng.below(20) {
            0..=7 => None,
            8..=16 => Some(self.rng.pick(BASES).to_owned()),
            17 => {
                let mut base = self.rng.pick(BASES).to_owned();
                shapes::mutate(&mut self.rng, &mut base);
                Some(base)
            }
            _ => Some(shapes::absolute(&mut self.rng)),
        }
    }

    /// An input: structured, mutated structured, or a mutated given input.
    fn input(&mut self, has_base: bool) -> String {
        let rng = &mut self.rng;
        let structured = |rng: &mut Rng| {
            if has_base && rng.chance(60) {
                shapes::relative(rng)
            } else {
                shapes::absolute(rng)
            }
        };
        let mut input = match rng.below(20) {
            0..=10 => structured(rng),
            11..=15 => {
                let mut s = structured(rng);
                shapes::mutate(rng, &mut s);
                s
            }
            _ => match self.inputs.get(rng.below(self.inputs.len())) {
                Some(given) => {
                    let mut s = given.clone();
                    shapes::mutate(rng, &mut s);
                    s
                }
                None => structured(rng),
            },
        };
        if rng.chance(15) {
            shapes::add_noise(rng, &mut input);
        }
        input
    }
}

impl Iterator for Generator {
    type Item = (String, Option<String>);

    fn next(&mut self) -> Option<Self::Item> {
        let base = self.base();
        let input = self.input(base.is_some());
        Some((input, base))
    }
}
