//! The long help texts: each subcommand's contract, as `railurl <command> --help` shows it.
//! docs/cli.md says the same at more length.

/// Shown after the help of `railurl` itself.
pub const AFTER_HELP: &str = "\
Engines (--engine, -e):
  grammar (default)  the grammar (grammar/*.pest) and its semantic actions
  prose              a literal transcription of the spec's state machine

Input: every command that takes URLs reads them from standard input, one per line, when
none is given, and wherever `-` stands for one (a terminal gets a hint on stderr).

JSON output (--json, -j, and whenever stdout is not a terminal): one compact object per line,
keys in the order each command's help lists them, and every object about a URL or request
names it first, as \"input\".

Examples:
  railurl parse 'HTTPS://EXAMPLE.com/a/../b?x#y'
  railurl parse -j -b https://example.org/dir/ ../up 'file:///C|/x'
  echo 'https://example.org/a/../b' | railurl parse
  railurl set 'https://example.org/a?b' pathname '/c d'
  railurl check 'https://user@example.org\\path' 'https:example.org'
  railurl check --json --base https://example.org/ '../a b'
  echo '{\"input\":\"../x\",\"base\":\"http://h/a/b\"}' | railurl batch
  railurl canon urls.txt > canonical.txt
  railurl pattern 'https://*.example.com/books/:id' https://shop.example.com/books/42
  echo '{\"pattern\":[\"https://*.example.com/*\"],\"inputs\":[\"https://a.example.com/x\"]}' | railurl pattern-batch
  echo '{\"input\":\"ldap://[2001:db8::7]/c=GB\",\"standard\":\"rfc3986\"}' | railurl uri-batch
  railurl completions bash > /etc/bash_completion.d/railurl
  railurl serve --open

A closed standard output (as with `| head`) ends any command quietly, with exit status 0.
Usage errors exit with status 2.";

/// `railurl parse --help`.
pub const PARSE: &str = "\
Parse each URL (against BASE when given) and show its WHATWG components: a table on a terminal,
and one JSON object per URL otherwise or with --json:
  {\"input\", \"href\", \"origin\", \"protocol\", \"username\", \"password\", \"host\", \"hostname\",
   \"port\", \"pathname\", \"search\", \"hash\", \"public_suffix\", \"registrable_domain\"}
or, for a URL that fails to parse, {\"input\", \"failure\": true, \"error\", \"start\", \"end\"},
start and end the byte offsets of the input where it failed (what a table marks with
carets). The public suffix and registrable domain are the URL Standard's, by the Public
Suffix List compiled in: null when the host is not a domain (an IP address, an opaque or
empty host) or is itself a public suffix; a domain's trailing dot kept.
With no URL, or `-`, the URLs are standard input's lines. The table shows control
characters as escapes such as \\u{1b}.

Exit status: 0 when every URL parses, 1 when one fails, 2 when BASE fails to parse.";

/// `railurl set --help`.
pub const SET: &str = "\
Parse URL, run the URL class's setter for COMPONENT with VALUE, and show the result as parse
does, with \"changed\" last in JSON: {\"input\", \"href\", ..., \"registrable_domain\",
\"changed\"}. A failure
names the string that failed as \"input\": the URL, or VALUE when the href setter cannot
parse it. With URL `-`, the setter runs on each line of standard input.

The URL class's setters ignore a value they cannot use (a port that is not a number, a host
with a port for hostname, ...), and a value equal to the current one changes nothing either:
whenever the URL's href is the same after the setter, a message on stderr says so.

Exit status: 0 when the setter changed every URL, 1 when it left one unchanged or when a URL
(or VALUE, for href) fails to parse.";

/// `railurl batch --help`.
pub const BATCH: &str = "\
Read JSON lines from stdin and write exactly one JSON line per request, in order, streaming.

Requests (the playground's /api/parse and /api/set take the same):
  {\"input\": \"...\", \"base\"?: \"...\" | null, \"engine\"?: \"grammar\" | \"prose\"}      parse
  {\"href\": \"...\", \"setter\": \"pathname\", \"value\": \"...\", \"engine\"?: ...}   run a setter
A request's engine overrides --engine. Answers: the JSON object parse prints (a setter's
with \"changed\": whether the href changed), or parse's failure object {\"input\",
\"failure\": true, \"error\", \"start\", \"end\"} (the request's input or href, null when it
has none; start and end null when the failure is not in it). A base that fails to parse fails its
request. A line that is not such a request (malformed JSON, a missing or unknown field, an
unknown engine or setter) gets \"error\": \"bad request: ...\", and the run goes on.
Output is flushed whenever the input has nothing more buffered, so an interactive client
gets each answer at once.

Exit status: 0 (failures are answers), 2 when reading or writing fails.";

/// `railurl canon --help`.
pub const CANON: &str = "\
Read URLs one per line from the FILEs (or stdin, or `-`) and write each one's canonical href
(against BASE when given), or `!failure <spec-error-name>`, in input order (an href starts
with a letter, so the marker is unambiguous); with --json, the object parse prints for each.
Parses on all cores, in bounded memory; shows a progress bar on stderr when stderr is a
terminal.

With --fields href,registrable_domain,... it writes those columns of each URL instead,
tab-separated, in the order given: the getters (href, origin, protocol, username, password,
host, hostname, port, pathname, search, hash), public_suffix and registrable_domain (by the
whole Public Suffix List, as the URL Standard says; icann_public_suffix and
icann_registrable_domain by its ICANN section alone), and error (the spec's name of the
failure). Null is an empty field: a failed line's getters, a host without a public suffix or
registrable domain (an IP address, an opaque host, a public suffix itself), the error of a
URL that parses. No field holds a tab or a line break. With --json as well, one object per
URL, {\"input\", FIELD...}, with null for null (a failed line is parse's failure object unless
error is among the fields).

Exit status: 0 when every URL parses, 1 when one fails, 2 when a FILE cannot be read or BASE
fails to parse.";

/// `railurl check --help`.
pub const CHECK: &str = "\
Report each URL's validation errors (the URL Standard's validation-error table), reading the
URLs one per line from stdin when none are given (or for `-`): compiler-style by default, a
window of the input with a caret line under each error, then a summary line; past 20 errors
for one URL, a count by kind instead. With --table, one row per error. With --json, one
object per URL, every error included:
  {\"input\", \"href\": \"...\" | null, \"valid\": bool, \"failure\": bool,
   \"errors\": [{\"kind\", \"start\", \"end\", \"message\"}]}
(start and end are byte offsets of the URL as given).

Exit status: 0 when no URL has a validation error, 1 when some have but all parse, 2 when one
fails to parse (or BASE does).

With --standard rfc3986 (rfc6874, rfc3987, rfc2396), each input is matched against the RFC's
URI-reference rule (IRI-reference for RFC 3987), or the rule --rule names: uri (URI, IRI) or
absolute-uri (absolute-URI, absolute-IRI, RFC 2396's absoluteURI). The recognizers are
generated from the RFCs' ABNF (grammar/*.abnf). A valid input gets one line with its
components; an invalid one the byte where it leaves the rule's language, under a caret, and
what the grammar expected there. With --table, one row per component. With --json:
  {\"input\", \"standard\", \"rule\", \"valid\": true, \"kind\": \"uri\" | \"relative-ref\",
   \"scheme\", \"authority\", \"userinfo\", \"host\", \"host_type\", \"port\", \"path\", \"query\",
   \"fragment\", \"errors\": []}
  {\"input\", \"standard\", \"rule\", \"valid\": false,
   \"errors\": [{\"kind\": \"syntax\", \"start\", \"end\", \"message\", \"expected\": [...]}]}
(absent components are null). Exit status: 0 when every input matches, 1 when one does not,
2 for a line that is not UTF-8.";

/// `railurl pattern --help`.
pub const PATTERN: &str = "\
Compile PATTERN (a URL Pattern Standard constructor string, against BASE when given) and
match each URL against it (the URLs parsed by --engine; none, or `-`, reads them from
standard input): a table on a terminal, and one JSON line per URL otherwise or with --json:
{\"input\", \"match\": null | {\"<component>\": {\"input\", \"groups\"}, ..., \"inputs\"}}, or
{\"input\", \"match_error\"}. A group that did not participate is null.

Exit status: 0 when every URL matches, 1 when one does not, 2 when PATTERN is invalid.";

/// `railurl pattern-batch --help`.
pub const PATTERN_BATCH: &str = "\
Read JSON lines {\"pattern\": ARGS, \"inputs\": ARGS | null} from stdin and write one JSON
line per request, in order. ARGS is the argument list as WPT's urlpatterntestdata.json writes
it: a string, a string and a base URL string, or an init object, each optionally followed by
an options object {\"ignoreCase\": bool}; [] means no argument. Objects convert as WebIDL
converts the dictionaries: members they do not define are ignored, the others are converted
to strings (or, for ignoreCase, to a boolean).
Answers:
  {\"error\": \"<reason>\"}                          the constructor throws
  {\"pattern\": {\"protocol\", ..., \"hash\"}, \"has_regexp_groups\": bool}
      plus \"match\": null | {\"<component>\": {\"input\", \"groups\"}, ..., \"inputs\"}
      when inputs are given (groups: every group name; null when it did not participate)
  {\"pattern\": ..., \"match_error\": \"<reason>\"}   exec throws
A line that is not such a request (malformed JSON, a missing or unknown field) gets
{\"error\": \"bad request: ...\"} and the run goes on.

Exit status: 0 (errors are answers), 2 when reading or writing fails.";

/// `railurl uri-batch --help`.
pub const URI_BATCH: &str = "\
Read JSON lines {\"input\": S, \"standard\"?: \"rfc3986\" | \"rfc3987\" | \"rfc2396\" | \"rfc6874\",
\"base\"?: B, \"normalize\"?: true}
from stdin and write one JSON line per request, in order, streaming: whether S is a URI
reference of that standard (RFC 3986's URI-reference, RFC 3987's IRI-reference, RFC 2396's
URI-reference; rfc6874 is RFC 3986 with zone identifiers), as its ABNF says. A request's
standard overrides --standard. Answers:
  {\"valid\": true, \"kind\": \"uri\" | \"relative-ref\", \"scheme\", \"authority\", \"userinfo\",
   \"host\", \"host_type\": \"ipv4\" | \"ipv6\" | \"ipvfuture\" | \"reg-name\" | null, \"port\",
   \"path\", \"query\", \"fragment\"}     (null: the component is absent; path is always there)
  {\"valid\": false, \"error\": {\"at\": N, \"expected\": [...]}}
      (N: the byte offset where S leaves the grammar; expected: what the grammar allows there)
A request may also carry \"base\": B and \"normalize\": true; the answer then adds
  \"resolved\": S | null   S resolved against B (RFC 3986 section 5.2, strict; RFC 3987 section
                         6.5); null when B is not a URI (IRI) of the standard, S is invalid, or
                         the standard is rfc2396
  \"normalized\": S | null the normal form of S (RFC 3986 sections 6.2.2 and 6.2.3; RFC 3987
                         section 5.3); null when S is invalid or the standard is rfc2396
An RFC 2396 hostname has host_type \"reg-name\" (RFC 3986 folded hostname into reg-name); an
RFC 2396 registry-based authority has no host. A line that is not such a request gets
{\"error\": \"bad request: ...\"} and the run goes on.

Exit status: 0 (invalid inputs are answers), 2 when reading or writing fails.";

/// `railurl serve --help`.
pub const SERVE: &str = "\
Serve the playground on http://127.0.0.1:PORT/ (loopback only) until interrupted: a page that
shows, as you type a URL and a base, the href, the WHATWG components, the URL record, the
validation errors underlined in the input, whether the grammar and prose engines agree, the
parse tree, and the railroad diagrams of the rules the input went through with its path lit; a
grammar pane that runs an edited grammar at run time and says how many WPT
results the edit changes; setters and URLSearchParams. The page is compiled into the binary.

A link reproduces a state: http://127.0.0.1:PORT/#input=...&base=... (form-encoded).
The JSON API behind the page (POST /api/parse, /api/tree, /api/grammar/check,
/api/grammar/wpt, /api/railroad, /api/set, /api/params) is described in docs/playground.md.

The first line on stdout says where it listens (with --port 0, which port was picked).
Exit status: 2 when the port cannot be listened on (in use, or not allowed).";

/// `railurl completions --help`.
pub const COMPLETIONS: &str = "\
Print a completion script for SHELL on stdout, for instance:
  railurl completions bash > ~/.local/share/bash-completion/completions/railurl
  railurl completions zsh > \"${fpath[1]}/_railurl\"
  railurl completions fish > ~/.config/fish/completions/railurl.fish";
