//! Moving bytes in and out of the service: the guarded URL fetcher, the blob stores for spilled
//! results (local folder, S3), and signed download URLs. Nothing here knows about jobs or formats.

pub mod blob;
pub mod fetch;
pub mod guard;
pub mod s3;
pub mod signed;
