import { siteKnowledge } from '@/config/site-knowledge.generated';
import { formatEuros, formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/i18n';

/**
 * One dated row of the law's buying-cost rules (crates/buying-costs/rules/it.json), as the
 * server copies it into the site knowledge: whole euros, rates in basis points (900 is 9%).
 */
export interface BuyingCostRuleSet {
  validFrom: string;
  privateSeller: {
    registrationFirstHomeBasisPoints: number;
    registrationOtherBasisPoints: number;
    registrationMinimumEuros: number;
    mortgageTaxEuros: number;
    cadastralTaxEuros: number;
  };
  cadastralValue: { revaluationPerMille: number; multiplierFirstHome: number; multiplierOther: number };
  companySeller: {
    vatFirstHomeBasisPoints: number;
    vatOtherBasisPoints: number;
    vatLuxuryBasisPoints: number;
    registrationTaxEuros: number;
    mortgageTaxEuros: number;
    cadastralTaxEuros: number;
  };
  luxuryCategories: readonly string[];
  firstHomeResidenceMonths: number;
}

/** Every row, oldest first, and the day a person last checked them against the law. */
export interface BuyingCostRuleBook {
  lastChecked: string;
  ruleSets: readonly BuyingCostRuleSet[];
}

export const ITALIAN_RULE_BOOK: BuyingCostRuleBook = siteKnowledge.buyingCostRules;

/** Today as the rows date themselves ('2026-11-27'). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The row in force on `day` ('YYYY-MM-DD'): the latest that started on or before it, or the
 * oldest for a day before them all (as the server's `RuleBook::in_force_on`).
 */
export function ruleSetInForce(book: BuyingCostRuleBook, day: string): BuyingCostRuleSet {
  const started = book.ruleSets.filter((set) => set.validFrom <= day);
  const set = started[started.length - 1] ?? book.ruleSets[0];
  if (!set) throw new Error('the buying-cost rule book has no rows');
  return set;
}

/** Basis points as a percentage: 900 is '9%', 250 is '2.5%' ('2,5%'). */
export function percent(basisPoints: number, language: Language): string {
  return `${formatNumber(basisPoints / 100, language, 2)}%`;
}

/** Whole euros: '€1,000' ('1000 €'). */
export function euros(amount: number, language: Language): string {
  return formatEuros(amount, language);
}

/** Per mille as a factor: 1050 is '1.05' ('1,05'). */
export function perMille(value: number, language: Language): string {
  return formatNumber(value / 1000, language, 3);
}

const CONJUNCTIONS = { and: { en: 'and', it: 'e' }, or: { en: 'or', it: 'o' } } as const;

/** 'A/1, A/8 and A/9' ('A/1, A/8 e A/9'), or with 'or'. */
export function listed(items: readonly string[], language: Language, conjunction: 'and' | 'or' = 'and'): string {
  const and = CONJUNCTIONS[conjunction][language];
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
