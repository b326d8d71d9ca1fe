// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { RATES_QUERY_KEY } from '../api/get-rates';
import { chooseCurrency } from '../lib/preference';
import { ApproximatePrice } from './ApproximatePrice';

afterEach(() => {
  cleanup();
  chooseCurrency('EUR');
});

/** The visitor picked pounds; the day's rates are in (as the server answers them). */
function renderOn(page: string) {
  chooseCurrency('GBP');
  const client = createQueryClient();
  client.setQueryData(RATES_QUERY_KEY, { date: '2026-11-26', rates: [{ currency: 'GBP', symbol: '£', per_euro: 0.8459 }] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[page]}>
        <ApproximatePrice euros={723_000} sold={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ApproximatePrice', () => {
  it('writes the converted price and the rate’s day the Italian way on an Italian page', () => {
    renderOn('/it/immobile/in-vendita/in-italia/101');
    const line = screen.getByText(/≈/);
    expect(line.textContent).toBe('≈ 612.000\u00a0£Tasso di riferimento BCE del 26 novembre 2026');
  });

  it('keeps the English page’s pounds first', () => {
    renderOn('/property/for-sale/in-italy/101');
    expect(screen.getByText(/≈/).textContent).toBe('≈ £612,000ECB reference rate of 26 November 2026');
  });
});
