// A stand-in for Cloudflare Turnstile on loopback, for the hosted-captcha browser test:
// GET /turnstile/v0/api.js serves a widget script with Turnstile's explicit-rendering API
// (`turnstile.render(el, {sitekey, callback, 'error-callback'})`, `reset`, `remove`, the
// `?onload=` callback), and POST /siteverify answers like the real verification endpoint,
// accepting one known token, once, for the right secret.
import http from 'node:http';

export const SITE_KEY = 'fake-turnstile-site-key';
export const SECRET = 'fake-turnstile-secret';
export const GOOD_TOKEN = 'fake-turnstile-good-token';

/** The widget's browser code; `token` is what it hands out when "solved". */
function widgetScript(token) {
  return `(() => {
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  const widgets = new Map();
  let next = 0;
  const solve = (id) => setTimeout(() => {
    const widget = widgets.get(id);
    if (!widget) return;
    widget.box.textContent = 'Success!';
    widget.options.callback(${JSON.stringify(token)});
  }, 50);
  window.turnstile = {
    renders: 0,
    resets: 0,
    render(container, options) {
      if (!(container instanceof HTMLElement) || !options?.sitekey) throw new Error('turnstile.render(element, {sitekey})');
      const id = 'fake-widget-' + (next += 1);
      const box = document.createElement('div');
      box.className = 'fake-turnstile';
      box.dataset.sitekey = options.sitekey;
      box.textContent = 'Verifying…';
      container.append(box);
      widgets.set(id, { box, options });
      this.renders += 1;
      solve(id);
      return id;
    },
    reset(id) {
      this.resets += 1;
      const widget = widgets.get(id);
      if (widget) widget.box.textContent = 'Verifying…';
      solve(id);
    },
    remove(id) {
      widgets.get(id)?.box.remove();
      widgets.delete(id);
    },
  };
  if (onload) window[onload]();
})();
`;
}

export async function startFakeTurnstile() {
  const state = { widgetToken: GOOD_TOKEN, scriptRequests: 0, verifications: [], used: new Set() };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://fake');
    if (request.method === 'GET' && url.pathname === '/turnstile/v0/api.js') {
      state.scriptRequests += 1;
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      response.end(widgetScript(state.widgetToken));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/siteverify') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const token = form.get('response');
        state.verifications.push({ token, remoteip: form.get('remoteip') });
        const success = form.get('secret') === SECRET && token === GOOD_TOKEN && !state.used.has(token);
        if (success) state.used.add(token);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    state,
    origin,
    scriptUrl: `${origin}/turnstile/v0/api.js`,
    verifyUrl: `${origin}/siteverify`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
