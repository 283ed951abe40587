//! The matcher against regress on the regular expression "generate a regular expression
//! and name list" writes for the same part list: same match, same groups.

use super::super::convert::regular_expression_and_name_list;
use super::super::parse::parse_pattern_string;
use super::super::part::Options;
use super::exec::{fold, Captures, Visited};
use super::lower;
use super::program::{Program, Shortcut};
use alloc::format;
use alloc::string::String;

/// A fixed-seed xorshift64 stream: each call gives a number below its argument.
fn below(mut seed: u64) -> impl FnMut(usize) -> usize {
    move |n| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    }
}

const PATTERNS: &[&str] = &[
    "*",
    "",
    "/foo/Baz",
    "{a}{b}",
    "*{}**?",
    "/:a/:b?",
    "/:a+",
    "/:a*",
    "/foo/:bar*/baz",
    "{/:a}?{/:b}+",
    "*.*",
    "**",
    ":a:b",
    "{a:b.c}*",
    "/*?",
    "{x}?{y}*z",
    "/:a{-:b}*",
    "{:a}?*",
    ":a*:b+",
    "{(.*)}",
];
/// Nested quantifiers, each an exponential search without the memo, and on regress too:
/// they run on SHORT_INPUTS only. The fuzz finding's hostname ("*****************.", here
/// shorter), and its shapes with prefixes and segments.
const NESTED_PATTERNS: &[&str] = &[
    "*****.",
    "*?*+*.",
    "{/*}+{/*}*x",
    ":a*:b*:c*.",
    "{*}?{*}?{*}?",
    "{:a.}*:b*",
];

const INPUTS: &[&str] = &[
    "",
    "/",
    "/a",
    "/a/b",
    "/a/b/c",
    "a.b.c",
    "xyz",
    "xxyz",
    "/foo/baz",
    "/foo/1/2/baz",
    "/a-b-c",
    "ab",
    "A/b",
    "/FOO/baz",
    "a\nb",
    "/x/y/zx",
    "ab.cd.",
    "é.\u{2028}.",
];
const SHORT_INPUTS: &[&str] = &[
    "",
    "/",
    "/a",
    "/a/b",
    "a.b.c",
    "ab.cd.",
    "x.",
    "/x/y/zx",
    "A/b",
    "a\nb.",
    "é.\u{2028}.",
];

fn program(pattern: &str, options: &Options) -> (Program, usize) {
    let parts = parse_pattern_string(pattern, options).expect("parses");
    let (node, groups) = lower::part_list(&parts, options).expect("compiles");
    (Program::new(&node, groups), groups)
}

/// A component's options drawn from `next`: one of the standard's three, ignoring case one
/// time in `one_in`.
fn random_options(next: &mut impl FnMut(usize) -> usize, one_in: usize) -> (Options, bool) {
    let options = [Options::DEFAULT, Options::HOSTNAME, Options::PATHNAME][next(3)];
    let ignore_case = next(one_in) == 0;
    (options.with_ignore_case(ignore_case), ignore_case)
}

/// `input` on the program and on regress running the generated expression `regex` (whose
/// capturing groups are the program's `groups`): both answers. The program's search with
/// the memo from the start must give its answer too (short inputs rarely need the memo).
fn both_answers(
    program: &Program,
    regex: &regress::Regex,
    groups: usize,
    input: &str,
    ignore_case: bool,
    context: &str,
) -> (Option<Captures>, Option<Captures>) {
    let ours = program.exec(input, ignore_case);
    let memoized = program.search(input, ignore_case, None).ok().flatten();
    assert_eq!(ours, memoized, "{context} on {input:?}");
    let theirs = regex.find(input).map(|m| {
        assert_eq!(m.captures.len(), groups, "{context}");
        (1..=groups).map(|i| m.group(i)).collect::<Captures>()
    });
    (ours, theirs)
}

#[test]
fn matcher_agrees_with_regress_on_generated_expressions() {
    for options in [Options::DEFAULT, Options::HOSTNAME, Options::PATHNAME] {
        for ignore_case in [false, true] {
            let options = options.with_ignore_case(ignore_case);
            let cases = PATTERNS.iter().map(|p| (p, INPUTS));
            let nested = NESTED_PATTERNS.iter().map(|p| (p, SHORT_INPUTS));
            for (pattern, inputs) in cases.chain(nested) {
                let parts = parse_pattern_string(pattern, &options).expect("parses");
                let (program, groups) = program(pattern, &options);
                let (regexp, _) = regular_expression_and_name_list(&parts, &options);
                let flags = if ignore_case { "vi" } else { "v" };
                let regex = regress::Regex::with_flags(&regexp, flags).expect("compiles");
                let context = format!("{pattern:?} ({regexp})");
                for input in inputs {
                    let (ours, theirs) =
                        both_answers(&program, &regex, groups, input, ignore_case, &context);
                    assert_eq!(ours, theirs, "{context} on {input:?}");
                }
            }
        }
    }
}

/// Random part lists of up to four parts (of every form "generate a regular expression
/// and name list" writes: modifiers, braces with prefixes and suffixes, nested wildcards),
/// each against random short inputs, on both the program and regress. A fixed seed, so
/// a failure replays.
#[test]
fn matcher_agrees_with_regress_on_random_part_lists() {
    const ATOMS: &[&str] = &[
        "*", ":n", "{x}", "{*}?", "{*}*", "{*}+", "*?", "*+", "**", "{:n}*", "{.*}?", "{/*}+", "x",
        ".", "{:n.}*", ":n?", ":n+", "{*.}*", "/", "{X:n}?",
    ];
    const CHARS: &[char] = &['x', 'X', '.', '/', 'y'];
    let mut next = below(0x5eed);
    let mut checked = 0;
    while checked < 20_000 {
        let mut pattern = String::new();
        for name in 0..1 + next(4) {
            pattern.push_str(&ATOMS[next(ATOMS.len())].replace(":n", &format!(":n{name}")));
        }
        let (options, ignore_case) = random_options(&mut next, 4);
        // Some concatenations are not patterns ("*" then "*?" is "**?"): draw again, until
        // 20,000 inputs are checked.
        let Ok(parts) = parse_pattern_string(&pattern, &options) else {
            continue;
        };
        let (regexp, names) = regular_expression_and_name_list(&parts, &options);
        let (node, groups) = lower::part_list(&parts, &options).expect("compiles");
        assert_eq!(groups, names.len(), "{pattern:?}");
        let program = Program::new(&node, groups);
        let flags = if ignore_case { "vi" } else { "v" };
        let regex = regress::Regex::with_flags(&regexp, flags).expect("compiles");
        let context = format!("{pattern:?} ({regexp}, {flags})");
        for _ in 0..5 {
            let input: String = (0..next(7)).map(|_| CHARS[next(CHARS.len())]).collect();
            let (ours, theirs) =
                both_answers(&program, &regex, groups, &input, ignore_case, &context);
            assert_eq!(ours, theirs, "{context} on {input:?}");
            checked += 1;
        }
    }
}

/// A random regular expression over a small alphabet: alternation, nested groups
/// (non-capturing and named), greedy, lazy and counted quantifiers, classes (with the `v`
/// flag's set operations and strings), escapes and assertions; and whether it can match
/// the empty string. An unbounded quantifier only repeats what cannot: regress 0.12 runs
/// out of memory on some failing inputs of `(?:(?:a*)??)*` and the like (the matcher
/// does not; hostile_regexp_parts_finish has such shapes).
fn random_regexp(
    next: &mut impl FnMut(usize) -> usize,
    depth: usize,
    names: &mut usize,
) -> (String, bool) {
    const ATOMS: &[&str] = &[
        "a",
        "b",
        "A",
        "K",
        "s",
        "-",
        ".",
        "\\d",
        "\\w",
        "\\W",
        "\\s",
        "[ab]",
        "[^a]",
        "[a-c]",
        "[A-Z]",
        "\\u{e9}",
        "\\u{212a}",
        "\\x41",
        "[\\w--b]",
        "[\\p{L}&&[^a]]",
        "\\p{Lu}",
        "[\\q{ab|c}]",
        "[\\q{|a}b]",
        "[^\\s]",
        "\\/",
        "[k-m]",
        "\\.",
    ];
    /// Each quantifier and whether its maximum is infinity.
    const QUANTIFIERS: &[(&str, bool)] = &[
        ("*", true),
        ("+", true),
        ("?", false),
        ("*?", true),
        ("+?", true),
        ("??", false),
        ("{2}", false),
        ("{1,2}", false),
        ("{0,}", true),
        ("{1,2}?", false),
        ("{0,1}", false),
        ("{2,}?", true),
    ];
    const ASSERTIONS: &[&str] = &["^", "$", "\\b", "\\B"];
    let mut out = String::new();
    let mut nullable = false;
    let alternatives = if next(3) == 0 { 2 } else { 1 };
    for alternative in 0..alternatives {
        if alternative > 0 {
            out.push('|');
        }
        let mut all_nullable = true;
        for _ in 0..1 + next(3) {
            let term_nullable = match next(10) {
                0 => {
                    out.push_str(ASSERTIONS[next(ASSERTIONS.len())]);
                    continue;
                }
                1..=2 if depth < 2 => {
                    if next(2) == 0 {
                        out.push_str("(?:");
                    } else {
                        *names += 1;
                        out.push_str(&format!("(?<g{names}>"));
                    }
                    let (inner, inner_nullable) = random_regexp(next, depth + 1, names);
                    out.push_str(&inner);
                    out.push(')');
                    inner_nullable
                }
                _ => {
                    let atom = ATOMS[next(ATOMS.len())];
                    out.push_str(atom);
                    atom.contains("{|")
                }
            };
            let mut quantified_nullable = term_nullable;
            if next(2) == 0 {
                let (quantifier, unbounded) = QUANTIFIERS[next(QUANTIFIERS.len())];
                if !(unbounded && term_nullable) {
                    out.push_str(quantifier);
                    quantified_nullable |= quantifier.starts_with(['*', '?', '{'])
                        && !quantifier.starts_with("{1")
                        && !quantifier.starts_with("{2");
                }
            }
            all_nullable &= quantified_nullable;
        }
        nullable |= all_nullable;
    }
    (out, nullable)
}

/// Random regexp parts (see [`random_regexp`]) in random pattern strings, the program
/// against regress running the generated expression, every capturing group compared
/// (the named groups inside regexp parts too), with and without ignore case, on inputs
/// with the code points case folding treats specially (U+212A KELVIN SIGN folds to `k`,
/// U+017F LONG S to `s`). A fixed seed, so a failure replays.
#[test]
fn matcher_agrees_with_regress_on_random_regexp_parts() {
    const TEMPLATES: &[&str] = &[
        "(R)", "/(R)", "(R)?", ":n(R)", "{x(R)y}?", "(R)*", "(R)+", "/(R)+", "(R)/*", "(R):m",
        "{(R)}", "*(R)", "{a(R)}*", "(R)(R)",
    ];
    const CHARS: &[char] = &[
        'a', 'b', 'A', 'B', 'K', 'k', '\u{212A}', 'ſ', 's', 'é', '1', '/', '-', ' ', '.',
    ];
    let mut next = below(0x7e9e);
    let (mut checked, mut matched) = (0, 0);
    while checked < 30_000 {
        let mut names = 0;
        let template = TEMPLATES[next(TEMPLATES.len())];
        let mut pattern = String::new();
        for (index, piece) in template.split('R').enumerate() {
            if index > 0 {
                let (regexp, nullable) = random_regexp(&mut next, 0, &mut names);
                // A `*` or `+` modifier without a prefix repeats the regexp itself.
                if nullable && matches!(template, "(R)*" | "(R)+") {
                    pattern.clear();
                    break;
                }
                pattern.push_str(&regexp);
            }
            pattern.push_str(piece);
        }
        if pattern.is_empty() {
            continue;
        }
        let (options, ignore_case) = random_options(&mut next, 3);
        let Ok(parts) = parse_pattern_string(&pattern, &options) else {
            continue;
        };
        let (regexp, _) = regular_expression_and_name_list(&parts, &options);
        let flags = if ignore_case { "vi" } else { "v" };
        // Not every draw is valid (a named group twice, `{2,1}`): draw again.
        let Ok(regex) = regress::Regex::with_flags(&regexp, flags) else {
            continue;
        };
        let (node, groups) = lower::part_list(&parts, &options)
            .unwrap_or_else(|e| panic!("{pattern:?} ({regexp}): {e}"));
        let program = Program::new(&node, groups);
        let context = format!("{pattern:?} ({regexp}, {flags})");
        for _ in 0..5 {
            let input: String = (0..next(7)).map(|_| CHARS[next(CHARS.len())]).collect();
            // ECMA-262's "WordCharacters" under `v` and `i` holds U+017F and U+212A (their
            // "Canonicalize" is a word character); regress 0.12's `\b` leaves them out
            // (word_boundary_follows_word_characters checks the standard's answer).
            // Likewise a literal `K` matches U+212A under `v` and `i` (ECMA-262
            // "Canonicalize": both fold to `k`), which regress 0.12 misses for literals
            // under `v` (not under `u`, nor in classes; literal_k_folds_like_kelvin_sign).
            let boundary = regexp.contains("\\b") || regexp.contains("\\B");
            let kelvin = input.contains('\u{212A}');
            if ignore_case
                && (boundary && (kelvin || input.contains('ſ')) || kelvin && regexp.contains('K'))
            {
                continue;
            }
            let (ours, theirs) =
                both_answers(&program, &regex, groups, &input, ignore_case, &context);
            assert_eq!(ours, theirs, "{context} on {input:?}");
            matched += usize::from(ours.is_some());
            checked += 1;
        }
    }
    // The inputs are not all misses.
    assert!(matched > 1_000, "{matched} matches");
}

/// ECMA-262 "IsWordChar" with the `v` and `i` flags: "WordCharacters" adds the code points
/// whose "Canonicalize" is a basic word character, U+017F (`s`) and U+212A (`k`), as `\w`
/// does (regress agrees on `\w`, not on `\b`).
#[test]
fn word_boundary_follows_word_characters() {
    let folding = Options::DEFAULT.with_ignore_case(true);
    let (word, _) = program("(\\b\\w+\\b)", &folding);
    assert!(word.exec("\u{17F}\u{212A}", true).is_some());
    let (inside, _) = program("(\\B.)", &folding);
    assert!(inside.exec("\u{17F}", true).is_none());
    assert!(inside.exec("é", true).is_some());
    let (inside, _) = program("(\\B.)", &Options::DEFAULT);
    assert!(inside.exec("\u{17F}", false).is_some());
}

/// ECMA-262 "Canonicalize" with the `v` and `i` flags is simple case folding, under which
/// U+212A KELVIN SIGN is `k` and U+017F LONG S is `s`: literals, in regexp parts and in
/// fixed text, match them (regress 0.12 agrees with the `u` flag and in classes, not for
/// literals under `v`).
#[test]
fn literal_k_folds_like_kelvin_sign() {
    let folding = Options::DEFAULT.with_ignore_case(true);
    for pattern in [
        "(K)", "(k)", "((?:k))", "K", "{k}?", "(s)", "S", "([k])", "(\\w)",
    ] {
        let (literal, _) = program(pattern, &folding);
        let expected = if pattern.contains(['s', 'S']) {
            'ſ'
        } else {
            '\u{212A}'
        };
        assert!(
            literal
                .exec(expected.encode_utf8(&mut [0; 4]), true)
                .is_some(),
            "{pattern:?}"
        );
        if !pattern.contains('w') {
            let (exact, _) = program(pattern, &Options::DEFAULT);
            let text = String::from(expected);
            assert!(exact.exec(&text, false).is_none(), "{pattern:?}");
        }
    }
}

/// `fold` against regress on every code point below U+20000 that is not ASCII: it folds
/// to an ASCII letter exactly when regress's class `[a-z]` (under `v` and `i`) takes it,
/// and to the letter whose class takes it.
#[test]
fn fold_into_ascii_agrees_with_regress() {
    let letters = regress::Regex::with_flags("^[a-z]$", "vi").expect("compiles");
    for c in (0x80..0x20000u32).filter_map(char::from_u32) {
        let text = String::from(c);
        let folded = fold(c);
        assert_eq!(
            folded.is_ascii_alphabetic(),
            letters.find(&text).is_some(),
            "U+{:04X}",
            c as u32
        );
        if folded.is_ascii() {
            let letter = format!("^[{folded}]$");
            let letter = regress::Regex::with_flags(&letter, "vi").expect("compiles");
            assert!(letter.find(&text).is_some(), "U+{:04X}", c as u32);
        }
    }
}

/// Hostile regexp parts, exponential for a plain backtracker, on a long input: they
/// finish (a linearity check is examples/regexp_match.rs with callgrind, not a timed
/// test), and the answers are the obvious ones.
#[test]
fn hostile_regexp_parts_finish() {
    let a = "a".repeat(20_000);
    let cases = [
        ("((?:(?:a*)*)*b)", a.clone(), false),
        ("((?:a|a)*c)", a.clone(), false),
        ("((?:a|a)*c)", format!("{a}c"), true),
        ("((?:a*)*)*x", a.clone(), false),
        ("((?:(?:a{1,3}){2,})*c)", a.clone(), false),
        ("((?:(?<x>a*))*b)", format!("{a}b"), true),
        ("((?:[a-z]*?[^\\/]*?)*\\d)", a.clone(), false),
    ];
    for (pattern, input, matches) in cases {
        let (program, _) = program(pattern, &Options::DEFAULT);
        let captures = program.exec(&input, false);
        assert_eq!(captures.is_some(), matches, "{pattern:?}");
        if let Some(captures) = captures {
            assert_eq!(captures[0], Some(0..input.len()), "{pattern:?}");
        }
    }
}

/// The shortcuts answer what running the program answers, and the commonest patterns take
/// them.
#[test]
fn shortcuts_agree_with_the_program() {
    let cases = [
        ("*", Some(Shortcut::Everything)),
        ("", Some(Shortcut::Exact(String::new()))),
        ("/foo/Baz", Some(Shortcut::Exact("/foo/Baz".into()))),
        ("{a}{b}", Some(Shortcut::Exact("ab".into()))),
        ("*?", None),
        ("{a}?", None),
    ];
    for (pattern, shortcut) in cases {
        let (program, _) = program(pattern, &Options::DEFAULT);
        assert_eq!(program.shortcut, shortcut, "{pattern:?}");
        for input in INPUTS.iter().chain(&["ab", "AB", "/FOO/baz", "x\u{2028}"]) {
            for ignore_case in [false, true] {
                assert_eq!(
                    program.exec(input, ignore_case),
                    program.run(input, ignore_case),
                    "{pattern:?} on {input:?}"
                );
            }
        }
    }
}

/// The memo's pages: a state is new once, pages are made on first use, and a state past
/// the end (none is asked for) counts as new rather than failing.
#[test]
fn visited_pages() {
    let mut visited = Visited::new(3 * Visited::PAGE_STATES);
    assert_eq!(visited.pages.len(), 3);
    for state in [
        0,
        63,
        64,
        Visited::PAGE_STATES + 5,
        3 * Visited::PAGE_STATES - 1,
    ] {
        assert!(visited.insert(state), "{state} is new");
        assert!(!visited.insert(state), "{state} was seen");
    }
    assert!(visited.insert(1), "a neighbour is new");
    assert_eq!(visited.pages.iter().filter(|p| p.is_some()).count(), 3);
    let mut sparse = Visited::new(100 * Visited::PAGE_STATES);
    assert!(sparse.insert(50 * Visited::PAGE_STATES));
    assert_eq!(sparse.pages.iter().filter(|p| p.is_some()).count(), 1);
    assert!(visited.insert(3 * Visited::PAGE_STATES));
}

/// The continuation-passing matcher this replaced nested one native frame per iteration
/// and had to give up on long inputs; the program's backtracking stack is a vector.
#[test]
fn long_repetition_matches() {
    let (program, _) = program("/:a+", &Options::PATHNAME);
    let input = "/x".repeat(100_000);
    let captures = program.exec(&input, false).expect("matches");
    assert_eq!(captures, [Some(1..input.len())]);
}
