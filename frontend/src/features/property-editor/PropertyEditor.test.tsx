// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { answerEvery } from '@/lib/api/query-cache.test-support';
import { COST_FACTS_HINT } from './components/BuyingCostFacts';
import { PropertyEditor } from './PropertyEditor';

// TipTap needs a real browser's layout; a textarea stands in for the rich text.
vi.mock('@/components/rich-text/RichTextEditor', () => ({
  RichTextEditor: ({ label, html, onChange }: { label: string; html: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} value={html} onChange={(event) => onChange(event.target.value)} />
  ),
}));

afterEach(cleanup);

function openNewProperty() {
  answerEvery(fetchMock, 200, {});
  const router = createMemoryRouter([{ path: '/new', element: <PropertyEditor property={null} galleries={[]} /> }], { initialEntries: ['/new'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the property editor', () => {
  it('asks for the buying-cost facts beside the price, saying what leaving them empty does', () => {
    openNewProperty();
    const price = screen.getByRole('region', { name: 'Price' });
    within(price).getByLabelText('Price (€)');
    const costs = within(price).getByRole('group', { name: 'Buying costs' });
    expect(costs.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(costs.getAttribute('aria-describedby') ?? '')?.textContent).toBe(COST_FACTS_HINT);
    expect(within(costs).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not stated',
      'Private seller',
      'Builder or VAT-registered company',
    ]);
    within(costs).getByLabelText('Cadastral category');
    fireEvent.change(within(costs).getByLabelText('Cadastral income (rendita catastale, €)'), { target: { value: '1234.5' } });
    expect((within(costs).getByLabelText('Cadastral income (rendita catastale, €)') as HTMLInputElement).value).toBe('1234.5');
  });

  it('shows the word on each floating button, not an icon alone', () => {
    openNewProperty();
    const toolbar = screen.getByRole('toolbar', { name: 'Property editing' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Save', 'Cancel', 'Settings']);
    // Named as before, the visible word part of the name.
    within(toolbar).getByRole('button', { name: 'Save property' });
    within(toolbar).getByRole('button', { name: 'Property settings' });
  });
});
