// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ConsentProvider } from '@/lib/consent';
import { EnglishPrivacyPolicyPage } from './PrivacyPolicyPage.en';
import { ItalianPrivacyPolicyPage } from './PrivacyPolicyPage.it';

afterEach(cleanup);

function renderPolicy(Page: () => ReactNode) {
  render(
    <MemoryRouter>
      <ConsentProvider>
        <Page />
      </ConsentProvider>
    </MemoryRouter>,
  );
}

/** The text of the section under `heading`, up to the next heading of its level. */
function sectionText(heading: string): string {
  const start = screen.getByRole('heading', { level: 2, name: heading });
  let text = '';
  for (let node = start.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) text += ` ${node.textContent}`;
  return text.replace(/\s+/g, ' ');
}

describe('the privacy policy’s visit statistics', () => {
  it('say in English what is counted, how, for how long, and that no consent is needed', () => {
    renderPolicy(EnglishPrivacyPolicyPage);
    const text = sectionText('Visit statistics');
    for (const said of [
      'the pages viewed',
      'brochures printed',
      'enquiries and viewing requests',
      'saved-search alert e-mails',
      'searches of the list of homes that found nothing',
      'campaign',
      'without cookies, without storing anything in your browser, and without any third party',
      'keyed hash of a random salt',
      'the network part of your IP address (the address with its last part removed)',
      'browser’s name and major version',
      'deleted after two days',
      'nobody, us included, can tie a count back to a person',
      'kept for two days (the day they are made and the next); after that only each page’s daily totals remain',
      'Robots',
      'need no consent',
    ]) {
      expect(text).toContain(said);
    }
    expect(screen.getByText(/We use no analytics and no advertising cookies/).textContent).toContain('visit statistics');
  });

  it('say the same in Italian', () => {
    renderPolicy(ItalianPrivacyPolicyPage);
    const text = sectionText('Statistiche delle visualizzazioni');
    for (const said of [
      'le pagine visualizzate',
      'le brochure stampate',
      'richieste di informazioni e di visita',
      'e-mail di avviso di ricerca salvata',
      'ricerche nell’elenco delle case che non hanno trovato nulla',
      'campagna',
      'senza cookie, senza salvare nulla nel suo browser e senza servizi di terzi',
      'hash con chiave',
      'parte di rete del suo indirizzo IP',
      'versione principale del browser',
      'cancellato dopo due giorni',
      'nessuno, nemmeno noi, può ricondurre un conteggio a una persona',
      'restano registrate per due giorni',
      'totali giornalieri',
      'Robot',
      'non richiedono alcun consenso',
    ]) {
      expect(text).toContain(said);
    }
  });
});
