//! locforge-emulator: the local platform, the platform's side of the whole app interface,
//! runnable on a laptop.
//!
//! - [`platform`]: the project model, the authorization server, API v2 and webhooks;
//! - [`driver`]: installs an app from its manifest, sends it the platform's calls and checks
//!   every answer against the spec (its own strict NDJSON reader included);
//! - [`serve`](mod@serve): `locforge platform serve`, the platform with the `--app`s the driver
//!   installed and the host pages of their modules.
//!
//! It depends on `locforge-protocol` (wire types, signatures), `locforge-formats` and
//! `locforge-croql`, never on the app crate: the app depends on this crate only to offer
//! `locforge platform …`, and the checks here must not share the app's code paths.

pub mod driver;
pub mod platform;
pub mod serve;

pub use serve::serve;

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since the Unix epoch (0 if the clock is before it): token and grant lifetimes.
pub fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}
