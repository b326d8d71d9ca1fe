use adapters::newsletter::SqlNewsletterList;
use chrono::DateTime;
use domain::ports::{NewsletterList, SubscribeOutcome, SubscriberDirectory};
use domain::Email;
use sea_orm::DatabaseConnection;

fn at(seconds: i64) -> chrono::DateTime<chrono::Utc> {
    DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
}

async fn a_repeated_sign_up_is_neither_an_error_nor_a_duplicate(conn: DatabaseConnection) {
    let list = SqlNewsletterList::new(conn);
    let anna = Email::parse("anna@example.com").unwrap();
    assert_eq!(
        list.subscribe(&anna, at(0)).await.unwrap(),
        SubscribeOutcome::Added
    );
    assert_eq!(
        list.subscribe(&anna, at(5)).await.unwrap(),
        SubscribeOutcome::AlreadySubscribed
    );
    let subscribers = list.current_subscribers().await.unwrap();
    assert_eq!(subscribers.len(), 1);
    assert_eq!(subscribers[0].consent_at, at(0));
}

async fn the_unsubscribe_token_takes_one_subscriber_off_once(conn: DatabaseConnection) {
    let list = SqlNewsletterList::new(conn);
    for email in ["anna@example.com", "bruno@example.com"] {
        list.subscribe(&Email::parse(email).unwrap(), at(0))
            .await
            .unwrap();
    }
    let anna = list.current_subscribers().await.unwrap().remove(0);
    assert_eq!(anna.email.as_str(), "anna@example.com");
    assert!(anna.unsubscribe_token.len() >= 32);

    assert!(list
        .unsubscribe(&anna.unsubscribe_token, at(10))
        .await
        .unwrap());
    assert!(
        !list
            .unsubscribe(&anna.unsubscribe_token, at(11))
            .await
            .unwrap(),
        "a used link does nothing"
    );
    assert!(!list.unsubscribe("not-a-token", at(11)).await.unwrap());
    let left: Vec<_> = list
        .current_subscribers()
        .await
        .unwrap()
        .into_iter()
        .map(|s| s.email.to_string())
        .collect();
    assert_eq!(left, ["bruno@example.com"]);

    assert_eq!(
        list.subscribe(&anna.email, at(20)).await.unwrap(),
        SubscribeOutcome::Added,
        "signing up again rejoins"
    );
    let rejoined = list.current_subscribers().await.unwrap();
    let anna_again = rejoined.iter().find(|s| s.email == anna.email).unwrap();
    assert_eq!(anna_again.consent_at, at(20));
    assert_ne!(
        anna_again.unsubscribe_token, anna.unsubscribe_token,
        "the old link stays dead"
    );
}

crate::on_both_databases! {
    a_repeated_sign_up_is_neither_an_error_nor_a_duplicate => super::a_repeated_sign_up_is_neither_an_error_nor_a_duplicate,
    the_unsubscribe_token_takes_one_subscriber_off_once => super::the_unsubscribe_token_takes_one_subscriber_off_once,
}
