//! HTTP layer of Langhe Property.

pub mod web;
