//! The bad-input matrix over real HTTP (issue 15, item 2, and item 3's rule that every refusal is
//! `{"error":{"message"}}`): a table of cases per route — jobs, pre-export, blobs, lifecycle
//! events, webhooks, step settings, pages, and the router itself (unknown routes, methods) —
//! each sent to the real app on a loopback port and checked for its status and a part of its
//! message. A JSON route's refusal must be exactly the protocol's error shape; a page's refusal is
//! an HTML page. At the end the count per route is printed and must reach 60 in all, and one good
//! job shows the server still serves.
//!
//! The SSRF cases run against an app with its DEFAULT allowlist (nothing allowed), and every URL
//! they name would reach a listener of this test (a "trap" on loopback) if the app connected:
//! the trap must have seen no connection. The redirect cases need a server the app may fetch
//! from, so they run against a second app that allows 127.0.0.1 only, and redirect to a trap on
//! 127.0.0.2 (or `[::1]`), outside its allowlist.

mod common;

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use base64::Engine as _;
use common::{b64, AGENT_APP, SECRET};
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use locforge::config::Config;
use locforge::store::{Organization, Secret};
use locforge::transfer::blob::unix_now;
use locforge::transfer::signed::UrlSigner;
use reqwest::Method;
use serde_json::{json, Value};

/// The app secret the installed organization signs its webhooks with.
const APP_SECRET: &str = "matrix-app-secret-0123";
/// The project-menu module of the app.
const MENU: &str = "tools";
/// The app's client id (the `aud` of its tokens).
const CLIENT_ID: &str = "locforge-test";

// ---------------------------------------------------------------------------------------------
// Cases and their runner

/// How a case's answer is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// `{"error":{"message": …}}` (also the 200 of a failed job, with `data`); the message must
    /// contain the expected text.
    Error,
    /// An HTML page (`text/html`) whose text contains the expected text.
    Html,
    /// Any body containing the expected text (a success).
    Body,
}

/// One request and what must come back.
#[derive(Debug, Clone)]
struct Case {
    route: &'static str,
    name: String,
    method: Method,
    url: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
    status: u16,
    expect: String,
    shape: Shape,
    /// Text that must not appear anywhere in the answer.
    never: Option<&'static str>,
    /// Send the head, read the answer, and only then try the body (a refusal from the
    /// `Content-Length` alone arrives before the body was sent; a client that insists on writing
    /// the whole body first may see the connection closed instead).
    head_first: bool,
}

impl Case {
    fn new(route: &'static str, name: impl Into<String>, method: Method, url: String) -> Case {
        Case {
            route,
            name: name.into(),
            method,
            url,
            headers: Vec::new(),
            body: Vec::new(),
            status: 0,
            expect: String::new(),
            shape: Shape::Error,
            never: None,
            head_first: false,
        }
    }

    fn post(route: &'static str, name: impl Into<String>, url: String) -> Case {
        Case::new(route, name, Method::POST, url)
    }

    fn get(route: &'static str, name: impl Into<String>, url: String) -> Case {
        Case::new(route, name, Method::GET, url)
    }

    fn json(self, v: &Value) -> Case {
        self.raw(v.to_string())
            .header("content-type", "application/json")
    }

    fn raw(mut self, body: impl Into<Vec<u8>>) -> Case {
        self.body = body.into();
        self
    }

    fn header(mut self, k: &str, v: impl Into<String>) -> Case {
        self.headers.push((k.to_owned(), v.into()));
        self
    }

    fn bearer(self, token: impl Into<String>) -> Case {
        let t = token.into();
        self.header("authorization", format!("Bearer {t}"))
    }

    /// Refused (or a failed job) with `status` and a message containing `text`.
    fn refused(mut self, status: u16, text: impl Into<String>) -> Case {
        self.status = status;
        self.expect = text.into();
        self.shape = Shape::Error;
        self
    }

    /// A failed job: 200 with `error.message` containing `text`.
    fn failed(self, text: impl Into<String>) -> Case {
        self.refused(200, text)
    }

    /// An HTML page with `status` containing `text`.
    fn page(mut self, status: u16, text: impl Into<String>) -> Case {
        self.status = status;
        self.expect = text.into();
        self.shape = Shape::Html;
        self
    }

    /// Answered with `status` and a body containing `text`.
    fn answered(mut self, status: u16, text: impl Into<String>) -> Case {
        self.status = status;
        self.expect = text.into();
        self.shape = Shape::Body;
        self
    }

    fn never(mut self, text: &'static str) -> Case {
        self.never = Some(text);
        self
    }

    fn head_first(mut self) -> Case {
        self.head_first = true;
        self
    }
}

/// The first `n` characters of `s`, for failure messages.
fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_owned()
    } else {
        format!("{}…", s.chars().take(n).collect::<String>())
    }
}

/// Sends `case`'s head over a plain connection and reads the answer before the body is sent:
/// (status, content type, body).
async fn head_first(case: &Case) -> Result<(u16, String, Vec<u8>), String> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let url = reqwest::Url::parse(&case.url).map_err(|e| e.to_string())?;
    let host = url.host_str().unwrap_or_default().to_owned();
    let mut conn = tokio::net::TcpStream::connect((host.as_str(), url.port().unwrap_or(80)))
        .await
        .map_err(|e| e.to_string())?;
    let mut head = format!(
        "{} {} HTTP/1.1\r\nHost: {host}\r\nContent-Length: {}\r\nConnection: close\r\n",
        case.method,
        url.path(),
        case.body.len()
    );
    for (k, v) in &case.headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    conn.write_all(head.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(10), conn.read_to_end(&mut answer)).await;
    if read.is_err() {
        return Err("no answer to the head within 10 s".into());
    }
    let text = String::from_utf8_lossy(&answer).to_string();
    let (head, body) = text.split_once("\r\n\r\n").ok_or("no complete answer")?;
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or("no status line")?;
    let ctype = head
        .lines()
        .find_map(|l| {
            l.split_once(':')
                .filter(|(k, _)| k.eq_ignore_ascii_case("content-type"))
                .map(|(_, v)| v.trim().to_owned())
        })
        .unwrap_or_default();
    Ok((status, ctype, body.as_bytes().to_vec()))
}

/// What is wrong with the answer to `case`, if anything.
async fn check(http: &reqwest::Client, case: &Case) -> Option<String> {
    let answer = if case.head_first {
        head_first(case).await
    } else {
        send(http, case).await
    };
    match answer {
        Ok((status, ctype, bytes)) => judge(case, status, &ctype, &bytes),
        Err(e) => Some(e),
    }
}

/// Sends `case` with the HTTP client: (status, content type, body).
async fn send(http: &reqwest::Client, case: &Case) -> Result<(u16, String, Vec<u8>), String> {
    let mut req = http
        .request(case.method.clone(), &case.url)
        .body(case.body.clone());
    for (k, v) in &case.headers {
        req = req.header(k.as_str(), v.as_str());
    }
    let resp = req.send().await.map_err(|e| format!("no answer: {e}"))?;
    let status = resp.status().as_u16();
    let ctype = resp
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let bytes = resp
        .bytes()
        .await
        .map_err(|e| format!("{status}, body unreadable: {e}"))?;
    Ok((status, ctype, bytes.to_vec()))
}

/// What is wrong with the answer (`status`, `ctype`, `bytes`) to `case`, if anything.
fn judge(case: &Case, status: u16, ctype: &str, bytes: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(bytes);
    let found = match case.shape {
        Shape::Error => match serde_json::from_slice::<Value>(bytes) {
            Ok(v) => match v["error"]["message"].as_str() {
                Some(m) if ctype.starts_with("application/json") => m.to_owned(),
                _ => {
                    return Some(format!(
                        "{status} without the JSON error shape: {}",
                        clip(&text, 300)
                    ))
                }
            },
            Err(_) => return Some(format!("{status} not JSON ({ctype}): {}", clip(&text, 300))),
        },
        Shape::Html if !ctype.starts_with("text/html") => {
            return Some(format!(
                "{status} not an HTML page ({ctype}): {}",
                clip(&text, 300)
            ))
        }
        Shape::Html | Shape::Body => text.to_string(),
    };
    if let Some(never) = case.never {
        if text.contains(never) {
            return Some(format!(
                "{status}: the answer holds `{never}`: {}",
                clip(&text, 300)
            ));
        }
    }
    if status != case.status || !found.contains(&case.expect) {
        return Some(format!(
            "expected {} with `{}`, got {status}: {}",
            case.status,
            case.expect,
            clip(&found, 400)
        ));
    }
    None
}

/// Runs `cases` in order, counting them per route in `tally`; fails listing every mismatch.
async fn run(http: &reqwest::Client, cases: &[Case], tally: &mut BTreeMap<&'static str, usize>) {
    let mut failures = Vec::new();
    for case in cases {
        if let Some(why) = check(http, case).await {
            failures.push(format!("[{}] {}: {why}", case.route, case.name));
        }
        *tally.entry(case.route).or_default() += 1;
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

// ---------------------------------------------------------------------------------------------
// Apps, servers, tokens

/// The app with its default allowlist, a project menu, the agent modules of `AGENT_APP`, and
/// organization 1 installed (stored directly, as the grant would have stored it).
async fn main_app(auth_url: String) -> (locforge::service::Running, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = Config {
        bind: SocketAddr::from(([127, 0, 0, 1], 0)),
        data_dir: dir.path().to_path_buf(),
        client_id: CLIENT_ID.into(),
        client_secret: Some(SECRET.into()),
        auth_url,
        ..Config::default()
    };
    assert!(
        config.fetch_allow.is_empty(),
        "the default allowlist is empty"
    );
    config.limits.fetch_timeout_secs = 5;
    config.modules = toml::from_str(&format!(
        "{AGENT_APP}\n[[project_menus]]\nkey = \"{MENU}\"\nname = \"locforge tools\"\n"
    ))
    .expect("modules");
    let running = locforge::service::start(config).await.expect("app starts");
    running
        .state
        .store
        .put_organization(&Organization {
            credential_key: Organization::credential_key_for(None, 1),
            organization_id: 1,
            domain: None,
            app_id: "matrix-app".into(),
            app_secret: Secret::new(APP_SECRET),
            user_id: 1,
            agent_id: Some(9),
            base_url: "https://acme.example".into(),
            installed_at: 0,
            updated_at: 0,
        })
        .await
        .expect("organization stored");
    (running, dir)
}

/// A listener that counts the connections it accepts: a URL that reaches it was connected to.
struct Trap {
    port: u16,
    hits: Arc<AtomicUsize>,
}

impl Trap {
    async fn on(ip: &str) -> Option<Trap> {
        let listener = tokio::net::TcpListener::bind((ip, 0)).await.ok()?;
        let port = listener.local_addr().ok()?.port();
        let hits = Arc::new(AtomicUsize::new(0));
        let counter = hits.clone();
        tokio::spawn(async move {
            while let Ok((socket, _)) = listener.accept().await {
                counter.fetch_add(1, Ordering::SeqCst);
                drop(socket);
            }
        });
        Some(Trap { port, hits })
    }

    fn hits(&self) -> usize {
        self.hits.load(Ordering::SeqCst)
    }

    /// Proves the trap counts: a direct connection is seen.
    async fn assert_counts(&self, ip: &str) {
        let before = self.hits();
        let _c = tokio::net::TcpStream::connect((ip, self.port))
            .await
            .expect("the trap accepts");
        for _ in 0..50 {
            if self.hits() > before {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("the trap on {ip}:{} saw no direct connection", self.port);
    }
}

fn redirect(to: String) -> Response {
    let mut r = StatusCode::FOUND.into_response();
    if let Ok(v) = HeaderValue::from_str(&to) {
        r.headers_mut().insert(header::LOCATION, v);
    }
    r
}

/// A server the second app may fetch from: redirects off the allowlist and hostile payloads.
async fn fixture_server(trap_target: String) -> String {
    let long_line = format!(
        "{{\"identifier\":\"a\",\"text\":\"{}\"}}\n",
        "x".repeat(1024 * 1024 + 16)
    );
    let big_custom = format!(
        "{{\"identifier\":\"a\",\"text\":\"b\",\"customData\":\"{}\"}}\n",
        "c".repeat(4097)
    );
    // The array dialect: one element over the line cap; a real array cut inside its third
    // element; 3.2 MB of small elements, past the second app's 3 MiB `max_strings_bytes`.
    let long_element = format!(
        "[{{\"identifier\":\"a\",\"text\":\"{}\"}}]",
        "x".repeat(1024 * 1024 + 16)
    );
    let record = |i: usize| {
        format!("{{\"identifier\":\"k{i}\",\"uniqId\":\"u{i}\",\"text\":\"text {i}\",\"translations\":{{\"de\":{{\"text\":\"Text {i}\"}}}}}}")
    };
    let mut truncated_array = format!("[\n  {},\n  {},\n  ", record(1), record(2));
    truncated_array.push_str(&record(3)[..20]);
    let mut big_array = String::from("[");
    for i in 0..40_000 {
        big_array.push_str(&record(i));
        big_array.push(',');
    }
    big_array.push_str(&record(40_000));
    big_array.push(']');
    let five_mb = format!("{{\"a\":\"{}\"}}", "x".repeat(5_000_000));
    let mut po = String::from("msgid \"a\"\nmsgstr \"\"\n");
    po.reserve(4_000_000);
    for _ in 0..1_000_000 {
        po.push_str("\"x\"\n");
    }
    let app = Router::new()
        .route(
            "/redirect/trap",
            get(move || {
                let to = trap_target.clone();
                async move { redirect(to) }
            }),
        )
        .route(
            "/redirect/metadata",
            get(|| async { redirect("https://169.254.169.254/latest/meta-data/".into()) }),
        )
        .route(
            "/redirect/metadata-name",
            get(|| async {
                redirect("https://metadata.google.internal/computeMetadata/v1/".into())
            }),
        )
        .route(
            "/redirect/file",
            get(|| async { redirect("file:///etc/passwd".into()) }),
        )
        .route("/long.ndjson", get(move || async move { long_line }))
        .route("/custom.ndjson", get(move || async move { big_custom }))
        .route(
            "/long-element.json",
            get(move || async move { long_element }),
        )
        .route(
            "/truncated.json",
            get(move || async move { truncated_array }),
        )
        .route("/big-array.json", get(move || async move { big_array }))
        .route("/five-mb.json", get(move || async move { five_mb }))
        .route("/million.po", get(move || async move { po }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{addr}")
}

/// The claims of a good token (organization 1, user 1, project 1).
fn claims() -> Value {
    let now = unix_now();
    json!({"aud": CLIENT_ID, "sub": "1", "domain": null, "iat": now, "exp": now + 600,
           "context": {"organization_id": 1, "user_id": 1, "project_id": 1}})
}

/// `claims` signed with `alg` and `secret`.
fn sign(alg: Algorithm, secret: &str, claims: &Value) -> String {
    jsonwebtoken::encode(
        &Header::new(alg),
        claims,
        &EncodingKey::from_secret(secret.as_bytes()),
    )
    .expect("mint")
}

/// A good token, or one for `module` only.
fn token() -> String {
    sign(Algorithm::HS256, SECRET, &claims())
}

fn module_token(module: &str) -> String {
    let mut c = claims();
    c["module"] = json!(module);
    sign(Algorithm::HS256, SECRET, &c)
}

/// Every defect a token can have: (what, token, message).
fn token_defects() -> Vec<(&'static str, String, &'static str)> {
    let b = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let with = |f: &dyn Fn(&mut Value)| {
        let mut c = claims();
        f(&mut c);
        sign(Algorithm::HS256, SECRET, &c)
    };
    vec![
        (
            "alg none",
            format!(
                "{}.{}.",
                b.encode(r#"{"alg":"none","typ":"JWT"}"#),
                b.encode(claims().to_string())
            ),
            "HS256",
        ),
        (
            "HS512",
            sign(Algorithm::HS512, SECRET, &claims()),
            "only HS256 tokens are accepted",
        ),
        (
            "wrong key",
            sign(Algorithm::HS256, "another-secret-entirely-0000", &claims()),
            "bad signature",
        ),
        (
            "expired",
            with(&|c| {
                c["iat"] = json!(unix_now() - 7200);
                c["exp"] = json!(unix_now() - 3600);
            }),
            "the token has expired",
        ),
        (
            "wrong aud",
            with(&|c| c["aud"] = json!("another-app")),
            "issued for another app",
        ),
        (
            "issued in the future",
            with(&|c| c["iat"] = json!(unix_now() + 3600)),
            "issued in the future",
        ),
        (
            "no context",
            with(&|c| {
                if let Some(o) = c.as_object_mut() {
                    o.remove("context");
                }
            }),
            "no `context` claim",
        ),
        (
            "no organization",
            with(&|c| c["context"] = json!({"user_id": 1})),
            "lacks context.organization_id",
        ),
        (
            "no user",
            with(&|c| c["context"] = json!({"organization_id": 1})),
            "lacks context.user_id",
        ),
        (
            "organization of the wrong type",
            with(&|c| c["context"]["organization_id"] = json!({"id": 1})),
            "lacks context.organization_id",
        ),
        ("not a JWT", "not-a-token".into(), "malformed"),
    ]
}

fn de() -> Value {
    json!({"id": "de", "pluralCategoryNames": ["one", "other"]})
}

fn parse_job(name: &str, bytes: &[u8]) -> Value {
    json!({"jobType": "parse-file", "file": {"name": name, "content": b64(bytes)}})
}

/// A parse-file job naming its format (`type`), for files detection cannot recognise.
/// Word documents the DOCX format refuses (see corpus/docx/edge-cases/README.md).
const DOCX_ZIP_SLIP: &[u8] = include_bytes!("../corpus/docx/edge-cases/zip-slip.docx");
const DOCX_ZIP_BOMB: &[u8] = include_bytes!("../corpus/docx/edge-cases/zip-bomb.docx");
const DOCX_ENCRYPTED: &[u8] = include_bytes!("../corpus/docx/edge-cases/encrypted-ole.docx");
/// Workbooks the XLSX format refuses (see corpus/xlsx/edge-cases/SOURCE.md).
const XLSX_XML_BOMB: &[u8] = include_bytes!("../corpus/xlsx/edge-cases/poc-xmlbomb.xlsx");
const XLSX_ENCRYPTED: &[u8] = include_bytes!("../corpus/xlsx/edge-cases/protected_passtika.xlsx");

fn typed_job(format: &str, name: &str, bytes: &[u8]) -> Value {
    let mut job = parse_job(name, bytes);
    job["type"] = json!(format);
    job
}

fn url_job(url: &str) -> Value {
    json!({"jobType": "parse-file", "file": {"name": "en.json", "contentUrl": url}})
}

/// UTF-16 LE with a byte-order mark, and an unpaired high surrogate after `before`.
fn utf16_with_lone_surrogate(before: &str, after: &str) -> Vec<u8> {
    let mut out = vec![0xFF, 0xFE];
    for u in before.encode_utf16() {
        out.extend_from_slice(&u.to_le_bytes());
    }
    out.extend_from_slice(&0xD800u16.to_le_bytes());
    for u in after.encode_utf16() {
        out.extend_from_slice(&u.to_le_bytes());
    }
    out
}

const XXE_ANDROID: &str = "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<resources><string name=\"a\">&x;</string></resources>\n";
const XXE_XLIFF: &str = "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\"><file original=\"a\" source-language=\"en\" datatype=\"plaintext\"><body><trans-unit id=\"a\"><source>&x;</source></trans-unit></body></file></xliff>\n";
const XXE_RESX: &str = "<?xml version=\"1.0\"?>\n<!DOCTYPE root [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<root><data name=\"a\"><value>&x;</value></data></root>\n";

/// The billion laughs around `open` … `close`, with `&lol9;` where the text goes.
fn laughs(doctype: &str, open: &str, close: &str) -> String {
    let mut s = format!("<?xml version=\"1.0\"?>\n<!DOCTYPE {doctype} [\n<!ENTITY lol \"lol\">\n");
    for i in 1..10 {
        let prev = if i == 1 {
            "lol".to_owned()
        } else {
            format!("lol{}", i - 1)
        };
        s.push_str(&format!(
            "<!ENTITY lol{i} \"{}\">\n",
            format!("&{prev};").repeat(10)
        ));
    }
    s.push_str("]>\n");
    s.push_str(open);
    s.push_str("&lol9;");
    s.push_str(close);
    s
}

// ---------------------------------------------------------------------------------------------
// The matrix

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_matrix() {
    // The authorization server is a closed loopback port: with the default allowlist the guard
    // refuses it before connecting, so no installation can be verified here.
    let closed = common::free_port();
    let (running, _dir) = main_app(format!("https://127.0.0.1:{closed}")).await;
    let base = running.base_url.clone();
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(60))
        .build()
        .expect("client");
    let trap = Trap::on("127.0.0.1").await.expect("trap on 127.0.0.1");
    let trap6 = Trap::on("::1").await;
    let p = trap.port;
    let mut tally = BTreeMap::new();

    let api = format!("{base}/api/file/process");
    let job = |name: String| Case::post("jobs", name, api.clone()).bearer(token());

    // --- jobs: the envelope --------------------------------------------------------------
    let good_file = json!({"name": "en.json", "content": b64(b"{\"a\":\"b\"}")});
    // A Markdown paragraph with one paired code, and its identifier as the app reads it.
    let guide: &[u8] = b"Run **the** installer.\n";
    let guide_id = locforge_formats::Registry::builtin()
        .get("markdown")
        .expect("markdown is registered")
        .parse_all(guide, &locforge_formats::ParseContext::default())
        .expect("the guide parses")
        .entries[0]
        .identifier
        .to_string();
    // An HTML paragraph with one paired code, and its identifier as the app reads it.
    let page: &[u8] = b"<p>Run <b>the</b> installer.</p>\n";
    let page_id = locforge_formats::Registry::builtin()
        .get("html")
        .expect("html is registered")
        .parse_all(page, &locforge_formats::ParseContext::default())
        .expect("the page parses")
        .entries[0]
        .identifier
        .to_string();
    // 510 `div`s in `body` in `html` fill the 512 open elements; the next one is refused.
    let deep_page = format!("<html><body>\n{}", "<div>".repeat(600));
    let mut cases = vec![
        job("XML instead of JSON".into())
            .raw("<job type=\"parse-file\"/>")
            .header("content-type", "application/json")
            .refused(400, "not a valid job request"),
        job("empty body".into())
            .header("content-type", "application/json")
            .refused(400, "not a valid job request: EOF"),
        job("a JSON array".into())
            .json(&json!([{"jobType": "parse-file"}]))
            .refused(400, "not a valid job request: expected a JSON object"),
        job("JSON null".into())
            .json(&Value::Null)
            .refused(400, "not a valid job request: expected a JSON object"),
        job("truncated JSON".into())
            .raw("{\"jobType\": \"parse-file\", \"file\": {")
            .refused(400, "EOF while parsing"),
        job("wrong Content-Type".into())
            .raw(parse_job("en.json", b"{\"a\":\"b\"}").to_string())
            .header("content-type", "text/xml")
            .refused(415, "Content-Type: application/json"),
        job("form Content-Type".into())
            .raw("jobType=parse-file")
            .header("content-type", "application/x-www-form-urlencoded")
            .refused(415, "application/x-www-form-urlencoded"),
        job("jobType a number".into())
            .json(&json!({"jobType": 5, "file": good_file}))
            .refused(400, "invalid type: integer `5`, expected a string"),
        job("jobType empty".into())
            .json(&json!({"jobType": "", "file": good_file}))
            .refused(400, "jobType"),
        job("jobType twice".into())
            .raw(format!("{{\"jobType\":\"parse-file\",\"jobType\":\"build-file\",\"file\":{good_file}}}"))
            .refused(400, "duplicate field `jobType`"),
        job("file a string".into())
            .json(&json!({"jobType": "parse-file", "file": "en.json"}))
            .refused(400, "invalid type: string \"en.json\""),
        job("file.name a number".into())
            .json(&json!({"jobType": "parse-file", "file": {"name": 7, "content": b64(b"{}")}}))
            .refused(400, "invalid type: integer `7`"),
        job("targetLanguages an object".into())
            .json(&json!({"jobType": "build-file", "file": good_file, "strings": [], "targetLanguages": de()}))
            .refused(400, "invalid type: map"),
        job("targetLanguages of numbers".into())
            .json(&json!({"jobType": "build-file", "file": good_file, "strings": [], "targetLanguages": [5]}))
            .refused(400, "invalid type: integer `5`"),
        job("pluralCategoryNames a string".into())
            .json(&json!({"jobType": "build-file", "file": good_file, "strings": [],
                          "targetLanguages": [{"id": "de", "pluralCategoryNames": "one"}]}))
            .refused(400, "invalid type: string \"one\""),
        job("strings an object".into())
            .json(&json!({"jobType": "build-file", "file": good_file, "targetLanguages": [de()], "strings": {"a": "b"}}))
            .refused(400, "invalid type: map"),
        job("huge number 1e400".into())
            .raw(format!("{{\"jobType\":\"parse-file\",\"file\":{{\"id\":1e400,\"name\":\"en.json\",\"content\":\"{}\"}}}}", b64(b"{}")))
            .refused(400, "number out of range"),
        job("huge number 2^64".into())
            .raw(format!("{{\"jobType\":\"parse-file\",\"project\":{{\"id\":18446744073709551616}},\"file\":{good_file}}}"))
            .refused(400, "expected an integer, got 18446744073709552000"),
        job("100k levels of [".into())
            .raw("[".repeat(100_000))
            .refused(400, "not a valid job request: expected a JSON object"),
        job("100k levels inside an unknown field".into())
            .raw(format!("{{\"jobType\":\"parse-file\",\"extra\":{}", "[".repeat(100_000)))
            .refused(400, "EOF while parsing a list at line 1 column 100032"),
        job("100k levels closed inside an unknown field".into())
            .raw(format!("{{\"jobType\":\"parse-file\",\"extra\":{}{}}}", "[".repeat(100_000), "]".repeat(100_000)))
            // skipped without recursion (no stack overflow); the job then lacks its file
            .refused(400, "`file` is missing"),
        job("100k levels inside a known field".into())
            .raw(format!("{{\"jobType\":\"parse-file\",\"strings\":[{{\"identifier\":\"a\",\"text\":\"b\",\"customData\":{}", "[".repeat(100_000)))
            .refused(400, "not a valid job request"),
        job("base64 with the URL-safe alphabet".into())
            .json(&json!({"jobType": "parse-file", "file": {"name": "en.json", "content": "eyJhIjoiYiJ9-_"}}))
            .refused(400, "base64"),
        job("base64 padding in the middle".into())
            .json(&json!({"jobType": "parse-file", "file": {"name": "en.json", "content": "ey==Ijoi"}}))
            .refused(400, "base64"),
        job("customData one byte over 4 KB".into())
            .json(&json!({"jobType": "build-file", "file": good_file, "targetLanguages": [de()],
                          "strings": [{"identifier": "a", "text": "b", "customData": "x".repeat(4097)}]}))
            .refused(400, "customData of string `a` is 4097 bytes; the limit is 4096 bytes"),
        job("token in the query twice".into())
            .json(&parse_job("en.json", b"{}"))
            .refused(400, "the query string is not valid"),
        // a 5 MB single-line JSON string inline: base64 makes the body larger than the cap
        job("5 MB single-line JSON string inline".into())
            .json(&parse_job("en.json", format!("{{\"a\":\"{}\"}}", "x".repeat(5_000_000)).as_bytes()))
            .refused(413, "contentUrl")
            .head_first(),
    ];
    // The query-twice case carries its tokens in the URL.
    if let Some(c) = cases
        .iter_mut()
        .find(|c| c.name == "token in the query twice")
    {
        c.url = format!("{api}?jwtToken={}&jwtToken={}", token(), token());
        c.headers.retain(|(k, _)| k != "authorization");
    }
    run(&http, &cases, &mut tally).await;

    // --- jobs: files -----------------------------------------------------------------------
    let cases = vec![
        job("invalid UTF-8 in JSON".into())
            .json(&parse_job("en.json", b"{\n  \"a\": \"ok\",\n  \"b\": \"\xff\"\n}"))
            .failed("en.json:3"),
        job("invalid UTF-8 in PO".into())
            .json(&parse_job("messages.po", b"msgid \"a\"\nmsgstr \"\xc3\x28\"\n"))
            .failed("messages.po:2"),
        job("invalid UTF-8 in Android XML".into())
            .json(&parse_job("strings.xml", b"<resources>\n<string name=\"a\">\xfe</string>\n</resources>\n"))
            .failed("strings.xml:2"),
        job("invalid UTF-16 in Android XML".into())
            .json(&typed_job("android", 
                "strings.xml",
                &utf16_with_lone_surrogate("<?xml version=\"1.0\" encoding=\"utf-16\"?>\n<resources>\n<string name=\"a\">", "</string>\n</resources>\n"),
            ))
            .failed("strings.xml:1:1: this file is UTF-16; expected a UTF-8 strings.xml"),
        job("invalid UTF-16 in RESX names line, column and byte".into())
            .json(&typed_job(
                "resx",
                "a.resx",
                &utf16_with_lone_surrogate("<?xml version=\"1.0\" encoding=\"utf-16\"?>\n<root>\n<data name=\"a\"><value>", "</value></data>\n</root>\n"),
            ))
            .failed("a.resx:3:23: invalid UTF-16 at byte 140: unpaired surrogate U+D800"),
        job("invalid UTF-16 in XLIFF names the byte".into())
            .json(&typed_job("xliff12", 
                "a.xliff",
                &utf16_with_lone_surrogate("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" datatype=\"plaintext\"><body><trans-unit id=\"a\"><source>", "</source></trans-unit></body></file></xliff>"),
            ))
            .failed("invalid UTF-16 at byte "),
        job("invalid UTF-16 in .strings".into())
            .json(&parse_job("Localizable.strings", &utf16_with_lone_surrogate("\"a\" = \"", "\";\n")))
            .failed("Localizable.strings:1:8: invalid UTF-16: unpaired surrogate U+D800"),
        job("100k levels of [ in a JSON file".into())
            .json(&parse_job("en.json", "[".repeat(100_000).as_bytes()))
            .failed("nesting is deeper than 512 levels"),
        // A key defined again with another text is no refusal: the first is the string, the
        // second is kept as it is and named on the job log (docs/FORMATS.md, section 2).
        job("a key defined twice in a JSON file is one string".into())
            .json(&parse_job("en.json", b"{\"a\": \"first\",\n \"a\": \"second\"}"))
            .answered(200, "first")
            .never("second"),
        // A broken file of each format of the third library issue: file, line and column, and
        // what was expected.
        job("an unclosed PHP array".into())
            .json(&typed_job("php", "messages.php", b"<?php\nreturn [\n    'a' => 'x',\n"))
            .failed("messages.php:2:8: an array opened here is never closed; expected `]`"),
        job("a Qt .ts message without <source>".into())
            .json(&typed_job("ts", "app_de.ts", b"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<TS version=\"2.1\" language=\"de\">\n<context><name>M</name>\n<message><translation>x</translation></message>\n</context>\n</TS>\n"))
            .failed("app_de.ts:4:1: a <message> without <source>"),
        job("a TMX <tu> without <tuv>".into())
            .json(&typed_job("tmx", "memory.tmx", b"<?xml version=\"1.0\"?>\n<tmx version=\"1.4\"><header srclang=\"en\" datatype=\"plaintext\" segtype=\"sentence\" adminlang=\"en\" o-tmf=\"x\" creationtool=\"t\" creationtoolversion=\"1\"/><body>\n<tu tuid=\"a\"></tu>\n</body></tmx>\n"))
            .failed("memory.tmx:3:1: a <tu> without <tuv>"),
        job("a SubRip cue without a timing line".into())
            .json(&typed_job("srt", "en.srt", b"1\nHello\n\n"))
            .failed("en.srt:2:1: a cue without a timing line"),
        job("a WebVTT cue with a malformed end time".into())
            .json(&typed_job("vtt", "en.vtt", b"WEBVTT\n\n00:00:01.000 --> later\nHello\n"))
            .failed("en.vtt:3:18: malformed end time `later`"),
        job("an MO file with a bad magic number".into())
            .json(&typed_job("mo", "messages.mo", b"XXXXsomebytesnotmo"))
            .failed("bad magic number 58 58 58 58"),
        job("an INI section header without `]`".into())
            .json(&typed_job("ini", "en.ini", b"[section\na = b\n"))
            .failed("en.ini:1:9: a section header without its closing `]`"),
        job("a Markdown file with a byte that is not UTF-8".into())
            .json(&typed_job("markdown", "guide.md", b"# T\n\na \xff b\n"))
            .failed("guide.md:3:3: bytes that are not valid UTF-8; expected UTF-8 text"),
        job("a Markdown translation that loses an inline code".into())
            .json(&json!({"jobType": "build-file", "type": "markdown",
                          "file": {"name": "guide.md", "content": b64(guide)},
                          "targetLanguages": [de()],
                          "strings": [{"identifier": guide_id, "text": "Run <0>the</0> installer.",
                                       "translations": {"de": {"text": "Führe den Installer aus."}}}]}))
            .failed(format!("string `{guide_id}`: the translation loses code <0>…</0>"))
            .never("Führe"),
        job("a Word document with a part name that climbs out of the package".into())
            .json(&typed_job("docx", "report.docx", DOCX_ZIP_SLIP))
            .failed("the part name `../../evil.xml` has a `..` or `.` segment"),
        job("a Word document that is a zip bomb".into())
            .json(&typed_job("docx", "report.docx", DOCX_ZIP_BOMB))
            .failed("a ratio over the limit of 200 to 1 (a zip bomb)"),
        job("an encrypted Word document".into())
            .json(&typed_job("docx", "report.docx", DOCX_ENCRYPTED))
            .failed("report.docx:1:1: this is an encrypted or legacy binary Office file"),
        job("an Excel workbook whose shared strings declare entities (a billion laughs)".into())
            .json(&typed_job("xlsx", "book.xlsx", XLSX_XML_BOMB))
            .failed("book.xlsx:2:1: in part `xl/sharedStrings.xml`: a DOCTYPE declaration, which Office Open XML parts never have"),
        job("a password-protected Excel workbook".into())
            .json(&typed_job("xlsx", "book.xlsx", XLSX_ENCRYPTED))
            .failed("book.xlsx:1:1: this is an encrypted or legacy binary Office file"),
        job("an HTML page nested deeper than 512 elements".into())
            .json(&typed_job("html", "page.html", deep_page.as_bytes()))
            .failed("page.html:2:2551: <div> opens element 513 deep (elements not closed count too); expected at most 512 open elements"),
        job("an HTML translation that breaks a code pairing".into())
            .json(&json!({"jobType": "build-file", "type": "html",
                          "file": {"name": "page.html", "content": b64(page)},
                          "targetLanguages": [de()],
                          "strings": [{"identifier": page_id, "text": "Run <0>the</0> installer.",
                                       "translations": {"de": {"text": "Führe <0>den Installer aus."}}}]}))
            .failed(format!("string `{page_id}`: the translation opens <0> and never closes it"))
            .never("Führe"),
        job("a TOML string broken by a line break".into())
            .json(&typed_job("toml", "en.toml", b"a = \"open\n"))
            .failed("en.toml:1:10: a line break in a single-line string"),
        job("a WebExtension message without `message`".into())
            .json(&typed_job("webext", "messages.json", br#"{"a": {"description": "x"}}"#))
            .failed("messages.json:1:7: message `a` has no `message` string"),
        job("a RESJSON member without a value".into())
            .json(&typed_job("resjson", "en.resjson", b"{\"a\": \"x\",\n \"b\": }"))
            .failed("en.resjson:2:7: expected a value"),
        job("an unclosed go-i18n message".into())
            .json(&typed_job("go-i18n", "active.en.json", br#"{"a": {"other": "x"}"#))
            .failed("active.en.json:1:"),
        job("an i18next v3 key without a value".into())
            .json(&typed_job("i18next-v3", "en.json", br#"{"a_plural": }"#))
            .failed("en.json:1:14: expected a value"),
        job("XXE in Android XML".into())
            .json(&parse_job("strings.xml", XXE_ANDROID.as_bytes()))
            .failed("DOCTYPE")
            .never("root:"),
        job("XXE in XLIFF".into())
            .json(&parse_job("a.xliff", XXE_XLIFF.as_bytes()))
            .failed("entities declared in a DTD are never expanded")
            .never("root:"),
        job("XXE in RESX".into())
            .json(&parse_job("a.resx", XXE_RESX.as_bytes()))
            .failed("DOCTYPE")
            .never("root:"),
        job("billion laughs in Android XML".into())
            .json(&parse_job("strings.xml", laughs("resources", "<resources><string name=\"a\">", "</string></resources>").as_bytes()))
            .failed("DOCTYPE")
            .never("lollol"),
        job("billion laughs in XLIFF".into())
            .json(&parse_job("a.xliff", laughs("xliff", "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" datatype=\"plaintext\"><body><trans-unit id=\"a\"><source>", "</source></trans-unit></body></file></xliff>").as_bytes()))
            .failed("entity `&lol9;` is not one of the five predefined XML entities")
            .never("lollol"),
        job("billion laughs in RESX".into())
            .json(&parse_job("a.resx", laughs("root", "<root><data name=\"a\"><value>", "</value></data></root>").as_bytes()))
            .failed("DOCTYPE")
            .never("lollol"),
        job("a 1 MB identifier is parsed whole".into())
            .json(&parse_job("en.json", format!("{{\"{}\": \"v\"}}", "k".repeat(1_000_000)).as_bytes()))
            .answered(200, "k".repeat(1_000_000)),
        job("a 1 MB identifier in a build's strings".into())
            .json(&json!({"jobType": "build-file", "file": good_file, "targetLanguages": [de()],
                          "strings": [{"identifier": "i".repeat(1_000_000), "text": "b", "translations": {"de": {"text": "c"}}}]}))
            .answered(200, "\"content\""),
    ];
    run(&http, &cases, &mut tally).await;

    // --- jobs: tokens ----------------------------------------------------------------------
    let plain = parse_job("en.json", b"{\"a\":\"b\"}");
    let mut cases = vec![
        Case::post("jobs", "no token", api.clone())
            .json(&plain)
            .refused(401, "needs a signed token"),
        Case::post("jobs", "an empty Bearer", api.clone())
            .json(&plain)
            .header("authorization", "Bearer ")
            .refused(401, "needs a signed token"),
        Case::post("jobs", "a Basic authorization", api.clone())
            .json(&plain)
            .header("authorization", "Basic dXNlcjpwYXNz")
            .refused(401, "needs a signed token"),
        Case::post(
            "jobs",
            "another module's token on a format route",
            format!("{base}/process/json"),
        )
        .json(&plain)
        .bearer(module_token("android"))
        .refused(403, "the token is for module `android`, not `json`"),
    ];
    for (what, t, message) in token_defects() {
        cases.push(
            Case::post("jobs", format!("token: {what}"), api.clone())
                .json(&plain)
                .bearer(t)
                .refused(403, message),
        );
    }
    run(&http, &cases, &mut tally).await;

    // --- jobs: SSRF, refused without connecting ----------------------------------------------
    let mut ssrf: Vec<(String, &str)> = vec![
        (
            format!("https://localhost:{p}/en.json"),
            "refusing to fetch from localhost (127.0.0.1): it is a loopback address",
        ),
        (
            format!("https://LocalHost:{p}/en.json"),
            "it is a loopback address",
        ),
        (
            format!("https://127.0.0.1:{p}/en.json"),
            "refusing to fetch from 127.0.0.1 (127.0.0.1): it is a loopback address",
        ),
        (
            format!("https://127.1:{p}/en.json"),
            "(127.0.0.1): it is a loopback address",
        ),
        (
            format!("https://2130706433:{p}/en.json"),
            "(127.0.0.1): it is a loopback address",
        ),
        (
            format!("https://0x7f000001:{p}/en.json"),
            "(127.0.0.1): it is a loopback address",
        ),
        (
            format!("https://0177.0.0.1:{p}/en.json"),
            "(127.0.0.1): it is a loopback address",
        ),
        (
            format!("https://127.0.0.2:{p}/en.json"),
            "it is a loopback address",
        ),
        (
            format!("https://[::1]:{p}/en.json"),
            "it is a loopback address",
        ),
        (
            format!("https://[::ffff:127.0.0.1]:{p}/en.json"),
            "it is a loopback address",
        ),
        (
            format!("https://0.0.0.0:{p}/en.json"),
            "it is an unspecified address",
        ),
        (
            format!("https://user:pass@127.0.0.1:{p}/en.json"),
            "it is a loopback address",
        ),
        (
            format!("http://127.0.0.1:{p}/en.json"),
            "must be an https URL",
        ),
        (
            "https://10.0.0.1/en.json".into(),
            "it is a private network address",
        ),
        (
            "https://172.16.0.1/en.json".into(),
            "it is a private network address",
        ),
        (
            "https://172.31.255.254/en.json".into(),
            "it is a private network address",
        ),
        (
            "https://192.168.1.1/en.json".into(),
            "it is a private network address",
        ),
        ("https://100.64.0.1/en.json".into(), "carrier-grade NAT"),
        (
            "https://169.254.169.254/latest/meta-data/".into(),
            "link-local or cloud metadata",
        ),
        (
            "https://[fe80::1]/en.json".into(),
            "it is a link-local address",
        ),
        (
            "https://[fd00::1]/en.json".into(),
            "unique local (private) address",
        ),
        (
            "https://metadata.google.internal/computeMetadata/v1/".into(),
            "it is a cloud metadata service",
        ),
        ("file:///etc/passwd".into(), "unsupported scheme `file`"),
        (
            format!("ftp://127.0.0.1:{p}/en.json"),
            "unsupported scheme `ftp`",
        ),
        (
            format!("gopher://127.0.0.1:{p}/_GET"),
            "unsupported scheme `gopher`",
        ),
        (
            "data:application/json;base64,eyJhIjoiYiJ9".into(),
            "unsupported scheme `data`",
        ),
        ("not a url".into(), "is not a valid URL"),
    ];
    if let Some(t6) = &trap6 {
        ssrf.push((
            format!("https://[::1]:{}/en.json", t6.port),
            "(::1): it is a loopback address",
        ));
    }
    let mut cases: Vec<Case> = ssrf
        .iter()
        .map(|(url, message)| {
            job(format!("contentUrl {url}"))
                .json(&url_job(url))
                .failed(*message)
        })
        .collect();
    cases.push(
        job(format!("stringsUrl https://127.0.0.1:{p}"))
            .json(
                &json!({"jobType": "build-file", "file": good_file, "targetLanguages": [de()],
                          "stringsUrl": format!("https://127.0.0.1:{p}/strings.ndjson")}),
            )
            .failed("stringsUrl: refusing to fetch from 127.0.0.1"),
    );
    cases.push(
        job(format!("stringsUrl https://[::ffff:7f00:1]:{p}"))
            .json(
                &json!({"jobType": "build-file", "file": good_file, "targetLanguages": [de()],
                          "stringsUrl": format!("https://[::ffff:7f00:1]:{p}/strings.ndjson")}),
            )
            .failed("it is a loopback address"),
    );
    run(&http, &cases, &mut tally).await;
    assert_eq!(trap.hits(), 0, "a refused URL was connected to");
    if let Some(t6) = &trap6 {
        assert_eq!(t6.hits(), 0, "a refused URL was connected to (::1)");
    }
    trap.assert_counts("127.0.0.1").await;

    // --- pre-export --------------------------------------------------------------------------
    let pre = format!("{base}/pre-export");
    let pre_case =
        |name: &str| Case::post("pre-export", name, pre.clone()).bearer(module_token("pre-export"));
    let cases = vec![
        pre_case("not JSON").raw("strings=1").refused(400, "not a valid job request"),
        pre_case("strings a string")
            .json(&json!({"jobType": "file-pre-export", "strings": "a"}))
            .refused(400, "invalid type: string \"a\""),
        pre_case("uniqId an object")
            .json(&json!({"jobType": "file-pre-export", "strings": [{"uniqId": {"a": 1}, "identifier": "a", "text": "b"}]}))
            .refused(400, "invalid type: map, expected a string"),
        pre_case("uniqId twice")
            .json(&json!({"jobType": "file-pre-export", "strings": [
                {"uniqId": "u1", "identifier": "a", "text": "b"},
                {"uniqId": "u1", "identifier": "b", "text": "c"}]}))
            .refused(400, "u1"),
        pre_case("customData over 4 KB")
            .json(&json!({"jobType": "file-pre-export", "strings": [
                {"uniqId": "u1", "identifier": "a", "text": "b", "customData": "x".repeat(5000)}]}))
            .refused(400, "customData"),
        pre_case("100k levels of [").raw("[".repeat(100_000)).refused(400, "expected a JSON object"),
        Case::post("pre-export", "no token", pre.clone())
            .json(&json!({"jobType": "file-pre-export", "strings": []}))
            .refused(401, "needs a signed token"),
        Case::post("pre-export", "expired token", pre.clone())
            .json(&json!({"jobType": "file-pre-export", "strings": []}))
            .bearer(token_defects().into_iter().find(|d| d.0 == "expired").map(|d| d.1).unwrap_or_default())
            .refused(403, "expired"),
        Case::new("pre-export", "GET", Method::GET, pre.clone())
            .bearer(module_token("pre-export"))
            .refused(405, "method GET is not allowed"),
    ];
    run(&http, &cases, &mut tally).await;

    // --- blobs -------------------------------------------------------------------------------
    let signer = UrlSigner::new(SECRET.as_bytes());
    let future = unix_now() + 600;
    let key = "1700000000-0123456789abcdef.ndjson";
    let blob = |k: &str, e: u64, s: &str| format!("{base}/blobs/{k}?expires={e}&sig={s}");
    let other_sig = signer.sign("1700000000-aaaaaaaaaaaaaaaa.ndjson", future);
    let cases = vec![
        Case::get("blobs", "no signature", format!("{base}/blobs/{key}"))
            .refused(403, "download URLs need `expires` and `sig`"),
        Case::get(
            "blobs",
            "a signature that is not hex",
            blob(key, future, "zz"),
        )
        .refused(403, "signature is not valid"),
        Case::get(
            "blobs",
            "another key's signature",
            blob(key, future, &other_sig),
        )
        .refused(403, "signature is not valid"),
        Case::get(
            "blobs",
            "expiry moved after signing",
            blob(key, future + 1, &signer.sign(key, future)),
        )
        .refused(403, "signature is not valid"),
        Case::get(
            "blobs",
            "expired",
            blob(key, unix_now() - 10, &signer.sign(key, unix_now() - 10)),
        )
        .refused(410, "the download URL has expired"),
        Case::get(
            "blobs",
            "signed but unknown key",
            blob(key, future, &signer.sign(key, future)),
        )
        .refused(404, "no such download"),
        Case::get(
            "blobs",
            "signed path traversal",
            blob(
                "..%2F..%2Fetc%2Fpasswd",
                future,
                &signer.sign("../../etc/passwd", future),
            ),
        )
        .refused(404, "no such download")
        .never("root:"),
        Case::get(
            "blobs",
            "expires not a number",
            blob(key, 0, "00").replace("expires=0", "expires=soon"),
        )
        .refused(400, "the query string is not valid"),
        Case::get(
            "blobs",
            "expires 2^64",
            blob(key, 0, "00").replace("expires=0", "expires=18446744073709551616"),
        )
        .refused(400, "the query string is not valid"),
        Case::get("blobs", "key not UTF-8", blob("%FF%FE", future, "00"))
            .refused(400, "the path is not valid"),
        Case::post(
            "blobs",
            "POST",
            blob(key, future, &signer.sign(key, future)),
        )
        .refused(405, "method POST is not allowed"),
    ];
    run(&http, &cases, &mut tally).await;

    // --- lifecycle events --------------------------------------------------------------------
    let hits_before = trap.hits();
    let installed = format!("{base}/events/installed");
    let uninstall = format!("{base}/events/uninstall");
    let body = |base_url: String| json!({"appId": "a", "appSecret": "s", "organizationId": 2, "userId": 1, "agentId": 9, "baseUrl": base_url});
    let cases = vec![
        Case::post("lifecycle", "installed: not JSON", installed.clone())
            .raw("appId=a")
            .refused(400, "the installed body is not valid"),
        Case::post("lifecycle", "installed: empty body", installed.clone())
            .refused(400, "the installed body is not valid"),
        Case::post("lifecycle", "installed: organizationId missing", installed.clone())
            .json(&json!({"appId": "a", "appSecret": "s", "userId": 1}))
            .refused(400, "`organizationId` is required"),
        Case::post("lifecycle", "installed: organizationId an array", installed.clone())
            .json(&json!({"appId": "a", "appSecret": "s", "organizationId": [1], "userId": 1}))
            .refused(400, "the installed body is not valid"),
        Case::post("lifecycle", "installed: organizationId 1e400", installed.clone())
            .raw("{\"appId\":\"a\",\"appSecret\":\"s\",\"organizationId\":1e400,\"userId\":1}")
            .refused(400, "number out of range"),
        Case::post("lifecycle", "installed: organizationId 2^64", installed.clone())
            .raw("{\"appId\":\"a\",\"appSecret\":\"s\",\"organizationId\":18446744073709551616,\"userId\":1}")
            .refused(400, "the installed body is not valid"),
        Case::post("lifecycle", "installed: appSecret blank", installed.clone())
            .json(&json!({"appId": "a", "appSecret": "  ", "organizationId": 2, "userId": 1}))
            .refused(400, "`appSecret` is required"),
        Case::post("lifecycle", "installed: 60k levels of [", installed.clone())
            .raw("[".repeat(60_000))
            .refused(400, "the installed body is not valid: invalid type: sequence"),
        Case::post("lifecycle", "installed: over 64 KB", installed.clone())
            .raw(vec![b' '; 70_000])
            .refused(413, "larger than 65536 bytes"),
        Case::post("lifecycle", "installed: baseUrl not a URL", installed.clone())
            .json(&body("acme".into()))
            .refused(400, "`baseUrl` `acme` is not a URL"),
        Case::post("lifecycle", "installed: baseUrl javascript:", installed.clone())
            .json(&body("javascript:alert(1)".into()))
            .refused(400, "must be an http(s) URL"),
        Case::post("lifecycle", "installed: baseUrl file:", installed.clone())
            .json(&body("file:///etc/passwd".into()))
            .refused(400, "must be an http(s) URL"),
        // A private address in the event is never called: the grant goes to the configured
        // authorization server only (here refused by the guard), and the trap sees nothing.
        Case::post("lifecycle", "installed: baseUrl on loopback is not called", installed.clone())
            .json(&body(format!("http://127.0.0.1:{p}/")))
            .refused(500, "installation not verified"),
        Case::post("lifecycle", "installed: baseUrl at the metadata address", installed.clone())
            .json(&body("http://169.254.169.254/latest/".into()))
            .refused(500, "installation not verified"),
        Case::post("lifecycle", "uninstall: not JSON", uninstall.clone())
            .raw("organizationId=1")
            .refused(400, "the uninstall body is not valid"),
        Case::post("lifecycle", "uninstall: organizationId missing", uninstall.clone())
            .json(&json!({"domain": null}))
            .refused(400, "`organizationId` is required"),
        Case::post("lifecycle", "uninstall: organizationId a boolean", uninstall.clone())
            .json(&json!({"organizationId": true}))
            .refused(400, "the uninstall body is not valid"),
        Case::post("lifecycle", "uninstall: wrong appSecret", uninstall.clone())
            .json(&json!({"organizationId": 1, "appSecret": "guess"}))
            .refused(403, "appSecret does not match"),
        Case::post("lifecycle", "unknown event", format!("{base}/events/updated"))
            .json(&json!({}))
            .refused(404, "unknown event `updated`"),
        Case::post("lifecycle", "event name not UTF-8", format!("{base}/events/%FF"))
            .json(&json!({}))
            .refused(400, "the path is not valid"),
        Case::get("lifecycle", "GET installed", installed.clone())
            .refused(405, "method GET is not allowed"),
    ];
    run(&http, &cases, &mut tally).await;
    assert_eq!(
        trap.hits(),
        hits_before,
        "the event's baseUrl was connected to"
    );

    // --- webhooks ----------------------------------------------------------------------------
    let hook = format!("{base}/webhooks/events");
    let event =
        json!({"events": [{"event": "project.translated", "project": {"id": 1}}]}).to_string();
    let signed = |body: &str| locforge_protocol::signature::sign(APP_SECRET, body.as_bytes());
    let wh = |name: &str, body: &str| {
        Case::post("webhooks", name, hook.clone())
            .raw(body.to_owned())
            .header("content-type", "application/json")
    };
    let full = |c: Case, body: &str| {
        c.header("x-platform-id", "1")
            .header("x-module-key", "events")
            .header("x-platform-signature", signed(body))
    };
    let cases = vec![
        wh("no headers", &event).refused(400, "missing X-Module-Key"),
        wh("X-Module-Key of another module", &event)
            .header("x-module-key", "qa")
            .header("x-platform-id", "1")
            .refused(400, "X-Module-Key `qa` is not this route's module `events`"),
        wh("no organization headers", &event)
            .header("x-module-key", "events")
            .header("x-platform-signature", signed(&event))
            .refused(400, "missing X-Platform-Id"),
        wh("organization id not a number", &event)
            .header("x-module-key", "events")
            .header("x-platform-id", "one")
            .header("x-platform-signature", signed(&event))
            .refused(400, "X-Platform-Id is not an organization id"),
        wh("no signature", &event)
            .header("x-module-key", "events")
            .header("x-platform-id", "1")
            .refused(400, "missing X-Platform-Signature"),
        wh("organization not installed", &event)
            .header("x-module-key", "events")
            .header("x-platform-id", "99")
            .header("x-platform-signature", signed(&event))
            .refused(401, "has not installed this app"),
        wh("signature not hex", &event)
            .header("x-module-key", "events")
            .header("x-platform-id", "1")
            .header("x-platform-signature", "sha256=nothex")
            .refused(403, "not 64 hex digits"),
        wh("signature too short", &event)
            .header("x-module-key", "events")
            .header("x-platform-id", "1")
            .header("x-platform-signature", "abcd")
            .refused(403, "not 64 hex digits"),
        wh("HMAC with another secret", &event)
            .header("x-module-key", "events")
            .header("x-platform-id", "1")
            .header(
                "x-platform-signature",
                locforge_protocol::signature::sign("guess", event.as_bytes()),
            )
            .refused(403, "the signature does not match the body"),
        full(
            wh("body changed after signing", &format!("{event} ")),
            &event,
        )
        .refused(403, "the signature does not match the body"),
        wh("unsigned non-JSON", "not json")
            .header("x-module-key", "events")
            .header("x-platform-id", "1")
            .header("x-platform-signature", signed(&event))
            .refused(403, "the signature does not match the body"),
        // Signed garbage is accepted (HMAC before parsing) and buried by the processor.
        full(
            wh("signed non-JSON is queued, not parsed", "not json"),
            "not json",
        )
        .answered(202, "queued"),
        full(
            wh("signed wrong types are queued", "{\"events\": 5}"),
            "{\"events\": 5}",
        )
        .answered(202, "queued"),
        Case::post(
            "webhooks",
            "unknown module",
            format!("{base}/webhooks/nope"),
        )
        .raw(event.clone())
        .refused(404, "no webhook module `nope`"),
        Case::get("webhooks", "GET", hook.clone()).refused(405, "method GET is not allowed"),
    ];
    run(&http, &cases, &mut tally).await;

    // --- step settings -----------------------------------------------------------------------
    let settings = format!("{base}/workflow-steps/qa/settings");
    let st =
        |name: &str| Case::post("step-settings", name, settings.clone()).bearer(module_token("qa"));
    let other_org = {
        let mut c = claims();
        c["context"]["organization_id"] = json!(99);
        sign(Algorithm::HS256, SECRET, &c)
    };
    let cases = vec![
        Case::post("step-settings", "no token", settings.clone())
            .json(&json!({"stepId": 1, "projectId": 1}))
            .refused(401, "needs a signed token"),
        Case::post(
            "step-settings",
            "token for another module",
            settings.clone(),
        )
        .bearer(module_token(MENU))
        .json(&json!({"stepId": 1, "projectId": 1}))
        .refused(403, "the token is for module `tools`, not `qa`"),
        Case::post("step-settings", "token with HS512", settings.clone())
            .bearer(sign(Algorithm::HS512, SECRET, &claims()))
            .json(&json!({"stepId": 1, "projectId": 1}))
            .refused(403, "only HS256"),
        Case::post(
            "step-settings",
            "organization not installed",
            settings.clone(),
        )
        .bearer(other_org)
        .json(&json!({"stepId": 1, "projectId": 1}))
        .refused(401, "has not installed this app"),
        st("not JSON")
            .raw("stepId=1")
            .refused(400, "settings body: expected value at line 1 column 1"),
        st("empty body").refused(400, "settings body: EOF"),
        st("stepId missing")
            .json(&json!({"projectId": 1}))
            .refused(400, "stepId is required"),
        st("stepId an array")
            .json(&json!({"stepId": [1], "projectId": 1}))
            .refused(400, "settings body"),
        st("no project or template")
            .json(&json!({"stepId": 1}))
            .refused(400, "projectId or templateId is required"),
        st("another organization in the body")
            .json(&json!({"organizationId": 2, "stepId": 1, "projectId": 1}))
            .refused(
                403,
                "organizationId of the body is not the token's organization",
            ),
        st("qa-gate check of the wrong type")
            .json(&json!({"stepId": 1, "projectId": 1, "settings": {"placeholders": "yes"}}))
            .refused(400, "qa-gate settings"),
        st("qa-gate unknown check")
            .json(&json!({"stepId": 1, "projectId": 1, "settings": {"spelling": true}}))
            .refused(400, "qa-gate settings"),
        st("100k levels of [")
            .raw("[".repeat(100_000))
            .refused(400, "settings body: invalid type: sequence"),
        st("body over the route's limit")
            .raw(vec![b' '; 3 * 1024 * 1024])
            .refused(413, "larger than this route accepts"),
        Case::post(
            "step-settings",
            "unknown step module",
            format!("{base}/workflow-steps/nope/settings"),
        )
        .bearer(token())
        .json(&json!({"stepId": 1, "projectId": 1}))
        .refused(404, "no workflow step module `nope`"),
        Case::new("step-settings", "PUT", Method::PUT, settings.clone())
            .bearer(module_token("qa"))
            .refused(405, "method PUT is not allowed"),
    ];
    run(&http, &cases, &mut tally).await;

    // --- pages (HTML) and their JSON APIs ------------------------------------------------------
    let page = format!("{base}/pages/{MENU}");
    let step_page = format!("{base}/workflow-steps/qa");
    let q = |url: &str, t: &str| format!("{url}?jwtToken={t}");
    let menu_api = format!("{base}/pages/{MENU}/api");
    let cases = vec![
        Case::get("pages", "menu page without a token", page.clone()).page(401, "Sign-in needed"),
        Case::get(
            "pages",
            "menu page with a token of a wrong key",
            q(
                &page,
                &sign(Algorithm::HS256, "another-secret-entirely-0000", &claims()),
            ),
        )
        .page(403, "bad signature"),
        Case::get(
            "pages",
            "menu page with an expired token",
            q(
                &page,
                &token_defects()
                    .into_iter()
                    .find(|d| d.0 == "expired")
                    .map(|d| d.1)
                    .unwrap_or_default(),
            ),
        )
        .page(403, "the token has expired"),
        Case::get(
            "pages",
            "menu page with another module's token",
            q(&page, &module_token("qa")),
        )
        .page(403, "the token is for module `qa`, not `tools`"),
        Case::get(
            "pages",
            "menu page without context",
            q(
                &page,
                &token_defects()
                    .into_iter()
                    .find(|d| d.0 == "no context")
                    .map(|d| d.1)
                    .unwrap_or_default(),
            ),
        )
        .page(403, "no `context` claim"),
        Case::get(
            "pages",
            "unknown menu page",
            q(&format!("{base}/pages/nope"), &token()),
        )
        .page(404, "no project-menu page `nope`"),
        Case::get(
            "pages",
            "menu page key not UTF-8",
            q(&format!("{base}/pages/%FF"), &token()),
        )
        .page(400, "address is not valid"),
        Case::get("pages", "step page without a token", step_page.clone())
            .page(401, "Sign-in needed"),
        Case::get(
            "pages",
            "step page with another module's token",
            q(&step_page, &module_token(MENU)),
        )
        .page(403, "the token is for module `tools`, not `qa`"),
        Case::get(
            "pages",
            "step page with stepId twice",
            format!("{}&stepId=1&stepId=2", q(&step_page, &module_token("qa"))),
        )
        .page(400, "duplicate field"),
        Case::get(
            "pages",
            "step page with jwtToken twice",
            format!("{}&jwtToken=x", q(&step_page, &module_token("qa"))),
        )
        .page(400, "duplicate field"),
        Case::get(
            "pages",
            "unknown step page",
            q(&format!("{base}/workflow-steps/nope"), &token()),
        )
        .page(404, "no workflow step `nope`"),
        Case::get(
            "pages",
            "jobs API without a token",
            format!("{menu_api}/jobs"),
        )
        .refused(401, "needs a signed token"),
        Case::get(
            "pages",
            "jobs API of an unknown page",
            format!("{base}/pages/nope/api/jobs"),
        )
        .bearer(token())
        .refused(404, "no project-menu module `nope`"),
        Case::get(
            "pages",
            "jobs API key not UTF-8",
            format!("{base}/pages/%FF/api/jobs"),
        )
        .bearer(token())
        .refused(400, "the path is not valid"),
        Case::get(
            "pages",
            "strings API page not a number",
            format!("{menu_api}/strings?page=second"),
        )
        .bearer(token())
        .refused(400, "the query string is not valid"),
        Case::get(
            "pages",
            "strings API page 2^64",
            format!("{menu_api}/strings?page=18446744073709551616"),
        )
        .bearer(token())
        .refused(400, "the query string is not valid"),
        Case::post(
            "pages",
            "CroQL check not JSON",
            format!("{menu_api}/croql/check"),
        )
        .bearer(token())
        .raw("query=1")
        .refused(400, "expected {\"query\",\"context\"}"),
        Case::post(
            "pages",
            "CroQL check query a number",
            format!("{menu_api}/croql/check"),
        )
        .bearer(token())
        .json(&json!({"query": 5}))
        .refused(400, "invalid type: integer `5`"),
        Case::post(
            "pages",
            "CroQL check unknown context",
            format!("{menu_api}/croql/check"),
        )
        .bearer(token())
        .json(&json!({"query": "1 = 1", "context": "planet"}))
        .refused(400, "planet"),
        Case::post(
            "pages",
            "CroQL check over 4000 characters",
            format!("{menu_api}/croql/check"),
        )
        .bearer(token())
        .json(&json!({"query": "(".repeat(4001)}))
        .refused(400, "longer than 4000 characters"),
        Case::post(
            "pages",
            "CroQL check 100k levels of [",
            format!("{base}/workflow-steps/qa/api/croql/check"),
        )
        .bearer(module_token("qa"))
        .raw("[".repeat(100_000))
        .refused(
            400,
            "expected {\"query\",\"context\"}: invalid type: sequence",
        ),
        Case::post(
            "pages",
            "CroQL check 4000 nested parentheses",
            format!("{base}/workflow-steps/qa/api/croql/check"),
        )
        .bearer(module_token("qa"))
        .json(&json!({"query": format!("{}1{}", "(".repeat(1999), ")".repeat(1999))}))
        .answered(200, "nests deeper than 64 levels"),
        Case::post(
            "pages",
            "try a file without a name",
            format!("{menu_api}/try"),
        )
        .bearer(token())
        .raw("{\"a\":\"b\"}")
        .refused(400, "name"),
        Case::get(
            "pages",
            "GET on a POST API",
            format!("{menu_api}/jobs/clear"),
        )
        .bearer(token())
        .refused(405, "method GET is not allowed"),
        Case::get(
            "pages",
            "unknown asset",
            format!("{base}/pages/assets/evil.js"),
        )
        .refused(404, "no such asset"),
        Case::get(
            "pages",
            "unknown OAuth asset",
            format!("{base}/oauth/static/evil.js"),
        )
        .refused(404, "no such file"),
        Case::get(
            "pages",
            "OAuth status without a token",
            format!("{base}/oauth/status"),
        )
        .refused(401, "needs a signed token"),
    ];
    run(&http, &cases, &mut tally).await;

    // --- the router ----------------------------------------------------------------------------
    let cases = vec![
        Case::get("router", "unknown route", format!("{base}/nope")).refused(404, "no such route"),
        Case::post(
            "router",
            "unknown API route",
            format!("{base}/api/file/parse"),
        )
        .bearer(token())
        .refused(404, "no such route"),
        Case::get("router", "GET a job route", api.clone())
            .refused(405, "method GET is not allowed"),
        Case::new(
            "router",
            "DELETE a format route",
            Method::DELETE,
            format!("{base}/process/json"),
        )
        .refused(405, "method DELETE is not allowed"),
        Case::post(
            "router",
            "POST the manifest",
            format!("{base}/manifest.json"),
        )
        .refused(405, "method POST is not allowed"),
        Case::post(
            "router",
            "format route not UTF-8",
            format!("{base}/process/%FF"),
        )
        .bearer(token())
        .json(&json!({}))
        .refused(400, "the path is not valid"),
        Case::get(
            "router",
            "/api/user with the token twice",
            format!("{base}/api/user?jwtToken=a&jwtToken=b"),
        )
        .refused(400, "the query string is not valid"),
    ];
    run(&http, &cases, &mut tally).await;

    // --- fetched payloads: a second app that may fetch from 127.0.0.1 only ---------------------
    let trap2 = match Trap::on("127.0.0.2").await {
        Some(t) => Some(("127.0.0.2", t)),
        None => trap6
            .as_ref()
            .and(Trap::on("::1").await.map(|t| ("::1", t))),
    };
    let trap_url = match &trap2 {
        Some(("::1", t)) => format!("https://[::1]:{}/x", t.port),
        Some((ip, t)) => format!("https://{ip}:{}/x", t.port),
        None => "https://127.0.0.2:9/x".into(),
    };
    let fixtures = fixture_server(trap_url).await;
    let second = common::start_app(|c| c.limits.max_strings_bytes = 3 << 20).await;
    let api2 = format!("{}/api/file/process", second.base);
    let job2 = |name: &str, body: Value| {
        Case::post("jobs", name, api2.clone())
            .bearer(second.token())
            .json(&body)
    };
    let cases = vec![
        job2(
            "redirect to a loopback address off the allowlist",
            url_job(&format!("{fixtures}/redirect/trap")),
        )
        .failed("it is a loopback address"),
        job2(
            "redirect to the metadata address",
            url_job(&format!("{fixtures}/redirect/metadata")),
        )
        .failed("link-local or cloud metadata"),
        job2(
            "redirect to the metadata name",
            url_job(&format!("{fixtures}/redirect/metadata-name")),
        )
        .failed("cloud metadata service"),
        job2(
            "redirect to file:",
            url_job(&format!("{fixtures}/redirect/file")),
        )
        .failed("unsupported scheme `file`"),
        job2(
            "stringsUrl with a line over the cap",
            json!({"jobType": "build-file", "file": good_file,
                "targetLanguages": [de()], "stringsUrl": format!("{fixtures}/long.ndjson")}),
        )
        .failed("line 1 is longer than 1048576 bytes"),
        job2(
            "stringsUrl with customData over 4 KB",
            json!({"jobType": "build-file", "file": good_file,
                "targetLanguages": [de()], "stringsUrl": format!("{fixtures}/custom.ndjson")}),
        )
        .refused(400, "customData of string `a` is 4097 bytes"),
        job2(
            "stringsUrl array with an element over the cap",
            json!({"jobType": "build-file", "file": good_file,
                "targetLanguages": [de()], "stringsUrl": format!("{fixtures}/long-element.json")}),
        )
        .failed(
            "invalid at line 1, column 2 (element 1): the element is longer than 1048576 bytes",
        ),
        job2(
            "stringsUrl array cut inside an element",
            json!({"jobType": "file-pre-export", "targetLanguages": [de()],
                "stringsUrl": format!("{fixtures}/truncated.json")}),
        )
        .failed("invalid at line 4, column 22 (element 3): EOF while parsing"),
        job2(
            "stringsUrl array over max_strings_bytes",
            json!({"jobType": "file-pre-export", "targetLanguages": [de()],
                "stringsUrl": format!("{fixtures}/big-array.json")}),
        )
        .failed("more than the 3145728-byte limit"),
        // A 5 MB single-line JSON string through contentUrl is within the fetch cap: parsed.
        job2(
            "5 MB single-line JSON string by URL",
            url_job(&format!("{fixtures}/five-mb.json")),
        )
        .answered(200, "\"data\""),
        // 10^6 PO continuation lines (4 MB): parsed, the translation is a million x's.
        job2(
            "10^6 PO continuation lines",
            json!({"jobType": "parse-file",
                "file": {"name": "messages.po", "contentUrl": format!("{fixtures}/million.po")}}),
        )
        .answered(200, "\"data\""),
    ];
    run(&http, &cases, &mut tally).await;
    if let Some((ip, t)) = &trap2 {
        assert_eq!(
            t.hits(),
            0,
            "a redirect off the allowlist was connected to ({ip})"
        );
        t.assert_counts(ip).await;
    }

    // --- the count, and the server still serves ------------------------------------------------
    let total: usize = tally.values().sum();
    let line = tally
        .iter()
        .map(|(route, n)| format!("{route} {n}"))
        .collect::<Vec<_>>()
        .join(", ");
    println!("matrix: {line} (total {total})");
    assert!(total >= 60, "only {total} cases");
    let resp = http
        .post(&api)
        .bearer_auth(token())
        .json(&parse_job("en.json", b"{\"greeting\":\"Hello\"}"))
        .send()
        .await
        .expect("the server still answers");
    assert_eq!(resp.status(), StatusCode::OK);
    let body: Value = resp.json().await.expect("json");
    assert!(body.get("error").is_none(), "{body}");
    assert!(body.to_string().contains("greeting"), "{body}");
    drop(running);
}
