//! `URLPattern.compareComponent(component, left, right)` (tentative): an ordering of two
//! patterns' component by how specific they are, for routers that want the most specific
//! pattern first.
//!
//! The rules, and what pins each down:
//! - Part lists compare part by part, left to right; names never count (data: `/foo/:b` and
//!   `/foo/:a` are equal).
//! - Within a part: first its type, fixed text > regexp > segment wildcard > full wildcard
//!   (data: segment > full; the rest is the order Chromium's prototype, where the data comes
//!   from, documents, with a regexp above the wildcards because it usually constrains).
//! - Then its modifier, none > one-or-more > optional > zero-or-more (data: `+` > `?` > `*`;
//!   none first: the same prototype's order).
//! - Then prefix, value and suffix as strings, compared code unit by code unit (data: values
//!   `a` < `b`, `b` < `bar`, port `9` > `100`, regexp `123` > `12`; suffix `""` < `/`). The
//!   strings are canonicalized, so ASCII, and byte order is code unit order.
//! - When one list is a prefix of the other, the longer one's next part is compared with an
//!   empty fixed-text part (data: `*/foo` > `*`; the empty part is the prototype's rule, which
//!   makes `/foo` greater than `/foo*`, while a bare "longer is greater" would not).

use super::super::part::{Modifier, Part, PartType};
use super::super::url_pattern::UrlPattern;
use alloc::string::String;
use core::cmp::Ordering;

fn type_rank(kind: PartType) -> u8 {
    match kind {
        PartType::FullWildcard => 0,
        PartType::SegmentWildcard => 1,
        PartType::Regexp => 2,
        PartType::FixedText => 3,
    }
}

fn modifier_rank(modifier: Modifier) -> u8 {
    match modifier {
        Modifier::ZeroOrMore => 0,
        Modifier::Optional => 1,
        Modifier::OneOrMore => 2,
        Modifier::None => 3,
    }
}

fn compare_part(left: &Part, right: &Part) -> Ordering {
    type_rank(left.kind)
        .cmp(&type_rank(right.kind))
        .then(modifier_rank(left.modifier).cmp(&modifier_rank(right.modifier)))
        .then_with(|| left.prefix.cmp(&right.prefix))
        .then_with(|| left.value.cmp(&right.value))
        .then_with(|| left.suffix.cmp(&right.suffix))
}

fn compare_part_lists(left: &[Part], right: &[Part]) -> Ordering {
    let empty = Part {
        kind: PartType::FixedText,
        value: String::new(),
        modifier: Modifier::None,
        name: String::new(),
        prefix: String::new(),
        suffix: String::new(),
    };
    let len = left.len().max(right.len());
    (0..len)
        .map(|i| {
            compare_part(
                left.get(i).unwrap_or(&empty),
                right.get(i).unwrap_or(&empty),
            )
        })
        .find(|o| o.is_ne())
        .unwrap_or(Ordering::Equal)
}

impl UrlPattern {
    /// `URLPattern.compareComponent(component, left, right)` (tentative, not in the standard:
    /// see src/pattern/wpt_tentative/compare_component.rs for the rules and where each comes from): how
    /// `left`'s `component` compares with `right`'s, the more specific being greater. `None`
    /// if `component` is not a component name.
    ///
    /// ```
    /// use railurl::pattern::UrlPattern;
    /// use std::cmp::Ordering;
    /// let books = UrlPattern::parse("https://example.com/books/:id", None)?;
    /// let any = UrlPattern::parse("https://example.com/books/*", None)?;
    /// let fixed = UrlPattern::parse("https://example.com/books/1", None)?;
    /// assert_eq!(UrlPattern::compare_component("pathname", &books, &any), Some(Ordering::Greater));
    /// assert_eq!(UrlPattern::compare_component("pathname", &books, &fixed), Some(Ordering::Less));
    /// assert_eq!(UrlPattern::compare_component("hostname", &books, &any), Some(Ordering::Equal));
    /// assert_eq!(UrlPattern::compare_component("href", &books, &any), None);
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn compare_component(
        component: &str,
        left: &UrlPattern,
        right: &UrlPattern,
    ) -> Option<Ordering> {
        let left = &left.component_named(component)?.part_list;
        let right = &right.component_named(component)?.part_list;
        Some(compare_part_lists(left, right))
    }
}
