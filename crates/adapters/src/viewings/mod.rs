//! Viewing requests and their slots over SeaORM, on SQLite and PostgreSQL alike. Each write
//! that mails the visitor stores the mail in the outbox in its own transaction.

mod repository;
pub mod request_entity;
mod row;
pub mod slot_entity;

pub use repository::SqlViewingRepository;
