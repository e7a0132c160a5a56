//! The webhook module (PROTOCOL-NOTES §5): the route that checks and persists deliveries
//! ([`receive`]; replays are recognised by the store), the processing of one delivery by event
//! ([`dispatch`]) and the background processor of the inbox ([`processor`]).
//!
//! What must not live here: the workflow steps' decisions and their status updates
//! (`crate::workflow`), persistence (`crate::store`), API calls beyond what `crate::platform`
//! offers.

pub mod dispatch;
pub mod processor;
pub mod receive;
