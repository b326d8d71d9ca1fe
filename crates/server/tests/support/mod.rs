//! What the test binaries stand on. `app` is the one harness of the in-process tests: the
//! application the composition root builds from one test configuration, optionally over a
//! fake Vite build (`fake_build`), with fixture content and its reads counted (`read_counts`),
//! served on a free port and asked over the wire or in-process — the API's tests and the
//! site's (`pages`: fixtures and page reading) alike. Beside it: the real binary as a child
//! process (`langhe_process`), a mail server that records what it is sent (`smtp_sink`), and
//! the schema.org vocabulary's check of structured data (`schema_org`), and a clock the test
//! moves (`test_clock`).
//! Each binary uses a part of it.
#![allow(dead_code)]

pub mod app;
pub mod fake_build;
pub mod langhe_process;
pub mod pages;
pub mod read_counts;
pub mod schema_org;
pub mod smtp_sink;
pub mod test_clock;
