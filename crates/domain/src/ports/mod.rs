//! Ports: the traits through which use cases reach the outside world. Adapters implement
//! them; only the binary chooses which adapter stands behind each one (`Arc<dyn Port>`).

mod alert_repository;
mod article_repository;
mod backups;
mod captcha;
mod captcha_challenge;
mod clock;
mod confirmation_mails;
mod content_events;
mod dependency_check;
mod enquiry_outbox;
mod identity;
mod image_processor;
mod image_store;
mod mailer;
mod newsletter_list;
mod opt_in_records;
mod property_repository;
mod repository_error;
mod session_tokens;
mod sign_in_link;
mod town_repository;
mod user_repository;

pub use alert_repository::*;
pub use article_repository::*;
pub use backups::*;
pub use captcha::*;
pub use captcha_challenge::*;
pub use clock::*;
pub use confirmation_mails::*;
pub use content_events::*;
pub use dependency_check::*;
pub use enquiry_outbox::*;
pub use identity::*;
pub use image_processor::*;
pub use image_store::*;
pub use mailer::*;
pub use newsletter_list::*;
pub use opt_in_records::*;
pub use property_repository::*;
pub use repository_error::*;
pub use session_tokens::*;
pub use sign_in_link::*;
pub use town_repository::*;
pub use user_repository::*;
