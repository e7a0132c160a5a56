//! Moving bytes in and out of the service: the guarded URL fetcher, the blob store for spilled
//! results, and signed download URLs. Nothing here knows about jobs or formats.

pub mod blob;
pub mod fetch;
pub mod guard;
pub mod signed;
