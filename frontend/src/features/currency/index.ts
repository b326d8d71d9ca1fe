// The currency feature's public entry: the picker and the '≈ £612,000' line beside prices.
export { ApproximatePrice } from './components/ApproximatePrice';
export { CurrencyPicker } from './components/CurrencyPicker';
