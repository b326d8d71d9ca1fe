use poem_openapi::Tags;

#[derive(Tags)]
pub enum ApiTags {
    /// Homes for sale.
    Properties,
    /// Towns the properties belong to.
    Towns,
    /// News articles.
    Articles,
    /// Staff sign-in and sessions.
    Users,
    /// Photo uploads and deletions (staff).
    Images,
    /// Build and health information.
    System,
    /// The visitor forms, their captcha, and the staff inbox.
    Enquiries,
    /// Newsletter sign-up and unsubscribe.
    Newsletter,
    /// Saved-search alerts: "e-mail me new homes like these".
    Alerts,
    /// Viewing trips: the visitor's request, and for staff the slots and their outcomes.
    Viewings,
    /// The euro's exchange rates, for prices shown in the visitor's currency.
    Rates,
    /// Cookie-less visit counts: the browser's events, and the staff's statistics.
    Statistics,
}
