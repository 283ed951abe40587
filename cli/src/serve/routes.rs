//! The playground's HTTP routes: the page's three files and the JSON API. Every API answer is
//! JSON; a bad request is a 4xx whose body is `{"error": "<reason>"}`.

use super::grammar;
use super::limits::{self, GrammarJobs};
use super::{railroad, tree, uri_api, url_api};
use crate::requests::{self, ParseRequest, SetRequest};
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use railurl::{Engine, Url};
use railurl_grammar_tools::source::GrammarError;
use serde::Deserialize;
use serde_json::{json, Value};
use std::time::Duration;

/// What the handlers share.
#[derive(Clone)]
pub struct AppState {
    /// The slots for edited-grammar jobs.
    pub jobs: GrammarJobs,
    /// The `Host` header values a request may carry (the address the server listens on, by
    /// number and as localhost): anything else is refused, so that a web page on another
    /// origin cannot reach the API through DNS rebinding.
    pub hosts: Vec<String>,
}

impl AppState {
    /// The state of a server listening on 127.0.0.1:`port` that answers grammar requests
    /// within `time_limit`.
    pub fn new(port: u16, time_limit: Duration) -> AppState {
        AppState {
            jobs: GrammarJobs::new(time_limit),
            hosts: vec![format!("127.0.0.1:{port}"), format!("localhost:{port}")],
        }
    }
}

/// An error answer: a status and a reason.
pub struct ApiError(StatusCode, String);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(json!({ "error": self.1 }))).into_response()
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> ApiError {
        // 400 for malformed JSON, 413 for a body over the limit, 415 without a JSON content
        // type, 422 for JSON of the wrong shape; the reason is axum's.
        ApiError(rejection.status(), rejection.body_text())
    }
}

/// 422 with a reason.
fn unprocessable(reason: impl Into<String>) -> ApiError {
    ApiError(StatusCode::UNPROCESSABLE_ENTITY, reason.into())
}

/// 422 for a grammar that does not compile: `{"error": ..., "grammar_errors": [...]}`.
fn grammar_errors(errors: &[GrammarError]) -> Response {
    let first = errors
        .first()
        .map(|e| format!("{}:{}: {}", e.line, e.column, e.message))
        .unwrap_or_default();
    (
        StatusCode::UNPROCESSABLE_ENTITY,
        Json(json!({
            "error": format!("the grammar does not compile: {first}"),
            "grammar_errors": errors.iter().map(grammar::error_json).collect::<Vec<_>>(),
        })),
    )
        .into_response()
}

/// A JSON body, or the reason it was refused.
type Body<T> = Result<Json<T>, JsonRejection>;

/// The router with every route and limit.
pub fn router(state: AppState) -> Router {
    let url_api = Router::new()
        .route("/api/parse", post(parse))
        .route("/api/uri", post(uri))
        .route("/api/set", post(set))
        .route("/api/params", post(params))
        .layer(DefaultBodyLimit::max(limits::URL_BODY_LIMIT));
    let grammar_api = Router::new()
        .route("/api/tree", post(tree_route))
        .route("/api/grammar/check", post(check))
        .route("/api/grammar/wpt", post(wpt))
        .route("/api/railroad", post(railroad_route))
        .layer(DefaultBodyLimit::max(limits::GRAMMAR_BODY_LIMIT))
        .layer(middleware::from_fn_with_state(state.clone(), admit));
    Router::new()
        .route("/", get(index))
        .route("/app.js", get(script))
        .route("/app.css", get(style))
        .route("/railroad.css", get(railroad_style))
        .route("/api/grammar", get(builtin_grammar))
        .merge(url_api)
        .merge(grammar_api)
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn_with_state(state.clone(), guard))
        .with_state(state)
}

/// Refuse a request whose `Host` is not this server's address (403), and mark every answer
/// as not to be sniffed or framed.
async fn guard(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    if !state.hosts.iter().any(|h| h == host) {
        return ApiError(
            StatusCode::FORBIDDEN,
            format!(
                "Host {host:?} is not this server (expected {})",
                state.hosts.join(" or ")
            ),
        )
        .into_response();
    }
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}

/// Admit a request to the grammar APIs before its body is read (at most
/// `limits::GRAMMAR_REQUESTS` at once), or answer 503 when none could be admitted in time.
async fn admit(State(state): State<AppState>, request: Request, next: Next) -> Response {
    match state.jobs.admit().await {
        Some(_permit) => next.run(request).await,
        None => ApiError(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy: too many grammar requests at once; try again".into(),
        )
        .into_response(),
    }
}

/// The page, shipped in the binary; its policy forbids every resource not from this server.
async fn index() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'",
            ),
        ],
        include_str!("../../assets/index.html"),
    )
        .into_response()
}

/// The page's script.
async fn script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        include_str!("../../assets/app.js"),
    )
        .into_response()
}

/// The page's style sheet.
async fn style() -> Response {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
        include_str!("../../assets/app.css"),
    )
        .into_response()
}

/// The diagrams' style sheet: the railroad crate's, and how the input's path is marked.
async fn railroad_style() -> Response {
    let css = railurl_grammar_tools::railroad::style_sheet();
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], css).into_response()
}

/// Any other path.
async fn not_found() -> ApiError {
    ApiError(StatusCode::NOT_FOUND, "no such page or API".into())
}

/// A path that exists, with another method.
async fn method_not_allowed() -> ApiError {
    ApiError(
        StatusCode::METHOD_NOT_ALLOWED,
        "this path takes another method (the API's endpoints take POST with a JSON body)".into(),
    )
}

/// `GET /api/grammar`: the built-in grammar, as the editor shows it, and its files.
async fn builtin_grammar() -> Json<Value> {
    let source = grammar::builtin();
    let files: Vec<Value> = source
        .files()
        .iter()
        .map(|(name, text)| json!({ "name": name, "text": text }))
        .collect();
    Json(json!({ "text": source.text(), "files": files }))
}

/// An engine by name; none is the grammar engine.
fn engine(name: Option<&str>) -> Result<Engine, ApiError> {
    requests::engine(name, Engine::Grammar).map_err(unprocessable)
}

/// `POST /api/parse`: `{"input", "base"?, "engine"?}`, as `railurl batch` takes it.
async fn parse(body: Body<ParseRequest>) -> Result<Json<Value>, ApiError> {
    let Json(request) = body?;
    let engine = engine(request.engine.as_deref())?;
    Ok(Json(url_api::parse(
        &request.input,
        request.base.as_deref(),
        engine,
    )))
}

/// `POST /api/uri`: `{"input", "base"?}`: the RFC 3986 reading beside the WHATWG one.
async fn uri(body: Body<ParseRequest>) -> Result<Json<Value>, ApiError> {
    let Json(request) = body?;
    Ok(Json(uri_api::readings(
        &request.input,
        request.base.as_deref(),
    )))
}

/// `POST /api/set`: `{"href", "setter", "value", "engine"?}`, as `railurl batch` takes it.
async fn set(body: Body<SetRequest>) -> Result<Json<Value>, ApiError> {
    let Json(request) = body?;
    let engine = engine(request.engine.as_deref())?;
    let component = requests::component(&request.setter).map_err(unprocessable)?;
    Ok(Json(url_api::set(
        &request.href,
        component,
        &request.value,
        engine,
    )))
}

/// `/api/params`'s request.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ParamsRequest {
    #[serde(default)]
    query: String,
    #[serde(default)]
    href: Option<String>,
    op: String,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    value: Option<String>,
}

/// `POST /api/params`.
async fn params(body: Body<ParamsRequest>) -> Result<Json<Value>, ApiError> {
    let Json(r) = body?;
    url_api::params(
        &r.query,
        r.href.as_deref(),
        &r.op,
        r.name.as_deref(),
        r.value.as_deref(),
    )
    .map(Json)
    .map_err(unprocessable)
}

/// The request of `/api/tree` and `/api/railroad`: an input, its base, and an edited
/// grammar (none: the built-in one).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InputRequest {
    input: String,
    #[serde(default)]
    base: Option<String>,
    #[serde(default)]
    grammar: Option<String>,
}

impl InputRequest {
    /// The request, and its base parsed (4xx when the body is not such a request, 422 when the
    /// base fails to parse).
    fn read(body: Body<InputRequest>) -> Result<(InputRequest, Option<Url>), ApiError> {
        let Json(request) = body?;
        let base = match request.base.as_deref().map(Url::parse) {
            Some(Err(e)) => return Err(unprocessable(format!("the base fails to parse: {e}"))),
            Some(Ok(base)) => Some(base),
            None => None,
        };
        Ok((request, base))
    }

    /// The input, when it is short enough to run through a run-time grammar (422 naming
    /// `what` and the limit when it is not).
    fn runtime_input(&self, what: &str) -> Result<&str, ApiError> {
        if self.input.len() > limits::RUNTIME_INPUT_LIMIT {
            return Err(unprocessable(format!(
                "{what} is limited to {} bytes",
                limits::RUNTIME_INPUT_LIMIT
            )));
        }
        Ok(&self.input)
    }
}

/// Run `job` on a grammar thread within the grammar APIs' limits (422 when a limit stops it).
async fn grammar_job<T: Send + 'static>(
    state: &AppState,
    job: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ApiError> {
    state
        .jobs
        .run(job)
        .await
        .map_err(|e| unprocessable(e.to_string()))
}

/// `POST /api/tree`: the built-in grammar's tree, or an edited grammar's with the
/// differences.
async fn tree_route(
    State(state): State<AppState>,
    body: Body<InputRequest>,
) -> Result<Response, ApiError> {
    let (mut request, base) = InputRequest::read(body)?;
    let Some(text) = request.grammar.take() else {
        return Ok(Json(tree::builtin_answer(&request.input, base.as_ref())).into_response());
    };
    request.runtime_input("an input run through an edited grammar")?;
    let deadline = state.jobs.deadline();
    let answer = grammar_job(&state, move || {
        grammar::load(&text)
            .map(|loaded| tree::edited_answer(loaded, &request.input, base.as_ref(), deadline))
    })
    .await?;
    Ok(match answer {
        Ok(value) => Json(value).into_response(),
        Err(errors) => grammar_errors(&errors),
    })
}

/// A request with a grammar only.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GrammarRequest {
    grammar: String,
}

/// `POST /api/grammar/check`: `{"ok": true, "rules": N}` or `{"ok": false, "errors": [...]}`
/// (a grammar that does not compile is an answer, not a bad request).
async fn check(
    State(state): State<AppState>,
    body: Body<GrammarRequest>,
) -> Result<Json<Value>, ApiError> {
    let Json(request) = body?;
    let answer = grammar_job(&state, move || {
        grammar::load(&request.grammar).map(|l| l.compiled.names.len())
    })
    .await?;
    Ok(Json(match answer {
        Ok(rules) => json!({ "ok": true, "rules": rules, "errors": [] }),
        Err(errors) => json!({
            "ok": false,
            "errors": errors.iter().map(grammar::error_json).collect::<Vec<_>>(),
        }),
    }))
}

/// `POST /api/grammar/wpt`: how many of WPT's URL cases the edited grammar parses
/// differently from the built-in one.
async fn wpt(
    State(state): State<AppState>,
    body: Body<GrammarRequest>,
) -> Result<Response, ApiError> {
    let Json(request) = body?;
    let deadline = state.jobs.deadline();
    let answer = grammar_job(&state, move || {
        grammar::load(&request.grammar).map(|l| grammar::wpt_report(l, deadline))
    })
    .await?;
    Ok(match answer {
        Ok(Ok(report)) => Json(report).into_response(),
        Ok(Err(time)) => unprocessable(time).into_response(),
        Err(errors) => grammar_errors(&errors),
    })
}

/// `POST /api/railroad`: the diagrams of the rules the input went through (in the built-in
/// grammar, or an edited one), with its path marked.
async fn railroad_route(
    State(state): State<AppState>,
    body: Body<InputRequest>,
) -> Result<Response, ApiError> {
    let (request, base) = InputRequest::read(body)?;
    let (grammar_input, _) =
        tree::pre_pass(request.runtime_input("an input the railroad follows")?);
    let entry = tree::entry(base.as_ref()).rule().name();
    let answer = grammar_job(&state, move || {
        let text = request
            .grammar
            .as_deref()
            .unwrap_or(grammar::builtin().text());
        grammar::load(text).map(|loaded| railroad::diagrams(&loaded.grammar, entry, &grammar_input))
    })
    .await?;
    Ok(match answer {
        Ok(Ok(diagrams)) => Json(json!({ "entry": entry, "diagrams": diagrams })).into_response(),
        Ok(Err(reason)) => unprocessable(reason).into_response(),
        Err(errors) => grammar_errors(&errors),
    })
}
