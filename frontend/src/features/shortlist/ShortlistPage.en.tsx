import { paths } from '@/config/paths';
import type { ShortlistContent } from './shortlist-page-text';
import { ShortlistPage } from './ShortlistPage';

const ENGLISH: ShortlistContent = {
  language: 'en',
  path: paths.shortlist,
  heading: 'Your shortlist',
  lead: 'The homes you keep with the heart, side by side. Your shortlist stays in this browser: no account, nothing stored on our side.',
  sharedHeading: 'A shortlist shared with you',
  sharedLead: 'Someone sent you these homes. Save them to your own shortlist to keep them.',
  loading: 'Loading your shortlist…',
  empty: 'Your shortlist is empty: press the heart on a home to keep it here.',
  browse: 'Browse the homes for sale',
  failed: (ref) => `Ref. ${ref} could not be loaded. Please try again in a moment.`,
  soldNotice: (title, ref) => `${title} (Ref. ${ref}) has been sold and has left the shortlist.`,
  goneNotice: (ref) => `Ref. ${ref} is no longer on the market and has left the shortlist.`,
  homesHeading: 'The homes',
  remove: 'Remove from shortlist',
  compareThis: 'Compare',
  compareHeading: 'Compare side by side',
  compareHint: 'Tick two to four homes to compare them side by side.',
  compareCaption: 'The chosen homes compared',
  compareScroll: '(scrolls sideways on a small screen)',
  shareHeading: 'Share this shortlist',
  shareLead: 'The link carries the reference numbers only: whoever opens it sees these homes.',
  shareLabel: 'Link to this shortlist',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied: select it and copy it by hand.',
  save: 'Save these homes to my shortlist',
  saved: 'Saved to your shortlist.',
  savedSome: (left) => `Saved what fitted: ${left} ${left === 1 ? 'home did' : 'homes did'} not, as a shortlist holds at most 20.`,
  ownShortlist: 'Go to your own shortlist',
  enquireHeading: 'Ask about all of them',
  viewingTooMany: (max) => `A viewing request names up to ${max} homes: the first ${max} are filled in, change them as you like.`,
};

export function EnglishShortlistPage() {
  return <ShortlistPage content={ENGLISH} />;
}
