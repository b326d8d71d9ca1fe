//! What the test binaries stand on: the application built in-process and served on a free
//! port (`app`, for the API's tests) or asked in-process (`site`, for the pages'), the real
//! binary as a child process (`langhe_process`), and a mail server that records what it is
//! sent (`smtp_sink`). Each binary uses a part of it.
#![allow(dead_code)]

pub mod app;
pub mod langhe_process;
pub mod site;
pub mod smtp_sink;
