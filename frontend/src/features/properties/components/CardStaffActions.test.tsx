// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/toast';
import { createQueryClient } from '@/lib/api/query-client';
import { sessionStore } from '@/lib/session';
import type { PropertySummary } from '@/features/property-data';
import { CardStaffActions, cardActions } from './CardStaffActions';

afterEach(() => {
  cleanup();
  sessionStore.clear();
  fetchMock.mockReset();
});

/** The stored property as GET /properties/{ref} answers it (the fields the editor reads). */
const STORED = {
  ref: '101',
  title: 'Farmhouse',
  title2: 'Near Barolo',
  listing_title: 'Farmhouse near Barolo',
  meta_title: 'Farmhouse',
  meta_description: '',
  path: '-farmhouse',
  pictures_path: '-farmhouse',
  location: 'Barolo',
  price: 450000,
  price_text: '€450,000',
  price_description: '',
  sold: false,
  visibility: 'hidden',
  created_date: '2026-01-01T00:00:00Z',
  description: '<p>Stone house</p>',
  description_list: '',
  description_list_d: [],
  features: 'Pool',
  features_d: ['Pool'],
  features_display: ['Pool'],
  coordinates: '44.6;7.9',
  coordinates_d: ['44.6', '7.9'],
  distances_d: [],
  counter_blocks: [],
  translations: {
    it: {
      title: 'Cascina',
      title2: '',
      listing_title: 'Cascina vicino a Barolo',
      location: 'Barolo',
      meta_title: '',
      meta_description: '',
      price_description: '',
      description: '<p>Casa in pietra</p>',
      description_list: '',
      description_list_d: [],
      features: 'Piscina',
      features_d: ['Piscina'],
      complete: true,
    },
  },
};

const summary = { ...STORED } as unknown as PropertySummary;

/** GET answers the stored property; the save (PUT) answers `status` with `body`. */
function serverAnswersSave(status: number, body: unknown) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (request: Request) => {
    const path = new URL(request.url).pathname;
    requests.push({ method: request.method, path, body: request.method === 'PUT' ? await request.json() : null });
    const answer = request.method === 'GET' ? STORED : body;
    return new Response(JSON.stringify(answer), { status: request.method === 'GET' ? 200 : status, headers: { 'Content-Type': 'application/json' } });
  });
  return requests;
}

function renderCard(property: PropertySummary = summary) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CardStaffActions property={property} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('cardActions', () => {
  it('offers what changes the listing as it stands', () => {
    const labels = (visibility: PropertySummary['visibility'], sold: boolean) => cardActions({ visibility, sold }).map((a) => a.label);
    expect(labels('visible', false)).toEqual(['Hide', 'Mark sold']);
    expect(labels('hidden', false)).toEqual(['Show', 'Mark sold']);
    expect(labels('unlisted', true)).toEqual(['Hide', 'Show', 'Mark for sale']);
  });
});

describe('CardStaffActions', () => {
  it('is not there for visitors', () => {
    renderCard();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('saves the whole property as the editor does, with the one field changed', async () => {
    act(() => sessionStore.signIn('staff-token', { role: 'admin' }, false));
    const requests = serverAnswersSave(200, {});
    renderCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    await screen.findByText('Ref 101 is now visible to everyone.');

    const save = requests.find((r) => r.method === 'PUT')!;
    expect(save.path).toBe('/api/properties');
    expect(save.body).toMatchObject({ ref: '101', visibility: 'visible', listing_title: 'Farmhouse near Barolo', price: 450000, features: 'Pool' });
    expect(save.body).toMatchObject({ translations: { it: { listing_title: 'Cascina vicino a Barolo', description: '<p>Casa in pietra</p>', features: 'Piscina' } } });
  });

  it("shows the server's message when it refuses", async () => {
    act(() => sessionStore.signIn('staff-token', { role: 'admin' }, false));
    serverAnswersSave(400, { status: 400, message: 'Description still holds the default text' });
    renderCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    await screen.findByText('Description still holds the default text');
  });
});
