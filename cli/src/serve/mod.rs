//! `railurl serve`: the playground, a local web page that shows what railurl makes of a URL
//! as it is typed (components, record, validation errors, the engines' agreement, the parse
//! tree) and runs edited grammars, with the JSON API behind it.
//!
//! - [`routes`]: the HTTP routes (axum), the page's files and the API's requests and errors.
//! - [`url_api`]: parse, compare the engines, setters, URLSearchParams, as JSON.
//! - [`tree`]: parse trees, built-in or edited, with spans mapped back to the typed input.
//! - [`grammar`]: edited grammars, read and run by `railurl-grammar-tools` (errors at line
//!   and column, pest_vm for the tree, the whole engine for the result), and compared with
//!   the built-in grammar on WPT's cases.
//! - [`railroad`]: the diagrams of the rules an input went through, its path highlighted.
//! - [`limits`]: the body, input, time, call and concurrency limits.
//!
//! The page (`cli/assets/`) is compiled into the binary; it loads nothing from elsewhere.

mod grammar;
pub(crate) mod limits;
mod railroad;
mod routes;
mod tree;
mod uri_api;
mod url_api;

use crate::command_line::ServeArgs;
use std::io::{self, Write};
use std::net::{Ipv4Addr, SocketAddr};
use std::process::ExitCode;
use std::time::Duration;

/// Serve the playground on 127.0.0.1 until the process is ended.
pub fn run(args: ServeArgs) -> io::Result<ExitCode> {
    limits::run_phase();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(serve(args))
}

/// Bind, say where, open a browser when asked, and answer requests.
async fn serve(args: ServeArgs) -> io::Result<ExitCode> {
    // tokio's `TcpListener::bind` listens with a backlog of 128: a burst of connections beyond
    // it overflows the accept queue, and the kernel resets some of them.
    let address = SocketAddr::from((Ipv4Addr::LOCALHOST, args.port));
    let listen = || -> io::Result<tokio::net::TcpListener> {
        let socket = tokio::net::TcpSocket::new_v4()?;
        socket.set_reuseaddr(true)?;
        socket.bind(address)?;
        socket.listen(limits::LISTEN_BACKLOG)
    };
    let listener = listen()
        .map_err(|e| io::Error::new(e.kind(), format!("cannot listen on {address}: {e}")))?;
    let port = listener.local_addr()?.port();
    let address = format!("http://127.0.0.1:{port}/");
    {
        let mut out = io::stdout().lock();
        writeln!(out, "railurl playground listening on {address}")?;
        out.flush()?;
    }
    // The built-in grammar's WPT results, which every WPT comparison needs, computed once in
    // the background rather than in the first request's time limit.
    std::thread::spawn(|| grammar::builtin_outcomes().len());
    if args.open {
        open_browser(&address);
    }
    let time_limit = Duration::from_secs(args.time_limit);
    let state = routes::AppState::new(port, time_limit);
    axum::serve(listener, routes::router(state)).await?;
    Ok(ExitCode::SUCCESS)
}

/// Ask the desktop to open `address`. The opener's own output is not shown (`xdg-open`
/// without a browser prints several lines of noise); when it fails, one message on stderr
/// says so and where to go, and serving goes on.
fn open_browser(address: &str) {
    use std::process::{Command, Stdio};
    let mut command = if cfg!(target_os = "macos") {
        Command::new("open")
    } else if cfg!(windows) {
        let mut c = Command::new("cmd");
        c.args(["/C", "start", ""]);
        c
    } else {
        Command::new("xdg-open")
    };
    let opener = format!("{:?}", command.get_program());
    let child = command
        .arg(address)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    match child {
        Err(e) => cannot_open(&format!("{opener}: {e}"), address),
        Ok(mut child) => {
            let address = address.to_owned();
            std::thread::spawn(move || match child.wait() {
                Ok(status) if status.success() => {}
                Ok(status) => cannot_open(&format!("{opener} {status}"), &address),
                Err(e) => cannot_open(&format!("{opener}: {e}"), &address),
            });
        }
    }
}

/// The one message when the browser could not be opened.
fn cannot_open(why: &str, address: &str) {
    crate::output::warn(format_args!(
        "could not open a browser ({why}); open {address} yourself"
    ));
}
