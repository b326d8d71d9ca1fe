// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { answerEvery } from '@/lib/api/query-cache.test-support';
import { createQueryClient } from '@/lib/api/query-client';
import { sessionStore } from '@/lib/session';
import { LeadSources, NO_SOURCE } from './LeadSources';

afterEach(() => {
  cleanup();
  sessionStore.clear();
  fetchMock.mockReset();
});

function renderCounts() {
  sessionStore.signIn('staff-token', { role: 'agent', picture: null }, false);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LeadSources />
    </QueryClientProvider>,
  );
}

describe('LeadSources', () => {
  it('shows the leads per source, the ones with none as direct, and the total', async () => {
    answerEvery(fetchMock, 200, { sources: [{ source: 'kyero / portal', leads: 4 }, { leads: 2 }], total: 6 });
    renderCounts();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['SourceLeads', 'kyero / portal4', `${NO_SOURCE}2`, 'All leads6']);
    expect(new URL(fetchMock.mock.calls[0]![0].url).search).toBe('');
  });

  it('asks for the days chosen, and says so when the first is after the last', async () => {
    answerEvery(fetchMock, 200, { sources: [], total: 0 });
    renderCounts();
    await screen.findByText('No leads in this period.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-03-31' } });
    await waitFor(() => expect(new URL(fetchMock.mock.calls.at(-1)![0].url).search).toBe('?from=2027-03-01&to=2027-03-31'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-04-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The first day must not be after the last.');
  });
});
