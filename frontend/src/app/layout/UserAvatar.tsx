import { useEffect, useState } from 'react';
import { readStoredUser, USER_STORAGE_KEY, type StoredUser } from '@/lib/stored-user';
import styles from './Header.module.css';

/** The signed-in user's picture; sign-in itself writes local storage 'user' (later issue). */
export function UserAvatar() {
  const [user, setUser] = useState<StoredUser | null>(readStoredUser);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === USER_STORAGE_KEY) setUser(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  if (!user?.picture) return null;
  return (
    <img
      className={styles.avatar}
      src={user.picture}
      alt={user.name ? `Signed in as ${user.name}` : 'Signed-in user'}
      width={36}
      height={36}
      referrerPolicy="no-referrer"
    />
  );
}
