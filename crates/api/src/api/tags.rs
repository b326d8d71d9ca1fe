use poem_openapi::Tags;

#[derive(Tags)]
pub enum ApiTags {
    /// Homes for sale.
    Properties,
    /// Towns the properties belong to.
    Towns,
    /// News articles.
    Articles,
    /// Build and health information.
    System,
}
