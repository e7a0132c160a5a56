//! The emulated platform: the platform's side of the interface, runnable on a laptop.
//!
//! - [`model`]: organizations, users, projects (languages, files, strings, translations,
//!   comments, labels), TMs, glossaries, workflows with custom steps, OAuth clients, installed
//!   apps and step statuses; also the fixture format ([`fixture`]: JSON or TOML, validation,
//!   snapshots) with a built-in [`demo`] and complete [`languages`].
//! - [`oauth`]: the authorization server (code flow with PKCE and a consent page, refresh
//!   rotation, `crowdin_app` / `crowdin_agent`), issuing [`tokens`] (HS256 JWTs).
//! - [`api`]: API v2 under the standard and enterprise bases with the platform's envelopes and
//!   errors, CroQL-filtered lists with paging, and the workflow step string status.
//! - [`webhooks`]: the batched, signed recalculation webhook with retries and `FAILED`.
//! - [`state`]: the shared [`Platform`] handle (the Rust API of the driver and tests);
//!   [`driving`]: what the app driver plays on the model (agent users, binding an app's module to
//!   a custom step, its webhook, importing parsed strings); [`server`]: [`start`];
//!   [`serve`]: the CLI's options and start-up summary; [`access`] (who may open a module),
//!   [`app_modules`] (the page modules an installation records), [`host`] (the host pages of
//!   those modules, with the `AP` protocol), [`html`] (escaping, problem pages).
//!
//! Dependencies point one way: the driver (`emulator::driver`) uses this module, never the
//! reverse.

pub mod access;
pub mod api;
pub mod app_modules;
pub mod demo;
pub mod driving;
pub mod fixture;
pub mod host;
pub mod html;
pub mod languages;
pub mod model;
pub mod oauth;
pub mod serve;
pub mod server;
pub mod state;
pub mod tokens;
pub mod webhooks;

pub use driving::{NewString, StepBinding};
pub use serve::{summary, ServeArgs};
pub use server::{start, Running};
pub use state::{Platform, PlatformConfig};
pub use tokens::TokenKind;
pub use webhooks::{AppWebhook, DeliveryReport};
