//! Schema migrations for Langhe Property. One set runs unchanged on SQLite and PostgreSQL;
//! later features (sessions, outbox…) append their own migrations to the list below.

pub use sea_orm_migration::prelude::*;

mod columns;
pub mod secret_hash;

mod m20261122_000001_create_towns;
mod m20261122_000002_create_properties;
mod m20261122_000003_create_articles;
mod m20261122_000004_create_users;
mod m20261122_000040_create_sign_in_links;
mod m20261122_000050_create_enquiry_outbox;
mod m20261123_000060_add_property_pictures_version;
mod m20261123_000070_property_pictures_flag;
mod m20261123_000140_add_property_facts;
mod m20261123_001000_add_user_sessions_and_subject;
mod m20261124_002000_newsletter_double_opt_in;
mod m20261124_003000_property_changed_date;
mod m20261125_004000_create_alerts;
mod m20261125_005000_enquiry_html_body;
mod m20261125_006000_property_share_key;
mod m20261125_007000_create_confirmation_mails;
mod m20261125_008000_hash_link_tokens;
mod m20261125_009000_create_backup_schedule;
mod m20261126_010000_article_changed_date;
mod m20261126_020000_create_user_sessions;
mod m20261126_030000_enquiry_read_and_search;
mod m20261126_040000_article_published;
mod m20261126_050000_property_has_listing;
mod m20261127_010000_lead_desk;
mod m20261127_020000_create_viewings;
mod m20261127_030000_enquiry_source;
mod m20261127_050000_create_photo_captions;
mod m20261127_060000_create_desk_digests;
mod m20261127_070000_lead_anonymised_at;
mod m20261127_100000_property_buying_costs_and_envelope;
mod m20261127_110000_create_fx_rates;
mod m20261127_120000_property_media;
mod m20261127_130000_property_sold_order;
mod m20261127_140000_property_shown;
mod m20261127_150000_property_cover_photo;
mod m20261127_160000_inbox_read_indexes;
mod m20261127_170000_listing_status;
mod m20261128_010000_create_visit_counts;
mod m20261128_020000_property_owners;
mod m20261128_030000_property_italian_texts;
mod m20261128_040000_article_italian_texts;
mod m20261128_050000_town_italian_texts;
mod m20261207_010000_sign_in_link_requests;
mod m20261208_010000_create_owner_log;
mod m20261209_010000_bound_visit_counts;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_create_towns::Migration),
            Box::new(m20261122_000002_create_properties::Migration),
            Box::new(m20261122_000003_create_articles::Migration),
            Box::new(m20261122_000004_create_users::Migration),
            Box::new(m20261122_000040_create_sign_in_links::Migration),
            Box::new(m20261122_000050_create_enquiry_outbox::Migration),
            Box::new(m20261123_000060_add_property_pictures_version::Migration),
            Box::new(m20261123_000070_property_pictures_flag::Migration),
            Box::new(m20261123_000140_add_property_facts::Migration),
            Box::new(m20261123_001000_add_user_sessions_and_subject::Migration),
            Box::new(m20261124_002000_newsletter_double_opt_in::Migration),
            Box::new(m20261124_003000_property_changed_date::Migration),
            Box::new(m20261125_004000_create_alerts::Migration),
            Box::new(m20261125_005000_enquiry_html_body::Migration),
            Box::new(m20261125_006000_property_share_key::Migration),
            Box::new(m20261125_007000_create_confirmation_mails::Migration),
            Box::new(m20261125_008000_hash_link_tokens::Migration),
            Box::new(m20261125_009000_create_backup_schedule::Migration),
            Box::new(m20261126_010000_article_changed_date::Migration),
            Box::new(m20261126_020000_create_user_sessions::Migration),
            Box::new(m20261126_030000_enquiry_read_and_search::Migration),
            Box::new(m20261126_040000_article_published::Migration),
            Box::new(m20261126_050000_property_has_listing::Migration),
            Box::new(m20261127_010000_lead_desk::Migration),
            Box::new(m20261127_020000_create_viewings::Migration),
            Box::new(m20261127_030000_enquiry_source::Migration),
            Box::new(m20261127_050000_create_photo_captions::Migration),
            Box::new(m20261127_060000_create_desk_digests::Migration),
            Box::new(m20261127_070000_lead_anonymised_at::Migration),
            Box::new(m20261127_100000_property_buying_costs_and_envelope::Migration),
            Box::new(m20261127_110000_create_fx_rates::Migration),
            Box::new(m20261127_120000_property_media::Migration),
            Box::new(m20261127_130000_property_sold_order::Migration),
            Box::new(m20261127_140000_property_shown::Migration),
            Box::new(m20261127_150000_property_cover_photo::Migration),
            Box::new(m20261127_160000_inbox_read_indexes::Migration),
            Box::new(m20261127_170000_listing_status::Migration),
            Box::new(m20261128_010000_create_visit_counts::Migration),
            Box::new(m20261128_020000_property_owners::Migration),
            Box::new(m20261128_030000_property_italian_texts::Migration),
            Box::new(m20261128_040000_article_italian_texts::Migration),
            Box::new(m20261128_050000_town_italian_texts::Migration),
            Box::new(m20261207_010000_sign_in_link_requests::Migration),
            Box::new(m20261208_010000_create_owner_log::Migration),
            Box::new(m20261209_010000_bound_visit_counts::Migration),
        ]
    }
}
