import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MAX_SEARCH_LENGTH, type InboxView } from '../api/get-enquiries';
import { inboxHref } from '../inbox-view';
import styles from './Inbox.module.css';

function unreadText(unread: number) {
  if (unread === 0) return 'No unread enquiries';
  return unread === 1 ? '1 unread enquiry' : `${unread} unread enquiries`;
}

/** The unread count, the All/Unread filter and the search; each choice is an address. */
export function InboxControls({ view, unread }: { view: InboxView; unread: number | undefined }) {
  const navigate = useNavigate();
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('q') ?? '');
    void navigate(inboxHref({ ...view, page: 1, search }));
  };

  return (
    <div className={styles.controls}>
      {unread !== undefined && <p className={styles.unreadCount}>{unreadText(unread)}</p>}
      <nav aria-label="Which enquiries">
        <ul className={styles.filters}>
          <li>
            <Link to={inboxHref({ ...view, page: 1, unreadOnly: false })} aria-current={view.unreadOnly ? undefined : 'true'}>
              All
            </Link>
          </li>
          <li>
            <Link to={inboxHref({ ...view, page: 1, unreadOnly: true })} aria-current={view.unreadOnly ? 'true' : undefined}>
              Unread{unread !== undefined ? ` (${unread})` : ''}
            </Link>
          </li>
        </ul>
      </nav>
      <form role="search" className={styles.search} onSubmit={submit} key={view.search}>
        <label htmlFor={inputId}>Search enquiries</label>
        <input id={inputId} type="search" name="q" defaultValue={view.search} maxLength={MAX_SEARCH_LENGTH} placeholder="Name, e-mail or text" />
        <button type="submit" className="button button-primary">
          Search
        </button>
        {view.search && (
          <Link to={inboxHref({ ...view, page: 1, search: '' })} className={styles.clear}>
            Clear search
          </Link>
        )}
      </form>
    </div>
  );
}
