// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { chooseCurrency, RATES_QUERY_KEY } from '@/features/currency';
import type { PropertySummary } from '@/features/property-data';
import { BuyerSummary } from './BuyerSummary';
import { StickyContactBar } from './StickyContactBar';

afterEach(() => {
  cleanup();
  chooseCurrency('EUR');
});

const SUMMARY = {
  ref: '101',
  sold: false,
  price: 1_250_000,
  kind: 'farmhouse',
  bedrooms: 4,
  bathrooms: 3,
  internal_area_m2: 1_310,
  internal_area_text: '1,310 m² (14,100 sq ft)',
  land_area_m2: 12_000,
  land_area_text: '12,000 m² (129,170 sq ft / 2.97 acres)',
  energy_class: 'B',
} as PropertySummary;

function renderOn(page: string, summary: PropertySummary = SUMMARY) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[page]}>
        <BuyerSummary summary={summary} />
        <StickyContactBar summary={summary} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (container: HTMLElement) => container.textContent?.replace(/\s+/g, ' ') ?? '';

describe('the price and key facts beside the photo', () => {
  it('write Italian amounts and metres alone on an Italian page', () => {
    const { container } = renderOn('/it/immobile/in-vendita/in-italia/101');
    expect(screen.getByRole('region', { name: 'Prezzo e dati principali' })).toBeTruthy();
    for (const italian of ['1.250.000 €', 'Superficie interna1310 m²', 'Terreno12.000 m²', 'Classe energeticaB', 'Richiesta di informazioni']) {
      expect(text(container)).toContain(italian);
    }
    expect(text(container)).not.toMatch(/\d,\d{3}|€\d|sq ft|acres/);
  });

  it('say the price is on request in words, without a euro sign, when it is not published', () => {
    const { container } = renderOn('/it/immobile/in-vendita/in-italia/101', { ...SUMMARY, price: 0 });
    expect(screen.getAllByText('PREZZO SU RICHIESTA')).toHaveLength(2);
    expect(text(container)).not.toContain('€');
  });

  it('keep the English page as it was: euro first, feet and acres beside the metres', () => {
    const { container } = renderOn('/property/for-sale/in-italy/101');
    for (const english of ['€1,250,000', '1,310 m² (14,100 sq ft)', '12,000 m² (129,170 sq ft / 2.97 acres)', 'Energy classB', 'Contact us about this home']) {
      expect(text(container)).toContain(english);
    }
  });

  it('carry the visitor’s currency into the bar that stays on a phone’s screen', () => {
    chooseCurrency('GBP');
    const client = createQueryClient();
    client.setQueryData(RATES_QUERY_KEY, { date: '2026-11-26', rates: [{ currency: 'GBP', symbol: '£', per_euro: 0.8459 }] });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/property/for-sale/in-italy/101']}>
          <StickyContactBar summary={SUMMARY} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('sticky-contact-bar').textContent).toContain('€1,250,000≈ £1,060,000');
  });
});
