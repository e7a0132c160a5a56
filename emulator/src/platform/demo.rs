//! The built-in demo world `locforge platform serve` loads without a fixture: a standard and an
//! enterprise organization, users, an OAuth client, an installed app, a project per organization
//! with files, plain / plural / ICU / hidden / duplicate strings, translations with every status,
//! votes, approvals, comments and labels, a TM and a glossary per organization, and an enterprise
//! workflow whose custom step of the app holds strings waiting as `NEED_PROCESS`.
//!
//! `docs/emulator-fixture.example.json` is a smaller hand-written world in the same format.

use std::collections::BTreeMap;

use super::model::*;

/// Ids of the demo world, for tests and the start-up output.
pub mod ids {
    /// Standard organization.
    pub const ORG: i64 = 1;
    /// Enterprise organization.
    pub const ENTERPRISE_ORG: i64 = 2;
    /// Enterprise domain.
    pub const DOMAIN: &str = "acme";
    /// Demo user (standard organization).
    pub const USER: i64 = 1;
    /// User `crowdin` (both organizations), the login of the documented CroQL examples.
    pub const CROWDIN_USER: i64 = 2;
    /// Translator (both organizations).
    pub const TRANSLATOR: i64 = 3;
    /// Enterprise administrator.
    pub const ENTERPRISE_ADMIN: i64 = 4;
    /// Agent user of the demo app (enterprise).
    pub const AGENT: i64 = 5;
    /// Standard project.
    pub const PROJECT: i64 = 1;
    /// Enterprise project.
    pub const ENTERPRISE_PROJECT: i64 = 2;
    /// Enterprise workflow.
    pub const WORKFLOW: i64 = 1;
    /// The custom step of the demo app.
    pub const STEP: i64 = 11;
    /// A built-in (non-app) step.
    pub const TRANSLATE_STEP: i64 = 10;
    /// Standard TM.
    pub const TM: i64 = 1;
    /// Enterprise TM.
    pub const ENTERPRISE_TM: i64 = 2;
    /// Standard glossary.
    pub const GLOSSARY: i64 = 1;
    /// Enterprise glossary.
    pub const ENTERPRISE_GLOSSARY: i64 = 2;
    /// OAuth client id.
    pub const CLIENT_ID: &str = "locforge-demo-client";
    /// OAuth client secret.
    pub const CLIENT_SECRET: &str = "locforge-demo-client-secret";
    /// Registered redirect URIs.
    pub const REDIRECT_URIS: [&str; 2] = [
        "http://127.0.0.1:8765/callback",
        "http://localhost:3000/oauth/callback",
    ];
    /// Identifier of the installed demo app (the custom step's `applicationIdentifier`).
    pub const APP: &str = "locforge";
    /// Module key of the custom step.
    pub const STEP_MODULE: &str = "locforge-review-step";
    /// `appId` of the demo app installed in the enterprise organization.
    pub const APP_ID: &str = "demo-app-id";
    /// `appSecret` of the demo app installed in the enterprise organization.
    pub const APP_SECRET: &str = "demo-app-secret";
    /// `appId` of the demo app installed in the standard organization.
    pub const STANDARD_APP_ID: &str = "demo-app-id-standard";
    /// `appSecret` of the demo app installed in the standard organization.
    pub const STANDARD_APP_SECRET: &str = "demo-app-secret-standard";
    /// Source language.
    pub const SOURCE: &str = "en";
    /// Target languages of the standard project.
    pub const TARGETS: [&str; 4] = ["de", "fr", "uk", "ja"];
    /// Target languages of the enterprise project.
    pub const ENTERPRISE_TARGETS: [&str; 3] = ["de", "uk", "fr"];
    /// Languages of the custom step.
    pub const STEP_LANGUAGES: [&str; 2] = ["de", "uk"];
    /// Number of strings in the standard project.
    pub const STRINGS: i64 = 60;
}

fn time(day: u32, second: u32) -> String {
    format!(
        "2024-03-{:02}T{:02}:{:02}:{:02}+00:00",
        day.clamp(1, 28),
        (second / 3600) % 24,
        (second / 60) % 60,
        second % 60
    )
}

fn user(id: i64, username: &str, full_name: &str, orgs: &[i64], agent: bool) -> User {
    User {
        id,
        username: username.into(),
        full_name: full_name.into(),
        email: format!("{username}@example.com"),
        avatar_url: String::new(),
        organization_ids: orgs.to_vec(),
        is_agent: agent,
        created_at: time(1, id as u32 * 60),
    }
}

fn file(id: i64, name: &str, kind: &str, path: &str) -> File {
    File {
        id,
        name: name.into(),
        title: String::new(),
        kind: kind.into(),
        path: path.into(),
        context: String::new(),
        branch_id: None,
        directory_id: None,
        revision: 1,
        status: "active".into(),
        content: None,
        created_at: time(2, 0),
        updated_at: time(2, 0),
    }
}

fn plain(id: i64, file: i64, identifier: &str, text: &str, day: u32) -> SourceString {
    SourceString {
        id,
        file_id: Some(file),
        branch_id: None,
        identifier: identifier.into(),
        text: Text::Plain(text.into()),
        kind: "text".into(),
        context: None,
        max_length: None,
        is_hidden: false,
        is_duplicate: false,
        master_string_id: None,
        label_ids: vec![],
        screenshot_ids: vec![],
        fields: BTreeMap::new(),
        is_passed_workflow: false,
        custom_data: None,
        revision: 1,
        created_at: time(day, id as u32 * 37),
        updated_at: time(day + 1, id as u32 * 41),
    }
}

fn plural(id: i64, file: i64, identifier: &str, forms: &[(&str, &str)], day: u32) -> SourceString {
    let mut s = plain(id, file, identifier, "", day);
    s.text = Text::Plural(
        forms
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect(),
    );
    s
}

struct Tr {
    next: i64,
    out: Vec<Translation>,
}

impl Tr {
    fn add(&mut self, string: i64, lang: &str, form: Option<&str>, text: &str, user: i64) -> usize {
        self.next += 1;
        self.out.push(Translation {
            id: self.next,
            string_id: string,
            language_id: lang.into(),
            plural_form: form.map(Into::into),
            text: text.into(),
            user_id: user,
            provider: None,
            is_pre_translated: false,
            votes: vec![],
            approvals: vec![],
            qa_issues: vec![],
            created_at: time(10 + (self.next % 10) as u32, self.next as u32 * 53),
        });
        self.out.len() - 1
    }

    fn approve(&mut self, idx: usize, by: i64) {
        if let Some(t) = self.out.get_mut(idx) {
            t.approvals.push(Approval {
                user_id: by,
                created_at: time(20, idx as u32),
            });
        }
    }
}

fn standard_project() -> Project {
    use ids::*;
    let mut strings = vec![
        {
            let mut s = plain(1, 1, "app.title", "Welcome!", 3);
            s.context = Some("Shown on the start screen".into());
            s.max_length = Some(30);
            s.label_ids = vec![1];
            s.screenshot_ids = vec![1];
            s
        },
        plain(2, 1, "menu.open", "Open", 3),
        {
            let mut s = plain(3, 1, "menu.save", "Save file", 3);
            s.label_ids = vec![1];
            s
        },
        plural(
            4,
            1,
            "items.count",
            &[("one", "{count} item"), ("other", "{count} items")],
            4,
        ),
        {
            let mut s = plain(
                5,
                1,
                "messages.unread",
                "You have {count, plural, one {# message} other {# messages}}",
                4,
            );
            s.kind = "icu".into();
            s
        },
        {
            let mut s = plain(6, 1, "debug.label", "Internal build label", 5);
            s.is_hidden = true;
            s
        },
        {
            let mut s = plain(7, 1, "toolbar.open", "Open", 5);
            s.is_duplicate = true;
            s.master_string_id = Some(2);
            s
        },
        {
            let mut s = plain(8, 1, "onboarding.step1", "Create your first project", 6);
            s.label_ids = vec![2];
            s.context = Some("First onboarding screen".into());
            s
        },
        plural(
            9,
            1,
            "files.selected",
            &[
                ("one", "{count} file selected"),
                ("other", "{count} files selected"),
            ],
            6,
        ),
        plain(10, 2, "settings_title", "Settings", 7),
    ];
    for n in 11..=STRINGS {
        strings.push(plain(
            n,
            1,
            &format!("list.item_{n:02}"),
            &format!("Item number {n}"),
            7 + (n as u32 % 10),
        ));
    }
    for s in &mut strings {
        if s.file_id == Some(1) && !s.label_ids.contains(&3) {
            s.label_ids.push(3);
        }
    }
    let mut tr = Tr {
        next: 0,
        out: vec![],
    };
    let t = tr.add(1, "de", None, "Willkommen!", TRANSLATOR);
    tr.approve(t, CROWDIN_USER);
    let t = tr.add(2, "de", None, "Öffnen", CROWDIN_USER);
    if let Some(x) = tr.out.get_mut(t) {
        x.votes.push(Vote {
            user_id: TRANSLATOR,
            mark: "up".into(),
            created_at: time(21, 0),
        });
    }
    tr.add(3, "de", None, "Datei speichern", TRANSLATOR);
    let a = tr.add(4, "de", Some("one"), "{count} Element", TRANSLATOR);
    let b = tr.add(4, "de", Some("other"), "{count} Elemente", TRANSLATOR);
    tr.approve(a, CROWDIN_USER);
    tr.approve(b, CROWDIN_USER);
    tr.add(
        8,
        "de",
        None,
        "Erstellen Sie Ihr erstes Projekt",
        TRANSLATOR,
    );
    tr.add(10, "de", None, "Einstellungen", TRANSLATOR);
    for n in 11..=40 {
        let i = tr.add(n, "de", None, &format!("Element Nummer {n}"), TRANSLATOR);
        if n % 3 == 0 {
            if let Some(x) = tr.out.get_mut(i) {
                x.provider = Some("tm".into());
                x.is_pre_translated = true;
            }
        }
    }
    tr.add(1, "fr", None, "Bienvenue !", TRANSLATOR);
    let i = tr.add(2, "fr", None, "Ouvrir", TRANSLATOR);
    if let Some(x) = tr.out.get_mut(i) {
        x.provider = Some("deepl".into());
        x.is_pre_translated = true;
        x.qa_issues = vec!["spelling".into()];
    }
    tr.add(4, "fr", Some("one"), "{count} élément", TRANSLATOR);
    let t = tr.add(1, "uk", None, "Ласкаво просимо!", CROWDIN_USER);
    tr.approve(t, TRANSLATOR);
    for (form, text) in [
        ("one", "{count} елемент"),
        ("few", "{count} елементи"),
        ("many", "{count} елементів"),
        ("other", "{count} елемента"),
    ] {
        let i = tr.add(4, "uk", Some(form), text, CROWDIN_USER);
        tr.approve(i, TRANSLATOR);
    }
    Project {
        id: PROJECT,
        organization_id: ORG,
        user_id: USER,
        name: "Demo App".into(),
        identifier: "demo-app".into(),
        description: "The emulator's demo project".into(),
        source_language_id: SOURCE.into(),
        target_language_ids: TARGETS.iter().map(|s| (*s).to_owned()).collect(),
        member_ids: vec![CROWDIN_USER, TRANSLATOR],
        manager_ids: vec![],
        group_id: None,
        created_at: time(1, 3600),
        updated_at: time(22, 0),
        branches: vec![Branch {
            id: 1,
            name: "main".into(),
            title: "Main".into(),
        }],
        files: vec![
            file(1, "en.json", "json", "/locales/en.json"),
            file(2, "strings.xml", "android", "/res/values/strings.xml"),
        ],
        labels: vec![
            Label {
                id: 1,
                title: "ui".into(),
                is_system: false,
            },
            Label {
                id: 2,
                title: "onboarding".into(),
                is_system: false,
            },
            Label {
                id: 3,
                title: "en.json".into(),
                is_system: true,
            },
        ],
        strings,
        translations: tr.out,
        comments: vec![
            comment(
                1,
                3,
                CROWDIN_USER,
                "Should this say 'Save' only?",
                None,
                None,
            ),
            comment(
                2,
                5,
                TRANSLATOR,
                "The plural argument is missing a case",
                Some("source_mistake"),
                Some("unresolved"),
            ),
            comment(
                3,
                1,
                CROWDIN_USER,
                "Typo fixed",
                Some("source_mistake"),
                Some("resolved"),
            ),
        ],
        workflow: None,
    }
}

fn comment(
    id: i64,
    string: i64,
    user: i64,
    text: &str,
    issue: Option<&str>,
    status: Option<&str>,
) -> Comment {
    Comment {
        id,
        string_id: string,
        user_id: user,
        text: text.into(),
        language_id: Some("de".into()),
        kind: if issue.is_some() { "issue" } else { "comment" }.into(),
        issue_type: issue.map(Into::into),
        issue_status: status.map(Into::into),
        created_at: time(15, id as u32 * 100),
    }
}

fn enterprise_project() -> Project {
    use ids::*;
    let texts = [
        ("nav.home", "Home"),
        ("nav.pricing", "Pricing"),
        ("nav.contact", "Contact us"),
        ("hero.title", "Ship faster"),
        ("hero.subtitle", "Localization without the waiting"),
        ("cta.start", "Start free trial"),
        ("footer.copyright", "All rights reserved"),
        ("footer.privacy", "Privacy policy"),
    ];
    let mut strings: Vec<SourceString> = texts
        .iter()
        .zip(101..)
        .map(|((k, v), id)| plain(id, 10, k, v, 8))
        .collect();
    strings.push(plural(
        109,
        10,
        "cart.items",
        &[("one", "{n} item in cart"), ("other", "{n} items in cart")],
        9,
    ));
    if let Some(s) = strings.first_mut() {
        s.fields.insert("priority".into(), "High".into());
        s.fields
            .insert("category".into(), "navigation mobile".into());
    }
    if let Some(s) = strings.get_mut(3) {
        s.fields.insert("priority".into(), "Low".into());
    }
    if let Some(s) = strings.get_mut(6) {
        s.is_passed_workflow = true;
    }
    let mut tr = Tr {
        next: 1000,
        out: vec![],
    };
    for (id, de) in [(101, "Startseite"), (102, "Preise"), (103, "Kontakt")] {
        tr.add(id, "de", None, de, TRANSLATOR);
    }
    tr.add(101, "uk", None, "Головна", TRANSLATOR);
    let i = tr.add(107, "de", None, "Alle Rechte vorbehalten", TRANSLATOR);
    tr.approve(i, ENTERPRISE_ADMIN);
    Project {
        id: ENTERPRISE_PROJECT,
        organization_id: ENTERPRISE_ORG,
        user_id: ENTERPRISE_ADMIN,
        name: "Acme Web".into(),
        identifier: "acme-web".into(),
        description: "Enterprise demo project with a custom workflow step".into(),
        source_language_id: SOURCE.into(),
        target_language_ids: ENTERPRISE_TARGETS.iter().map(|s| (*s).to_owned()).collect(),
        member_ids: vec![TRANSLATOR, CROWDIN_USER],
        manager_ids: vec![AGENT],
        group_id: Some(1),
        created_at: time(2, 0),
        updated_at: time(22, 0),
        branches: vec![],
        files: vec![file(10, "web.json", "json", "/web.json")],
        labels: vec![Label {
            id: 10,
            title: "marketing".into(),
            is_system: false,
        }],
        strings,
        translations: tr.out,
        comments: vec![comment(
            10,
            104,
            ENTERPRISE_ADMIN,
            "Keep it short",
            None,
            None,
        )],
        workflow: Some(Workflow {
            id: WORKFLOW,
            title: "Translate, review by app, proofread".into(),
            steps: vec![
                WorkflowStep {
                    id: TRANSLATE_STEP,
                    title: "Translation".into(),
                    kind: "Translate".into(),
                    languages: ENTERPRISE_TARGETS.iter().map(|s| (*s).to_owned()).collect(),
                    application_module: None,
                    boundaries: None,
                    is_active: true,
                },
                WorkflowStep {
                    id: STEP,
                    title: "Automatic review".into(),
                    kind: "Application".into(),
                    languages: STEP_LANGUAGES.iter().map(|s| (*s).to_owned()).collect(),
                    application_module: Some(ApplicationModule {
                        application_identifier: APP.into(),
                        module_key: STEP_MODULE.into(),
                    }),
                    boundaries: Some(Boundaries {
                        input: BoundaryInput {
                            title: "Translated strings".into(),
                            ports: vec!["translated".into()],
                        },
                        outputs: vec![
                            BoundaryOutput {
                                title: "Passed".into(),
                                port: "translated".into(),
                            },
                            BoundaryOutput {
                                title: "Needs work".into(),
                                port: "untranslated".into(),
                            },
                        ],
                    }),
                    is_active: true,
                },
                WorkflowStep {
                    id: 12,
                    title: "Proofreading".into(),
                    kind: "Proofread".into(),
                    languages: ENTERPRISE_TARGETS.iter().map(|s| (*s).to_owned()).collect(),
                    application_module: None,
                    boundaries: None,
                    is_active: true,
                },
            ],
        }),
    }
}

fn tm(id: i64, org: i64, owner: i64, name: &str, segments: i64) -> Tm {
    let words = [
        ("Open", "Öffnen"),
        ("Save", "Speichern"),
        ("Cancel", "Abbrechen"),
        ("Settings", "Einstellungen"),
        ("Welcome!", "Willkommen!"),
    ];
    let segments = (1..=segments)
        .map(|n| {
            let (en, de) = words[(n as usize - 1) % words.len()];
            let suffix = if n as usize > words.len() {
                format!(" ({n})")
            } else {
                String::new()
            };
            let seg_id = id * 1000 + n;
            TmSegment {
                id: seg_id,
                records: vec![
                    TmRecord {
                        id: seg_id * 10 + 1,
                        language_id: "en".into(),
                        text: format!("{en}{suffix}"),
                        usage_count: n % 4,
                        created_by: owner,
                        updated_by: owner,
                        created_at: time(5 + (n % 20) as u32, n as u32 * 11),
                        updated_at: time(6 + (n % 20) as u32, n as u32 * 13),
                    },
                    TmRecord {
                        id: seg_id * 10 + 2,
                        language_id: "de".into(),
                        text: format!("{de}{suffix}"),
                        usage_count: 0,
                        created_by: if n % 2 == 0 { ids::CROWDIN_USER } else { owner },
                        updated_by: owner,
                        created_at: time(5 + (n % 20) as u32, n as u32 * 17),
                        updated_at: time(6 + (n % 20) as u32, n as u32 * 19),
                    },
                ],
            }
        })
        .collect();
    Tm {
        id,
        organization_id: org,
        user_id: owner,
        name: name.into(),
        language_ids: vec!["en".into(), "de".into()],
        segments,
        created_at: time(1, 0),
    }
}

fn glossary(id: i64, org: i64, owner: i64, name: &str) -> Glossary {
    let base = id * 100;
    let concept = |n: i64, subject: &str, definition: &str| Concept {
        id: base + n,
        user_id: owner,
        subject: subject.into(),
        definition: definition.into(),
        url: String::new(),
        note: String::new(),
        translatable: true,
        created_at: time(3, n as u32),
        updated_at: time(3, n as u32),
    };
    #[allow(clippy::too_many_arguments)]
    let term = |n: i64,
                concept: i64,
                lang: &str,
                text: &str,
                pos: &str,
                status: &str,
                kind: Option<&str>,
                gender: Option<&str>,
                note: &str,
                day: u32| Term {
        id: base + n,
        user_id: if n % 2 == 0 { ids::CROWDIN_USER } else { owner },
        language_id: lang.into(),
        text: text.into(),
        description: format!("{text} ({lang})"),
        part_of_speech: Some(pos.into()),
        status: Some(status.into()),
        kind: kind.map(Into::into),
        gender: gender.map(Into::into),
        note: note.into(),
        url: format!("https://example.com/glossary/{}", base + n),
        lemma: text.to_lowercase(),
        concept_id: base + concept,
        created_at: format!("2024-{:02}-10T10:00:00+00:00", day),
        updated_at: format!("2024-{:02}-11T10:00:00+00:00", day),
    };
    Glossary {
        id,
        organization_id: org,
        user_id: owner,
        name: name.into(),
        language_id: "en".into(),
        concepts: vec![
            concept(1, "UI", "Store the current document"),
            concept(2, "UI", "Abort the current operation"),
            concept(3, "Product", "Application programming interface"),
        ],
        terms: vec![
            term(1, 1, "en", "Save", "verb", "preferred", None, None, "", 1),
            term(
                2,
                1,
                "de",
                "Speichern",
                "verb",
                "preferred",
                None,
                Some("neuter"),
                "",
                2,
            ),
            term(
                3,
                1,
                "uk",
                "Зберегти",
                "verb",
                "admitted",
                None,
                None,
                "",
                3,
            ),
            term(
                4,
                2,
                "en",
                "Cancel",
                "verb",
                "preferred",
                None,
                None,
                "button tooltip",
                4,
            ),
            term(
                5,
                2,
                "de",
                "Abbrechen",
                "verb",
                "admitted",
                None,
                None,
                "",
                5,
            ),
            term(
                6,
                2,
                "en",
                "Abort",
                "verb",
                "not_recommended",
                None,
                None,
                "",
                6,
            ),
            term(7, 2, "en", "Quit", "verb", "obsolete", None, None, "", 7),
            term(
                8,
                3,
                "en",
                "API",
                "noun",
                "preferred",
                Some("abbreviation"),
                None,
                "shown in tooltip",
                8,
            ),
            term(
                9,
                3,
                "de",
                "API",
                "noun",
                "preferred",
                Some("abbreviation"),
                Some("feminine"),
                "",
                9,
            ),
            term(
                10,
                3,
                "en",
                "application programming interface",
                "noun",
                "admitted",
                Some("full_form"),
                None,
                "",
                10,
            ),
            term(
                11,
                3,
                "uk",
                "API",
                "noun",
                "preferred",
                Some("acronym"),
                None,
                "",
                11,
            ),
            term(
                12,
                1,
                "fr",
                "Enregistrer",
                "verb",
                "preferred",
                None,
                None,
                "",
                12,
            ),
        ],
        created_at: time(1, 0),
    }
}

/// The demo world.
pub fn model() -> Model {
    use ids::*;
    let step_statuses = STEP_LANGUAGES
        .iter()
        .flat_map(|lang| {
            (101..=105).map(move |string_id| StepStatus {
                project_id: ENTERPRISE_PROJECT,
                step_id: STEP,
                language_id: (*lang).into(),
                string_id,
                status: "NEED_PROCESS".into(),
                output: String::new(),
                origin_event: "string.added".into(),
            })
        })
        .chain(std::iter::once(StepStatus {
            project_id: ENTERPRISE_PROJECT,
            step_id: STEP,
            language_id: "de".into(),
            string_id: 107,
            status: "DONE".into(),
            output: "translated".into(),
            origin_event: "string.added".into(),
        }))
        .collect();
    Model {
        languages: vec![],
        organizations: vec![
            Organization {
                id: ORG,
                name: "Demo".into(),
                domain: None,
                admin_ids: vec![USER],
                fields: vec![],
            },
            Organization {
                id: ENTERPRISE_ORG,
                name: "Acme".into(),
                domain: Some(DOMAIN.into()),
                admin_ids: vec![ENTERPRISE_ADMIN],
                fields: vec![
                    FieldDef {
                        id: 1,
                        name: "Priority".into(),
                        slug: "priority".into(),
                        kind: "select".into(),
                    },
                    FieldDef {
                        id: 2,
                        name: "Category".into(),
                        slug: "category".into(),
                        kind: "text".into(),
                    },
                ],
            },
        ],
        users: vec![
            user(USER, "demo", "Demo User", &[ORG], false),
            user(
                CROWDIN_USER,
                "crowdin",
                "Crowdin Reviewer",
                &[ORG, ENTERPRISE_ORG],
                false,
            ),
            user(
                TRANSLATOR,
                "anna",
                "Anna Translator",
                &[ORG, ENTERPRISE_ORG],
                false,
            ),
            user(
                ENTERPRISE_ADMIN,
                "alex",
                "Alex Admin",
                &[ENTERPRISE_ORG],
                false,
            ),
            user(
                AGENT,
                "locforge-agent",
                "Locforge Agent",
                &[ENTERPRISE_ORG],
                true,
            ),
        ],
        oauth_clients: vec![OAuthClient {
            client_id: CLIENT_ID.into(),
            client_secret: CLIENT_SECRET.into(),
            name: "Locforge demo client".into(),
            redirect_uris: REDIRECT_URIS.iter().map(|s| (*s).to_owned()).collect(),
        }],
        apps: vec![
            InstalledApp {
                identifier: APP.into(),
                app_id: APP_ID.into(),
                app_secret: APP_SECRET.into(),
                organization_id: ENTERPRISE_ORG,
                agent_id: Some(AGENT),
                webhook_url: None,
                webhook_module_key: None,
            },
            InstalledApp {
                identifier: APP.into(),
                app_id: STANDARD_APP_ID.into(),
                app_secret: STANDARD_APP_SECRET.into(),
                organization_id: ORG,
                agent_id: None,
                webhook_url: None,
                webhook_module_key: None,
            },
        ],
        projects: vec![standard_project(), enterprise_project()],
        tms: vec![
            tm(TM, ORG, USER, "Demo TM", 30),
            tm(
                ENTERPRISE_TM,
                ENTERPRISE_ORG,
                ENTERPRISE_ADMIN,
                "Acme TM",
                8,
            ),
        ],
        glossaries: vec![
            glossary(GLOSSARY, ORG, USER, "Demo glossary"),
            glossary(
                ENTERPRISE_GLOSSARY,
                ENTERPRISE_ORG,
                ENTERPRISE_ADMIN,
                "Acme glossary",
            ),
        ],
        step_statuses,
    }
}
