import type { Language } from '@/lib/i18n';

export interface LightboxLabels {
  close: string;
  previous: string;
  next: string;
  of: string;
}

/**
 * The viewer's controls named in each language: a page passes its own (`labels`). Apart from
 * the viewer, whose code loads only when a picture is first opened.
 */
export const LIGHTBOX_LABELS: Record<Language, LightboxLabels> = {
  en: { close: 'Close', previous: 'Previous picture', next: 'Next picture', of: 'of' },
  it: { close: 'Chiudi', previous: 'Foto precedente', next: 'Foto successiva', of: 'di' },
};
