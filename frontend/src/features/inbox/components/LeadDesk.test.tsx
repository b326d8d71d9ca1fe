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
import { LeadDesk } from './LeadDesk';

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

function renderDesk(enquiry: Enquiry) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <LeadDesk enquiry={enquiry} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function sent() {
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const request = fetchMock.mock.calls.at(-1)![0];
  return { method: request.method, path: new URL(request.url).pathname, body: await request.clone().json() };
}

describe('LeadDesk', () => {
  it('shows the timeline with who and when, and a reply waiting while mail is off', () => {
    renderDesk(contact);
    const timeline = screen.getByRole('list', { name: 'Timeline, oldest first' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events).toHaveLength(2);
    expect(events[0]!.textContent).toContain('Note');
    expect(events[0]!.textContent).toContain('agent@langhe.test');
    expect(events[0]!.textContent).toContain('Wants a view of the hills');
    expect(events[1]!.textContent).toContain('Pending: mail is off, the reply waits in the outbox');
  });

  it('moves the stage and sets then clears the follow-up date', async () => {
    answerEvery(fetchMock, 200, { ...propertyEnquiry, stage: 'viewing' });
    renderDesk(propertyEnquiry);
    fireEvent.change(screen.getByLabelText('Stage'), { target: { value: 'viewing' } });
    expect(await sent()).toEqual({ method: 'PATCH', path: '/api/enquiries/2', body: { stage: 'viewing' } });
    fetchMock.mockClear();
    fireEvent.change(screen.getByLabelText('Follow up on'), { target: { value: '2027-03-10' } });
    expect(await sent()).toEqual({ method: 'PATCH', path: '/api/enquiries/2', body: { follow_up_on: '2027-03-10' } });
    cleanup();
    fetchMock.mockClear();
    renderDesk({ ...propertyEnquiry, follow_up_on: '2027-03-10' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear follow-up' }));
    expect(await sent()).toEqual({ method: 'PATCH', path: '/api/enquiries/2', body: { follow_up_on: null } });
  });

  it('adds a note and empties the field', async () => {
    answerEvery(fetchMock, 200, { id: 3, kind: 'note', at: '2027-03-04T12:00:00Z', text: 'Call back' });
    renderDesk(propertyEnquiry);
    const field = screen.getByLabelText('New note');
    fireEvent.change(field, { target: { value: 'Call back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await sent()).toEqual({ method: 'POST', path: '/api/enquiries/2/notes', body: { text: 'Call back' } });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
  });

  it('sends a reply and says where its mail stands', async () => {
    const replied: Enquiry = {
      ...propertyEnquiry,
      stage: 'contacted',
      timeline: [{ id: 4, kind: 'reply', at: '2027-03-04T12:00:00Z', text: 'Yes', delivery: { state: 'mail_off' } }],
    };
    answerEvery(fetchMock, 200, { reply_id: 9, enquiry: replied });
    renderDesk(propertyEnquiry);
    fireEvent.change(screen.getByLabelText('Reply to bruno@example.com'), { target: { value: 'Yes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await sent()).toEqual({ method: 'POST', path: '/api/enquiries/2/reply', body: { message: 'Yes' } });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Reply stored. Pending: mail is off, the reply waits in the outbox',
    );
  });

  it('shows the server refusal of a reply', async () => {
    answerEvery(fetchMock, 409, { status: 409, message: 'This enquiry has no e-mail address to reply to' });
    renderDesk(propertyEnquiry);
    fireEvent.change(screen.getByLabelText('Reply to bruno@example.com'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This enquiry has no e-mail address to reply to');
  });
});
