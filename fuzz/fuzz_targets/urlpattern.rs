//! cargo-fuzz target `urlpattern`: see railurl_fuzz::urlpattern for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| railurl_fuzz::urlpattern(data));
