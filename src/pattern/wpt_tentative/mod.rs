//! `URLPattern.compareComponent` and `generate`: methods web-platform-tests tests in its
//! *tentative* URLPattern files, and nothing else defines. Neither is in the URL Pattern
//! Standard (it has no such algorithm); both come from Chromium prototypes and are pinned
//! down only by that tentative data, vendored as tests/wpt/urlpattern-compare-test-data.json
//! and tests/wpt/urlpattern-generate-test-data.json. Each file here says which of its rules
//! that data pins down and which it leaves open, and where railurl's choice for the latter
//! comes from. They may change or disappear if the standard adopts something else.

mod compare_component;
mod generate;
