//! The public API: [`Url`](url::Url) and everything a program does with one. `impl Url` is
//! found here and nowhere else, one concern per file.
//!
//! The URL Standard's own API comes first, with the spec's names and meaning: the `URL`
//! class's getters ([`url`]) and setters ([`setters`]), its origin ([`origin`]) and its
//! `URLSearchParams` ([`search_params`]). The Rust capabilities around it (a typed host view,
//! path segments, query pairs, file paths, relative references, slicing by position, socket
//! addresses, conversions, setters that say why they refused a value) never clash with those
//! names.
//!
//! Everything here is built on the URL record and the spec's setters: nothing in this module
//! parses URLs on its own, so every URL it returns serializes to an href that parses back to
//! itself. This module is private; the crate root re-exports its public items.

pub mod conversions;
pub mod fast;
pub mod file_path;
pub mod host_view;
pub mod href_into;
pub mod opaque_origin;
pub mod origin;
pub mod path_segments;
pub mod position;
#[cfg(feature = "psl")]
pub mod public_suffix;
pub mod query_pairs;
pub mod relative;
#[cfg(feature = "psl")]
pub mod render;
pub mod search_params;
#[cfg(feature = "serde")]
pub mod serde_impls;
pub mod setters;
#[cfg(feature = "psl")]
pub mod site;
#[cfg(feature = "std")]
pub mod socket;
pub mod try_setters;
pub mod url;
#[cfg(feature = "writing")]
pub mod writing;
