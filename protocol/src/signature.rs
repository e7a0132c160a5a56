//! The webhook signature (docs/PROTOCOL.md §13): `lowercase_hex(HMAC-SHA256(key = app secret,
//! message = raw body))`, sent bare in `X-Platform-Signature` / `X-Crowdin-Signature`. Signing
//! and a constant-time check live here; which header carries it is the sender's business.

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

fn mac(secret: &str, body: &[u8]) -> HmacSha256 {
    let mut mac = <HmacSha256 as KeyInit>::new_from_slice(secret.as_bytes())
        .unwrap_or_else(|_| unreachable!("HMAC accepts keys of any length"));
    mac.update(body);
    mac
}

/// The signature of `body` under `secret`: 64 lowercase hex digits.
pub fn sign(secret: &str, body: &[u8]) -> String {
    hex::encode(mac(secret, body).finalize().into_bytes())
}

/// True when `signature` is the signature of `body` under `secret`. Accepts an optional
/// `sha256=` prefix and hex digits in either case; the comparison takes constant time.
pub fn verify(secret: &str, body: &[u8], signature: &str) -> bool {
    let hex_digits = signature.strip_prefix("sha256=").unwrap_or(signature);
    let Ok(expected) = hex::decode(hex_digits) else {
        return false;
    };
    mac(secret, body).verify_slice(&expected).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 4231 test case 2.
    const RFC_4231_2: &str = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";

    #[test]
    fn signature_is_lowercase_hex_hmac_sha256() {
        assert_eq!(sign("Jefe", b"what do ya want for nothing?"), RFC_4231_2);
    }

    #[test]
    fn verify_accepts_the_signature_with_or_without_prefix() {
        let body = b"what do ya want for nothing?";
        assert!(verify("Jefe", body, RFC_4231_2));
        assert!(verify("Jefe", body, &format!("sha256={RFC_4231_2}")));
        assert!(verify("Jefe", body, &RFC_4231_2.to_uppercase()));
    }

    #[test]
    fn verify_refuses_wrong_secret_body_or_shape() {
        let body = b"what do ya want for nothing?";
        assert!(!verify("jefe", body, RFC_4231_2));
        assert!(!verify("Jefe", b"other", RFC_4231_2));
        assert!(!verify("Jefe", body, &RFC_4231_2[..62]));
        assert!(!verify("Jefe", body, "not hex"));
        assert!(!verify("Jefe", body, ""));
        assert!(!verify("Jefe", body, &format!("sha1={RFC_4231_2}")));
    }
}
