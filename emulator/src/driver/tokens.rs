//! Signed request tokens for platform → app calls and app pages (docs/PROTOCOL.md §3), with the
//! module access categories of the spec: owner / project members / selected users on the
//! standard environment; organization admins / all organization users / selected users on
//! enterprise. The driver refuses to mint a page token for a user outside the module's category.

use super::context::{Environment, PlatformContext};
use crate::platform::host::token::{sign, TokenFacts};

pub use crate::platform::access::AccessCategory;

/// Whether `user` belongs to `category` in the driver's context `ctx`.
fn admits(category: &AccessCategory, ctx: &PlatformContext, user: i64) -> bool {
    match category {
        AccessCategory::Owner => user == ctx.owner_id,
        AccessCategory::Members => ctx.members.contains(&user),
        AccessCategory::Admins => ctx.admins.contains(&user),
        AccessCategory::OrganizationUsers => ctx.organization_users.contains(&user),
        AccessCategory::Selected(users) => users.contains(&user),
    }
}

/// Checks that `user` may open module `key` (of `module_type`) under `category`.
pub fn check_access(
    ctx: &PlatformContext,
    module_type: &str,
    key: &str,
    category: &AccessCategory,
    user: i64,
) -> Result<(), String> {
    if module_type == "workflow-step-type" && ctx.environment != Environment::Enterprise {
        return Err(format!(
            "module `{key}` is a workflow-step-type module, which exists only on the enterprise environment"
        ));
    }
    if !category.valid_on(ctx.environment == Environment::Enterprise) {
        return Err(format!(
            "access category {category:?} does not exist on the {} environment",
            ctx.environment.as_str()
        ));
    }
    if !ctx.knows_user(user) {
        return Err(format!("user {user} does not exist in the organization"));
    }
    if !admits(category, ctx, user) {
        return Err(format!(
            "user {user} is outside the access category of module `{key}` ({category:?}); no token minted"
        ));
    }
    Ok(())
}

/// Mints an HS256 token signed with `client_secret` for `user` calling `module`.
pub fn mint(
    ctx: &PlatformContext,
    client_id: &str,
    client_secret: &str,
    module: Option<&str>,
    user: i64,
    now: u64,
) -> Result<String, jsonwebtoken::errors::Error> {
    let facts = TokenFacts {
        client_id,
        domain: ctx.domain.clone(),
        module,
        project_id: ctx.project_id,
        project_identifier: ctx.project_identifier.clone(),
        organization_id: ctx.organization_id,
        user,
        user_login: ctx.login_of(user),
        now,
        ttl_secs: ctx.token_ttl_secs,
    };
    sign(facts, client_secret)
}

/// `{baseUrl}{url}?jwtToken=…&origin=…&clientId=…`, the iframe URL of an app page.
pub fn iframe_url(
    base_url: &str,
    relative: &str,
    token: &str,
    origin: &str,
    client_id: &str,
) -> String {
    let sep = if relative.contains('?') { '&' } else { '?' };
    let enc = |s: &str| url::form_urlencoded::byte_serialize(s.as_bytes()).collect::<String>();
    format!(
        "{base_url}{relative}{sep}jwtToken={}&origin={}&clientId={}",
        enc(token),
        enc(origin),
        enc(client_id)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes a minted token the way an app does: HS256 with the client secret, `exp` checked.
    fn decode(token: &str, secret: &str) -> serde_json::Value {
        let mut v = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::HS256);
        v.validate_aud = false;
        jsonwebtoken::decode::<serde_json::Value>(
            token,
            &jsonwebtoken::DecodingKey::from_secret(secret.as_bytes()),
            &v,
        )
        .expect("verifies")
        .claims
    }

    #[test]
    fn minted_tokens_verify_with_the_client_secret() {
        let ctx = PlatformContext::default();
        let now = crate::unix_now();
        let t = mint(
            &ctx,
            "cid",
            "secret-secret-secret-secret",
            Some("m"),
            1,
            now,
        )
        .expect("mint");
        let claims = decode(&t, "secret-secret-secret-secret");
        assert_eq!(claims["aud"], "cid");
        assert_eq!(claims["module"], "m");
        assert!(claims["iat"].as_u64().is_some_and(|iat| iat <= now));
        assert_eq!(
            (
                claims["context"]["organization_id"].as_i64(),
                claims["context"]["user_id"].as_i64()
            ),
            (Some(ctx.organization_id), Some(1))
        );
    }

    #[test]
    fn categories_per_environment() {
        let std_ctx = PlatformContext::default();
        let ent = PlatformContext::enterprise();
        let cases = [
            (
                &std_ctx,
                "project-menu",
                AccessCategory::Owner,
                std_ctx.owner_id,
                true,
            ),
            (&std_ctx, "project-menu", AccessCategory::Owner, 2, false),
            (&std_ctx, "project-menu", AccessCategory::Members, 2, true),
            (&std_ctx, "project-menu", AccessCategory::Admins, 1, false),
            (&ent, "project-menu", AccessCategory::Admins, 2, false),
            (
                &ent,
                "project-menu",
                AccessCategory::OrganizationUsers,
                3,
                true,
            ),
            (
                &ent,
                "project-menu",
                AccessCategory::Selected(vec![3]),
                3,
                true,
            ),
            (
                &ent,
                "project-menu",
                AccessCategory::Selected(vec![3]),
                2,
                false,
            ),
            (
                &std_ctx,
                "workflow-step-type",
                AccessCategory::Selected(vec![1]),
                1,
                false,
            ),
        ];
        for (ctx, module_type, category, user, allowed) in cases {
            let key = if module_type == "project-menu" {
                "m"
            } else {
                "w"
            };
            assert_eq!(
                check_access(ctx, module_type, key, &category, user).is_ok(),
                allowed,
                "{module_type} {category:?} user {user}"
            );
        }
        assert_eq!(
            AccessCategory::parse("selected:1, 2"),
            Ok(AccessCategory::Selected(vec![1, 2]))
        );
    }

    #[test]
    fn iframe_urls_carry_token_origin_and_client() {
        let u = iframe_url("http://a", "/menu", "t.k.n", "https://acme.example", "cid");
        assert_eq!(
            u,
            "http://a/menu?jwtToken=t.k.n&origin=https%3A%2F%2Facme.example&clientId=cid"
        );
    }
}
