import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { focusField } from '@/lib/focus-field';
import { checkOwner, useSetPropertyOwner } from '../api/set-owner';
import { useRemovePropertyOwner } from '../api/remove-owner';
import { problemText, type Notice } from '../lib/notice';
import { ownerFieldOfMessage, type OwnerField } from '../lib/owner-field-of-message';
import { OWNER_LANGUAGES, type OwnerLanguage, type PropertyOwner } from '../types';
import styles from './OwnerPanel.module.css';

interface OwnerFields {
  name: string;
  email: string;
  language: OwnerLanguage;
  monthly_reports: boolean;
}

const languageOf = (code: string): OwnerLanguage => OWNER_LANGUAGES.find((language) => language.code === code)?.code ?? 'en';

function fieldsOf(owner: PropertyOwner | null): OwnerFields {
  if (!owner) return { name: '', email: '', language: 'en', monthly_reports: false };
  return { name: owner.name, email: owner.email, language: languageOf(owner.language), monthly_reports: owner.monthly_reports };
}

/** A refusal shown at the field it names; `seq` takes her there again when it repeats. */
interface Refusal {
  field: OwnerField;
  message: string;
  seq: number;
}

/** A labelled control with the refusal that names it right under it. */
function OwnerFieldBox({ id, label, message, children }: { id: string; label: string; message: string | null; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {message && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

interface OwnerFormProps {
  propertyRef: string;
  /** Null: none is recorded, the form starts empty. */
  owner: PropertyOwner | null;
  onNotice: (notice: Notice) => void;
  onRemoved: () => void;
}

/** The owner's name, e-mail, language and monthly consent: Save owner, Remove owner (asked first). */
export function OwnerForm({ propertyRef, owner, onNotice, onRemoved }: OwnerFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<OwnerFields>(() => fieldsOf(owner));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSetPropertyOwner();
  const remove = useRemovePropertyOwner();

  useEffect(() => {
    if (refusal && form.current) focusField(refusal.field, form.current);
  }, [refusal]);

  const refuse = (message: string) => {
    const field = ownerFieldOfMessage(message);
    if (field) {
      setRefusal((last) => ({ field, message, seq: (last?.seq ?? 0) + 1 }));
      onNotice(null);
    } else {
      setRefusal(null);
      onNotice({ tone: 'problem', text: message });
    }
  };

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkOwner(fields);
    if (!check.ok) {
      refuse(check.message);
      return;
    }
    try {
      const saved = await save.mutateAsync({ propertyRef, owner: check.value });
      setRefusal(null);
      onNotice({ tone: 'done', text: `Owner saved: ${saved.name}, ${saved.email}.` });
    } catch (error) {
      refuse(problemText(error, 'The owner was not saved'));
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync(propertyRef);
      onRemoved();
      onNotice({ tone: 'done', text: 'Owner removed. The report links sent to them no longer open.' });
    } catch (error) {
      setConfirming(false);
      onNotice({ tone: 'problem', text: problemText(error, 'The owner was not removed') });
    }
  };

  const messageAt = (field: OwnerField) => (refusal?.field === field ? refusal.message : null);
  const marked = (field: OwnerField, controlId: string) => ({
    'data-field': field,
    'aria-invalid': refusal?.field === field ? true : undefined,
    'aria-describedby': refusal?.field === field ? `${controlId}-error` : undefined,
  });
  const set = <K extends keyof OwnerFields>(key: K, value: OwnerFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void onSave(event)} aria-label="Owner's details" noValidate>
      <OwnerFieldBox id={`${id}-name`} label="Owner's name" message={messageAt('owner-name')}>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          value={fields.name}
          onChange={(e) => set('name', e.target.value)}
          {...marked('owner-name', `${id}-name`)}
        />
      </OwnerFieldBox>
      <OwnerFieldBox id={`${id}-email`} label="Owner's e-mail" message={messageAt('owner-email')}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={fields.email}
          onChange={(e) => set('email', e.target.value)}
          {...marked('owner-email', `${id}-email`)}
        />
      </OwnerFieldBox>
      <OwnerFieldBox id={`${id}-language`} label="Report language" message={messageAt('owner-language')}>
        <select
          id={`${id}-language`}
          value={fields.language}
          onChange={(e) => set('language', languageOf(e.target.value))}
          {...marked('owner-language', `${id}-language`)}
        >
          {OWNER_LANGUAGES.map(({ code, name }) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
      </OwnerFieldBox>
      <div className={styles.check}>
        <input
          id={`${id}-monthly`}
          type="checkbox"
          checked={fields.monthly_reports}
          onChange={(e) => set('monthly_reports', e.target.checked)}
          aria-describedby={`${id}-monthly-hint`}
        />
        <label htmlFor={`${id}-monthly`}>Send the report every month</label>
        <p id={`${id}-monthly-hint`} className={styles.hint}>
          Only if the owner agreed; it goes out on the 1st.
        </p>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          Save owner
        </button>
        {owner && !confirming && (
          <button type="button" className="button button-outline" onClick={() => setConfirming(true)}>
            Remove owner
          </button>
        )}
      </div>
      {owner && confirming && (
        <div className={styles.confirm} role="group" aria-label="Remove the owner?">
          <p>Remove {owner.name} as this home&rsquo;s owner? The report links sent to them will stop opening.</p>
          <button type="button" className="button button-primary" onClick={() => void onRemove()} disabled={remove.isPending}>
            Yes, remove
          </button>
          {/* Focused when asked: the Remove button she pressed is gone. */}
          <button type="button" className="button button-outline" onClick={() => setConfirming(false)} autoFocus>
            Keep the owner
          </button>
        </div>
      )}
    </form>
  );
}
