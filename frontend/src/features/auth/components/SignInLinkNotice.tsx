import { useState } from 'react';
import { forgetSignInLinkRequests, signInLinkNoticeText, signInLinkRequests } from '../lib/sign-in-link-notice';
import styles from './AccountSlot.module.css';

/**
 * Tells her, once signed in, that sign-in links were asked for in her name by someone else
 * (the sign-in screen answers every address alike, so she would not know otherwise); shown
 * until she dismisses it.
 */
export function SignInLinkNotice() {
  const [count, setCount] = useState(signInLinkRequests);
  if (count === 0) return null;
  const dismiss = () => {
    forgetSignInLinkRequests();
    setCount(0);
  };
  return (
    <p role="status" className={styles.notice}>
      {signInLinkNoticeText(count)}{' '}
      <button type="button" className={styles.button} onClick={dismiss}>
        Dismiss
      </button>
    </p>
  );
}
