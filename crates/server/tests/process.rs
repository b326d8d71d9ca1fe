//! The real `langhe` binary as a child process (`binary`): what only a separate process
//! shows — limits on the wire, files on disk, start-up, signals, backups, several servers on
//! one database, a kill in the middle of a delivery.

mod binary;
mod support;
