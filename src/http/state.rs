//! What every handler shares: the engine, the token verifier, the rendered manifest, the store
//! and the platform API client.

use std::sync::Arc;

use bytes::Bytes;

use crate::auth::jwt::TokenVerifier;
use crate::engine::Engine;
use crate::platform::PlatformClient;
use crate::store::Store;

/// Shared state of the app's handlers.
pub struct AppState {
    /// Runs jobs.
    pub engine: Arc<Engine>,
    /// Verifies signed request tokens.
    pub verifier: TokenVerifier,
    /// The manifest, rendered once at start-up.
    pub manifest: Bytes,
    /// Installed organizations, tokens, settings, queued work.
    pub store: Store,
    /// Calls to the platform API on behalf of installed organizations.
    pub platform: PlatformClient,
}
