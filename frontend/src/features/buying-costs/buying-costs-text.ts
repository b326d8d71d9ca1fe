import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/i18n';

/** The calculator's words in both languages; the lines' labels by the server's keys. */
export const BUYING_COSTS_TEXT = {
  en: {
    title: 'Buying costs',
    intro: 'Taxes and fees on top of the price, computed from Italian law.',
    buyerLegend: 'You buy it as',
    firstHome: 'Your first home (prima casa)',
    secondHome: 'A second home',
    basisLegend: 'Tax computed on',
    price: 'The price',
    cadastral: 'The cadastral value (on your request in the deed)',
    item: 'Item',
    amount: 'Amount',
    estimate: 'estimate',
    taxes: 'Taxes',
    total: 'Total on top of the price',
    rulesAsOf: (date: string) => `Rules as of ${date}.`,
    firstHomeNote: (months: number) => `First-home rates need residence in the comune within ${months} months of the purchase.`,
    printTitle: 'Buying costs for a second home',
    upperBound:
      'Taxed on the price, as here, this is the most you would pay. Buying from a private seller you may ask in the deed for the registration tax on the cadastral value instead (prezzo-valore), which is usually far lower; this home’s cadastral income is not published yet, so that figure cannot be shown.',
    upperBoundGuide: 'How the cadastral value works',
    loading: 'Computing…',
    failed: 'The estimate is not available right now.',
    labels: {
      registration_tax: 'Registration tax',
      vat: 'VAT',
      mortgage_tax: 'Mortgage tax',
      cadastral_tax: 'Cadastral tax',
      notary_fee: 'Notary',
      agency_fee: 'Agency fee incl. VAT',
    } as Record<string, string>,
  },
  it: {
    title: "Costi d'acquisto",
    intro: 'Imposte e spese oltre al prezzo, calcolate secondo la legge italiana.',
    buyerLegend: 'Acquista come',
    firstHome: 'Prima casa',
    secondHome: 'Seconda casa',
    basisLegend: 'Imposta calcolata su',
    price: 'Il prezzo',
    cadastral: "Il valore catastale (su sua richiesta nell'atto)",
    item: 'Voce',
    amount: 'Importo',
    estimate: 'stima',
    taxes: 'Imposte',
    total: 'Totale oltre al prezzo',
    rulesAsOf: (date: string) => `Regole aggiornate al ${date}.`,
    firstHomeNote: (months: number) => `Le aliquote prima casa richiedono la residenza nel comune entro ${months} mesi dall'acquisto.`,
    printTitle: "Costi d'acquisto per una seconda casa",
    upperBound:
      "Calcolata sul prezzo, come qui, è la cifra massima. Acquistando da un privato può chiedere nell'atto che l'imposta di registro sia calcolata sul valore catastale (prezzo-valore), di solito molto più basso; la rendita catastale di questo immobile non è ancora pubblicata, quindi quella cifra non si può mostrare.",
    upperBoundGuide: 'Come funziona il valore catastale',
    loading: 'Calcolo in corso…',
    failed: 'La stima non è disponibile al momento.',
    labels: {
      registration_tax: 'Imposta di registro',
      vat: 'IVA',
      mortgage_tax: 'Imposta ipotecaria',
      cadastral_tax: 'Imposta catastale',
      notary_fee: 'Notaio',
      agency_fee: 'Agenzia, IVA inclusa',
    } as Record<string, string>,
  },
} satisfies Record<Language, unknown>;

/**
 * What an estimate rests on, in Italian: the server writes the fees' notes in English (the
 * law's citations it writes are Italian already, and stand as they are). `percent` is the
 * agency's rate as the server writes it ('3 %', '2.5 %').
 */
const ITALIAN_FEE_NOTES: Record<string, (percent: string) => string> = {
  notary_fee: () => "Stima: onorario del notaio, IVA inclusa; varia secondo il notaio e l'atto",
  agency_fee: (percent) => `Stima: provvigione concordata con l'agenzia, più IVA (DPR 633/1972) (${percent} + IVA)`,
};

/** The agency's rate as Italians write it: '3 %' is '3%', '2.5 %' is '2,5%'. */
function italianPercent(serverPercent: string): string {
  const value = Number.parseFloat(serverPercent.replace(/[^\d.]/g, ''));
  return Number.isFinite(value) ? `${formatNumber(value, 'it', 2)}%` : serverPercent;
}

/** A cost line's note in `language`: the law it comes from, or what the estimate rests on. */
export function costLineNote(line: { key: string; legal_basis: string }, agencyFeePercent: string, language: Language): string {
  const italian = language === 'it' ? ITALIAN_FEE_NOTES[line.key] : undefined;
  return italian ? italian(italianPercent(agencyFeePercent)) : line.legal_basis;
}

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
};

/** '2026-11-26' as '26 November 2026' (or '26 novembre 2026'), without Intl. */
export function rulesDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = MONTHS[language][(month ?? 1) - 1];
  return name && day && year ? `${day} ${name} ${year}` : isoDate;
}

/** "Rules as of 26 November 2026." in `language`: the calculator's and the guide's words. */
export function rulesAsOf(isoDate: string, language: Language): string {
  return BUYING_COSTS_TEXT[language].rulesAsOf(rulesDate(isoDate, language));
}
