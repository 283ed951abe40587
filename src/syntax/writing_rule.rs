//! The rules of `grammar/writing.pest` (the "URL writing" and "host writing" sections as
//! strict rules), as the enum build.rs generates, and what each stands for in the spec's words.

// The generated enum's helpers (`ALL`, `name`, `from_name`) are for tinkering.
include!(concat!(env!("OUT_DIR"), "/writing_rules.rs"));

impl WritingRule {
    /// What the rule stands for, in the spec's words.
    ///
    /// ```
    /// use railurl::syntax::WritingRule;
    /// assert_eq!(WritingRule::url_query.spec_words(), "a URL-query string");
    /// ```
    pub fn spec_words(self) -> &'static str {
        use WritingRule as R;
        match self {
            R::EOI => "the end of the input",
            R::scheme_delimiter => "\":\" after a URL-scheme string",
            R::absolute_url => "an absolute-URL string",
            R::special_scheme | R::file_scheme | R::non_special_scheme | R::url_scheme => {
                "a URL-scheme string followed by \":\""
            }
            R::special_relative_url | R::file_relative_url | R::relative_url => {
                "a relative-URL string"
            }
            R::scheme_relative_special_url => {
                "a scheme-relative-special-URL string (\"//\" and a host)"
            }
            R::scheme_relative_url => "a scheme-relative-URL string",
            R::scheme_relative_file_url => "a scheme-relative-file-URL string (\"//\")",
            R::url_port => "a URL-port string (digits for a 16-bit unsigned integer)",
            R::path_absolute_url => "a path-absolute-URL string",
            R::path_absolute_non_authority_url => "a path-absolute-non-authority-URL string",
            R::path_relative_scheme_less_url => "a path-relative-scheme-less-URL string",
            R::path_relative_url => "a path-relative-URL string",
            R::url_path_segment => "a URL-path-segment string",
            R::opaque_path_url => "an opaque-path-URL string",
            R::url_query => "a URL-query string",
            R::url_fragment => "a URL-fragment string",
            R::valid_host | R::valid_domain => "a valid host string",
            R::valid_ipv4_address => "a valid IPv4-address string",
            R::valid_ipv6_address => "a valid IPv6-address string",
            R::valid_opaque_host => "a valid opaque-host string",
            _ => "a valid URL string",
        }
    }
}
