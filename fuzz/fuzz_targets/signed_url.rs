//! The signed download URL check (`src/transfer/signed.rs` `UrlSigner::verify`) and the blob key
//! rules on arbitrary keys, expiries, signatures and clocks: never a panic; a URL signed by the
//! signer verifies until it expires (then it is `Expired`, never `Invalid`); a fuzzer-made
//! signature is accepted only when it is the right HMAC (the signer's hex, in any case).

#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use locforge::transfer::blob::{is_valid_key, key_expiry};
use locforge::transfer::signed::{SignatureError, UrlSigner};

#[derive(Arbitrary, Debug)]
struct Input {
    secret: Vec<u8>,
    key: String,
    expires: u64,
    now: u64,
    sig: String,
}

fuzz_target!(|i: Input| {
    let _ = is_valid_key(&i.key);
    let _ = key_expiry(&i.key);
    let signer = UrlSigner::new(&i.secret);
    let real = signer.sign(&i.key, i.expires);
    let want = if i.now > i.expires {
        Err(SignatureError::Expired)
    } else {
        Ok(())
    };
    assert_eq!(signer.verify(&i.key, i.expires, &real, i.now), want);
    assert_eq!(
        signer.verify(&i.key, i.expires, &real.to_ascii_uppercase(), i.now),
        want
    );
    match signer.verify(&i.key, i.expires, &i.sig, i.now) {
        Err(SignatureError::Invalid) => assert!(
            !i.sig.eq_ignore_ascii_case(&real),
            "the right signature refused"
        ),
        _ => assert!(
            i.sig.eq_ignore_ascii_case(&real),
            "accepted a signature that is not the HMAC: {:?}",
            i.sig
        ),
    }
});
