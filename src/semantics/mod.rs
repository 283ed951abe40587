//! Placeholder while the semantic layer is written.
use crate::error::ParseError;
use crate::record::UrlRecord;

pub(crate) fn parse(_input: &str, _base: Option<&UrlRecord>) -> Result<UrlRecord, ParseError> {
    Err(ParseError::Internal("not yet"))
}
