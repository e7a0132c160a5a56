//! The webhook signature check (`protocol/src/signature.rs` `verify`) on arbitrary secrets,
//! bodies and signature headers: never a panic; the signature of a body verifies (bare, with
//! `sha256=`, upper case); a fuzzer-made signature is accepted only when it is the HMAC of the
//! body (hex in any case, optional `sha256=`). A body whose signature checks is then read the way
//! the dispatcher reads a delivery (`{"events":[…]}`, each event's `event` name).

#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use locforge_protocol::signature::{sign, verify};

#[derive(Arbitrary, Debug)]
struct Input {
    secret: String,
    signature: String,
    body: Vec<u8>,
}

fuzz_target!(|i: Input| {
    let real = sign(&i.secret, &i.body);
    assert!(verify(&i.secret, &i.body, &real));
    assert!(verify(&i.secret, &i.body, &format!("sha256={real}")));
    assert!(verify(&i.secret, &i.body, &real.to_ascii_uppercase()));
    let bare = i.signature.strip_prefix("sha256=").unwrap_or(&i.signature);
    assert_eq!(
        verify(&i.secret, &i.body, &i.signature),
        bare.eq_ignore_ascii_case(&real),
        "signature {:?} for {real}",
        i.signature
    );
    let _ = locforge::workflow::delivery::read_events(&i.body);
});
