//! Starting the real binary on a free port with a fresh data directory.

use crate::support::langhe_process::{sign_in_link_token, LangheProcess};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

pub struct Server {
    process: LangheProcess,
    /// `127.0.0.1:PORT`
    pub address: String,
    pub data_dir: PathBuf,
    _data_parent: tempfile::TempDir,
}

/// A command for the binary with an empty SQLite install under `data_dir` and no front end.
pub fn command(data_dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_langhe"));
    command
        .env_clear()
        .env("LANGHE_LISTEN", "127.0.0.1:0")
        .env("LANGHE_DATA_DIR", data_dir)
        .env("LANGHE_DEMO_CONTENT", "false")
        .env("LANGHE_STATIC_DIR", data_dir.join("no-front-end"))
        .env("LANGHE_SSR", "off")
        // The tests reach no one outside the machine, the ECB included.
        .env("LANGHE_FX_RATES_URL", "off")
        .env("RUST_LOG", "warn");
    command
}

impl Server {
    pub fn start(environment: &[(&str, &str)]) -> Self {
        let parent = tempfile::tempdir().expect("temporary folder");
        let data_dir = parent.path().join("data");
        Self::start_with(data_dir, parent, environment)
    }

    /// On a data directory the test prepared (it outlives the server).
    pub fn start_in(data_dir: &Path, environment: &[(&str, &str)]) -> Self {
        let parent = tempfile::tempdir().expect("temporary folder");
        Self::start_with(data_dir.to_owned(), parent, environment)
    }

    fn start_with(
        data_dir: PathBuf,
        parent: tempfile::TempDir,
        environment: &[(&str, &str)],
    ) -> Self {
        let mut command = command(&data_dir);
        command.envs(environment.iter().copied());
        // Seeding the demo (painting its pictures) takes a debug build on a loaded machine
        // more than a minute.
        let process = LangheProcess::spawn(command, Duration::from_secs(300));
        Self {
            address: process.address().to_owned(),
            process,
            data_dir,
            _data_parent: parent,
        }
    }

    /// The lines written to stdout so far.
    pub fn stdout_lines(&self) -> Vec<String> {
        self.process.stdout_lines()
    }

    /// Kills the process at once (SIGKILL), as a crash or a power cut would.
    pub fn kill(&mut self) {
        self.process.kill();
    }

    /// Sends SIGTERM, what a service manager sends to stop the server.
    pub fn terminate(&self) {
        self.process.terminate();
    }

    /// How the process ended, or `None` if it is still running after `timeout`.
    pub fn exit_within(&mut self, timeout: Duration) -> Option<std::process::ExitStatus> {
        self.process.exit_within(timeout)
    }

    /// The most resident memory the process has used so far, in KB (`VmHWM`).
    pub fn peak_memory_kb(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.process.id()))
            .expect("/proc status of the server");
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmHWM:"))
            .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmHWM in /proc status")
    }
}

/// An install under `data_dir` with no content but its admin `owner@example.com`, made as an
/// operator makes the first one: `langhe create-user`.
pub fn install_with_an_admin(data_dir: &Path) {
    let made = command(data_dir)
        .args(["create-user", "owner@example.com", "--role", "admin"])
        .output()
        .expect("create-user runs");
    assert!(made.status.success(), "{made:?}");
}

/// A session token of a fresh admin: `langhe create-user` on the server's data, then the
/// printed one-time link redeemed over HTTP.
pub fn admin_session(server: &Server) -> String {
    admin_session_with(server, &[])
}

/// The same, running `create-user` with the server's own settings (`environment`), so it
/// opens the same image store (S3) rather than a folder of the data directory.
pub fn admin_session_with(server: &Server, environment: &[(&str, &str)]) -> String {
    let output = command(&server.data_dir)
        .envs(environment.iter().copied())
        .args(["create-user", "admin@example.com", "--role", "admin"])
        .output()
        .expect("create-user runs");
    let link_token = sign_in_link_token(&output.stdout);
    let body = format!(r#"{{"token":"{link_token}"}}"#);
    let answer = request(
        &server.address,
        &format!(
            "POST /api/users/one-time-link HTTP/1.1\r\nHost: langhe.test\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        ),
    );
    let session: serde_json::Value =
        serde_json::from_str(answer.split_once("\r\n\r\n").map_or("", |(_, b)| b))
            .unwrap_or_else(|_| panic!("a session in {answer}"));
    session["token"].as_str().expect("token").to_owned()
}

/// One whole request (`Connection: close` added), the whole answer as text.
pub fn request(address: &str, request: &str) -> String {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(address).expect("connect");
    let request = request.replacen("\r\n", "\r\nConnection: close\r\n", 1);
    stream.write_all(request.as_bytes()).expect("sent");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("answer");
    answer
}

/// Creates the visible property 500 (folder `properties/500-house-500/`) as `token`'s admin.
pub async fn create_property_500(http: &reqwest::Client, server: &Server, token: &str) {
    let created = http
        .post(format!("http://{}/api/properties", server.address))
        .bearer_auth(token)
        .json(&serde_json::json!({
            "ref": "500", "listing_title": "Villa", "location": "Barolo", "meta_title": "Villa",
            "path": "-house-500", "pictures_path": "-pic-500", "title": "Villa",
            "title2": "Among vines", "visibility": "visible", "price": 990000,
        }))
        .send()
        .await
        .unwrap();
    assert!(created.status().is_success(), "{}", created.status());
}
