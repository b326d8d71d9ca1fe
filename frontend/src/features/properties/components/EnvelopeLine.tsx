import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';

interface EnvelopeLineProps {
  winter: string | null | undefined;
  summer: string | null | undefined;
  className?: string;
}

/**
 * The APE's envelope quality, which Italian law wants in every sale advertisement (D.Lgs.
 * 192/2005 art. 6 c. 8) beside the class: on a card, one short line in the page's language;
 * nothing when the certificate states neither season.
 */
export function EnvelopeLine({ winter, summer, className }: EnvelopeLineProps) {
  const text = CATALOGUE_TEXT[useLanguage()].energy;
  if (!winter && !summer) return null;
  // The server's words are high, medium and low: each language names them its own way.
  const quality = (value: string | null | undefined) =>
    value === 'high' || value === 'medium' || value === 'low' ? text.qualities[value] : (value ?? text.notStated);
  return <p className={className}>{text.cardLine(quality(winter), quality(summer))}</p>;
}
