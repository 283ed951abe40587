use super::super::super::error::{PatternErrorKind, RegexpUnsupported};
use super::super::char_set::CharSet;
use super::super::ir::{Budget, Node};
use super::super::regress_atom::RegressAtom;
use super::class::backspace_spelled_out;
use super::lower;

fn set_of(regexp: &str, ignore_case: bool) -> CharSet {
    let (node, _) =
        lower(regexp, 1, ignore_case, &mut Budget::for_regexp_bytes(0)).expect("lowers");
    match node {
        Node::Set(set) => *set,
        Node::Seq(mut nodes) if nodes.len() == 1 => match nodes.remove(0) {
            Node::Set(set) => *set,
            other => panic!("{regexp:?} is not a set: {other:?}"),
        },
        other => panic!("{regexp:?} is not a set: {other:?}"),
    }
}

/// The sets computed here agree with regress on every code point of the Basic
/// Multilingual Plane and the next, with and without ignore case (the ASCII tables,
/// `\s`'s white space beyond ASCII, and folding under `i`).
#[test]
fn simple_sets_agree_with_regress() {
    let atoms = [
        "\\d",
        "\\D",
        "\\w",
        "\\W",
        "\\s",
        "\\S",
        "[a-z]",
        "[^a-z]",
        "[\\d_]",
        "[ks]",
        "[^\\s\\d]",
        "[\\S\\s]",
        "[a\\-z]",
        "[\\t-\\r]",
        "[\\x41-\\x5a]",
        "[\\w\\s]",
        "[^K]",
    ];
    for atom in atoms {
        for ignore_case in [false, true] {
            let set = set_of(atom, ignore_case);
            let regress = RegressAtom::new(atom, ignore_case).expect("compiles");
            for c in (0..0x20000u32).filter_map(char::from_u32) {
                assert_eq!(
                    set.contains(c),
                    regress.matches(c),
                    "{atom:?} (ignore case {ignore_case}) on U+{:04X}",
                    c as u32
                );
            }
        }
    }
}

/// Which atoms are computed without regress: the common ones.
#[test]
fn common_atoms_need_no_regress() {
    for (atom, ignore_case) in [
        ("\\d", false),
        ("\\d", true),
        ("[a-z]", false),
        ("[^\\/]", false),
        ("\\w", false),
        ("\\s", false),
        ("[a-c]", true),
    ] {
        let set = set_of(atom, ignore_case);
        assert!(!set.asks_regress(), "{atom:?} {ignore_case}");
    }
}

/// "ClassSetCharacter :: \\ b" is U+0008 BACKSPACE (regress 0.12 matches `b` instead
/// under the `v` flag, so this one is not compared with it), also in a class that regress
/// answers for (a set operation), which is handed to it with `\x08` instead.
#[test]
fn class_backspace_is_u0008() {
    for (class, backspace) in [
        ("[\\b]", true),
        ("[\\b--a]", true),
        ("[[\\b\\d]&&[\\x00-\\x7f]]", true),
        ("[\\\\b]", false),
    ] {
        let set = set_of(class, false);
        assert_eq!(set.contains('\u{8}'), backspace, "{class}");
        assert_eq!(set.contains('b'), !backspace, "{class}");
    }
    assert_eq!(
        backspace_spelled_out("[\\b\\\\b\\q{a\\b}]"),
        "[\\x08\\\\b\\q{a\\x08}]"
    );
}

#[test]
fn unsupported_constructs_are_errors() {
    let cases = [
        ("a\\1", "\\1", RegexpUnsupported::Backreference),
        ("(?<x>a)\\k<x>", "\\k<x>", RegexpUnsupported::Backreference),
        ("a(?=b)", "(?=", RegexpUnsupported::Lookaround),
        ("(?<!b)a", "(?<!", RegexpUnsupported::Lookaround),
        (
            "\\p{RGI_Emoji}",
            "\\p{RGI_Emoji}",
            RegexpUnsupported::PropertyOfStrings,
        ),
        (
            "[\\p{Basic_Emoji}a]",
            "\\p{Basic_Emoji}",
            RegexpUnsupported::PropertyOfStrings,
        ),
        (
            "a{100000}",
            "{100000}",
            RegexpUnsupported::QuantifierTooLarge,
        ),
        (
            "(?:a{1000}){1000}",
            "{1000}",
            RegexpUnsupported::QuantifierTooLarge,
        ),
        ("(?i:a)", "(?i:", RegexpUnsupported::Other),
    ];
    for (regexp, construct, why) in cases {
        let error = lower(
            regexp,
            1,
            false,
            &mut Budget::for_regexp_bytes(regexp.len()),
        )
        .expect_err(regexp);
        assert_eq!(
            error.kind,
            PatternErrorKind::UnsupportedRegexp {
                construct: construct.into(),
                why
            },
            "{regexp:?}"
        );
    }
}

/// The budget is the component's: counted quantifiers within it are fine, one past it
/// is not, and the parts share it.
#[test]
fn budget_is_shared() {
    let mut budget = Budget::for_regexp_bytes(0);
    assert!(lower("a{5000}", 1, false, &mut budget).is_ok());
    assert!(lower("a{5000}", 1, false, &mut budget).is_ok());
    assert!(lower("a{5000}", 1, false, &mut budget).is_err());
    assert!(lower("a{500}", 1, false, &mut budget).is_ok());
}
