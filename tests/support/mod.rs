//! Shared test support: locating the web-platform-tests data and the engines under test.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// Where the WPT URL data lives: `$RAILURL_WPT_DIR`, then `../shared/wpt` beside the crate,
/// then the copy shipped in the `url` crate's package in the cargo registry (which has
/// urltestdata.json and setters_tests.json only). Panics with a clear message when none is
/// found: a test that silently tests nothing is worse than a failing one.
pub fn wpt_file(name: &str) -> PathBuf {
    let mut tried = Vec::new();
    if let Some(dir) = std::env::var_os("RAILURL_WPT_DIR") {
        let p = Path::new(&dir).join(name);
        if p.is_file() {
            return p;
        }
        tried.push(p);
    }
    let shared = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/wpt")
        .join(name);
    if shared.is_file() {
        return shared;
    }
    tried.push(shared);
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")));
    if let Some(home) = cargo_home {
        if let Ok(indexes) = std::fs::read_dir(home.join("registry/src")) {
            for index in indexes.flatten() {
                if let Ok(crates) = std::fs::read_dir(index.path()) {
                    for krate in crates.flatten() {
                        let fname = krate.file_name();
                        let fname = fname.to_string_lossy();
                        if fname.starts_with("url-2.") {
                            let p = krate.path().join("tests").join(name);
                            if p.is_file() {
                                return p;
                            }
                            tried.push(p);
                        }
                    }
                }
            }
        }
    }
    panic!(
        "WPT data file {name} not found; set RAILURL_WPT_DIR or put ../shared/wpt beside the \
         crate. Tried: {tried:?}"
    );
}

/// Read and parse a WPT JSON file.
pub fn wpt_json(name: &str) -> serde_json::Value {
    let path = wpt_file(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{} is not JSON: {e}", path.display()))
}

#[allow(unused_imports)]
pub use railurl::Engine;

/// The value of one WHATWG getter by name.
pub fn getter(url: &railurl::Url, name: &str) -> String {
    match name {
        "href" => url.href().to_owned(),
        "origin" => url.origin().to_string(),
        "protocol" => url.protocol().to_owned(),
        "username" => url.username().to_owned(),
        "password" => url.password().to_owned(),
        "host" => url.host().to_owned(),
        "hostname" => url.hostname().to_owned(),
        "port" => url.port().to_owned(),
        "pathname" => url.pathname().to_owned(),
        "search" => url.search().to_owned(),
        "hash" => url.hash().to_owned(),
        other => panic!("unknown component {other}"),
    }
}

/// Only cases whose input contains `$RAILURL_WPT_FILTER` (when set).
pub fn selected(input: &str) -> bool {
    std::env::var("RAILURL_WPT_FILTER").map_or(true, |f| input.contains(&f))
}
