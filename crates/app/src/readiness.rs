//! Whether this instance may take traffic: every dependency answers, in time.

use domain::ports::DependencyCheck;
use std::sync::Arc;
use std::time::Duration;

/// A dependency that did not answer, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unready {
    pub name: &'static str,
    pub reason: String,
}

/// Asks every dependency at once; each gets `timeout`, because a store that hangs (an S3
/// endpoint dropping packets, a client retrying a refused connection) must not hang the
/// load balancer's probe. Answers the ones that failed, in the order given; empty is ready.
pub async fn unready_dependencies(
    checks: &[Arc<dyn DependencyCheck>],
    timeout: Duration,
) -> Vec<Unready> {
    let answers = futures::future::join_all(checks.iter().map(|check| async move {
        let answer = match tokio::time::timeout(timeout, check.check()).await {
            Ok(answer) => answer,
            Err(_) => Err(format!("no answer within {} ms", timeout.as_millis())),
        };
        answer.err().map(|reason| Unready {
            name: check.name(),
            reason,
        })
    }))
    .await;
    answers.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use async_trait::async_trait;

    /// Answers `answer`, or never when `answer` is `None`.
    struct Dependency {
        name: &'static str,
        answer: Option<Result<(), String>>,
    }

    #[async_trait]
    impl DependencyCheck for Dependency {
        fn name(&self) -> &'static str {
            self.name
        }

        async fn check(&self) -> Result<(), String> {
            match &self.answer {
                Some(answer) => answer.clone(),
                None => std::future::pending().await,
            }
        }
    }

    fn dependency(
        name: &'static str,
        answer: Option<Result<(), String>>,
    ) -> Arc<dyn DependencyCheck> {
        Arc::new(Dependency { name, answer })
    }

    #[tokio::test]
    async fn names_the_failing_and_the_silent_dependencies_in_order_with_their_reasons() {
        let checks = [
            dependency("silent", None),
            dependency("fine", Some(Ok(()))),
            dependency("broken", Some(Err("refused".to_owned()))),
        ];

        let unready = unready_dependencies(&checks, Duration::from_millis(20)).await;

        assert_eq!(
            unready,
            [
                Unready {
                    name: "silent",
                    reason: "no answer within 20 ms".to_owned()
                },
                Unready {
                    name: "broken",
                    reason: "refused".to_owned()
                },
            ]
        );
    }

    #[tokio::test]
    async fn no_dependency_failing_means_ready() {
        let checks = [dependency("fine", Some(Ok(())))];

        assert!(unready_dependencies(&checks, Duration::from_millis(20))
            .await
            .is_empty());
    }
}
