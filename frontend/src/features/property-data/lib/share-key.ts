import { SHARE_KEY_PARAMETER } from '@/config/initial-data-requests';

/**
 * An unlisted listing is shared by link only: its page address carries `?key=` (22 characters
 * of URL-safe base64, as the server makes them), and the page passes it on to its property
 * requests, whose answers then carry it in their picture URLs. A value of any other shape
 * opens nothing and is not passed on, exactly as the server reads it
 * (api::share_link::share_key_in), so that both write the same requests.
 */
const SHARE_KEY = /^[A-Za-z0-9_-]{22}$/;

export function parseShareKey(value: string | null | undefined): string | null {
  return value && SHARE_KEY.test(value) ? value : null;
}

/** `?key=…` for a request about a listing opened with `key`, or nothing. */
export function shareKeyQuery(key: string | null): string {
  return key ? `?${SHARE_KEY_PARAMETER}=${key}` : '';
}
