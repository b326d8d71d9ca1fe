//! S3-compatible buckets, for pictures (`LANGHE_S3_BUCKET`) and backups
//! (`LANGHE_BACKUP_BUCKET`) alike: configured from the standard `AWS_*` variables and created
//! at start when they do not exist, so a new install needs no separate step (and no tool of
//! the provider's) before its first write.

use anyhow::{bail, Context};
use object_store::aws::{AmazonS3, AmazonS3Builder};
use object_store::path::Path as ObjectPath;
use object_store::signer::Signer;
use reqwest::{Method, StatusCode};
use std::time::Duration;

/// Signed URLs live this long: only for the two requests made right away.
const SIGNED_FOR: Duration = Duration::from_secs(300);

/// The bucket `name` as the `AWS_*` variables describe its store (`AWS_ACCESS_KEY_ID`,
/// `AWS_SECRET_ACCESS_KEY`, `AWS_DEFAULT_REGION`, and `AWS_ENDPOINT_URL` plus
/// `AWS_ALLOW_HTTP=true` for a non-AWS endpoint).
pub fn from_env(name: &str) -> AmazonS3Builder {
    AmazonS3Builder::from_env().with_bucket_name(name)
}

/// The bucket `builder` names, created when missing.
pub async fn open(builder: AmazonS3Builder) -> anyhow::Result<AmazonS3> {
    let store = builder.build().context("configuring the S3 bucket")?;
    create_bucket_if_missing(&store).await?;
    Ok(store)
}

/// `HeadBucket`, then `CreateBucket` when it answered 404. object_store has no bucket
/// operations, but its signer addresses the bucket itself with the empty path (path-style
/// `{endpoint}/{bucket}/` or virtual-hosted `{bucket}.{endpoint}/`), so both requests are
/// signed with exactly the configuration the store uses. Another server creating the bucket
/// at the same moment (409) counts as success.
async fn create_bucket_if_missing(store: &AmazonS3) -> anyhow::Result<()> {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .context("building the HTTP client for the bucket check")?;
    let bucket = ObjectPath::from("");
    let head = store
        .signed_url(Method::HEAD, &bucket, SIGNED_FOR)
        .await
        .context("signing the bucket check")?;
    let found = client
        .head(head)
        .send()
        .await
        .context("asking whether the S3 bucket exists")?
        .status();
    if found.is_success() {
        return Ok(());
    }
    if found != StatusCode::NOT_FOUND {
        bail!("the S3 bucket check answered {found} (is the bucket reachable with these credentials?)");
    }
    let create = store
        .signed_url(Method::PUT, &bucket, SIGNED_FOR)
        .await
        .context("signing the bucket creation")?;
    let created = client
        .put(create)
        .send()
        .await
        .context("creating the S3 bucket")?;
    let status = created.status();
    if status.is_success() {
        tracing::info!(%store, "created the S3 bucket");
    }
    if status.is_success() || status == StatusCode::CONFLICT {
        return Ok(());
    }
    let said = created.text().await.unwrap_or_default();
    bail!("creating the S3 bucket answered {status}: {said}")
}
