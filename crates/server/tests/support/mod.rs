//! What the test binaries stand on: the application built in-process and served on a free
//! port (`app`, for the API's tests) or asked in-process (`site`, for the pages'), the real
//! binary as a child process (`langhe_process`), a mail server that records what it is sent
//! (`smtp_sink`), counters of the reads the content repositories answer (`read_counts`), and
//! the schema.org vocabulary's check of structured data (`schema_org`).
//! Each binary uses a part of it.
#![allow(dead_code)]

pub mod app;
pub mod langhe_process;
pub mod read_counts;
pub mod schema_org;
pub mod site;
pub mod smtp_sink;
