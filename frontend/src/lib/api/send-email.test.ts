import { describe, expect, it, vi } from 'vitest';

// openapi-fetch keeps the fetch it finds when the client is created, so the stand-in must be
// in place before the client module loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
import { ApiError } from './api-error';
import { sendEmail } from './send-email';
import { rememberLandingSource } from '@/lib/lead-source';

function answer(status: number, body: unknown) {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  return fetchMock;
}

describe('sendEmail', () => {
  it('posts the form with its captcha token to /api/email/send', async () => {
    const fetch = answer(200, { status: 200, message: 'Message received' });
    await sendEmail({ subject: 'Contact Page', message: 'Hello', fields: { name: 'Anna', email: 'anna@example.com' } }, 'solved-token');

    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/email/send');
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({
      subject: 'Contact Page',
      message: 'Hello',
      captchaToken: 'solved-token',
      name: 'Anna',
      email: 'anna@example.com',
    });
  });

  it('rejects with the server message when the enquiry is refused', async () => {
    answer(400, { status: 400, message: 'Captcha token missing' });
    await expect(sendEmail({ subject: 'Contact Page', message: 'Hi' }, 'token')).rejects.toEqual(new ApiError(400, 'Captcha token missing'));
  });

  it('sends where the visitor came from, as the landing page told (last: the landing is remembered once)', async () => {
    rememberLandingSource('https://langhe.example/property/for-sale/in-italy/123?utm_source=kyero&utm_medium=portal', 'https://www.kyero.com/');
    const fetch = answer(200, { status: 200, message: 'Message received' });
    await sendEmail({ subject: 'ENQUIRY for 123', message: 'Hi', fields: { name: 'Anna', email: 'anna@example.com', ref: '123' } }, 'token');
    const body = await fetch.mock.calls[0]![0].json();
    expect(body.source).toEqual({ referrer_host: 'www.kyero.com', utm_source: 'kyero', utm_medium: 'portal' });
  });
});
