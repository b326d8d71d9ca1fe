import type { Language } from '@/lib/i18n';
import type { BuyingCosts } from './api/get-buying-costs';
import { BUYING_COSTS_TEXT } from './buying-costs-text';
import { formatEuroRange } from '@/lib/format-number';

interface TotalAnnouncementProps {
  /** The estimate for the visitor's choices, once it is in (not the previous one still shown). */
  costs: BuyingCosts | undefined;
  /** The visitor has changed a choice: before that, nothing is said (the page just opened). */
  changed: boolean;
  language: Language;
}

/**
 * What a screen reader hears when the visitor changes a choice: the new total in one short
 * sentence, politely. The table itself is not live: read out whole on every change, it
 * buried the one figure that changed.
 */
export function TotalAnnouncement({ costs, changed, language }: TotalAnnouncementProps) {
  const text = BUYING_COSTS_TEXT[language];
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="buying-costs-announcement">
      {changed && costs ? `${text.total}: ${formatEuroRange(costs.total, costs.total_max, language)}` : ''}
    </p>
  );
}
