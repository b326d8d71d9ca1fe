//! The reminder a visitor gets a day before each confirmed viewing, through the outbox,
//! once (the repository marks it in the mail's transaction).

use super::mails::{visitor_mail, VisitorMail};
use super::ViewingDesk;
use anyhow::Context;
use chrono::Duration;

/// How long before a viewing its reminder goes.
pub const REMINDER_AHEAD: Duration = Duration::hours(24);
const BATCH: u64 = 100;

/// Stores the reminders now due; answers how many went into the outbox.
pub async fn send_due_reminders(desk: &ViewingDesk<'_>) -> anyhow::Result<usize> {
    let now = desk.clock.now();
    let due = desk
        .viewings
        .due_reminders(now, now + REMINDER_AHEAD, BATCH)
        .await
        .context("reading the viewings due a reminder")?;
    let mut sent = 0;
    for (request, slot_id) in due {
        let Some(slot) = request.slots.iter().find(|slot| slot.id == slot_id) else {
            continue;
        };
        let mail = visitor_mail(
            desk,
            VisitorMail::Reminder,
            &request,
            &[(slot, slot.sequence)],
            now,
        )
        .await;
        if desk
            .viewings
            .remind(slot_id, now, &mail)
            .await
            .context("storing a viewing's reminder")?
        {
            sent += 1;
        }
    }
    Ok(sent)
}
