import { siteKnowledge } from '@/config/site-knowledge.generated';
import { formatDate } from '@/lib/format-date';
import { useLanguage, type Language } from '@/lib/i18n';

// The server's texts (domain::property::UNDER_OFFER_TEXT, REDUCED_ON_TEXT).
const { new: NEW, underOffer: UNDER_OFFER, reducedOn: REDUCED_ON } = siteKnowledge.listingStatus;

interface StatusFields {
  sold: boolean;
  under_offer?: boolean;
  is_new?: boolean;
  reduced_on?: string | null;
}

/** "New" for 14 days after it came on the market (the server decides, and drops cached pages when it ends). */
export function newText(property: StatusFields, language: Language = 'en'): string | null {
  return property.is_new && !property.sold ? NEW[language] : null;
}

/** "Under offer" while an offer is negotiated (never on a sold home: the server says so). */
export function underOfferText(property: StatusFields, language: Language = 'en'): string | null {
  return property.under_offer && !property.sold ? UNDER_OFFER[language] : null;
}

/** "Reduced on 3 March 2026", when the owner agreed to show the reduction. */
export function reducedOnText(property: StatusFields, language: Language = 'en'): string | null {
  if (property.sold || !property.reduced_on) return null;
  const day = formatDate(property.reduced_on, language);
  return day && `${REDUCED_ON[language]} ${day}`;
}

/** The reduction's line under a price, in the page's language. */
export function ReducedOn({ property, className }: { property: StatusFields; className?: string }) {
  const text = reducedOnText(property, useLanguage());
  return text ? <p className={className}>{text}</p> : null;
}

/** The marks a listing carries above its price or over its picture, in the page's language: "New", "Under offer". */
export function ListingMarks({ property, className, markClassName }: { property: StatusFields; className: string; markClassName: string }) {
  const language = useLanguage();
  const marks = [newText(property, language), underOfferText(property, language)].filter((mark) => mark !== null);
  if (marks.length === 0) return null;
  return (
    <p className={className}>
      {marks.map((mark) => (
        <span key={mark} className={markClassName}>
          {mark}
        </span>
      ))}
    </p>
  );
}
