import type { WidgetApi, WidgetParameters } from './hosted-captcha';

/** A stand-in for window.turnstile / grecaptcha / hcaptcha that records what is asked of it. */
export function fakeWidgetApi() {
  const widgets: Array<{ container: HTMLElement; parameters: WidgetParameters; resets: number; removed: boolean }> = [];
  const api: WidgetApi = {
    render(container, parameters) {
      widgets.push({ container, parameters, resets: 0, removed: false });
      return `widget-${widgets.length}`;
    },
    reset(id) {
      widgets[Number(String(id).split('-')[1]) - 1]!.resets += 1;
    },
    remove(id) {
      widgets[Number(String(id).split('-')[1]) - 1]!.removed = true;
    },
  };
  /** The visitor (or the service) solved the latest widget. */
  const solve = (token: string) => widgets.at(-1)!.parameters.callback(token);
  return { api, widgets, solve };
}
