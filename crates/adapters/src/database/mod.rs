//! Connecting to SQLite or PostgreSQL and applying migrations.
