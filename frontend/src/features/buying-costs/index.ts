// The buying-costs feature's public entry: the property page's calculator of the taxes and
// fees on top of the price (GET /properties/{ref}/costs).
export { BuyingCostsCalculator } from './BuyingCostsCalculator';
