import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
export const SUBSCRIBERS_FILE_NAME = 'newsletter-subscribers.csv';
/** The admin's CSV export; the client's middleware adds the bearer token. */
export async function downloadSubscribers() {
    return unwrap(await api.GET('/newsletter/subscribers.csv', {
        headers: { Accept: 'text/csv' },
        parseAs: 'blob',
    }));
}
/** Hands a blob to the browser as a file download (no inline script, no new window). */
export function saveFile(blob, fileName) {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoked on the next turn: the click starts the download asynchronously.
    setTimeout(() => URL.revokeObjectURL(url), 0);
}
