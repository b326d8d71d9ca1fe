import { CaptchaFailedError, type Captcha, type FormCaptcha } from './captcha';
import { loadWidgetScript } from './load-widget-script';

export type HostedProvider = 'turnstile' | 'recaptcha' | 'hcaptcha';

export interface HostedCaptchaSettings {
  provider: HostedProvider;
  siteKey: string;
  /** From the server: the service's own script, or a configured mirror. */
  scriptUrl: string;
}

type WidgetId = string | number;

/** What Turnstile, reCAPTCHA v2 and hCaptcha share for explicit rendering. */
export interface WidgetApi {
  render(container: HTMLElement, parameters: WidgetParameters): WidgetId;
  reset(widget?: WidgetId): void;
  /** Turnstile and hCaptcha; reCAPTCHA has no remove. */
  remove?(widget: WidgetId): void;
}

export interface WidgetParameters {
  sitekey: string;
  callback(token: string): void;
  /** Returning true tells Turnstile the error is handled. */
  'error-callback'(): boolean;
  'expired-callback'(): void;
}

export const WIDGET_GLOBALS: Record<HostedProvider, string> = {
  turnstile: 'turnstile',
  recaptcha: 'grecaptcha',
  hcaptcha: 'hcaptcha',
};

/** A widget that needs the visitor (a checkbox, a puzzle) gets this long before the form gives up. */
const SOLVE_TIMEOUT_MS = 120_000;

export type LoadWidget = (settings: HostedCaptchaSettings) => Promise<WidgetApi>;

const loadWidget: LoadWidget = (settings) =>
  loadWidgetScript<WidgetApi>(settings.scriptUrl, WIDGET_GLOBALS[settings.provider]);

/**
 * A hosted service's widget, rendered in the form. Nothing of the service loads until the
 * form is about to be used (`prepare` on its first focus); the token it hands over is sent
 * as `captchaToken` and verified by our server with the secret.
 */
export function hostedCaptcha(settings: HostedCaptchaSettings, load: LoadWidget = loadWidget): Captcha {
  return { needsSlot: true, forForm: (slot) => new HostedFormCaptcha(settings, slot, load) };
}

interface Waiter {
  resolve(token: string): void;
  reject(error: Error): void;
}

class HostedFormCaptcha implements FormCaptcha {
  private rendered?: Promise<void>;
  private api?: WidgetApi;
  private widget?: WidgetId;
  private solved: string | null = null;
  private waiters: Waiter[] = [];

  constructor(
    private readonly settings: HostedCaptchaSettings,
    private readonly slot: () => HTMLElement | null,
    private readonly load: LoadWidget,
  ) {}

  prepare() {
    this.render().catch((error: unknown) => console.error('The captcha widget could not load', error));
  }

  token(): Promise<string> {
    if (this.solved) {
      const token = this.solved;
      this.solved = null;
      return Promise.resolve(token);
    }
    return new Promise<string>((resolve, reject) => {
      const timer = window.setTimeout(() => this.fail('no answer from the widget in time'), SOLVE_TIMEOUT_MS);
      this.waiters.push({
        resolve: (token) => (window.clearTimeout(timer), resolve(token)),
        reject: (error) => (window.clearTimeout(timer), reject(error)),
      });
      this.render().catch((error: unknown) => this.rejectWaiters(error instanceof Error ? error : new CaptchaFailedError(String(error))));
    });
  }

  reset() {
    this.solved = null;
    if (this.api && this.widget !== undefined) this.api.reset(this.widget);
  }

  dispose() {
    this.fail('the form was closed');
    if (this.api && this.widget !== undefined) this.api.remove?.(this.widget);
    this.rendered = undefined;
    this.widget = undefined;
    this.solved = null;
  }

  private render(): Promise<void> {
    this.rendered ??= this.renderWidget().catch((error: unknown) => {
      this.rendered = undefined;
      throw error;
    });
    return this.rendered;
  }

  private async renderWidget() {
    const api = await this.load(this.settings);
    const container = this.slot();
    if (!container) throw new CaptchaFailedError('the form has no place for the widget');
    this.api = api;
    this.widget = api.render(container, {
      sitekey: this.settings.siteKey,
      callback: (token) => this.solve(token),
      'error-callback': () => {
        this.fail('the widget reported an error');
        return true;
      },
      'expired-callback': () => {
        this.solved = null;
      },
    });
  }

  private solve(token: string) {
    const waiter = this.waiters.shift();
    if (waiter) waiter.resolve(token);
    else this.solved = token;
  }

  private fail(reason: string) {
    this.rejectWaiters(new CaptchaFailedError(reason));
  }

  private rejectWaiters(error: Error) {
    for (const waiter of this.waiters.splice(0)) waiter.reject(error);
  }
}
