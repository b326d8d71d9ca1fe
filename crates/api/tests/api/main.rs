//! Black-box tests of the HTTP API: each test starts the whole application in-process on a
//! free port with a fresh database, and talks to it over HTTP.

mod articles;
mod errors;
mod fixtures;
mod helpers;
mod images;
mod openapi;
mod properties;
mod system;
mod towns;
