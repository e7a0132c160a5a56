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
    start_locforge_with(inline_threshold, |_| {}).await
}

/// locforge on an emulated platform, its configuration changed by `configure` first.
async fn start_locforge_with(inline_threshold: usize, configure: impl FnOnce(&mut Config)) -> App {
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
    configure(&mut config);
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

/// The declared formats of `examples/declared-formats/` (every base: lines, json, yaml, xml),
/// served by locforge from that folder's `locforge.toml` and driven through the emulated
/// platform by the folder's own scenario: each sample is picked by its declared module's
/// signature, parsed, pseudo-translated and exported by build-file.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn declared_formats_scenario_passes_through_the_emulator() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/declared-formats");
    let declared = Config::load(Some(std::path::Path::new(&format!("{dir}/locforge.toml"))))
        .expect("the example configuration loads")
        .formats;
    let app = start_locforge_with(300, move |c| c.formats = declared).await;
    let out = tempfile::tempdir().expect("out");
    let mut d = driver(&app, out.path()).await;
    let scenario = Scenario::load(&format!("{dir}/scenario.toml")).expect("scenario loads");
    scenario.apply_settings(&mut d).expect("settings");
    let report = scenario.run(&mut d).await;
    let text = report.render();
    println!("{text}");
    assert!(
        report.passed(),
        "the declared-formats scenario must pass:\n{text}"
    );

    // Each sample went to its declared module, and its strings were read.
    let mut used: Vec<(&str, &str, usize)> = d
        .uploads()
        .iter()
        .map(|u| (u.name.as_str(), u.module_key.as_str(), u.strings.len()))
        .collect();
    used.sort();
    let modules: Vec<(&str, &str)> = used.iter().map(|(n, k, _)| (*n, *k)).collect();
    assert_eq!(
        modules,
        [
            ("dialogs.ui.xml", "uixml"),
            ("menu.kp", "keypipe"),
            ("quest.dialogue.json", "dialogue"),
            ("settings.screen.xml", "screenxml"),
            ("strings.lst", "semilines"),
            ("village.quests.yml", "quests"),
        ],
        "{text}"
    );
    assert!(used.iter().all(|(_, _, n)| *n > 0), "{used:?}");

    // Every string of every sample is pseudo-translated in both exports, each file otherwise
    // kept: the export parses again with its own format and has the source's identifiers.
    let config = Config::load(Some(std::path::Path::new(&format!("{dir}/locforge.toml"))))
        .expect("configuration");
    let registry = locforge::service::registry_with_declared(&config).expect("registry");
    for lang in ["de", "uk"] {
        for up in d.uploads() {
            let built = std::fs::read(out.path().join(lang).join(&up.name)).expect("exported");
            let format = registry
                .get(&up.module_key)
                .expect("declared format registered");
            let parsed = format
                .parse_all(&built, &Default::default())
                .unwrap_or_else(|e| panic!("{lang}/{}: {e}", up.name));
            let ids: Vec<&str> = parsed.entries.iter().map(|e| &*e.identifier).collect();
            let want: Vec<&str> = up
                .strings
                .iter()
                .filter_map(|s| s.entry["identifier"].as_str())
                .collect();
            assert_eq!(ids, want, "{lang}/{}", up.name);
            for e in &parsed.entries {
                assert!(
                    e.text.main().contains(&format!("[{lang}: ")),
                    "{lang}/{}: `{}` is not translated: {:?}",
                    up.name,
                    e.identifier,
                    e.text.main()
                );
            }
        }
    }
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
