//! locforge-protocol: the wire of the app interface, shared by the app (`locforge`) and the
//! platform emulator (`locforge-emulator`).
//!
//! - [`job`]: file job requests and the error body of responses;
//! - [`strings`]: the string record (the spec's string entry) with its texts, translations and
//!   statuses;
//! - [`language`]: the language object of job requests and webhook payloads;
//! - [`manifest`]: the app manifest;
//! - [`ndjson`]: the tolerant NDJSON reader and the LF writer;
//! - [`signature`]: the HMAC-SHA256 webhook signature;
//! - [`lenient`]: the number-or-string deserializers platform payloads need.
//!
//! Readers are tolerant (unknown fields ignored, numbers accepted as strings, both spellings of
//! job types); writers are strict and documented. Only data, (de)serialization and signatures
//! live here: no behaviour, no I/O, and no dependency on any other locforge crate.

pub mod job;
pub mod language;
pub mod lenient;
pub mod manifest;
pub mod ndjson;
pub mod signature;
pub mod strings;

pub use job::{AlignmentString, ErrorBody, FileRef, JobRequest, JobType, Organization, Project};
pub use language::LanguageObject;
pub use manifest::Manifest;
pub use strings::{
    PluralCategory, PluralText, Status, StringRecord, Text, Translation, TranslationStatus,
};
