//! POST /properties/drafts: the hidden draft the first photo of a new property saves.

use super::create::{create_property, CreatePropertyError};
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{AlertRepository, ContentEvents, PropertyRepository};
use domain::property::draft::draft_input;
use domain::property::next_free_ref;
use domain::property::{PropertyInput, PropertyValidationError};
use domain::{Property, Ref};

/// Saves what she has typed as a hidden draft (`domain::property::draft`), under the ref she
/// typed or, when she typed none, the next free one. A typed ref that is taken is the same
/// 409 as on creation; a suggested one taken meanwhile by another save is tried once more.
pub async fn create_draft_property(
    properties: &dyn PropertyRepository,
    events: &dyn ContentEvents,
    alerts: &dyn AlertRepository,
    input: PropertyInput,
    now: DateTime<Utc>,
) -> Result<Property, CreatePropertyError> {
    // Left out (or null) means "the next free one"; anything sent must be three digits (the
    // schema's pattern), so an empty or blank ref is one that is not valid.
    if let Some(typed) = input.reference.as_deref() {
        let reference =
            Ref::parse(typed.trim()).map_err(|_| PropertyValidationError::ReferenceNotValid)?;
        let draft = draft_input(input, &reference);
        return create_property(properties, events, alerts, draft, now).await;
    }
    let mut attempts = 2;
    loop {
        let reference = free_ref(properties).await?;
        let draft = draft_input(input.clone(), &reference);
        attempts -= 1;
        match create_property(properties, events, alerts, draft, now).await {
            Err(CreatePropertyError::AlreadyExists) if attempts > 0 => continue,
            outcome => return outcome,
        }
    }
}

/// The next free ref among the refs in use (`domain::property::next_free_ref`, the one the
/// editor suggests).
async fn free_ref(properties: &dyn PropertyRepository) -> anyhow::Result<Ref> {
    let in_use = properties
        .typed_refs()
        .await
        .context("listing the refs in use")?;
    next_free_ref(&in_use).context("every three-digit ref is taken")
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::{MockAlertRepository, MockContentEvents, MockPropertyRepository};
    use domain::Visibility;

    #[tokio::test]
    async fn a_draft_without_a_ref_is_saved_hidden_under_the_next_free_one() {
        let mut properties = MockPropertyRepository::new();
        properties
            .expect_typed_refs()
            .returning(|| Ok(vec![Ref::parse("123").unwrap()]));
        properties
            .expect_create()
            .withf(|saved, _| {
                saved.reference.as_str() == "124" && saved.visibility == Visibility::Hidden
            })
            .times(1)
            .returning(|_, _| Ok(()));
        let mut events = MockContentEvents::new();
        events.expect_publish().returning(|_| ());
        let mut alerts = MockAlertRepository::new();
        alerts.expect_confirmed().returning(|| Ok(vec![]));

        let draft = create_draft_property(
            &properties,
            &events,
            &alerts,
            PropertyInput::default(),
            Utc::now(),
        )
        .await
        .unwrap();

        assert_eq!(draft.reference.as_str(), "124");
        assert_eq!(draft.path, "-home");
    }
}
