//! cargo-fuzz target `setter_chain`: see railurl_fuzz::setter_chain for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| railurl_fuzz::setter_chain(data));
