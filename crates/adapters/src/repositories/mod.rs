//! SeaORM implementations of the repository ports.
