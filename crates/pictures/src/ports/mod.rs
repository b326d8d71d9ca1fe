//! The picture ports: the store pictures live in and the pipeline that renders an upload.
//! `picture-store` implements both; only the binary chooses which store stands behind them.

mod image_processor;
mod image_store;

pub use image_processor::*;
pub use image_store::*;
