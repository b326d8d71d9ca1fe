import { describe, expect, it, vi } from 'vitest';
// openapi-fetch keeps the fetch it finds when the client is created, so the stand-in must be
// in place before the client module loads.
const fetchMock = vi.hoisted(() => {
    const mock = vi.fn();
    globalThis.fetch = mock;
    return mock;
});
import { createNewsletterSubscriber } from './subscribe-newsletter';
describe('createNewsletterSubscriber', () => {
    it('signs up with consent and a captcha token, and fails on a refusal', async () => {
        const fetch = fetchMock.mockImplementation(async () => new Response(JSON.stringify({ status: 200, message: 'You have successfully joined our subscriber list.' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
        await createNewsletterSubscriber(async () => 'token')('anna@example.com');
        const request = fetch.mock.calls[0][0];
        expect(new URL(request.url).pathname).toBe('/api/newsletter/subscribe');
        expect(await request.json()).toEqual({ email: 'anna@example.com', consent: true, captchaToken: 'token' });
        fetchMock.mockImplementation(async () => new Response(JSON.stringify({ status: 429, message: 'Too many' }), { status: 429, headers: { 'Content-Type': 'application/json' } }));
        await expect(createNewsletterSubscriber(async () => 'token')('anna@example.com')).rejects.toThrow('Too many');
    });
});
