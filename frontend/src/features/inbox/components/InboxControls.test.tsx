// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboxView } from '../api/get-enquiries';
import { InboxControls } from './InboxControls';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderControls(view: InboxView, unread: number | undefined) {
  return render(
    <MemoryRouter initialEntries={['/staff/enquiries']}>
      <InboxControls view={view} unread={unread} />
      <Where />
    </MemoryRouter>,
  );
}

const NO_FILTERS = { stage: '', ref: '', due: false } as const;
const everything: InboxView = { page: 3, unreadOnly: false, search: '', ...NO_FILTERS };

describe('InboxControls', () => {
  it('shows the unread count and offers All and Unread, the current one marked', () => {
    renderControls(everything, 2);
    expect(screen.getByText('2 unread enquiries')).toBeTruthy();
    const all = screen.getByRole('link', { name: 'All' });
    expect(all.getAttribute('aria-current')).toBe('true');
    const unread = screen.getByRole('link', { name: 'Unread (2)' });
    expect(unread.getAttribute('aria-current')).toBeNull();
    expect(unread.getAttribute('href')).toBe('/staff/enquiries?unread=1');
    cleanup();
    renderControls({ ...everything, unreadOnly: true }, 1);
    expect(screen.getByText('1 unread enquiry')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unread (1)' }).getAttribute('aria-current')).toBe('true');
  });

  it('searches from the first page, keeping the filter, and clears the search', () => {
    renderControls({ page: 2, unreadOnly: true, search: '', ...NO_FILTERS }, 0);
    expect(screen.getByText('No unread enquiries')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search enquiries' });
    expect(box.getAttribute('maxLength')).toBe('100');
    fireEvent.change(box, { target: { value: 'Barolo farmhouse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/staff/enquiries?unread=1&q=Barolo+farmhouse');
    cleanup();
    renderControls({ page: 1, unreadOnly: false, search: 'Barolo', ...NO_FILTERS }, 0);
    expect(screen.getByRole('link', { name: 'Clear search' }).getAttribute('href')).toBe('/staff/enquiries');
  });
});
