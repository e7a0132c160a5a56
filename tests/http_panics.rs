//! End-to-end: no panic reaches a client. A bug that panics inside a job (in the parse worker or
//! in the build) answers 500 with the job id in the body and
//! in the log, and the server keeps serving. The bug comes from a deliberately panicking format
//! served next to the built-in ones (`service::start_with_formats`, the embedding API).

mod common;

use std::io::Write;
use std::sync::{Arc, Mutex};

use common::*;
use locforge_formats::Sink;
use locforge_formats::{
    Format, FormatError, FormatInfo, NestedJson, ParseContext, RenderContext, Signature, Slot,
    SlotValue,
};
use reqwest::StatusCode;
use serde_json::json;

/// Nested JSON under the key of its `FormatInfo`, except that it panics on a file holding
/// `PANIC` (parse) or a translation that is `PANIC` (build).
struct Panicky(&'static FormatInfo);

static PANICKY: FormatInfo = FormatInfo {
    key: "panicky",
    name: "Panicky JSON (test only)",
    description: "Nested JSON that panics on PANIC.",
    extensions: &["boom"],
    signature: Signature {
        file_name: r"\.boom$",
        file_content: None,
    },
};

impl Format for Panicky {
    fn info(&self) -> &'static FormatInfo {
        self.0
    }

    fn parse(
        &self,
        src: &[u8],
        ctx: &ParseContext<'_>,
        sink: &mut dyn Sink,
    ) -> Result<(), FormatError> {
        if src.windows(5).any(|w| w == b"PANIC") {
            panic!("test format: PANIC in the file");
        }
        NestedJson.parse(src, ctx, sink)
    }

    fn render(
        &self,
        slot: &Slot,
        value: SlotValue<'_>,
        ctx: &RenderContext<'_>,
        out: &mut Vec<u8>,
    ) -> Result<(), FormatError> {
        if let SlotValue::Text { text: "PANIC", .. } = value {
            panic!("test format: PANIC in a translation");
        }
        NestedJson.render(slot, value, ctx, out)
    }
}

/// The app's JSON log lines, kept for the test to read.
#[derive(Clone, Default)]
struct Log(Arc<Mutex<Vec<u8>>>);

impl Write for Log {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("log lock").extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Log {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().expect("log lock")).into_owned()
    }
}

fn lang(id: &str) -> serde_json::Value {
    json!({"id": id, "pluralCategoryNames": ["one", "other"]})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panicking_job_answers_500_with_its_id_and_the_server_keeps_serving() {
    let log = Log::default();
    let writer = log.clone();
    let subscriber = locforge::observability::logs::subscriber(
        locforge::config::LogFormat::Json,
        "info",
        move || writer.clone(),
    );
    tracing::subscriber::set_global_default(subscriber).expect("the only subscriber");
    let app = start_app_with_formats(|_| {}, vec![Arc::new(Panicky(&PANICKY))]).await;

    // The format is served: a good file parses.
    let good = br#"{"hello": "Hello", "bye": "Bye"}"#;
    let (status, body, _) = app
        .job(
            "/process/panicky",
            &json!({"jobType": "parse-file", "file": {"name": "en.boom", "content": b64(good)}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // A panic in the parse worker.
    let bad = br#"{"hello": "PANIC"}"#;
    let (status, body, _) = app
        .job(
            "/process/panicky",
            &json!({"jobType": "parse-file", "file": {"name": "en.boom", "content": b64(bad)}}),
        )
        .await;
    assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR, "{body}");
    let parse_job = body["error"]["jobId"].as_str().expect("jobId").to_owned();
    let message = body["error"]["message"].as_str().expect("message");
    assert!(message.contains("bug in locforge"), "{message}");
    assert!(
        !message.contains("PANIC"),
        "the panic's text stays in the log: {message}"
    );

    // A panic in the build worker.
    let (status, body, _) = app
        .job(
            "/api/file/process",
            &json!({
                "jobType": "build-file",
                "file": {"name": "en.boom", "content": b64(good)},
                "targetLanguages": [lang("de")],
                "strings": [
                    {"id": 1, "identifier": "hello", "text": "Hello",
                     "translations": {"de": {"text": "PANIC"}}}
                ]
            }),
        )
        .await;
    assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR, "{body}");
    let build_job = body["error"]["jobId"].as_str().expect("jobId").to_owned();
    assert_ne!(parse_job, build_job);

    // The log names each job and its panic.
    let text = log.text();
    for (job, what) in [
        (&parse_job, "PANIC in the file"),
        (&build_job, "PANIC in a translation"),
    ] {
        let line = text
            .lines()
            .find(|l| l.contains("a job worker panicked") && l.contains(job.as_str()))
            .unwrap_or_else(|| panic!("no panic line for job {job} in the log:\n{text}"));
        assert!(line.contains(what), "{line}");
        assert!(
            text.lines()
                .any(|l| l.contains("job failed on an internal error") && l.contains(job.as_str())),
            "no failure line for job {job}"
        );
    }

    // Still serving, on every route.
    for _ in 0..3 {
        let (status, body, _) = app
            .job(
                "/process/panicky",
                &json!({"jobType": "parse-file", "file": {"name": "en.boom", "content": b64(good)}}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (status, body, _) = app
        .job(
            "/process/json",
            &json!({"jobType": "parse-file", "file": {"name": "en.json", "content": b64(good)}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn an_own_format_is_in_the_manifest_and_a_duplicate_key_is_refused() {
    let app = start_app_with_formats(|_| {}, vec![Arc::new(Panicky(&PANICKY))]).await;
    let (status, manifest) = app.get(&format!("{}/manifest.json", app.base)).await;
    assert_eq!(status, StatusCode::OK);
    let manifest: serde_json::Value = serde_json::from_slice(&manifest).expect("json");
    let modules = manifest["modules"]["custom-file-format"]
        .as_array()
        .expect("custom-file-format modules");
    assert!(modules.iter().any(|m| m["key"] == "panicky"), "{modules:?}");

    static CLASH: FormatInfo = FormatInfo {
        key: "json",
        name: "Another JSON",
        description: "Claims a built-in key.",
        extensions: &["json"],
        signature: Signature {
            file_name: r"\.json$",
            file_content: None,
        },
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let config = locforge::config::Config {
        bind: std::net::SocketAddr::from(([127, 0, 0, 1], 0)),
        data_dir: dir.path().to_path_buf(),
        client_secret: Some(SECRET.into()),
        ..Default::default()
    };
    let err = locforge::service::start_with_formats(config, vec![Arc::new(Panicky(&CLASH))])
        .await
        .err()
        .expect("refused");
    assert!(
        err.to_string()
            .contains("format key `json` is served twice"),
        "{err}"
    );
}
