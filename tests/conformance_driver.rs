//! The app driver against locforge's own server, over real HTTP: the shipped `locforge`
//! scenario runs every job type (parse-file, file-pre-export, build-file) for every registered
//! format, inline and by URL, with both job-type spellings and both token locations. The driver
//! plays an emulated platform (as `platform run --platform` does) that locforge's authorization
//! server and API point at, so `installed` is verified by a real token grant.

use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use locforge::config::Config;
use locforge_emulator::driver::{Driver, DriverOptions, JobTypeSpelling, PlatformHook, Scenario};
use locforge_emulator::platform::{self as emu, PlatformConfig};
use locforge_formats::Registry;

const SECRET: &str = "driver-test-secret-0123456789abcd";
const CLIENT_ID: &str = "locforge-driver-test";

struct App {
    base: String,
    platform: emu::Running,
    _dir: tempfile::TempDir,
}

async fn start_locforge(inline_threshold: usize) -> App {
    let platform = emu::start(PlatformConfig::default())
        .await
        .expect("platform starts");
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = Config {
        bind: SocketAddr::from(([127, 0, 0, 1], 0)),
        data_dir: dir.path().to_path_buf(),
        client_id: CLIENT_ID.into(),
        client_secret: Some(SECRET.into()),
        fetch_allow: vec!["127.0.0.1".into()],
        ..Config::default()
    };
    config.limits.fetch_timeout_secs = 5;
    config.limits.inline_threshold = inline_threshold;
    config.pre_export.transforms = vec!["fill-missing-with-source".into()];
    config.auth_url = platform.base_url.clone();
    config.api_url = platform.base_url.clone();
    config.api_enterprise_url = format!("{}/enterprise/{{domain}}", platform.base_url);
    let running = locforge::service::start(config)
        .await
        .expect("locforge starts");
    App {
        base: running.base_url,
        platform,
        _dir: dir,
    }
}

fn scenario() -> Scenario {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/locforge.toml");
    Scenario::load(path).expect("scenario loads")
}

async fn driver(app: &App, out: &std::path::Path) -> Driver {
    let mut opts = DriverOptions::new(format!("{}/manifest.json", app.base));
    opts.client_secret = Some(SECRET.into());
    opts.out_dir = out.to_path_buf();
    opts.job_timeout = Duration::from_secs(60);
    opts.download_timeout = Duration::from_secs(30);
    let mut d = Driver::new(opts).await.expect("driver");
    d.options_mut().context.connect(&app.platform.base_url);
    d.set_workflow_hook(Arc::new(PlatformHook::new(app.platform.platform.clone())));
    d
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn locforge_scenario_passes_for_every_format_and_job_type() {
    // A low inline threshold makes locforge spill results to stringsUrl / previewUrl /
    // contentUrl, so the driver accepts every response form.
    let app = start_locforge(300).await;
    let out = tempfile::tempdir().expect("out");
    let mut d = driver(&app, out.path()).await;
    let scenario = scenario();
    scenario.apply_settings(&mut d).expect("settings");
    let report = scenario.run(&mut d).await;
    let text = report.render();
    println!("{text}");
    assert!(report.passed(), "the locforge scenario must pass:\n{text}");

    // Every registered format was exercised.
    let used: BTreeSet<&str> = d.uploads().iter().map(|u| u.module_key.as_str()).collect();
    let registered: BTreeSet<&str> = Registry::builtin().iter().map(|f| f.info().key).collect();
    assert_eq!(
        used, registered,
        "the scenario must cover every registered format"
    );

    // Every job type ran, and results came back by URL as well as inline.
    for rule in [
        "pre-export.count",
        "pre-export.uniq-ids",
        "response.urls",
        "response.base64",
    ] {
        assert!(
            report
                .steps
                .iter()
                .any(|s| s.checks.get(rule).is_some_and(|t| t.passed > 0)),
            "no passing `{rule}` check:\n{text}"
        );
    }
    assert!(
        report.steps.iter().any(|s| s.step.starts_with("export")),
        "exports ran"
    );

    // Exports were written: pseudo-translations and the NDJSON translations are in them.
    for lang in ["de", "uk"] {
        for up in d.uploads() {
            let p = out.path().join(lang).join(&up.name);
            assert!(p.exists(), "{} was not written", p.display());
        }
    }
    let de = std::fs::read_to_string(out.path().join("de").join("messages.json")).expect("de");
    assert!(de.contains("Übersicht"), "NDJSON translation missing: {de}");
    assert!(
        de.contains("[de: Àdd") || de.contains("[de: Ádd"),
        "pseudo translation missing: {de}"
    );
    let uk = std::fs::read_to_string(out.path().join("uk").join("strings.xml")).expect("uk");
    assert!(
        uk.contains("quantity=\"few\""),
        "uk plural categories in the Android build: {uk}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn framework_spellings_and_query_tokens_work_too() {
    let app = start_locforge(4_000_000).await;
    let out = tempfile::tempdir().expect("out");
    let mut d = driver(&app, out.path()).await;
    let scenario = scenario();
    scenario.apply_settings(&mut d).expect("settings");
    d.options_mut().job_types = JobTypeSpelling::Framework;
    d.options_mut().token_in_query = true;
    let report = scenario.run(&mut d).await;
    let text = report.render();
    assert!(report.passed(), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generic_scenario_passes_against_locforge() {
    let app = start_locforge(4_000_000).await;
    let out = tempfile::tempdir().expect("out");
    let mut d = driver(&app, out.path()).await;
    let scenario = Scenario::load("generic").expect("built-in");
    scenario.apply_settings(&mut d).expect("settings");
    let report = scenario.run(&mut d).await;
    let text = report.render();
    assert!(report.passed(), "{text}");
    let de = std::fs::read_to_string(out.path().join("de").join("en.json")).expect("exported");
    assert!(de.contains("[de: Hélló]"), "{de}");
}
