//! The URL grammar's files as text, for tools that read the grammar at run time (the
//! playground, `railurl-grammar-tools`): the grammar travels with the library, so they need no
//! copy of `grammar/` beside them.

/// Each file of [`super::GRAMMAR_FILES`], in that order, with its text.
///
/// ```
/// use railurl::syntax::{GRAMMAR_FILES, GRAMMAR_SOURCES};
/// let names: Vec<&str> = GRAMMAR_SOURCES.iter().map(|(name, _)| *name).collect();
/// assert_eq!(names, GRAMMAR_FILES);
/// assert!(GRAMMAR_SOURCES[0].1.contains("url_without_base"));
/// ```
pub const GRAMMAR_SOURCES: [(&str, &str); 6] = [
    ("entry.pest", include_str!("../../grammar/entry.pest")),
    ("special.pest", include_str!("../../grammar/special.pest")),
    ("file.pest", include_str!("../../grammar/file.pest")),
    (
        "non_special.pest",
        include_str!("../../grammar/non_special.pest"),
    ),
    ("path.pest", include_str!("../../grammar/path.pest")),
    ("host.pest", include_str!("../../grammar/host.pest")),
];
