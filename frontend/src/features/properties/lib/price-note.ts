/**
 * Price notes that only say the price is given on request, in either language (compared
 * without case, spaces or punctuation). Under a price box that reads '€PLEASE CALL' (spec §2)
 * they say the same thing twice, so the box leaves them out; any other note (what the price
 * includes, an offer level) stays.
 */
const ON_REQUEST = new Set([
  'price on request',
  'price upon request',
  'price available on request',
  'on request',
  'upon request',
  'please call',
  'call for price',
  'prezzo su richiesta',
  'prezzo a richiesta',
  'su richiesta',
  'trattativa riservata',
]);

// Plain string methods: the server draws the page in an engine without Intl.
const comparable = (note: string) =>
  note
    .toLowerCase()
    .replace(/[^a-z0-9àèéìòù]+/g, ' ')
    .trim();

/** Whether the note adds nothing to a call-for-price box. */
export function repeatsCallForPrice(note: string): boolean {
  return ON_REQUEST.has(comparable(note));
}

/** The price note a price box shows: none for a sold home, none that repeats '€PLEASE CALL'. */
export function shownPriceNote(note: string | undefined, price: number | null | undefined, sold: boolean): string | undefined {
  if (!note || sold) return undefined;
  if (!price && repeatsCallForPrice(note)) return undefined;
  return note;
}
