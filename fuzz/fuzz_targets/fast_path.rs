//! cargo-fuzz target `fast_path`: see railurl_fuzz::fast_path for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| railurl_fuzz::fast_path(data));
