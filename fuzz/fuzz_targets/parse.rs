//! cargo-fuzz target `parse`: see railurl_fuzz::parse for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| railurl_fuzz::parse(data));
