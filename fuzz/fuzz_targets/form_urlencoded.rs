//! cargo-fuzz target `form_urlencoded`: see railurl_fuzz::form_urlencoded for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| railurl_fuzz::form_urlencoded(data));
