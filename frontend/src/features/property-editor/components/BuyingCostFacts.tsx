import { useId, useState } from 'react';
import type { PropertyDraft } from '../lib/property-draft';
import { TextField } from './TextField';
import styles from './editor.module.css';

export type CostFacts = Pick<PropertyDraft, 'seller_kind' | 'cadastral_category' | 'cadastral_income_cents'>;

const SELLERS: [string, string][] = [
  ['', 'Not stated'],
  ['private', 'Private seller'],
  ['company', 'Builder or VAT-registered company'],
];

/** What she is told the empty fields cost every buyer (issue 43). */
export const COST_FACTS_HINT =
  'Leave empty and buyers see the tax on the price, the most they could pay; with the cadastral income they see the usual, much lower figure.';

/** '1234.56' as 123456 cents; '' as not known. */
export function incomeCents(euros: string): number | null {
  const value = Number(euros);
  return euros.trim() === '' || !Number.isFinite(value) ? null : Math.round(value * 100);
}

const incomeText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * The three facts the buyers' cost estimate rests on (seller, cadastral category, cadastral
 * income), beside the price she edits: hidden in the settings they were left empty, and
 * every buyer was shown the upper bound (issue 43).
 */
export function BuyingCostFacts({ facts, onChange }: { facts: CostFacts; onChange: (change: Partial<CostFacts>) => void }) {
  const sellerId = useId();
  const hintId = useId();
  // What she types ('1234.' on the way to '1234.50'); the draft holds cents.
  const [income, setIncome] = useState(() => incomeText(facts.cadastral_income_cents));
  return (
    <fieldset className={styles.group} aria-describedby={hintId}>
      <legend>Buying costs</legend>
      <p id={hintId} className={styles.hint}>
        {COST_FACTS_HINT}
      </p>
      <div className={styles.field}>
        <label htmlFor={sellerId}>Seller</label>
        <select
          id={sellerId}
          data-field="seller_kind"
          value={facts.seller_kind ?? ''}
          onChange={(e) => onChange({ seller_kind: e.target.value === '' ? null : e.target.value })}
        >
          {SELLERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Cadastral category"
        hint="As on the visura catastale, e.g. A/2 for a home"
        data-field="cadastral_category"
        value={facts.cadastral_category}
        onChange={(cadastral_category) => onChange({ cadastral_category })}
        placeholder="e.g. A/2"
      />
      <TextField
        label="Cadastral income (rendita catastale, €)"
        hint="From the visura catastale. Never shown to visitors, only the estimate made from it."
        data-field="cadastral_income"
        value={income}
        onChange={(text) => {
          setIncome(text);
          onChange({ cadastral_income_cents: incomeCents(text) });
        }}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
      />
    </fieldset>
  );
}
