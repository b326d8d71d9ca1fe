//! What docs/deploy.md tells an operator to run, run: its `sed` over deploy/nginx.conf gives a
//! configuration `nginx -t` accepts and Debian's nginx service can reload, its systemd unit
//! passes `systemd-analyze verify`, and its environment file starts the binary.

use super::server::Server;
use std::path::{Path, PathBuf};
use std::process::Command;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

fn guide() -> String {
    std::fs::read_to_string(format!("{ROOT}/docs/deploy.md")).expect("docs/deploy.md")
}

/// The body of the first fenced block of kind `fence` after the text `marker`.
fn block_after<'a>(guide: &'a str, marker: &str, fence: &str) -> &'a str {
    guide
        .split_once(marker)
        .and_then(|(_, rest)| rest.split_once(&format!("```{fence}\n")))
        .and_then(|(_, rest)| rest.split_once("```"))
        .map(|(block, _)| block)
        .unwrap_or_else(|| panic!("a ```{fence} block after {marker:?} in docs/deploy.md"))
}

fn unit_file() -> String {
    std::fs::read_to_string(format!("{ROOT}/deploy/langhe.service")).expect("deploy/langhe.service")
}

/// `Key=value` settings of a unit or an environment file, comments and sections aside.
fn settings(text: &str) -> Vec<(&str, &str)> {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with(['#', '[']))
        .map(|line| line.split_once('=').expect("a Key=value line"))
        .collect()
}

fn setting<'a>(text: &'a str, key: &str) -> &'a str {
    settings(text)
        .into_iter()
        .find_map(|(name, value)| (name == key).then_some(value))
        .unwrap_or_else(|| panic!("{key}= is set"))
}

fn tool(name: &str) -> PathBuf {
    ["/usr/sbin", "/usr/bin", "/sbin", "/bin"]
        .into_iter()
        .map(|dir| Path::new(dir).join(name))
        .find(|path| path.exists())
        .unwrap_or_else(|| panic!("{name} is installed (scripts/ensure-test-tools.sh)"))
}

#[test]
fn the_guide_shows_the_systemd_unit_of_deploy_as_it_is() {
    let guide = guide();
    let shown = block_after(&guide, "/etc/systemd/system/langhe.service", "ini");
    assert_eq!(
        shown,
        unit_file(),
        "docs/deploy.md shows deploy/langhe.service"
    );
}

#[test]
fn the_systemd_unit_passes_systemd_analyze_verify() {
    let unit = unit_file();
    let guide = guide();
    // The build steps put the binary where the unit starts it.
    let exec_start = setting(&unit, "ExecStart");
    assert!(
        guide.contains(&format!("install -D target/release/langhe {exec_start}\n")),
        "the guide installs the binary at {exec_start}"
    );
    // verify checks that the binary exists: the one built for these tests stands in.
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("langhe.service");
    let here = unit.replace(
        &format!("ExecStart={exec_start}\n"),
        &format!("ExecStart={}\n", env!("CARGO_BIN_EXE_langhe")),
    );
    assert_ne!(here, unit);
    std::fs::write(&file, here).unwrap();
    let verified = Command::new(tool("systemd-analyze"))
        .args(["verify", "--man=no"])
        .arg(&file)
        .output()
        .expect("systemd-analyze runs");
    // Unknown keys and bad values are only warnings: its exit status alone would pass them.
    let said = String::from_utf8_lossy(&verified.stderr);
    assert!(
        verified.status.success() && said.trim().is_empty(),
        "{said}"
    );
}

#[test]
fn the_guides_environment_file_names_known_settings_and_starts_the_server() {
    let guide = guide();
    let unit = unit_file();
    let environment = block_after(&guide, "`/etc/langhe/langhe.env`", "sh");
    assert_eq!(
        setting(&unit, "EnvironmentFile"),
        "/etc/langhe/langhe.env",
        "the unit reads the file the guide writes"
    );
    let reference = std::fs::read_to_string(format!("{ROOT}/docs/configuration.md")).unwrap();
    let vars = settings(environment);
    assert!(vars.len() > 5, "{vars:?}");
    let documented = |name: &str| {
        reference
            .lines()
            .filter_map(|line| line.strip_prefix("| "))
            .filter_map(|row| row.split_once(" |").map(|(first, _)| first))
            .any(|first| first.split(", ").any(|cell| cell == format!("`{name}`")))
    };
    for (name, _) in &vars {
        assert!(documented(name), "{name} is in docs/configuration.md");
    }
    // The machine's paths, as the unit and the build steps make them.
    let var = |key: &str| {
        vars.iter()
            .find_map(|(name, value)| (*name == key).then_some(*value))
            .unwrap_or_else(|| panic!("{key} is set"))
    };
    let state = format!("/var/lib/{}", setting(&unit, "StateDirectory"));
    assert_eq!(
        var("LANGHE_DATA_DIR"),
        state,
        "the data is the unit's state"
    );
    assert!(guide.contains("cp -a frontend/dist frontend/dist-server /opt/langhe/frontend/"));
    assert_eq!(var("LANGHE_STATIC_DIR"), "/opt/langhe/frontend/dist");

    // Everything else as written; the machine's paths and port moved to this test's.
    let machine = ["LANGHE_LISTEN", "LANGHE_DATA_DIR", "LANGHE_STATIC_DIR"];
    let rest: Vec<(&str, &str)> = vars
        .into_iter()
        .filter(|(name, _)| !machine.contains(name))
        .collect();
    let server = Server::start(&rest);
    let answer = super::server::request(
        &server.address,
        "GET /healthz HTTP/1.1\r\nHost: langhe.property\r\n\r\n",
    );
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

/// The `sed` command of the guide that renders deploy/nginx.conf for production, without its
/// redirection into /etc.
fn production_sed(guide: &str) -> String {
    const INTO: &str = " > /etc/nginx/nginx.conf";
    let block = block_after(guide, "### The load balancer", "sh");
    let (command, _) = block
        .split_once(INTO)
        .expect("the sed writes /etc/nginx/nginx.conf");
    assert!(command.starts_with("sed "), "{command}");
    command.to_owned()
}

#[test]
fn the_guides_sed_renders_an_nginx_configuration_that_nginx_accepts() {
    let rendered = Command::new("sh")
        .args(["-c", &production_sed(&guide())])
        .current_dir(ROOT)
        .output()
        .expect("sh runs");
    assert!(rendered.status.success(), "{rendered:?}");
    let config = String::from_utf8(rendered.stdout).unwrap();
    assert!(!config.contains("{{"), "a field left unfilled:\n{config}");
    for line in [
        "listen 443 ssl;",
        "ssl_certificate     /etc/letsencrypt/live/langhe.property/fullchain.pem;",
        "server 10.0.0.11:8080 max_fails=3 fail_timeout=10s; server 10.0.0.12:8080",
    ] {
        assert!(config.contains(line), "{line:?} in\n{config}");
    }
    // Debian's service starts nginx, then watches and signals the pid it names: the
    // configuration must write its pid there, or `systemctl reload nginx` fails.
    let service = std::fs::read_to_string("/lib/systemd/system/nginx.service")
        .expect("Debian's nginx.service (nginx-light)");
    let pid = format!("pid {};", setting(&service, "PIDFile"));
    assert!(
        config.lines().any(|line| line == pid),
        "{pid:?} in\n{config}"
    );
    // Its workers run as the user Debian's own configuration names, who owns the buffers an
    // nginx already running there made under /var/lib/nginx.
    let debian = std::fs::read_to_string("/etc/nginx/nginx.conf").expect("Debian's nginx.conf");
    let user = |config: &str| -> Vec<String> {
        config
            .lines()
            .filter(|line| line.starts_with("user "))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(user(&config), user(&debian), "in\n{config}");
    assert_eq!(user(&config).len(), 1, "one user line in\n{config}");

    // The system's folders and the certificate moved to a scratch folder, nothing else.
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let made = Command::new("openssl")
        .args([
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
        ])
        .args(["-subj", "/CN=langhe.property", "-keyout"])
        .arg(dir.join("privkey.pem"))
        .arg("-out")
        .arg(dir.join("fullchain.pem"))
        .output()
        .expect("openssl runs");
    assert!(made.status.success(), "{made:?}");
    let mut sandboxed = config.clone();
    for system in [
        "/etc/letsencrypt/live/langhe.property",
        "/var/lib/nginx",
        "/var/log/nginx",
        "/run",
    ] {
        sandboxed = sandboxed.replace(system, &dir.display().to_string());
    }
    let file = dir.join("nginx.conf");
    std::fs::write(&file, sandboxed).unwrap();
    let tested = Command::new(tool("nginx"))
        .arg("-t")
        .arg("-c")
        .arg(&file)
        .arg("-p")
        .arg(dir)
        .arg("-e")
        .arg(dir.join("error.log"))
        .output()
        .expect("nginx runs");
    assert!(
        tested.status.success(),
        "nginx -t: {}",
        String::from_utf8_lossy(&tested.stderr)
    );
}
