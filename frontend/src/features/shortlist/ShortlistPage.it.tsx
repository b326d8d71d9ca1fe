import { paths } from '@/config/paths';
import type { ShortlistContent } from './shortlist-page-text';
import { ShortlistPage } from './ShortlistPage';

const ITALIAN: ShortlistContent = {
  language: 'it',
  path: paths.it.shortlist,
  heading: 'I suoi preferiti',
  lead: 'Le case che ha salvato con il cuore, a confronto. I preferiti restano in questo browser: nessun account, niente salvato da noi.',
  sharedHeading: 'Preferiti condivisi con lei',
  sharedLead: 'Qualcuno le ha inviato queste case. Le salvi tra i suoi preferiti per ritrovarle.',
  loading: 'Caricamento dei preferiti…',
  empty: 'Non ha ancora preferiti: prema il cuore su una casa per salvarla qui.',
  browse: 'Le case in vendita',
  failed: (ref) => `Non è stato possibile caricare il rif. ${ref}. Riprovi tra poco.`,
  soldNotice: (title, ref) => `${title} (rif. ${ref}) è stata venduta ed è uscita dai preferiti.`,
  goneNotice: (ref) => `Il rif. ${ref} non è più in vendita ed è uscito dai preferiti.`,
  homesHeading: 'Le case',
  remove: 'Togli dai preferiti',
  compareThis: 'Confronta',
  compareHeading: 'Confronto',
  compareHint: 'Selezioni da due a quattro case per confrontarle.',
  compareCaption: 'Le case scelte a confronto',
  compareScroll: '(su uno schermo piccolo scorre di lato)',
  shareHeading: 'Condividi i preferiti',
  shareLead: 'Il link contiene solo i numeri di riferimento: chi lo apre vede queste case.',
  shareLabel: 'Link ai preferiti',
  copy: 'Copia il link',
  copied: 'Link copiato',
  copyFailed: 'Non è stato possibile copiare il link: lo selezioni e lo copi a mano.',
  save: 'Salva queste case tra i miei preferiti',
  saved: 'Salvate tra i suoi preferiti.',
  savedSome: (left) => `Salvate quelle che ci stavano: ${left} ${left === 1 ? 'casa è rimasta' : 'case sono rimaste'} fuori, i preferiti ne contengono al massimo 20.`,
  ownShortlist: 'I suoi preferiti',
  enquireHeading: 'Richieda informazioni su tutte',
  viewingTooMany: (max) => `Una richiesta di visita indica al massimo ${max} case: sono inserite le prime ${max}, le modifichi come preferisce.`,
};

export function ItalianShortlistPage() {
  return <ShortlistPage content={ITALIAN} />;
}
