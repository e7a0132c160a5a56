//! The resources of the API v2 client: the authenticated user, projects, source strings,
//! translations of a language, TM segments and glossary terms. List calls with `croql` check it
//! locally (in the resource's CroQL context) before returning a [`Pager`], so a bad query never
//! leaves the process.

use locforge_croql::Context;

use super::client::OrgClient;
use super::error::ApiError;
use super::paging::Pager;
use super::query::ListQuery;
use super::records::{GlossaryTerm, LanguageTranslation, Project, SourceString, TmSegment, User};

fn path(parts: &[&str]) -> Vec<String> {
    parts.iter().map(|s| (*s).to_owned()).collect()
}

fn decode<T: serde::de::DeserializeOwned>(v: serde_json::Value, what: &str) -> Result<T, ApiError> {
    serde_json::from_value(v).map_err(|e| ApiError::Decode {
        what: what.to_owned(),
        message: e.to_string(),
    })
}

impl OrgClient {
    /// `GET /user`: the user (or agent) the installation token acts as.
    pub async fn user(&self) -> Result<User, ApiError> {
        let v = self.get_data(&path(&["user"])).await?;
        decode(v, "GET user")
    }

    /// `GET /users/{id}` (enterprise): a user of the organization, with `isAdmin`.
    pub async fn user_by_id(&self, user_id: i64) -> Result<User, ApiError> {
        let v = self
            .get_data(&path(&["users", &user_id.to_string()]))
            .await?;
        decode(v, "GET user by id")
    }

    /// `GET /projects/{id}`.
    pub async fn project(&self, project_id: i64) -> Result<Project, ApiError> {
        let p = path(&["projects", &project_id.to_string()]);
        let v = self.get_data(&p).await?;
        decode(v, "GET project")
    }

    /// `GET /projects`, every project the token sees.
    pub fn projects(&self, q: &ListQuery) -> Result<Pager<Project>, ApiError> {
        if q.croql.is_some() {
            return Err(ApiError::Invalid("List Projects takes no croql".into()));
        }
        let params = q.to_params(Context::SourceString, self.is_enterprise())?;
        Ok(Pager::new(
            self.clone(),
            path(&["projects"]),
            vec![params],
            q.page_size,
        ))
    }

    /// `GET /projects/{id}/strings` (CroQL context: source string).
    pub fn strings(&self, project_id: i64, q: &ListQuery) -> Result<Pager<SourceString>, ApiError> {
        let params = q.to_params(Context::SourceString, self.is_enterprise())?;
        let p = path(&["projects", &project_id.to_string(), "strings"]);
        Ok(Pager::new(self.clone(), p, vec![params], q.page_size))
    }

    /// `GET /projects/{id}/languages/{languageId}/translations` (CroQL context: translation).
    pub fn translations(
        &self,
        project_id: i64,
        language_id: &str,
        q: &ListQuery,
    ) -> Result<Pager<LanguageTranslation>, ApiError> {
        let params = q.to_params(Context::Translation, self.is_enterprise())?;
        let p = path(&[
            "projects",
            &project_id.to_string(),
            "languages",
            language_id,
            "translations",
        ]);
        Ok(Pager::new(self.clone(), p, vec![params], q.page_size))
    }

    /// `GET /tms/{tmId}/segments` (CroQL context: TM segment).
    pub fn tm_segments(&self, tm_id: i64, q: &ListQuery) -> Result<Pager<TmSegment>, ApiError> {
        let params = q.to_params(Context::TmSegment, self.is_enterprise())?;
        let p = path(&["tms", &tm_id.to_string(), "segments"]);
        Ok(Pager::new(self.clone(), p, vec![params], q.page_size))
    }

    /// `GET /glossaries/{glossaryId}/terms` (CroQL context: glossary term).
    pub fn glossary_terms(
        &self,
        glossary_id: i64,
        q: &ListQuery,
    ) -> Result<Pager<GlossaryTerm>, ApiError> {
        let params = q.to_params(Context::GlossaryTerm, self.is_enterprise())?;
        let p = path(&["glossaries", &glossary_id.to_string(), "terms"]);
        Ok(Pager::new(self.clone(), p, vec![params], q.page_size))
    }
}
