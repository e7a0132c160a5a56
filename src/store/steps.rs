//! Workflow-step settings per (organization, project or template, step), and the languages seen
//! per (project, step): together, the targets the reconciliation poll walks.

use std::collections::BTreeMap;

use super::{now_ms, QueryContext, Result, StepScope, StepSettings, StepTarget, Store, StoreError};

impl Store {
    /// Saves (replaces) a step's settings. The organization must exist.
    pub async fn put_step_settings(
        &self,
        credential_key: &str,
        settings: &StepSettings,
    ) -> Result<()> {
        let (scope, scope_id) = settings.scope.parts();
        on_pool!(self, p => sqlx::query(
            "INSERT INTO step_settings (credential_key, scope, scope_id, step_id, workflow_id, \
             settings, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7) \
             ON CONFLICT (credential_key, scope, scope_id, step_id) DO UPDATE SET \
             workflow_id = excluded.workflow_id, settings = excluded.settings, \
             updated_at = excluded.updated_at",
        )
        .bind(credential_key)
        .bind(scope)
        .bind(scope_id)
        .bind(settings.step_id)
        .bind(settings.workflow_id)
        .bind(&settings.settings)
        .bind(now_ms())
        .execute(p)
        .await
        .map(|_| ())
        .op("put_step_settings"))
    }

    /// A step's saved settings, if any.
    pub async fn get_step_settings(
        &self,
        credential_key: &str,
        scope: StepScope,
        step_id: i64,
    ) -> Result<Option<StepSettings>> {
        let (scope_name, scope_id) = scope.parts();
        let row: Option<(Option<i64>, String, i64)> = on_pool!(self, p => sqlx::query_as(
            "SELECT workflow_id, settings, updated_at FROM step_settings \
             WHERE credential_key = $1 AND scope = $2 AND scope_id = $3 AND step_id = $4",
        )
        .bind(credential_key)
        .bind(scope_name)
        .bind(scope_id)
        .bind(step_id)
        .fetch_optional(p)
        .await
        .op("get_step_settings"))?;
        Ok(row.map(|(workflow_id, settings, updated_at)| StepSettings {
            scope,
            step_id,
            workflow_id,
            settings,
            updated_at,
        }))
    }

    /// Forgets a step's settings. Returns whether there were any.
    pub async fn delete_step_settings(
        &self,
        credential_key: &str,
        scope: StepScope,
        step_id: i64,
    ) -> Result<bool> {
        let (scope_name, scope_id) = scope.parts();
        on_pool!(self, p => sqlx::query(
            "DELETE FROM step_settings \
             WHERE credential_key = $1 AND scope = $2 AND scope_id = $3 AND step_id = $4",
        )
        .bind(credential_key)
        .bind(scope_name)
        .bind(scope_id)
        .bind(step_id)
        .execute(p)
        .await
        .map(|r| r.rows_affected() > 0)
        .op("delete_step_settings"))
    }

    /// Every saved step settings record of the organization (projects and templates).
    pub async fn list_step_settings(&self, credential_key: &str) -> Result<Vec<StepSettings>> {
        let rows: Vec<(String, i64, i64, Option<i64>, String, i64)> = on_pool!(self, p => sqlx::query_as(
            "SELECT scope, scope_id, step_id, workflow_id, settings, updated_at FROM step_settings \
             WHERE credential_key = $1 ORDER BY scope, scope_id, step_id",
        )
        .bind(credential_key)
        .fetch_all(p)
        .await
        .op("list_step_settings"))?;
        rows.into_iter()
            .map(
                |(scope, scope_id, step_id, workflow_id, settings, updated_at)| {
                    Ok(StepSettings {
                        scope: StepScope::from_parts(&scope, scope_id)
                            .ok_or_else(|| StoreError::Corrupt(format!("step scope {scope:?}")))?,
                        step_id,
                        workflow_id,
                        settings,
                        updated_at,
                    })
                },
            )
            .collect()
    }

    /// Records that `language_id` was seen on (project, step), from a delivery or a poll.
    /// Idempotent. The organization must exist.
    pub async fn note_step_language(
        &self,
        credential_key: &str,
        project_id: i64,
        step_id: i64,
        language_id: &str,
    ) -> Result<()> {
        on_pool!(self, p => sqlx::query(
            "INSERT INTO step_languages (credential_key, project_id, step_id, language_id, seen_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (credential_key, project_id, step_id, language_id) \
             DO UPDATE SET seen_at = excluded.seen_at",
        )
        .bind(credential_key)
        .bind(project_id)
        .bind(step_id)
        .bind(language_id)
        .bind(now_ms())
        .execute(p)
        .await
        .map(|_| ())
        .op("note_step_language"))
    }

    /// The (project, step) pairs the organization is known to use — from project step settings
    /// and from languages seen — each with its languages, sorted by project then step.
    pub async fn list_step_targets(&self, credential_key: &str) -> Result<Vec<StepTarget>> {
        let pairs: Vec<(i64, i64)> = on_pool!(self, p => sqlx::query_as(
            "SELECT scope_id, step_id FROM step_settings WHERE credential_key = $1 AND scope = 'project'",
        )
        .bind(credential_key)
        .fetch_all(p)
        .await
        .op("list_step_targets"))?;
        let langs: Vec<(i64, i64, String)> = on_pool!(self, p => sqlx::query_as(
            "SELECT project_id, step_id, language_id FROM step_languages WHERE credential_key = $1",
        )
        .bind(credential_key)
        .fetch_all(p)
        .await
        .op("list_step_targets"))?;
        let mut map: BTreeMap<(i64, i64), Vec<String>> = BTreeMap::new();
        for pair in pairs {
            map.entry(pair).or_default();
        }
        for (project, step, lang) in langs {
            map.entry((project, step)).or_default().push(lang);
        }
        Ok(map
            .into_iter()
            .map(|((project_id, step_id), mut languages)| {
                languages.sort();
                StepTarget {
                    project_id,
                    step_id,
                    languages,
                }
            })
            .collect())
    }
}
