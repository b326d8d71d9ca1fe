//! Viewing trips: the visitor's request (a lead of kind `viewing`), the slots staff set and
//! confirm (one mail to the visitor with a calendar file per slot), their changes and
//! cancellations, the reminder a day ahead and the outcome afterwards.

mod desk;
mod mails;
mod reminders;
mod request;
mod slots;

pub use desk::ViewingDesk;
pub use reminders::{send_due_reminders, REMINDER_AHEAD};
pub use request::{request_viewing, RequestViewingError, ViewingSubmission};
pub use slots::{
    add_slot, change_slot, confirm_slots, delete_slot, list_viewings, record_outcome, AddSlotError,
    ChangeSlotError, ConfirmViewingError, DeleteSlotError, ListViewingsError, RecordOutcomeError,
    NOTHING_TO_CONFIRM, SLOT_NOT_FOUND, SLOT_PROPERTY_UNKNOWN, VIEWING_NOT_FOUND,
};
