//! Where the URL Standard lets a parser fail early, the grammar reads no further, and the
//! failure and the validation errors before it are still the spec's: an IPv4 host with a
//! fifth part, an IPv6 host past eight pieces. Both engines must agree on each.

use railurl::syntax::{parse, Entry};
use railurl::{DiagnosticKind, Engine, ParseErrorKind};

/// The failure and the kinds of the validation errors, on both engines (which must agree, on
/// the failure's span too).
fn outcome(input: &str) -> (ParseErrorKind, Vec<DiagnosticKind>) {
    let mut outcomes = Engine::ALL.iter().map(|engine| {
        let (result, diagnostics) = engine.parse_with_diagnostics(input, None);
        let error = result.err().unwrap_or_else(|| panic!("{input:?} parsed"));
        (
            error,
            diagnostics.iter().map(|d| d.kind).collect::<Vec<_>>(),
        )
    });
    let grammar = outcomes.next().expect("grammar engine");
    let prose = outcomes.next().expect("prose engine");
    assert_eq!(grammar, prose, "{input:?}: the engines differ");
    (grammar.0.kind(), grammar.1)
}

#[test]
fn an_ipv4_host_with_a_fifth_part_fails_as_the_spec_says() {
    use DiagnosticKind::*;
    // "If parts's size is greater than 4, IPv4-too-many-parts validation error, return failure."
    assert_eq!(
        outcome("http://1.2.3.4.5/"),
        (ParseErrorKind::Ipv4TooManyParts, vec![Ipv4TooManyParts])
    );
    // A final empty part is removed first, with IPv4-empty-part (the domain parser's strict
    // run, UTS 46 with VerifyDnsLength, has already signalled domain-to-ASCII for the empty
    // label) ...
    assert_eq!(
        outcome("http://1.2.3.4.5./"),
        (
            ParseErrorKind::Ipv4TooManyParts,
            vec![DomainToAscii, Ipv4EmptyPart, Ipv4TooManyParts]
        )
    );
    // An empty part in the middle counts as a part.
    assert_eq!(
        outcome("http://1.2.3..4.5/"),
        (
            ParseErrorKind::Ipv4TooManyParts,
            vec![DomainToAscii, Ipv4TooManyParts]
        )
    );
    // "1.2.3.4.." does not end in a number (its last part once the final empty one is gone
    // is empty), so it is a domain, not an IPv4 address.
    assert_eq!(
        Engine::Grammar
            .parse("http://1.2.3.4../", None)
            .map(|u| u.host().to_owned()),
        Ok("1.2.3.4..".to_owned())
    );
    // Four parts and a final empty one are an address.
    assert_eq!(
        Engine::Grammar
            .parse("http://1.2.3.4./", None)
            .map(|u| u.host().to_owned()),
        Ok("1.2.3.4".to_owned())
    );
}

#[test]
fn the_ipv4_grammar_reads_no_further_than_the_fifth_part() {
    let host = format!("1{}", ".1".repeat(100_000));
    let tree = parse(Entry::Ipv4Host, &host).expect("the IPv4 entry matches any input");
    let address = tree.nodes().next().expect("an ipv4_address");
    // Four parts and one node for the rest, however many parts there are.
    assert!(
        address.children().count() <= 5,
        "{:?}",
        address.children().count()
    );
    // A domain longer than 253 fails the strict run's VerifyDnsLength: domain-to-ASCII.
    assert_eq!(
        outcome(&format!("http://{host}/")),
        (
            ParseErrorKind::Ipv4TooManyParts,
            vec![
                DiagnosticKind::DomainToAscii,
                DiagnosticKind::Ipv4TooManyParts
            ]
        )
    );
}

#[test]
fn an_ipv6_host_past_eight_pieces_fails_as_the_spec_says() {
    use DiagnosticKind::*;
    // "If pieceIndex is 8, IPv6-too-many-pieces validation error, return failure."
    assert_eq!(
        outcome("http://[1:2:3:4:5:6:7:8:9]/"),
        (ParseErrorKind::Ipv6TooManyPieces, vec![Ipv6TooManyPieces])
    );
    let host = format!("[{}1]", "1:".repeat(100_000));
    let address = &host[1..host.len() - 1];
    let tree = parse(Entry::Ipv6Host, address).expect("the IPv6 entry matches any input");
    let nodes = tree
        .nodes()
        .next()
        .expect("an ipv6_address")
        .children()
        .count();
    // Nine turns of the parser's loop and one node for the rest.
    assert!(nodes <= 10, "{nodes} nodes");
    assert_eq!(
        outcome(&format!("http://{host}/")),
        (ParseErrorKind::Ipv6TooManyPieces, vec![Ipv6TooManyPieces])
    );
    // A compression within the first nine turns is still read as the spec reads it.
    assert_eq!(
        outcome(&format!("http://[1::2::{}]/", "3:".repeat(1000))).0,
        ParseErrorKind::Ipv6MultipleCompression
    );
}
