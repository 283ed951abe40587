//! The compiled Public Suffix List: `build/psl/` reads `data/psl/public_suffix_list.dat` and
//! writes its version and its rules as flat static arrays, in `src/psl/format.rs`'s layout.

include!(concat!(env!("OUT_DIR"), "/psl_table.rs"));

/// The compiled list as the lookup reads it.
pub(super) static TABLE: super::lookup::Table<'static> = super::lookup::Table {
    buckets: BUCKETS,
    displacements: &DISPLACEMENTS,
    slots: &SLOTS,
    labels: &LABELS,
};
