//! locforge: the I/O half of the app. Protocol types, NDJSON streams, the job engine, transfers
//! and blob stores, the HTTP server, authentication, configuration and the CLI. Formats live in
//! `locforge-formats`, CroQL in `locforge-croql`; this crate depends on them, never the reverse.

pub mod auth;
pub mod cli;
pub mod config;
pub mod corpus;
pub mod emulator;
pub mod engine;
pub mod ndjson;
pub mod platform;
pub mod protocol;
pub mod server;
pub mod service;
pub mod store;
pub mod transfer;
