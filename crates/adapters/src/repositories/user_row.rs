//! Mapping between the `users` table and the domain's `User`.

use super::entities::user::Model;
use super::storage_error::CorruptRow;
use domain::{Email, Role, User};

const TABLE: &str = "users";

impl TryFrom<Model> for User {
    type Error = CorruptRow;

    fn try_from(row: Model) -> Result<Self, Self::Error> {
        let email = Email::parse(&row.email).map_err(|e| CorruptRow::new(TABLE, row.id, e))?;
        let role = row.role.map(Role::from);
        Ok(User {
            id: row.id,
            email,
            name: row.name,
            picture: row.picture,
            role,
            session_version: row.session_version,
            identity_subject: row.identity_subject,
        })
    }
}
