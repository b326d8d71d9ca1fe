/**
 * Every submission carries a captcha token (SPEC §3). With the self-hosted proof of work the
 * token is the ALTCHA widget's payload: the widget fetches a puzzle from the server and
 * solves it in a worker while the form shows its 'sending' state, so the visitor has
 * nothing to click and no third party is contacted.
 */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';
export class CaptchaFailedError extends Error {
    constructor(reason) {
        super(`The captcha could not be solved: ${reason}`);
        this.name = 'CaptchaFailedError';
    }
}
export const solveCaptcha = async () => {
    await import('./load-altcha');
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('challenge', CAPTCHA_CHALLENGE_URL);
    widget.setAttribute('display', 'invisible');
    widget.setAttribute('auto', 'off');
    widget.hidden = true;
    document.body.append(widget);
    // The widget (a Svelte custom element) mounts its component a task after it connects.
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
        const result = await widget.verify();
        if (!result?.payload)
            throw new CaptchaFailedError('no payload');
        return result.payload;
    }
    finally {
        widget.remove();
    }
};
