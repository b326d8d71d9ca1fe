import type { StoredUser } from '@/lib/stored-user';
import styles from './AccountSlot.module.css';

/** The signed-in user's picture (SPEC §2 Header), or their initial when there is none. */
export function UserAvatar({ user }: { user: StoredUser }) {
  const label = user.name ? `Signed in as ${user.name}` : `Signed in (${user.role ?? 'user'})`;
  if (!user.picture) {
    return (
      <span className={styles.initial} role="img" aria-label={label}>
        {(user.name ?? user.role ?? '?').charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={styles.avatar}
      src={user.picture}
      alt={label}
      width={36}
      height={36}
      referrerPolicy="no-referrer"
    />
  );
}
