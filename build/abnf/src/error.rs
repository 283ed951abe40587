//! The front-end's one error type: what is wrong, in which file, on which line, in which rule.

use super::ast::Loc;
use std::fmt;

/// A grammar error or lint: `file:line:col: rule "name": message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// Where.
    pub loc: Loc,
    /// The rule being defined there, when there is one.
    pub rule: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl Error {
    /// An error at `loc`, in `rule` (if any).
    pub fn new(loc: &Loc, rule: Option<&str>, message: impl Into<String>) -> Error {
        Error {
            loc: loc.clone(),
            rule: rule.map(str::to_owned),
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.rule {
            Some(rule) => write!(f, "{}: rule \"{rule}\": {}", self.loc, self.message),
            None => write!(f, "{}: {}", self.loc, self.message),
        }
    }
}

impl std::error::Error for Error {}

/// Several errors, one per line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Errors(pub Vec<Error>);

impl fmt::Display for Errors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Errors {}
