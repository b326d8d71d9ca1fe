//! Where a lead stands: `new` → `contacted` → `viewing` → `offer` → `won` / `lost`, or
//! `spam`. (The outbox's `status` keeps meaning the mail's delivery.)

/// A lead's stage; every enquiry starts `New`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum LeadStage {
    #[default]
    New,
    Contacted,
    Viewing,
    Offer,
    Won,
    Lost,
    Spam,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Unknown stage '{0}': the stage is one of new, contacted, viewing, offer, won, lost, spam")]
pub struct UnknownStage(pub String);

impl LeadStage {
    pub const ALL: [LeadStage; 7] = [
        Self::New,
        Self::Contacted,
        Self::Viewing,
        Self::Offer,
        Self::Won,
        Self::Lost,
        Self::Spam,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::New => "new",
            Self::Contacted => "contacted",
            Self::Viewing => "viewing",
            Self::Offer => "offer",
            Self::Won => "won",
            Self::Lost => "lost",
            Self::Spam => "spam",
        }
    }

    /// The stage named exactly as stored and sent (lower case).
    /// # Errors
    /// `UnknownStage` for any other text, with a message naming the stages.
    pub fn parse(text: &str) -> Result<Self, UnknownStage> {
        Self::ALL
            .into_iter()
            .find(|stage| stage.as_str() == text)
            .ok_or_else(|| UnknownStage(text.chars().take(40).collect()))
    }

    /// The stage a reply from the desk moves the lead to: a `new` lead has now been
    /// contacted; any later stage stays where staff put it.
    pub fn after_reply(self) -> Self {
        match self {
            Self::New => Self::Contacted,
            other => other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_stage_round_trips_and_anything_else_is_refused_with_the_list() {
        for stage in LeadStage::ALL {
            assert_eq!(LeadStage::parse(stage.as_str()), Ok(stage));
        }
        let error = LeadStage::parse("Won").unwrap_err();
        assert_eq!(
            error.to_string(),
            "Unknown stage 'Won': the stage is one of new, contacted, viewing, offer, won, lost, spam"
        );
        assert!(LeadStage::parse("").is_err());
    }

    #[test]
    fn a_reply_moves_only_a_new_lead_to_contacted() {
        assert_eq!(LeadStage::New.after_reply(), LeadStage::Contacted);
        for stage in LeadStage::ALL.into_iter().skip(1) {
            assert_eq!(stage.after_reply(), stage);
        }
    }
}
