//! `PropertyMedia` contract: a property's documents, floor plans and tour.

use super::fixtures::{instant, property, reference};
use adapters::property_media::SqlPropertyMedia;
use adapters::repositories::SqlPropertyRepository;
use domain::ports::{PropertyRepository, RepositoryError};
use domain::Visibility;
use plans::ports::{NewDocument, NewFloorPlan, PropertyMedia};
use plans::{
    DocumentId, DocumentTitle, DocumentVisibility, FloorArea, FloorLabel, FloorPlanId, TourUrl,
};
use sea_orm::DatabaseConnection;

async fn with_properties(conn: &DatabaseConnection, refs: &[&str]) -> SqlPropertyRepository {
    let properties = SqlPropertyRepository::new(conn.clone());
    for (day, text) in refs.iter().enumerate() {
        properties
            .create(
                &property(text, Visibility::Visible, instant(day as i64)),
                None,
            )
            .await
            .unwrap();
    }
    properties
}

fn new_document(reference_text: &str, title: &str, visibility: DocumentVisibility) -> NewDocument {
    NewDocument {
        reference: reference(reference_text),
        title: DocumentTitle::parse(title).unwrap(),
        visibility,
        key: format!("documents/{reference_text}/1-{}.pdf", title.len()),
        size_bytes: 1234,
    }
}

fn new_plan(reference_text: &str, label: &str, area: Option<i64>) -> NewFloorPlan {
    NewFloorPlan {
        reference: reference(reference_text),
        label: FloorLabel::parse(label).unwrap(),
        area: area.map(|sqm| FloorArea::parse(sqm).unwrap()),
        key: format!("properties/{reference_text}-v/plans/{label}.jpg"),
    }
}

fn titles(documents: &[plans::PropertyDocument]) -> Vec<&str> {
    documents.iter().map(|d| d.title.as_str()).collect()
}

pub async fn documents_are_added_in_order_updated_and_deleted(conn: DatabaseConnection) {
    with_properties(&conn, &["901", "902"]).await;
    let media = SqlPropertyMedia::new(conn);
    let r901 = reference("901");
    let energy = media
        .add_document(new_document(
            "901",
            "Energy certificate",
            DocumentVisibility::Public,
        ))
        .await
        .unwrap();
    let cadastral = media
        .add_document(new_document(
            "901",
            "Cadastral plan",
            DocumentVisibility::OnRequest,
        ))
        .await
        .unwrap();
    media
        .add_document(new_document("902", "Brochure", DocumentVisibility::Public))
        .await
        .unwrap();
    assert_eq!(energy.size_bytes, 1234);
    assert!(energy.position < cadastral.position);
    assert_eq!(
        titles(&media.documents(&r901).await.unwrap()),
        ["Energy certificate", "Cadastral plan"]
    );

    let updated = media
        .update_document(
            &r901,
            cadastral.id,
            DocumentTitle::parse("Planimetria").unwrap(),
            DocumentVisibility::Public,
        )
        .await
        .unwrap();
    assert_eq!(updated.title.as_str(), "Planimetria");
    assert_eq!(updated.visibility, DocumentVisibility::Public);
    assert_eq!(
        media.document(&r901, cadastral.id).await.unwrap(),
        Some(updated)
    );

    let deleted = media.delete_document(&r901, energy.id).await.unwrap();
    assert_eq!(deleted.key, energy.key);
    assert_eq!(
        titles(&media.documents(&r901).await.unwrap()),
        ["Planimetria"]
    );
    assert_eq!(
        titles(&media.documents(&reference("902")).await.unwrap()),
        ["Brochure"]
    );
}

pub async fn a_document_of_another_property_or_missing_is_not_found(conn: DatabaseConnection) {
    with_properties(&conn, &["903", "904"]).await;
    let media = SqlPropertyMedia::new(conn);
    let document = media
        .add_document(new_document("903", "Brochure", DocumentVisibility::Public))
        .await
        .unwrap();
    let other = reference("904");
    assert_eq!(media.document(&other, document.id).await.unwrap(), None);
    assert!(matches!(
        media.delete_document(&other, document.id).await,
        Err(RepositoryError::NotFound)
    ));
    assert!(matches!(
        media
            .update_document(
                &reference("903"),
                DocumentId(document.id.0 + 1000),
                DocumentTitle::parse("x").unwrap(),
                DocumentVisibility::Public
            )
            .await,
        Err(RepositoryError::NotFound)
    ));
    assert!(matches!(
        media
            .add_document(new_document("999", "Brochure", DocumentVisibility::Public))
            .await,
        Err(RepositoryError::UnknownReference)
    ));
}

pub async fn documents_keep_the_order_they_are_given(conn: DatabaseConnection) {
    with_properties(&conn, &["905"]).await;
    let media = SqlPropertyMedia::new(conn);
    let r905 = reference("905");
    let mut added = Vec::new();
    for title in ["Energy certificate", "Cadastral plan", "Brochure"] {
        let document = new_document("905", title, DocumentVisibility::Public);
        added.push(media.add_document(document).await.unwrap().id);
    }
    media
        .reorder_documents(&r905, vec![added[2], added[0], added[1]])
        .await
        .unwrap();
    assert_eq!(
        titles(&media.documents(&r905).await.unwrap()),
        ["Brochure", "Energy certificate", "Cadastral plan"]
    );
    // A later upload comes after the new order, and the order survives an edit.
    media
        .add_document(new_document(
            "905",
            "Floor survey",
            DocumentVisibility::OnRequest,
        ))
        .await
        .unwrap();
    media
        .update_document(
            &r905,
            added[0],
            DocumentTitle::parse("APE").unwrap(),
            DocumentVisibility::OnRequest,
        )
        .await
        .unwrap();
    assert_eq!(
        titles(&media.documents(&r905).await.unwrap()),
        ["Brochure", "APE", "Cadastral plan", "Floor survey"]
    );
}

pub async fn a_reorder_naming_a_stranger_document_moves_nothing(conn: DatabaseConnection) {
    with_properties(&conn, &["906", "907"]).await;
    let media = SqlPropertyMedia::new(conn);
    let first = media
        .add_document(new_document("906", "A", DocumentVisibility::Public))
        .await
        .unwrap();
    let second = media
        .add_document(new_document("906", "B", DocumentVisibility::Public))
        .await
        .unwrap();
    let stranger = media
        .add_document(new_document("907", "C", DocumentVisibility::Public))
        .await
        .unwrap();
    let r906 = reference("906");
    for order in [
        vec![second.id, stranger.id],
        vec![second.id, DocumentId(stranger.id.0 + 1000)],
    ] {
        assert!(matches!(
            media.reorder_documents(&r906, order).await,
            Err(RepositoryError::NotFound)
        ));
    }
    // Nothing moved, not even the property's own document named first.
    assert_eq!(media.documents(&r906).await.unwrap(), [first, second]);
    assert_eq!(
        media.documents(&reference("907")).await.unwrap(),
        [stranger]
    );
}

pub async fn floor_plans_keep_their_labels_areas_and_order(conn: DatabaseConnection) {
    with_properties(&conn, &["911"]).await;
    let media = SqlPropertyMedia::new(conn);
    let r911 = reference("911");
    let ground = media
        .add_floor_plan(new_plan("911", "Ground floor", Some(120)))
        .await
        .unwrap();
    let first = media
        .add_floor_plan(new_plan("911", "First floor", None))
        .await
        .unwrap();
    let attic = media
        .add_floor_plan(new_plan("911", "Attic", Some(40)))
        .await
        .unwrap();
    let labels = |plans: Vec<plans::FloorPlan>| {
        plans
            .into_iter()
            .map(|plan| {
                (
                    plan.label.as_str().to_owned(),
                    plan.area.map(FloorArea::sqm),
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        labels(media.floor_plans(&r911).await.unwrap()),
        [
            ("Ground floor".to_owned(), Some(120)),
            ("First floor".to_owned(), None),
            ("Attic".to_owned(), Some(40)),
        ]
    );

    media
        .reorder_floor_plans(&r911, vec![attic.id, ground.id, first.id])
        .await
        .unwrap();
    let updated = media
        .update_floor_plan(
            &r911,
            first.id,
            FloorLabel::parse("Piano primo").unwrap(),
            Some(FloorArea::parse(95).unwrap()),
        )
        .await
        .unwrap();
    assert_eq!(updated.area.map(FloorArea::sqm), Some(95));
    media.delete_floor_plan(&r911, ground.id).await.unwrap();
    assert_eq!(
        labels(media.floor_plans(&r911).await.unwrap()),
        [
            ("Attic".to_owned(), Some(40)),
            ("Piano primo".to_owned(), Some(95)),
        ]
    );
}

pub async fn a_reorder_naming_a_stranger_plan_moves_nothing(conn: DatabaseConnection) {
    with_properties(&conn, &["912", "913"]).await;
    let media = SqlPropertyMedia::new(conn);
    let a = media
        .add_floor_plan(new_plan("912", "A", None))
        .await
        .unwrap();
    let b = media
        .add_floor_plan(new_plan("912", "B", None))
        .await
        .unwrap();
    let stranger = media
        .add_floor_plan(new_plan("913", "C", None))
        .await
        .unwrap();
    let r912 = reference("912");
    assert!(matches!(
        media
            .reorder_floor_plans(&r912, vec![b.id, stranger.id])
            .await,
        Err(RepositoryError::NotFound)
    ));
    let order: Vec<FloorPlanId> = media
        .floor_plans(&r912)
        .await
        .unwrap()
        .into_iter()
        .map(|plan| plan.id)
        .collect();
    assert_eq!(order, [a.id, b.id]);
    assert!(matches!(
        media.delete_floor_plan(&r912, stranger.id).await,
        Err(RepositoryError::NotFound)
    ));
}

pub async fn a_tour_is_set_replaced_and_removed(conn: DatabaseConnection) {
    with_properties(&conn, &["921"]).await;
    let media = SqlPropertyMedia::new(conn);
    let r921 = reference("921");
    assert_eq!(media.tour(&r921).await.unwrap(), None);
    let matterport = TourUrl::parse("https://my.matterport.com/show/?m=abc").unwrap();
    let kuula = TourUrl::parse("https://kuula.co/share/abc").unwrap();
    media
        .set_tour(&r921, Some(matterport.clone()))
        .await
        .unwrap();
    assert_eq!(media.tour(&r921).await.unwrap(), Some(matterport));
    media.set_tour(&r921, Some(kuula.clone())).await.unwrap();
    assert_eq!(media.tour(&r921).await.unwrap(), Some(kuula.clone()));
    media.set_tour(&r921, None).await.unwrap();
    assert_eq!(media.tour(&r921).await.unwrap(), None);
    assert!(matches!(
        media.set_tour(&reference("999"), Some(kuula)).await,
        Err(RepositoryError::UnknownReference)
    ));
}

pub async fn media_go_with_their_property(conn: DatabaseConnection) {
    let properties = with_properties(&conn, &["931", "932"]).await;
    let media = SqlPropertyMedia::new(conn);
    for text in ["931", "932"] {
        media
            .add_document(new_document(text, "Brochure", DocumentVisibility::Public))
            .await
            .unwrap();
        media
            .add_floor_plan(new_plan(text, "Ground", None))
            .await
            .unwrap();
        media
            .set_tour(
                &reference(text),
                Some(TourUrl::parse("https://kuula.co/share/x").unwrap()),
            )
            .await
            .unwrap();
    }
    properties.delete(&reference("931")).await.unwrap();
    let gone = reference("931");
    assert!(media.documents(&gone).await.unwrap().is_empty());
    assert!(media.floor_plans(&gone).await.unwrap().is_empty());
    assert_eq!(media.tour(&gone).await.unwrap(), None);
    let kept = reference("932");
    assert_eq!(media.documents(&kept).await.unwrap().len(), 1);
    assert_eq!(media.floor_plans(&kept).await.unwrap().len(), 1);
    assert!(media.tour(&kept).await.unwrap().is_some());
}

/// Adding reads the last position, then writes. Beside other writers, SQLite's deferred
/// transaction failed that with SQLITE_BUSY_SNAPSHOT (a floor plan's upload answered 500 while
/// the fuzzer wrote elsewhere); every add must instead wait its turn.
pub async fn media_added_beside_other_writers_all_succeed(conn: DatabaseConnection) {
    const EACH: usize = 25;
    let properties = std::sync::Arc::new(with_properties(&conn, &["921", "922"]).await);
    let media = std::sync::Arc::new(SqlPropertyMedia::new(conn));
    let mut writers = tokio::task::JoinSet::new();
    for n in 0..EACH {
        let plans = std::sync::Arc::clone(&media);
        writers.spawn(async move {
            plans
                .add_floor_plan(new_plan("921", &format!("Floor {n}"), None))
                .await
                .map(|_| ())
        });
        let documents = std::sync::Arc::clone(&media);
        writers.spawn(async move {
            let mut document =
                new_document("921", &format!("Survey {n}"), DocumentVisibility::Public);
            document.key = format!("documents/921/{n}-survey.pdf");
            documents.add_document(document).await.map(|_| ())
        });
        let other = std::sync::Arc::clone(&properties);
        writers.spawn(async move {
            let mut home = property("922", Visibility::Visible, instant(0));
            home.title = format!("Rewritten {n}");
            other.update(&home, None, None).await.map(|_| ())
        });
    }
    while let Some(outcome) = writers.join_next().await {
        outcome
            .expect("writer task panicked")
            .expect("every write succeeds");
    }
    let r921 = reference("921");
    assert_eq!(media.floor_plans(&r921).await.unwrap().len(), EACH);
    assert_eq!(media.documents(&r921).await.unwrap().len(), EACH);
}
