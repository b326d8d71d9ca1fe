//! Repository contract tests, written once and run against SQLite and PostgreSQL.
//!
//! Run: `cargo test -p adapters --features test-support`; the PostgreSQL half runs only when
//! `TEST_DATABASE_URL` names a server (each test gets a database of its own there).
#![cfg(feature = "test-support")]

mod articles;
mod backup_schedule;
mod concurrency;
/// Also the property the enquiry storage's alert tests save listings with.
pub(crate) mod fixtures;
mod fx_rates;
mod listing_filters;
mod owners;
mod photo_captions;
mod properties;
mod property_media;
mod schema;
mod sessions;
mod towns;
mod users;
mod visit_counts;

use test_services::on_both_databases;

on_both_databases! {
    property_pages_are_indexed_and_counted => crate::repository_contract::properties::pages_are_indexed_and_counted,
    property_empty_list_has_one_page => crate::repository_contract::properties::empty_list_has_one_page,
    property_public_list_shows_only_visible => crate::repository_contract::properties::public_list_shows_only_visible,
    property_lists_are_newest_first_ties_by_ref => crate::repository_contract::properties::lists_are_newest_first_ties_by_ref,
    property_public_list_follows_writes_once_the_order_is_forgotten => crate::repository_contract::properties::public_list_follows_writes_once_the_order_is_forgotten,
    property_found_by_url_segment_ref => crate::repository_contract::properties::found_by_url_segment_ref,
    property_every_field_round_trips => crate::repository_contract::properties::every_field_round_trips,
    property_italian_texts_are_replaced_and_cleared => crate::repository_contract::properties::italian_texts_are_replaced_and_cleared,
    property_empty_optionals_round_trip => crate::repository_contract::properties::empty_optionals_round_trip,
    property_duplicate_ref_is_duplicate => crate::repository_contract::properties::duplicate_ref_is_duplicate,
    property_update_keeps_ref_created_date_and_pictures_version => crate::repository_contract::properties::update_keeps_ref_created_date_and_pictures_version,
    property_the_cover_photo_is_kept_apart_from_saves => crate::repository_contract::properties::the_cover_photo_is_kept_apart_from_saves,
    property_portal_feed_reads_visible_unsold_in_ref_order_with_the_last_save => crate::repository_contract::properties::portal_feed_reads_visible_unsold_in_ref_order_with_the_last_save,
    property_pictures_version_moves_forward_atomically => crate::repository_contract::properties::pictures_version_moves_forward_atomically,
    property_update_or_delete_missing_is_not_found => crate::repository_contract::properties::update_or_delete_missing_is_not_found,
    property_delete_removes_it => crate::repository_contract::properties::delete_removes_it,
    property_deleting_town_unlinks_properties => crate::repository_contract::properties::deleting_town_unlinks_properties,
    property_corrupt_row_is_unexpected => crate::repository_contract::properties::corrupt_row_is_unexpected,
    property_share_keys_belong_to_unlisted_listings => crate::repository_contract::properties::share_keys_belong_to_unlisted_listings,
    property_a_rotated_share_key_replaces_the_old_one => crate::repository_contract::properties::a_rotated_share_key_replaces_the_old_one,
    property_keyless_unlisted_listings_are_given_keys => crate::repository_contract::properties::keyless_unlisted_listings_are_given_keys,
    property_filters_and_sorts_agree_with_the_domain_rule => crate::repository_contract::listing_filters::filters_and_sorts_agree_with_the_domain_rule,
    property_filter_spot_checks => crate::repository_contract::listing_filters::spot_checks_of_the_filters,
    property_filtered_pages_count_the_filtered_set => crate::repository_contract::listing_filters::pages_count_the_filtered_set,
    property_price_history_is_saved_with_the_change_and_goes_with_the_property => crate::repository_contract::properties::price_history_is_saved_with_the_change_and_goes_with_the_property,
    property_listed_between_names_the_visible_ones_that_came_on_the_market_then => crate::repository_contract::properties::listed_between_names_the_visible_ones_that_came_on_the_market_then,
    property_typed_refs_leave_generated_ones_out => crate::repository_contract::properties::typed_refs_leave_generated_ones_out,
    article_pages_newest_first_ties_by_id => crate::repository_contract::articles::pages_newest_first_ties_by_id,
    article_round_trips_and_updates => crate::repository_contract::articles::round_trips_and_updates,
    article_drafts_are_listed_for_staff_only => crate::repository_contract::articles::drafts_are_listed_for_staff_only,
    article_update_or_delete_missing_is_not_found => crate::repository_contract::articles::update_or_delete_missing_is_not_found,
    article_italian_texts_are_written_kept_and_replaced => crate::repository_contract::articles::italian_texts_are_written_kept_and_replaced,
    photo_captions_set_replace_clear_and_read_in_order => crate::repository_contract::photo_captions::set_replace_clear_and_read_in_order,
    photo_captions_for_an_unknown_property_are_an_unknown_reference => crate::repository_contract::photo_captions::a_caption_for_an_unknown_property_is_an_unknown_reference,
    photo_captions_renames_move_captions_in_chains_and_only_in_their_gallery => crate::repository_contract::photo_captions::renames_move_captions_in_chains_and_only_in_their_gallery,
    photo_captions_go_with_their_property => crate::repository_contract::photo_captions::captions_go_with_their_property,
    property_media_documents_are_added_in_order_updated_and_deleted => crate::repository_contract::property_media::documents_are_added_in_order_updated_and_deleted,
    property_media_a_document_of_another_property_or_missing_is_not_found => crate::repository_contract::property_media::a_document_of_another_property_or_missing_is_not_found,
    property_media_documents_keep_the_order_they_are_given => crate::repository_contract::property_media::documents_keep_the_order_they_are_given,
    property_media_a_reorder_naming_a_stranger_document_moves_nothing => crate::repository_contract::property_media::a_reorder_naming_a_stranger_document_moves_nothing,
    property_media_floor_plans_keep_their_labels_areas_and_order => crate::repository_contract::property_media::floor_plans_keep_their_labels_areas_and_order,
    property_media_a_reorder_naming_a_stranger_plan_moves_nothing => crate::repository_contract::property_media::a_reorder_naming_a_stranger_plan_moves_nothing,
    property_media_a_tour_is_set_replaced_and_removed => crate::repository_contract::property_media::a_tour_is_set_replaced_and_removed,
    property_media_go_with_their_property => crate::repository_contract::property_media::media_go_with_their_property,
    property_media_added_beside_other_writers_all_succeed => crate::repository_contract::property_media::media_added_beside_other_writers_all_succeed,
    town_list_is_ordered_by_name => crate::repository_contract::towns::list_is_ordered_by_name,
    town_round_trips_and_updates => crate::repository_contract::towns::round_trips_and_updates,
    town_keeps_and_replaces_italian_texts => crate::repository_contract::towns::keeps_and_replaces_italian_texts,
    user_upsert_creates_then_updates => crate::repository_contract::users::upsert_creates_then_updates,
    user_missing_is_none => crate::repository_contract::users::missing_is_none,
    user_set_role_changes_only_the_role => crate::repository_contract::users::set_role_changes_only_the_role,
    user_end_sessions_moves_only_that_users_version => crate::repository_contract::users::end_sessions_moves_only_that_users_session_version,
    user_a_subject_binds_one_user => crate::repository_contract::users::a_subject_binds_one_user,
    sessions_open_list_and_end_one_by_one => crate::repository_contract::sessions::sessions_open_list_and_end_one_by_one,
    sessions_a_sign_in_deletes_the_sessions_that_ran_out => crate::repository_contract::sessions::a_sign_in_deletes_the_sessions_that_ran_out,
    sign_in_links_are_counted_live_per_person_and_client => crate::repository_contract::sessions::sign_in_links_are_counted_live_per_person_and_client,
    concurrent_property_writes_all_succeed => crate::repository_contract::concurrency::concurrent_property_writes_all_succeed,
    concurrent_upserts_of_one_email_make_one_user => crate::repository_contract::concurrency::concurrent_upserts_of_one_email_make_one_user,
    backup_schedule_lease_held_until_it_ends_and_runs_an_interval_apart => crate::repository_contract::backup_schedule::a_lease_is_held_until_it_ends_and_runs_are_an_interval_apart,
    backup_schedule_lease_run_out_is_taken_over => crate::repository_contract::backup_schedule::a_lease_that_ran_out_is_taken_over_and_its_holder_can_no_longer_write,
    backup_schedule_racing_servers_get_one_lease => crate::repository_contract::backup_schedule::racing_servers_get_one_lease,
    fx_rates_one_turn_at_a_time_and_the_next_is_due_when_the_last_said => crate::repository_contract::fx_rates::one_turn_at_a_time_and_the_next_is_due_when_the_last_said,
    fx_rates_a_turn_that_ran_out_is_taken_over_and_its_holder_writes_nothing => crate::repository_contract::fx_rates::a_turn_that_ran_out_is_taken_over_and_its_holder_writes_nothing,
    fx_rates_the_refresh_keeps_the_last_good_rates_and_hides_stale_ones => crate::repository_contract::fx_rates::the_refresh_keeps_the_last_good_rates_and_hides_stale_ones,
    owners_an_owner_is_set_replaced_forgotten_and_goes_with_the_home => crate::repository_contract::owners::an_owner_is_set_replaced_forgotten_and_goes_with_the_home,
    owners_report_links_open_until_they_expire_or_are_revoked => crate::repository_contract::owners::report_links_open_until_they_expire_or_are_revoked,
    owners_links_close_when_the_owner_is_forgotten_or_their_address_changes => crate::repository_contract::owners::links_close_when_the_owner_is_forgotten_or_their_address_changes,
    owners_erasing_the_owners_address_forgets_the_owner_and_closes_the_links => crate::repository_contract::owners::erasing_the_owners_address_forgets_the_owner_and_closes_the_links,
    owners_a_months_reports_are_claimed_once => crate::repository_contract::owners::a_months_reports_are_claimed_once,
    owners_the_owner_log_records_changes_and_caps_report_mails => crate::repository_contract::owners::the_owner_log_records_changes_and_caps_report_mails,
    visit_counts_one_salt_a_day_is_shared_and_forgotten_after_two_days => crate::repository_contract::visit_counts::one_salt_a_day_is_shared_and_forgotten_after_two_days,
    visit_counts_hits_are_summed_per_key_and_day_with_distinct_visitors => crate::repository_contract::visit_counts::hits_are_summed_per_key_and_day_with_distinct_visitors,
    visit_counts_folding_keeps_every_sum_and_leaves_no_visitor_key => crate::repository_contract::visit_counts::folding_keeps_every_sum_and_leaves_no_visitor_key,
    visit_counts_a_home_counts_each_visitor_once_a_day => crate::repository_contract::visit_counts::a_home_counts_each_visitor_once_a_day,
    visit_counts_a_day_keeps_a_bounded_number_of_keys => crate::repository_contract::visit_counts::a_day_keeps_a_bounded_number_of_keys,
    migrations_roll_back_and_reapply => crate::repository_contract::schema::migrations_roll_back_and_reapply,
}
