//! cargo-fuzz target `differential`: see railurl_fuzz::differential for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| railurl_fuzz::differential(data));
