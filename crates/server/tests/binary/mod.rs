//! The real `langhe` binary, for what only a separate process shows: its memory while it refuses a huge body, when it answers a client that is still sending,
//! the file modes it leaves on disk, the configuration that stops its start-up, how it
//! stops on SIGTERM, the backups it makes on its own, and the deployment guide's files.

mod alert_digests;
mod backup;
mod backup_trust;
mod bounded_requests;
mod connection_limits;
mod deployment_guide;
mod files_and_start_up;
mod graceful_shutdown;
mod json_logs;
mod killed_during_delivery;
mod metrics;
mod pixel_bombs;
mod raw_http;
mod s3_images;
mod scheduled_backups;
mod server;
mod several_servers;
mod worker_signals;
