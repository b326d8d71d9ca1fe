import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LEAD_STAGES, type InboxView, type LeadStage } from '../api/get-enquiries';
import { inboxHref } from '../inbox-view';
import { STAGE_LABELS } from './stage-labels';
import styles from './Inbox.module.css';

/** The desk's filters (stage, property, follow-up due), combined with the rest of the view; each choice is an address. */
export function LeadFilters({ view }: { view: InboxView }) {
  const navigate = useNavigate();
  const stageId = useId();
  const refId = useId();
  const dueId = useId();
  const filtered = view.stage !== '' || view.ref.trim() !== '' || view.due;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void navigate(
      inboxHref({
        ...view,
        page: 1,
        stage: String(form.get('stage') ?? '') as LeadStage | '',
        ref: String(form.get('ref') ?? ''),
        due: form.get('due') === 'on',
      }),
    );
  };

  return (
    <form className={styles.deskRow} onSubmit={submit} aria-label="Filter leads" key={inboxHref(view)}>
      <div className={styles.deskField}>
        <label htmlFor={stageId}>Stage</label>
        <select id={stageId} name="stage" defaultValue={view.stage}>
          <option value="">Any stage</option>
          {LEAD_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {STAGE_LABELS[stage]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.deskField}>
        <label htmlFor={refId}>Property ref</label>
        <input id={refId} name="ref" defaultValue={view.ref} maxLength={3} inputMode="numeric" size={5} />
      </div>
      <div className={styles.deskField}>
        <span>
          <input id={dueId} type="checkbox" name="due" defaultChecked={view.due} /> <label htmlFor={dueId}>Follow-up due</label>
        </span>
      </div>
      <button type="submit" className="button button-outline">
        Filter
      </button>
      {filtered && (
        <Link to={inboxHref({ ...view, page: 1, stage: '', ref: '', due: false })} className={styles.clear}>
          Clear filters
        </Link>
      )}
    </form>
  );
}
