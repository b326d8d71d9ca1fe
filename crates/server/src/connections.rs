//! The HTTP/1 server loop: poem's endpoint over hyper's connections, with what poem's own
//! `Server` cannot set (docs/deploy.md, "Connections"):
//! - a request head must arrive whole within the header-read timeout, counted from its first
//!   byte (from the opening for a new connection), so a client that drips its head or opens a
//!   connection and sends nothing is closed then;
//! - a connection on which no byte moves either way for the idle timeout is closed: a kept-alive
//!   connection waiting for its next request, a stalled body, a client that stopped reading its
//!   answer;
//! - past the connection cap, a new connection is closed at once;
//! - on shutdown the listener closes (new connections are refused) and each connection ends
//!   after the answer it owes: a request whose head is still arriving is read to its end and
//!   answered too, not cut (poem closes a connection that has no whole head yet as idle).
//!   Whatever is left when the grace period ends is cut.

use crate::serving_limits::ServingLimits;
use activity::{Activity, Watched};
use answer_body::AnswerBody;
use futures::FutureExt;
use http_body_util::combinators::BoxBody;
use hyper::body::Incoming;
use hyper_util::rt::TokioIo;
use poem::endpoint::BoxEndpoint;
use poem::listener::{Acceptor, TcpAcceptor};
use poem::web::{LocalAddr, RemoteAddr};
use poem::Endpoint;
use std::convert::Infallible;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::sync::{watch, Semaphore};
use tokio::task::JoinSet;

mod activity;
mod answer_body;

type ResponseBody = BoxBody<bytes::Bytes, std::io::Error>;

/// Serves `endpoint` on `acceptor` until `stop` resolves, then as described above.
pub async fn serve(
    mut acceptor: TcpAcceptor,
    endpoint: BoxEndpoint<'static>,
    limits: ServingLimits,
    grace: Duration,
    stop: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let endpoint = Arc::new(endpoint);
    let open = Arc::new(Semaphore::new(limits.max_connections));
    let (stopping, stopped) = watch::channel(false);
    let mut connections = JoinSet::new();
    tokio::pin!(stop);
    loop {
        tokio::select! {
            () = &mut stop => break,
            Some(_) = connections.join_next() => {}
            accepted = acceptor.accept() => {
                let (socket, local, remote, scheme) = match accepted {
                    Ok(accepted) => accepted,
                    // A connection that failed before we got it (reset, out of descriptors).
                    Err(error) => {
                        tracing::warn!(%error, "accepting a connection failed");
                        continue;
                    }
                };
                let Ok(slot) = open.clone().try_acquire_owned() else {
                    tracing::warn!(
                        client = %remote,
                        max = limits.max_connections,
                        "connection closed: the server has as many open as it allows"
                    );
                    continue;
                };
                let peer = Peer { local, remote, scheme };
                let connection =
                    serve_connection(socket, peer, endpoint.clone(), limits, stopped.clone());
                connections.spawn(connection.map(move |()| drop(slot)));
            }
        }
    }
    // Connections the kernel already took (their request may be arriving) would be reset
    // when the listener closes: take them and answer them too, then close.
    while let Some(Ok((socket, local, remote, scheme))) = acceptor.accept().now_or_never() {
        let Ok(slot) = open.clone().try_acquire_owned() else {
            continue;
        };
        let peer = Peer {
            local,
            remote,
            scheme,
        };
        let connection = serve_connection(socket, peer, endpoint.clone(), limits, stopped.clone());
        connections.spawn(connection.map(move |()| drop(slot)));
    }
    drop(acceptor);
    let _ = stopping.send(true);
    let finished = tokio::time::timeout(grace, async {
        while connections.join_next().await.is_some() {}
    })
    .await;
    if finished.is_err() {
        tracing::warn!(
            left = connections.len(),
            "grace period over: cutting the connections still open"
        );
        connections.shutdown().await;
    }
    Ok(())
}

/// The addresses and scheme every request of one connection carries.
#[derive(Clone)]
struct Peer {
    local: LocalAddr,
    remote: RemoteAddr,
    scheme: poem::http::uri::Scheme,
}

async fn serve_connection(
    socket: TcpStream,
    peer: Peer,
    endpoint: Arc<BoxEndpoint<'static>>,
    limits: ServingLimits,
    mut stopped: watch::Receiver<bool>,
) {
    let activity = Arc::new(Activity::default());
    let service = hyper::service::service_fn({
        let activity = activity.clone();
        move |request: poem::http::Request<Incoming>| {
            activity.head_received();
            let endpoint = endpoint.clone();
            let Peer {
                local,
                remote,
                scheme,
            } = peer.clone();
            let request = poem::Request::from((request, local, remote, scheme));
            let activity = activity.clone();
            async move {
                let response = endpoint.get_response(request).await;
                let response = hyper::Response::<ResponseBody>::from(response)
                    .map(|body| AnswerBody::new(body, activity));
                Ok::<_, Infallible>(response)
            }
        }
    });
    let io = TokioIo::new(Watched::new(socket, activity.clone()));
    // hyper's own header-read timer would also run while a kept-alive connection waits, so
    // `Activity` keeps both timeouts instead.
    let connection = hyper::server::conn::http1::Builder::new()
        .serve_connection(io, service)
        .with_upgrades();
    tokio::pin!(connection);
    let expired = activity.expired(limits);
    tokio::pin!(expired);
    tokio::select! {
        _ = connection.as_mut() => return,
        () = &mut expired => return,
        _ = stopped.wait_for(|stopped| *stopped) => {}
    }
    // A head that has started to arrive becomes a request and gets its answer.
    while activity.is_reading_a_head() {
        tokio::select! {
            _ = connection.as_mut() => return,
            () = &mut expired => return,
            () = activity.changed() => {}
        }
    }
    connection.as_mut().graceful_shutdown();
    tokio::select! {
        _ = connection => {}
        () = expired => {}
    }
}
