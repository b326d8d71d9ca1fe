import { TextField } from './TextField';
import styles from './editor.module.css';

interface TitleDerivedFieldProps {
  label: string;
  /** The field's `data-field`, which a refused save names. */
  field: string;
  /** What the button makes, for its name beside the others ("Make from title: web address"). */
  what: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** What the title makes of this field; '' while the title is still its default text. */
  fromTitle: string;
  /** Locked once the property exists (SPEC §4): no button, and `lockedHint` says why. */
  locked?: boolean;
  lockedHint?: string;
}

/**
 * A setting made from the title (issue 43: she should not invent addresses), with a button
 * that makes it again, e.g. after she renamed the home.
 */
export function TitleDerivedField({ label, field, what, hint, value, onChange, fromTitle, locked = false, lockedHint }: TitleDerivedFieldProps) {
  return (
    <div className={styles.derived}>
      <TextField label={label} data-field={field} hint={locked ? (lockedHint ?? hint) : hint} value={value} onChange={onChange} readOnly={locked} />
      {!locked && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onChange(fromTitle)}
          disabled={fromTitle === '' || value === fromTitle}
          title={fromTitle === '' ? 'Type the title first' : `Makes it ${fromTitle}`}
        >
          Make from title<span className="visually-hidden">: {what}</span>
        </button>
      )}
    </div>
  );
}
