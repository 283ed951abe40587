//! cargo-fuzz target `rfc3986`: `BASE\nREFERENCE` (or a reference alone) through RFC 3986
//! resolution, relativization and normalization and RFC 3987's conversions; see src/rfc.rs
//! for what it checks.
#![no_main]

#[path = "../src/rfc.rs"]
mod rfc;

libfuzzer_sys::fuzz_target!(|data: &[u8]| rfc::rfc3986(data));
