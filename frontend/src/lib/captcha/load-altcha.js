/**
 * The ALTCHA widget and its SHA worker, in a chunk of their own: the forms import this only
 * when a visitor sends something. The `external` build ships no inline styles or blob
 * workers, so it runs under the site's CSP (`style-src 'self'`, `worker-src 'self'`).
 */
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';
const SHA_ALGORITHMS = ['SHA-256', 'SHA-384', 'SHA-512'];
for (const algorithm of SHA_ALGORITHMS) {
    globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
export const altchaReady = true;
