// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { siteKnowledge } from '@/config/site-knowledge.generated';
import type { BuyingCostRuleBook, BuyingCostRuleSet } from '@/features/buying-costs';
import type { Language } from '@/lib/i18n';
import { BuyersGuidePage } from './BuyersGuidePage';
import { BuyingTaxes } from './BuyingTaxes';

afterEach(cleanup);

/** The rules as the law stood when the guide was written (rules/it.json's row of 2014). */
const ROW_2014: BuyingCostRuleSet = {
  validFrom: '2014-01-01',
  privateSeller: {
    registrationFirstHomeBasisPoints: 200,
    registrationOtherBasisPoints: 900,
    registrationMinimumEuros: 1000,
    mortgageTaxEuros: 50,
    cadastralTaxEuros: 50,
  },
  cadastralValue: { revaluationPerMille: 1050, multiplierFirstHome: 110, multiplierOther: 120 },
  companySeller: {
    vatFirstHomeBasisPoints: 400,
    vatOtherBasisPoints: 1000,
    vatLuxuryBasisPoints: 2200,
    registrationTaxEuros: 200,
    mortgageTaxEuros: 200,
    cadastralTaxEuros: 200,
  },
  luxuryCategories: ['A/1', 'A/8', 'A/9'],
  firstHomeResidenceMonths: 18,
};

/** A law changed in every figure the guide states, from 2027. */
const ROW_2027: BuyingCostRuleSet = {
  validFrom: '2027-01-01',
  privateSeller: {
    registrationFirstHomeBasisPoints: 250,
    registrationOtherBasisPoints: 1000,
    registrationMinimumEuros: 1200,
    mortgageTaxEuros: 75,
    cadastralTaxEuros: 60,
  },
  cadastralValue: { revaluationPerMille: 1100, multiplierFirstHome: 115, multiplierOther: 126 },
  companySeller: {
    vatFirstHomeBasisPoints: 500,
    vatOtherBasisPoints: 1100,
    vatLuxuryBasisPoints: 2300,
    registrationTaxEuros: 250,
    mortgageTaxEuros: 300,
    cadastralTaxEuros: 250,
  },
  luxuryCategories: ['A/1', 'A/9'],
  firstHomeResidenceMonths: 24,
};

const BOOK: BuyingCostRuleBook = { lastChecked: '2026-11-26', ruleSets: [ROW_2014, ROW_2027] };

function taxesText(language: Language, day: string, book: BuyingCostRuleBook = BOOK): string {
  render(
    <MemoryRouter>
      <BuyingTaxes language={language} book={book} day={day} />
    </MemoryRouter>,
  );
  const text = screen.getByTestId('buying-taxes').parentElement?.textContent ?? '';
  cleanup();
  return text.replace(/\s+/g, ' ');
}

describe('the buyer’s guide on buying taxes', () => {
  it('states every point of the law from the rules in force (English)', () => {
    const text = taxesText('en', '2026-11-27');
    for (const point of [
      'registration tax is 9% for a second home, or 2% for your first home (prima casa)',
      'if you move your residence into the comune where the house is within 18 months of the purchase',
      'only if you ask for it in the deed, on the cadastral value (the cadastral income × 1.05 × 120 for a second home, × 110 for a first home)',
      'It is never less than €1,000',
      'the mortgage and cadastral taxes add a fixed €50 + €50',
      'you pay VAT instead (4% first home, 10% otherwise, 22% for the luxury categories A/1, A/8 and A/9)',
      'plus €200 each for the registration, mortgage and cadastral taxes',
      'A home in category A/1, A/8 or A/9 never has the first-home rates',
      'Rules as of 26 November 2026.',
    ]) {
      expect(text).toContain(point);
    }
  });

  it('states every point of the law from the rules in force (Italian)', () => {
    const text = taxesText('it', '2026-11-27');
    for (const point of [
      'l’imposta di registro è del 9% per una seconda casa, o del 2% per la prima casa',
      'se entro 18 mesi dall’acquisto trasferisce la residenza nel comune',
      'solo se lo chiede nell’atto, sul valore catastale (la rendita catastale × 1,05 × 120 per una seconda casa, × 110 per la prima casa)',
      'Non è mai inferiore a 1000 €',
      'una cifra fissa di 50 € + 50 €',
      'l’IVA (4% prima casa, 10% negli altri casi, 22% per le categorie di lusso A/1, A/8 e A/9)',
      'più 200 € ciascuna per le imposte di registro, ipotecaria e catastale',
      'Una casa di categoria A/1, A/8 o A/9 non ha mai le aliquote prima casa',
      'Regole aggiornate al 26 novembre 2026.',
    ]) {
      expect(text).toContain(point);
    }
  });

  it('follows a change in the law from the day its row takes effect, in every figure', () => {
    const before = taxesText('en', '2026-12-31');
    const after = taxesText('en', '2027-01-01');
    expect(before).toContain('registration tax is 9% for a second home, or 2% for your first home');
    for (const point of [
      'registration tax is 10% for a second home, or 2.5% for your first home',
      'within 24 months of the purchase',
      '(the cadastral income × 1.1 × 126 for a second home, × 115 for a first home)',
      'It is never less than €1,200',
      'a fixed €75 + €60',
      '(5% first home, 11% otherwise, 23% for the luxury categories A/1 and A/9)',
      'plus €250 for the registration, €300 for the mortgage and €250 for the cadastral taxes',
    ]) {
      expect(after).toContain(point);
    }
    for (const stale of ['9%', '€1,000', '€50', '18 months', '× 120', 'A/8']) {
      expect(after).not.toContain(stale);
    }
  });

  it('shows the site knowledge’s rules (the server’s rule rows), and the guide page draws them', () => {
    const [row] = siteKnowledge.buyingCostRules.ruleSets;
    render(
      <MemoryRouter>
        <BuyersGuidePage />
      </MemoryRouter>,
    );
    const text = screen.getByTestId('buying-taxes').textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain(`registration tax is ${row.privateSeller.registrationOtherBasisPoints / 100}% for a second home`);
    expect(text).toContain(`never less than €${row.privateSeller.registrationMinimumEuros.toLocaleString('en-GB')}`);
    expect(text).toContain(`× ${row.cadastralValue.multiplierOther} for a second home`);
    expect(text).toContain(`${row.companySeller.vatLuxuryBasisPoints / 100}% for the luxury categories`);
    expect(text).toContain(`within ${row.firstHomeResidenceMonths} months`);
  });
});
