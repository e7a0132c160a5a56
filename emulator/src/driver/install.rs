//! Installing an app on a running emulated platform by its manifest URL, in every organization
//! of the world: what `locforge platform serve --app URL` does before it prints the host pages.
//! Each installation goes through the driver ([`Driver::install`] with a [`PlatformHook`]): the
//! manifest is fetched and checked, the OAuth client registered, the `installed` event sent, the
//! recalculation webhook registered, a workflow step type put on the organization's custom step,
//! and the page modules recorded for the platform's host pages.

use std::sync::Arc;

use super::context::PlatformContext;
use super::driver::{Driver, DriverOptions};
use super::platform_hook::PlatformHook;
use super::report::StepReport;
use crate::platform::Platform;

/// The outcome of installing an app in one organization.
#[derive(Debug, Clone)]
pub struct OrgInstall {
    /// Organization id.
    pub organization_id: i64,
    /// Whether the driver installed it (its checks may still have found violations).
    pub installed: bool,
    /// The driver's report of the installation (violations and notes).
    pub report: StepReport,
}

/// Installs the app of `manifest_url` in every organization of `platform` that has a project,
/// with the app's OAuth `client_id` (default: the manifest's) and `client_secret` (signs its
/// page tokens). Returns one outcome per organization.
pub async fn install_everywhere(
    platform: &Platform,
    manifest_url: &str,
    client_id: Option<String>,
    client_secret: Option<String>,
) -> anyhow::Result<Vec<OrgInstall>> {
    let contexts: Vec<PlatformContext> = platform.read(|m| {
        m.organizations
            .iter()
            .filter_map(|o| PlatformContext::for_organization(m, o.id, platform.base_url()))
            .collect()
    });
    let hook = Arc::new(PlatformHook::new(platform.clone()));
    let mut out = Vec::with_capacity(contexts.len());
    for ctx in contexts {
        let organization_id = ctx.organization_id;
        let mut opts = DriverOptions::new(manifest_url);
        opts.client_id = client_id.clone();
        opts.client_secret = client_secret.clone();
        opts.context = ctx;
        let mut driver = Driver::new(opts).await?;
        driver.set_workflow_hook(hook.clone());
        let mut report = StepReport::new(format!("install in organization {organization_id}"));
        driver.install(&mut report).await;
        out.push(OrgInstall {
            organization_id,
            installed: driver.installed().is_some(),
            report,
        });
    }
    Ok(out)
}
