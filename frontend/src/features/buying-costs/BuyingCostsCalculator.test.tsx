// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import type { Property } from '@/features/property-data';
import { chooseCurrency, RATES_QUERY_KEY } from '@/features/currency';
import { BuyingCostsCalculator } from './BuyingCostsCalculator';
import { rulesDate } from './buying-costs-text';

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

const line = (key: string, label: string, amount: number, estimate = false, amountMax = amount) => ({
  key,
  label,
  amount,
  amount_max: amountMax,
  legal_basis: 'DPR 131/1986',
  estimate,
});

/** What the server answers for a €500,000 home with a €2,000 cadastral income. */
function answer(buyer: string, basis: string) {
  const registration = { first_home: { price: 10_000, cadastral: 4_620 }, second_home: { price: 45_000, cadastral: 22_680 } } as const;
  const tax = registration[buyer as 'first_home'][basis as 'price'];
  return {
    buyer,
    basis,
    seller: 'private',
    tax_base: 500_000,
    lines: [line('registration_tax', 'Registration tax', tax), line('mortgage_tax', 'Mortgage tax', 50), line('cadastral_tax', 'Cadastral tax', 50), line('notary_fee', 'Notary (estimate)', 2_500, true, 4_500)],
    taxes: tax + 100,
    total: tax + 100 + 2_500,
    total_max: tax + 100 + 4_500,
    agency_fee_percent: '3 %',
    rules_as_of: '2026-11-26',
    rules_valid_from: '2014-01-01',
    options: { first_home_available: true, cadastral_basis_available: true },
  };
}

function serverComputes() {
  const asked: string[] = [];
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
    const body = answer(url.searchParams.get('buyer') ?? 'second_home', url.searchParams.get('basis') ?? 'price');
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

function property(options: Partial<Property['buying_cost_options']> = {}, extra: Partial<Property> = {}): Property {
  return {
    ref: '101',
    price: 500_000,
    sold: false,
    buying_cost_options: { first_home_available: true, cadastral_basis_available: true, ...options },
    ...extra,
  } as Property;
}

function renderCalculator(shown: Property, language: 'en' | 'it' = 'en') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BuyingCostsCalculator property={shown} language={language} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shownTotal = () => within(screen.getByRole('region', { name: 'Buying costs' })).getAllByTestId('buying-costs-total')[0]!.textContent;

describe('BuyingCostsCalculator', () => {
  it('shows the second-home estimate on the cadastral value first, as a private seller’s buyer pays it, and updates the total when toggled', async () => {
    const asked = serverComputes();
    renderCalculator(property());
    await waitFor(() => expect(shownTotal()).toBe('€25,280 – €27,280'));
    expect(asked[0]).toBe('/api/properties/101/costs?buyer=second_home&basis=cadastral');
    expect(screen.queryByTestId('upper-bound-note')).toBeNull();

    fireEvent.click(screen.getByLabelText('Your first home (prima casa)'));
    await waitFor(() => expect(shownTotal()).toBe('€7,220 – €9,220'));
    expect(screen.getByText(/residence in the comune within 18 months/)).toBeTruthy();

    fireEvent.click(screen.getByLabelText('The price'));
    await waitFor(() => expect(shownTotal()).toBe('€12,600 – €14,600'));
    expect(asked).toContain('/api/properties/101/costs?buyer=first_home&basis=price');
    expect(screen.getAllByText('Rules as of 26 November 2026.').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Notary \(estimate\)/).length).toBeGreaterThan(0);
  });

  it('announces only the new total when a choice changes, never the whole table', async () => {
    serverComputes();
    renderCalculator(property());
    await waitFor(() => expect(shownTotal()).toBe('€25,280 – €27,280'));
    const region = screen.getByRole('region', { name: 'Buying costs' });
    const table = within(region).getAllByRole('table')[0]!;
    expect(table.closest('[aria-live]')).toBeNull();
    const announcement = screen.getByTestId('buying-costs-announcement');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    // The page has just opened: nothing to say yet.
    expect(announcement.textContent).toBe('');

    fireEvent.click(screen.getByLabelText('Your first home (prima casa)'));
    await waitFor(() => expect(announcement.textContent).toBe('Total on top of the price: €7,220 – €9,220'));
    fireEvent.click(screen.getByLabelText('The price'));
    await waitFor(() => expect(announcement.textContent).toBe('Total on top of the price: €12,600 – €14,600'));
    expect(region.querySelectorAll('[aria-live]')).toHaveLength(1);
  });

  it('announces the total in Italian on an Italian page', async () => {
    serverComputes();
    renderCalculator(property(), 'it');
    await waitFor(() => expect(screen.getAllByTestId('buying-costs-total')[0]!.textContent).toBe('25.280-27.280\u00a0€'));
    fireEvent.click(screen.getByLabelText('Prima casa'));
    await waitFor(() => expect(screen.getByTestId('buying-costs-announcement').textContent).toBe('Totale oltre al prezzo: 7220-9220\u00a0€'));
  });

  it('gives the total in the visitor’s currency too', async () => {
    serverComputes();
    chooseCurrency('GBP');
    const client = createQueryClient();
    client.setQueryData(RATES_QUERY_KEY, { date: '2026-11-26', rates: [{ currency: 'GBP', symbol: '£', per_euro: 0.8459 }] });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BuyingCostsCalculator property={property()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(shownTotal()).toBe('€25,280 – €27,280'));
    expect(screen.getAllByText(/≈ £21,400 – £23,100/).length).toBeGreaterThan(0);
    chooseCurrency('EUR');
  });

  it('offers only what the property allows', async () => {
    serverComputes();
    renderCalculator(property({ first_home_available: false, cadastral_basis_available: false }));
    await waitFor(() => expect(shownTotal()).toBe('€47,600 – €49,600'));
    expect(screen.queryByLabelText(/first home/)).toBeNull();
    expect(screen.queryByLabelText(/cadastral value/)).toBeNull();
    // Without the cadastral income the price is all it can show: it says that is the upper bound.
    const note = screen.getByTestId('upper-bound-note');
    expect(note.textContent).toMatch(/^Taxed on the price, as here, this is the most you would pay\./);
    expect(note.querySelector('a')!.getAttribute('href')).toBe('/home-buyers-guide/piedmont-italy/buyers-guide.html#buying-taxes');
  });

  it('says nothing and asks nothing for a sold home or one without a published price', async () => {
    const asked = serverComputes();
    renderCalculator(property({}, { sold: true }));
    expect(screen.queryByRole('region', { name: 'Buying costs' })).toBeNull();
    cleanup();
    renderCalculator(property({}, { price: 0 }));
    expect(screen.queryByRole('region', { name: 'Buying costs' })).toBeNull();
    // The API would refuse both (400): the page must not log a failed request.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });

  it('speaks Italian on an Italian page', async () => {
    serverComputes();
    renderCalculator(property(), 'it');
    const region = await screen.findByRole('region', { name: "Costi d'acquisto" });
    await waitFor(() => expect(within(region).getAllByText('Imposta di registro').length).toBeGreaterThan(0));
    expect(within(region).getAllByText('Regole aggiornate al 26 novembre 2026.').length).toBeGreaterThan(0);
  });

  it('writes Italian amounts and notes on an Italian page, and speaks as "Lei"', async () => {
    serverComputes();
    renderCalculator(property(), 'it');
    const region = await screen.findByRole('region', { name: "Costi d'acquisto" });
    await waitFor(() => expect(within(region).getAllByTestId('buying-costs-total')[0]!.textContent).toBe('25.280-27.280\u00a0€'));
    expect(within(region).getAllByText('22.680 €').length).toBeGreaterThan(0); // the matcher reads the no-break space as a space
    expect(within(region).getAllByText(/Stima: onorario del notaio, IVA inclusa/).length).toBeGreaterThan(0);
    expect(within(region).getByText('Acquista come')).toBeTruthy();
    expect(within(region).getByLabelText("Il valore catastale (su sua richiesta nell'atto)")).toBeTruthy();
    const text = region.textContent ?? '';
    expect(text).not.toMatch(/\d,\d{3}|€\d|Estimate|notary/);
  });
});

describe('rulesDate', () => {
  it('writes the date in words in either language', () => {
    expect(rulesDate('2026-11-26', 'en')).toBe('26 November 2026');
    expect(rulesDate('2026-01-05', 'it')).toBe('5 gennaio 2026');
  });
});
