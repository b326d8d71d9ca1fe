import { CaptchaFailedError } from './captcha';

/**
 * Loads a hosted captcha's script with a dynamic script tag, once per page, the way all three
 * services document explicit rendering: `?onload=<global callback>&render=explicit`, and the
 * service calls the callback once its API is ready.
 */
const LOAD_TIMEOUT_MS = 30_000;
const loading = new Map<string, Promise<unknown>>();
let callbacks = 0;

type Globals = Record<string, unknown>;

export function loadWidgetScript<Api>(scriptUrl: string, globalName: string): Promise<Api> {
  let pending = loading.get(scriptUrl);
  if (!pending) {
    pending = inject(scriptUrl, globalName).catch((error: unknown) => {
      // The next form focus tries again (a network blip, a blocked request).
      loading.delete(scriptUrl);
      throw error;
    });
    loading.set(scriptUrl, pending);
  }
  return pending as Promise<Api>;
}

function inject(scriptUrl: string, globalName: string): Promise<unknown> {
  const globals = window as unknown as Globals;
  return new Promise((resolve, reject) => {
    callbacks += 1;
    const callbackName = `langheCaptchaLoaded${callbacks}`;
    const script = document.createElement('script');
    const fail = (reason: string) => {
      cleanUp();
      script.remove();
      reject(new CaptchaFailedError(reason));
    };
    const timer = window.setTimeout(() => fail(`${globalName} did not load in time`), LOAD_TIMEOUT_MS);
    const cleanUp = () => {
      window.clearTimeout(timer);
      delete globals[callbackName];
    };
    globals[callbackName] = () => {
      cleanUp();
      const api = globals[globalName];
      if (api) resolve(api);
      else reject(new CaptchaFailedError(`the script defined no ${globalName}`));
    };
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set('onload', callbackName);
    url.searchParams.set('render', 'explicit');
    script.src = url.href;
    script.async = true;
    script.onerror = () => fail(`could not load ${url.origin}${url.pathname}`);
    document.head.append(script);
  });
}
