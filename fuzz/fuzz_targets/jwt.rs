//! The signed-token verifier (`src/auth/jwt.rs` `TokenVerifier::verify`) on arbitrary tokens:
//! never a panic, and never an accepted token that is not an HS256 token signed with the app's
//! secret: whatever it accepts is checked here independently (header `alg` HS256, HMAC-SHA256 of
//! `header.payload` under the secret equals the signature, `context` ids present). Byte 0 picks
//! the module the route checks the token for; the rest is the token (UTF-8, invalid bytes
//! replaced). Seeds are valid tokens minted for `NOW` (fuzz/seeds/jwt).

#![no_main]

use base64::Engine as _;
use hmac::{Hmac, KeyInit, Mac};
use libfuzzer_sys::fuzz_target;
use locforge::auth::jwt::TokenVerifier;
use sha2::Sha256;

const CLIENT_ID: &str = "fuzz-client";
const SECRET: &str = "fuzz-secret-0123456789";
/// The clock of every check (the seeds are minted for it).
const NOW: u64 = 1_700_000_000;

fn b64(s: &str) -> Option<Vec<u8>> {
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(s.trim_end_matches('='))
        .ok()
}

fuzz_target!(|data: &[u8]| {
    let [sel, rest @ ..] = data else {
        return;
    };
    let token = String::from_utf8_lossy(rest);
    let module = match sel % 3 {
        0 => None,
        1 => Some("locforge-po"),
        _ => Some("qa-gate"),
    };
    let verifier = TokenVerifier::new(CLIENT_ID, SECRET);
    let Ok(identity) = verifier.verify(&token, module, NOW) else {
        return;
    };
    // Accepted: check it independently.
    let t = token.trim();
    let mut parts = t.split('.');
    let (Some(h), Some(p), Some(s), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        panic!("accepted a token that is not three parts: {t:?}");
    };
    let header: serde_json::Value =
        serde_json::from_slice(&b64(h).expect("accepted header is base64url"))
            .expect("accepted header is JSON");
    assert_eq!(header["alg"], "HS256", "accepted alg {:?}", header["alg"]);
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(SECRET.as_bytes()).expect("any key");
    mac.update(format!("{h}.{p}").as_bytes());
    let sig = b64(s).expect("accepted signature is base64url");
    assert!(
        mac.verify_slice(&sig).is_ok(),
        "accepted a token whose signature is not ours: {t:?}"
    );
    let claims: serde_json::Value = serde_json::from_slice(&b64(p).expect("payload base64url"))
        .expect("accepted payload is JSON");
    assert!(
        claims.get("context").is_some(),
        "accepted without context: {claims}"
    );
    if let (Some(m), Some(route)) = (claims.get("module").and_then(|m| m.as_str()), module) {
        assert_eq!(m, route, "accepted a token for another module");
    }
    assert_eq!(
        identity.module.as_deref(),
        claims.get("module").and_then(|m| m.as_str())
    );
});
