//! Capabilities beyond the `URL` class, for Rust programs (issue 14): a typed host view, path
//! segments, query pairs, file paths, relative references, slicing by [`Position`], socket
//! addresses, conversions, and setters that report a rejected value. Their names never clash
//! with the WHATWG getters and setters, which keep their spec names and meaning.
//!
//! Everything here is built on [`Url`](crate::Url)'s record and the spec's setters: nothing
//! parses URLs on its own, so every URL these functions return serializes to an href that
//! parses back to itself.

mod conversions;
mod error;
mod file_path;
mod host_view;
mod opaque_origin;
mod path_segments;
mod position;
mod query_pairs;
mod relative;
mod setters;
#[cfg(feature = "std")]
mod socket;

pub use error::{FilePathError, SetterError};
pub use host_view::{domain_to_unicode, parse_host, HostView};
pub use opaque_origin::OpaqueOrigin;
pub use path_segments::{PathSegments, PathSegmentsMut};
pub use position::Position;
pub use query_pairs::{FormPairs, QueryPairsMut};
