import { formatDate, calendarDay } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n';

/** A stored date-time as a <time> in the page's language ('26 November 2026'); nothing when unreadable. */
export function DateText({ dateTime, className }: { dateTime: string; className?: string }) {
  const language = useLanguage();
  const text = formatDate(dateTime, language);
  const day = calendarDay(dateTime);
  if (!text || !day) return null;
  return (
    <time className={className} dateTime={day}>
      {text}
    </time>
  );
}
