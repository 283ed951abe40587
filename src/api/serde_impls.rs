//! `serde` support (the `serde` feature): a [`Url`] is its href string and deserializes by
//! parsing it; an [`Origin`] serializes as its ASCII serialization.
//!
//! The URL Standard's "URL APIs elsewhere" section says a URL should be exposed as a string,
//! its serialization; that is the format here.

use super::origin::Origin;
use super::url::Url;
use core::fmt;
use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};

impl Serialize for Url {
    /// The URL's href (the URL serializer's output).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.href())
    }
}

impl<'de> Deserialize<'de> for Url {
    /// Parse a string with [`Url::parse`]; a failure is an error naming the spec failure,
    /// such as `IPv6-unclosed`.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Url, D::Error> {
        deserializer.deserialize_str(UrlVisitor)
    }
}

/// Visits a string and parses it as a URL.
struct UrlVisitor;

impl Visitor<'_> for UrlVisitor {
    type Value = Url;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string that parses as an absolute URL")
    }

    fn visit_str<E: de::Error>(self, input: &str) -> Result<Url, E> {
        Url::parse(input).map_err(|e| E::custom(format_args!("invalid URL {input:?}: {e}")))
    }
}

impl Serialize for Origin {
    /// The ASCII serialization of the origin (`null` for an opaque origin).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}
