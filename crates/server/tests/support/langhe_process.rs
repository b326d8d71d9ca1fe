//! The real `langhe` binary as a child process: started from a prepared command, its address
//! read from the "running at http://…" line it prints once it serves, every stdout line kept
//! (reading on, so the server never blocks on a full pipe), and killed when dropped.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

pub struct LangheProcess {
    child: Child,
    /// `http://127.0.0.1:PORT`
    url: String,
    stdout: Arc<Mutex<Vec<String>>>,
}

impl LangheProcess {
    /// Spawns `command` and waits up to `startup` for the address; a server that exits
    /// instead ends the wait at once.
    pub fn spawn(mut command: Command, startup: Duration) -> Self {
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the langhe binary starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let (found, url) = mpsc::channel();
        let kept = Arc::new(Mutex::new(Vec::new()));
        let keeping = kept.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(url) = line.split_whitespace().find(|w| w.starts_with("http://")) {
                    let _ = found.send(url.to_owned());
                }
                keeping.lock().unwrap().push(line);
            }
        });
        let url = url
            .recv_timeout(startup)
            .expect("the server reports its address");
        Self {
            child,
            url,
            stdout: kept,
        }
    }

    /// `http://127.0.0.1:PORT`
    pub fn url(&self) -> &str {
        &self.url
    }

    /// `127.0.0.1:PORT`
    pub fn address(&self) -> &str {
        self.url.trim_start_matches("http://")
    }

    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// The lines written to stdout so far.
    pub fn stdout_lines(&self) -> Vec<String> {
        self.stdout.lock().unwrap().clone()
    }

    /// Sends SIGTERM, what a service manager sends to stop the server.
    pub fn terminate(&self) {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success(), "SIGTERM sent");
    }

    /// Kills the process at once (SIGKILL), as a crash or a power cut would.
    pub fn kill(&mut self) {
        self.child.kill().expect("SIGKILL sent");
        self.child.wait().expect("the server is gone");
    }

    /// Waits for the process to end.
    pub fn wait(&mut self) -> ExitStatus {
        self.child.wait().expect("reaped")
    }

    /// How the process ended, or `None` if it is still running after `timeout`.
    pub fn exit_within(&mut self, timeout: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }
}

impl Drop for LangheProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The token of the one-time sign-in link `langhe create-user` printed.
pub fn sign_in_link_token(create_user_stdout: &[u8]) -> String {
    let printed = String::from_utf8_lossy(create_user_stdout);
    printed
        .split_whitespace()
        .find_map(|word| word.split_once("sign-in?token=").map(|(_, token)| token))
        .unwrap_or_else(|| panic!("no sign-in link in {printed}"))
        .to_owned()
}
