//! A page of every diagram of a grammar, in grammar order, each with its rule's name, rule
//! type and doc comment, under the grammar's own section headings.

use crate::grammar::{Grammar, Notation};
use std::fmt::Write;

const PAGE_CSS: &str = "
body { font: 15px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 1400px; padding: 0 1em; color: #222; }
h1 { font-size: 1.6em; margin-bottom: .2em; }
h2 { margin-top: 2em; border-bottom: 2px solid #ccc; padding-bottom: .2em; }
h3 { margin: 0 0 .3em; font-size: 1.1em; }
h3 code { font-size: 1.1em; }
.intro p, .legend { max-width: 60em; color: #444; }
nav { columns: 4 16em; font: 13px monospace; margin: 1em 0 2em; }
nav a { display: block; }
section.rule { margin: 1.2em 0 2em; scroll-margin-top: 1em; }
section.rule:target h3 { background: hsl(50, 90%, 85%); }
.type { font: 13px monospace; color: #555; margin-left: .8em; font-weight: normal; }
.doc { margin: 0 0 .5em; max-width: 60em; }
.diagram { overflow-x: auto; }
.file { font-size: 12px; margin: .2em 0; }
";

/// The page, titled `title`. `svg` draws rule number `i`'s diagram, with no style sheet of its
/// own (the page carries [`super::style_sheet`]) and its references linked to `#RULE`; each
/// section also links to `RULE.svg`.
pub fn index(title: &str, grammar: &Grammar, svg: impl Fn(usize) -> String) -> String {
    let mut html = String::new();
    let w = &mut html;
    let _ = write!(
        w,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{0}: railroad diagrams</title>\n<style>{PAGE_CSS}</style>\n\
         <style>{1}</style>\n</head>\n<body>\n<h1>{0}</h1>\n",
        escape(title),
        super::style_sheet()
    );
    let _ = writeln!(w, "<div class=\"intro\">");
    for paragraph in &grammar.intro {
        let _ = writeln!(w, "<p>{}</p>", escape(paragraph));
    }
    let legend = match grammar.notation {
        Notation::Abnf => {
            "Rounded boxes are terminals as the ABNF writes them (a quoted string is ASCII \
             case-insensitive, <code>%s\"...\"</code> case-sensitive, <code>%x41-5A</code> a \
             range of code points); square boxes are rules, click one to jump to its diagram; a \
             loop says how often it may go round (ABNF's <code>n*m</code>). Alternatives are \
             unordered: any that matches is a match."
        }
        _ => {
            "Rounded boxes are literals (<code>^\"...\"</code> is ASCII case-insensitive); \
             square boxes are rules, click one to jump to its diagram; dashed pale boxes are \
             built-ins; a frame labelled <code>&amp;</code> or <code>!</code> is a lookahead, \
             which consumes nothing."
        }
    };
    let _ = writeln!(
        w,
        "</div>\n<p class=\"legend\">{} rules, in grammar order. Read each diagram from left to \
         right. {legend}</p>",
        grammar.rules.len()
    );
    let _ = writeln!(w, "<nav>");
    for rule in &grammar.rules {
        let _ = writeln!(w, "<a href=\"#{0}\">{0}</a>", rule.name);
    }
    let _ = writeln!(w, "</nav>");
    for (i, rule) in grammar.rules.iter().enumerate() {
        if let Some(heading) = &rule.section {
            let _ = writeln!(w, "<h2>{}</h2>", escape(heading));
        }
        // pest's rule types; ABNF has one kind of rule.
        let kind = match grammar.notation {
            Notation::Abnf => String::new(),
            _ => {
                let (sigil, meaning) = rule.kind.describe();
                format!(
                    "<span class=\"type\">{} {}</span>",
                    escape(sigil),
                    escape(meaning)
                )
            }
        };
        let _ = writeln!(
            w,
            "<section class=\"rule\" id=\"{0}\">\n<h3><code>{0}</code>{kind}</h3>",
            rule.name,
        );
        if !rule.doc.is_empty() {
            let _ = writeln!(w, "<p class=\"doc\">{}</p>", escape(&rule.doc.join(" ")));
        }
        let _ = writeln!(
            w,
            "<div class=\"diagram\">{}</div>\n<p class=\"file\"><a href=\"{1}.svg\">{1}.svg</a></p>\n</section>",
            svg(i),
            rule.name
        );
    }
    let _ = writeln!(w, "</body>\n</html>");
    html
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}
