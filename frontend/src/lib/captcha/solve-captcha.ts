import { CaptchaFailedError, type Captcha } from './captcha';

/**
 * The self-hosted proof of work: the token is the ALTCHA widget's payload. The widget fetches
 * a puzzle from the server and solves it in a worker while the form shows its 'sending'
 * state, so the visitor has nothing to click and no third party is contacted.
 */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export type SolveCaptcha = () => Promise<string>;

const loadAltcha = () => import('./load-altcha');

export const solveCaptcha: SolveCaptcha = async () => {
  await loadAltcha();
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
    if (!result?.payload) throw new CaptchaFailedError('no payload');
    return result.payload;
  } finally {
    widget.remove();
  }
};

const fetchSolverEarly = () => void loadAltcha().catch(() => {});

/** The default captcha. Focusing a form fetches the solver's chunk (our own) ahead of time. */
export function proofOfWorkCaptcha(solve: SolveCaptcha = solveCaptcha, prepare = fetchSolverEarly): Captcha {
  return {
    needsSlot: false,
    forForm: () => ({
      prepare,
      token: solve,
      reset() {},
      dispose() {},
    }),
  };
}
