//! `ImageStore` over any object_store backend: a local folder or an S3-compatible bucket.

use super::bucket_etags::BucketEtags;
use super::content_version::{content_md5, is_content_md5, version_of_md5};
use super::file_record::FileRecords;
use super::key::{validate_key, validate_prefix};
use super::version_cache::{validator, VersionCache};
use async_trait::async_trait;
use futures::{StreamExt, TryStreamExt};
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as ObjectPath;
use object_store::{
    Attribute, Attributes, GetOptions, ObjectMeta, ObjectStore, ObjectStoreExt, PutOptions,
    PutPayload,
};
use pictures::ports::{ImageInfo, ImageStore, ImageStoreError, StoredImage};
use pictures::ImageVersion;
use std::path::Path;
use std::sync::Arc;

/// The user metadata (S3: `x-amz-meta-langhe-content-md5`) that records an object's
/// [`content_md5`] when it is written, so its version is known without reading it again.
const CONTENT_MD5: &str = "langhe-content-md5";

/// How many pictures a listing reads (or a bucket heads) at once when their versions are not
/// known yet.
const LOOKUPS_AT_ONCE: usize = 8;

/// Images stored as objects; every key is checked by [`validate_key`] before it reaches the
/// backend, so no caller-supplied name can address anything outside the image tree.
///
/// A picture's version is a digest of its bytes ([`super::content_version`]), the same on
/// every backend. Its MD5 is recorded beside it at `put`, so the version is known without
/// reading the picture again: a bucket keeps it as object metadata, a local folder in an
/// extended attribute of the file ([`super::file_record`]); where a bucket's ETags are that
/// MD5, a listing reads it from them ([`super::bucket_etags`]). A picture without a record
/// (written before versions were content-based, or by hand) is read once, and on a local
/// folder recorded then.
#[derive(Clone)]
pub struct ObjectStoreImages {
    store: Arc<dyn ObjectStore>,
    records: ContentRecords,
    versions: Arc<VersionCache>,
}

/// Where the backend keeps each picture's MD5.
#[derive(Clone)]
enum ContentRecords {
    /// User metadata of the object, written with it (S3: `x-amz-meta-langhe-content-md5`),
    /// and the bucket's ETags where they are the same MD5.
    ObjectMetadata(Arc<BucketEtags>),
    /// An extended attribute of the file (object_store's `LocalFileSystem` refuses metadata).
    FileAttributes(FileRecords),
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

/// `lookup` of each listed object, a few at a time, leaving out those deleted since the
/// listing (no longer below the folder).
async fn each_still_there<Item, Found, Lookup>(
    listed: Vec<Item>,
    lookup: impl FnMut(Item) -> Lookup,
) -> Result<Vec<Found>, object_store::Error>
where
    Lookup: std::future::Future<Output = Result<Found, object_store::Error>>,
{
    // Built before they are streamed: a stream of closures is not `Send` for every lifetime
    // `async_trait` asks of it (rustc's higher-ranked closure limits).
    let lookups: Vec<_> = listed.into_iter().map(lookup).map(unless_deleted).collect();
    let found: Vec<Option<Found>> = futures::stream::iter(lookups)
        .buffered(LOOKUPS_AT_ONCE)
        .try_collect()
        .await?;
    Ok(found.into_iter().flatten().collect())
}

async fn unless_deleted<Found>(
    lookup: impl std::future::Future<Output = Result<Found, object_store::Error>>,
) -> Result<Option<Found>, object_store::Error> {
    match lookup.await {
        Ok(found) => Ok(Some(found)),
        Err(object_store::Error::NotFound { .. }) => Ok(None),
        Err(error) => Err(error),
    }
}

impl ObjectStoreImages {
    /// Images in the folder `dir` (created when missing).
    pub fn local(dir: impl AsRef<Path>) -> anyhow::Result<Self> {
        Self::local_with(dir.as_ref(), FileRecords::new)
    }

    /// [`Self::local`] as on a file system that keeps no extended attributes, so that the
    /// contract tests also cover the store without records.
    #[cfg(feature = "test-support")]
    pub fn local_without_attributes(dir: impl AsRef<Path>) -> anyhow::Result<Self> {
        Self::local_with(dir.as_ref(), |folder, _| FileRecords::none(folder))
    }

    fn local_with(
        dir: &Path,
        records: impl FnOnce(Arc<LocalFileSystem>, &Path) -> FileRecords,
    ) -> anyhow::Result<Self> {
        use anyhow::Context as _;
        std::fs::create_dir_all(dir)
            .with_context(|| format!("creating the image folder {}", dir.display()))?;
        let folder = Arc::new(
            LocalFileSystem::new_with_prefix(dir)
                .with_context(|| format!("opening the image folder {}", dir.display()))?,
        );
        let records = records(Arc::clone(&folder), dir);
        // With records, remembering versions would only hold memory (tens of MB after a walk
        // over a large site's pictures) to save a `getxattr` each.
        let versions = if records.kept() {
            VersionCache::none()
        } else {
            VersionCache::default()
        };
        Ok(Self {
            store: folder,
            records: ContentRecords::FileAttributes(records),
            versions: Arc::new(versions),
        })
    }

    /// Images in an S3-compatible bucket, configured from the usual `AWS_*` variables
    /// (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_DEFAULT_REGION`, and
    /// `AWS_ENDPOINT_URL` plus `AWS_ALLOW_HTTP=true` for a non-AWS endpoint); the bucket is
    /// created when it does not exist yet.
    pub async fn s3(bucket: &str) -> anyhow::Result<Self> {
        Self::s3_from(crate::s3_bucket::from_env(bucket)).await
    }

    /// Images in the bucket `builder` names (created when missing), for callers that spell
    /// the configuration out instead of reading the environment.
    pub async fn s3_from(builder: AmazonS3Builder) -> anyhow::Result<Self> {
        Ok(Self {
            store: Arc::new(crate::s3_bucket::open(builder).await?),
            records: ContentRecords::ObjectMetadata(Arc::default()),
            versions: Arc::default(),
        })
    }

    /// The object at `path` as the store describes it, with the MD5 recorded for it: one
    /// request to a bucket, a `stat` and a `getxattr` on a local folder.
    async fn head_object(
        &self,
        path: &ObjectPath,
    ) -> Result<(ObjectMeta, Option<String>), object_store::Error> {
        match &self.records {
            ContentRecords::FileAttributes(records) => {
                Ok(records.read(self.store.head(path).await?).await)
            }
            ContentRecords::ObjectMetadata(etags) => {
                let head = GetOptions {
                    head: true,
                    ..GetOptions::default()
                };
                let answer = self.store.get_opts(path, head).await?;
                let recorded = recorded_md5(&answer.attributes);
                if let Some(md5) = &recorded {
                    etags.learn(answer.meta.e_tag.as_deref(), md5);
                }
                Ok((answer.meta, recorded))
            }
        }
    }

    /// Records `md5` beside the object at `location` in the state `e_tag` names, where the
    /// backend cannot take it with the bytes.
    async fn record(&self, location: &ObjectPath, md5: &str, e_tag: Option<String>) {
        if let ContentRecords::FileAttributes(records) = &self.records {
            records.record(location, md5.to_owned(), e_tag).await;
        }
    }

    /// The MD5 of `bytes`, read from the object in the state `meta` describes, recorded
    /// beside it so that it is not worked out again.
    async fn hash_and_record(&self, meta: &ObjectMeta, bytes: &[u8]) -> String {
        let md5 = content_md5(bytes);
        self.record(&meta.location, &md5, meta.e_tag.clone()).await;
        md5
    }

    /// What the store holds in the state `meta` describes: its version is remembered, or
    /// derived from the MD5 `recorded` beside it, or else from its bytes, read (and recorded)
    /// for this.
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
                let md5 = self.hash_and_record(&meta, &answer.bytes().await?).await;
                (meta, version_of_md5(&md5))
            }
        };
        let key = meta.location.as_ref();
        self.versions
            .remember(key, validator(&meta), version.clone());
        Ok(info_of(&meta, version))
    }

    /// The listed objects with their MD5 records, for those whose version is not remembered.
    async fn with_records(
        &self,
        listed: Vec<ObjectMeta>,
    ) -> Result<Vec<(ObjectMeta, Option<String>)>, object_store::Error> {
        match &self.records {
            ContentRecords::FileAttributes(records) => Ok(records.read_all(listed).await),
            // A listing of a bucket lacks metadata: its ETags tell where they are the MD5,
            // else one HEAD each, a few at a time.
            ContentRecords::ObjectMetadata(etags) => {
                let (mut told, mut unknown) = (Vec::new(), Vec::new());
                for meta in listed {
                    match etags.md5_of(meta.e_tag.as_deref()) {
                        Some(md5) => told.push((meta, Some(md5))),
                        None => unknown.push(meta),
                    }
                }
                let headed = each_still_there(unknown, |listed| async move {
                    self.head_object(&listed.location).await
                })
                .await?;
                told.extend(headed);
                Ok(told)
            }
        }
    }

    /// Describes every listed object, asking the store only about those not remembered.
    async fn describe_listed(
        &self,
        objects: Vec<ObjectMeta>,
    ) -> Result<Vec<ImageInfo>, object_store::Error> {
        let (mut images, mut unknown) = (Vec::new(), Vec::new());
        for meta in objects {
            match self.versions.get(&meta) {
                Some(version) => images.push(info_of(&meta, version)),
                None => unknown.push(meta),
            }
        }
        let with_records = self.with_records(unknown).await?;
        let described = each_still_there(with_records, |(meta, recorded)| {
            self.describe(meta, recorded)
        })
        .await?;
        images.extend(described);
        Ok(images)
    }
}

#[async_trait]
impl ImageStore for ObjectStoreImages {
    async fn put(&self, key: &str, bytes: Vec<u8>) -> Result<ImageVersion, ImageStoreError> {
        let path = object_path(key)?;
        let md5 = content_md5(&bytes);
        let mut options = PutOptions::default();
        if let ContentRecords::ObjectMetadata(_) = self.records {
            options.attributes =
                Attributes::from_iter([(Attribute::Metadata(CONTENT_MD5.into()), md5.clone())]);
        }
        let written = self
            .store
            .put_opts(&path, PutPayload::from(bytes), options)
            .await
            .map_err(unexpected)?;
        self.record(&path, &md5, written.e_tag.clone()).await;
        if let ContentRecords::ObjectMetadata(etags) = &self.records {
            etags.learn(written.e_tag.as_deref(), &md5);
        }
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
        let in_metadata = recorded_md5(&result.attributes);
        let bytes = result.bytes().await.map_err(unexpected)?;
        let version = match self.versions.get(&meta) {
            Some(version) => version,
            None => {
                let recorded = match &self.records {
                    ContentRecords::FileAttributes(records) => records.read(meta.clone()).await.1,
                    ContentRecords::ObjectMetadata(_) => in_metadata,
                };
                // Hashed (and on a local folder recorded) once, not at every serving.
                let md5 = match recorded {
                    Some(md5) => md5,
                    None => self.hash_and_record(&meta, &bytes).await,
                };
                let version = version_of_md5(&md5);
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
        let mut images = self.describe_listed(objects).await.map_err(unexpected)?;
        images.sort_by(|a, b| a.key.cmp(&b.key));
        Ok(images)
    }
}
