//! An answer's body that tells the connection's `Activity` when hyper is done with it.

use super::activity::Activity;
use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use hyper::body::{Body, Frame, SizeHint};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

pub struct AnswerBody {
    inner: BoxBody<Bytes, std::io::Error>,
    activity: Arc<Activity>,
}

impl AnswerBody {
    pub fn new(inner: BoxBody<Bytes, std::io::Error>, activity: Arc<Activity>) -> Self {
        Self { inner, activity }
    }
}

impl Body for AnswerBody {
    type Data = Bytes;
    type Error = std::io::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, std::io::Error>>> {
        Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// hyper drops the body once it has written it all, or given up on it.
impl Drop for AnswerBody {
    fn drop(&mut self) {
        self.activity.answered();
    }
}
