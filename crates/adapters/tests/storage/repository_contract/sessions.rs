//! `SessionRecords` and the sign-in links' count: the server-side sessions behind "Signed-in
//! devices".

use adapters::identity::{SqlSessionRecords, SqlSignInLinks};
use adapters::repositories::SqlUserRepository;
use chrono::{DateTime, Duration, SubsecRound, Utc};
use domain::ports::{
    LiveLinks, NewSession, RepositoryError, SessionRecords, SignInLinks, UserRepository,
};
use domain::{Email, Role};
use sea_orm::DatabaseConnection;

async fn user(conn: &DatabaseConnection, email: &str) -> domain::User {
    SqlUserRepository::new(conn.clone())
        .upsert(
            &Email::parse(email).unwrap(),
            "Staff",
            "",
            Some(Role::Admin),
        )
        .await
        .unwrap()
}

fn session(user_id: i64, device: &str, at: DateTime<Utc>, lasts: Duration) -> NewSession {
    NewSession {
        user_id,
        session_version: 0,
        device: device.into(),
        signed_in_at: at,
        expires_at: at + lasts,
    }
}

pub async fn sessions_open_list_and_end_one_by_one(conn: DatabaseConnection) {
    let records = SqlSessionRecords::new(conn.clone());
    let anna = user(&conn, "anna@langhe.test").await;
    let colleague = user(&conn, "colleague@langhe.test").await;
    let now = Utc::now().trunc_subsecs(6);
    let laptop = records
        .open(&session(
            anna.id,
            "Firefox on Windows",
            now - Duration::hours(1),
            Duration::days(30),
        ))
        .await
        .unwrap();
    let phone = records
        .open(&session(
            anna.id,
            "Safari on iPhone",
            now,
            Duration::hours(12),
        ))
        .await
        .unwrap();
    let theirs = records
        .open(&session(
            colleague.id,
            "Chrome on Linux",
            now,
            Duration::hours(12),
        ))
        .await
        .unwrap();
    assert_eq!(laptop.last_seen_at, laptop.signed_in_at);
    assert_eq!(records.find(phone.id).await.unwrap(), Some(phone.clone()));

    records
        .seen(laptop.id, now + Duration::minutes(5))
        .await
        .unwrap();
    let listed = records.list(anna.id, 0, now).await.unwrap();
    let ids: Vec<i64> = listed.iter().map(|s| s.id).collect();
    assert_eq!(ids, [laptop.id, phone.id], "the most recently seen first");
    assert_eq!(listed[0].last_seen_at, now + Duration::minutes(5));
    assert!(
        records.list(anna.id, 1, now).await.unwrap().is_empty(),
        "another session version lists none"
    );
    assert!(
        records
            .list(anna.id, 0, now + Duration::hours(13))
            .await
            .unwrap()
            .len()
            == 1,
        "an expired session is not listed"
    );

    assert!(matches!(
        records.end(anna.id, theirs.id).await,
        Err(RepositoryError::NotFound)
    ));
    assert!(
        records.find(theirs.id).await.unwrap().is_some(),
        "someone else's is not hers to end"
    );
    records.end(anna.id, phone.id).await.unwrap();
    assert_eq!(records.find(phone.id).await.unwrap(), None);
    assert!(matches!(
        records.end(anna.id, phone.id).await,
        Err(RepositoryError::NotFound)
    ));
}

pub async fn a_sign_in_deletes_the_sessions_that_ran_out(conn: DatabaseConnection) {
    let records = SqlSessionRecords::new(conn.clone());
    let anna = user(&conn, "anna@langhe.test").await;
    let now = Utc::now();
    let old = records
        .open(&session(
            anna.id,
            "Old",
            now - Duration::days(2),
            Duration::hours(12),
        ))
        .await
        .unwrap();
    let live = records
        .open(&session(
            anna.id,
            "Live",
            now - Duration::hours(1),
            Duration::hours(12),
        ))
        .await
        .unwrap();
    records
        .open(&session(anna.id, "New", now, Duration::hours(12)))
        .await
        .unwrap();
    assert_eq!(records.find(old.id).await.unwrap(), None);
    assert!(records.find(live.id).await.unwrap().is_some());
}

/// The caps of mailed links read what is live (not used, not expired) per person and per
/// asking client; a spent link says whether it was mailed; each person's requests are
/// counted until taken, and every concurrent request counts.
pub async fn sign_in_links_are_counted_live_per_person_and_client(conn: DatabaseConnection) {
    let links = SqlSignInLinks::new(conn.clone());
    let anna = user(&conn, "anna@langhe.test").await;
    let colleague = user(&conn, "colleague@langhe.test").await;
    let now = Utc::now();
    let expires = now + Duration::minutes(30);
    let client = |name: &str| Some(name.to_owned());
    let mut secrets = Vec::new();
    for _ in 0..2 {
        secrets.push(links.issue(anna.id, expires, client("a")).await.unwrap());
    }
    links.issue(anna.id, expires, client("b")).await.unwrap();
    links
        .issue(anna.id, now - Duration::minutes(1), client("a"))
        .await
        .unwrap();
    let printed = links.issue(anna.id, expires, None).await.unwrap();
    links
        .issue(colleague.id, expires, client("a"))
        .await
        .unwrap();
    let live = |user_id: i64, client: Option<String>| {
        let links = &links;
        async move { links.live(user_id, client, now).await.unwrap() }
    };
    assert_eq!(
        live(anna.id, client("a")).await,
        LiveLinks {
            total: 4,
            from_client: 2
        }
    );
    assert_eq!(live(anna.id, None).await.from_client, 0);

    let spent = links.redeem(&secrets[0], now).await.unwrap().unwrap();
    assert_eq!((spent.user_id, spent.mailed), (anna.id, true));
    let spent = links.redeem(&printed, now).await.unwrap().unwrap();
    assert!(!spent.mailed, "printed by create-user");
    assert_eq!(
        live(anna.id, client("a")).await,
        LiveLinks {
            total: 2,
            from_client: 1
        }
    );

    assert_eq!(links.take_requests(anna.id).await.unwrap(), 0);
    let counting: Vec<_> = (0..6).map(|_| links.count_request(anna.id)).collect();
    for counted in futures::future::join_all(counting).await {
        counted.unwrap();
    }
    links.count_request(colleague.id).await.unwrap();
    assert_eq!(links.take_requests(anna.id).await.unwrap(), 6);
    assert_eq!(
        links.take_requests(anna.id).await.unwrap(),
        0,
        "counted anew"
    );
    assert_eq!(links.take_requests(colleague.id).await.unwrap(), 1);
}
