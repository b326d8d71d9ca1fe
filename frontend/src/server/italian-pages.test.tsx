// @vitest-environment node
// The Italian reader (issue #43): the Italian home, list and property page, drawn as the server
// draws them, say nothing in English and write no number the English way, except where a text
// not written in Italian stands in, marked lang="en". The English pages keep their English.
// @ts-expect-error -- jsdom ships no types (and @types/jsdom is no dependency): the one constructor used is typed below.
import { JSDOM as UntypedJSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARTICLE_PAGE_ANSWERS, HOME_PAGE_ANSWERS, LIST_PAGE_ANSWERS, PROPERTY_PAGE_ANSWERS } from './page-answers.test-support';

/** jsdom's parser: the served HTML as a browser's document, to read it as a person would. */
const JSDOM = UntypedJSDOM as new (html: string) => { window: Window };

vi.hoisted(() => {
  // What the host hands the renderer (crates/site/src/ssr): the page's site configuration; its
  // address names the page under the printed brochure's QR code.
  globalThis.LANGHE_SITE_CONFIG = '{"publicUrl":"https://langhe.example"}';
});
import { render } from './entry-server';

afterEach(() => {
  vi.restoreAllMocks();
});

const ITALIAN_PAGES = [
  ['the home page', '/it/index.html', HOME_PAGE_ANSWERS],
  ['the list', '/it/immobili-in-vendita-piemonte/1', LIST_PAGE_ANSWERS],
  ['a home’s page', '/it/immobile/in-vendita/in-italia/101-farmhouse-barolo', PROPERTY_PAGE_ANSWERS],
] as const;

/** Words of the English pages that issue #43 found on the Italian ones. */
const ENGLISH_WORDS = [
  'Energy class',
  'Envelope quality',
  'Open the locations in OpenStreetMap',
  'Open in OpenStreetMap',
  'Subscribe',
  'You can unsubscribe at anytime!',
  'monthly newsletter',
  'New Gallery',
  'Guest rooms',
  'Estimate:',
  'sq ft',
  'acres',
  'Floor plans',
  'Documents',
  'Virtual tour',
  'Download PDF',
  'Photo Gallery',
  'opens in a new tab',
  '€Su richiesta',
  '€SU RICHIESTA',
];

/**
 * An amount or measure written the English way: '1,250', '€80', '98.4 kWh', '1.2 ha' (an
 * Italian point is followed by three digits: '98.500 m²').
 */
const ENGLISH_NUMBERS = [/\d,\d{3}/, /€\s?\d/, /\d\.\d{1,2}(?!\d)\s*(kWh|ha\b|MB|KB|m²|%)/];

/** The page's text and the names it gives pictures and controls, leaving out what is marked English. */
function italianText(html: string): string {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  for (const english of document.querySelectorAll('[lang="en"], script, style')) english.remove();
  const named = [...document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')].flatMap((element) =>
    ['alt', 'aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...named].join('\n').replace(/\s+/g, ' ');
}

async function serverRender(url: string, answers: object) {
  const html = await render(url, JSON.stringify(answers));
  // A part that failed on the server is sent empty, for the browser to draw: not what a reader without JavaScript gets.
  expect(html).not.toContain('Switched to client rendering');
  return html;
}

describe('the Italian pages, as the server draws them', () => {
  it.each(ITALIAN_PAGES)('%s speaks Italian outside the English stand-ins', async (_, url, answers) => {
    const text = italianText(await serverRender(url, answers));
    for (const english of ENGLISH_WORDS) expect(text, english).not.toContain(english);
    for (const number of ENGLISH_NUMBERS) expect(text).not.toMatch(number);
  });

  it('a home’s page writes its figures the Italian way', async () => {
    const text = italianText(await serverRender('/it/immobile/in-vendita/in-italia/101-farmhouse-barolo', PROPERTY_PAGE_ANSWERS));
    for (const italian of [
      '1.250.000 €',
      '1310 m²',
      '12.000 m²',
      '98,4 kWh/m² anno',
      '12,25 kWh/m² anno',
      '1,2',
      '112.500 €',
      '5000-9000 €',
      '1,3 MB',
      'Classe energetica G',
      'Qualità dell’involucro',
      'Foto',
      'Camere per gli ospiti',
      'Apri in OpenStreetMap',
      'Stima: onorario del notaio',
      'Stima: provvigione concordata con l’agenzia'.replace('’', "'"),
      '(3% + IVA)',
      'Si iscriva alla nostra newsletter mensile',
      'Può annullare l’iscrizione in qualsiasi momento.'.replace('’', "'"),
      'Cascina a Barolo',
    ]) {
      expect(text, italian).toContain(italian);
    }
  });

  it('the list shows a home without a published price in words, no euro sign before them', async () => {
    const text = italianText(await serverRender('/it/immobili-in-vendita-piemonte/1', LIST_PAGE_ANSWERS));
    expect(text).toContain('Prezzo su richiesta');
    expect(text).toContain('Apri le posizioni in OpenStreetMap');
  });
});

describe('an Italian article’s page', () => {
  it('says where the consultant works as Italian writes it: "ad Alba"', async () => {
    const text = italianText(await serverRender('/it/notizie-immobiliari-piemonte/langhe-property/buying-in-the-langhe/7', ARTICLE_PAGE_ANSWERS));
    expect(text).toContain('Comprare casa nelle Langhe');
    expect(text).toContain('lavora come consulente immobiliare indipendente ad Alba (CN)');
    expect(text).not.toContain(' a Alba');
  });
});

describe('the English pages, as the server draws them', () => {
  it('keep the spec’s English and English numbers', async () => {
    const html = await serverRender('/property/for-sale/in-italy/101-farmhouse-barolo', PROPERTY_PAGE_ANSWERS);
    const text = new JSDOM(`<body>${html}</body>`).window.document.body.textContent?.replace(/\s+/g, ' ') ?? '';
    for (const english of [
      '€1,250,000',
      '1,310 m² (14,100 sq ft)',
      '12,000 m² (129,170 sq ft / 2.97 acres)',
      '98.4 kWh/m² year',
      'Energy class G',
      'Envelope quality: winter high, summer medium',
      'New Gallery',
      'Guest rooms',
      '€112,500',
      '€5,000 – €9,000',
      'Estimate: notary',
      '1.3 MB',
      'Open in OpenStreetMap',
      'You can unsubscribe at anytime!',
      'Subscribe to our monthly newsletter',
      'Farmhouse in Barolo',
    ]) {
      expect(text, english).toContain(english);
    }
  });
});
