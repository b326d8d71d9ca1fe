import { describe, expect, it, vi } from 'vitest';

// openapi-fetch keeps the fetch it finds when the client is created, so the stand-in must be
// in place before the client module loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
import { subscribeNewsletter } from './subscribe-newsletter';

describe('subscribeNewsletter', () => {
  it('signs up with consent and a captcha token, and fails on a refusal', async () => {
    const fetch = fetchMock.mockImplementation(async () =>
      new Response(JSON.stringify({ status: 200, message: 'You have successfully joined our subscriber list.', confirmation: 'Please check your inbox' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await subscribeNewsletter('anna@example.com', 'token')).toEqual({ confirmation: 'Please check your inbox' });
    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/newsletter/subscribe');
    expect(await request.json()).toEqual({ email: 'anna@example.com', consent: true, captchaToken: 'token' });

    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ status: 429, message: 'Too many' }), { status: 429, headers: { 'Content-Type': 'application/json' } }));
    await expect(subscribeNewsletter('anna@example.com', 'token')).rejects.toThrow('Too many');
  });
});
