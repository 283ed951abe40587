//! The URL grammar's rules: build.rs generates [`Rule`] from grammar/*.pest (the files
//! [`GRAMMAR_FILES`](super::GRAMMAR_FILES) lists), one variant per rule in grammar order,
//! each documented by the rule's own `///` comment, with `name` and `from_name`.

include!(concat!(env!("OUT_DIR"), "/rules.rs"));
