//! locforge: the app. The job engine, transfers and blob stores, the HTTP core and the features
//! that mount their routes on it, authentication, configuration and the CLI (the layers, and
//! what may import what, are in `docs/ARCHITECTURE.md`). Wire types and the NDJSON codec live in
//! `locforge-protocol`, formats in `locforge-formats`, CroQL in `locforge-croql`, the platform
//! emulator in `locforge-emulator` (used only by `locforge platform …`); this crate depends on
//! them, never the reverse. The conversion between wire records and the formats' model is
//! `engine::records`.

pub mod auth;
pub mod cli;
pub mod config;
pub mod corpus;
pub mod engine;
pub mod file_modules;
pub mod health;
pub mod http;
pub mod jobs;
pub mod lifecycle;
pub mod oauth;
pub mod observability;
pub mod pages;
pub mod platform;
pub mod service;
pub mod store;
pub mod transfer;
pub mod webhooks;
pub mod workflow;
