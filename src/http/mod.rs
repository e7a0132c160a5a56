//! The low HTTP core every feature's routes are written with (axum): the shared state
//! ([`AppState`]), the refusal shape ([`error::ApiError`]), axum's extractors with JSON
//! refusals and the router's fallbacks ([`reject`]), the signed-token check
//! ([`signed::SignedRequest`]), request bodies read within limits and the job admission
//! ([`intake`]), running and answering one file job ([`job`]), the answers of failed dependencies ([`unavailable`]), a panic's answer
//! ([`panic`](mod@panic)), the one HTML escape ([`html`]), and the listener ([`listen`], with the send
//! timeout of [`send_timeout`] and the lingering close of [`linger`]).
//!
//! What must not live here: routes or any feature's handlers (each feature module mounts its own
//! with a `routes()`; the `service` module assembles them), and imports of a feature module: this
//! module sits below `jobs`, `lifecycle`, `health`, `oauth`, `pages`, `webhooks` and `workflow`,
//! above `engine`, `auth`, `platform`, `store`.

pub mod error;
pub mod html;
pub mod intake;
pub mod job;
pub mod linger;
pub mod listen;
pub mod panic;
pub mod reject;
pub mod send_timeout;
pub mod signed;
pub mod state;
pub mod unavailable;

pub use state::AppState;
