//! `URLPattern.prototype.generate(component, groups)` (tentative): a component string built
//! from the pattern with each named group filled in, for reverse routing.
//!
//! The rules, and what pins each down:
//! - The component name must be one of the eight (data: `"invalid"` throws).
//! - Fixed text without a modifier is copied (data: `/foo` gives `/foo`).
//! - A segment wildcard without a modifier (`:name`) gives its prefix, the group's value run
//!   through the component's encoding callback ("canonicalize a pathname", "… hostname",
//!   …, the one "compile a component" used), and its suffix (data: `/:foo` with `🍅` gives
//!   `/%F0%9F%8D%85`, a hostname gives `xn--fi8h.example.com`, a space stays a space in an
//!   opaque pathname). Groups the pattern does not have are ignored (the explainer), a group
//!   it has but `groups` lacks throws (data).
//! - The encoded value must be one the segment wildcard matches: it must not contain the
//!   delimiter code point (data: `bar/baz` for `/:foo` throws) and must not be empty (not in
//!   the data or the explainer: railurl's choice, so that the generated string matches the
//!   pattern it came from).
//! - Full wildcards, regexp groups and any part with a modifier throw (data: `*`, `/{foo}+`,
//!   `/{foo}?`, `/{foo}*`, `/(regexp)`; the explainer, "Full-Wildcard and RegExp parts are out
//!   of scope for now", and modifiers "because they are essentially RegExp(s)").
//!
//! The explainer is Chromium's "generate() method of URLPattern" design sketch
//! (whatwg/urlpattern issue 73), where the data comes from.

use super::super::error::{PatternError, PatternErrorKind};
use super::super::part::{Modifier, PartType};
use super::super::url_pattern::{UrlPattern, COMPONENTS};
use alloc::string::String;

impl UrlPattern {
    /// `generate(component, groups)` (tentative, not in the standard: see
    /// src/pattern/wpt_tentative/generate.rs for the rules and where each comes from): the
    /// `component` string with each `:name` group replaced by its value in `groups`, encoded
    /// as the component encodes its text. Errors: an unknown component
    /// ([`PatternErrorKind::UnknownComponent`]), a missing group
    /// ([`PatternErrorKind::MissingGroup`]), a value the group cannot match
    /// ([`PatternErrorKind::GroupValueNotMatched`]), a part generate does not fill in
    /// ([`PatternErrorKind::NotGeneratable`]), or text the component's canonicalization
    /// rejects.
    ///
    /// ```
    /// use railurl::pattern::{PatternErrorKind, UrlPattern};
    /// let pattern = UrlPattern::parse("https://:shop.example.com/books/:id", None)?;
    /// assert_eq!(pattern.generate("pathname", &[("id", "42")])?, "/books/42");
    /// assert_eq!(pattern.generate("pathname", &[("id", "café au lait")])?, "/books/caf%C3%A9%20au%20lait");
    /// assert_eq!(pattern.generate("hostname", &[("shop", "🍅")])?, "xn--fi8h.example.com");
    /// let error = pattern.generate("pathname", &[("id", "4/2")]).unwrap_err();
    /// assert_eq!(error.kind, PatternErrorKind::GroupValueNotMatched("id".into()));
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn generate(
        &self,
        component: &str,
        groups: &[(&str, &str)],
    ) -> Result<String, PatternError> {
        let unknown = || PatternError::bare(PatternErrorKind::UnknownComponent(component.into()));
        let name = COMPONENTS
            .iter()
            .find(|c| **c == component)
            .ok_or_else(unknown)?;
        let compiled = self.component_named(name).ok_or_else(unknown)?;
        let pattern = &compiled.pattern_string;
        let fail = |kind| PatternError::bare(kind).in_component(name, pattern);
        let mut result = String::new();
        for part in &compiled.part_list {
            match (part.kind, part.modifier) {
                (PartType::FixedText, Modifier::None) => result.push_str(&part.value),
                (PartType::SegmentWildcard, Modifier::None) => {
                    let Some((_, value)) = groups.iter().find(|(name, _)| *name == part.name)
                    else {
                        return Err(fail(PatternErrorKind::MissingGroup(part.name.clone())));
                    };
                    let encoded = (compiled.encoding_callback)(value)
                        .map_err(|e| e.in_component(name, pattern))?;
                    let delimiter = compiled.options.delimiter;
                    if encoded.is_empty() || delimiter.is_some_and(|d| encoded.contains(d)) {
                        return Err(fail(PatternErrorKind::GroupValueNotMatched(
                            part.name.clone(),
                        )));
                    }
                    result.push_str(&part.prefix);
                    result.push_str(&encoded);
                    result.push_str(&part.suffix);
                }
                (kind, modifier) => {
                    return Err(fail(PatternErrorKind::NotGeneratable { kind, modifier }));
                }
            }
        }
        Ok(result)
    }
}
