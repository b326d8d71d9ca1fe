// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { answerEvery } from '@/lib/api/query-cache.test-support';
import { createQueryClient } from '@/lib/api/query-client';
import type { Enquiry } from '../api/get-enquiries';
import { contact, propertyEnquiry } from './enquiry-samples.test-support';
import { EnquiryList } from './EnquiryList';

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

function renderList(enquiries: Enquiry[]) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <EnquiryList enquiries={enquiries} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function toggleOf(name: RegExp) {
  return screen.getByRole('button', { name });
}

async function sentBody() {
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const request = fetchMock.mock.calls.at(-1)![0];
  return { method: request.method, path: new URL(request.url).pathname, body: await request.clone().json() };
}

describe('EnquiryList', () => {
  it('lists the enquiries as cards, newest first as the server sent them, unread ones marked', () => {
    renderList([propertyEnquiry, contact]);
    const list = screen.getByRole('list', { name: 'Enquiries, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'BrunoUnreadCan I visit on Saturday?\nI fly in on Friday.',
      'AnnaDo you have a house in La Morra?',
    ]);
    expect(within(items[0]!).getByText('Mail is off: read enquiries here')).toBeTruthy();
    expect(within(items[0]!).getByText('Ref 123')).toBeTruthy();
    expect(within(items[1]!).getByText('Sent')).toBeTruthy();
  });

  it('shows where a lead came from on its card and, opened, with its campaign and referring host', () => {
    answerEvery(fetchMock, 200, { ...propertyEnquiry, read: true });
    const source = { label: 'kyero / portal', referrer_host: 'www.kyero.com', utm_source: 'kyero', utm_medium: 'portal', utm_campaign: 'spring' };
    renderList([{ ...propertyEnquiry, source }, contact]);
    const items = within(screen.getByRole('list', { name: 'Enquiries, newest first' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Source: kyero / portal')).toBeTruthy();
    expect(within(items[1]!).queryByText(/^Source:/)).toBeNull();
    fireEvent.click(toggleOf(/^Bruno/));
    expect(within(items[0]!).getByText('kyero / portal (campaign spring, from www.kyero.com)')).toBeTruthy();
  });

  it('links each home of an enquiry for several, the stored first with its title', () => {
    const several = { ...propertyEnquiry, ref: '123, 456, 789' };
    answerEvery(fetchMock, 200, { ...several, read: true });
    renderList([several]);
    fireEvent.click(toggleOf(/^Bruno/));
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/property/'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['123 · Farmhouse with vineyard', '/property/for-sale/in-italy/123'],
      ['456', '/property/for-sale/in-italy/456'],
      ['789', '/property/for-sale/in-italy/789'],
    ]);
    expect(screen.getByText('Properties')).toBeTruthy();
  });

  it('opens an enquiry to show the message first, every field, the property and the address', () => {
    answerEvery(fetchMock, 200, { ...propertyEnquiry, read: true, read_at: '2027-03-04T11:00:00Z' });
    renderList([propertyEnquiry]);
    const toggle = toggleOf(/^Bruno/);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(detail.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(detail.hidden).toBe(false);
    const panel = within(detail);
    const [first] = panel.getAllByRole('heading');
    expect(first!.textContent).toBe('Message');
    expect(panel.getByText(/Can I visit on Saturday\?/).textContent).toBe('Can I visit on Saturday?\nI fly in on Friday.');
    const terms = panel.getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['Name', 'Email', 'Reference Number', 'Property', 'Delivery']);
    const property = panel.getByRole('link', { name: '123 · Farmhouse with vineyard' });
    expect(property.getAttribute('href')).toBe('/property/for-sale/in-italy/123');
    expect(panel.getByRole('link', { name: 'bruno@example.com' }).getAttribute('href')).toBe('mailto:bruno@example.com');
    expect(panel.getByLabelText('Reply to bruno@example.com').tagName).toBe('TEXTAREA');
    expect(panel.getByRole('link', { name: 'Everything from bruno@example.com' }).getAttribute('href')).toBe(
      '/staff/enquiries?contact=bruno%40example.com',
    );

    fireEvent.click(toggle);
    expect(detail.hidden).toBe(true);
  });

  it('marks an unread enquiry read when it is opened, and a read one not again', async () => {
    answerEvery(fetchMock, 200, { ...propertyEnquiry, read: true });
    renderList([propertyEnquiry, contact]);
    fireEvent.click(toggleOf(/^Bruno/));
    expect(await sentBody()).toEqual({ method: 'PATCH', path: '/api/enquiries/2', body: { read: true } });

    fetchMock.mockClear();
    fireEvent.click(toggleOf(/^Anna/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks an opened enquiry unread again and closes it', async () => {
    answerEvery(fetchMock, 200, { ...contact, read: false });
    renderList([contact]);
    fireEvent.click(toggleOf(/^Anna/));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(await sentBody()).toEqual({ method: 'PATCH', path: '/api/enquiries/1', body: { read: false } });
    await waitFor(() => expect(toggleOf(/^Anna/).getAttribute('aria-expanded')).toBe('false'));
  });

  it('names an enquiry whose property is gone by its reference alone', () => {
    const gone: Enquiry = { ...propertyEnquiry, property: undefined, read: true };
    renderList([gone]);
    fireEvent.click(toggleOf(/^Bruno/));
    expect(screen.getByText('123 (no property has this reference now)')).toBeTruthy();
  });
});
