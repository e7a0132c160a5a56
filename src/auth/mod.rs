//! Authentication of requests from the platform: signed request tokens (JWT, HS256 pinned).
//! Webhook HMAC and OAuth live beside it when those modules arrive.

pub mod jwt;
