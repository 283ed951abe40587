/// The URL grammar's files under `grammar/`, in the order build.rs reads them and pest_derive's
/// `#[grammar]` attributes list them: their concatenation is the grammar. (build.rs includes
/// this file too, so the list is written once.)
///
/// ```
/// assert_eq!(railurl::syntax::GRAMMAR_FILES[0], "entry.pest");
/// ```
pub const GRAMMAR_FILES: [&str; 6] = [
    "entry.pest",
    "special.pest",
    "file.pest",
    "non_special.pest",
    "path.pest",
    "host.pest",
];
