import type { Language } from './i18n';

/**
 * Numbers, euros and areas as each language writes them: the site's one place for them, so no
 * page writes '€80,100' (which an Italian reads as eighty euros) or '98.4' on an Italian page.
 *
 * Without Intl: the server renders pages in an engine that has none, and both sides must write
 * the same text (server/entry-server.tsx). Each function writes exactly what
 * `Intl.NumberFormat` writes for en-US and it-IT (format-number.test.ts compares them):
 * English groups by commas ('1,250,000', '12.5'); Italian by points, with a decimal comma,
 * and leaves a four-digit number ungrouped ('1000', '10.000', '98,4'), as CLDR's Italian does.
 */

/** The marks of each language: the thousands separator, the decimal mark, and the shortest number grouped. */
const MARKS: Record<Language, { group: string; decimal: string; groupFrom: number }> = {
  en: { group: ',', decimal: '.', groupFrom: 1_000 },
  it: { group: '.', decimal: ',', groupFrom: 10_000 },
};

/** The space Intl puts between an Italian amount and its currency: no line break inside. */
const NO_BREAK_SPACE = '\u00a0';

/** `value` with at most `maximumFractionDigits` decimals, trailing zeros dropped: '1,234.5' or '1234,5'. */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const marks = MARKS[language];
  const sign = value < 0 ? '-' : '';
  // Rounds the shortest decimal form of the number, half away from zero, as Intl does:
  // 1.005 becomes 1.01 although the double just below it would round down.
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${maximumFractionDigits}`))}e-${maximumFractionDigits}`);
  const [whole = '0', fraction = ''] = rounded.toFixed(maximumFractionDigits).split('.');
  const grouped = rounded >= marks.groupFrom ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group) : whole;
  const trimmed = fraction.replace(/0+$/, '');
  const text = trimmed ? `${grouped}${marks.decimal}${trimmed}` : grouped;
  return text === '0' ? text : sign + text;
}

/**
 * Whole units of a currency: '€1,250,000' or 'SEK 6,180,000' in English (a symbol that is a
 * word carries its own space), '1.250.000 €' or '6.180.000 SEK' in Italian (after, as Intl
 * writes it).
 */
export function formatMoney(amount: number, symbol: string, language: Language): string {
  const digits = formatNumber(amount, language);
  return language === 'it' ? `${digits}${NO_BREAK_SPACE}${symbol.trim()}` : `${symbol}${digits}`;
}

/** Whole euros: '€80,100', '80.100 €'. */
export function formatEuros(amount: number, language: Language): string {
  return formatMoney(amount, '€', language);
}

/** A range of whole euros, one amount when both ends agree: '€2,000 – €3,500', '2000-3500 €'. */
export function formatEuroRange(low: number, high: number, language: Language): string {
  if (high <= low) return formatEuros(low, language);
  if (language === 'it') return `${formatNumber(low, language)}-${formatEuros(high, language)}`;
  return `${formatEuros(low, language)} – ${formatEuros(high, language)}`;
}

/** Square metres, as the Italian reader measures: '10.000 m²' (the English pages add sq ft: the server's text). */
export function formatSquareMetres(squareMetres: number, language: Language): string {
  return `${formatNumber(squareMetres, language)} m²`;
}

/** A file's size: '340 KB', '1.2 MB' ('1,2 MB'); megabytes keep their one decimal, as the pages always wrote them. */
export function formatFileSize(bytes: number, language: Language): string {
  const kilobyte = 1024;
  if (bytes < kilobyte * kilobyte) return `${formatNumber(Math.max(1, Math.round(bytes / kilobyte)), language)} KB`;
  const megabytes = (bytes / (kilobyte * kilobyte)).toFixed(1);
  return `${megabytes.replace('.', MARKS[language].decimal)} MB`;
}

/**
 * A figure staff typed as a plain English number ('1.0', '2.5', '10,000', '310'), as a page in
 * `language` writes it: the same text in English, Italian digits in Italian ('1', '2,5',
 * '10.000'). Anything else ('3+', '1/2', 'mq 300') stays as typed.
 */
export function formatTypedNumber(typed: string, language: Language): string {
  const text = typed.trim();
  if (language === 'en' || !/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(text)) return typed;
  const fraction = text.split('.')[1] ?? '';
  return formatNumber(Number(text.replace(/,/g, '')), language, fraction.length);
}
