//! Secrets at rest: the master key, the per-column ciphers derived from it, and the
//! [`Secret`] type that carries a plaintext secret through the program without ever printing it.
//!
//! Format of a sealed value (one database cell):
//!
//! ```text
//! byte 0      version, 0x01 = XChaCha20-Poly1305 with an HKDF-SHA256 column key
//! bytes 1..25 random 24-byte nonce (fresh for every value)
//! bytes 25..  ciphertext followed by the 16-byte Poly1305 tag
//! ```
//!
//! The key for each column is `HKDF-SHA256(ikm = master key, salt = "locforge-store",
//! info = "locforge store v1 <table>.<column>")`, so a value sealed for one column does not open in
//! another, and the row's key (credential key, user token key) is the AEAD associated data, so a
//! value copied to another row does not open either. Nothing here touches the database.

use std::fmt;
use std::path::Path;

use anyhow::{bail, Context};
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{Key, XChaCha20Poly1305, XNonce};
use hkdf::Hkdf;
use sha2::Sha256;
use zeroize::{Zeroize, Zeroizing};

use crate::config::Config;

/// Version byte of the current sealed-value format.
const FORMAT_V1: u8 = 0x01;
const NONCE_LEN: usize = 24;
const TAG_LEN: usize = 16;
const HKDF_SALT: &[u8] = b"locforge-store";
/// Name of the generated key file in the data directory.
pub const KEY_FILE: &str = "store-key";
/// Shortest configured master key accepted (characters).
pub const MIN_KEY_LEN: usize = 32;

/// A plaintext secret (app secret, access or refresh token). Its `Debug` prints `Secret(***)`
/// and its memory is zeroed when dropped; read it with [`Secret::expose`] at the point of use.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// Wraps a plaintext secret.
    pub fn new(s: impl Into<String>) -> Self {
        Secret(s.into())
    }

    /// The plaintext, for the one place that needs it (a request header, an HMAC key).
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl From<&str> for Secret {
    fn from(s: &str) -> Self {
        Secret(s.to_owned())
    }
}

impl From<String> for Secret {
    fn from(s: String) -> Self {
        Secret(s)
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

impl Drop for Secret {
    fn drop(&mut self) {
        self.0.zeroize();
    }
}

/// The configured (or generated) master key from which every column key is derived.
/// `Debug` redacts it.
#[derive(Clone)]
pub struct MasterKey(Zeroizing<Vec<u8>>);

impl fmt::Debug for MasterKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("MasterKey(***)")
    }
}

impl MasterKey {
    /// A key from configuration (`secret_key` / `LOCFORGE_SECRET_KEY`): its UTF-8 bytes, surrounding
    /// whitespace trimmed, are the HKDF input. At least [`MIN_KEY_LEN`] characters.
    pub fn from_config(s: &str) -> anyhow::Result<Self> {
        let s = s.trim();
        if s.len() < MIN_KEY_LEN {
            bail!("the secret key must be at least {MIN_KEY_LEN} characters long");
        }
        Ok(MasterKey(Zeroizing::new(s.as_bytes().to_vec())))
    }

    /// The key stored secrets are sealed with under `config`: `secret_key`, or the one kept in
    /// (and on first use generated into) the data folder. Returns the key and whether it was
    /// generated now.
    pub fn resolve(config: &Config) -> anyhow::Result<(Self, bool)> {
        match &config.secret_key {
            Some(k) => Ok((MasterKey::from_config(k)?, false)),
            None => MasterKey::load_or_generate(&config.data_dir),
        }
    }

    /// The key kept in `<data_dir>/store-key`, generated there (32 random bytes, hex, mode 0600)
    /// on first use. Returns the key and whether it was generated now. Losing this file makes
    /// every stored secret unreadable: organizations must then be installed again.
    pub fn load_or_generate(data_dir: &Path) -> anyhow::Result<(Self, bool)> {
        let path = data_dir.join(KEY_FILE);
        match std::fs::read_to_string(&path) {
            Ok(s) if !s.trim().is_empty() => {
                let s = Zeroizing::new(s);
                let key = Self::from_config(&s)
                    .with_context(|| format!("invalid key file {}", path.display()))?;
                return Ok((key, false));
            }
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e).with_context(|| format!("cannot read {}", path.display())),
        }
        std::fs::create_dir_all(data_dir)
            .with_context(|| format!("cannot create data folder {}", data_dir.display()))?;
        let hex_key = Zeroizing::new(hex::encode(rand::random::<[u8; 32]>()));
        write_private(&path, hex_key.as_bytes())
            .with_context(|| format!("cannot write {}", path.display()))?;
        Ok((Self::from_config(&hex_key)?, true))
    }

    fn derive(&self, column: Column) -> XChaCha20Poly1305 {
        let hk = Hkdf::<Sha256>::new(Some(HKDF_SALT), &self.0);
        let mut okm = Zeroizing::new([0u8; 32]);
        // 32 bytes is far below HKDF-SHA256's 8160-byte limit: expand cannot fail.
        if hk.expand(column.info().as_bytes(), okm.as_mut()).is_err() {
            unreachable!("HKDF-SHA256 expands to 32 bytes");
        }
        XChaCha20Poly1305::new(&Key::from(*okm))
    }
}

/// The client secret: `client_secret` when configured (at least 16 characters), or the one
/// read from (and on first use generated into, mode 0600) `<data_dir>/client-secret`. Returns
/// the secret and whether it was generated now.
pub fn resolve_client_secret(config: &Config) -> anyhow::Result<(String, bool)> {
    if let Some(s) = &config.client_secret {
        if s.len() < 16 {
            bail!("the client secret must be at least 16 characters long");
        }
        return Ok((s.clone(), false));
    }
    let path = config.data_dir.join("client-secret");
    if let Ok(s) = std::fs::read_to_string(&path) {
        let s = s.trim().to_owned();
        if !s.is_empty() {
            return Ok((s, false));
        }
    }
    std::fs::create_dir_all(&config.data_dir)
        .with_context(|| format!("cannot create data folder {}", config.data_dir.display()))?;
    let secret = hex::encode(rand::random::<[u8; 32]>());
    write_private(&path, secret.as_bytes())
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok((secret, true))
}

/// Writes `bytes` to a new or truncated file only its owner may read (mode 0600 on Unix): the
/// one writer of the secret files of the data folder.
#[cfg(unix)]
fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)?;
    f.write_all(bytes)
}

#[cfg(not(unix))]
fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    std::fs::write(path, bytes)
}

/// The encrypted columns. Each has its own derived key (its HKDF info string).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// `organizations.app_secret`
    AppSecret,
    /// `installation_tokens.access_token`
    InstallationAccessToken,
    /// `user_tokens.access_token`
    UserAccessToken,
    /// `user_tokens.refresh_token`
    UserRefreshToken,
    /// Not a column: the pending user authorization the OAuth flow seals into a browser cookie
    /// (state, PKCE verifier, who and where), so that any replica can finish the flow.
    OAuthFlow,
}

impl Column {
    const ALL: [Column; 5] = [
        Column::AppSecret,
        Column::InstallationAccessToken,
        Column::UserAccessToken,
        Column::UserRefreshToken,
        Column::OAuthFlow,
    ];

    /// The HKDF info string of this column.
    pub fn info(self) -> &'static str {
        match self {
            Column::AppSecret => "locforge store v1 organizations.app_secret",
            Column::InstallationAccessToken => "locforge store v1 installation_tokens.access_token",
            Column::UserAccessToken => "locforge store v1 user_tokens.access_token",
            Column::UserRefreshToken => "locforge store v1 user_tokens.refresh_token",
            Column::OAuthFlow => "locforge store v1 oauth flow cookie",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Why a sealed value could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// Too short, or an unknown version byte.
    #[error("malformed sealed value ({0})")]
    Malformed(&'static str),
    /// Authentication failed: tampered, another key, another column or another row.
    #[error("sealed value does not authenticate (tampered, wrong key, or moved from another column or row)")]
    Unauthentic,
    /// The plaintext is not UTF-8.
    #[error("sealed value is not UTF-8 text")]
    NotText,
}

/// Seals and opens column values with keys derived from one [`MasterKey`].
#[derive(Clone)]
pub struct Sealer {
    ciphers: [XChaCha20Poly1305; 5],
}

impl fmt::Debug for Sealer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Sealer(***)")
    }
}

impl Sealer {
    /// Derives the column keys.
    pub fn new(key: &MasterKey) -> Self {
        Sealer {
            ciphers: Column::ALL.map(|c| key.derive(c)),
        }
    }

    /// Encrypts `plain` for `column` of the row `row_key` (associated data), with a fresh nonce.
    pub fn seal(&self, column: Column, row_key: &str, plain: &Secret) -> Vec<u8> {
        let nonce_bytes: [u8; NONCE_LEN] = rand::random();
        let nonce = XNonce::from(nonce_bytes);
        let payload = Payload {
            msg: plain.expose().as_bytes(),
            aad: row_key.as_bytes(),
        };
        let Ok(ct) = self.ciphers[column.index()].encrypt(&nonce, payload) else {
            // Only fails for inputs beyond 256 GiB.
            unreachable!("XChaCha20-Poly1305 encrypts any secret-sized input");
        };
        let mut out = Vec::with_capacity(1 + NONCE_LEN + ct.len());
        out.push(FORMAT_V1);
        out.extend_from_slice(&nonce_bytes);
        out.extend_from_slice(&ct);
        out
    }

    /// Decrypts a value sealed by [`Sealer::seal`] for the same column and row.
    pub fn open(&self, column: Column, row_key: &str, sealed: &[u8]) -> Result<Secret, OpenError> {
        let (&version, rest) = sealed.split_first().ok_or(OpenError::Malformed("empty"))?;
        if version != FORMAT_V1 {
            return Err(OpenError::Malformed("unknown version"));
        }
        if rest.len() < NONCE_LEN + TAG_LEN {
            return Err(OpenError::Malformed("too short"));
        }
        let (nonce_bytes, ct) = rest.split_at(NONCE_LEN);
        let mut nonce_arr = [0u8; NONCE_LEN];
        nonce_arr.copy_from_slice(nonce_bytes);
        let payload = Payload {
            msg: ct,
            aad: row_key.as_bytes(),
        };
        let plain = self.ciphers[column.index()]
            .decrypt(&XNonce::from(nonce_arr), payload)
            .map_err(|_| OpenError::Unauthentic)?;
        String::from_utf8(plain).map(Secret).map_err(|e| {
            let mut bytes = e.into_bytes();
            bytes.zeroize();
            OpenError::NotText
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dev_secret_is_generated_once() {
        let dir = tempfile::tempdir().expect("tempdir");
        let c = Config {
            data_dir: dir.path().join("d"),
            ..Config::default()
        };
        let (a, fresh) = resolve_client_secret(&c).expect("generated");
        assert!(fresh);
        let (b, fresh) = resolve_client_secret(&c).expect("read back");
        assert!(!fresh);
        assert_eq!(a, b);
        assert_eq!(a.len(), 64);
    }

    fn key(s: &str) -> MasterKey {
        MasterKey::from_config(&s.repeat(32)).expect("long enough")
    }

    #[test]
    fn round_trip_and_fresh_nonces() {
        let s = Sealer::new(&key("a"));
        let secret = Secret::new("hunter2-token");
        let a = s.seal(Column::AppSecret, "acme", &secret);
        let b = s.seal(Column::AppSecret, "acme", &secret);
        assert_ne!(a, b, "fresh nonce per value");
        assert_eq!(a[0], FORMAT_V1);
        assert_eq!(a.len(), 1 + NONCE_LEN + "hunter2-token".len() + TAG_LEN);
        assert_eq!(
            s.open(Column::AppSecret, "acme", &a).expect("opens"),
            secret
        );
    }

    #[test]
    fn tamper_key_column_row_and_version_are_refused() {
        let s = Sealer::new(&key("a"));
        let sealed = s.seal(Column::AppSecret, "acme", &Secret::new("x"));
        let mut tampered = sealed.clone();
        let last = tampered.len() - 1;
        tampered[last] ^= 1;
        assert!(matches!(
            s.open(Column::AppSecret, "acme", &tampered),
            Err(OpenError::Unauthentic)
        ));
        assert!(matches!(
            Sealer::new(&key("b")).open(Column::AppSecret, "acme", &sealed),
            Err(OpenError::Unauthentic)
        ));
        assert!(matches!(
            s.open(Column::InstallationAccessToken, "acme", &sealed),
            Err(OpenError::Unauthentic)
        ));
        assert!(matches!(
            s.open(Column::AppSecret, "other", &sealed),
            Err(OpenError::Unauthentic)
        ));
        let mut v2 = sealed.clone();
        v2[0] = 2;
        assert!(matches!(
            s.open(Column::AppSecret, "acme", &v2),
            Err(OpenError::Malformed(_))
        ));
        assert!(matches!(
            s.open(Column::AppSecret, "acme", &sealed[..10]),
            Err(OpenError::Malformed(_))
        ));
    }

    #[test]
    fn debug_redacts() {
        let k = key("z");
        assert_eq!(format!("{k:?}"), "MasterKey(***)");
        assert_eq!(format!("{:?}", Secret::new("hunter2")), "Secret(***)");
        assert_eq!(format!("{:?}", Sealer::new(&k)), "Sealer(***)");
    }

    #[test]
    fn short_configured_key_is_refused() {
        assert!(MasterKey::from_config("short").is_err());
    }

    #[test]
    fn generated_key_file_is_private_and_stable() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (a, fresh) = MasterKey::load_or_generate(dir.path()).expect("generated");
        assert!(fresh);
        let (b, fresh) = MasterKey::load_or_generate(dir.path()).expect("read back");
        assert!(!fresh);
        let sealed = Sealer::new(&a).seal(Column::AppSecret, "k", &Secret::new("v"));
        assert_eq!(
            Sealer::new(&b)
                .open(Column::AppSecret, "k", &sealed)
                .expect("same key")
                .expose(),
            "v"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join(KEY_FILE))
                .expect("key file")
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }
}
