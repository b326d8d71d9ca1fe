//! The build version (see build.rs): crate version, build time and, when known, the commit.

pub const BUILD_VERSION: &str = env!("LANGHE_BUILD_VERSION");
