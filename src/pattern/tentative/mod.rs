//! Beyond the standard, tentatively: `URLPattern.compareComponent` and `generate`. Neither is
//! in the URL Pattern Standard (../shared/spec/urlpattern.bs has no such algorithm); both
//! come from Chromium prototypes and are defined only by web-platform-tests' *tentative*
//! data, vendored as tests/wpt/urlpattern-compare-test-data.json and
//! urlpattern-generate-test-data.json. Each file here says which of its rules that data
//! pins down and which it leaves open, and where railurl's choice for the latter comes from.
//! They may change or disappear if the standard adopts something else.

mod compare;
mod generate;
