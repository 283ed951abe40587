//! The deterministic setter-case generator: a starting URL, a component and a value.

use crate::pieces::*;
use crate::rng::Rng;
use crate::shapes;
use railurl::Component;

/// One setter case: `new URL(href)`, then `url[component] = value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetterCase {
    /// The starting URL string.
    pub href: String,
    /// The component to set.
    pub component: Component,
    /// The value to give the setter.
    pub value: String,
}

/// An endless, deterministic stream of [`SetterCase`]s: every component, with values drawn
/// from the generator's tables for that component (schemes for `protocol`, hosts with and
/// without ports for `host`, ...), sometimes mutated, on starting URLs from the base pool or
/// generated.
///
/// ```
/// use railurl_conformance::SetterCases;
/// use railurl::Component;
/// let cases: Vec<_> = SetterCases::new(5).take(200).collect();
/// for component in Component::ALL {
///     assert!(cases.iter().any(|c| c.component == component));
/// }
/// ```
#[derive(Clone, Debug)]
pub struct SetterCases {
    rng: Rng,
}

impl SetterCases {
    /// A stream determined by `seed`.
    pub fn new(seed: u64) -> SetterCases {
        SetterCases {
            rng: Rng::new(seed),
        }
    }

    fn value(&mut self, component: Component) -> String {
        let rng = &mut self.rng;
        let mut value = String::new();
        match component {
            Component::Href => value = shapes::absolute(rng),
            Component::Protocol => {
                let table = if rng.chance(80) { SCHEMES } else { BAD_SCHEMES };
                value.push_str(rng.pick(table));
                if rng.chance(30) {
                    value.push_str(rng.pick(&[":", "://", ":x", "+x", "é", " ", "/"]));
                }
            }
            Component::Username | Component::Password => value.push_str(rng.pick(USERINFO)),
            Component::Host | Component::Hostname => {
                if rng.chance(20) {
                    shapes::authority(rng, &mut value);
                } else {
                    value.push_str(rng.pick(HOSTS));
                    if rng.chance(30) {
                        value.push(':');
                        value.push_str(rng.pick(PORTS));
                    }
                }
                if rng.chance(20) {
                    value.push_str(rng.pick(&["/", "\\", "?", "#", "/p?q#f", ":", "@"]));
                }
            }
            Component::Port => value.push_str(rng.pick(PORTS)),
            Component::Pathname => {
                if rng.chance(50) {
                    value.push_str(rng.pick(SEGMENTS));
                }
                shapes::path(rng, &mut value);
                if rng.chance(20) {
                    value.push_str(rng.pick(&["?", "#", "?x#y", "\\", "/"]));
                }
            }
            Component::Search => {
                if rng.chance(50) {
                    value.push('?');
                }
                value.push_str(rng.pick(QUERIES));
            }
            Component::Hash => {
                if rng.chance(50) {
                    value.push('#');
                }
                value.push_str(rng.pick(FRAGMENTS));
            }
        }
        if rng.chance(20) {
            shapes::mutate(rng, &mut value);
        }
        if rng.chance(10) {
            shapes::add_noise(rng, &mut value);
        }
        value
    }
}

impl Iterator for SetterCases {
    type Item = SetterCase;

    fn next(&mut self) -> Option<SetterCase> {
        let href = if self.rng.chance(70) {
            self.rng.pick(BASES).to_owned()
        } else {
            shapes::absolute(&mut self.rng)
        };
        let component = Component::ALL
            .get(self.rng.below(Component::ALL.len()))
            .copied()
            .unwrap_or(Component::Href);
        let value = self.value(component);
        Some(SetterCase {
            href,
            component,
            value,
        })
    }
}
