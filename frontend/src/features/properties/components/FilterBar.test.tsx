// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { parseListFilters } from '@/features/property-data';
import { FilterBar } from './FilterBar';

beforeEach(() => {
  // The towns for the town choice: none needed here.
  fetchMock.mockImplementation(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

/** The list page's filter bar as the page draws it: its filters are the address's query. */
function ListFilters() {
  const location = useLocation();
  return (
    <>
      <FilterBar filters={parseListFilters(new URLSearchParams(location.search))} />
      <p data-testid="address">{location.pathname + location.search}</p>
    </>
  );
}

function renderBar(address: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <ListFilters />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return document.querySelector('details')!;
}

describe('the filter panel', () => {
  it('closes when the filters are applied, leaving the results in view and the focus on its summary', () => {
    const panel = renderBar('/piedmont-property-for-sale/1');
    expect(panel.open).toBe(false);
    panel.open = true;
    fireEvent.change(screen.getByLabelText('Min price (€)'), { target: { value: '500000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Farmhouse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show homes' }));

    expect(screen.getByTestId('address').textContent).toBe('/piedmont-property-for-sale/1?min_price=500000&kind=farmhouse');
    expect(panel.open).toBe(false);
    expect(document.activeElement).toBe(panel.querySelector('summary'));
    // Closed, it still says what the list shows.
    expect(panel.querySelector('summary')!.textContent).toBe('Filter and sort · 2 filters on');
  });

  it('opens on a filtered list only when the visitor opens it', () => {
    const panel = renderBar('/piedmont-property-for-sale/1?min_bedrooms=3');
    expect(panel.open).toBe(false);
    expect(panel.querySelector('summary')!.textContent).toBe('Filter and sort · 1 filter on');
    // What the visitor chose is in the fields, for when they open it.
    expect((screen.getByLabelText('Bedrooms') as HTMLSelectElement).value).toBe('3');
  });

  it('closes on the Italian list too', () => {
    const panel = renderBar('/it/immobili-in-vendita-piemonte/1');
    expect(panel.querySelector('summary')!.textContent).toBe('Filtra e ordina');
    panel.open = true;
    fireEvent.click(screen.getByRole('button', { name: 'Mostra immobili' }));
    expect(panel.open).toBe(false);
  });
});
