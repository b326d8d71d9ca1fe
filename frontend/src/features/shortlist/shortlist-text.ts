import type { Language } from '@/lib/i18n';
import { MAX_SHORTLIST } from './lib/shortlist-store';

/** The hearts' words in both languages. */
export const HEART_TEXT: Record<
  Language,
  {
    add: string;
    remove: string;
    /** A card's heart names its home: a list holds many hearts, and a screen reader lists them by name. */
    addHome: (home: string) => string;
    removeHome: (home: string) => string;
    full: string;
    title: string;
    see: (count: number) => string;
  }
> = {
  en: {
    add: 'Add to shortlist',
    remove: 'Remove from shortlist',
    addHome: (home) => `Add ${home} to shortlist`,
    removeHome: (home) => `Remove ${home} from shortlist`,
    full: `Your shortlist holds at most ${MAX_SHORTLIST} homes: remove one before adding another.`,
    title: 'Shortlist',
    see: (count) => `Your shortlist (${count})`,
  },
  it: {
    add: 'Aggiungi ai preferiti',
    remove: 'Togli dai preferiti',
    addHome: (home) => `Aggiungi ${home} ai preferiti`,
    removeHome: (home) => `Togli ${home} dai preferiti`,
    full: `I preferiti contengono al massimo ${MAX_SHORTLIST} case: ne tolga una prima di aggiungerne un'altra.`,
    title: 'Preferiti',
    see: (count) => `I suoi preferiti (${count})`,
  },
};
