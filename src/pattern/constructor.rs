//! "parse a constructor string" ("Constructor string parsing"), transcribed as the standard
//! writes it: a constructor string parser over the lenient token list, one `match state`
//! branch per state with the standard's steps above it.

use super::canonicalize;
use super::component::Component;
use super::error::PatternError;
use super::init::UrlPatternInit;
use super::part::Options;
use crate::record::SPECIAL_SCHEMES;
use crate::syntax::pattern::{tokenize_lenient, Token, TokenType};
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;

/// The constructor string parser's "state".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// "init"
    Init,
    /// "protocol"
    Protocol,
    /// "authority"
    Authority,
    /// "username"
    Username,
    /// "password"
    Password,
    /// "hostname"
    Hostname,
    /// "port"
    Port,
    /// "pathname"
    Pathname,
    /// "search"
    Search,
    /// "hash"
    Hash,
    /// "done"
    Done,
}

/// A "constructor string parser".
struct Parser<'a> {
    input: &'a str,
    token_list: Vec<Token<'a>>,
    result: UrlPatternInit,
    component_start: usize,
    token_index: usize,
    token_increment: usize,
    group_depth: usize,
    hostname_ipv6_bracket_depth: i64,
    protocol_matches_a_special_scheme_flag: bool,
    state: State,
}

/// "protocol component matches a special scheme": the component matches one of the special
/// schemes (railurl's shared table).
pub(crate) fn protocol_component_matches_special_scheme(component: &Component) -> bool {
    SPECIAL_SCHEMES
        .iter()
        .any(|(scheme, _)| component.matches(scheme))
}

/// "parse a constructor string" given `input`.
pub(crate) fn parse_constructor_string(input: &str) -> Result<UrlPatternInit, PatternError> {
    // "Let parser be a new constructor string parser whose input is input and token list is
    // the result of running tokenize given input and "lenient"."
    let mut parser = Parser {
        input,
        token_list: tokenize_lenient(input)?,
        result: UrlPatternInit::default(),
        component_start: 0,
        token_index: 0,
        token_increment: 1,
        group_depth: 0,
        hostname_ipv6_bracket_depth: 0,
        protocol_matches_a_special_scheme_flag: false,
        state: State::Init,
    };
    // "While parser's token index is less than parser's token list size:"
    while parser.token_index < parser.token_list.len() {
        // "Set parser's token increment to 1."
        parser.token_increment = 1;
        if parser.step()? == Next::Break {
            break;
        }
        // "Increment parser's token index by parser's token increment."
        parser.token_index += parser.token_increment;
    }
    // "If parser's result contains "hostname" and not "port", then set parser's
    // result["port"] to the empty string."
    if parser.result.hostname.is_some() && parser.result.port.is_none() {
        parser.result.port = Some(String::new());
    }
    Ok(parser.result)
}

/// How the parse loop goes on after a step: at the next token ("Continue", after the token
/// index is incremented), or not at all ("Break").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    Continue,
    Break,
}

impl Parser<'_> {
    /// One iteration of the parse loop, after the token increment is reset.
    fn step(&mut self) -> Result<Next, PatternError> {
        // "If parser's token list[parser's token index]'s type is "end" then:"
        if self.token_list[self.token_index].kind == TokenType::End {
            return Ok(self.at_end());
        }
        // "If the result of running is a group open given parser is true": code points
        // inside "{ ... }" are never component boundaries.
        if self.is_group_open() {
            self.group_depth += 1;
            return Ok(Next::Continue);
        }
        // "If parser's group depth is greater than 0:"
        if self.group_depth > 0 {
            if self.is_group_close() {
                self.group_depth -= 1;
            } else {
                return Ok(Next::Continue);
            }
        }
        // "Switch on parser's state and run the associated steps."
        self.switch_on_state()
    }

    /// The steps for the "end" token.
    fn at_end(&mut self) -> Next {
        // "If parser's state is "init"": no protocol terminator, so a relative constructor
        // string.
        if self.state == State::Init {
            self.rewind();
            if self.is_hash_prefix() {
                self.change_state(State::Hash, 1);
            } else if self.is_search_prefix() {
                self.change_state(State::Search, 1);
            } else {
                self.change_state(State::Pathname, 0);
            }
            return Next::Continue;
        }
        // "If parser's state is "authority"": no "@", so there is no username or password.
        if self.state == State::Authority {
            self.rewind_and_set_state(State::Hostname);
            return Next::Continue;
        }
        // "Run change state given parser, "done" and 0. Break."
        self.change_state(State::Done, 0);
        Next::Break
    }

    /// "Switch on parser's state and run the associated steps."
    fn switch_on_state(&mut self) -> Result<Next, PatternError> {
        match self.state {
            State::Init => {
                // "If the result of running is a protocol suffix given parser is true: run
                // rewind and set state given parser and "protocol"."
                if self.is_protocol_suffix() {
                    self.rewind_and_set_state(State::Protocol);
                }
            }
            State::Protocol => {
                if self.is_protocol_suffix() {
                    self.compute_protocol_matches_a_special_scheme_flag()?;
                    let mut next_state = State::Pathname;
                    let mut skip = 1;
                    if self.next_is_authority_slashes() {
                        next_state = State::Authority;
                        skip = 3;
                    } else if self.protocol_matches_a_special_scheme_flag {
                        next_state = State::Authority;
                    }
                    self.change_state(next_state, skip);
                }
            }
            State::Authority => {
                // "If the result of running is an identity terminator given parser is true,
                // then run rewind and set state given parser and "username"."
                if self.is_identity_terminator() {
                    self.rewind_and_set_state(State::Username);
                } else if self.is_pathname_start()
                    || self.is_search_prefix()
                    || self.is_hash_prefix()
                {
                    self.rewind_and_set_state(State::Hostname);
                }
            }
            State::Username => {
                if self.is_password_prefix() {
                    self.change_state(State::Password, 1);
                } else if self.is_identity_terminator() {
                    self.change_state(State::Hostname, 1);
                }
            }
            State::Password => {
                if self.is_identity_terminator() {
                    self.change_state(State::Hostname, 1);
                }
            }
            State::Hostname => {
                if self.is_ipv6_open() {
                    self.hostname_ipv6_bracket_depth += 1;
                } else if self.is_ipv6_close() {
                    // Without a floor, as the standard says: after a stray "]" no ":" is a
                    // port prefix.
                    self.hostname_ipv6_bracket_depth -= 1;
                } else if self.is_port_prefix() && self.hostname_ipv6_bracket_depth == 0 {
                    self.change_state(State::Port, 1);
                } else {
                    self.after_host_or_port();
                }
            }
            State::Port => self.after_host_or_port(),
            State::Pathname => {
                if self.is_search_prefix() {
                    self.change_state(State::Search, 1);
                } else if self.is_hash_prefix() {
                    self.change_state(State::Hash, 1);
                }
            }
            State::Search => {
                if self.is_hash_prefix() {
                    self.change_state(State::Hash, 1);
                }
            }
            // "Do nothing."
            State::Hash => {}
            // "Assert: This step is never reached."
            State::Done => return Ok(Next::Break),
        }
        Ok(Next::Continue)
    }

    /// The steps "hostname" and "port" share: a pathname start, a search prefix or a hash
    /// prefix ends the component.
    fn after_host_or_port(&mut self) {
        if self.is_pathname_start() {
            self.change_state(State::Pathname, 0);
        } else if self.is_search_prefix() {
            self.change_state(State::Search, 1);
        } else if self.is_hash_prefix() {
            self.change_state(State::Hash, 1);
        }
    }
}

impl<'a> Parser<'a> {
    fn field(&mut self, state: State) -> Option<&mut Option<String>> {
        Some(match state {
            State::Protocol => &mut self.result.protocol,
            State::Username => &mut self.result.username,
            State::Password => &mut self.result.password,
            State::Hostname => &mut self.result.hostname,
            State::Port => &mut self.result.port,
            State::Pathname => &mut self.result.pathname,
            State::Search => &mut self.result.search,
            State::Hash => &mut self.result.hash,
            State::Init | State::Authority | State::Done => return None,
        })
    }

    /// "change state" given `new_state` and `skip`.
    fn change_state(&mut self, new_state: State, skip: usize) {
        use State::*;
        let state = self.state;
        // "If parser's state is not "init", not "authority", and not "done", then set
        // parser's result[parser's state] to the result of running make a component string."
        let component = self.make_a_component_string();
        if let Some(field) = self.field(state) {
            *field = Some(component);
        }
        if state != Init && new_state != Done {
            if matches!(state, Protocol | Authority | Username | Password)
                && matches!(new_state, Port | Pathname | Search | Hash)
                && self.result.hostname.is_none()
            {
                self.result.hostname = Some(String::new());
            }
            if matches!(
                state,
                Protocol | Authority | Username | Password | Hostname | Port
            ) && matches!(new_state, Search | Hash)
                && self.result.pathname.is_none()
            {
                self.result.pathname = Some(if self.protocol_matches_a_special_scheme_flag {
                    "/".to_string()
                } else {
                    String::new()
                });
            }
            if matches!(
                state,
                Protocol | Authority | Username | Password | Hostname | Port | Pathname
            ) && new_state == Hash
                && self.result.search.is_none()
            {
                self.result.search = Some(String::new());
            }
        }
        self.state = new_state;
        self.token_index += skip;
        self.component_start = self.token_index;
        self.token_increment = 0;
    }

    /// "rewind"
    fn rewind(&mut self) {
        self.token_index = self.component_start;
        self.token_increment = 0;
    }

    /// "rewind and set state"
    fn rewind_and_set_state(&mut self, state: State) {
        self.rewind();
        self.state = state;
    }

    /// "get a safe token": the token at `index`, or the last ("end") token.
    fn safe_token(&self, index: usize) -> &Token<'a> {
        let last = self.token_list.len() - 1;
        &self.token_list[index.min(last)]
    }

    /// "is a non-special pattern char" given `index` and `value`.
    fn is_non_special_pattern_char(&self, index: usize, value: &str) -> bool {
        let token = self.safe_token(index);
        token.value == value
            && matches!(
                token.kind,
                TokenType::Char | TokenType::EscapedChar | TokenType::InvalidChar
            )
    }

    /// "is a protocol suffix"
    fn is_protocol_suffix(&self) -> bool {
        self.is_non_special_pattern_char(self.token_index, ":")
    }

    /// "next is authority slashes"
    fn next_is_authority_slashes(&self) -> bool {
        self.is_non_special_pattern_char(self.token_index + 1, "/")
            && self.is_non_special_pattern_char(self.token_index + 2, "/")
    }

    /// "is an identity terminator"
    fn is_identity_terminator(&self) -> bool {
        self.is_non_special_pattern_char(self.token_index, "@")
    }

    /// "is a password prefix"
    fn is_password_prefix(&self) -> bool {
        self.is_non_special_pattern_char(self.token_index, ":")
    }

    /// "is a port prefix"
    fn is_port_prefix(&self) -> bool {
        self.is_non_special_pattern_char(self.token_index, ":")
    }

    /// "is a pathname start"
    fn is_pathname_start(&self) -> bool {
        self.is_non_special_pattern_char(self.token_index, "/")
    }

    /// "is a search prefix"
    fn is_search_prefix(&self) -> bool {
        if self.is_non_special_pattern_char(self.token_index, "?") {
            return true;
        }
        if self.token_list[self.token_index].value != "?" {
            return false;
        }
        let Some(previous_index) = self.token_index.checked_sub(1) else {
            return true;
        };
        let previous_token = self.safe_token(previous_index);
        !matches!(
            previous_token.kind,
            TokenType::Name | TokenType::Regexp | TokenType::Close | TokenType::Asterisk
        )
    }

    /// "is a hash prefix"
    fn is_hash_prefix(&self) -> bool {
        self.is_non_special_pattern_char(self.token_index, "#")
    }

    /// "is a group open"
    fn is_group_open(&self) -> bool {
        self.token_list[self.token_index].kind == TokenType::Open
    }

    /// "is a group close"
    fn is_group_close(&self) -> bool {
        self.token_list[self.token_index].kind == TokenType::Close
    }

    /// "is an IPv6 open"
    fn is_ipv6_open(&self) -> bool {
        self.is_non_special_pattern_char(self.token_index, "[")
    }

    /// "is an IPv6 close"
    fn is_ipv6_close(&self) -> bool {
        self.is_non_special_pattern_char(self.token_index, "]")
    }

    /// "make a component string": the input from the component start token to the current.
    fn make_a_component_string(&self) -> String {
        let token = self.safe_token(self.token_index);
        let component_start_token = self.safe_token(self.component_start);
        let start = component_start_token.index;
        let end = token.index.max(start);
        self.input.get(start..end).unwrap_or("").to_string()
    }

    /// "compute protocol matches a special scheme flag"
    fn compute_protocol_matches_a_special_scheme_flag(&mut self) -> Result<(), PatternError> {
        let protocol_string = self.make_a_component_string();
        let protocol_component =
            Component::compile(&protocol_string, canonicalize::protocol, Options::DEFAULT)
                .map_err(|e| e.in_component("protocol", &protocol_string))?;
        if protocol_component_matches_special_scheme(&protocol_component) {
            self.protocol_matches_a_special_scheme_flag = true;
        }
        Ok(())
    }
}
