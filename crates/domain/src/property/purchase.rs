//! What a property's buying costs are computed from, as staff enter it when known: who
//! sells, and the unit's cadastral category and income. The rules are `buying_costs`'.

use buying_costs::{CadastralCategory, CadastralIncome, SellerKind};

/// Each part optional: an unknown seller counts as private, an unknown income leaves the
/// cadastral basis out. The income is never published (the consultant keeps the *visura*).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PurchaseFacts {
    pub seller: Option<SellerKind>,
    pub cadastral_category: Option<CadastralCategory>,
    pub cadastral_income: Option<CadastralIncome>,
}
