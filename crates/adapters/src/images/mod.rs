//! Image storage over object_store, and the image variant pipeline.
