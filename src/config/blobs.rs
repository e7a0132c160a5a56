//! Where spilled results live (`[blobs]`): the local folder (default, one replica) or an
//! S3-compatible bucket shared by every replica of a fleet. Only the settings and their checks
//! live here; the stores themselves are in `transfer::blob` and `transfer::s3`.

use anyhow::bail;
use serde::Deserialize;

/// The kind of blob store.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BlobKind {
    /// Files in `<data_dir>/blobs` (one replica).
    #[default]
    Local,
    /// Objects in an S3 (or S3-compatible) bucket, shared by every replica.
    S3,
}

impl std::str::FromStr for BlobKind {
    type Err = anyhow::Error;

    fn from_str(s: &str) -> anyhow::Result<BlobKind> {
        match s.trim().to_ascii_lowercase().as_str() {
            "local" => Ok(BlobKind::Local),
            "s3" => Ok(BlobKind::S3),
            other => bail!("blob store kind `{other}` is neither `local` nor `s3`"),
        }
    }
}

/// `[blobs]`: the blob store for spilled results. With `kind = "s3"`, settings left out come from
/// the standard AWS environment variables (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`,
/// `AWS_SESSION_TOKEN`, `AWS_REGION`, `AWS_ENDPOINT_URL`, ...).
#[derive(Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BlobsConfig {
    /// `local` (default) or `s3`.
    pub kind: BlobKind,
    /// The bucket (required for `s3`).
    pub bucket: Option<String>,
    /// Folder inside the bucket that the blobs go under (no leading or trailing slash needed);
    /// the sweeper lists only this prefix.
    pub prefix: String,
    /// The bucket's region (else `AWS_REGION`, else `us-east-1`).
    pub region: Option<String>,
    /// Endpoint URL of an S3-compatible server (`http://127.0.0.1:9000`); plain HTTP is allowed
    /// only when this URL says so.
    pub endpoint: Option<String>,
    /// Path-style requests (`{endpoint}/{bucket}/{key}`), as most S3-compatible servers need.
    pub path_style: bool,
    /// Access key id (else `AWS_ACCESS_KEY_ID`).
    pub access_key_id: Option<String>,
    /// Secret access key (else `AWS_SECRET_ACCESS_KEY`). Never logged.
    pub secret_access_key: Option<String>,
    /// Answer spilled results with presigned S3 GET URLs instead of the app's own `/blobs/{key}`
    /// URLs (the platform then downloads straight from the bucket).
    pub presigned_urls: bool,
}

impl std::fmt::Debug for BlobsConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BlobsConfig")
            .field("kind", &self.kind)
            .field("bucket", &self.bucket)
            .field("prefix", &self.prefix)
            .field("region", &self.region)
            .field("endpoint", &self.endpoint)
            .field("path_style", &self.path_style)
            .field("access_key_id", &self.access_key_id)
            .field(
                "secret_access_key",
                &self.secret_access_key.as_ref().map(|_| "<redacted>"),
            )
            .field("presigned_urls", &self.presigned_urls)
            .finish()
    }
}

impl BlobsConfig {
    /// Applies `LOCFORGE_BLOBS_*` overrides from `get`.
    pub fn apply_env(&mut self, get: &impl Fn(&str) -> Option<String>) -> anyhow::Result<()> {
        if let Some(v) = get("LOCFORGE_BLOBS_KIND") {
            self.kind = v.parse()?;
        }
        if let Some(v) = get("LOCFORGE_BLOBS_BUCKET") {
            self.bucket = Some(v);
        }
        if let Some(v) = get("LOCFORGE_BLOBS_PREFIX") {
            self.prefix = v;
        }
        if let Some(v) = get("LOCFORGE_BLOBS_ENDPOINT") {
            self.endpoint = Some(v);
        }
        Ok(())
    }

    /// Checks what serde cannot: a bucket for `s3`, an endpoint that is a URL, a prefix of safe
    /// path segments.
    pub fn validate(&self) -> anyhow::Result<()> {
        if self.kind == BlobKind::Local {
            return Ok(());
        }
        if self.bucket.as_deref().is_none_or(|b| b.trim().is_empty()) {
            bail!("blobs.bucket is required with blobs.kind = \"s3\"");
        }
        if let Some(e) = &self.endpoint {
            let u = url::Url::parse(e)
                .map_err(|err| anyhow::anyhow!("blobs.endpoint `{e}` is not a URL: {err}"))?;
            if !matches!(u.scheme(), "http" | "https") {
                bail!("blobs.endpoint `{e}` must be an http or https URL");
            }
        }
        for seg in self.prefix.split('/').filter(|s| !s.is_empty()) {
            if seg == "."
                || seg == ".."
                || !seg
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
            {
                bail!(
                    "blobs.prefix `{}` may hold only letters, digits, `-`, `_`, `.` and `/`",
                    self.prefix
                );
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn s3_needs_a_bucket_and_a_clean_prefix_and_hides_its_secret() {
        let mut c: BlobsConfig = toml::from_str(
            "kind = \"s3\"\nprefix = \"fleet/spilled\"\nsecret_access_key = \"hush-123\"",
        )
        .expect("parses");
        assert!(c.validate().is_err(), "no bucket");
        c.bucket = Some("b".into());
        c.validate().expect("valid");
        assert!(!format!("{c:?}").contains("hush-123"));
        c.prefix = "../x".into();
        assert!(c.validate().is_err());
        c.prefix = String::new();
        c.endpoint = Some("ftp://x".into());
        assert!(c.validate().is_err());
        assert!(toml::from_str::<BlobsConfig>("kind = \"gcs\"").is_err());
    }
}
