//! Limits checked on a grammar's text before pest_meta reads it. pest_meta's parser recurses
//! once per level of parentheses, and nests an expression one level per operator (`a ~ b ~ c`
//! is `Seq(Seq(a, b), c)`), which its validator, optimizer and destructor recurse through: a
//! deep enough text would overflow the stack and end the process, not return an error.

use crate::source::GrammarError;

/// The deepest nesting of parentheses a grammar may have.
pub const MAX_NESTING: usize = 200;
/// The most operators (`~ | ! & ? * +` and `{n}` counts) one rule may have.
pub const MAX_OPERATORS: usize = 1000;

/// Refuse a text nested deeper than [`MAX_NESTING`] parentheses, or with a rule of more than
/// [`MAX_OPERATORS`] operators (outside strings and comments), naming where it went over.
pub fn check(text: &str) -> Result<(), Vec<GrammarError>> {
    let (mut parens, mut braces, mut operators) = (0usize, 0usize, 0usize);
    let (mut line, mut column) = (1usize, 0usize);
    let mut chars = text.chars().peekable();
    let mut quote: Option<char> = None;
    let error = |line, column, message: String| {
        Err(vec![GrammarError {
            line,
            column,
            message,
        }])
    };
    while let Some(c) = chars.next() {
        column += 1;
        if c == '\n' {
            line += 1;
            column = 0;
            continue;
        }
        match (quote, c) {
            (Some(_), '\\') => {
                chars.next();
                column += 1;
            }
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '/') if chars.peek() == Some(&'/') => {
                // A comment runs to the end of the line.
                for c in chars.by_ref() {
                    if c == '\n' {
                        line += 1;
                        column = 0;
                        break;
                    }
                }
            }
            (None, '(') => {
                parens += 1;
                if parens > MAX_NESTING {
                    let message = format!(
                        "parentheses nested deeper than {MAX_NESTING} levels (a limit of the grammar tools: pest_meta recurses once per level)"
                    );
                    return error(line, column, message);
                }
            }
            (None, ')') => parens = parens.saturating_sub(1),
            (None, '{') => {
                // A rule's body opens at depth 1; a brace inside it is a repetition count.
                braces += 1;
                if braces == 1 {
                    operators = 0;
                } else {
                    operators += 1;
                }
            }
            (None, '}') => braces = braces.saturating_sub(1),
            (None, '~' | '|' | '!' | '&' | '?' | '*' | '+') if braces > 0 => {
                operators += 1;
                if operators > MAX_OPERATORS {
                    let message = format!(
                        "a rule with more than {MAX_OPERATORS} operators (a limit of the grammar tools: pest_meta recurses once per operator)"
                    );
                    return error(line, column, message);
                }
            }
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_operator_chains_are_refused() {
        for text in [
            format!("a = {{ {}\"x\" }}", "!".repeat(200_000)),
            format!("a = {{ \"x\"{} }}", "?".repeat(200_000)),
            format!("a = {{ \"x\"{} }}", " ~ \"x\"".repeat(100_000)),
        ] {
            let errors = check(&text).unwrap_err();
            assert!(errors[0].message.contains("operators"), "{errors:?}");
            assert_eq!(errors[0].line, 1);
        }
        // Many rules each within the limit are fine.
        let many: String = (0..3000)
            .map(|i| format!("r{i} = {{ \"a\" ~ \"b\" }}\n"))
            .collect();
        assert!(check(&many).is_ok());
    }

    #[test]
    fn deep_nesting_is_refused() {
        let text = format!("a = {{ {}\"x\"{} }}", "(".repeat(300), ")".repeat(300));
        let errors = check(&text).unwrap_err();
        assert!(errors[0].message.contains("nested deeper"), "{errors:?}");
        // Parentheses in strings and comments do not count.
        let text = format!("// {}\na = {{ \"{}\" }}", "(".repeat(300), "(".repeat(300));
        assert!(check(&text).is_ok());
    }
}
