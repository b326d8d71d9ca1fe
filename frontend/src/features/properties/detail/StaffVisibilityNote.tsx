import type { Visibility } from '@/features/property-data';
import { useCan } from '@/lib/session';
import { EyeSlashIcon } from '../components/EyeSlashIcon';
import styles from './StaffVisibilityNote.module.css';

const NOTES: Record<Exclude<Visibility, 'visible'>, { title: string; text: string }> = {
  hidden: {
    title: 'Hidden',
    text: 'Only signed-in staff see this listing. Visitors are told it does not exist, and it is in no list, sitemap or feed.',
  },
  unlisted: {
    title: 'Unlisted',
    text: 'Not in the list, the sitemap or the feeds: only people given its share link can open it.',
  },
};

/**
 * Tells staff, on the property page itself, that the public does not see this listing the way
 * they do: a hidden or unlisted page looks like any other to whoever may open it.
 */
export function StaffVisibilityNote({ visibility }: { visibility: Visibility }) {
  const staff = useCan('viewUnpublished');
  if (!staff || visibility === 'visible') return null;
  const note = NOTES[visibility];
  return (
    <div className={styles.note} data-print="hide">
      <p className={styles.inner}>
        <EyeSlashIcon />
        <strong>{note.title}:</strong> {note.text} Change it in the editor&rsquo;s settings or from the list&rsquo;s card.
      </p>
    </div>
  );
}
