//! Assembling the platform client from the service configuration (`auth_url`, `api_url`,
//! `api_enterprise_url`, `api_timeout_secs`, `fetch_allow`, and for users who authorize the app
//! `base_url`, `oauth_scope`, `oauth_pkce_method`): what `service.rs` calls at start.
//! No requests are made here.

use std::time::Duration;

use super::bases::ApiBases;
use super::client::{ClientOptions, PlatformClient};
use super::grant::GrantKind;
use super::tokens::{TokenManager, TokenOptions};
use super::user_grant::UserAuthOptions;
use crate::config::Config;
use crate::store::Store;
use crate::transfer::fetch::Fetcher;
use crate::transfer::guard::AllowList;

/// The client and its token manager for `config`: a guarded fetcher with the configured
/// allowlist, the validated bases, `client_secret` (from [`crate::store::resolve_client_secret`]) and
/// the grant of the manifest (`crowdin_agent` when it has an `agent` block).
pub fn from_config(
    config: &Config,
    store: Store,
    client_secret: &str,
    grant: GrantKind,
) -> anyhow::Result<PlatformClient> {
    let timeout = Duration::from_secs(config.api_timeout_secs.max(1));
    let fetcher = Fetcher::new(AllowList::parse(&config.fetch_allow)?, timeout)?;
    let bases = ApiBases::from_config(config)?;
    let mut token_opts = TokenOptions::new(&bases, &config.client_id, client_secret);
    token_opts.grant = grant;
    token_opts.timeout = timeout;
    token_opts.lease_ttl = timeout * 2 + Duration::from_secs(5);
    let tokens = TokenManager::new(store, fetcher.clone(), token_opts);
    let opts = ClientOptions {
        timeout,
        user_auth: Some(UserAuthOptions::from_config(config)?),
        ..ClientOptions::default()
    };
    Ok(PlatformClient::new(fetcher, tokens, bases, opts))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{MasterKey, StoreOptions};

    #[tokio::test]
    async fn builds_from_the_default_configuration() {
        let dir = tempfile::tempdir().expect("tempdir");
        let key = MasterKey::from_config(&"k".repeat(40)).expect("key");
        let store = Store::open(StoreOptions::new(dir.path(), key))
            .await
            .expect("store");
        let config = Config::default();
        let client =
            from_config(&config, store, "secret-secret-secret", GrantKind::Agent).expect("client");
        assert_eq!(
            client.tokens().options().token_url.as_str(),
            "https://accounts.crowdin.com/oauth/token"
        );
        assert_eq!(client.tokens().options().grant, GrantKind::Agent);
        assert_eq!(
            client.tokens().options().timeout,
            Duration::from_secs(config.api_timeout_secs)
        );
        assert_eq!(
            client.user_auth().map(|a| a.redirect_uri.as_str()),
            Some("http://127.0.0.1:8080/oauth/callback")
        );
    }
}
