//! cargo-fuzz target `setters`: see railurl_fuzz::setters for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| railurl_fuzz::setters(data));
