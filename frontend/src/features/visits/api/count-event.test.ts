// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { countEvent, EVENTS_URL, type VisitEvent } from './count-event';

const VIEW: VisitEvent = { kind: 'view', path: '/piedmont-property-for-sale/1?kind=villa', referrer: 'http://localhost/' };

let beacon: ReturnType<typeof vi.fn<(url: string, data: Blob) => boolean>>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 202 }));
  vi.stubGlobal('navigator', { sendBeacon: beacon });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('countEvent', () => {
  it('sends the event as a JSON beacon to /api/events, and nothing else', async () => {
    countEvent(VIEW);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0];
    expect(url).toBe(EVENTS_URL);
    expect(data.type).toBe('application/json');
    expect(JSON.parse(await data.text())).toEqual(VIEW);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back on a keepalive fetch without credentials when the browser has no beacon', () => {
    vi.stubGlobal('navigator', {});
    countEvent({ kind: 'brochure_print', path: '/property/for-sale/in-italy/123', property: '123' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(EVENTS_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ kind: 'brochure_print', path: '/property/for-sale/in-italy/123', property: '123' });
  });

  it('falls back on the fetch when the browser refuses the beacon or throws', () => {
    beacon.mockReturnValueOnce(false);
    countEvent(VIEW);
    beacon.mockImplementationOnce(() => {
      throw new TypeError('not allowed');
    });
    countEvent(VIEW);
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps quiet when the fallback fails', async () => {
    vi.stubGlobal('navigator', {});
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(() => countEvent(VIEW)).not.toThrow();
    await Promise.resolve();
  });

  it('sends nothing while staff are signed in: their own browsing is no visit', () => {
    sessionStore.signIn('t', { role: 'agent', picture: null }, false);
    countEvent(VIEW);
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores nothing in the browser', () => {
    const before = { ...localStorage };
    countEvent(VIEW);
    expect({ ...localStorage }).toEqual(before);
    expect(document.cookie).toBe('');
  });
});
