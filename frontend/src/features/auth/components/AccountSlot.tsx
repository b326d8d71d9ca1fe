import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/lib/session';
import { useSignOut } from '../api/sign-out';
import { useSignInReveal } from '../lib/use-sign-in-reveal';
import { SignInLinkNotice } from './SignInLinkNotice';
import { UserAvatar } from './UserAvatar';
import styles from './AccountSlot.module.css';

// Staff-only: a visitor who never reveals the button never downloads the dialog.
const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));
const SignedInDevicesDialog = lazy(() =>
  import('./SignedInDevicesDialog').then((m) => ({ default: m.SignedInDevicesDialog })),
);

/** The account corner: avatar, signed-in devices and sign-out in the staff bar, or the header's (revealed) sign-in button. */
export function AccountSlot() {
  const { token, user } = useSession();
  const revealed = useSignInReveal();
  const [open, setOpen] = useState(false);
  const [devicesOpen, setDevicesOpen] = useState(false);
  const signOut = useSignOut();

  if (token && user) {
    return (
      <div className={styles.slot}>
        <SignInLinkNotice />
        <UserAvatar user={user} />
        <button type="button" className={styles.button} onClick={() => setDevicesOpen(true)}>
          Devices
        </button>
        <button type="button" className={styles.button} onClick={() => void signOut()}>
          Sign out
        </button>
        {devicesOpen && (
          <Suspense fallback={null}>
            <SignedInDevicesDialog onClose={() => setDevicesOpen(false)} />
          </Suspense>
        )}
      </div>
    );
  }
  if (!revealed) return null;
  return (
    <div className={styles.slot}>
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        Sign in
      </button>
      {open && (
        <Suspense fallback={null}>
          <SignInDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
