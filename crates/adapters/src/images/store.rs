//! `ImageStore` over any object_store backend: a local folder or an S3-compatible bucket.

use super::content_version::{content_md5, content_version, is_content_md5, version_of_md5};
use super::key::{validate_key, validate_prefix};
use super::version_cache::{validator, VersionCache};
use async_trait::async_trait;
use domain::images::ImageVersion;
use domain::ports::{ImageInfo, ImageStore, ImageStoreError, StoredImage};
use futures::{StreamExt, TryStreamExt};
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as ObjectPath;
use object_store::{
    Attribute, Attributes, GetOptions, ObjectMeta, ObjectStore, ObjectStoreExt, PutOptions,
    PutPayload,
};
use std::path::Path;
use std::sync::Arc;

/// The user metadata (S3: `x-amz-meta-langhe-content-md5`) that records an object's
/// [`content_md5`] when it is written, so its version is known without reading it again.
const CONTENT_MD5: &str = "langhe-content-md5";

/// How many pictures a listing looks up at once when their versions are not known yet.
const LOOKUPS_AT_ONCE: usize = 8;

/// Images stored as objects; every key is checked by [`validate_key`] before it reaches the
/// backend, so no caller-supplied name can address anything outside the image tree.
///
/// A picture's version is a digest of its bytes ([`super::content_version`]), the same on
/// every backend. A bucket records it beside the object at `put`; a local folder cannot
/// (object_store's `LocalFileSystem` refuses attributes), so there it is worked out from the
/// bytes the first time a picture is seen. Pictures written before versions were
/// content-based have no record and are read once, too.
#[derive(Clone)]
pub struct ObjectStoreImages {
    store: Arc<dyn ObjectStore>,
    /// Whether the backend keeps user metadata beside an object.
    keeps_metadata: bool,
    versions: Arc<VersionCache>,
}

fn unexpected(error: object_store::Error) -> ImageStoreError {
    ImageStoreError::Unexpected(Box::new(error))
}

fn object_path(key: &str) -> Result<ObjectPath, ImageStoreError> {
    let key = validate_key(key)?;
    // Our key rules are stricter than object_store's, so this only fails on a bug.
    ObjectPath::parse(key).map_err(|_| ImageStoreError::InvalidKey)
}

fn not_found_or_unexpected(error: object_store::Error) -> ImageStoreError {
    match error {
        object_store::Error::NotFound { .. } => ImageStoreError::NotFound,
        other => unexpected(other),
    }
}

fn info_of(meta: &ObjectMeta, version: ImageVersion) -> ImageInfo {
    ImageInfo {
        key: meta.location.to_string(),
        version,
        last_modified: meta.last_modified,
    }
}

fn recorded_md5(attributes: &Attributes) -> Option<String> {
    let recorded = attributes.get(&Attribute::Metadata(CONTENT_MD5.into()))?;
    is_content_md5(recorded).then(|| recorded.to_string())
}

impl ObjectStoreImages {
    fn new(store: Arc<dyn ObjectStore>, keeps_metadata: bool) -> Self {
        Self {
            store,
            keeps_metadata,
            versions: Arc::default(),
        }
    }

    /// Images in the folder `dir` (created when missing).
    pub fn local(dir: impl AsRef<Path>) -> anyhow::Result<Self> {
        use anyhow::Context as _;
        let dir = dir.as_ref();
        std::fs::create_dir_all(dir)
            .with_context(|| format!("creating the image folder {}", dir.display()))?;
        let store = LocalFileSystem::new_with_prefix(dir)
            .with_context(|| format!("opening the image folder {}", dir.display()))?;
        Ok(Self::new(Arc::new(store), false))
    }

    /// Images in an S3-compatible bucket, configured from the usual `AWS_*` variables
    /// (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_DEFAULT_REGION`, and
    /// `AWS_ENDPOINT_URL` plus `AWS_ALLOW_HTTP=true` for a non-AWS endpoint); the bucket is
    /// created when it does not exist yet.
    pub async fn s3(bucket: &str) -> anyhow::Result<Self> {
        Self::s3_from(AmazonS3Builder::from_env().with_bucket_name(bucket)).await
    }

    /// Images in the bucket `builder` names (created when missing), for callers that spell
    /// the configuration out instead of reading the environment.
    pub async fn s3_from(builder: AmazonS3Builder) -> anyhow::Result<Self> {
        use anyhow::Context as _;
        let store = builder.build().context("configuring the S3 bucket")?;
        super::bucket::create_bucket_if_missing(&store).await?;
        Ok(Self::new(Arc::new(store), true))
    }

    /// The object at `path` as the store describes it, with the MD5 recorded when it was
    /// written if the backend keeps one: one request either way.
    async fn head_object(
        &self,
        path: &ObjectPath,
    ) -> Result<(ObjectMeta, Option<String>), object_store::Error> {
        if !self.keeps_metadata {
            return Ok((self.store.head(path).await?, None));
        }
        let head = GetOptions {
            head: true,
            ..GetOptions::default()
        };
        let answer = self.store.get_opts(path, head).await?;
        Ok((answer.meta, recorded_md5(&answer.attributes)))
    }

    /// What the store holds in the state `meta` describes: its version is remembered, or
    /// derived from the MD5 `recorded` beside it, or else from its bytes, read for this.
    async fn describe(
        &self,
        meta: ObjectMeta,
        recorded: Option<String>,
    ) -> Result<ImageInfo, object_store::Error> {
        if let Some(version) = self.versions.get(&meta) {
            return Ok(info_of(&meta, version));
        }
        let (meta, version) = match recorded {
            Some(md5) => (meta, version_of_md5(&md5)),
            None => {
                let answer = self.store.get(&meta.location).await?;
                // The state read, which is newer than `meta` if the picture was replaced since.
                let meta = answer.meta.clone();
                (meta, content_version(&answer.bytes().await?))
            }
        };
        let key = meta.location.as_ref();
        self.versions
            .remember(key, validator(&meta), version.clone());
        Ok(info_of(&meta, version))
    }

    /// [`Self::describe`] for an object a listing named (whose metadata a listing lacks).
    async fn describe_listed(
        &self,
        listed: ObjectMeta,
    ) -> Result<Option<ImageInfo>, object_store::Error> {
        if let Some(version) = self.versions.get(&listed) {
            return Ok(Some(info_of(&listed, version)));
        }
        let found = if self.keeps_metadata {
            self.head_object(&listed.location).await
        } else {
            Ok((listed, None))
        };
        let described = match found {
            Ok((meta, recorded)) => self.describe(meta, recorded).await,
            Err(error) => Err(error),
        };
        match described {
            Ok(info) => Ok(Some(info)),
            // Deleted since it was listed: no longer below the folder.
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(error),
        }
    }
}

#[async_trait]
impl ImageStore for ObjectStoreImages {
    async fn put(&self, key: &str, bytes: Vec<u8>) -> Result<ImageVersion, ImageStoreError> {
        let path = object_path(key)?;
        let md5 = content_md5(&bytes);
        let mut options = PutOptions::default();
        if self.keeps_metadata {
            options.attributes =
                Attributes::from_iter([(Attribute::Metadata(CONTENT_MD5.into()), md5.clone())]);
        }
        let written = self
            .store
            .put_opts(&path, PutPayload::from(bytes), options)
            .await
            .map_err(unexpected)?;
        let version = version_of_md5(&md5);
        match written.e_tag {
            Some(e_tag) => self.versions.remember(key, e_tag, version.clone()),
            // A backend without ETags: the next read works the version out again.
            None => self.versions.forget(key),
        }
        Ok(version)
    }

    async fn get(&self, key: &str) -> Result<StoredImage, ImageStoreError> {
        let path = object_path(key)?;
        let result = self
            .store
            .get(&path)
            .await
            .map_err(not_found_or_unexpected)?;
        let meta = result.meta.clone();
        let bytes = result.bytes().await.map_err(unexpected)?;
        let version = match self.versions.get(&meta) {
            Some(version) => version,
            None => {
                let version = content_version(&bytes);
                let key = meta.location.as_ref();
                self.versions
                    .remember(key, validator(&meta), version.clone());
                version
            }
        };
        Ok(StoredImage {
            info: info_of(&meta, version),
            bytes: bytes.to_vec(),
        })
    }

    async fn head(&self, key: &str) -> Result<ImageInfo, ImageStoreError> {
        let path = object_path(key)?;
        let (meta, recorded) = self
            .head_object(&path)
            .await
            .map_err(not_found_or_unexpected)?;
        self.describe(meta, recorded)
            .await
            .map_err(not_found_or_unexpected)
    }

    async fn copy(&self, from: &str, to: &str) -> Result<(), ImageStoreError> {
        let (from, to) = (object_path(from)?, object_path(to)?);
        self.store
            .copy(&from, &to)
            .await
            .map_err(not_found_or_unexpected)
    }

    async fn delete(&self, key: &str) -> Result<(), ImageStoreError> {
        let path = object_path(key)?;
        self.versions.forget(key);
        match self.store.delete(&path).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(unexpected(error)),
        }
    }

    async fn list(&self, prefix: &str) -> Result<Vec<ImageInfo>, ImageStoreError> {
        let folder = validate_prefix(prefix)?;
        let folder = (!folder.is_empty())
            .then(|| ObjectPath::parse(folder).map_err(|_| ImageStoreError::InvalidKey))
            .transpose()?;
        let listed: Result<Vec<_>, _> = self.store.list(folder.as_ref()).try_collect().await;
        let objects = match listed {
            Ok(objects) => objects,
            Err(object_store::Error::NotFound { .. }) => Vec::new(),
            Err(error) => return Err(unexpected(error)),
        };
        let described: Vec<Option<ImageInfo>> = futures::stream::iter(objects)
            .map(|meta| self.describe_listed(meta))
            .buffered(LOOKUPS_AT_ONCE)
            .try_collect()
            .await
            .map_err(unexpected)?;
        let mut images: Vec<ImageInfo> = described.into_iter().flatten().collect();
        images.sort_by(|a, b| a.key.cmp(&b.key));
        Ok(images)
    }
}
