//! The renderer against small handwritten bundles, written to a temporary folder.

use super::bundle::Bundle;
use super::engine::{Engine, RenderFailure};
use super::{CookieChoice, EngineLimits, RenderOutcome, Renderer, SsrSettings};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const SITE_CONFIG: &str = r#"{"publicUrl":"https://langhe.example","version":"7"}"#;

fn limits() -> EngineLimits {
    EngineLimits {
        render_budget: Duration::from_millis(400),
        load_budget: Duration::from_secs(5),
        memory_limit: 64 * 1024 * 1024,
    }
}

struct Fixture {
    dir: tempfile::TempDir,
}

impl Fixture {
    fn with_bundle(source: &str) -> Self {
        let fixture = Self {
            dir: tempfile::tempdir().unwrap(),
        };
        fixture.write(source);
        fixture
    }

    fn path(&self) -> PathBuf {
        self.dir.path().join("entry-server.js")
    }

    fn write(&self, source: &str) {
        std::fs::write(self.path(), source).unwrap();
    }

    fn renderer(&self, workers: usize) -> Renderer {
        renderer_at(&self.path(), workers)
    }
}

fn renderer_at(bundle: &Path, workers: usize) -> Renderer {
    let settings = SsrSettings {
        bundle: Some(bundle.to_owned()),
        workers,
        limits: limits(),
    };
    Renderer::start(&settings, SITE_CONFIG.to_owned()).expect("render threads")
}

async fn outcome(renderer: &Renderer, url: &str) -> RenderOutcome {
    renderer.render(url, "{}", CookieChoice::Undecided).await
}

async fn render(renderer: &Renderer, url: &str, data: &str) -> Option<String> {
    renderer
        .render(url, data, CookieChoice::Undecided)
        .await
        .root()
        .map(str::to_owned)
}

fn engine(source: &str) -> Engine {
    let bundle = Bundle::read(&Fixture::with_bundle(source).path()).unwrap();
    Engine::load(&bundle, SITE_CONFIG, limits()).unwrap_or_else(|error| panic!("{error}"))
}

const ECHO: &str = r#"export function render(url, data) { return `<main>${url}</main>`; }"#;

#[tokio::test]
async fn a_string_result_is_the_root_html() {
    let fixture = Fixture::with_bundle(ECHO);
    let renderer = fixture.renderer(1);
    assert_eq!(
        render(&renderer, "/property/for-sale/in-italy/123?x=1", "{}")
            .await
            .as_deref(),
        Some("<main>/property/for-sale/in-italy/123?x=1</main>")
    );
}

#[tokio::test]
async fn a_promise_result_is_driven_to_its_string() {
    let fixture = Fixture::with_bundle(
        r#"
        const later = (value) => new Promise((resolve) => queueMicrotask(() => resolve(value)));
        export async function render(url) {
            const first = await later("<p>");
            const second = await Promise.resolve(url);
            return first + second + (await later("</p>"));
        }"#,
    );
    let renderer = fixture.renderer(1);
    assert_eq!(
        render(&renderer, "/it", "{}").await.as_deref(),
        Some("<p>/it</p>")
    );
}

#[tokio::test]
async fn the_site_config_and_the_initial_data_reach_the_bundle() {
    let fixture = Fixture::with_bundle(
        r#"
        const config = JSON.parse(globalThis.LANGHE_SITE_CONFIG);
        export function render(url, initialDataJson) {
            const data = JSON.parse(initialDataJson);
            return `${config.publicUrl} v${config.version} ${data[url].title}`;
        }"#,
    );
    let renderer = fixture.renderer(1);
    let data = r#"{"/api/properties/123":{"title":"Cascina <b>&amp;</b>"}}"#;
    assert_eq!(
        render(&renderer, "/api/properties/123", data)
            .await
            .as_deref(),
        Some("https://langhe.example v7 Cascina <b>&amp;</b>")
    );
}

#[tokio::test]
async fn a_render_that_throws_rejects_or_gives_no_string_gives_nothing() {
    let fixture = Fixture::with_bundle(
        r#"
        export function render(url) {
            switch (url) {
                case "/throw": throw new Error("no such screen");
                case "/reject": return Promise.reject(new TypeError("no data"));
                case "/number": return 42;
                case "/undefined": return undefined;
                case "/object": return { html: "<p>" };
                case "/resolves-to-a-number": return Promise.resolve(7);
                default: return "fine";
            }
        }"#,
    );
    let renderer = fixture.renderer(1);
    for url in [
        "/throw",
        "/reject",
        "/number",
        "/undefined",
        "/object",
        "/resolves-to-a-number",
    ] {
        assert_eq!(
            outcome(&renderer, url).await,
            RenderOutcome::Missed,
            "{url}"
        );
    }
    assert_eq!(render(&renderer, "/", "{}").await.as_deref(), Some("fine"));
}

#[test]
fn each_failure_is_named_for_the_log() {
    let engine = engine(
        r#"
        export function render(url) {
            if (url === "/throw") throw new Error("no such screen");
            if (url === "/reject") return Promise.reject("no data");
            if (url === "/pending") return new Promise(() => {});
            return null;
        }"#,
    );
    assert!(
        matches!(engine.render("/throw", "{}", CookieChoice::Undecided), Err(RenderFailure::Threw(text)) if text.contains("no such screen"))
    );
    assert_eq!(
        engine.render("/reject", "{}", CookieChoice::Undecided),
        Err(RenderFailure::Rejected("no data".to_owned()))
    );
    assert_eq!(
        engine.render("/pending", "{}", CookieChoice::Undecided),
        Err(RenderFailure::NeverSettled)
    );
    assert_eq!(
        engine.render("/", "{}", CookieChoice::Undecided),
        Err(RenderFailure::NotAString("null"))
    );
}

#[test]
fn an_endless_render_is_stopped_at_the_budget() {
    let engine = engine(
        r#"
        export async function render(url) {
            if (url === "/loop") for (;;) {}
            if (url === "/endless-jobs") { for (;;) await null; }
            return "after";
        }"#,
    );
    for url in ["/loop", "/endless-jobs"] {
        let started = Instant::now();
        assert_eq!(
            engine.render(url, "{}", CookieChoice::Undecided),
            Err(RenderFailure::TimedOut(limits().render_budget)),
            "{url}"
        );
        assert!(
            started.elapsed() < Duration::from_secs(3),
            "{url} stopped after {:?}",
            started.elapsed()
        );
    }
    // The same engine still works, though the worker builds a fresh one after a timeout.
    assert_eq!(
        engine.render("/", "{}", CookieChoice::Undecided).as_deref(),
        Ok("after")
    );
}

#[tokio::test]
async fn after_an_endless_render_the_only_worker_renders_the_next_page() {
    let fixture = Fixture::with_bundle(
        r#"
        let renders = 0;
        export function render(url) {
            if (url === "/loop") for (;;) {}
            renders += 1;
            return `${url} ${renders}`;
        }"#,
    );
    let renderer = fixture.renderer(1);
    let started = Instant::now();
    assert_eq!(outcome(&renderer, "/loop").await, RenderOutcome::Missed);
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "took {:?}",
        started.elapsed()
    );
    // A fresh engine: its counter starts again.
    assert_eq!(
        render(&renderer, "/next", "{}").await.as_deref(),
        Some("/next 1")
    );
}

#[tokio::test]
async fn a_render_that_exhausts_memory_gives_nothing_and_the_next_one_works() {
    let fixture = Fixture::with_bundle(
        r#"
        export function render(url) {
            if (url === "/hoard") { const all = []; for (;;) all.push(new Array(100000).fill(url)); }
            return "light";
        }"#,
    );
    let renderer = fixture.renderer(1);
    assert_eq!(render(&renderer, "/hoard", "{}").await, None);
    assert_eq!(render(&renderer, "/", "{}").await.as_deref(), Some("light"));
}

#[tokio::test]
async fn an_engine_left_full_after_a_failure_is_replaced() {
    let fixture = Fixture::with_bundle(
        r#"
        const kept = [];
        export function render(url) {
            if (url === "/leak") for (;;) kept.push(new Array(100000).fill(url));
            return `kept ${kept.length}`;
        }"#,
    );
    let renderer = fixture.renderer(1);
    assert_eq!(render(&renderer, "/leak", "{}").await, None);
    assert_eq!(
        render(&renderer, "/", "{}").await.as_deref(),
        Some("kept 0")
    );
}

#[tokio::test]
async fn without_a_bundle_nothing_is_rendered() {
    let dir = tempfile::tempdir().unwrap();
    let renderer = renderer_at(&dir.path().join("entry-server.js"), 1);
    assert_eq!(outcome(&renderer, "/").await, RenderOutcome::Off);
}

#[tokio::test]
async fn pages_that_find_every_renderer_busy_miss_their_render_at_once() {
    let fixture = Fixture::with_bundle(
        r#"
        export function render(url) {
            const end = Date.now() + 300;
            while (Date.now() < end) {}
            return url;
        }"#,
    );
    let renderer = fixture.renderer(1);
    // One render running and a full queue behind it: the pages past them do not wait.
    let mut pages = tokio::task::JoinSet::new();
    for page in 0..40 {
        let renderer = renderer.clone();
        pages.spawn(async move {
            let started = Instant::now();
            let outcome = outcome(&renderer, &format!("/{page}")).await;
            (outcome, started.elapsed())
        });
    }
    let outcomes = pages.join_all().await;
    let busy = outcomes
        .iter()
        .filter(|(outcome, took)| {
            *outcome == RenderOutcome::Missed && *took < Duration::from_millis(250)
        })
        .count();
    assert!(busy >= 40 - 17, "{outcomes:?}");
    assert!(
        outcomes
            .iter()
            .any(|(outcome, _)| matches!(outcome, RenderOutcome::Rendered(_))),
        "{outcomes:?}"
    );
}

#[tokio::test]
async fn a_bundle_that_fails_to_load_renders_nothing_until_it_is_fixed() {
    let fixture = Fixture::with_bundle("export function render( {");
    let renderer = fixture.renderer(1);
    assert_eq!(render(&renderer, "/", "{}").await, None);
    fixture.write(r#"throw new Error("top level");"#);
    assert_eq!(render(&renderer, "/", "{}").await, None);
    fixture.write("export const render = 'not a function';");
    assert_eq!(render(&renderer, "/", "{}").await, None);
    fixture.write(ECHO);
    assert_eq!(
        render(&renderer, "/", "{}").await.as_deref(),
        Some("<main>/</main>")
    );
}

#[tokio::test]
async fn a_replaced_bundle_is_served_from_the_next_request() {
    let fixture = Fixture::with_bundle(r#"export const render = () => "first build";"#);
    let renderer = fixture.renderer(2);
    assert_eq!(
        render(&renderer, "/", "{}").await.as_deref(),
        Some("first build")
    );
    fixture.write(r#"export const render = () => "the second build";"#);
    for _ in 0..4 {
        // Whichever worker answers.
        assert_eq!(
            render(&renderer, "/", "{}").await.as_deref(),
            Some("the second build")
        );
    }
}

#[tokio::test]
async fn a_bundle_that_appears_later_is_picked_up() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("entry-server.js");
    let renderer = renderer_at(&path, 1);
    assert_eq!(render(&renderer, "/", "{}").await, None);
    std::fs::write(&path, ECHO).unwrap();
    assert_eq!(
        render(&renderer, "/", "{}").await.as_deref(),
        Some("<main>/</main>")
    );
}

#[tokio::test]
async fn the_same_inputs_are_rendered_once() {
    let fixture = Fixture::with_bundle(
        r#"
        let renders = 0;
        export function render(url, data) { renders += 1; return `${url} ${data} #${renders}`; }"#,
    );
    let renderer = fixture.renderer(1);
    assert_eq!(
        render(&renderer, "/a", "{}").await.as_deref(),
        Some("/a {} #1")
    );
    assert_eq!(
        render(&renderer, "/a", "{}").await.as_deref(),
        Some("/a {} #1")
    );
    assert_eq!(
        render(&renderer, "/a", r#"{"k":1}"#).await.as_deref(),
        Some(r#"/a {"k":1} #2"#)
    );
    assert_eq!(
        render(&renderer, "/b", "{}").await.as_deref(),
        Some("/b {} #3")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_renders_all_get_their_own_answer() {
    let fixture = Fixture::with_bundle(
        r#"export async function render(url, data) {
            let sum = 0;
            for (let i = 0; i < 20000; i++) sum += i;
            await null;
            return `${url}|${JSON.parse(data).n}|${sum}`;
        }"#,
    );
    let renderer = fixture.renderer(2);
    let tasks: Vec<_> = (0..24)
        .map(|n| {
            let renderer = renderer.clone();
            tokio::spawn(async move {
                renderer
                    .render(
                        &format!("/page/{n}"),
                        &format!(r#"{{"n":{n}}}"#),
                        CookieChoice::Undecided,
                    )
                    .await
            })
        })
        .collect();
    for (n, task) in tasks.into_iter().enumerate() {
        let html = task.await.unwrap();
        assert_eq!(
            html.root(),
            Some(format!("/page/{n}|{n}|199990000").as_str())
        );
    }
}

/// Log lines written while `run` runs on this thread, without colours.
fn logged(run: impl FnOnce()) -> String {
    #[derive(Clone, Default)]
    struct Lines(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
    impl std::io::Write for Lines {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let lines = Lines::default();
    let writer = lines.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::DEBUG)
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .finish();
    tracing::subscriber::with_default(subscriber, run);
    let bytes = lines.0.lock().unwrap().clone();
    String::from_utf8(bytes).unwrap()
}

#[test]
fn console_goes_to_the_log_and_takes_any_value() {
    let engine = engine(
        r#"
        const cyclic = {}; cyclic.self = cyclic;
        export function render(url) {
            console.log("rendering", url, { n: 1 }, [1, 2], undefined, null, 3.5);
            console.info(cyclic);
            console.warn(new Error("careful"));
            console.error(Symbol("odd"), () => 1);
            console.debug("quiet");
            return "logged";
        }"#,
    );
    let log = logged(|| {
        assert_eq!(
            engine
                .render("/p", "{}", CookieChoice::Undecided)
                .as_deref(),
            Ok("logged")
        )
    });
    let line = |text: &str| {
        log.lines()
            .find(|line| line.contains(text))
            .unwrap_or_else(|| panic!("no {text:?} in {log}"))
    };
    let rendering = line(r#"rendering /p {"n":1} [1,2] undefined null 3.5"#);
    assert!(rendering.contains("INFO ssr:"), "{rendering}");
    assert!(line("[object Object]").contains("INFO ssr:"), "{log}");
    assert!(line("Error: careful").contains("WARN ssr:"), "{log}");
    assert!(line("Symbol(odd)").contains("ERROR ssr:"), "{log}");
    assert!(line("quiet").contains("DEBUG ssr:"), "{log}");
}

#[tokio::test]
async fn the_cookie_choice_reaches_the_bundle_and_keeps_its_own_cache_entry() {
    let fixture = Fixture::with_bundle(
        r#"export function render(url, data, consent) { return `<p>${consent || 'ask'}</p>`; }"#,
    );
    let renderer = fixture.renderer(1);
    for (choice, html) in [
        (CookieChoice::Undecided, "<p>ask</p>"),
        (CookieChoice::Refused, "<p>refused</p>"),
        (CookieChoice::Accepted, "<p>accepted</p>"),
    ] {
        let rendered = renderer.render("/", "{}", choice).await;
        assert_eq!(rendered.root(), Some(html), "{choice:?}");
    }
}
