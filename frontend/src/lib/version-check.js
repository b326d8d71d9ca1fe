/**
 * SPEC §4 version check: after start-up, compare the server's application version with the
 * last one this browser saw, and reload once when a new release is out. Every failure is
 * silent by design (§8: "Version check … no message").
 */
export const VERSION_STORAGE_KEY = 'version';
export const VERSION_CHECK_DELAY_MS = 500;
const STORAGE_PROBE_KEY = '__langhe_storage_probe__';
/** Local storage can exist yet throw (private mode, quota, disabled cookies): prove it works. */
export function storageWorks(storage) {
    try {
        storage.setItem(STORAGE_PROBE_KEY, STORAGE_PROBE_KEY);
        storage.removeItem(STORAGE_PROBE_KEY);
        return true;
    }
    catch {
        return false;
    }
}
async function fetchServerVersion(deps) {
    const response = await deps.fetch('/api/version');
    if (response.status !== 200)
        return null;
    const body = await response.json();
    if (typeof body !== 'object' || body === null)
        return null;
    const version = body.version;
    return typeof version === 'string' && version !== '' ? version : null;
}
export async function checkVersion(deps) {
    try {
        if (!storageWorks(deps.storage))
            return 'skipped';
        const serverVersion = await fetchServerVersion(deps);
        if (serverVersion === null)
            return 'skipped';
        const storedVersion = deps.storage.getItem(VERSION_STORAGE_KEY);
        if (storedVersion === serverVersion)
            return 'unchanged';
        deps.storage.setItem(VERSION_STORAGE_KEY, serverVersion);
        if (storedVersion === null)
            return 'stored';
        deps.reload();
        return 'reloaded';
    }
    catch {
        return 'skipped';
    }
}
/** Schedules the check in a browser only; returns a cancel function. */
export function scheduleVersionCheck() {
    if (typeof window === 'undefined' || typeof window.localStorage === 'undefined')
        return () => { };
    const timer = window.setTimeout(() => {
        void checkVersion({
            fetch: (url) => window.fetch(url, { headers: { Accept: 'application/json' } }),
            storage: window.localStorage,
            reload: () => window.location.reload(),
        });
    }, VERSION_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
}
