//! Authentication of requests from the platform: signed request tokens (JWT, HS256 pinned).
//! Webhook HMAC and OAuth live beside it when those modules arrive. Nothing here knows HTTP:
//! finding the token in a request and answering 401/403 is the `http::signed` extractor's job.

pub mod jwt;
