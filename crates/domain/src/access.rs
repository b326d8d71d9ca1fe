//! What each staff role may do (issue 4, "Roles"). The server checks every write and every
//! staff-only read against this table; the front end only mirrors it.

use crate::Role;

/// One right a staff operation needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Permission {
    /// See hidden and unlisted properties in the list, and hidden ones by their ref.
    ViewUnpublished,
    CreateProperty,
    EditProperty,
    DeleteProperty,
    /// Upload and delete property photos.
    ManagePhotos,
    ReadEnquiries,
    /// Work the leads on the desk: move their stage, set follow-up dates, add notes, reply
    /// to the visitor, read a contact's history.
    WorkLeads,
    /// Download the newsletter's subscriber list, the saved-search alerts and the enquiries
    /// (personal data: admin only).
    ExportSubscribers,
    /// Create, edit and delete articles.
    EditArticles,
    /// Create and edit towns.
    EditTowns,
    ManageUsers,
    /// Read what the server's caches hold and have done (`GET /api/system/page-cache`): how
    /// the site is used, which is the operator's business (admin only).
    ReadServerReports,
    /// Erase a person's data everywhere the site stores it (admin only).
    EraseContacts,
    /// Read the visit statistics of the site and of each property (issue 29).
    ReadStatistics,
    /// Record, change or remove a home's owner, the address its reports are mailed to, and
    /// read the owner log of who did so and who mailed reports (admin only, issue 53: the
    /// report button would otherwise mail any address an agent typed in).
    ManageOwners,
}

impl Permission {
    /// The name the front end uses for this right (its generated copy of the role table).
    pub fn name(self) -> &'static str {
        match self {
            Self::ViewUnpublished => "viewUnpublished",
            Self::CreateProperty => "createProperty",
            Self::EditProperty => "editProperty",
            Self::DeleteProperty => "deleteProperty",
            Self::ManagePhotos => "managePhotos",
            Self::ReadEnquiries => "readEnquiries",
            Self::WorkLeads => "workLeads",
            Self::ExportSubscribers => "exportSubscribers",
            Self::EditArticles => "editArticles",
            Self::EditTowns => "editTowns",
            Self::ManageUsers => "manageUsers",
            Self::ReadServerReports => "readServerReports",
            Self::EraseContacts => "eraseContacts",
            Self::ReadStatistics => "readStatistics",
            Self::ManageOwners => "manageOwners",
        }
    }

    pub const ALL: [Permission; 15] = [
        Self::ViewUnpublished,
        Self::CreateProperty,
        Self::EditProperty,
        Self::DeleteProperty,
        Self::ManagePhotos,
        Self::ReadEnquiries,
        Self::WorkLeads,
        Self::ExportSubscribers,
        Self::EditArticles,
        Self::EditTowns,
        Self::ManageUsers,
        Self::ReadServerReports,
        Self::EraseContacts,
        Self::ReadStatistics,
        Self::ManageOwners,
    ];
}

impl Role {
    /// admin: everything. agent: sees unpublished properties, creates and edits them, manages
    /// their photos, reads enquiries and works the leads (issue 27), reads the statistics
    /// (issue 29); never deletes properties,
    /// edits articles or towns, manages users, reads the server's reports, erases a
    /// contact's data or changes a home's owner (issue 53: an agent reads the owner and mails
    /// the report within the daily cap).
    pub fn allows(&self, permission: Permission) -> bool {
        match self {
            Role::Admin => true,
            Role::Agent => matches!(
                permission,
                Permission::ViewUnpublished
                    | Permission::CreateProperty
                    | Permission::EditProperty
                    | Permission::ManagePhotos
                    | Permission::ReadEnquiries
                    | Permission::WorkLeads
                    | Permission::ReadStatistics
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Permission::*;

    #[test]
    fn admin_may_do_everything() {
        assert!(Permission::ALL.iter().all(|&p| Role::Admin.allows(p)));
    }

    #[test]
    fn agent_rights_follow_the_issue_table() {
        let granted = [
            ViewUnpublished,
            CreateProperty,
            EditProperty,
            ManagePhotos,
            ReadEnquiries,
            WorkLeads,
            ReadStatistics,
        ];
        for permission in Permission::ALL {
            assert_eq!(
                Role::Agent.allows(permission),
                granted.contains(&permission),
                "{permission:?}"
            );
        }
    }
}
