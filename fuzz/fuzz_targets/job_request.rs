//! The job envelope through the engine: arbitrary request bodies go to `Engine::run` exactly as
//! the service hands it the raw body of `/api/file/process` (or a format module's or the
//! pre-export module's route): serde decoding of the job request, job type, file and languages,
//! base64 content, inline strings, format detection, then the parse, build or pre-export itself.
//! Never a panic, and never an internal error (a 500) for a bad request: every refusal is a
//! `BadRequest` (400) or a `Failed` job (200 with a message). Byte 0 picks the route; the rest is
//! the body.
//!
//! Requests naming a `contentUrl` or `stringsUrl` are skipped: the fuzzer makes no network calls
//! (fetches are covered by the HTTP tests of the transfer guard).

#![no_main]

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use libfuzzer_sys::fuzz_target;
use locforge::config::Limits;
use locforge::engine::error::JobError;
use locforge::engine::jobs::{Engine, EngineParts, Route};
use locforge::transfer::blob::LocalDirStore;
use locforge::transfer::fetch::Fetcher;
use locforge::transfer::guard::AllowList;
use locforge::transfer::signed::UrlSigner;
use locforge_formats::Registry;
use locforge_fuzz::FORMAT_KEYS;
use locforge_protocol::JobRequest;

struct World {
    runtime: tokio::runtime::Runtime,
    engine: Arc<Engine>,
}

fn world() -> &'static World {
    static WORLD: OnceLock<World> = OnceLock::new();
    WORLD.get_or_init(|| {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        let dir = std::env::temp_dir().join(format!("locforge-fuzz-blobs-{}", std::process::id()));
        let engine = runtime.block_on(async {
            let fetcher = Fetcher::new(
                AllowList::parse(&[]).expect("empty allowlist"),
                Duration::from_secs(1),
            )
            .expect("fetcher");
            Engine::new(EngineParts {
                registry: Registry::builtin(),
                limits: Limits {
                    engine_threads: 1,
                    ..Limits::default()
                },
                fetcher,
                blobs: Arc::new(LocalDirStore::new(dir).expect("blob dir")),
                signer: UrlSigner::new(b"fuzz-secret"),
                base_url: "http://127.0.0.1:1".to_string(),
                pre_export: Vec::new(),
                bundles: Vec::new(),
                post_exports: Vec::new(),
                pre_imports: Vec::new(),
                post_imports: Vec::new(),
                alignments: Vec::new(),
            })
            .expect("engine")
        });
        World {
            runtime,
            engine: Arc::new(engine),
        }
    })
}

fuzz_target!(|data: &[u8]| {
    let [sel, body @ ..] = data else {
        return;
    };
    if let Ok(r) = serde_json::from_slice::<JobRequest>(body) {
        let named = |u: &Option<String>| u.as_deref().is_some_and(|u| !u.is_empty());
        if named(&r.strings_url)
            || r.file
                .as_ref()
                .is_some_and(|f| f.content.is_none() && named(&f.content_url))
        {
            return;
        }
    }
    let route = match sel % 4 {
        0 | 1 => Route::Any,
        2 => Route::PreExport,
        _ => Route::Format(FORMAT_KEYS[usize::from(sel / 4) % FORMAT_KEYS.len()].to_string()),
    };
    let w = world();
    let result = w.runtime.block_on(w.engine.run(
        bytes::Bytes::copy_from_slice(body),
        route,
        Instant::now(),
    ));
    if let Err(JobError::Internal(m)) = result {
        panic!("an internal error (500) for a request: {m}");
    }
});
