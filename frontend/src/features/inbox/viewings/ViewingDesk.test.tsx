// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createQueryClient } from '@/lib/api/query-client';
import type { Viewing, ViewingSlot } from '../api/get-viewings';
import { ViewingDesk } from './ViewingDesk';

beforeEach(() => {
  // Today is in November 2026 for the slots' words (the year is said only when it is not this one).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.useRealTimers();
});

const SLOT: ViewingSlot = {
  id: 7,
  ref: '123',
  start: '2026-12-12T10:30',
  starts_at: '2026-12-12T09:30:00Z',
  rome_offset: '+01:00',
  duration_minutes: 60,
  meeting_point: 'Piazza Italia, Neive',
  confirmed: true,
  sequence: 0,
};

const VIEWING: Viewing = {
  id: 3,
  enquiry_id: 42,
  name: 'Hannah',
  email: 'hannah@example.com',
  language: 'en',
  from: '2026-12-10',
  to: '2026-12-12',
  half_days: ['morning'],
  refs: ['123', '124'],
  message: 'We fly in from Munich.',
  received_at: '2026-11-20T09:00:00Z',
  slots: [
    SLOT,
    // The day after the visitor leaves, changed twice since it was confirmed.
    { ...SLOT, id: 8, ref: '124', start: '2026-12-13T15:00', starts_at: '2026-12-13T14:00:00Z', sequence: 2 },
    { ...SLOT, id: 9, ref: '999', start: '2026-12-11T09:00', starts_at: '2026-12-11T08:00:00Z', confirmed: false },
  ],
};

const HOMES = [
  { ref: '123', listing_title: 'Cascina Barolo' },
  { ref: '124', listing_title: 'Villa among vines' },
  { ref: '125', listing_title: 'Town house in Alba' },
];

/** The API answers the viewings and the staff's list of homes (one page). */
function answer() {
  fetchMock.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const body = pathname === '/api/viewings' ? { viewings: [VIEWING] } : pathname === '/api/properties' ? { properties: HOMES, pages: 1, total: 3 } : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

function renderDesk() {
  answer();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ViewingDesk enquiryId={42} />
    </QueryClientProvider>,
  );
}

const slots = async () => {
  // The titles come with the list of homes, after the viewings.
  await screen.findAllByText('Cascina Barolo (ref 123)');
  return screen.getAllByTestId('viewing-slot');
};

describe('ViewingDesk', () => {
  it("names each home by its title with its ref, and the visitor's dates in words", async () => {
    renderDesk();
    const [first, second, third] = await slots();
    expect(within(first!).getByText('Cascina Barolo (ref 123)')).toBeTruthy();
    expect(within(second!).getByText('Villa among vines (ref 124)')).toBeTruthy();
    // A ref no home has any more keeps its number.
    expect(within(third!).getByText('Ref 999')).toBeTruthy();
    const desk = screen.getByRole('region', { name: 'Viewing trip' });
    expect(desk.textContent).toContain('In Piedmont from 10 December 2026 to 12 December 2026');
    expect(desk.textContent).toContain('Homes asked for: Cascina Barolo (ref 123), Villa among vines (ref 124)');
    expect(desk.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('says each time as a weekday, a date and the time in Rome', async () => {
    renderDesk();
    const [first, second] = await slots();
    expect(within(first!).getByText('Saturday 12 December, 10:30').getAttribute('datetime')).toBe('2026-12-12T09:30:00Z');
    expect(within(second!).getByText('Sunday 13 December, 15:00')).toBeTruthy();
  });

  it('says where each slot stands with the visitor in words, never the calendar sequence', async () => {
    renderDesk();
    const [first, second, third] = await slots();
    expect(within(first!).getByText('Confirmed to the visitor')).toBeTruthy();
    expect(within(second!).getByText('Confirmed to the visitor, changed twice since')).toBeTruthy();
    expect(within(third!).getByText('Not yet confirmed to the visitor')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Viewing trip' }).textContent).not.toMatch(/sequence/i);
  });

  it("warns of a slot outside the visitor's dates, on the slot and in the form as she types, without blocking it", async () => {
    renderDesk();
    const [first, second] = await slots();
    const warning = 'This day is outside the dates the visitor asked for (10 December 2026 to 12 December 2026): check with them before you confirm it.';
    expect(within(second!).getByText(warning)).toBeTruthy();
    expect(within(first!).queryByText(warning)).toBeNull();

    const form = screen.getByRole('form', { name: 'Add slot' });
    const start = within(form).getByLabelText('Start (Europe/Rome)');
    fireEvent.change(start, { target: { value: '2026-12-11T10:00' } });
    expect(within(form).queryByText(warning)).toBeNull();
    fireEvent.change(start, { target: { value: '2026-12-20T10:00' } });
    const shown = within(form).getByText(warning);
    expect(start.getAttribute('aria-describedby')).toBe(shown.id);
    expect(shown.getAttribute('role')).toBeNull();
    expect((within(form).getByRole('button', { name: 'Add slot' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('names the home a typed ref stands for under the field, and offers every home by title', async () => {
    renderDesk();
    await slots();
    const form = screen.getByRole('form', { name: 'Add slot' });
    const ref = within(form).getByLabelText('Property') as HTMLInputElement;
    expect(ref.value).toBe('123');
    expect(document.getElementById(ref.getAttribute('aria-describedby')!)?.textContent).toBe('Cascina Barolo (ref 123)');
    const offered = [...document.getElementById(ref.getAttribute('list')!)!.querySelectorAll('option')].map((option) => [option.value, option.label]);
    expect(offered).toEqual([
      ['123', 'Cascina Barolo (ref 123)'],
      ['124', 'Villa among vines (ref 124)'],
      ['125', 'Town house in Alba (ref 125)'],
    ]);
  });
});
