//! The page modules of installed apps on the model: recording what an installation shows
//! (its `baseUrl`, OAuth client and project-menu / workflow-step-type modules, as the driver
//! read them from the manifest) and changing who may open a module. The platform never reads a
//! manifest itself; the host pages ([`super::host`]) read what is recorded here.

use super::access::AccessCategory;
use super::model::AppModule;
use super::state::Platform;

/// Why a module's access was not changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AccessError {
    /// The organization, the installation or the module does not exist.
    #[error("{0}")]
    NotFound(String),
    /// The category does not fit the organization.
    #[error("{0}")]
    Invalid(String),
}

/// What the platform keeps of an installation's pages.
#[derive(Debug, Clone)]
pub struct AppPages {
    /// The manifest's `baseUrl` (a trailing slash is dropped).
    pub base_url: String,
    /// OAuth client id of the app (its secret signs the page tokens).
    pub client_id: String,
    /// The modules with a page.
    pub modules: Vec<AppModule>,
}

impl Platform {
    /// Records the pages of the installation of `identifier` in organization `org`. A module
    /// that was recorded before with the same key and no access of its own keeps the access it
    /// had. Errors when the app is not installed there.
    pub fn set_app_pages(&self, identifier: &str, org: i64, pages: AppPages) -> Result<(), String> {
        self.write(|m| {
            let app = m
                .apps
                .iter_mut()
                .find(|a| a.identifier == identifier && a.organization_id == org)
                .ok_or_else(|| {
                    format!("app `{identifier}` is not installed in organization {org}")
                })?;
            let mut modules = pages.modules;
            for new in &mut modules {
                if new.access.is_none() {
                    new.access = app.module(&new.key).and_then(|old| old.access.clone());
                }
            }
            app.base_url = Some(pages.base_url.trim_end_matches('/').to_owned());
            app.client_id = Some(pages.client_id);
            app.modules = modules;
            Ok(())
        })
    }

    /// Grants module `key` of the installation of `identifier` in organization `org` to
    /// `category`. Refused when the category does not exist in the organization's environment
    /// or names a user who is not one of its users.
    pub fn set_module_access(
        &self,
        identifier: &str,
        org: i64,
        key: &str,
        category: AccessCategory,
    ) -> Result<(), AccessError> {
        use AccessError::{Invalid, NotFound};
        self.write(|m| {
            let organization = m
                .organization(org)
                .ok_or_else(|| NotFound(format!("organization {org} does not exist")))?;
            let enterprise = organization.is_enterprise();
            if !category.valid_on(enterprise) {
                return Err(Invalid(format!(
                    "{} is not a category of the {} environment (there: {})",
                    category.describe(),
                    if enterprise { "enterprise" } else { "standard" },
                    if enterprise {
                        "admins, organization-users, selected"
                    } else {
                        "owner, members, selected"
                    }
                )));
            }
            if let AccessCategory::Selected(users) = &category {
                if let Some(u) = users.iter().find(|u| {
                    !m.user(**u)
                        .is_some_and(|x| !x.is_agent && x.organization_ids.contains(&org))
                }) {
                    return Err(Invalid(format!(
                        "user {u} is not a user of organization {org}"
                    )));
                }
            }
            let app = m
                .apps
                .iter_mut()
                .find(|a| a.identifier == identifier && a.organization_id == org)
                .ok_or_else(|| {
                    NotFound(format!(
                        "app `{identifier}` is not installed in organization {org}"
                    ))
                })?;
            let module = app
                .modules
                .iter_mut()
                .find(|x| x.key == key)
                .ok_or_else(|| {
                    NotFound(format!("app `{identifier}` has no page module `{key}`"))
                })?;
            module.access = Some(category);
            Ok(())
        })
    }
}
