//! `locforge platform serve`: starts the emulated platform, installs the apps given with `--app`
//! through the driver (in every organization, then the `--access` grants), and prints the banner
//! and the summary JSON line with the host pages of their modules. It sits above
//! [`crate::platform`] and [`crate::driver`] so that the platform never depends on the driver.

use std::process::ExitCode;

use serde_json::Value;

use crate::driver::install::install_everywhere;
use crate::driver::manifest_url;
use crate::platform::access::AccessCategory;
use crate::platform::{self, Platform, ServeArgs};

/// Runs `locforge platform serve` (the caller sets up logging first).
pub fn serve(args: ServeArgs) -> anyhow::Result<ExitCode> {
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async move {
        let (running, s) = start(&args).await?;
        platform::serve::print_banner(&s);
        println!("{}", serde_json::to_string(&s)?);
        use std::io::Write as _;
        std::io::stdout().flush()?;
        let platform::Running {
            task,
            platform,
            background,
            ..
        } = running;
        let result = tokio::select! {
            r = task => Some(r),
            _ = tokio::signal::ctrl_c() => None,
        };
        for b in background {
            b.abort();
        }
        platform.snapshot_now()?;
        match result {
            None | Some(Ok(Ok(()))) => Ok(ExitCode::SUCCESS),
            Some(Ok(Err(e))) => Err(e.into()),
            Some(Err(e)) => Err(e.into()),
        }
    })
}

/// Starts the platform of `args`, installs its `--app`s with the `--access` grants, and returns
/// it with the start-up summary (what `serve` prints).
pub async fn start(args: &ServeArgs) -> anyhow::Result<(platform::Running, Value)> {
    let config = args.config()?;
    let grants = parse_grants(&args.access)?;
    let running = platform::start(config).await?;
    for app in &args.apps {
        install(&running.platform, app, args, &grants).await;
    }
    let s = platform::summary(&running.platform);
    Ok((running, s))
}

/// `KEY=CATEGORY` options, parsed.
pub fn parse_grants(access: &[String]) -> anyhow::Result<Vec<(String, AccessCategory)>> {
    access
        .iter()
        .map(|a| {
            let (key, category) = a
                .split_once('=')
                .ok_or_else(|| anyhow::anyhow!("--access `{a}`: expected KEY=CATEGORY"))?;
            let category = AccessCategory::parse(category)
                .map_err(|e| anyhow::anyhow!("--access `{a}`: {e}"))?;
            Ok((key.trim().to_owned(), category))
        })
        .collect()
}

/// Installs `app` everywhere and applies the grants; problems are printed, never fatal (the
/// platform serves on, and the app can be installed again by restarting).
async fn install(p: &Platform, app: &str, args: &ServeArgs, grants: &[(String, AccessCategory)]) {
    let url = manifest_url(app);
    let outcomes =
        match install_everywhere(p, &url, args.client_id.clone(), args.client_secret.clone()).await
        {
            Ok(o) => o,
            Err(e) => {
                eprintln!("could not install {url}: {e}");
                return;
            }
        };
    for o in &outcomes {
        for v in &o.report.violations {
            eprintln!(
                "install {url} in organization {}: {:?} {}: {}",
                o.organization_id, v.severity, v.rule, v.message
            );
        }
    }
    if args.client_secret.is_none() {
        eprintln!("--client-secret is not set: the host pages cannot sign page tokens for {url}");
    }
    let identifiers: Vec<(String, i64)> = p.read(|m| {
        outcomes
            .iter()
            .filter(|o| o.installed)
            .flat_map(|o| {
                m.apps
                    .iter()
                    .filter(move |a| a.organization_id == o.organization_id && a.base_url.is_some())
                    .map(|a| (a.identifier.clone(), a.organization_id))
            })
            .collect()
    });
    for (key, category) in grants {
        let mut applied = false;
        let mut last_error = String::new();
        for (identifier, org) in &identifiers {
            match p.set_module_access(identifier, *org, key, category.clone()) {
                Ok(()) => applied = true,
                Err(e) => last_error = e.to_string(),
            }
        }
        if !applied {
            eprintln!("--access {key}: not applied anywhere ({last_error})");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grants_parse() {
        let g = parse_grants(&["menu=members".into(), "step = selected:3,4".into()]).expect("ok");
        assert_eq!(
            g,
            vec![
                ("menu".to_owned(), AccessCategory::Members),
                ("step".to_owned(), AccessCategory::Selected(vec![3, 4])),
            ]
        );
        assert!(parse_grants(&["menu".into()]).is_err());
        assert!(parse_grants(&["menu=everyone".into()]).is_err());
    }
}
