//! What every handler shares: the engine, the token verifier and the rendered manifest.

use std::sync::Arc;

use bytes::Bytes;

use crate::auth::jwt::TokenVerifier;
use crate::engine::Engine;

/// Shared state of the app's handlers.
pub struct AppState {
    /// Runs jobs.
    pub engine: Arc<Engine>,
    /// Verifies signed request tokens.
    pub verifier: TokenVerifier,
    /// The manifest, rendered once at start-up.
    pub manifest: Bytes,
}
