/** SPEC §1/§9 consultancy offer: 2 hours, €350 (€427 total incl. 22% VAT), within 30 km or by video. */
export const CONSULTATION = {
    hours: 2,
    price: '€350',
    total: '€427',
    radius: '30 km (20 miles)',
};
