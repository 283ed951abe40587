//! Counting verdicts per category.

use crate::compare::Verdict;

/// Counts of each [`Verdict`] for one category of cases.
///
/// ```
/// use railurl_conformance::{Tally, Verdict};
/// let mut t = Tally::default();
/// t.add(Verdict::Same);
/// t.add(Verdict::Disagreement);
/// assert_eq!((t.compared, t.disagreements), (2, 1));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Cases compared.
    pub compared: u64,
    /// Both engines gave the same href.
    pub same: u64,
    /// Both engines failed with the same error.
    pub both_failed: u64,
    /// Both engines failed, with different error kinds (informational; not a disagreement).
    pub failed_differently: u64,
    /// The engines disagreed.
    pub disagreements: u64,
}

impl Tally {
    /// Count one verdict.
    pub fn add(&mut self, verdict: Verdict) {
        self.compared += 1;
        match verdict {
            Verdict::Same => self.same += 1,
            Verdict::BothFailed => self.both_failed += 1,
            Verdict::BothFailedDifferently => self.failed_differently += 1,
            Verdict::Disagreement => self.disagreements += 1,
        }
    }

    /// Add another tally's counts to this one.
    pub fn merge(&mut self, other: &Tally) {
        self.compared += other.compared;
        self.same += other.same;
        self.both_failed += other.both_failed;
        self.failed_differently += other.failed_differently;
        self.disagreements += other.disagreements;
    }
}
