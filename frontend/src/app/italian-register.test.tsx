// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ConsentProvider } from '@/lib/consent';
import { loadScreen } from './router';

afterEach(cleanup);

/**
 * The informal 'tu' an Italian page must not use (pronouns, and the verbs these pages used; not
 * forms such as 'guarda' that are also the third person): the site speaks to its reader as 'Lei'
 * (issue #43).
 */
const INFORMAL =
  /\b(tu|tuo|tua|tuoi|tue|ti|te|puoi|vuoi|hai|contattaci|scrivi|scopri|chiedi|richiedi|aggiungi|leggi|scegli|ricevi|invii|cerchi|disiscriviti|opporti|risponderti|inviarti|segnalarti|chiedertelo)\b/i;

/** The informal word found in `text` with what stands around it, or undefined. */
function informalIn(text: string): string | undefined {
  const found = INFORMAL.exec(text);
  return found ? `'${found[0]}' in …${text.slice(Math.max(0, found.index - 60), found.index + 60)}…` : undefined;
}

/** The long Italian prose pages, by their screen names in the route table. */
const PROSE_SCREENS = ['italianServices', 'italianBuyersGuide', 'italianPhotography', 'photoShoot', 'italianPrivacyPolicy'] as const;

describe('the Italian prose pages', () => {
  it.each(PROSE_SCREENS)('address the reader as "Lei" on the %s screen', async (name) => {
    const Screen = await loadScreen(name);
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ConsentProvider>
            <Screen />
          </ConsentProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const text = (container.textContent ?? '').replace(/\s+/g, ' ');
    expect(text.length).toBeGreaterThan(500);
    expect(informalIn(text)).toBeUndefined();
  });
});
