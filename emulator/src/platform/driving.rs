//! The Rust API through which the app driver plays an installation on the model: the agent user
//! of a `crowdin_agent` app, the custom workflow step bound to the app's `workflow-step-type`
//! module, the app's recalculation webhook, and the strings the app's parser returned, stored
//! as project strings so that they can wait on the step and travel in the platform's own
//! recalculation batches. The platform knows nothing of the driver: the driver calls these.

use std::collections::BTreeMap;

use super::model::{
    ApplicationModule, Boundaries, BoundaryInput, BoundaryOutput, File, SourceString, Text,
    Translation, User, WorkflowStep,
};
use super::state::Platform;
use super::webhooks::AppWebhook;

/// The custom step an app's `workflow-step-type` module is put on.
#[derive(Debug, Clone)]
pub struct StepBinding {
    /// Project of the workflow.
    pub project_id: i64,
    /// The step (an existing step of the project's workflow).
    pub step_id: i64,
    /// App identifier (`applicationIdentifier`).
    pub app: String,
    /// Module key.
    pub module_key: String,
    /// Step title.
    pub title: String,
    /// Input ports of the module's `boundaries`.
    pub input_ports: Vec<String>,
    /// Output ports of the module's `boundaries`.
    pub output_ports: Vec<String>,
}

/// A string as an app's parser returned it.
#[derive(Debug, Clone)]
pub struct NewString {
    /// Identifier within the file.
    pub identifier: String,
    /// Plain text, or forms by plural category.
    pub text: Text,
    /// Context.
    pub context: Option<String>,
    /// Maximum length.
    pub max_length: Option<i64>,
    /// Hidden.
    pub is_hidden: bool,
}

impl Platform {
    /// The agent user `username` of organization `org` (created when missing), made a manager of
    /// `project_id` so that it may update step statuses there. Returns its id.
    pub fn ensure_agent(
        &self,
        org: i64,
        project_id: Option<i64>,
        username: &str,
        full_name: &str,
    ) -> i64 {
        self.write(|m| {
            let id =
                match m.users.iter().find(|u| {
                    u.is_agent && u.username == username && u.organization_ids.contains(&org)
                }) {
                    Some(u) => u.id,
                    None => {
                        let id = m.users.iter().map(|u| u.id).max().unwrap_or(0) + 1;
                        m.users.push(User {
                            id,
                            username: username.to_owned(),
                            full_name: full_name.to_owned(),
                            email: format!("{username}@agents.example.com"),
                            avatar_url: String::new(),
                            organization_ids: vec![org],
                            is_agent: true,
                            created_at: m
                                .users
                                .first()
                                .map(|u| u.created_at.clone())
                                .unwrap_or_default(),
                        });
                        id
                    }
                };
            if let Some(p) = project_id.and_then(|p| m.project_mut(p)) {
                if !p.manager_ids.contains(&id) {
                    p.manager_ids.push(id);
                }
            }
            id
        })
    }

    /// Puts the app's module on an existing step of the project's workflow: the step becomes an
    /// active `Application` step with the module's ports. When the step belonged to another
    /// module, the strings waiting there are dropped (the step was replaced).
    pub fn bind_app_step(&self, b: &StepBinding) -> Result<(), String> {
        self.write(|m| {
            let p = m
                .project_mut(b.project_id)
                .ok_or_else(|| format!("project {} does not exist", b.project_id))?;
            let wf = p.workflow.as_mut().ok_or_else(|| {
                format!(
                    "project {} has no workflow (workflows exist on enterprise only)",
                    b.project_id
                )
            })?;
            let step: &mut WorkflowStep = wf
                .steps
                .iter_mut()
                .find(|s| s.id == b.step_id)
                .ok_or_else(|| {
                    format!(
                        "the workflow of project {} has no step {}",
                        b.project_id, b.step_id
                    )
                })?;
            let same = step.application_module.as_ref().is_some_and(|am| {
                am.application_identifier == b.app && am.module_key == b.module_key
            });
            step.kind = "Application".into();
            step.is_active = true;
            if !b.title.is_empty() {
                step.title = b.title.clone();
            }
            step.application_module = Some(ApplicationModule {
                application_identifier: b.app.clone(),
                module_key: b.module_key.clone(),
            });
            step.boundaries = Some(Boundaries {
                input: BoundaryInput {
                    title: "Input".into(),
                    ports: b.input_ports.clone(),
                },
                outputs: b
                    .output_ports
                    .iter()
                    .map(|port| BoundaryOutput {
                        title: port.clone(),
                        port: port.clone(),
                    })
                    .collect(),
            });
            if !same {
                m.step_statuses
                    .retain(|s| !(s.project_id == b.project_id && s.step_id == b.step_id));
            }
            Ok(())
        })
    }

    /// Registers the recalculation webhook of an installed app (steps of that app only) and
    /// records it on the installation, so a snapshot keeps it.
    pub fn set_app_webhook(&self, identifier: &str, org: i64, url: &str, module_key: &str) {
        let secret = self.write(|m| {
            let app = m
                .apps
                .iter_mut()
                .find(|a| a.identifier == identifier && a.organization_id == org)?;
            app.webhook_url = Some(url.to_owned());
            app.webhook_module_key = Some(module_key.to_owned());
            Some(app.app_secret.clone())
        });
        if let Some(app_secret) = secret {
            self.register_webhook(AppWebhook {
                url: url.to_owned(),
                app_secret,
                module_key: module_key.to_owned(),
                organization_id: org,
                app: Some(identifier.to_owned()),
            });
        }
    }

    /// Stores parsed strings as the strings of file `file_name` in a project (the file is
    /// created when missing; a string with the same identifier in it is updated). Returns the
    /// platform ids, in order.
    pub fn import_strings(
        &self,
        project_id: i64,
        file_name: &str,
        file_type: &str,
        strings: &[NewString],
    ) -> Result<Vec<i64>, String> {
        self.write(|m| {
            let next_file = m
                .projects
                .iter()
                .flat_map(|p| p.files.iter().map(|f| f.id))
                .max()
                .unwrap_or(0)
                + 1;
            let mut next_string = m
                .projects
                .iter()
                .flat_map(|p| p.strings.iter().map(|s| s.id))
                .max()
                .unwrap_or(0)
                + 1;
            let p = m
                .project_mut(project_id)
                .ok_or_else(|| format!("project {project_id} does not exist"))?;
            let file_id = match p.files.iter().find(|f| f.name == file_name) {
                Some(f) => f.id,
                None => {
                    let (created, updated) = (p.created_at.clone(), p.updated_at.clone());
                    p.files.push(File {
                        id: next_file,
                        name: file_name.to_owned(),
                        title: String::new(),
                        kind: file_type.to_owned(),
                        path: format!("/{file_name}"),
                        context: String::new(),
                        branch_id: None,
                        directory_id: None,
                        revision: 1,
                        status: "active".into(),
                        content: None,
                        created_at: created,
                        updated_at: updated,
                    });
                    next_file
                }
            };
            let mut ids = Vec::with_capacity(strings.len());
            for n in strings {
                if let Some(s) = p
                    .strings
                    .iter_mut()
                    .find(|s| s.file_id == Some(file_id) && s.identifier == n.identifier)
                {
                    if s.text != n.text {
                        s.revision += 1;
                    }
                    s.text = n.text.clone();
                    s.context = n.context.clone();
                    s.max_length = n.max_length;
                    s.is_hidden = n.is_hidden;
                    ids.push(s.id);
                    continue;
                }
                p.strings.push(SourceString {
                    id: next_string,
                    file_id: Some(file_id),
                    branch_id: None,
                    identifier: n.identifier.clone(),
                    text: n.text.clone(),
                    kind: "text".into(),
                    context: n.context.clone(),
                    max_length: n.max_length,
                    is_hidden: n.is_hidden,
                    is_duplicate: false,
                    master_string_id: None,
                    label_ids: vec![],
                    screenshot_ids: vec![],
                    fields: BTreeMap::new(),
                    is_passed_workflow: false,
                    custom_data: None,
                    revision: 1,
                    created_at: p.updated_at.clone(),
                    updated_at: p.updated_at.clone(),
                });
                ids.push(next_string);
                next_string += 1;
            }
            Ok(ids)
        })
    }

    /// Sets the translation of string `string_id` into `language` (one translation per plural
    /// form for a plural text), replacing what the string had in that language, as by the
    /// project's owner. Strings imported by the driver thus reach a workflow step translated.
    pub fn set_translation(
        &self,
        project_id: i64,
        string_id: i64,
        language: &str,
        text: &Text,
    ) -> Result<(), String> {
        self.write(|m| {
            let next = m
                .projects
                .iter()
                .flat_map(|p| p.translations.iter().map(|t| t.id))
                .max()
                .unwrap_or(0)
                + 1;
            let p = m
                .project_mut(project_id)
                .ok_or_else(|| format!("project {project_id} does not exist"))?;
            p.translations
                .retain(|t| !(t.string_id == string_id && t.language_id == language));
            let forms: Vec<(Option<String>, String)> = match text {
                Text::Plain(s) => vec![(None, s.clone())],
                Text::Plural(forms) => forms
                    .iter()
                    .map(|(k, v)| (Some(k.clone()), v.clone()))
                    .collect(),
            };
            for (id, (plural_form, text)) in (next..).zip(forms) {
                p.translations.push(Translation {
                    id,
                    string_id,
                    language_id: language.to_owned(),
                    plural_form,
                    text,
                    user_id: p.user_id,
                    provider: None,
                    is_pre_translated: false,
                    votes: vec![],
                    approvals: vec![],
                    qa_issues: vec![],
                    created_at: p.updated_at.clone(),
                });
            }
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::demo::ids;
    use crate::platform::PlatformConfig;

    fn platform() -> Platform {
        Platform::new(
            PlatformConfig::default(),
            crate::platform::demo::model(),
            "http://127.0.0.1:1".into(),
        )
    }

    #[test]
    fn imported_strings_wait_on_a_rebound_step() {
        let p = platform();
        let new = |id: &str| NewString {
            identifier: id.into(),
            text: Text::Plain(format!("Text {id}")),
            context: None,
            max_length: None,
            is_hidden: false,
        };
        let ids = p
            .import_strings(
                ids::ENTERPRISE_PROJECT,
                "a.txt",
                "txt",
                &[new("a"), new("b")],
            )
            .expect("import");
        assert_eq!(ids.len(), 2);
        let again = p
            .import_strings(ids::ENTERPRISE_PROJECT, "a.txt", "txt", &[new("b")])
            .expect("import");
        assert_eq!(again, vec![ids[1]]);
        p.bind_app_step(&StepBinding {
            project_id: ids::ENTERPRISE_PROJECT,
            step_id: ids::STEP,
            app: "other".into(),
            module_key: "review".into(),
            title: String::new(),
            input_ports: vec!["translated".into()],
            output_ports: vec!["translated".into(), "untranslated".into()],
        })
        .expect("bind");
        // the demo's waiting strings belonged to the replaced module
        assert!(p
            .step_statuses(ids::ENTERPRISE_PROJECT, ids::STEP, "de")
            .is_empty());
        assert_eq!(
            p.push_to_step(
                ids::ENTERPRISE_PROJECT,
                ids::STEP,
                "de",
                &ids,
                "string.added"
            ),
            2
        );
        let agent = p.ensure_agent(
            ids::ENTERPRISE_ORG,
            Some(ids::ENTERPRISE_PROJECT),
            "other-agent",
            "Other",
        );
        assert_eq!(
            p.ensure_agent(ids::ENTERPRISE_ORG, None, "other-agent", "Other"),
            agent
        );
        assert!(p.read(|m| m
            .project(ids::ENTERPRISE_PROJECT)
            .is_some_and(|pr| m.is_manager(agent, pr))));
        assert!(p
            .bind_app_step(&StepBinding {
                project_id: ids::PROJECT,
                step_id: ids::STEP,
                app: "other".into(),
                module_key: "review".into(),
                title: String::new(),
                input_ports: vec![],
                output_ports: vec![],
            })
            .is_err());
    }
}
