//! cargo-fuzz target `urlpattern`: the input's first line is a URL pattern constructor
//! string, the rest a URL. Constructing (alone and against a base URL), matching, and
//! `UrlPatternList` must never panic, and the list must answer what `exec` answers.
#![no_main]

use railurl::pattern::{UrlPattern, UrlPatternList};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (pattern, url) = text
        .split_once('\n')
        .unwrap_or((text, "https://example.com/"));
    for base in [None, Some("https://example.com/base/")] {
        let Ok(compiled) = UrlPattern::parse(pattern, base) else {
            continue;
        };
        let exec = compiled.exec(url, base);
        let mut list = UrlPatternList::new();
        list.push(compiled);
        let listed = list
            .exec(url, base)
            .map(|found| found.map(|(_, result)| result));
        assert_eq!(listed, exec);
    }
});
