/**
 * en-US grouping ('1,250,000', '12.5') without Intl: the server renders pages in an engine
 * that has no Intl, and both sides must write the same text (server/entry-server.tsx).
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  // Rounds the shortest decimal form of the number, half away from zero, as Intl does:
  // 1.005 becomes 1.01 although the double just below it would round down.
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${maximumFractionDigits}`))}e-${maximumFractionDigits}`);
  const [whole = '0', fraction = ''] = rounded.toFixed(maximumFractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = fraction.replace(/0+$/, '');
  const text = trimmed ? `${grouped}.${trimmed}` : grouped;
  return text === '0' ? text : sign + text;
}
