//! cargo-fuzz target `parse_with_base`: see railurl_fuzz::parse_with_base for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| railurl_fuzz::parse_with_base(data));
