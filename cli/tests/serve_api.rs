//! `railurl serve`'s JSON API, end to end: the binary is started on an ephemeral loopback port
//! and spoken to over raw HTTP/1.1, with ordinary requests for each endpoint and the hostile
//! ones the playground must survive (a 10 MB body, left recursion, exponential backtracking,
//! 1,000 concurrent requests).

use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A running `railurl serve --port 0`, ended when dropped.
struct Server {
    child: Child,
    port: u16,
}

impl Server {
    /// A server whose grammar requests may take an hour: no load on the machine turns an
    /// answer into a time-limit error, so the tests assert what is answered, never how fast.
    fn start() -> Server {
        Server::with_time_limit(3600)
    }

    /// A server whose grammar requests are answered within `seconds`.
    fn with_time_limit(seconds: u64) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_railurl"))
            .args(["serve", "--port", "0", "--time-limit", &seconds.to_string()])
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("railurl serve starts");
        let stdout = child.stdout.take().expect("stdout is piped");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("railurl serve says where it listens");
        let port = line
            .trim()
            .strip_prefix("railurl playground listening on http://127.0.0.1:")
            .and_then(|rest| rest.strip_suffix('/'))
            .and_then(|port| port.parse().ok())
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"));
        Server { child, port }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An answer: the status, the headers (lower-cased names) and the body.
struct Answer {
    status: u16,
    headers: String,
    body: String,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }
}

/// One HTTP/1.1 request on its own connection. The body is written while the answer is read,
/// so a server that answers before reading all of it (413) is heard.
async fn send(port: u16, method: &str, path: &str, host: &str, body: Vec<u8>) -> Answer {
    let stream = TcpStream::connect(("127.0.0.1", port))
        .await
        .expect("connect");
    let (mut reader, mut writer) = stream.into_split();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let write = tokio::spawn(async move {
        // The server may close the connection before it has read the whole body.
        if writer.write_all(head.as_bytes()).await.is_ok() {
            let _ = writer.write_all(&body).await;
        }
        writer
    });
    let mut raw = Vec::new();
    let mut buffer = [0u8; 16 * 1024];
    loop {
        match reader.read(&mut buffer).await {
            Ok(0) => break,
            Ok(n) => raw.extend_from_slice(&buffer[..n]),
            // A reset after the answer arrived (the server closed with the body unread).
            Err(_) if !raw.is_empty() => break,
            Err(e) => panic!("reading the answer: {e}"),
        }
    }
    drop(write.await);
    let text = String::from_utf8(raw).expect("UTF-8 answer");
    let (head, body) = text.split_once("\r\n\r\n").expect("an HTTP answer");
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    Answer {
        status,
        headers: head.to_ascii_lowercase(),
        body: body.to_owned(),
    }
}

/// The JSON answer to a POST of `body` to `path`.
async fn api(server: &Server, path: &str, body: Value) -> Value {
    post(server, path, body).await.json()
}

/// A JSON string's text (panics on another value, as a failed assertion would).
fn text(value: &Value) -> &str {
    value
        .as_str()
        .unwrap_or_else(|| panic!("not a string: {value}"))
}

async fn post(server: &Server, path: &str, body: Value) -> Answer {
    let host = format!("127.0.0.1:{}", server.port);
    send(
        server.port,
        "POST",
        path,
        &host,
        body.to_string().into_bytes(),
    )
    .await
}

async fn get(server: &Server, path: &str) -> Answer {
    let host = format!("127.0.0.1:{}", server.port);
    send(server.port, "GET", path, &host, Vec::new()).await
}

/// The built-in grammar's text, as the page's editor gets it.
async fn builtin_grammar(server: &Server) -> String {
    let answer = get(server, "/api/grammar").await;
    assert_eq!(answer.status, 200);
    answer.json()["text"].as_str().unwrap().to_owned()
}

/// A grammar whose entry rule backtracks exponentially: each level tries "a" ~ s twice.
const EXPONENTIAL: &str =
    "url_without_base = { s ~ !ANY }\ns = { \"a\" ~ s ~ \"b\" | \"a\" ~ s ~ \"c\" | \"a\" }\n";

#[tokio::test]
async fn parse_answers_components_record_validation_errors_and_agreement() {
    let server = Server::start();
    let answer = post(
        &server,
        "/api/parse",
        json!({ "input": "https://user@example.org\\a b" }),
    )
    .await;
    assert_eq!(answer.status, 200);
    let v = answer.json();
    assert_eq!(v["ok"], true);
    assert_eq!(v["href"], "https://user@example.org/a%20b");
    assert_eq!(v["components"]["username"], "user");
    assert_eq!(v["components"]["origin"], "https://example.org");
    assert_eq!(
        v["record"]["host"],
        json!({"kind": "domain", "serialized": "example.org"})
    );
    assert_eq!(v["record"]["path"]["segments"], json!(["a%20b"]));
    assert_eq!(v["record"]["query"], Value::Null);
    let kinds: Vec<(String, u64, u64)> = v["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["kind"].as_str().unwrap().to_owned(),
                d["start"].as_u64().unwrap(),
                d["end"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        kinds,
        [
            ("invalid-credentials".to_owned(), 12, 13),
            ("invalid-reverse-solidus".to_owned(), 24, 25),
            ("invalid-URL-unit".to_owned(), 26, 27),
        ]
    );
    assert_eq!(
        v["diagnostics"][1]["message"],
        "'\\' used instead of '/' in a special URL"
    );
    assert_eq!(v["agreement"]["agree"], true);

    // A base, the prose engine, a failure, a base that fails.
    let v = api(
        &server,
        "/api/parse",
        json!({ "input": "../c", "base": "http://h/a/b", "engine": "prose" }),
    )
    .await;
    assert_eq!(
        (v["href"].as_str(), v["engine"].as_str()),
        (Some("http://h/c"), Some("prose"))
    );
    let v = api(&server, "/api/parse", json!({ "input": "http://[::1" })).await;
    assert_eq!(v["ok"], false);
    assert_eq!(v["failure"]["spec_name"], "IPv6-unclosed");
    assert_eq!(
        (&v["failure"]["start"], &v["failure"]["end"]),
        (&json!(7), &json!(11))
    );
    assert_eq!(v["diagnostics"][0]["failure"], true);
    let v = api(
        &server,
        "/api/parse",
        json!({ "input": "x", "base": "nope" }),
    )
    .await;
    assert_eq!(
        v["base_failure"]["spec_name"],
        "missing-scheme-non-relative-URL"
    );
}

#[tokio::test]
async fn bad_requests_get_a_4xx_with_a_reason() {
    let server = Server::start();
    // JSON the API cannot use: a missing or unknown field, an unknown engine, setter or
    // operation, a base the tree cannot use, no such path.
    let unusable = [
        ("/api/parse", json!({ "base": "http://h/" }), 422, "input"),
        (
            "/api/parse",
            json!({ "input": "x", "extra": 1 }),
            422,
            "extra",
        ),
        (
            "/api/parse",
            json!({ "input": "x", "engine": "regex" }),
            422,
            "unknown engine",
        ),
        (
            "/api/set",
            json!({ "href": "http://h/", "setter": "origin", "value": "x" }),
            422,
            "origin",
        ),
        (
            "/api/params",
            json!({ "query": "a=1", "op": "explode" }),
            422,
            "explode",
        ),
        (
            "/api/params",
            json!({ "query": "a=1", "op": "get" }),
            422,
            "needs a name",
        ),
        (
            "/api/tree",
            json!({ "input": "x", "base": "::" }),
            422,
            "base",
        ),
        ("/api/nothing", json!({}), 404, "no such"),
    ];
    for (path, body, status, reason) in unusable {
        let answer = post(&server, path, body.clone()).await;
        assert_eq!(answer.status, status, "{path} {body}: {}", answer.body);
        let error = answer.json()["error"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        assert!(error.contains(reason), "{path} {body}: {error}");
    }
    // Not JSON, another method, another Host.
    let host = format!("127.0.0.1:{}", server.port);
    let not_json = send(
        server.port,
        "POST",
        "/api/parse",
        &host,
        b"{not json".to_vec(),
    )
    .await;
    assert_eq!(not_json.status, 400);
    assert!(!not_json.body.is_empty());
    let get_parse = get(&server, "/api/parse").await;
    assert_eq!(get_parse.status, 405);
    assert!(!get_parse.body.is_empty());
    let body = b"{\"input\":\"x\"}".to_vec();
    let rebinding = send(server.port, "POST", "/api/parse", "evil.example:80", body).await;
    assert_eq!(rebinding.status, 403);
    assert!(text(&rebinding.json()["error"]).contains("not this server"));
}

#[tokio::test]
async fn the_page_is_served_from_the_binary_and_loads_nothing_from_elsewhere() {
    let server = Server::start();
    let page = get(&server, "/").await;
    assert_eq!(page.status, 200);
    assert!(page.headers.contains("content-type: text/html"));
    assert!(page
        .headers
        .contains("content-security-policy: default-src 'self'"));
    for (path, kind) in [("/app.js", "text/javascript"), ("/app.css", "text/css")] {
        let answer = get(&server, path).await;
        assert_eq!(answer.status, 200, "{path}");
        assert!(answer.headers.contains(kind), "{path}: {}", answer.headers);
        assert!(
            !answer.body.contains("https://") && !answer.body.contains("http://"),
            "{path} names no other site"
        );
    }
    assert!(!page.body.contains("src=\"http") && !page.body.contains("href=\"http"));
}

#[tokio::test]
async fn tree_gives_nodes_with_spans_and_depths() {
    let server = Server::start();
    let v = api(
        &server,
        "/api/tree",
        json!({ "input": " http://u:p@h/a/b\t" }),
    )
    .await;
    assert_eq!(v["entry"], "url_without_base");
    assert_eq!(v["pre_pass_changed"], true);
    let nodes = v["nodes"].as_array().unwrap();
    let userinfo = nodes
        .iter()
        .position(|n| n["rule"] == "special_userinfo")
        .unwrap();
    assert_eq!(nodes[userinfo]["text"], "u:p@");
    assert_eq!(nodes[userinfo]["depth"], 0);
    assert_eq!(nodes[userinfo + 1]["depth"], 1);
    // Spans in the grammar's input and in the input as typed (one leading space trimmed).
    assert_eq!(
        (
            nodes[userinfo]["start"].as_u64(),
            nodes[userinfo]["input_start"].as_u64()
        ),
        (Some(7), Some(8))
    );

    // The base picks the entry rule.
    let v = api(
        &server,
        "/api/tree",
        json!({ "input": "../x", "base": "file:///a/b" }),
    )
    .await;
    assert_eq!(v["entry"], "url_with_file_base");

    // The built-in grammar run at run time gives the same tree and result.
    let grammar = builtin_grammar(&server).await;
    let v = api(
        &server,
        "/api/tree",
        json!({ "input": "http://u:p@h/a/b", "grammar": grammar }),
    )
    .await;
    assert_eq!(v["grammar"], "edited");
    assert_eq!(
        (v["tree_differs"].as_bool(), v["result_differs"].as_bool()),
        (Some(false), Some(false))
    );
    assert_eq!(v["edited_result"]["href"], "http://u:p@h/a/b");

    // An edit shows up in the tree and the result on this input.
    let edited = grammar.replace(
        "(\"https\" | ^\"https\" | \"http\" | ^\"http\"",
        "(\"http\" | ^\"http\" | \"https\" | ^\"https\"",
    );
    assert_ne!(edited, grammar);
    let v = api(
        &server,
        "/api/tree",
        json!({ "input": "https://h/", "grammar": edited }),
    )
    .await;
    assert_eq!(v["tree_differs"], true, "{v}");
    assert_eq!(v["builtin_result"]["href"], "https://h/");

    // An input too long for a run-time grammar is refused.
    let long = format!("http://h/{}", "a".repeat(5000));
    let answer = post(
        &server,
        "/api/tree",
        json!({ "input": long, "grammar": grammar }),
    )
    .await;
    assert_eq!(answer.status, 422);
}

#[tokio::test]
async fn grammar_check_reports_line_and_column() {
    let server = Server::start();
    let grammar = builtin_grammar(&server).await;
    let v = api(&server, "/api/grammar/check", json!({ "grammar": grammar })).await;
    assert_eq!(v["ok"], true);
    assert!(v["rules"].as_u64().unwrap() > 50);

    let broken = format!("{grammar}broken = {{ \"x\" ~ }}\n");
    let line = grammar.lines().count() + 1;
    let v = api(&server, "/api/grammar/check", json!({ "grammar": broken })).await;
    assert_eq!(v["ok"], false);
    assert_eq!(v["errors"][0]["line"].as_u64(), Some(line as u64), "{v}");
    assert_eq!(v["errors"][0]["column"], 18);

    // A grammar just under the body limit (thousands of rules) compiles.
    let filler: String = (0..9000)
        .map(|i| format!("r{i} = {{ \"a\" ~ (\"b\" | \"c\")* ~ ASCII_DIGIT+ }}\n"))
        .collect();
    let big = format!("{grammar}{filler}");
    let body = json!({ "grammar": big });
    let size = body.to_string().len();
    assert!(size > 480 * 1024 && size < 512 * 1024, "{size}");
    let v = api(&server, "/api/grammar/check", body).await;
    assert_eq!(v["ok"], true, "{v}");
}

#[tokio::test]
async fn left_recursion_is_a_grammar_error() {
    let server = Server::start();
    let left = "url_without_base = { url_without_base ~ \"x\" | ANY* }\n";
    let v = api(&server, "/api/grammar/check", json!({ "grammar": left })).await;
    assert_eq!(v["ok"], false);
    assert!(
        text(&v["errors"][0]["message"]).contains("left-recursive"),
        "{v}"
    );
    let answer = post(&server, "/api/grammar/wpt", json!({ "grammar": left })).await;
    assert_eq!(answer.status, 422);
    assert!(text(&answer.json()["grammar_errors"][0]["message"]).contains("left-recursive"));
    let answer = post(
        &server,
        "/api/tree",
        json!({ "grammar": left, "input": "x" }),
    )
    .await;
    assert_eq!(answer.status, 422);
    let v = answer.json();
    assert!(text(&v["grammar_errors"][0]["message"]).contains("left-recursive"));
    assert_eq!(
        (
            v["grammar_errors"][0]["line"].as_u64(),
            v["grammar_errors"][0]["column"].as_u64()
        ),
        (Some(1), Some(22))
    );
}

#[tokio::test]
async fn wpt_counts_the_results_an_edit_changes() {
    let server = Server::start();
    let grammar = builtin_grammar(&server).await;
    let v = api(&server, "/api/grammar/wpt", json!({ "grammar": grammar })).await;
    assert_eq!(v["total"], 891);
    assert_eq!(v["changed"], 0);

    let edited = grammar.replace(
        "(\"https\" | ^\"https\" | \"http\" | ^\"http\"",
        "(\"http\" | ^\"http\" | \"https\" | ^\"https\"",
    );
    let v = api(&server, "/api/grammar/wpt", json!({ "grammar": edited })).await;
    let changed = v["changed"].as_u64().unwrap();
    assert!(changed > 0, "{v}");
    assert_eq!(
        v["changes"].as_array().unwrap().len() as u64,
        changed.min(50)
    );
    let first = &v["changes"][0];
    assert_ne!(first["builtin"], first["edited"]);

    let answer = post(&server, "/api/grammar/wpt", json!({ "grammar": "a = {" })).await;
    assert_eq!(answer.status, 422);
    assert_eq!(answer.json()["grammar_errors"][0]["line"], 1);
}

#[tokio::test]
async fn exponential_backtracking_is_stopped_by_the_call_limit_or_the_time_limit() {
    let server = Server::with_time_limit(1);
    let input = "a".repeat(60);
    let answer = post(
        &server,
        "/api/tree",
        json!({ "input": input, "grammar": EXPONENTIAL }),
    )
    .await;
    // Either pest's call limit stopped the parse (an error in the answer) or the time limit
    // did (a 422).
    assert!(
        answer.status == 200 || answer.status == 422,
        "{}",
        answer.body
    );
    let error = answer.json()["error"].as_str().unwrap().to_owned();
    assert!(
        error.contains("call limit")
            || error.contains("time limit: the edited grammar took longer than 1 s"),
        "{error}"
    );

    // Through the whole engine on WPT's inputs: a report, or the deadline ended the run.
    let answer = post(
        &server,
        "/api/grammar/wpt",
        json!({ "grammar": EXPONENTIAL }),
    )
    .await;
    match answer.status {
        200 => assert!(
            answer.json()["changed"].as_u64().unwrap() > 0,
            "{}",
            answer.body
        ),
        422 => assert!(
            text(&answer.json()["error"]).contains("time limit"),
            "{}",
            answer.body
        ),
        status => panic!("{status}: {}", answer.body),
    }

    // The URL APIs still answer.
    let v = api(&server, "/api/parse", json!({ "input": "http://h/" })).await;
    assert_eq!(v["href"], "http://h/");
    // And once the abandoned run has seen its deadline and ended, so do the grammar APIs.
    assert_grammar_apis_recover(&server).await;
}

/// The grammar APIs answer a grammar check again, once the work they gave up on has ended:
/// until then a request may itself run out of time (422) or find the server busy (503).
async fn assert_grammar_apis_recover(server: &Server) {
    for _ in 0..100 {
        let answer = post(
            server,
            "/api/grammar/check",
            json!({ "grammar": EXPONENTIAL }),
        )
        .await;
        match answer.status {
            200 => {
                assert_eq!(answer.json()["ok"], true, "{}", answer.body);
                return;
            }
            422 | 503 => assert!(answer.json()["error"].is_string(), "{}", answer.body),
            status => panic!("{status}: {}", answer.body),
        }
    }
    panic!("the grammar APIs did not recover");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_pathological_grammar_requests_is_answered_and_the_server_recovers() {
    let server = Server::with_time_limit(1);
    let port = server.port;
    let host = format!("127.0.0.1:{port}");
    let mut tasks = Vec::new();
    for _ in 0..20 {
        let host = host.clone();
        tasks.push(tokio::spawn(async move {
            let body = json!({ "input": "a".repeat(60), "grammar": EXPONENTIAL }).to_string();
            send(port, "POST", "/api/tree", &host, body.into_bytes()).await
        }));
    }
    // The URL APIs answer during the burst.
    let v = api(&server, "/api/parse", json!({ "input": "http://h/" })).await;
    assert_eq!(v["href"], "http://h/");
    for task in tasks {
        let answer = task.await.expect("a request task");
        // Answered: the call limit's error, the time limit (422) or busy (503).
        assert!(
            matches!(answer.status, 200 | 422 | 503),
            "{} {}",
            answer.status,
            answer.body
        );
        assert!(answer.json()["error"].is_string(), "{}", answer.body);
    }
    assert_grammar_apis_recover(&server).await;
}

#[tokio::test]
async fn a_long_input_with_many_validation_errors_gets_a_small_answer() {
    // 25,000 invalid-URL-unit errors in 100 KB (issue 29): the diagnostics pane lists the
    // first hundred and counts the rest, so the answer stays a small multiple of the input.
    let server = Server::start();
    let input = format!("http://example.com/{}", "a b/".repeat(25_000));
    let answer = post(&server, "/api/parse", json!({ "input": input })).await;
    assert_eq!(answer.status, 200, "{:.300}", answer.body);
    assert!(
        answer.body.len() <= 100 * input.len(),
        "{} bytes for {} bytes of input",
        answer.body.len(),
        input.len()
    );
    let v = answer.json();
    assert_eq!(v["diagnostics"].as_array().map(Vec::len), Some(100));
    assert_eq!(v["diagnostics_total"], 25_000);
    assert_eq!(
        v["diagnostics_omitted"],
        json!({ "invalid-URL-unit": 24_900 })
    );
    assert_eq!(v["agreement"]["agree"], true);
    assert_eq!(v["agreement"]["grammar"]["diagnostics_total"], 25_000);
}

#[tokio::test]
async fn a_10_mb_body_is_refused_with_413() {
    let server = Server::start();
    let host = format!("127.0.0.1:{}", server.port);
    let huge = format!("{{\"input\": \"{}\"}}", "a".repeat(10 * 1024 * 1024)).into_bytes();
    for path in ["/api/parse", "/api/grammar/check", "/api/tree"] {
        let answer = send(server.port, "POST", path, &host, huge.clone()).await;
        assert_eq!(answer.status, 413, "{path}: {}", answer.body);
    }
    // Just over each limit is refused too; just under is taken.
    let over = |n: usize| format!("{{\"input\": \"{}\"}}", "a".repeat(n)).into_bytes();
    assert_eq!(
        send(server.port, "POST", "/api/parse", &host, over(1024 * 1024))
            .await
            .status,
        413
    );
    assert_eq!(
        send(server.port, "POST", "/api/parse", &host, over(1000 * 1024))
            .await
            .status,
        200
    );
    let v = api(&server, "/api/parse", json!({ "input": "http://h/" })).await;
    assert_eq!(v["href"], "http://h/");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_thousand_concurrent_requests_are_all_answered() {
    let server = Server::start();
    let port = server.port;
    let host = format!("127.0.0.1:{port}");
    let mut tasks = Vec::new();
    for i in 0..1000 {
        let host = host.clone();
        tasks.push(tokio::spawn(async move {
            let body = json!({ "input": format!("HTTP://EXAMPLE.com/{i}/../x") }).to_string();
            send(port, "POST", "/api/parse", &host, body.into_bytes()).await
        }));
    }
    let mut answered = 0;
    for task in tasks {
        let answer = task.await.expect("a request task");
        assert_eq!(answer.status, 200, "{}", answer.body);
        assert_eq!(answer.json()["href"], "http://example.com/x");
        answered += 1;
    }
    assert_eq!(answered, 1000);
}

#[tokio::test]
async fn setters_and_search_params() {
    let server = Server::start();
    let v = api(
        &server,
        "/api/set",
        json!({ "href": "https://example.org/a?b", "setter": "pathname", "value": "/c d" }),
    )
    .await;
    assert_eq!(
        (v["href"].as_str(), v["changed"].as_bool()),
        (Some("https://example.org/c%20d?b"), Some(true))
    );
    let v = api(
        &server,
        "/api/set",
        json!({ "href": "https://example.org/", "setter": "port", "value": "x" }),
    )
    .await;
    assert_eq!(v["changed"], false);
    let v = api(
        &server,
        "/api/set",
        json!({ "href": "https://example.org/", "setter": "href", "value": "nope" }),
    )
    .await;
    assert_eq!(
        (v["ok"].as_bool(), v["href"].as_str()),
        (Some(false), Some("https://example.org/"))
    );
    let v = api(
        &server,
        "/api/set",
        json!({ "href": "nope", "setter": "hash", "value": "x" }),
    )
    .await;
    assert_eq!(v["ok"], false);

    let v = api(
        &server,
        "/api/params",
        json!({ "query": "?b=2&a=1 1", "op": "sort" }),
    )
    .await;
    assert_eq!(v["query"], "a=1+1&b=2");
    assert_eq!(v["pairs"], json!([["a", "1 1"], ["b", "2"]]));
    let v = api(&server, "/api/params", json!({ "href": "https://example.org/?q=x#top", "op": "append", "name": "lang", "value": "en" })).await;
    assert_eq!(v["href"], "https://example.org/?q=x&lang=en#top");
    let v = api(
        &server,
        "/api/params",
        json!({ "href": "https://example.org/?q=x#top", "op": "delete", "name": "q" }),
    )
    .await;
    assert_eq!(v["href"], "https://example.org/#top");
    let v = api(
        &server,
        "/api/params",
        json!({ "query": "a=1&a=2", "op": "getAll", "name": "a" }),
    )
    .await;
    assert_eq!(v["result"], json!(["1", "2"]));
    let v = api(
        &server,
        "/api/params",
        json!({ "query": "a=1", "op": "has", "name": "a", "value": "2" }),
    )
    .await;
    assert_eq!(v["result"], false);
}

#[tokio::test]
async fn railroad_diagrams_mark_the_path() {
    let server = Server::start();
    let v = api(
        &server,
        "/api/railroad",
        json!({ "input": "https://h/a/b/c" }),
    )
    .await;
    assert_eq!(v["entry"], "url_without_base");
    let diagrams = v["diagrams"].as_array().unwrap();
    assert_eq!(diagrams[0]["rule"], "url_without_base");
    let svg = |rule: &str| {
        diagrams
            .iter()
            .find(|d| d["rule"] == rule)
            .and_then(|d| d["svg"].as_str())
            .unwrap_or_else(|| panic!("no diagram of {rule}"))
            .to_owned()
    };
    assert!(svg("special_scheme").contains("data-taken"));
    // "/b" and "/c": the segments after the first are a run of plain steps, one stretch.
    assert!(svg("special_plain_stretch").contains("taken ×2"));
    // With a base, the base's entry rule; with an edited grammar, its own rules.
    let v = api(
        &server,
        "/api/railroad",
        json!({ "input": "../x", "base": "http://h/a/b" }),
    )
    .await;
    assert_eq!(v["entry"], "url_with_http_base");
    let grammar = "url_without_base = { (letter | digit)+ ~ !ANY }\nletter = { ASCII_ALPHA }\ndigit = { ASCII_DIGIT }\n";
    let v = api(
        &server,
        "/api/railroad",
        json!({ "input": "a1b", "grammar": grammar }),
    )
    .await;
    let rules: Vec<&str> = v["diagrams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["rule"].as_str().unwrap())
        .collect();
    assert_eq!(rules, ["url_without_base", "letter", "digit"]);
    assert!(text(&v["diagrams"][0]["svg"]).contains("taken ×3"));
    // An input the grammar does not match, a broken grammar, and an exponential one.
    let answer = post(
        &server,
        "/api/railroad",
        json!({ "input": "a-b", "grammar": grammar }),
    )
    .await;
    assert_eq!(answer.status, 422);
    let answer = post(
        &server,
        "/api/railroad",
        json!({ "input": "x", "grammar": "a = {" }),
    )
    .await;
    assert_eq!(answer.status, 422);
    assert!(answer.json()["grammar_errors"].is_array());
    let answer = post(
        &server,
        "/api/railroad",
        json!({ "input": "a".repeat(60), "grammar": EXPONENTIAL }),
    )
    .await;
    assert_eq!(answer.status, 422);
    assert!(text(&answer.json()["error"]).contains("gave up"));
}

#[tokio::test]
async fn grammars_that_would_overflow_the_stack_are_refused_and_the_server_survives() {
    let server = Server::start();
    let hostile = [
        format!("url_without_base = {{ {}\"x\" }}", "!".repeat(200_000)),
        format!("url_without_base = {{ \"x\"{} }}", "?".repeat(200_000)),
        format!(
            "url_without_base = {{ \"x\"{} }}",
            " ~ \"x\"".repeat(60_000)
        ),
        format!(
            "url_without_base = {{ {}\"x\"{} }}",
            "(".repeat(100_000),
            ")".repeat(100_000)
        ),
    ];
    for grammar in hostile {
        let v = api(&server, "/api/grammar/check", json!({ "grammar": grammar })).await;
        assert_eq!(v["ok"], false, "{v}");
        assert!(text(&v["errors"][0]["message"]).contains("a limit of the grammar tools"));
        let answer = post(
            &server,
            "/api/railroad",
            json!({ "input": "x", "grammar": grammar }),
        )
        .await;
        assert_eq!(answer.status, 422);
    }
    let v = api(&server, "/api/parse", json!({ "input": "http://h/" })).await;
    assert_eq!(v["href"], "http://h/");
}

#[test]
fn a_port_in_use_is_an_error_naming_it_with_status_2() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    let port = taken.local_addr().unwrap().port();
    let output = Command::new(env!("CARGO_BIN_EXE_railurl"))
        .args(["serve", "--port", &port.to_string()])
        .output()
        .expect("railurl serve runs");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(&format!("cannot listen on 127.0.0.1:{port}")),
        "{stderr}"
    );
}

/// Issue 25: `/api/uri`, the RFC 3986 reading beside the WHATWG one, differences marked.
#[tokio::test]
async fn uri_answers_the_rfc_3986_reading_beside_whatwg() {
    let server = Server::start();
    let rows = |v: &Value| -> Vec<(String, bool)> {
        v["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["component"].as_str().unwrap().to_owned(),
                    r["differs"] == true,
                )
            })
            .collect()
    };
    let v = api(
        &server,
        "/api/uri",
        json!({ "input": "HTTP://Example.COM:80/a/../b" }),
    )
    .await;
    assert_eq!(v["rfc3986"]["host"], "Example.COM");
    assert_eq!(v["whatwg"], "http://example.com/b");
    let differing: Vec<String> = rows(&v).into_iter().filter(|r| r.1).map(|r| r.0).collect();
    assert_eq!(differing, ["scheme", "host", "port", "path"]);

    let v = api(
        &server,
        "/api/uri",
        json!({ "input": "../g", "base": "http://a/b/c/d;p?q" }),
    )
    .await;
    assert_eq!(v["rfc3986"]["resolved"], "http://a/b/g");
    assert!(rows(&v).iter().all(|r| !r.1));

    let v = api(&server, "/api/uri", json!({ "input": "http://h/a b" })).await;
    assert_eq!(
        (
            v["rfc3986"]["valid"].clone(),
            v["rfc3986"]["error"]["at"].clone()
        ),
        (json!(false), json!(10))
    );
    assert_eq!(v["rfc3987_valid"], false);
    assert_eq!(v["whatwg"], "http://h/a%20b");
}
