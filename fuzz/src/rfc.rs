//! The properties of RFC 3986 resolution and normalization and RFC 3987's conversions that
//! the `rfc3986` fuzz target checks, and tests/rfc_properties.rs and tests/fuzz_seeds.rs with
//! it (this file is included by path in all three).

use railurl::rfc3986::{remove_dot_segments, ResolveOptions, Uri, UriRef};
use railurl::rfc3987::{Iri, IriRef};

/// The input of the `rfc3986` target: `BASE\nREFERENCE`, or a reference alone.
pub fn rfc3986(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match text.split_once('\n') {
        Some((base, r)) => {
            check_reference(base);
            check_reference(r);
            check_resolution(base, r);
        }
        None => {
            check_reference(text);
        }
    }
}

/// The components, to compare two readings of the same string.
fn components<'a>(r: &UriRef<'a>) -> [Option<&'a str>; 6] {
    [
        r.scheme(),
        r.authority(),
        Some(r.path()),
        r.query(),
        r.fragment(),
        r.host(),
    ]
}

/// Normalization and conversion properties of one string; whether it is a URI reference.
pub fn check_reference(input: &str) -> bool {
    if let Ok(iri) = IriRef::parse(input) {
        check_iri(&iri);
    }
    let Ok(r) = UriRef::parse(input) else {
        return false;
    };
    let n = r.normalize();
    let nr = n.as_uri_ref();
    assert_eq!(
        nr.normalize().as_str(),
        n.as_str(),
        "normalize twice: {input:?}"
    );
    let reread = UriRef::parse(n.as_str()).expect("a normal form is a URI reference");
    assert_eq!(components(&reread), components(&nr), "{input:?}");
    assert_eq!(nr.scheme().is_some(), r.scheme().is_some(), "{input:?}");
    assert_eq!(nr.fragment().is_some(), r.fragment().is_some(), "{input:?}");
    assert!(r.eq_normalized(&nr) && nr.eq_normalized(&r), "{input:?}");
    let syntax = r.normalize_syntax();
    assert_eq!(
        syntax.as_uri_ref().normalize_syntax().as_str(),
        syntax.as_str()
    );
    assert_eq!(
        syntax.as_uri_ref().normalize().as_str(),
        n.as_str(),
        "{input:?}"
    );

    // RFC 3987 section 3.2: the IRI maps back to the URI up to percent-encoding case and
    // percent-encoded unreserved characters, and converting that again changes nothing.
    let iri = r
        .to_iri()
        .expect("a URI reference without a zone identifier has an IRI form");
    let back = iri.as_iri_ref().to_uri();
    assert_eq!(
        back.as_uri_ref().normalize_syntax().as_str(),
        syntax.as_str(),
        "{input:?} -> {iri}"
    );
    assert_eq!(
        back.as_uri_ref().to_iri().ok().as_ref().map(|i| i.as_str()),
        Some(iri.as_str())
    );
    true
}

/// IRI normalization: idempotent, and the same as the URI's after mapping (section 5.3.2.3:
/// "by converting both IRIs to URIs").
fn check_iri(iri: &IriRef<'_>) {
    let n = iri.normalize();
    assert_eq!(n.as_iri_ref().normalize().as_str(), n.as_str(), "{iri}");
    assert!(iri.eq_normalized(&n.as_iri_ref()), "{iri}");
    let via_iri = n.as_iri_ref().to_uri();
    let via_uri = iri.to_uri();
    assert_eq!(
        via_iri.as_uri_ref().normalize().as_str(),
        via_uri.as_uri_ref().normalize().as_str(),
        "{iri}"
    );
}

/// Resolution properties of `r` against `base`, when `base` is a URI and `r` a reference.
pub fn check_resolution(base: &str, r: &str) {
    if let (Ok(base), Ok(r)) = (Iri::parse(base), IriRef::parse(r)) {
        let t = r.resolve_against(&base).expect("only 4 GiB results fail");
        let n = r.resolve_with(&base, ResolveOptions::new().normalize_base(true));
        assert!(n.is_ok(), "{r} against {base}");
        assert_eq!(
            IriRef::parse(t.as_str()).map(|i| i.as_str().len()),
            Ok(t.as_str().len())
        );
    }
    let (Ok(base), Ok(r)) = (Uri::parse(base), UriRef::parse(r)) else {
        return;
    };
    let what = format!("{r} against {base}");
    let t = r.resolve_against(&base).expect("only 4 GiB results fail");
    let t = t.as_uri();
    let reread = Uri::parse(t.as_str()).expect("a resolved reference is a URI");
    assert_eq!(components(&reread), components(&t), "{what}");
    if r.scheme().is_some() || r.authority().is_some() || !r.path().is_empty() {
        // Section 5.2.2 removed the dot segments; "/." guards a path that begins with "//".
        let path = t.path();
        let path = match path.strip_prefix("/.") {
            Some(rest) if t.authority().is_none() && rest.starts_with("//") => rest,
            _ => path,
        };
        assert_eq!(remove_dot_segments(path), path, "{what}");
    }
    // The IRI reading of an ASCII string resolves the same.
    if let (Ok(base_iri), Ok(r_iri)) = (Iri::parse(base.as_str()), IriRef::parse(r.as_str())) {
        let t_iri = r_iri
            .resolve_against(&base_iri)
            .expect("only 4 GiB results fail");
        assert_eq!(t_iri.as_str(), t.as_str(), "{what}");
    }

    let back = base.relativize(&t).expect("a resolved URI has a reference");
    let again = back
        .as_uri_ref()
        .resolve_against(&base)
        .expect("only 4 GiB results fail");
    assert_eq!(again.as_str(), t.as_str(), "{what}: via {back}");

    let normalized_base = base.normalize();
    let with_option = r
        .resolve_with(&base, ResolveOptions::new().normalize_base(true))
        .expect("only 4 GiB results fail");
    let against_normal = r
        .resolve_against(&normalized_base.as_uri())
        .expect("only 4 GiB results fail");
    assert_eq!(with_option.as_str(), against_normal.as_str(), "{what}");
    // Normalizing commutes with resolving, where the base's path has no dot segments
    // (otherwise the two readings of section 5.2.1 differ, which is what `normalize_base`
    // chooses between) and the reference no percent-encoded dots. (RFC 3986 is of two minds
    // about those: section 6.2.2.2 makes `%2E%2E` the same as "..", which section 6.2.2.3
    // then removes, but section 5.2.4 removes only literal dot segments, so resolving
    // `http://h/a/%2E%2E/../b` gives `http://h/a/b` and normalizing it `http://h/b`.)
    let dotted = base.path().split('/').any(|segment| {
        let decoded = segment.to_ascii_lowercase().replace("%2e", ".");
        decoded == "." || decoded == ".."
    });
    if !dotted && !r.as_str().to_ascii_lowercase().contains("%2e") {
        let r_normal = r.normalize();
        let t_normal = r_normal
            .as_uri_ref()
            .resolve_against(&normalized_base.as_uri())
            .expect("only 4 GiB results fail");
        assert_eq!(
            t_normal.as_uri().normalize().as_str(),
            t.normalize().as_str(),
            "{what}: normalized first"
        );
    }
    let loose = r
        .resolve_with(&base, ResolveOptions::new().strict(false))
        .expect("only 4 GiB results fail");
    if !r
        .scheme()
        .is_some_and(|s| s.eq_ignore_ascii_case(base.scheme()))
    {
        assert_eq!(loose.as_str(), t.as_str(), "{what}: not strict");
    }
}
