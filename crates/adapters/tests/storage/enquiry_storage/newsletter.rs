use adapters::newsletter::SqlNewsletterList;
use chrono::DateTime;
use domain::ports::{
    ConfirmOutcome, NewsletterList, OptInRecords, PendingSubscription, SubscribeOutcome,
    SubscriberDirectory,
};
use domain::Email;
use sea_orm::DatabaseConnection;

fn at(seconds: i64) -> chrono::DateTime<chrono::Utc> {
    DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
}

/// Signs up at `seconds`, confirmable for an hour.
pub(super) async fn sign_up(
    list: &SqlNewsletterList,
    email: &str,
    seconds: i64,
) -> SubscribeOutcome {
    list.subscribe(
        &Email::parse(email).unwrap(),
        at(seconds),
        at(seconds + 3600),
    )
    .await
    .unwrap()
}

fn pending(outcome: SubscribeOutcome) -> PendingSubscription {
    match outcome {
        SubscribeOutcome::AwaitingConfirmation(pending) => pending,
        other => panic!("expected a pending sign-up, got {other:?}"),
    }
}

async fn emails(list: &SqlNewsletterList) -> Vec<String> {
    list.current_subscribers()
        .await
        .unwrap()
        .into_iter()
        .map(|s| s.email.to_string())
        .collect()
}

async fn only_a_confirmed_address_is_on_the_list(conn: DatabaseConnection) {
    let list = SqlNewsletterList::new(conn);
    let anna = pending(sign_up(&list, "anna@example.com", 0).await);
    assert!(anna.confirm_token.len() >= 32);
    assert_ne!(anna.confirm_token, anna.unsubscribe_token);
    assert!(emails(&list).await.is_empty(), "pending is not subscribed");

    assert_eq!(
        list.confirm("not-a-token", at(10)).await.unwrap(),
        ConfirmOutcome::UnknownOrExpired
    );
    assert_eq!(
        list.confirm(&anna.confirm_token, at(10)).await.unwrap(),
        ConfirmOutcome::Confirmed
    );
    assert_eq!(
        list.confirm(&anna.confirm_token, at(11)).await.unwrap(),
        ConfirmOutcome::AlreadyConfirmed
    );
    let subscribers = list.current_subscribers().await.unwrap();
    assert_eq!(subscribers.len(), 1);
    assert_eq!(subscribers[0].consent_at, at(0));
    assert_eq!(subscribers[0].confirmed_at, at(10));
    assert_eq!(subscribers[0].email.as_str(), "anna@example.com");

    assert_eq!(
        sign_up(&list, "anna@example.com", 20).await,
        SubscribeOutcome::AlreadySubscribed,
        "a confirmed subscriber is neither mailed again nor stored twice"
    );
    assert_eq!(emails(&list).await, ["anna@example.com"]);
}

async fn a_pending_sign_up_expires_and_is_forgotten(conn: DatabaseConnection) {
    let list = SqlNewsletterList::new(conn);
    let anna = pending(sign_up(&list, "anna@example.com", 0).await);
    let bruno = pending(sign_up(&list, "bruno@example.com", 1800).await);
    assert_eq!(
        list.confirm(&anna.confirm_token, at(3600)).await.unwrap(),
        ConfirmOutcome::UnknownOrExpired,
        "the link works until the hour is over, not at its end"
    );
    assert_eq!(list.forget_expired(at(3601)).await.unwrap(), 1);
    assert_eq!(list.forget_expired(at(3601)).await.unwrap(), 0);
    assert_eq!(
        list.confirm(&bruno.confirm_token, at(3601)).await.unwrap(),
        ConfirmOutcome::Confirmed,
        "an unexpired sign-up is kept"
    );
    assert_eq!(list.forget_expired(at(99_999)).await.unwrap(), 0);
    assert_eq!(emails(&list).await, ["bruno@example.com"]);

    let again = pending(sign_up(&list, "anna@example.com", 4000).await);
    assert_eq!(
        list.confirm(&again.confirm_token, at(4001)).await.unwrap(),
        ConfirmOutcome::Confirmed,
        "a forgotten address can sign up afresh"
    );
}

async fn signing_up_again_while_pending_replaces_the_links(conn: DatabaseConnection) {
    let list = SqlNewsletterList::new(conn);
    let first = pending(sign_up(&list, "anna@example.com", 0).await);
    let second = pending(sign_up(&list, "anna@example.com", 60).await);
    assert_ne!(first.confirm_token, second.confirm_token);
    assert_eq!(
        list.confirm(&first.confirm_token, at(61)).await.unwrap(),
        ConfirmOutcome::UnknownOrExpired,
        "the older mail's link is dead"
    );
    assert_eq!(
        list.confirm(&second.confirm_token, at(61)).await.unwrap(),
        ConfirmOutcome::Confirmed
    );
    assert_eq!(
        list.current_subscribers().await.unwrap()[0].consent_at,
        at(60)
    );
}

async fn the_unsubscribe_token_takes_one_subscriber_off_once(conn: DatabaseConnection) {
    let list = SqlNewsletterList::new(conn);
    let mut links = Vec::new();
    for email in ["anna@example.com", "bruno@example.com"] {
        let sign_up = pending(sign_up(&list, email, 0).await);
        list.confirm(&sign_up.confirm_token, at(1)).await.unwrap();
        links.push(sign_up);
    }
    let anna = &links[0];
    assert!(anna.unsubscribe_token.len() >= 32);

    assert!(list
        .withdraw(&anna.unsubscribe_token, at(10))
        .await
        .unwrap());
    assert!(
        !list
            .withdraw(&anna.unsubscribe_token, at(11))
            .await
            .unwrap(),
        "a used link does nothing"
    );
    assert!(!list.withdraw("not-a-token", at(11)).await.unwrap());
    assert_eq!(emails(&list).await, ["bruno@example.com"]);

    let rejoining = pending(sign_up(&list, "anna@example.com", 20).await);
    assert_eq!(
        emails(&list).await,
        ["bruno@example.com"],
        "signing up again needs a new confirmation"
    );
    list.confirm(&rejoining.confirm_token, at(21))
        .await
        .unwrap();
    let rejoined = list.current_subscribers().await.unwrap();
    let anna_again = rejoined
        .iter()
        .find(|s| s.email.as_str() == "anna@example.com")
        .unwrap();
    assert_eq!(anna_again.consent_at, at(20));
    assert!(
        !list
            .withdraw(&anna.unsubscribe_token, at(22))
            .await
            .unwrap(),
        "the old link stays dead"
    );
    assert_eq!(list.current_subscribers().await.unwrap().len(), 2);
}

async fn the_confirmation_mails_unsubscribe_link_cancels_a_pending_sign_up(
    conn: DatabaseConnection,
) {
    let list = SqlNewsletterList::new(conn);
    let anna = pending(sign_up(&list, "anna@example.com", 0).await);
    assert!(list.withdraw(&anna.unsubscribe_token, at(5)).await.unwrap());
    assert_eq!(
        list.confirm(&anna.confirm_token, at(6)).await.unwrap(),
        ConfirmOutcome::UnknownOrExpired
    );
    assert!(emails(&list).await.is_empty());
}

crate::on_both_databases! {
    only_a_confirmed_address_is_on_the_list => super::only_a_confirmed_address_is_on_the_list,
    a_pending_sign_up_expires_and_is_forgotten => super::a_pending_sign_up_expires_and_is_forgotten,
    signing_up_again_while_pending_replaces_the_links => super::signing_up_again_while_pending_replaces_the_links,
    the_unsubscribe_token_takes_one_subscriber_off_once => super::the_unsubscribe_token_takes_one_subscriber_off_once,
    the_confirmation_mails_unsubscribe_link_cancels_a_pending_sign_up => super::the_confirmation_mails_unsubscribe_link_cancels_a_pending_sign_up,
}
