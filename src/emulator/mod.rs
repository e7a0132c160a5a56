//! The local platform: the platform's side of the whole interface, runnable on a laptop.
//! `platform` holds the project model, the authorization server and API v2; `driver` installs an
//! app from its manifest, sends it the platform's calls and checks every answer against the spec.

pub mod driver;
pub mod platform;
