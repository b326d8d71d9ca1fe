// The currency feature's public entry: the picker and the '≈ £612,000' line beside prices.
export { ApproximatePrice } from './components/ApproximatePrice';
export { CurrencyPicker } from './components/CurrencyPicker';
// What other features' tests need to stand a chosen currency and the day's rates in.
export { chooseCurrency } from './lib/preference';
export { RATES_QUERY_KEY } from './api/get-rates';
