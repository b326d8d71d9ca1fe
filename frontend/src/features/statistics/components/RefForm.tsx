import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { statisticsHref, type StatisticsView } from '../lib/statistics-view';
import styles from './Statistics.module.css';

/** Picks the home whose figures are shown: its ref goes into the address (`?ref=123`). */
export function RefForm({ view }: { view: StatisticsView }) {
  const navigate = useNavigate();
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ref = String(new FormData(event.currentTarget).get('ref') ?? '');
    void navigate(statisticsHref({ ...view, ref }));
  };

  return (
    // Re-keyed by the ref so a new address (a link, going back) resets the field to it.
    <form role="search" aria-label="One home's statistics" className={styles.refForm} onSubmit={submit} key={view.ref}>
      <label htmlFor={id}>Property ref</label>
      <input id={id} name="ref" type="text" inputMode="numeric" autoComplete="off" defaultValue={view.ref} maxLength={12} />
      <button type="submit" className="button button-primary">
        Show
      </button>
    </form>
  );
}
