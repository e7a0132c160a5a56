//! Calls to the platform API, made by the app: the installation token grant and its manager
//! ([`tokens`], [`grant`]), the user grants of the OAuth code flow and the per-user token manager
//! ([`user_grant`], [`user_tokens`]), and the typed API v2 client ([`client`]) with its resources
//! ([`resources`], [`workflow`]), records ([`records`]), paging ([`paging`]), list queries with
//! local CroQL checks ([`query`]), API bases ([`bases`]), retry policy ([`retry`]), errors
//! ([`error`]) and assembly from the configuration ([`setup`]).
//!
//! What must not live here: HTTP serving (routes belong to the feature modules over `http`), persistence (the token is
//! kept through [`crate::store::Store`], never in tables of our own), and decisions about what to
//! do with the data (workflow steps, webhooks). Every request goes through the app's guarded
//! fetcher ([`crate::transfer::fetch::Fetcher`]), so the platform's hosts pass the same address
//! guard as `contentUrl`, and every request has a timeout.
//!
//! How the rest of the app uses it:
//!
//! ```no_run
//! # async fn demo(store: locforge::store::Store, fetcher: locforge::transfer::fetch::Fetcher,
//! #               org: locforge::store::Organization) -> anyhow::Result<()> {
//! use locforge::platform::{ApiBases, ClientOptions, ListQuery, PlatformClient, TokenManager, TokenOptions};
//! let bases = ApiBases::new("https://accounts.crowdin.com", "https://api.crowdin.com",
//!                           "https://{domain}.api.crowdin.com")?;
//! let tokens = TokenManager::new(store, fetcher.clone(), TokenOptions::new(&bases, "client-id", "secret"));
//! let client = PlatformClient::new(fetcher, tokens, bases, ClientOptions::default());
//! let api = client.org(&org)?;
//! let hidden = api.strings(1, &ListQuery::croql("is hidden"))?.all().await?;
//! # let _ = hidden; Ok(()) }
//! ```

pub mod bases;
pub mod client;
pub mod error;
pub mod grant;
pub mod paging;
pub mod query;
pub mod records;
pub mod resources;
pub mod retry;
pub mod roles;
pub mod setup;
pub mod tokens;
pub mod user_grant;
pub mod user_tokens;
pub mod workflow;

pub use bases::ApiBases;
pub use client::{ClientOptions, OrgClient, PlatformClient};
pub use error::{ApiError, FieldError};
pub use grant::{GrantKind, TokenError};
pub use paging::Pager;
pub use query::ListQuery;
pub use records::{
    GlossaryTerm, LanguageTranslation, Project, SourceString, StepStatus, StepStringStatus,
    TmSegment, User,
};
pub use retry::RetryPolicy;
pub use setup::from_config;
pub use tokens::{TokenManager, TokenOptions};
pub use user_grant::{PkceMethod, UserAuthOptions};
pub use user_tokens::UserTokens;
pub use workflow::{StatusQuery, StatusUpdate};
