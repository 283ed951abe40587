//! The grammar decides the structure: for each kind of input, the exact tree that
//! URL grammar (grammar/*.pest) produces (rule names and matched text), and that entry rules consume the
//! whole input. A reader can point at the rule that handles each case.

use railurl::syntax::{parse, parse_rule, Entry, Node};

/// `rule"text"` for leaves, `rule[children]` for containers, space separated. A run of path
/// steps (one node in the tree) is shown as `rule"text"{steps}`, each step as its step rule
/// reads it from where the one before ended.
fn render<'t, 'i>(nodes: impl Iterator<Item = Node<'t, 'i>>) -> String {
    nodes
        .map(|n| {
            let children: Vec<Node<'t, 'i>> = n.children().collect();
            if let Some(step) = n.rule().path_step() {
                format!("{:?}{:?}{{{}}}", n.rule(), n.text(), steps(n, step))
            } else if children.is_empty() {
                format!("{:?}{:?}", n.rule(), n.text())
            } else {
                format!("{:?}[{}]", n.rule(), render(children.into_iter()))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The steps of a run, each read by `step` at the end of the one before, up to the run's end.
fn steps(run: Node<'_, '_>, step: railurl::syntax::Rule) -> String {
    let input = run.text();
    let mut at = 0;
    let mut out = Vec::new();
    while at < input.len() {
        let tree = parse_rule(step, &input[at..])
            .unwrap_or_else(|e| panic!("{step:?} at {at} of the run {input:?}: {e:?}"));
        assert!(tree.end() > 0, "{step:?} at {at} of {input:?} read nothing");
        out.push(render(tree.nodes()));
        at += tree.end();
    }
    assert_eq!(at, input.len(), "the steps end where the run ends");
    out.join(" ")
}

/// Each input's tree from `entry` is the expected one.
fn check_trees(entry: Entry, cases: &[(&'static str, &str)]) {
    for &(input, expected) in cases {
        assert_eq!(tree(entry, input), expected, "{entry:?} {input:?}");
    }
}

fn tree(entry: Entry, input: &'static str) -> String {
    let tree = parse(entry, input).unwrap_or_else(|e| panic!("{input:?} did not parse: {e:?}"));
    // Full consumption: the top-level nodes end where the input ends (or the tree is empty).
    let last_end = tree.nodes().last().map_or(input.len(), |n| n.end());
    assert_eq!(last_end, input.len(), "{input:?} not fully consumed");
    render(tree.nodes())
}

#[test]
fn special_url_with_everything() {
    check_trees(
        Entry::WithoutBase,
        &[(
            "https://u:p@h:8/a/../b?q#f",
            "special_scheme\"https\" authority_slashes\"//\" \
             special_userinfo[special_username\"u\" special_password\"p\"] \
             special_host_text\"h\" port\"8\" special_path[special_path_segment\"a\" \
             special_path_turns[special_path_step[double_dot_segment\"..\"] \
             special_plain_stretch\"/b\"{special_path_step[special_path_segment\"b\"]}]] \
             query\"q\" fragment\"f\"",
        )],
    );
}

#[test]
fn special_scheme_leniency_is_in_the_grammar() {
    // Backslashes, missing and extra slashes: "special authority slashes state"; a "\" in the
    // path is a reverse_solidus.
    check_trees(
        Entry::WithoutBase,
        &[
            (
                "http:\\\\h\\a",
                "special_scheme\"http\" missing_solidus\"\\\\\\\\\" special_host_text\"h\" \
                 special_path[reverse_solidus\"\\\\\" special_path_segment\"a\"]",
            ),
            (
                "http:////h",
                "special_scheme\"http\" authority_slashes\"//\" ignored_slashes\"//\" \
                 special_host_text\"h\" special_path[special_path_segment\"\"]",
            ),
            // %2e dot segments.
            (
                "http://h/%2E/.%2e",
                "special_scheme\"http\" authority_slashes\"//\" special_host_text\"h\" \
                 special_path[single_dot_segment\"%2E\" \
                 special_path_turns[special_path_step[double_dot_segment\".%2e\"]]]",
            ),
        ],
    );
}

#[test]
fn the_special_relative_or_authority_choice_is_a_rule() {
    // Against an http base, "http:" without "//" is a relative reference ...
    check_trees(
        Entry::WithHttpBase,
        &[
            (
                "HTTP:a/b",
                "special_relative_or_authority[special_scheme\"HTTP\" \
                 special_path_relative[special_path_segment\"a\" \
                 special_path_turns[special_plain_stretch\"/b\"{special_path_step[special_path_segment\"b\"]}]]]",
            ),
            // ... with "//" it is absolute, and another special scheme is absolute either way.
            (
                "http://h",
                "special_scheme\"http\" authority_slashes\"//\" special_host_text\"h\" \
                 special_path[special_path_segment\"\"]",
            ),
            (
                "https:h",
                "special_scheme\"https\" missing_solidus\"\" special_host_text\"h\" \
                 special_path[special_path_segment\"\"]",
            ),
        ],
    );
    check_trees(
        Entry::WithWsBase,
        &[(
            "ws:\\\\h",
            "special_relative_or_authority[special_scheme\"ws\" \
             special_relative_slashes\"\\\\\\\\\" special_host_text\"h\" \
             special_path[special_path_segment\"\"]]",
        )],
    );
}

#[test]
fn last_at_sign_ends_the_credentials_and_brackets_keep_colons_in_the_host() {
    // The username ends at the first ":"; the password runs to the last "@".
    check_trees(
        Entry::WithoutBase,
        &[
            (
                "http://a@b:c@[::1]:80",
                "special_scheme\"http\" authority_slashes\"//\" \
                 special_userinfo[special_username\"a@b\" special_password\"c\"] \
                 special_ipv6_literal[special_ipv6_text\"::1\"] port\"80\" \
                 special_path[special_path_segment\"\"]",
            ),
            (
                "http://@h",
                "special_scheme\"http\" authority_slashes\"//\" \
                 special_userinfo[special_username\"\"] special_host_text\"h\" \
                 special_path[special_path_segment\"\"]",
            ),
        ],
    );
}

#[test]
fn the_host_parser_first_step_is_in_the_grammar() {
    // A buffer that starts with "[" and ends with "]" is an IPv6 literal, whatever is between.
    check_trees(
        Entry::WithoutBase,
        &[
            (
                "http://[a]b[c]/",
                "special_scheme\"http\" authority_slashes\"//\" \
                 special_ipv6_literal[special_ipv6_text\"a]b[c\"] \
                 special_path[special_path_segment\"\"]",
            ),
            (
                "http://[::1]]",
                "special_scheme\"http\" authority_slashes\"//\" \
                 special_ipv6_literal[special_ipv6_text\"::1]\"] \
                 special_path[special_path_segment\"\"]",
            ),
            // Starting with "[" but not ending with "]": IPv6-unclosed.
            (
                "http://[::1]x/",
                "special_scheme\"http\" authority_slashes\"//\" special_ipv6_unclosed\"[::1]x\" \
                 special_path[special_path_segment\"\"]",
            ),
            (
                "foo://[::1/",
                "scheme\"foo\" authority_slashes\"//\" opaque_ipv6_unclosed\"[::1\" \
                 path_absolute[path_segment\"\"]",
            ),
            (
                "file://[::1]/",
                "file_scheme\"file\" special_relative_slashes\"//\" \
                 file_ipv6_literal[file_ipv6_text\"::1\"] special_path[special_path_segment\"\"]",
            ),
        ],
    );
}

#[test]
fn failures_are_error_productions() {
    check_trees(
        Entry::WithoutBase,
        &[
            ("no scheme", "missing_scheme\"no scheme\""),
            (
                "http://h:8x/",
                "special_scheme\"http\" authority_slashes\"//\" special_host_text\"h\" \
                 invalid_port[port_digits_before_invalid\"8\" port_invalid_code_point\"x\"] \
                 special_path[special_path_segment\"\"]",
            ),
        ],
    );
}

#[test]
fn non_special_urls() {
    check_trees(
        Entry::WithoutBase,
        &[
            (
                "foo://h\\x:1/p",
                "scheme\"foo\" authority_slashes\"//\" opaque_host_text\"h\\\\x\" port\"1\" \
                 path_absolute[path_segment\"p\"]",
            ),
            (
                "foo://u:p@h",
                "scheme\"foo\" authority_slashes\"//\" userinfo[username\"u\" password\"p\"] \
                 opaque_host_text\"h\"",
            ),
            (
                "mailto:a@b?s",
                "scheme\"mailto\" opaque_path\"a@b\" query\"s\"",
            ),
            (
                "foo:/a/..",
                "scheme\"foo\" path_absolute[path_segment\"a\" \
                 path_turns[path_step[double_dot_segment\"..\"]]]",
            ),
        ],
    );
}

#[test]
fn file_urls_and_windows_drive_letters() {
    check_trees(
        Entry::WithoutBase,
        &[
            (
                "file://host/x",
                "file_scheme\"file\" special_relative_slashes\"//\" file_host_text\"host\" \
                 special_path[special_path_segment\"x\"]",
            ),
            (
                "file://C|/x",
                "file_scheme\"file\" special_relative_slashes\"//\" \
                 drive_letter_host_path[windows_drive_letter\"C|\" \
                 special_path_turns[special_plain_stretch\"/x\"{special_path_step[special_path_segment\"x\"]}]]",
            ),
        ],
    );
    check_trees(
        Entry::WithFileBase,
        &[
            (
                "/C:/x",
                "file_slash_path[windows_drive_letter\"C:\" \
                 special_path_turns[special_plain_stretch\"/x\"{special_path_step[special_path_segment\"x\"]}]]",
            ),
            (
                "\\C:\\x",
                "file_slash_path[reverse_solidus\"\\\\\" windows_drive_letter\"C:\" \
                 special_path_turns[special_reverse_solidus_stretch\"\\\\x\"\
                 {special_path_step[reverse_solidus\"\\\\\" special_path_segment\"x\"]}]]",
            ),
            (
                "x/y",
                "file_relative_path[special_path_segment\"x\" \
                 special_path_turns[special_plain_stretch\"/y\"{special_path_step[special_path_segment\"y\"]}]]",
            ),
        ],
    );
}

#[test]
fn relative_references_by_base_kind() {
    check_trees(
        Entry::WithSpecialBase,
        &[
            (
                "//h/p",
                "special_relative_slashes\"//\" special_host_text\"h\" \
                 special_path[special_path_segment\"p\"]",
            ),
            (
                "\\p",
                "special_path_absolute[reverse_solidus\"\\\\\" special_path_segment\"p\"]",
            ),
            (
                "p?q",
                "special_path_relative[special_path_segment\"p\"] query\"q\"",
            ),
            ("#f", "fragment\"f\""),
            ("", ""),
        ],
    );
    // Against a non-special base a backslash is an ordinary code point.
    check_trees(
        Entry::WithBase,
        &[
            ("\\p", "path_relative[path_segment\"\\\\p\"]"),
            ("//h", "authority_slashes\"//\" opaque_host_text\"h\""),
        ],
    );
    check_trees(
        Entry::WithOpaqueBase,
        &[("#f", "fragment\"f\""), ("x", "missing_scheme\"x\"")],
    );
}

#[test]
fn host_address_entry_rules() {
    check_trees(
        Entry::Ipv4Host,
        &[(
            "0x7f.017.1.08",
            "ipv4_address[ipv4_hex\"0x7f\" ipv4_octal\"017\" ipv4_decimal\"1\" \
             ipv4_non_numeric\"08\"]",
        )],
    );
    // The IPv4 address in IPv6 has its parts as nodes.
    check_trees(
        Entry::Ipv6Host,
        &[
            (
                "::ffff:1.2.3.4",
                "ipv6_address[ipv6_leading_compression\"::\" ipv6_piece\"ffff\" \
                 ipv4_in_ipv6[ipv4_in_ipv6_part\"1\" ipv4_in_ipv6_part\"2\" \
                 ipv4_in_ipv6_part\"3\" ipv4_in_ipv6_part\"4\"]]",
            ),
            (
                "::1.2.3.4.5",
                "ipv6_address[ipv6_leading_compression\"::\" ipv4_in_ipv6[ipv4_in_ipv6_part\"1\" \
                 ipv4_in_ipv6_part\"2\" ipv4_in_ipv6_part\"3\" ipv4_in_ipv6_part\"4\" \
                 ipv4_in_ipv6_invalid\".5\"]]",
            ),
            // Each way the IPv6 parser can fail on a code point is its own production.
            (
                "1::2:zz",
                "ipv6_address[ipv6_piece\"1\" ipv6_compression\":\" ipv6_piece\"2\" \
                 ipv6_invalid_code_point\"zz\"]",
            ),
            (
                "1:",
                "ipv6_address[ipv6_piece\"1\" ipv6_invalid_after_piece\":\"]",
            ),
            (":1", "ipv6_address[ipv6_invalid_compression\":1\"]"),
            (
                "::.1",
                "ipv6_address[ipv6_leading_compression\"::\" ipv4_in_ipv6_empty_part\".1\"]",
            ),
        ],
    );
}

#[test]
fn a_path_of_many_segments_is_a_handful_of_nodes() {
    // The segments after the first are one run, whatever their number: the tree's size does
    // not grow with the path (a node per segment cost 16 bytes per "/" of input).
    for unit in ["a/", "/", "../", "\\a", "%2e/"] {
        let input = format!("http://h/{}x?q", unit.repeat(10_000));
        let tree = parse(Entry::WithoutBase, &input).unwrap();
        let nodes: usize = tree.nodes().map(|n| 1 + n.children().count()).sum();
        assert!(nodes <= 8, "{unit:?}: {nodes} nodes");
    }
}

/// A path's pieces after its first segment are recorded up to 32 (each a stretch of plain
/// steps or one step); the other segments of a longer path are one run, so that a path of
/// any length is a bounded number of tokens.
#[test]
fn a_path_is_32_pieces_then_one_run() {
    let input = format!("http://h/a{}", "/.".repeat(40));
    let tree = parse(Entry::WithoutBase, &input).unwrap();
    let path = tree.nodes().last().unwrap();
    let turns = path.children().last().unwrap();
    assert_eq!(turns.rule(), railurl::syntax::Rule::special_path_turns);
    let pieces: Vec<Node<'_, '_>> = turns.children().collect();
    assert_eq!(pieces.len(), 33);
    assert!(pieces[..32]
        .iter()
        .all(|p| p.rule() == railurl::syntax::Rule::special_path_step && p.text() == "/."));
    assert_eq!(pieces[32].rule(), railurl::syntax::Rule::special_path_steps);
    assert_eq!(pieces[32].text(), "/.".repeat(8));
}
