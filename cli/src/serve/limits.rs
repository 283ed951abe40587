//! The bounds that keep a hostile request from hanging or crashing the playground server.
//!
//! - Connections: a listen backlog of [`LISTEN_BACKLOG`], so a burst of a thousand is
//!   queued rather than reset.
//! - Request bodies: [`URL_BODY_LIMIT`] for the URL APIs, [`GRAMMAR_BODY_LIMIT`] for the
//!   grammar APIs (axum answers 413 beyond them, without reading the rest).
//! - Inputs run through an edited grammar: at most [`RUNTIME_INPUT_LIMIT`] bytes.
//! - At most [`GRAMMAR_REQUESTS`] requests to the grammar APIs are admitted at once; the rest
//!   wait with their bodies unread.
//! - Work on an edited grammar runs on its own thread with a large stack
//!   ([`GRAMMAR_STACK`]), at most [`GRAMMAR_JOBS`] at a time, and is answered within the
//!   server's time limit (`serve --time-limit`, [`DEFAULT_TIME_LIMIT_SECONDS`] by default).
//!   pest_vm cannot be cancelled, so each parse is also capped by pest's call limit
//!   ([`CALL_LIMIT`]) and long runs check a deadline between parses: an abandoned thread
//!   ends soon after its answer was given up.

use std::num::NonZeroUsize;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;

/// The listening socket's backlog: connections the kernel queues before the server accepts
/// them (capped by the kernel's `somaxconn`).
pub const LISTEN_BACKLOG: u32 = 4096;
/// The largest body the URL APIs (`/api/parse`, `/api/set`, `/api/params`) take. Their work
/// and their answers are linear in the input (an answer lists at most
/// `url_api::DIAGNOSTICS_SHOWN` validation errors), so a long URL costs little.
pub const URL_BODY_LIMIT: usize = 1024 * 1024;
/// The largest body the APIs that take a grammar take.
pub const GRAMMAR_BODY_LIMIT: usize = 512 * 1024;
/// The longest input an edited grammar is run on (pest_vm recurses as it matches).
pub const RUNTIME_INPUT_LIMIT: usize = 4 * 1024;
/// How long a request that runs an edited grammar may take before it is answered with an
/// error, unless `serve --time-limit` says otherwise.
pub const DEFAULT_TIME_LIMIT_SECONDS: u64 = 5;
/// pest's limit on rule calls per parse while pest_vm runs an edited grammar: an
/// exponential-backtracking rule fails with pest's "call limit reached" instead of running
/// for hours.
pub const CALL_LIMIT: usize = 1_000_000;
/// pest's limit on rule calls while pest_meta parses a grammar's text: its parser is close to
/// linear, and the largest grammar a request may carry needs a few tens of millions.
pub const COMPILE_CALL_LIMIT: usize = 100_000_000;
/// The stack of a grammar thread: deep enough for pest_meta's and pest_vm's recursion on the
/// largest accepted grammar and input.
pub const GRAMMAR_STACK: usize = 256 * 1024 * 1024;
/// How many edited-grammar jobs run at once: one, because pest's call limit is one setting for
/// the whole process and each job sets it per phase ([`compile_phase`], [`run_phase`]). A job
/// keeps its slot until its thread ends, also after its answer was given up.
pub const GRAMMAR_JOBS: usize = 1;
/// How many requests to the grammar APIs are admitted at once (reading their bodies, waiting
/// for the job slot or running); more wait unread, so memory stays bounded.
pub const GRAMMAR_REQUESTS: usize = 8;

/// Set pest's call limit for running grammars (see [`CALL_LIMIT`]); the server's default.
pub fn run_phase() {
    pest::set_call_limit(NonZeroUsize::new(CALL_LIMIT));
}

/// Set pest's call limit for parsing a grammar's text (see [`COMPILE_CALL_LIMIT`]); only a
/// grammar job, holding the one job slot, does this, and it calls [`run_phase`] after.
pub fn compile_phase() {
    pest::set_call_limit(NonZeroUsize::new(COMPILE_CALL_LIMIT));
}

/// Why bounded work did not give an answer.
#[derive(Debug)]
pub enum LimitError {
    /// The time limit (here) passed, waiting for a slot or running.
    Timeout(Duration),
    /// The thread could not be started or ended without an answer.
    Failed(String),
}

impl std::fmt::Display for LimitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LimitError::Timeout(limit) => write!(
                f,
                "time limit: the edited grammar took longer than {} s",
                limit.as_secs()
            ),
            LimitError::Failed(why) => write!(f, "the grammar job failed: {why}"),
        }
    }
}

/// The slots for edited-grammar jobs, the admission of requests to the grammar APIs, and the
/// time limit of both.
#[derive(Clone)]
pub struct GrammarJobs {
    jobs: Arc<Semaphore>,
    requests: Arc<Semaphore>,
    time_limit: Duration,
}

impl GrammarJobs {
    /// The slots of a server whose grammar requests are answered within `time_limit`.
    pub fn new(time_limit: Duration) -> GrammarJobs {
        GrammarJobs {
            jobs: Arc::new(Semaphore::new(GRAMMAR_JOBS)),
            requests: Arc::new(Semaphore::new(GRAMMAR_REQUESTS)),
            time_limit,
        }
    }

    /// When work on an edited grammar that starts now must end: long runs check it between
    /// parses.
    pub fn deadline(&self) -> Instant {
        Instant::now() + self.time_limit
    }

    /// Run `job` on a grammar thread and wait for its answer, all within the time limit. The
    /// slot stays taken until the thread ends, also when its answer came too late.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, LimitError> {
        let semaphore = self.jobs.clone();
        let limit = self.time_limit;
        tokio::time::timeout(limit, async move {
            let permit = semaphore
                .acquire_owned()
                .await
                .map_err(|e| LimitError::Failed(e.to_string()))?;
            let (send, receive) = tokio::sync::oneshot::channel();
            std::thread::Builder::new()
                .name("railurl-grammar".into())
                .stack_size(GRAMMAR_STACK)
                .spawn(move || {
                    let answer = job();
                    drop(permit);
                    // The receiver is gone when the answer came too late.
                    let _ = send.send(answer);
                })
                .map_err(|e| LimitError::Failed(e.to_string()))?;
            receive.await.map_err(|_| {
                LimitError::Failed("the grammar thread ended without an answer".into())
            })
        })
        .await
        .map_err(|_| LimitError::Timeout(limit))?
    }

    /// Wait (within the time limit) until a grammar request may be admitted; the permit admits
    /// it until dropped. `None` when the wait timed out.
    pub async fn admit(&self) -> Option<tokio::sync::OwnedSemaphorePermit> {
        tokio::time::timeout(self.time_limit, self.requests.clone().acquire_owned())
            .await
            .ok()?
            .ok()
    }
}
