import { Link } from 'react-router-dom';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { shortlistStore } from '../lib/shortlist-store';
import { HEART_TEXT } from '../shortlist-text';
import { useShortlist } from '../use-shortlist';
import styles from './ShortlistHeart.module.css';

interface HeartProps {
  propertyRef: string;
}

interface CardHeartProps extends HeartProps {
  /** The home's title as its card shows it: the heart's accessible name says which home. */
  title: string;
}

/** Adds or removes a home; at the limit it says so instead. */
function useHeart(propertyRef: string) {
  const language = useLanguage();
  const text = HEART_TEXT[language];
  const shortlist = useShortlist();
  const saved = shortlist?.includes(propertyRef) ?? false;
  const toggle = () => {
    if (saved) {
      shortlistStore.remove(propertyRef);
    } else if (shortlistStore.add(propertyRef) === 'full') {
      toast.error(text.full, text.title);
    }
  };
  return { shortlist, saved, toggle, text, language };
}

function HeartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2.1 0 3.6 1.2 4.6 2.6C12 6.2 13.5 5 15.6 5 19 5 21 8.4 19.6 11.7 17.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/**
 * The heart on a listing card, over the photo's corner: drawn once the page runs (the served
 * card stays as it was) and placed absolutely, so it moves nothing when it appears.
 */
export function ShortlistHeart({ propertyRef, title }: CardHeartProps) {
  const { shortlist, saved, toggle, text } = useHeart(propertyRef);
  if (shortlist === null) return null;
  return (
    <button
      type="button"
      className={styles.cardHeart}
      aria-pressed={saved}
      aria-label={saved ? text.removeHome(title) : text.addHome(title)}
      onClick={toggle}
    >
      <HeartIcon />
    </button>
  );
}

/**
 * The property page's heart with its words, and the way to the shortlist. Its name is its
 * visible words (a speech-input user says what they see); the page holds one such button,
 * under the home's own heading. Its line is
 * reserved in the served page, so nothing moves when it fills in.
 */
export function ShortlistToggle({ propertyRef }: HeartProps) {
  const { shortlist, saved, toggle, text, language } = useHeart(propertyRef);
  return (
    <div className={styles.toggleLine} data-print="hide">
      {shortlist !== null && (
        <>
          <button type="button" className={`button button-outline ${styles.toggle}`} aria-pressed={saved} onClick={toggle}>
            <HeartIcon />
            {saved ? text.remove : text.add}
          </button>
          {shortlist.length > 0 && (
            <Link className={styles.seeShortlist} to={language === 'it' ? paths.it.shortlist : paths.shortlist}>
              {text.see(shortlist.length)}
            </Link>
          )}
        </>
      )}
    </div>
  );
}

/** A link to the shortlist once it holds a home (for the list page's heading); its line is reserved. */
export function ShortlistLink() {
  const language = useLanguage();
  const shortlist = useShortlist();
  return (
    <p className={styles.toggleLine}>
      {shortlist !== null && shortlist.length > 0 && (
        <Link className={styles.seeShortlist} to={language === 'it' ? paths.it.shortlist : paths.shortlist}>
          <HeartIcon />
          {HEART_TEXT[language].see(shortlist.length)}
        </Link>
      )}
    </p>
  );
}
