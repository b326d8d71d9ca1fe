import { describe, expect, it, vi } from 'vitest';
// openapi-fetch keeps the fetch it finds when the client is created, so the stand-in must be
// in place before the client module loads.
const fetchMock = vi.hoisted(() => {
    const mock = vi.fn();
    globalThis.fetch = mock;
    return mock;
});
import { ApiError } from './api-error';
import { createEmailSender } from './send-email';
function answer(status, body) {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    return fetchMock;
}
describe('createEmailSender', () => {
    it('posts the form with a solved captcha token to /api/email/send', async () => {
        const fetch = answer(200, { status: 200, message: 'Message received' });
        const send = createEmailSender(async () => 'solved-token');
        await send({ subject: 'Contact Page', message: 'Hello', fields: { name: 'Anna', email: 'anna@example.com' } });
        const request = fetch.mock.calls[0][0];
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
        const send = createEmailSender(async () => 'token');
        await expect(send({ subject: 'Contact Page', message: 'Hi' })).rejects.toEqual(new ApiError(400, 'Captcha token missing'));
    });
    it('rejects without calling the server when the captcha cannot be solved', async () => {
        const fetch = answer(200, {});
        const send = createEmailSender(async () => {
            throw new Error('worker failed');
        });
        await expect(send({ subject: 'Contact Page', message: 'Hi' })).rejects.toThrow('worker failed');
        expect(fetch).not.toHaveBeenCalled();
    });
});
