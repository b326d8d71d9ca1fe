// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@/lib/api/query-client';
import { sessionStore } from '@/lib/session';
import type { PropertyOwner } from '../types';
import { OwnerPanel } from './OwnerPanel';

const MARIA: PropertyOwner = { name: 'Maria Rossi', email: 'maria@example.it', language: 'it', monthly_reports: true };
const REPORT_URL = 'https://langhe.example/owner-report/abc123';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in API for property 123's owner: what is stored, and the writes it was sent. */
function ownerApi(stored: PropertyOwner | null, answers: { put?: Response } = {}) {
  const state = { stored, writes: [] as { method: string; path: string; body: unknown }[] };
  fetchMock.mockImplementation(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const { method } = request;
    if (method !== 'GET') state.writes.push({ method, path, body: method === 'PUT' ? await request.json() : null });
    if (path === '/api/properties/123/owner') {
      if (method === 'GET') return json({ owner: state.stored ?? null });
      if (method === 'PUT') {
        if (answers.put) return answers.put;
        state.stored = state.writes.at(-1)!.body as PropertyOwner;
        return json(state.stored);
      }
      if (method === 'DELETE') {
        state.stored = null;
        return new Response(null, { status: 204 });
      }
    }
    if (path === '/api/owner-log' && new URL(request.url).searchParams.get('ref') === '123') {
      return json({ entries: LOG });
    }
    if (path === '/api/properties/123/owner-report') {
      if (method === 'POST') return json({ url: REPORT_URL, expires_at: '2026-12-28T10:00:00Z' }, 201);
      if (method === 'DELETE') return json({ revoked: 2 });
    }
    return json({ status: 404, message: 'Not found' }, 404);
  });
  return state;
}

const LOG = [
  { ref: '123', action: 'report_sent', email: 'maria@example.it', by: 'agent@langhe.test', at: '2026-12-07T09:31:00Z' },
  { ref: '123', action: 'recorded', email: 'maria@example.it', by: 'admin@langhe.test', at: '2026-12-01T15:05:00Z' },
];

beforeEach(() => {
  sessionStore.signIn('staff-token', { role: 'admin', picture: null }, false);
});

afterEach(() => {
  cleanup();
  sessionStore.clear();
  fetchMock.mockReset();
});

async function openPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OwnerPanel propertyRef="123" />
    </QueryClientProvider>,
  );
  await screen.findByRole('form', { name: "Owner's details" });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The message a control is described by, checked to sit in the control's own field box. */
function messageAt(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  if (!id) return null;
  const message = document.getElementById(id)!;
  expect(control.parentElement!.contains(message)).toBe(true);
  expect(control.getAttribute('aria-invalid')).toBe('true');
  return message.textContent;
}

describe('OwnerPanel', () => {
  it('says visitors never see it, and reads the owner only once opened', async () => {
    ownerApi(null);
    await openPanel();
    expect(screen.getByText(/never shown to visitors/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a home without an owner as empty, not as an error', async () => {
    ownerApi(null);
    await openPanel();
    expect(screen.getByText('No owner is recorded for this home yet.')).toBeTruthy();
    expect(field("Owner's name").value).toBe('');
    expect(field("Owner's e-mail").value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Report language').value).toBe('en');
    expect(field('Send the report every month').checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Remove owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send report to owner' })).toBeNull();
    // Links outlive a removed owner: they can be closed all the same.
    expect(screen.getByRole('button', { name: 'Revoke report links' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.queryByText('No owner is recorded for this property')).toBeNull();
  });

  it("shows the form's first refusal at its field, without asking the server", async () => {
    const api = ownerApi(null);
    await openPanel();
    fireEvent.change(field("Owner's e-mail"), { target: { value: 'maria.example.it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save owner' }));

    const name = field("Owner's name");
    expect(messageAt(name)).toBe("Owner's name is required");
    expect(document.activeElement).toBe(name);
    expect(messageAt(field("Owner's e-mail"))).toBeNull();
    expect(api.writes).toEqual([]);
  });

  it("shows the server's refusal at the field it names", async () => {
    const api = ownerApi(null, { put: json({ status: 400, message: 'Please enter a valid email address' }, 400) });
    await openPanel();
    fireEvent.change(field("Owner's name"), { target: { value: 'Maria Rossi' } });
    fireEvent.change(field("Owner's e-mail"), { target: { value: 'maria@example.itx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save owner' }));

    const email = field("Owner's e-mail");
    await waitFor(() => expect(messageAt(email)).toBe('Please enter a valid email address'));
    expect(document.activeElement).toBe(email);
    expect(messageAt(field("Owner's name"))).toBeNull();
    expect(api.writes).toHaveLength(1);
  });

  it('saves an owner in Italian who agreed to monthly reports', async () => {
    const api = ownerApi(null);
    await openPanel();
    fireEvent.change(field("Owner's name"), { target: { value: ' Maria Rossi ' } });
    fireEvent.change(field("Owner's e-mail"), { target: { value: 'maria@example.it' } });
    fireEvent.change(screen.getByLabelText('Report language'), { target: { value: 'it' } });
    fireEvent.click(field('Send the report every month'));
    fireEvent.click(screen.getByRole('button', { name: 'Save owner' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Owner saved: Maria Rossi, maria@example.it.'));
    expect(api.writes).toEqual([{ method: 'PUT', path: '/api/properties/123/owner', body: MARIA }]);
    await screen.findByRole('button', { name: 'Send report to owner' });
  });

  it('sends the report and shows the link to open or copy', async () => {
    ownerApi(MARIA);
    await openPanel();
    expect(field("Owner's name").value).toBe('Maria Rossi');
    expect(screen.getByLabelText<HTMLSelectElement>('Report language').value).toBe('it');
    expect(screen.getByText(/^Mails maria@example.it a link to this home's report in Italian/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send report to owner' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Report sent to maria@example.it. The link works until 28 December 2026.'),
    );
    expect(field('Report link').value).toBe(REPORT_URL);
    const open = screen.getByRole('link', { name: /Open the report/ });
    expect(open.getAttribute('href')).toBe(REPORT_URL);
    expect(open.getAttribute('rel')).toContain('noreferrer');

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy report link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(REPORT_URL));
  });

  it('revokes the links and says how many were closed', async () => {
    ownerApi(MARIA);
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Send report to owner' }));
    await screen.findByLabelText('Report link');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke report links' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 report links closed: they no longer open the report.'));
    expect(screen.queryByLabelText('Report link')).toBeNull();
  });

  it("lets an agent read the owner and mail the report, but not change where it goes", async () => {
    sessionStore.signIn('staff-token', { role: 'agent', picture: null }, false);
    ownerApi(MARIA);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OwnerPanel propertyRef="123" />
      </QueryClientProvider>,
    );
    await screen.findByText('maria@example.it');
    expect(screen.getByText('Yes, on the 1st')).toBeTruthy();
    expect(screen.getByText(/Only an admin can record or change the owner/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: "Owner's details" })).toBeNull();
    for (const name of ['Save owner', 'Remove owner']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send report to owner' })).toBeTruthy();
    expect(screen.queryByText('Owner log')).toBeNull();
  });

  it("shows the admin the home's owner log once opened: who did what, when", async () => {
    ownerApi(MARIA);
    await openPanel();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const log = screen.getByText('Owner log').closest('details')!;
    log.open = true;
    fireEvent(log, new Event('toggle'));
    await screen.findByText(/Report mailed \(maria@example.it\) by agent@langhe.test/);
    const entries = log.querySelectorAll('li');
    expect([...entries].map((entry) => entry.textContent)).toEqual([
      '7 December 2026, 10:31: Report mailed (maria@example.it) by agent@langhe.test',
      '1 December 2026, 16:05: Owner recorded (maria@example.it) by admin@langhe.test',
    ]);
  });

  it('removes the owner only once she confirms', async () => {
    const api = ownerApi(MARIA);
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Remove owner' }));
    const question = screen.getByRole('group', { name: 'Remove the owner?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep the owner' }));
    expect(api.writes).toEqual([]);
    expect(question.textContent).toContain('Remove Maria Rossi');

    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await screen.findByText('No owner is recorded for this home yet.');
    expect(api.writes).toEqual([{ method: 'DELETE', path: '/api/properties/123/owner', body: null }]);
    expect(field("Owner's name").value).toBe('');
    expect(screen.getByRole('status').textContent).toMatch(/^Owner removed\./);
  });
});
