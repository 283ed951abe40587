//! The grammar-tinkering examples, run as a user runs them (`cargo run --example ...`), with
//! their real output checked: parse_tree's tree and record, the run-time grammar giving the same
//! tree as the built-in one, an edited grammar giving a changed tree, a broken grammar reported
//! at its line and column, and railroad drawing one well-formed SVG per grammar rule.

mod common;

use common::{assert_contains, assert_has, example, parse_tree, TempDir};
use std::process::Command;

/// The tree lines: from the "parse tree (...):" header to the first line that is not a node.
fn tree_lines(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .skip_while(|l| !l.starts_with("parse tree ("))
        .skip(1)
        .take_while(|l| !l.is_empty() && !l.starts_with('('))
        .collect()
}

/// Write the URL grammar into `dir` with each `(from, to)` replacement made (each must
/// apply); its path.
fn edited_grammar(dir: &TempDir, edits: &[(&str, &str)]) -> String {
    let mut text = grammar_text();
    for (from, to) in edits {
        assert!(text.contains(from), "the grammar has no {from:?}");
        text = text.replace(from, to);
    }
    let path = dir.path().join("edited.pest");
    std::fs::write(&path, text).expect("grammar written");
    path.to_str().expect("UTF-8 path").to_owned()
}

/// The URL grammar's files joined, in the order build.rs reads them.
fn grammar_text() -> String {
    let mut text = String::new();
    for (_, file) in railurl::syntax::GRAMMAR_SOURCES {
        text.push_str(file);
        text.push('\n');
    }
    text
}

#[test]
fn parse_tree_shows_the_tree_then_the_record() {
    let run = parse_tree(&["https://u@EXAMPLE.com:8080/a/../b?q#f"]);
    assert_has(
        &run.stdout,
        &[
            "entry: url_without_base (no base)",
            "special_scheme 0..5 \"https\"",
            "authority_slashes 6..8 \"//\"",
            "special_userinfo 8..10 \"u@\"",
            "  special_username 8..9 \"u\"",
            "special_host_text 10..21 \"EXAMPLE.com\"",
            "port 22..26 \"8080\"",
            "special_path 26..33 \"/a/../b\"",
            "  special_path_segment 27..28 \"a\"",
            // The segments after the first are one node, piece by piece: a step, or a stretch
            // of plain steps.
            "  special_path_turns 28..33 \"/../b\"",
            "    special_path_step 28..31 \"/..\"",
            "    special_plain_stretch 31..33 \"/b\"",
            "query 34..35 \"q\"",
            "fragment 36..37 \"f\"",
            "  host:     Domain(\"example.com\")",
            "  path:     list [\"b\"]",
            "href: https://u@example.com:8080/b?q#f",
        ],
    );
    assert!(!run.stdout.contains("pre-pass"), "{}", run.stdout);
}

#[test]
fn parse_tree_picks_the_entry_from_the_base_and_shows_the_pre_pass() {
    let run = parse_tree(&["--base", "http://h/a/b", " ../c\t "]);
    assert_has(
        &run.stdout,
        &[
            "pre-pass changed the input: trimmed 1 leading and 2 trailing C0 control or space",
            "grammar input: \"../c\"",
            "entry: url_with_http_base (the base is special: its scheme without \"//\" makes a relative reference)",
            "special_path_relative 0..4 \"../c\"",
            "  double_dot_segment 0..2 \"..\"",
            "  special_path_turns 2..4 \"/c\"",
            "    special_plain_stretch 2..4 \"/c\"",
            "href: http://h/c",
        ],
    );
    let run = parse_tree(&["--base", "file:///C:/x", "d|\n/y"]);
    assert_has(
        &run.stdout,
        &[
            "pre-pass changed the input: removed 1 ASCII tab or newline",
            "entry: url_with_file_base (the base is a file URL)",
            "file_relative_path 0..4 \"d|/y\"",
            "  windows_drive_letter 0..2 \"d|\"",
            "href: file:///d:/y",
        ],
    );
    let run = parse_tree(&["--base", "mailto:x", "#top"]);
    assert_has(
        &run.stdout,
        &[
            "entry: url_with_opaque_base (the base has an opaque path)",
            "fragment 1..4 \"top\"",
            "href: mailto:x#top",
        ],
    );
}

#[test]
fn parse_tree_shows_failures_and_any_entry_rule() {
    let run = parse_tree(&["http://h:8x/"]);
    assert_has(
        &run.stdout,
        &[
            "invalid_port 9..11 \"8x\"",
            "  port_digits_before_invalid 9..10 \"8\"",
            "  port_invalid_code_point 10..11 \"x\"",
        ],
    );
    assert_contains(&run.stdout, "failure: port-invalid");

    let run = parse_tree(&["--entry", "ipv4_host", "0x7f.1"]);
    assert_has(
        &run.stdout,
        &[
            "ipv4_address 0..6 \"0x7f.1\"",
            "  ipv4_hex 0..4 \"0x7f\"",
            "  ipv4_decimal 5..6 \"1\"",
        ],
    );

    let run = example("parse_tree", &["--entry", "no_such_rule", "x"]);
    assert_eq!(run.code, 2);
    assert_contains(&run.stderr, "no rule named \"no_such_rule\"");
}

#[test]
fn run_time_grammar_gives_the_built_in_tree() {
    for args in [
        &["https://u:p@[::1]:80/a/%2e/b?q#f"][..],
        &["--base", "http://h/a", "http:x/y"],
        &["--base", "file:///C:/a", "//C|/b"],
        &["non-spec://host/p"],
        &["--entry", "ipv6_host", "1:2::3:1.2.3.4"],
    ] {
        let builtin = parse_tree(args);
        let run_time = parse_tree(&[&["--grammar", "../grammar"], args].concat());
        let tree = tree_lines(&builtin.stdout);
        assert!(!tree.is_empty(), "{}", builtin.stdout);
        assert_eq!(tree, tree_lines(&run_time.stdout), "{args:?}");
        for part in [
            "parse tree (run-time grammar ../grammar):",
            "(same tree as the built-in grammar)",
            "URL record (run-time grammar ../grammar, through the whole engine):",
            "(the same as the built-in engine's)",
        ] {
            assert_contains(&run_time.stdout, part);
        }
    }
}

#[test]
fn an_edited_grammar_changes_the_tree() {
    let dir = TempDir::new("edited");
    // A renamed rule: the tree names it as the edited grammar does.
    let renamed = edited_grammar(
        &dir,
        &[
            ("~ query)?", "~ search)?"),
            ("\nquery = @{", "\nsearch = @{"),
        ],
    );
    let run = parse_tree(&["--grammar", &renamed, "http://h/?x#y"]);
    let tree = tree_lines(&run.stdout);
    assert!(tree.contains(&"search 10..11 \"x\""), "{}", run.stdout);
    assert!(
        !tree.iter().any(|l| l.starts_with("query")),
        "{}",
        run.stdout
    );
    assert_contains(&run.stdout, "(differs from the built-in grammar's tree)");

    // A changed production: ports of at most two digits, so "8080" is no port at all, and
    // ":8080" falls through to the path (a tree the URL Standard never gives; see
    // tests/grammar_mutations.rs for how the engines catch such edits).
    let two_digit = edited_grammar(
        &dir,
        &[("port = @{ ASCII_DIGIT* }", "port = @{ ASCII_DIGIT{1, 2} }")],
    );
    let builtin = parse_tree(&["http://h:8080/"]);
    assert!(tree_lines(&builtin.stdout).contains(&"port 9..13 \"8080\""));
    let run = parse_tree(&["--grammar", &two_digit, "http://h:8080/"]);
    let tree = tree_lines(&run.stdout);
    assert!(
        tree.contains(&"special_path 8..14 \":8080/\""),
        "{}",
        run.stdout
    );
    assert!(
        !tree.iter().any(|l| l.starts_with("port ")),
        "{}",
        run.stdout
    );
    // The record comes from the edited grammar through the whole engine, beside the
    // built-in engine's.
    assert_has(
        &run.stdout,
        &[
            "href: http://h/:8080/",
            "(differs from the built-in engine's: href: http://h:8080/)",
        ],
    );
}

#[test]
fn a_broken_grammar_is_reported_at_its_line_and_column() {
    let dir = TempDir::new("broken");
    let path = edited_grammar(
        &dir,
        &[("fragment = @{ ANY* }", "fragment = @{ ANY* ~ nowhere }")],
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let offset = text.find("nowhere").unwrap();
    let line = text[..offset].matches('\n').count() + 1;
    let column = offset - text[..offset].rfind('\n').map_or(0, |i| i + 1) + 1;

    let run = example("parse_tree", &["--grammar", &path, "http://h/"]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let wanted = format!("{path}:{line}:{column}: rule nowhere is undefined");
    assert!(
        run.stderr.lines().any(|l| l == wanted),
        "no {wanted:?} in:\n{}",
        run.stderr
    );
    assert!(run.stdout.is_empty(), "{}", run.stdout);

    // A syntax error: an unclosed rule.
    let path = edited_grammar(
        &dir,
        &[("port = @{ ASCII_DIGIT* }", "port = @{ ASCII_DIGIT* ")],
    );
    let run = example("parse_tree", &["--grammar", &path, "http://h/"]);
    assert_eq!(run.code, 1);
    assert_contains(&run.stderr, &format!("{path}:"));
    assert_contains(&run.stderr, "the grammar does not compile (1 error)");
}

/// The grammar's rule names and doc comments, read independently of the example.
fn grammar_rules() -> Vec<(String, String)> {
    let text = grammar_text();
    let mut rules = Vec::new();
    let mut doc = String::new();
    for line in text.lines() {
        if let Some(d) = line.strip_prefix("/// ") {
            doc = d.to_owned();
        } else if let Some((name, _)) = line.split_once(" = ") {
            if !line.starts_with(' ') && !line.starts_with("//") {
                rules.push((name.to_owned(), std::mem::take(&mut doc)));
            }
        }
    }
    rules
}

#[test]
fn railroad_draws_one_well_formed_svg_per_rule_and_an_index() {
    let dir = TempDir::new("railroad");
    let out = dir.path().to_str().expect("UTF-8 path");
    let run = example("railroad", &["--out", out]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let rules = grammar_rules();
    assert!(rules.len() > 50, "{rules:?}");
    assert_contains(&run.stdout, &format!("wrote {} diagrams", rules.len()));

    let mut svgs: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".svg"))
        .collect();
    svgs.sort();
    let mut expected: Vec<String> = rules.iter().map(|(n, _)| format!("{n}.svg")).collect();
    expected.sort();
    assert_eq!(svgs, expected);

    for (name, _) in &rules {
        let svg = std::fs::read_to_string(dir.path().join(format!("{name}.svg"))).unwrap();
        let doc = roxmltree::Document::parse(&svg)
            .unwrap_or_else(|e| panic!("{name}.svg is not well-formed XML: {e}"));
        let root = doc.root_element();
        assert_eq!(root.tag_name().name(), "svg", "{name}.svg");
        assert_eq!(
            root.tag_name().namespace(),
            Some("http://www.w3.org/2000/svg")
        );
        assert!(root.attribute("viewBox").is_some(), "{name}.svg");
        assert!(
            doc.descendants().any(|n| n.has_tag_name("path")),
            "{name}.svg draws nothing"
        );
    }
    // A reference to another rule is a link to its diagram; literals appear as written.
    let authority = std::fs::read_to_string(dir.path().join("special_authority.svg")).unwrap();
    let doc = roxmltree::Document::parse(&authority).unwrap();
    let links: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("a"))
        .filter_map(|n| {
            n.attributes()
                .find(|a| a.name() == "href")
                .map(|a| a.value())
        })
        .collect();
    assert!(links.contains(&"special_host.svg"), "{links:?}");
    let texts: Vec<&str> = doc
        .descendants()
        .filter_map(|n| n.text())
        .map(str::trim)
        .collect();
    assert!(texts.contains(&"\":\""), "{texts:?}");

    let index = std::fs::read_to_string(dir.path().join("index.html")).unwrap();
    let mut at = 0;
    for (name, doc) in &rules {
        let anchor = format!("<section class=\"rule\" id=\"{name}\">");
        let found = index[at..]
            .find(&anchor)
            .unwrap_or_else(|| panic!("index.html has no {anchor} after byte {at}"));
        at += found;
        let doc = doc
            .replace('&', "&amp;")
            .replace('"', "&quot;")
            .replace('<', "&lt;");
        assert!(
            index[at..].contains(&doc),
            "index.html lacks the doc of {name}: {doc}"
        );
    }
    assert_contains(
        &index,
        "<code>special_host_text</code><span class=\"type\">@ atomic",
    );
    assert_contains(&index, "<h2>Special URLs");
}

#[test]
fn parse_tree_shows_a_url_patterns_part_lists() {
    let run = parse_tree(&[
        "--pattern",
        "--base",
        "https://example.org",
        "/books/:id(\\d+)?",
    ]);
    assert_has(
        &run.stdout,
        &[
            "pathname: \"/books/:id(\\\\d+)?\"",
            "  FixedText value=\"/books\" name=\"\" prefix=\"\" suffix=\"\" modifier=None",
            "  Regexp value=\"\\\\d+\" name=\"id\" prefix=\"/\" suffix=\"\" modifier=Optional",
        ],
    );
}

// ---- issue 29, defect 3: the tinkering path --------------------------------------------------

/// parse_tree's `--help`: each option's description, by option.
fn options_help() -> Vec<(String, String)> {
    let run = parse_tree(&["--help"]);
    let mut options: Vec<(String, String)> = Vec::new();
    for line in run.stdout.lines() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        if indent == 4 && trimmed.starts_with('-') {
            let (name, rest) = trimmed.split_once("  ").unwrap_or((trimmed, ""));
            options.push((name.trim().to_owned(), rest.trim().to_owned()));
        } else if indent > 4 {
            if let Some((_, text)) = options.last_mut() {
                text.push(' ');
                text.push_str(trimmed);
            }
        }
    }
    options
}

#[test]
fn parse_tree_help_describes_each_option_in_one_piece() {
    let options = options_help();
    let describe = |name: &str| {
        options
            .iter()
            .find(|(option, _)| option.starts_with(name))
            .map(|(_, text)| text.clone())
            .unwrap_or_else(|| panic!("no {name} in the help: {options:?}"))
    };
    let grammar = describe("--grammar");
    assert_contains(&grammar, "through the whole engine");
    let pattern = describe("--pattern");
    assert!(
        !pattern.contains("grammar's") && !pattern.contains("record"),
        "{pattern}"
    );
}

#[test]
fn parse_tree_help_names_the_entry_each_base_picks() {
    let help = options_help()
        .into_iter()
        .find(|(option, _)| option.starts_with("--base"))
        .map(|(_, text)| text)
        .expect("--base in the help");
    let bases = [
        "http://h/",
        "https://h/",
        "ws://h/",
        "wss://h/",
        "ftp://h/",
        "file:///x",
        "git://h/x",
        "mailto:x",
    ];
    for base in bases {
        let run = parse_tree(&["--base", base, "x"]);
        let entry = run
            .stdout
            .lines()
            .find_map(|l| l.strip_prefix("entry: "))
            .and_then(|l| l.split(' ').next())
            .expect("an entry line");
        assert!(
            help.contains(entry),
            "--base {base} runs {entry}, which the help leaves out: {help}"
        );
    }
}

#[test]
fn a_grammar_errors_header_and_excerpt_name_the_same_line() {
    let dir = TempDir::new("directory");
    for (name, text) in railurl::syntax::GRAMMAR_SOURCES {
        let text = text.replacen(
            "special_authority = _{",
            "special_authority = _{ undefined_rule ~",
            1,
        );
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    let path = dir.path().to_str().unwrap();
    let run = example("parse_tree", &["--grammar", path, "http://h/"]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let header = run
        .stderr
        .lines()
        .find(|l| l.contains("rule undefined_rule is undefined"))
        .unwrap_or_else(|| panic!("no error line in:\n{}", run.stderr));
    let (file, rest) = header.split_once(".pest:").expect("FILE.pest:LINE:COLUMN");
    let line: usize = rest.split(':').next().unwrap().parse().unwrap();
    let text = std::fs::read_to_string(format!("{file}.pest")).unwrap();
    let wanted = text.lines().nth(line - 1).unwrap();
    assert!(
        wanted.contains("undefined_rule"),
        "{header}: line {line} is {wanted:?}"
    );
    let excerpt = format!("{line} | {wanted}");
    assert_contains(&run.stderr, &excerpt);
}

#[test]
fn parse_tree_ends_quietly_on_a_closed_pipe() {
    // The reading end is closed before anything is written, as `| head -4` closes it after
    // four lines.
    let mut child = Command::new(env!("CARGO"))
        .args([
            "run",
            "--quiet",
            "--example",
            "parse_tree",
            "--",
            "https://h/a/b",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("cargo runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("it ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}

#[test]
fn an_edited_grammar_runs_through_the_whole_engine() {
    let dir = TempDir::new("engine");
    // "_" in a scheme: the built-in engine has no scheme in "a_b:x"; the edited one has.
    let path = edited_grammar(
        &dir,
        &[(
            "(ASCII_ALPHANUMERIC | \"+\" | \"-\" | \".\")*",
            "(ASCII_ALPHANUMERIC | \"+\" | \"-\" | \".\" | \"_\")*",
        )],
    );
    let run = parse_tree(&["--grammar", &path, "a_b:x"]);
    assert_has(&run.stdout, &["  scheme:   \"a_b\"", "href: a_b:x"]);
    assert_contains(&run.stdout, "URL record (run-time grammar");
    assert_contains(
        &run.stdout,
        "differs from the built-in engine's: failure: missing-scheme-non-relative-URL",
    );
}
