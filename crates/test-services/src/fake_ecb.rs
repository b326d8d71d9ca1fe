//! A stand-in for the European Central Bank's rates page on loopback: it serves a copy of the
//! daily document (`fixtures/eurofxref-daily.xml`) for a day the test picks, or fails.

use chrono::NaiveDate;
use poem::http::StatusCode;
use poem::listener::{Acceptor, Listener, TcpListener};
use poem::web::Data;
use poem::{get, handler, EndpointExt, IntoResponse, Response, Route, Server};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, RwLock};

/// The ECB's document of 26 November 2026, as published (trimmed of nothing).
pub const ECB_DOCUMENT: &str = include_str!("../fixtures/eurofxref-daily.xml");
const FIXTURE_DAY: &str = "2026-11-26";

/// The fixture's rates, published for `day`.
pub fn ecb_document_for(day: NaiveDate) -> String {
    ECB_DOCUMENT.replace(
        &format!("time='{FIXTURE_DAY}'"),
        &format!("time='{}'", day.format("%Y-%m-%d")),
    )
}

struct Shared {
    day: RwLock<NaiveDate>,
    failing: AtomicBool,
    fetches: AtomicUsize,
}

/// Runs until dropped with the test's runtime.
#[derive(Clone)]
pub struct FakeEcb {
    shared: Arc<Shared>,
    url: String,
}

#[handler]
fn daily(Data(shared): Data<&Arc<Shared>>) -> Response {
    shared.fetches.fetch_add(1, Ordering::SeqCst);
    if shared.failing.load(Ordering::SeqCst) {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    let day = *shared.day.read().unwrap();
    ecb_document_for(day)
        .with_content_type("text/xml")
        .into_response()
}

impl FakeEcb {
    /// Serves the fixture's rates as today's (UTC).
    pub async fn start() -> Self {
        let acceptor = TcpListener::bind("127.0.0.1:0")
            .into_acceptor()
            .await
            .expect("bind the fake ECB");
        let address = acceptor.local_addr()[0]
            .as_socket_addr()
            .copied()
            .expect("socket address");
        let shared = Arc::new(Shared {
            day: RwLock::new(chrono::Utc::now().date_naive()),
            failing: AtomicBool::new(false),
            fetches: AtomicUsize::new(0),
        });
        let app = Route::new()
            .at("/stats/eurofxref/eurofxref-daily.xml", get(daily))
            .data(shared.clone());
        tokio::spawn(Server::new_with_acceptor(acceptor).run(app));
        Self {
            shared,
            url: format!("http://{address}/stats/eurofxref/eurofxref-daily.xml"),
        }
    }

    /// Where the document is (`LANGHE_FX_RATES_URL`).
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Publishes the same rates for another day.
    pub fn publish_for(&self, day: NaiveDate) {
        *self.shared.day.write().unwrap() = day;
    }

    /// From now on answers 503 (or the document again).
    pub fn set_failing(&self, failing: bool) {
        self.shared.failing.store(failing, Ordering::SeqCst);
    }

    /// How many times the document was asked for.
    pub fn fetches(&self) -> usize {
        self.shared.fetches.load(Ordering::SeqCst)
    }
}
