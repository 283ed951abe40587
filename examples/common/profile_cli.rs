//! The command line and the loop the callgrind profiling examples share (`psl_profile`,
//! `rfc_profile`): `ROW ROUNDS [SET]`, as benches/callgrind.sh runs them.

/// The arguments: what to run (a parser, a lookup, or `none`), how many rounds, on which set.
pub struct ProfileArgs {
    pub row: String,
    pub rounds: usize,
    pub set: String,
}

/// Read the arguments, with `default_row`, 10 rounds and the set `corpus` where one is
/// missing.
pub fn args(default_row: &str) -> ProfileArgs {
    let args: Vec<String> = std::env::args().collect();
    ProfileArgs {
        row: args.get(1).cloned().unwrap_or_else(|| default_row.into()),
        rounds: args.get(2).and_then(|r| r.parse().ok()).unwrap_or(10),
        set: args.get(3).cloned().unwrap_or_else(|| "corpus".into()),
    }
}

/// Runs `run` on every item of `set`, `rounds` times, and prints the set's size first (the
/// number benches/callgrind.sh divides by), then the rounds and the sum of what `run` gave,
/// so that the work cannot be optimized away.
pub fn profile<T: ?Sized>(
    set: &[impl AsRef<T>],
    rounds: usize,
    items: &str,
    mut run: impl FnMut(&T) -> usize,
) {
    let mut total = 0usize;
    for _ in 0..rounds {
        for item in set {
            total += run(std::hint::black_box(item.as_ref()));
        }
    }
    println!("{} {items}, {rounds} rounds, {total}", set.len());
}
