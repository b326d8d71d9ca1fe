// HTML_CodeSniffer (the engine pa11y runs), a second accessibility engine beside axe-core:
// the two test different rules, so what one misses the other may catch. Injected into the
// page like axe (through the driver, which the page's Content-Security-Policy does not
// restrict), run with the WCAG 2 AA standard, and only its errors (type 1) fail a test:
// warnings and notices ask a person to check something by eye.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const SOURCE = await readFile(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
const ERROR = 1;

/**
 * The WCAG 2 AA errors HTML_CodeSniffer finds in the page, or in the first element `selector`
 * names, each as "code: element" (e.g. "WCAG2AA.Principle1.Guideline1_3.1_3_1.H71.NoLegend:
 * fieldset.fields").
 */
export async function codeSnifferErrors(page, selector = null) {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) {
    await page.evaluate(SOURCE);
    // Some messages (H98, autocomplete tokens) have no English text in 2.5.1, and the engine
    // then throws instead of reporting: fall back to the message's key.
    await page.evaluate(() => {
      const translate = window.HTMLCS.getTranslation;
      window.HTMLCS.getTranslation = function (key) {
        return translate.call(this, key) ?? key;
      };
    });
  }
  return page.evaluate(
    ({ selector, error }) =>
      new Promise((resolve, reject) => {
        const target = selector ? document.querySelector(selector) : document;
        if (!target) return reject(new Error(`nothing matches ${selector}`));
        const describe = (element) => {
          if (!element || !element.tagName) return 'document';
          const id = element.id ? `#${element.id}` : '';
          const classes = typeof element.className === 'string' && element.className.trim()
            ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
          return `${element.tagName.toLowerCase()}${id}${classes}`;
        };
        window.HTMLCS.process('WCAG2AA', target, () => {
          resolve(window.HTMLCS.getMessages()
            .filter((message) => message.type === error)
            .map((message) => `${message.code}: ${describe(message.element)}`));
        }, reject, 'en');
      }),
    { selector, error: ERROR },
  );
}
