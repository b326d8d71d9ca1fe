//! The backup ports' adapters: the whole-site archive (`langhe export` / `langhe import`,
//! every table and picture, signed and checked), where scheduled archives are kept (a folder,
//! an S3-compatible bucket) and the schedule's lease in the database every server shares.
//!
//! Its own crate on top of `adapters`: the archive copies every column of every table through
//! the adapters' SeaORM entities, so it is the one reader of them from outside, and it grows
//! with each new table without growing the adapters.

pub mod archive;
pub mod schedule;
pub mod targets;
