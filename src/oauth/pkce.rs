//! The random values of one authorization (RFC 7636, RFC 6749 §10.10): the PKCE code verifier
//! and its challenge, and the `state`. Both come from the thread's CSPRNG (`rand`'s `ThreadRng`,
//! ChaCha seeded by the operating system). Pure functions; no I/O, no cookies here.

use base64::Engine as _;
use sha2::{Digest, Sha256};

use crate::platform::PkceMethod;
use crate::store::Secret;

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// A new code verifier: 64 characters of `[A-Za-z0-9-_]` (48 random bytes, base64url), inside
/// RFC 7636's 43–128 characters of the unreserved set.
pub fn new_verifier() -> Secret {
    let a: [u8; 32] = rand::random();
    let b: [u8; 16] = rand::random();
    let mut bytes = [0u8; 48];
    bytes[..32].copy_from_slice(&a);
    bytes[32..].copy_from_slice(&b);
    Secret::new(B64.encode(bytes))
}

/// A new `state`: 256 random bits, base64url (43 characters).
pub fn new_state() -> String {
    B64.encode(rand::random::<[u8; 32]>())
}

/// The `code_challenge` of `verifier`: BASE64URL-no-padding(SHA-256(verifier)) for `S256`, the
/// verifier itself for `plain`.
pub fn challenge(verifier: &Secret, method: PkceMethod) -> String {
    match method {
        PkceMethod::S256 => B64.encode(Sha256::digest(verifier.expose().as_bytes())),
        PkceMethod::Plain => verifier.expose().to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unreserved(s: &str) -> bool {
        s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'))
    }

    #[test]
    fn verifiers_and_states_are_fresh_and_well_formed() {
        let v = new_verifier();
        assert_eq!(v.expose().len(), 64);
        assert!(unreserved(v.expose()));
        assert_ne!(new_verifier(), v);
        let s = new_state();
        assert_eq!(s.len(), 43);
        assert!(unreserved(&s));
        assert_ne!(new_state(), s);
    }

    #[test]
    fn the_rfc_7636_example_challenge() {
        // RFC 7636 appendix B.
        let v = Secret::new("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk");
        assert_eq!(
            challenge(&v, PkceMethod::S256),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
        assert_eq!(challenge(&v, PkceMethod::Plain), v.expose());
    }
}
