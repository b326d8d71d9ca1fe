import type { StaticPagePath } from '@/config/page-heads';
import type { Language } from '@/lib/i18n';

/** What the English and Italian shortlist pages say (ShortlistPage.en.tsx, ShortlistPage.it.tsx). */
export interface ShortlistContent {
  language: Language;
  /** The page's own address: its head texts are the server's for it, and share links point here. */
  path: StaticPagePath;
  heading: string;
  lead: string;
  sharedHeading: string;
  sharedLead: string;
  loading: string;
  empty: string;
  browse: string;
  failed: (ref: string) => string;
  soldNotice: (title: string, ref: string) => string;
  goneNotice: (ref: string) => string;
  homesHeading: string;
  remove: string;
  compareThis: string;
  compareHeading: string;
  compareHint: string;
  compareCaption: string;
  compareScroll: string;
  shareHeading: string;
  shareLead: string;
  shareLabel: string;
  copy: string;
  copied: string;
  copyFailed: string;
  save: string;
  saved: string;
  savedSome: (left: number) => string;
  ownShortlist: string;
  enquireHeading: string;
  viewingTooMany: (max: number) => string;
}
