//! Fresh databases for tests.
