//! The JSON family: the span scanner ([`scan`]), the dialect walker every JSON format parses and
//! renders with ([`dialect`]), ICU MessageFormat plurals ([`icu`]), `create` for new JSON files
//! ([`create`]), and the formats themselves: `json`, `i18next`, `json-reference` ([`plain`]),
//! `arb` ([`arb`]), `formatjs` ([`formatjs`]), `structured-json` ([`structured`]), `webext`
//! ([`webext`]), `resjson` ([`resjson`]), `go-i18n` ([`goi18n`]) and `i18next-v3`
//! ([`i18next_v3`]).
//!
//! What must not live here: anything another family needs besides ICU plurals (shared helpers go
//! to the crate's core modules), and I/O.

pub mod arb;
pub mod create;
pub mod dialect;
pub mod formatjs;
pub mod goi18n;
pub mod i18next_v3;
pub mod icu;
pub mod plain;
pub mod resjson;
pub mod scan;
pub mod structured;
pub mod webext;

pub use arb::Arb;
pub use formatjs::FormatJs;
pub use goi18n::GoI18nJson;
pub use i18next_v3::I18nextV3Json;
pub use plain::{I18nextJson, NestedJson, ReferenceJson};
pub use resjson::ResJson;
pub use structured::StructuredJson;
pub use webext::WebExtMessages;
