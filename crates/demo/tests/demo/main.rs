//! The demo crate's tests in one binary, so its graph is linked once: the seed through
//! in-memory ports (`seed`), the painted photos through the picture pipeline (`photos`), and
//! `langhe generate`'s catalogue on both databases (`generate`).

mod generate;
mod photos;
mod seed;
