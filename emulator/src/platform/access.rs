//! Who may open an installed app's module: the one user category the platform grants each
//! module to (SPEC "module access"): on the standard environment the project owner, all project
//! members, or selected users; on enterprise the organization admins, all users in the
//! organization's projects, or selected users. Workflow step types exist on enterprise only.
//!
//! The decision ([`check`]) is read from the model; it is what the host pages and their token
//! and settings endpoints ask before minting anything. No HTTP here.

use serde::{Deserialize, Serialize};

use super::model::{AppModule, Model, Project};

/// The module type of a workflow step type (enterprise only).
pub const WORKFLOW_STEP_TYPE: &str = "workflow-step-type";

/// Who may open a module.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "category", content = "users")]
pub enum AccessCategory {
    /// Standard: only the project owner.
    Owner,
    /// Standard: all project members (the owner, members and managers).
    Members,
    /// Enterprise: only organization admins.
    Admins,
    /// Enterprise: all users in the organization's projects (and its admins).
    OrganizationUsers,
    /// Either environment: the listed user ids.
    Selected(Vec<i64>),
}

impl AccessCategory {
    /// Parses `owner`, `members`, `admins`, `organization-users` or `selected:1,2`.
    pub fn parse(s: &str) -> Result<AccessCategory, String> {
        let s = s.trim();
        if let Some(list) = s.strip_prefix("selected:") {
            let users = list
                .split(',')
                .filter(|p| !p.trim().is_empty())
                .map(|p| {
                    p.trim()
                        .parse::<i64>()
                        .map_err(|e| format!("bad user id `{p}`: {e}"))
                })
                .collect::<Result<Vec<_>, _>>()?;
            return Ok(AccessCategory::Selected(users));
        }
        match s {
            "owner" => Ok(AccessCategory::Owner),
            "members" | "all-members" => Ok(AccessCategory::Members),
            "admins" => Ok(AccessCategory::Admins),
            "organization-users" | "all-users" => Ok(AccessCategory::OrganizationUsers),
            other => Err(format!(
                "unknown access category `{other}`; expected owner, members, admins, organization-users or selected:ID,ID"
            )),
        }
    }

    /// The default of a new installation: the environment's most restrictive category.
    pub fn default_for(enterprise: bool) -> AccessCategory {
        if enterprise {
            AccessCategory::Admins
        } else {
            AccessCategory::Owner
        }
    }

    /// Whether the category exists on the standard (`false`) or enterprise (`true`) environment.
    pub fn valid_on(&self, enterprise: bool) -> bool {
        match self {
            AccessCategory::Selected(_) => true,
            AccessCategory::Owner | AccessCategory::Members => !enterprise,
            AccessCategory::Admins | AccessCategory::OrganizationUsers => enterprise,
        }
    }

    /// The category in plain words, for refusals and the host page.
    pub fn describe(&self) -> String {
        match self {
            AccessCategory::Owner => "the project owner only".into(),
            AccessCategory::Members => "all project members".into(),
            AccessCategory::Admins => "the organization admins only".into(),
            AccessCategory::OrganizationUsers => "all users in the organization's projects".into(),
            AccessCategory::Selected(users) => {
                let ids: Vec<String> = users.iter().map(i64::to_string).collect();
                format!("selected users ({})", ids.join(", "))
            }
        }
    }

    /// Whether `user` belongs to the category in `project`'s organization.
    pub fn admits(&self, m: &Model, project: &Project, user: i64) -> bool {
        let org = m.organization(project.organization_id);
        let in_project = |p: &Project| {
            p.user_id == user || p.member_ids.contains(&user) || p.manager_ids.contains(&user)
        };
        match self {
            AccessCategory::Owner => project.user_id == user,
            AccessCategory::Members => in_project(project),
            AccessCategory::Admins => org.is_some_and(|o| o.admin_ids.contains(&user)),
            AccessCategory::OrganizationUsers => {
                org.is_some_and(|o| o.admin_ids.contains(&user))
                    || m.projects
                        .iter()
                        .filter(|p| p.organization_id == project.organization_id)
                        .any(in_project)
            }
            AccessCategory::Selected(users) => users.contains(&user),
        }
    }
}

/// The category of `module` in an organization (`enterprise` or not): its own, else the default.
pub fn category_of(module: &AppModule, enterprise: bool) -> AccessCategory {
    module
        .access
        .clone()
        .unwrap_or_else(|| AccessCategory::default_for(enterprise))
}

/// Whether `user` may open `module` in `project`, as the platform decides before it shows a page
/// or mints a token: the module type exists in the environment, its category exists there, the
/// user is a (non-agent) user of the organization who can see the project, and belongs to the
/// category. The error says why not, in plain words.
pub fn check(m: &Model, module: &AppModule, project: &Project, user: i64) -> Result<(), String> {
    let enterprise = m
        .organization(project.organization_id)
        .is_some_and(|o| o.is_enterprise());
    if module.module_type == WORKFLOW_STEP_TYPE && !enterprise {
        return Err(format!(
            "module `{}` is a workflow step type, which exists only on the enterprise environment",
            module.key
        ));
    }
    let category = category_of(module, enterprise);
    if !category.valid_on(enterprise) {
        return Err(format!(
            "module `{}` is granted to {}, a category that does not exist on the {} environment",
            module.key,
            category.describe(),
            if enterprise { "enterprise" } else { "standard" }
        ));
    }
    let Some(u) = m.user(user) else {
        return Err(format!("user {user} does not exist"));
    };
    if u.is_agent || !u.organization_ids.contains(&project.organization_id) {
        return Err(format!(
            "user {user} is not a user of organization {}",
            project.organization_id
        ));
    }
    if !m.can_see(user, project) {
        return Err(format!(
            "{} (user {user}) cannot see project {}",
            u.full_name, project.id
        ));
    }
    if !category.admits(m, project, user) {
        return Err(format!(
            "{} (user {user}) may not open module `{}`: it is granted to {}",
            u.full_name,
            module.key,
            category.describe()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::demo::{self, ids};

    fn module(kind: &str, access: Option<AccessCategory>) -> AppModule {
        AppModule {
            key: "m".into(),
            module_type: kind.into(),
            name: String::new(),
            url: Some("/m".into()),
            update_settings_url: None,
            access,
        }
    }

    #[test]
    fn categories_per_environment() {
        let m = demo::model();
        let std_p = m.project(ids::PROJECT).expect("project");
        let ent_p = m.project(ids::ENTERPRISE_PROJECT).expect("project");
        let menu = "project-menu";
        let cases = [
            (std_p, menu, None, ids::USER, true),
            (std_p, menu, None, ids::TRANSLATOR, false),
            (
                std_p,
                menu,
                Some(AccessCategory::Members),
                ids::TRANSLATOR,
                true,
            ),
            (std_p, menu, Some(AccessCategory::Admins), ids::USER, false),
            (
                std_p,
                menu,
                Some(AccessCategory::Selected(vec![3])),
                3,
                true,
            ),
            (
                std_p,
                menu,
                Some(AccessCategory::Selected(vec![3])),
                2,
                false,
            ),
            (
                std_p,
                WORKFLOW_STEP_TYPE,
                Some(AccessCategory::Selected(vec![1])),
                1,
                false,
            ),
            (ent_p, menu, None, ids::ENTERPRISE_ADMIN, true),
            (ent_p, menu, None, ids::TRANSLATOR, false),
            (
                ent_p,
                menu,
                Some(AccessCategory::OrganizationUsers),
                ids::TRANSLATOR,
                true,
            ),
            (
                ent_p,
                menu,
                Some(AccessCategory::Owner),
                ids::ENTERPRISE_ADMIN,
                false,
            ),
            (
                ent_p,
                menu,
                Some(AccessCategory::OrganizationUsers),
                ids::AGENT,
                false,
            ),
            (
                ent_p,
                menu,
                Some(AccessCategory::OrganizationUsers),
                ids::USER,
                false,
            ),
            (ent_p, WORKFLOW_STEP_TYPE, None, ids::ENTERPRISE_ADMIN, true),
        ];
        for (p, kind, access, user, allowed) in cases {
            let r = check(&m, &module(kind, access.clone()), p, user);
            assert_eq!(r.is_ok(), allowed, "{kind} {access:?} user {user}: {r:?}");
        }
        assert_eq!(
            AccessCategory::parse("selected:1, 2"),
            Ok(AccessCategory::Selected(vec![1, 2]))
        );
        assert!(AccessCategory::parse("everyone").is_err());
    }
}
