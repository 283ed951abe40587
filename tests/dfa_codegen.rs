//! build/pest/dfa.rs, the `.pest`-to-tagged-DFA compiler of the fast path, on small grammars:
//! the automaton keeps PEG's meaning (ordered choice, greedy repetition, lookaheads), records
//! each visible rule's span, and the compiler refuses, naming the rule, what a DFA cannot do.
//! The automaton is run here by a small interpreter of its tables; the generated code of the
//! library's own grammar is checked against the second formulation in
//! src/syntax/canonical.rs.

#[path = "../build/common.rs"]
#[allow(dead_code)]
mod common;
#[path = "../build/pest/mod.rs"]
#[allow(dead_code)]
mod pest;

use common::Source;
use pest::dfa::Dfa;

fn compile(text: &str) -> Result<Dfa, String> {
    let source = Source {
        file: "test.pest".into(),
        text: text.into(),
    };
    pest::compile_dfa(&[source], "top").map_err(|errors| {
        let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
        messages.join("\n")
    })
}

/// The spans of the visible rules (`rule start end`, in the DFA's rule order) when the
/// automaton accepts `input`, as the generated code reads them.
fn run(dfa: &Dfa, input: &str) -> Option<Vec<String>> {
    let mut registers = [0usize; 32];
    let mut state = 0;
    for (i, &b) in input.as_bytes().iter().enumerate() {
        let (next, ops) = dfa.states[state].next[usize::from(dfa.classes[usize::from(b)])]?;
        for (tag, register) in registers.iter_mut().enumerate() {
            if ops & (1 << tag) != 0 {
                *register = i;
            }
        }
        state = next;
    }
    let (present, at_end) = dfa.states[state].accept?;
    let at = |tag: usize| match at_end & (1 << tag) != 0 {
        true => input.len(),
        false => registers[tag],
    };
    let spans = dfa
        .rules
        .iter()
        .enumerate()
        .filter(|(v, _)| present & (1 << (2 * v)) != 0);
    Some(
        spans
            .map(|(v, rule)| format!("{rule} {} {}", at(2 * v), at(2 * v + 1)))
            .collect(),
    )
}

fn accepts(dfa: &Dfa, input: &str) -> bool {
    run(dfa, input).is_some()
}

#[test]
fn ordered_choice_tries_the_second_alternative_only_where_the_first_fails() {
    // PEG: "a" matches "abc"'s start, then "c" fails at "b", and "ab" is never tried.
    let first_short = compile(r#"top = _{ ("a" | "ab") ~ "c" }"#).unwrap();
    assert!(accepts(&first_short, "ac"));
    assert!(!accepts(&first_short, "abc"));
    let first_long = compile(r#"top = _{ ("ab" | "a") ~ "c" }"#).unwrap();
    assert!(accepts(&first_long, "ac"));
    assert!(accepts(&first_long, "abc"));
}

#[test]
fn repetitions_are_greedy() {
    let never = compile(r#"top = _{ "a"* ~ "a" }"#).unwrap();
    for input in ["", "a", "aa", "aaa"] {
        assert!(!accepts(&never, input), "{input:?}");
    }
    let bounded = compile(r#"top = _{ "a"{1, 2} ~ "a"? ~ "b" }"#).unwrap();
    assert!(accepts(&bounded, "ab") && accepts(&bounded, "aab") && accepts(&bounded, "aaab"));
    assert!(!accepts(&bounded, "b") && !accepts(&bounded, "aaaab"));
    let optional = compile(r#"top = _{ "a"? ~ "a" }"#).unwrap();
    assert!(accepts(&optional, "aa"));
    assert!(!accepts(&optional, "a"));
}

#[test]
fn lookaheads_read_without_consuming() {
    let dfa = compile(r#"top = _{ !"ab" ~ ASCII_ALPHA_LOWER+ ~ &"." ~ ANY }"#).unwrap();
    assert!(accepts(&dfa, "ac."));
    assert!(accepts(&dfa, "a."));
    assert!(!accepts(&dfa, "ab."));
    assert!(!accepts(&dfa, "abc."));
    assert!(!accepts(&dfa, "ac"));
    assert!(!accepts(&dfa, "ac.."));
    // `ANY` is one code point, of any length in UTF-8.
    let any = compile(r#"top = _{ ANY ~ "x" }"#).unwrap();
    assert!(accepts(&any, "éx") && accepts(&any, "😀x") && !accepts(&any, "ééx"));
}

/// A choice reads its first alternative twice (as itself, and as the lookahead that lets the
/// second one in), so rules whose first alternatives nest choices 40 deep would be 2^40
/// translations if each were made again: the compiler makes each (expression, continuation)
/// once, and this grammar compiles. Each rule is `c{n} = { c{n-1} ~ "x" | "y" }`: on "y"
/// followed by "x"s, `c{n-1}`'s match and one more "x" where one follows it, else "y" alone
/// (PEG's ordered choice, computed here directly).
#[test]
fn choices_nested_in_first_alternatives_compile_once_each() {
    let depth = 40;
    let mut text = String::from("c0 = _{ \"y\" }\n");
    for n in 1..=depth {
        text.push_str(&format!("c{n} = _{{ c{} ~ \"x\" | \"y\" }}\n", n - 1));
    }
    text.push_str(&format!("top = _{{ c{depth} }}\n"));
    let dfa = compile(&text).unwrap();
    // The "x"s that `c{n}` takes after the "y" of "y" and `xs` "x"s.
    fn taken(n: usize, xs: usize) -> usize {
        match n {
            0 => 0,
            _ => match taken(n - 1, xs) {
                t if t < xs => t + 1,
                _ => 0,
            },
        }
    }
    let mut accepted = 0;
    for xs in 0..=2 * depth {
        let input = format!("y{}", "x".repeat(xs));
        let whole = taken(depth, xs) == xs;
        assert_eq!(accepts(&dfa, &input), whole, "{input}");
        accepted += usize::from(whole);
    }
    assert!(accepted > 1, "the grammar takes more than one input");
    assert!(!accepts(&dfa, "") && !accepts(&dfa, "x") && !accepts(&dfa, "yy"));
}

#[test]
fn visible_rules_record_their_spans() {
    let dfa = compile(
        r#"
        top = _{ scheme ~ ":" ~ (host ~ (":" ~ port)?) ~ rest }
        scheme = @{ ASCII_ALPHA+ }
        host = @{ (ASCII_ALPHA_LOWER | ".")+ }
        port = @{ ASCII_DIGIT+ }
        rest = @{ ANY* }
        "#,
    )
    .unwrap();
    let spans = |input| {
        let mut spans = run(&dfa, input).unwrap();
        spans.sort();
        spans.join(", ")
    };
    assert_eq!(
        spans("ab:c.d:80/x"),
        "host 3 6, port 7 9, rest 9 11, scheme 0 2"
    );
    assert_eq!(spans("ab:c/x"), "host 3 4, rest 4 6, scheme 0 2");
    assert_eq!(spans("ab:c"), "host 3 4, rest 4 4, scheme 0 2");
    assert!(run(&dfa, "ab:").is_none());
}

#[test]
fn refuses_what_a_dfa_cannot_do_naming_the_rule() {
    let refused = |text: &str, rule: &str, part: &str| {
        let message = compile(text).expect_err("refused");
        assert!(
            message.contains(&format!("rule `{rule}`")) && message.contains(part),
            "{message}"
        );
    };
    refused(r#"top = _{ "(" ~ top? ~ ")" }"#, "top", "recursive");
    refused(
        r#"top = _{ word ~ ("." ~ word)* }
        word = @{ ASCII_ALPHA+ }"#,
        "top",
        "recorded twice",
    );
    // Alternatives that would record `w` at two places while both are alive.
    refused(
        r#"top = _{ (w ~ "b") | ("a" ~ w) }
        w = @{ "a"+ }"#,
        "top",
        "two places",
    );
    refused(r#"top = _{ "a" ~ EOI }"#, "top", "not compiled to a DFA");
    refused(r#"top = _{ 'α'..'ω' }"#, "top", "beyond ASCII");
    refused(
        r#"top = _{ "a" }
        WHITESPACE = _{ " " }"#,
        "WHITESPACE",
        "implicit white",
    );
}

/// The code build.rs generated from the grammars in tests/data/dfa/, and the same grammars'
/// automata, run over their tables by [`run`].
mod generated {
    pub mod runs {
        include!(concat!(env!("OUT_DIR"), "/dfa_test_runs.rs"));
    }
    pub mod literals {
        include!(concat!(env!("OUT_DIR"), "/dfa_test_literals.rs"));
    }
    pub mod many_sets {
        include!(concat!(env!("OUT_DIR"), "/dfa_test_many_sets.rs"));
    }
    pub mod entries {
        include!(concat!(env!("OUT_DIR"), "/dfa_test_entries.rs"));
    }
    pub mod pairs {
        include!(concat!(env!("OUT_DIR"), "/dfa_test_pairs.rs"));
    }
}

/// The spans of a generated match (`rule start end`), sorted.
macro_rules! spans {
    ($m:expr, [$($rule:ident),*]) => {
        $m.map(|m| {
            let mut spans = Vec::new();
            $(if let Some((start, end)) = m.$rule {
                spans.push(format!("{} {start} {end}", stringify!($rule)));
            })*
            spans.sort();
            spans
        })
    };
}

/// A generated automaton's spans of an input (sorted, as [`spans!`] gives them), asserting
/// that its SSE2 skips and its scalar ones give the same.
macro_rules! both {
    ($module:ident, [$($rule:ident),*]) => {
        |input: &[u8]| {
            let sse2 = spans!(generated::$module::match_top(input), [$($rule),*]);
            let scalar = spans!(generated::$module::match_top_scalar(input), [$($rule),*]);
            assert_eq!(sse2, scalar, "{input:?}");
            // Inside a buffer, followed by more of the input (which a skip would run on
            // through) and by each amount of slack.
            let buffer = [input, input, input].concat();
            for slack in 0..=input.len().min(40) {
                let buffer = &buffer[..input.len() + slack];
                let m = generated::$module::match_top_in(buffer, 0..input.len());
                assert_eq!(spans!(m, [$($rule),*]), sse2, "{input:?} {slack}");
            }
            sse2
        }
    };
}

/// The generated code of `file` (through `generated`) and the automaton's tables agree on
/// `input`: the same verdict and every span.
fn agree(dfa: &Dfa, generated: &dyn Fn(&[u8]) -> Option<Vec<String>>, input: &str) {
    let tables = run(dfa, input).map(|mut spans| {
        spans.sort();
        spans
    });
    assert_eq!(generated(input.as_bytes()), tables, "{input:?}");
}

fn grammar(name: &str) -> Dfa {
    let path = format!("{}/tests/data/dfa/{name}.pest", env!("CARGO_MANIFEST_DIR"));
    compile(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A small deterministic generator of test inputs (xorshift).
struct Inputs(u64);

impl Inputs {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A string of up to `max` pieces, each drawn from `pieces`.
    fn string(&mut self, pieces: &[&str], max: u64) -> String {
        let n = self.next() % (max + 1);
        (0..n)
            .map(|_| pieces[(self.next() % pieces.len() as u64) as usize])
            .collect()
    }
}

#[test]
fn generated_skip_loops_agree_with_the_tables_across_eight_byte_steps() {
    let dfa = grammar("runs");
    let generated = both!(runs, [head, tail, rest]);
    // Runs of every length up to 40 before each kind of end: a transition that stores a tag
    // (at every offset in the eight-byte steps), the input's end, a byte no transition takes.
    for n in 0..40 {
        let run = "a1B2c3D4e5".repeat(4)[..n].to_string();
        for end in [
            "", ".", ".x", "#", "#é", "!", "é", ".-a.", "\u{80}", "a\u{0}",
        ] {
            agree(&dfa, &generated, &format!("{run}{end}"));
            agree(&dfa, &generated, &format!("x.{run}{end}"));
            agree(&dfa, &generated, &format!("{run}.{run}{end}"));
            agree(&dfa, &generated, &format!("{run}#{run}{end}"));
        }
    }
    let mut inputs = Inputs(0x9e37_79b9_7f4a_7c15);
    let pieces = [
        "a", "Z", "0", "-", ".", "#", "é", "😀", "\u{7f}", " ", "abcdefgh",
    ];
    for _ in 0..20_000 {
        agree(&dfa, &generated, &inputs.string(&pieces, 24));
    }
}

#[test]
fn generated_literals_agree_with_the_tables_whole_and_cut_off() {
    let dfa = grammar("literals");
    let generated = both!(literals, [scheme, host, port]);
    // The "s" that may follow "http" is stepped over without a branch (a state that is its
    // successor with an optional byte in front).
    let code = include_str!(concat!(env!("OUT_DIR"), "/dfa_test_literals.rs"));
    assert!(code.contains("i += usize::from(input.get(i).is_some_and(|&b| b == 115));"));
    for scheme in ["https", "http", "ftp", "htt", "httpx", "ft", "f"] {
        for host in ["www.a", "www.", "ww.a", "wwwa", "a", "www", ""] {
            for port in ["", ":80", ":8080", ":8", ":808", ":80800", ":"] {
                let url = format!("{scheme}://{host}{port}");
                for at in 0..=url.len() {
                    agree(&dfa, &generated, &url[..at]);
                }
            }
        }
    }
    let mut inputs = Inputs(0x2545_f491_4f6c_dd1d);
    let pieces = [
        "h", "t", "p", "s", "f", ":", "/", "w", ".", "a", "8", "0", "é",
    ];
    for _ in 0..20_000 {
        agree(&dfa, &generated, &inputs.string(&pieces, 20));
    }
}

#[test]
fn generated_code_with_several_tables_of_byte_sets_agrees_with_the_tables() {
    let dfa = grammar("many_sets");
    let generated = both!(many_sets, [rest]);
    // The grammar's ranges, in its order.
    let ranges: Vec<(char, char)> = ('b'..='z')
        .map(|c| ('a', c))
        .chain(('B'..='Z').map(|c| ('A', c)))
        .chain(('1'..='9').map(|c| ('0', c)))
        .chain(('b'..='m').map(|c| (c, 'z')))
        .collect();
    let mut inputs = Inputs(0x5851_f42d_4c95_7f2d);
    for _ in 0..3_000 {
        // A matching input: a run of each range (of 0 to 11 of its characters) and "!".
        let mut input: Vec<char> = Vec::new();
        for &(lo, hi) in &ranges {
            for _ in 0..inputs.next() % 12 {
                let width = u64::from(hi) - u64::from(lo) + 1;
                input.extend(char::from_u32(
                    u32::from(lo) + (inputs.next() % width) as u32,
                ));
            }
            input.push('!');
        }
        input.extend("é!".chars());
        let whole: String = input.iter().collect();
        agree(&dfa, &generated, &whole);
        // Cut off, and with one character replaced.
        let at = (inputs.next() % input.len() as u64) as usize;
        agree(&dfa, &generated, &input[..at].iter().collect::<String>());
        let other = ['a', 'z', 'A', 'Z', '0', '9', '!', 'é'];
        input[at] = other[(inputs.next() % other.len() as u64) as usize];
        agree(&dfa, &generated, &input.iter().collect::<String>());
    }
}

#[test]
fn generated_cycles_entered_at_several_states_agree_with_the_tables() {
    let dfa = grammar("entries");
    let generated = both!(entries, [labels]);
    let mut inputs = Inputs(0x1405_7b7e_f767_814f);
    let heads = ["x", "ya", "xba", "yaba", "xbab", "y", "yb", ""];
    let pieces = ["1", "23", "a", "bc", ".", ".", "-", "é"];
    for _ in 0..20_000 {
        let head = heads[(inputs.next() % heads.len() as u64) as usize];
        let pairs = "ba".repeat((inputs.next() % 4) as usize);
        let bang = if inputs.next().is_multiple_of(8) {
            ""
        } else {
            "!"
        };
        let labels = inputs.string(&pieces, 12);
        agree(&dfa, &generated, &format!("{head}{pairs}{bang}{labels}"));
    }
}

#[test]
fn generated_skips_through_pairs_of_states_agree_with_the_tables() {
    let dfa = grammar("pairs");
    let generated = both!(pairs, [host, path, query]);
    // The generated code skips through both loops as pairs (what this grammar is for).
    let code = include_str!(concat!(env!("OUT_DIR"), "/dfa_test_pairs.rs"));
    assert!(code.matches("i = skip_pair").count() >= 2);
    // Labels and segments of every length up to 12, in runs that cross the eight-byte steps,
    // each followed by each way out of the pair.
    let ends = [
        "", ".", ".x", ".xn-1", ".a", ".9", "/", "/.", "/.a", "/%", "//", "/a", "?", "?é", "é",
        ".-", "/?", "x",
    ];
    for n in 0..=12 {
        let label = "ab1-cd2-ef3-"[..n].to_string();
        for k in 1..5 {
            let host = vec![format!("q{label}"); k].join(".");
            let path = vec![format!("%{label}"); k].join("/");
            for end in ends {
                agree(&dfa, &generated, &format!("{host}{end}"));
                agree(&dfa, &generated, &format!("{host}/{path}{end}"));
                agree(&dfa, &generated, &format!("a/{path}{end}"));
            }
        }
    }
    let mut inputs = Inputs(0x6a09_e667_f3bc_c908);
    let pieces = [
        "a", "bc", "x", "xn-", "xn-1", "1", "-", ".", ".", "/", "/", "/.", "%", "?", "é",
        "abcdefgh",
    ];
    for _ in 0..40_000 {
        let head = ["a", "x", "xn-2", ""][(inputs.next() % 4) as usize];
        agree(
            &dfa,
            &generated,
            &format!("{head}{}", inputs.string(&pieces, 24)),
        );
    }
}

/// Each skip of every test grammar's generated code, its SSE2 form against its scalar form
/// (the same where the target has no SSE2), on inputs of every length up to 40 made of the
/// bytes the skip runs through alone, with one byte replaced by each of the 256 values: the
/// byte in every lane of a sixteen-byte block, after a block (where it decides a pair's last
/// position) and near the input's end, which the two forms read differently. And its SSE2
/// form in an input followed by bytes it may read: those inputs followed by more of the same
/// bytes, and by each of the 256 values and then more, at every amount of slack up to 40.
#[test]
fn generated_sse2_skips_agree_with_the_scalar_ones_at_every_position() {
    let skips = [
        &generated::runs::SKIPS[..],
        &generated::literals::SKIPS,
        &generated::many_sets::SKIPS,
        &generated::entries::SKIPS,
        &generated::pairs::SKIPS,
    ];
    for &(name, sse2, scalar, slack) in skips.concat().iter() {
        let fill: Vec<u8> = (0..=255u8).filter(|&b| scalar(&[b; 40], 0) == 40).collect();
        assert!(!fill.is_empty(), "{name}");
        let fill: Vec<u8> = fill.iter().copied().cycle().take(80).collect();
        // The input is the first `len` bytes of `padded`, the rest more of the fill.
        let mut padded = fill.clone();
        for len in 0..=40 {
            for at in 0..len {
                for byte in 0..=255 {
                    padded[at] = byte;
                    let input = &padded[..len];
                    // From the start (the byte in each lane of the first blocks), from the
                    // byte, and from where it is the byte after a position or after a block.
                    for i in [0, at, at.saturating_sub(1), at.saturating_sub(16)] {
                        let expected = scalar(input, i);
                        assert_eq!(sse2(input, i), expected, "{name} {i} {input:?}");
                        if i == 0 || i == at {
                            let in_buffer = slack(input, &padded, i);
                            assert_eq!(in_buffer, expected, "{name} {i} {input:?} in {padded:?}");
                        }
                    }
                }
                padded[at] = fill[at];
            }
            // Each byte right after the input, with the buffer's end where a step of one to
            // three blocks from `i` ends (and one byte either side), and every amount of slack
            // up to 40 after the fill's first byte and a byte outside it.
            for byte in 0..=255 {
                padded[len] = byte;
                let input = &padded[..len];
                for i in [0, len.saturating_sub(17)] {
                    let expected = scalar(input, i);
                    let ends: Vec<usize> = match byte == fill[0] || byte == 0 {
                        true => (len..=len + 40).collect(),
                        false => [16, 17, 32, 33, 48, 49]
                            .iter()
                            .flat_map(|&n| [i + n - 1, i + n, i + n + 1])
                            .chain([len, len + 1, len + 40])
                            .filter(|&end| end >= len && end <= len + 40)
                            .collect(),
                    };
                    for end in ends {
                        let in_buffer = slack(input, &padded[..end], i);
                        assert_eq!(in_buffer, expected, "{name} {i} {input:?} in {padded:?}");
                    }
                }
            }
            padded[len] = fill[len];
        }
    }
}
