import { OWNER_LANGUAGES, type PropertyOwner } from '../types';
import styles from './OwnerPanel.module.css';

/** The owner as an agent sees them: read only, since only an admin says where reports go. */
export function OwnerSummary({ owner }: { owner: PropertyOwner | null }) {
  const language = OWNER_LANGUAGES.find(({ code }) => code === owner?.language)?.inEnglish ?? owner?.language;
  return (
    <>
      {owner && (
        <dl className={styles.summary} aria-label="Owner's details">
          <dt>Owner&rsquo;s name</dt>
          <dd>{owner.name}</dd>
          <dt>Owner&rsquo;s e-mail</dt>
          <dd>{owner.email}</dd>
          <dt>Report language</dt>
          <dd>{language}</dd>
          <dt>Monthly report</dt>
          <dd>{owner.monthly_reports ? 'Yes, on the 1st' : 'No'}</dd>
        </dl>
      )}
      <p className={styles.note}>Only an admin can record or change the owner and the address the report goes to.</p>
    </>
  );
}
