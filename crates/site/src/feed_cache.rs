//! The portal feed as last written, kept on disk until content changes.
//!
//! A feed of the whole catalogue is too large to keep in memory (hundreds of megabytes at
//! 100,000 listings), and too slow to write for every portal's visit. It is written once into
//! files in the data directory (as it is and gzipped, each with a strong `ETag` from the
//! SHA-256 of the XML), answered from them, and written again after a write: the files belong
//! to the page cache's generation they were written in, which every announced content change
//! moves, so a staff edit, a hidden listing or a new price shows in the next answer.

use crate::compression::preferred_algorithm;
use crate::kyero_feed::{write_feed, FeedError, FeedSink, FeedSources};
use crate::page_cache::{matches_etag, PageCache};
use base64::Engine as _;
use bytes::Bytes;
use flate2::write::GzEncoder;
use flate2::Compression;
use poem::http::header::{self, HeaderValue};
use poem::http::StatusCode;
use poem::web::CompressionAlgo;
use poem::{Body, Request, Response};
use sha2::{Digest, Sha256};
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tempfile::NamedTempFile;

const XML: &str = "application/xml; charset=utf-8";
const FILE_PREFIX: &str = "kyero-";
/// Once per entry; a notch above on-the-fly compression, far cheaper than brotli on 100 MB.
const GZIP_LEVEL: u32 = 6;

/// One encoding of the feed, in a file deleted when the last answer reading it is done.
struct FeedFile {
    file: NamedTempFile,
    etag: HeaderValue,
}

/// A feed as written in one generation of the content.
struct WrittenFeed {
    generation: u64,
    plain: FeedFile,
    gzip: FeedFile,
}

pub struct FeedCache {
    dir: PathBuf,
    pages: Arc<PageCache>,
    cache_control: &'static str,
    /// Held while a feed is written, so that portals arriving together wait for one writing.
    current: tokio::sync::Mutex<Option<Arc<WrittenFeed>>>,
    /// Whether files a previous run left (it was killed before it could delete them) are gone.
    swept: AtomicBool,
}

impl FeedCache {
    /// Files go to `dir` (made when first needed); `pages` says when content changed.
    pub fn new(dir: PathBuf, pages: Arc<PageCache>, cache_control: &'static str) -> Self {
        Self {
            dir,
            pages,
            cache_control,
            current: tokio::sync::Mutex::new(None),
            swept: AtomicBool::new(false),
        }
    }

    /// The feed for `req`: from the files while no content changed, else written anew first.
    pub async fn answer(
        &self,
        req: &Request,
        sources: FeedSources<'_>,
    ) -> Result<Response, FeedError> {
        let feed = self.current(sources).await?;
        let gzip = matches!(
            preferred_algorithm(&gzip_offers(req)),
            Some(CompressionAlgo::GZIP)
        );
        let file = if gzip { &feed.gzip } else { &feed.plain };
        let mut response = if req
            .headers()
            .get_all(header::IF_NONE_MATCH)
            .iter()
            .any(|value| matches_etag(value, &file.etag))
        {
            Response::builder()
                .status(StatusCode::NOT_MODIFIED)
                .finish()
        } else {
            let bytes = tokio::fs::File::open(file.file.path()).await?;
            let mut response = Response::builder()
                .header(header::CONTENT_TYPE, XML)
                .body(Body::from_async_read(bytes));
            if gzip {
                response
                    .headers_mut()
                    .insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
            }
            response
        };
        let headers = response.headers_mut();
        headers.insert(header::ETAG, file.etag.clone());
        headers.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static(self.cache_control),
        );
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        Ok(response)
    }

    async fn current(&self, sources: FeedSources<'_>) -> Result<Arc<WrittenFeed>, FeedError> {
        let mut current = self.current.lock().await;
        let generation = self.pages.generation();
        if let Some(feed) = current.as_ref().filter(|f| f.generation == generation) {
            return Ok(feed.clone());
        }
        let feed = Arc::new(self.write(generation, &sources).await?);
        // Content that changed while the feed was written is in the next one.
        if self.pages.generation() == generation {
            *current = Some(feed.clone());
        }
        Ok(feed)
    }

    async fn write(
        &self,
        generation: u64,
        sources: &FeedSources<'_>,
    ) -> Result<WrittenFeed, FeedError> {
        let dir = self.dir.clone();
        let sweep = !self.swept.swap(true, Ordering::SeqCst);
        let mut sink = tokio::task::spawn_blocking(move || FileSink::create(&dir, sweep))
            .await
            .map_err(std::io::Error::other)??;
        write_feed(sources, &mut sink).await?;
        let (plain, gzip) = tokio::task::spawn_blocking(move || sink.finish())
            .await
            .map_err(std::io::Error::other)??;
        Ok(WrittenFeed {
            generation,
            plain,
            gzip,
        })
    }
}

/// The `Accept-Encoding` offers of gzip only: brotli is not kept for the feed.
fn gzip_offers(req: &Request) -> String {
    req.headers()
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter(|offer| {
            let coding = offer.split(';').next().unwrap_or_default().trim();
            coding.eq_ignore_ascii_case("gzip") || coding.eq_ignore_ascii_case("x-gzip")
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// Writes the feed into two files at once, hashing what it writes.
struct FileSink {
    inner: Option<Files>,
}

struct Files {
    plain: std::io::BufWriter<NamedTempFile>,
    gzip: GzEncoder<std::io::BufWriter<NamedTempFile>>,
    digest: Sha256,
}

impl FileSink {
    /// `sweep`: first delete the feed files an earlier run left behind.
    fn create(dir: &std::path::Path, sweep: bool) -> std::io::Result<Self> {
        std::fs::create_dir_all(dir)?;
        if sweep {
            for entry in std::fs::read_dir(dir)?.flatten() {
                if entry.file_name().to_string_lossy().starts_with(FILE_PREFIX) {
                    let _ = std::fs::remove_file(entry.path());
                }
            }
        }
        let file = || NamedTempFile::with_prefix_in(FILE_PREFIX, dir);
        Ok(Self {
            inner: Some(Files {
                plain: std::io::BufWriter::new(file()?),
                gzip: GzEncoder::new(
                    std::io::BufWriter::new(file()?),
                    Compression::new(GZIP_LEVEL),
                ),
                digest: Sha256::new(),
            }),
        })
    }

    fn finish(mut self) -> std::io::Result<(FeedFile, FeedFile)> {
        let files = self.inner.take().expect("a sink is finished once");
        let digest = files.digest.finalize();
        let tag = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&digest[..18]);
        let etag = |suffix: &str| {
            HeaderValue::from_str(&format!("\"{tag}{suffix}\""))
                .expect("base64url and a suffix make a valid header value")
        };
        let plain = files
            .plain
            .into_inner()
            .map_err(|error| error.into_error())?;
        let gzip = files
            .gzip
            .finish()?
            .into_inner()
            .map_err(|error| error.into_error())?;
        Ok((
            FeedFile {
                file: plain,
                etag: etag(""),
            },
            FeedFile {
                file: gzip,
                etag: etag("-gz"),
            },
        ))
    }
}

#[async_trait::async_trait]
impl FeedSink for FileSink {
    async fn write(&mut self, bytes: Bytes) -> std::io::Result<()> {
        let mut files = self
            .inner
            .take()
            .expect("a sink is written before it is finished");
        let (files, written) = tokio::task::spawn_blocking(move || {
            files.digest.update(&bytes);
            let written = files
                .plain
                .write_all(&bytes)
                .and_then(|()| files.gzip.write_all(&bytes));
            (files, written)
        })
        .await
        .map_err(std::io::Error::other)?;
        self.inner = Some(files);
        written
    }
}
