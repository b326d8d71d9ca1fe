// The buying-costs feature's public entry: the property page's calculator of the taxes and
// fees on top of the price (GET /properties/{ref}/costs).
export { BuyingCostsCalculator } from './BuyingCostsCalculator';
// The law's rules as data (the site knowledge's copy of crates/buying-costs/rules/it.json),
// and the calculator's "rules as of" words: the buyer's guide states them.
export { rulesAsOf } from './buying-costs-text';
export {
  ITALIAN_RULE_BOOK,
  euros,
  listed,
  percent,
  perMille,
  ruleSetInForce,
  today,
  type BuyingCostRuleBook,
  type BuyingCostRuleSet,
} from './rule-book';
